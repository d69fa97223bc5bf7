package java.nio.file.attribute;

/**
 * The basic attributes of a file: kind, size and modification time (the
 * access and creation times are the modification time: they are not kept).
 */
public interface BasicFileAttributes {
    FileTime lastModifiedTime();

    FileTime lastAccessTime();

    FileTime creationTime();

    boolean isRegularFile();

    boolean isDirectory();

    boolean isSymbolicLink();

    boolean isOther();

    long size();

    Object fileKey();
}
