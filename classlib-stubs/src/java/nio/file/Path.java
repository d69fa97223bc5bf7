package java.nio.file;

import java.io.File;
import java.io.IOException;
import java.util.Iterator;

/** A Unix path: a sequence of names, absolute when it starts at the root "/". */
public interface Path extends Comparable<Path>, Iterable<Path> {
    static Path of(String first, String... more) {
        return UnixPath.of(first, more);
    }

    boolean isAbsolute();

    Path getRoot();

    Path getFileName();

    Path getParent();

    int getNameCount();

    Path getName(int index);

    Path subpath(int beginIndex, int endIndex);

    boolean startsWith(Path other);

    default boolean startsWith(String other) {
        return startsWith(Path.of(other));
    }

    boolean endsWith(Path other);

    default boolean endsWith(String other) {
        return endsWith(Path.of(other));
    }

    Path normalize();

    Path resolve(Path other);

    default Path resolve(String other) {
        return resolve(Path.of(other));
    }

    default Path resolveSibling(Path other) {
        if (other == null) {
            throw new NullPointerException();
        }
        Path parent = getParent();
        return (parent == null) ? other : parent.resolve(other);
    }

    default Path resolveSibling(String other) {
        return resolveSibling(Path.of(other));
    }

    Path relativize(Path other);

    Path toAbsolutePath();

    java.net.URI toUri();

    Path toRealPath(LinkOption... options) throws IOException;

    default FileSystem getFileSystem() {
        return FileSystems.getDefault();
    }

    default File toFile() {
        return new File(toString());
    }

    default Iterator<Path> iterator() {
        return new Iterator<Path>() {
            private int i = 0;

            public boolean hasNext() {
                return i < getNameCount();
            }

            public Path next() {
                if (i >= getNameCount()) {
                    throw new java.util.NoSuchElementException();
                }
                return getName(i++);
            }
        };
    }

    int compareTo(Path other);

    boolean equals(Object other);

    int hashCode();

    String toString();
}
