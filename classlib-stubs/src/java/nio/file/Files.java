package java.nio.file;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.nio.charset.Charset;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.attribute.FileAttribute;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * File operations on Paths, built on java.io.File and the file streams. Errors
 * are the JDK's FileSystemException subclasses, named by the path as given.
 */
public final class Files {
    private Files() {
    }

    private static File file(Path p) {
        return p.toFile();
    }

    private static boolean has(Object[] options, Object o) {
        for (Object x : options) {
            if (x == null) {
                throw new NullPointerException();
            }
            if (x == o) {
                return true;
            }
        }
        return false;
    }

    /** The JDK's exception for a failed open of p. */
    private static IOException openFailure(Path p, FileNotFoundException e) {
        String m = String.valueOf(e.getMessage());
        File f = file(p);
        if (m.endsWith("(Permission denied)")) {
            return new AccessDeniedException(p.toString());
        }
        if (m.endsWith("(Is a directory)")) {
            return new FileSystemException(p.toString(), null, "Is a directory");
        }
        if (m.endsWith("(Not a directory)")) {
            return new FileSystemException(p.toString(), null, "Not a directory");
        }
        if (!f.exists()) {
            return new NoSuchFileException(p.toString());
        }
        return new FileSystemException(p.toString(), null, m);
    }

    // ---- queries -------------------------------------------------------

    public static boolean exists(Path path, LinkOption... options) {
        return file(path).exists();
    }

    public static boolean notExists(Path path, LinkOption... options) {
        return !file(path).exists();
    }

    public static boolean isDirectory(Path path, LinkOption... options) {
        return file(path).isDirectory();
    }

    public static boolean isRegularFile(Path path, LinkOption... options) {
        return file(path).isFile();
    }

    public static boolean isReadable(Path path) {
        return file(path).canRead();
    }

    private static native boolean isSymlink0(String path);

    public static boolean isWritable(Path path) {
        return file(path).canWrite();
    }

    public static boolean isExecutable(Path path) {
        return file(path).canExecute();
    }

    public static boolean isSymbolicLink(Path path) {
        return isSymlink0(path.toString());
    }

    public static java.nio.file.attribute.FileTime getLastModifiedTime(Path path, LinkOption... options) throws IOException {
        File f = file(path);
        if (!f.exists()) {
            throw new NoSuchFileException(path.toString());
        }
        return java.nio.file.attribute.FileTime.fromMillis(f.lastModified());
    }

    public static Path setLastModifiedTime(Path path, java.nio.file.attribute.FileTime time) throws IOException {
        java.util.Objects.requireNonNull(time, "time");
        File f = file(path);
        if (!f.exists()) {
            throw new NoSuchFileException(path.toString());
        }
        if (!f.setLastModified(Math.max(0, time.toMillis()))) {
            throw new AccessDeniedException(path.toString());
        }
        return path;
    }

    @SuppressWarnings("unchecked")
    public static <A extends java.nio.file.attribute.BasicFileAttributes> A readAttributes(Path path, Class<A> type,
            LinkOption... options) throws IOException {
        if (type != java.nio.file.attribute.BasicFileAttributes.class) {
            throw new UnsupportedOperationException();
        }
        File f = file(path);
        if (!f.exists()) {
            throw new NoSuchFileException(path.toString());
        }
        return (A) new FileAttrs(f);
    }

    /** The position of the first differing byte, or -1 when the files are equal. */
    public static long mismatch(Path path, Path path2) throws IOException {
        if (isSameFile(path, path2)) {
            return -1;
        }
        byte[] a = readAllBytes(path);
        byte[] b = readAllBytes(path2);
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            if (a[i] != b[i]) {
                return i;
            }
        }
        return a.length == b.length ? -1 : n;
    }

    public static Path walkFileTree(Path start, FileVisitor<? super Path> visitor) throws IOException {
        return walkFileTree(start, java.util.EnumSet.noneOf(FileVisitOption.class), Integer.MAX_VALUE, visitor);
    }

    /**
     * Depth first, entries in directory order: preVisitDirectory, the entries,
     * postVisitDirectory; a directory at maxDepth is visited as a file.
     */
    public static Path walkFileTree(Path start, java.util.Set<FileVisitOption> options, int maxDepth,
            FileVisitor<? super Path> visitor) throws IOException {
        if (maxDepth < 0) {
            throw new IllegalArgumentException("'maxDepth' is negative");
        }
        java.util.Objects.requireNonNull(options);
        java.util.Objects.requireNonNull(visitor);
        visitTree(start, 0, maxDepth, visitor);
        return start;
    }

    private static FileVisitResult visitTree(Path p, int depth, int maxDepth, FileVisitor<? super Path> visitor)
            throws IOException {
        File f = file(p);
        if (!f.exists()) {
            return visitor.visitFileFailed(p, new NoSuchFileException(p.toString()));
        }
        FileAttrs attrs = new FileAttrs(f);
        if (depth >= maxDepth || !f.isDirectory()) {
            return visitor.visitFile(p, attrs);
        }
        String[] names = f.list();
        if (names == null) {
            return visitor.visitFileFailed(p, new AccessDeniedException(p.toString()));
        }
        FileVisitResult r = visitor.preVisitDirectory(p, attrs);
        if (r != FileVisitResult.CONTINUE) {
            return r == FileVisitResult.SKIP_SUBTREE ? FileVisitResult.CONTINUE : r;
        }
        for (String n : names) {
            r = visitTree(p.resolve(n), depth + 1, maxDepth, visitor);
            if (r == FileVisitResult.TERMINATE) {
                return r;
            }
            if (r == FileVisitResult.SKIP_SIBLINGS) {
                break;
            }
        }
        r = visitor.postVisitDirectory(p, null);
        return r == FileVisitResult.SKIP_SIBLINGS || r == FileVisitResult.SKIP_SUBTREE ? FileVisitResult.CONTINUE : r;
    }

    public static boolean isHidden(Path path) {
        return file(path).getName().startsWith(".");
    }

    public static boolean isSameFile(Path path, Path path2) throws IOException {
        if (path.equals(path2)) {
            return true;
        }
        return path.toRealPath().equals(path2.toRealPath());
    }

    public static long size(Path path) throws IOException {
        File f = file(path);
        if (!f.exists()) {
            throw new NoSuchFileException(path.toString());
        }
        return f.length();
    }

    // ---- creating and deleting -----------------------------------------

    private static void checkParent(Path path) throws IOException {
        Path parent = path.toAbsolutePath().getParent();
        if (parent != null) {
            File pf = file(parent);
            if (!pf.exists()) {
                throw new NoSuchFileException(path.toString());
            }
            if (!pf.isDirectory()) {
                throw new FileSystemException(path.toString(), null, "Not a directory");
            }
        }
    }

    public static Path createFile(Path path, FileAttribute<?>... attrs) throws IOException {
        File f = file(path);
        if (f.exists()) {
            throw new FileAlreadyExistsException(path.toString());
        }
        checkParent(path);
        try {
            if (!f.createNewFile()) {
                throw new FileAlreadyExistsException(path.toString());
            }
        } catch (FileAlreadyExistsException e) {
            throw e;
        } catch (IOException e) {
            throw new AccessDeniedException(path.toString());
        }
        return path;
    }

    public static Path createDirectory(Path dir, FileAttribute<?>... attrs) throws IOException {
        File f = file(dir);
        if (f.exists()) {
            throw new FileAlreadyExistsException(dir.toString());
        }
        checkParent(dir);
        if (!f.mkdir()) {
            throw new AccessDeniedException(dir.toString());
        }
        return dir;
    }

    public static Path createDirectories(Path dir, FileAttribute<?>... attrs) throws IOException {
        File f = file(dir);
        if (f.isDirectory()) {
            return dir;
        }
        if (f.exists()) {
            throw new FileAlreadyExistsException(dir.toString());
        }
        Path parent = dir.toAbsolutePath().getParent();
        if (parent != null) {
            createDirectories(parent);
        }
        if (!f.mkdir() && !f.isDirectory()) {
            throw new AccessDeniedException(dir.toString());
        }
        return dir;
    }

    private static String tempName(String prefix, String suffix, String dflt) {
        long n = new java.util.Random().nextLong();
        return (prefix == null ? "" : prefix) + Long.toUnsignedString(n) + (suffix == null ? dflt : suffix);
    }

    private static Path tempDir() {
        return Path.of(System.getProperty("java.io.tmpdir"));
    }

    public static Path createTempFile(Path dir, String prefix, String suffix, FileAttribute<?>... attrs)
            throws IOException {
        while (true) {
            Path p = dir.resolve(tempName(prefix, suffix, ".tmp"));
            try {
                return createFile(p);
            } catch (FileAlreadyExistsException e) {
                // another name
            }
        }
    }

    public static Path createTempFile(String prefix, String suffix, FileAttribute<?>... attrs) throws IOException {
        return createTempFile(tempDir(), prefix, suffix);
    }

    public static Path createTempDirectory(Path dir, String prefix, FileAttribute<?>... attrs) throws IOException {
        while (true) {
            Path p = dir.resolve(tempName(prefix, "", ""));
            try {
                return createDirectory(p);
            } catch (FileAlreadyExistsException e) {
                // another name
            }
        }
    }

    public static Path createTempDirectory(String prefix, FileAttribute<?>... attrs) throws IOException {
        return createTempDirectory(tempDir(), prefix);
    }

    public static void delete(Path path) throws IOException {
        File f = file(path);
        if (!f.exists()) {
            throw new NoSuchFileException(path.toString());
        }
        if (f.isDirectory()) {
            String[] l = f.list();
            if (l != null && l.length > 0) {
                throw new DirectoryNotEmptyException(path.toString());
            }
        }
        if (!f.delete()) {
            throw new AccessDeniedException(path.toString());
        }
    }

    public static boolean deleteIfExists(Path path) throws IOException {
        if (!file(path).exists()) {
            return false;
        }
        delete(path);
        return true;
    }

    // ---- streams -------------------------------------------------------

    public static InputStream newInputStream(Path path, OpenOption... options) throws IOException {
        for (OpenOption o : options) {
            if (o == StandardOpenOption.APPEND || o == StandardOpenOption.WRITE) {
                throw new UnsupportedOperationException("'" + o + "' not allowed");
            }
        }
        File f = file(path);
        if (f.isDirectory()) {
            // The JDK opens a directory and fails at the first read.
            return new InputStream() {
                public int read() throws IOException {
                    throw new IOException("Is a directory");
                }

                public int read(byte[] b, int off, int len) throws IOException {
                    throw new IOException("Is a directory");
                }
            };
        }
        try {
            return new FileInputStream(f);
        } catch (FileNotFoundException e) {
            throw openFailure(path, e);
        }
    }

    public static OutputStream newOutputStream(Path path, OpenOption... options) throws IOException {
        boolean append = has(options, StandardOpenOption.APPEND);
        boolean createNew = has(options, StandardOpenOption.CREATE_NEW);
        boolean create = options.length == 0 || has(options, StandardOpenOption.CREATE);
        if (has(options, StandardOpenOption.READ)) {
            throw new IllegalArgumentException("READ not allowed");
        }
        if (append && has(options, StandardOpenOption.TRUNCATE_EXISTING)) {
            throw new IllegalArgumentException("APPEND + TRUNCATE_EXISTING not allowed");
        }
        File f = file(path);
        if (createNew && f.exists()) {
            throw new FileAlreadyExistsException(path.toString());
        }
        if (!create && !createNew && !f.exists()) {
            throw new NoSuchFileException(path.toString());
        }
        try {
            return new FileOutputStream(f, append);
        } catch (FileNotFoundException e) {
            throw openFailure(path, e);
        }
    }

    public static BufferedReader newBufferedReader(Path path, Charset cs) throws IOException {
        return new BufferedReader(new InputStreamReader(newInputStream(path), cs.name()));
    }

    public static BufferedReader newBufferedReader(Path path) throws IOException {
        return newBufferedReader(path, StandardCharsets.UTF_8);
    }

    public static BufferedWriter newBufferedWriter(Path path, Charset cs, OpenOption... options)
            throws IOException {
        return new BufferedWriter(new OutputStreamWriter(newOutputStream(path, options), cs.name()));
    }

    public static BufferedWriter newBufferedWriter(Path path, OpenOption... options) throws IOException {
        return newBufferedWriter(path, StandardCharsets.UTF_8, options);
    }

    // ---- whole files ---------------------------------------------------

    public static byte[] readAllBytes(Path path) throws IOException {
        InputStream in = newInputStream(path);
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buf = new byte[8192];
            int n;
            while ((n = in.read(buf)) > 0) {
                out.write(buf, 0, n);
            }
            return out.toByteArray();
        } finally {
            in.close();
        }
    }

    /** Strict decoding, as the JDK's readString and readAllLines: malformed input is an error. */
    private static String decode(byte[] b, Charset cs) throws IOException {
        String s = new String(b, cs);
        if (s.indexOf('\ufffd') >= 0) {
            int bad = malformedLength(b, cs);
            if (bad > 0) {
                throw new MalformedInputException(bad);
            }
        }
        return s;
    }

    /** The length of the first malformed sequence, or 0 if the bytes are well formed. */
    private static int malformedLength(byte[] b, Charset cs) {
        String name = cs.name();
        if (name.equals("US-ASCII")) {
            for (byte x : b) {
                if (x < 0) {
                    return 1;
                }
            }
            return 0;
        }
        if (!name.equals("UTF-8")) {
            return 0;
        }
        int i = 0;
        while (i < b.length) {
            int c = b[i] & 0xff;
            int need;
            if (c < 0x80) {
                i++;
                continue;
            } else if (c >= 0xc2 && c <= 0xdf) {
                need = 1;
            } else if (c >= 0xe0 && c <= 0xef) {
                need = 2;
            } else if (c >= 0xf0 && c <= 0xf4) {
                need = 3;
            } else {
                return 1;
            }
            for (int k = 1; k <= need; k++) {
                if (i + k >= b.length || (b[i + k] & 0xc0) != 0x80) {
                    return k;
                }
            }
            i += need + 1;
        }
        return 0;
    }

    public static String readString(Path path) throws IOException {
        return readString(path, StandardCharsets.UTF_8);
    }

    public static String readString(Path path, Charset cs) throws IOException {
        return decode(readAllBytes(path), cs);
    }

    public static List<String> readAllLines(Path path, Charset cs) throws IOException {
        String s = decode(readAllBytes(path), cs);
        BufferedReader r = new BufferedReader(new java.io.StringReader(s));
        ArrayList<String> lines = new ArrayList<String>();
        String line;
        while ((line = r.readLine()) != null) {
            lines.add(line);
        }
        return lines;
    }

    public static List<String> readAllLines(Path path) throws IOException {
        return readAllLines(path, StandardCharsets.UTF_8);
    }

    public static Path write(Path path, byte[] bytes, OpenOption... options) throws IOException {
        if (bytes == null) {
            throw new NullPointerException();
        }
        OutputStream out = newOutputStream(path, options);
        try {
            out.write(bytes);
        } finally {
            out.close();
        }
        return path;
    }

    public static Path write(Path path, Iterable<? extends CharSequence> lines, Charset cs, OpenOption... options)
            throws IOException {
        StringBuilder sb = new StringBuilder();
        for (CharSequence line : lines) {
            sb.append(line).append('\n');
        }
        return write(path, sb.toString().getBytes(cs), options);
    }

    public static Path write(Path path, Iterable<? extends CharSequence> lines, OpenOption... options)
            throws IOException {
        return write(path, lines, StandardCharsets.UTF_8, options);
    }

    public static Path writeString(Path path, CharSequence csq, OpenOption... options) throws IOException {
        return writeString(path, csq, StandardCharsets.UTF_8, options);
    }

    public static Path writeString(Path path, CharSequence csq, Charset cs, OpenOption... options)
            throws IOException {
        return write(path, csq.toString().getBytes(cs), options);
    }

    // ---- copying and moving --------------------------------------------

    public static long copy(InputStream in, Path target, CopyOption... options) throws IOException {
        boolean replace = has(options, StandardCopyOption.REPLACE_EXISTING);
        File f = file(target);
        if (f.exists()) {
            if (!replace) {
                throw new FileAlreadyExistsException(target.toString());
            }
            delete(target);
        }
        OutputStream out = newOutputStream(target, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        try {
            return in.transferTo(out);
        } finally {
            out.close();
        }
    }

    public static long copy(Path source, OutputStream out) throws IOException {
        InputStream in = newInputStream(source);
        try {
            return in.transferTo(out);
        } finally {
            in.close();
        }
    }

    public static Path copy(Path source, Path target, CopyOption... options) throws IOException {
        File s = file(source);
        if (!s.exists()) {
            throw new NoSuchFileException(source.toString());
        }
        if (source.toAbsolutePath().normalize().equals(target.toAbsolutePath().normalize())) {
            return target;
        }
        boolean replace = has(options, StandardCopyOption.REPLACE_EXISTING);
        File t = file(target);
        if (t.exists()) {
            if (!replace) {
                throw new FileAlreadyExistsException(target.toString());
            }
            delete(target);
        }
        if (s.isDirectory()) {
            createDirectory(target);    // a directory is copied empty, as the JDK does
            return target;
        }
        InputStream in = newInputStream(source);
        try {
            OutputStream out = newOutputStream(target, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
            try {
                in.transferTo(out);
            } finally {
                out.close();
            }
        } finally {
            in.close();
        }
        return target;
    }

    public static Path move(Path source, Path target, CopyOption... options) throws IOException {
        File s = file(source);
        if (!s.exists()) {
            throw new NoSuchFileException(source.toString());
        }
        if (source.toAbsolutePath().normalize().equals(target.toAbsolutePath().normalize())) {
            return target;
        }
        boolean replace = has(options, StandardCopyOption.REPLACE_EXISTING)
                || has(options, StandardCopyOption.ATOMIC_MOVE);
        File t = file(target);
        if (t.exists()) {
            if (!replace) {
                throw new FileAlreadyExistsException(target.toString());
            }
            if (t.isDirectory()) {
                String[] l = t.list();
                if (l != null && l.length > 0) {
                    throw new DirectoryNotEmptyException(target.toString());
                }
            }
        }
        if (!s.renameTo(t)) {
            throw new FileSystemException(source.toString(), target.toString(), "Invalid cross-device link");
        }
        return target;
    }

    // ---- directories ---------------------------------------------------

    public static DirectoryStream<Path> newDirectoryStream(Path dir) throws IOException {
        return newDirectoryStream(dir, new DirectoryStream.Filter<Path>() {
            public boolean accept(Path entry) {
                return true;
            }
        });
    }

    public static DirectoryStream<Path> newDirectoryStream(final Path dir,
            final DirectoryStream.Filter<? super Path> filter) throws IOException {
        File f = file(dir);
        if (!f.exists()) {
            throw new NoSuchFileException(dir.toString());
        }
        if (!f.isDirectory()) {
            throw new NotDirectoryException(dir.toString());
        }
        final String[] names = f.list();
        if (names == null) {
            throw new AccessDeniedException(dir.toString());
        }
        return new DirectoryStream<Path>() {
            private boolean used;
            private boolean closed;

            public Iterator<Path> iterator() {
                if (closed) {
                    throw new IllegalStateException("Directory stream is closed");
                }
                if (used) {
                    throw new IllegalStateException("Iterator already obtained");
                }
                used = true;
                final ArrayList<Path> entries = new ArrayList<Path>();
                for (String n : names) {
                    Path p = dir.resolve(n);
                    try {
                        if (filter.accept(p)) {
                            entries.add(p);
                        }
                    } catch (IOException e) {
                        throw new DirectoryIteratorException(e);
                    }
                }
                return entries.iterator();
            }

            public void close() {
                closed = true;
            }
        };
    }

    // ---- streams ---------------------------------------------------------

    /** Lines read lazily; closing the stream closes the reader. */
    public static java.util.stream.Stream<String> lines(Path path, Charset cs) throws IOException {
        final BufferedReader br = newBufferedReader(path, cs);
        return br.lines().onClose(new Runnable() {
            public void run() {
                try {
                    br.close();
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }
        });
    }

    public static java.util.stream.Stream<String> lines(Path path) throws IOException {
        return lines(path, StandardCharsets.UTF_8);
    }

    /** The entries of a directory (not recursive), in the order the system lists them. */
    public static java.util.stream.Stream<Path> list(Path dir) throws IOException {
        final DirectoryStream<Path> ds = newDirectoryStream(dir);
        return streamOf(ds.iterator()).onClose(new Runnable() {
            public void run() {
                try {
                    ds.close();
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }
        });
    }

    public static java.util.stream.Stream<Path> walk(Path start, FileVisitOption... options) throws IOException {
        return walk(start, Integer.MAX_VALUE, options);
    }

    /**
     * Depth first, a directory before its entries; a directory is listed only when
     * the walk reaches it, so the stream stays lazy.
     */
    public static java.util.stream.Stream<Path> walk(Path start, int maxDepth, FileVisitOption... options)
            throws IOException {
        return streamOf(new Walker(start, maxDepth, null));
    }

    public static java.util.stream.Stream<Path> find(Path start, int maxDepth,
            java.util.function.BiPredicate<Path, java.nio.file.attribute.BasicFileAttributes> matcher,
            FileVisitOption... options) throws IOException {
        return streamOf(new Walker(start, maxDepth, matcher));
    }

    private static <T> java.util.stream.Stream<T> streamOf(Iterator<T> it) {
        return java.util.stream.StreamSupport.stream(java.util.Spliterators.spliteratorUnknownSize(it,
                java.util.Spliterator.DISTINCT | java.util.Spliterator.NONNULL), false);
    }

    private static final class Walker implements Iterator<Path> {
        private final int maxDepth;
        private final java.util.function.BiPredicate<Path, java.nio.file.attribute.BasicFileAttributes> matcher;
        /** One iterator per open directory; the depth of an entry is the stack size. */
        private final ArrayList<Iterator<Path>> stack = new ArrayList<Iterator<Path>>();
        private Path first;
        private Path next;

        Walker(Path start, int maxDepth,
                java.util.function.BiPredicate<Path, java.nio.file.attribute.BasicFileAttributes> matcher)
                throws IOException {
            if (maxDepth < 0) {
                throw new IllegalArgumentException("'maxDepth' is negative");
            }
            if (!file(start).exists()) {
                throw new NoSuchFileException(start.toString());
            }
            this.maxDepth = maxDepth;
            this.matcher = matcher;
            this.first = start;
        }

        private void enter(Path dir) {
            if (stack.size() < maxDepth && file(dir).isDirectory()) {
                String[] names = file(dir).list();
                if (names == null) {
                    throw new java.io.UncheckedIOException(new AccessDeniedException(dir.toString()));
                }
                ArrayList<Path> entries = new ArrayList<Path>();
                for (String n : names) {
                    entries.add(dir.resolve(n));
                }
                stack.add(entries.iterator());
            }
        }

        private Path advance() {
            if (first != null) {
                Path p = first;
                first = null;
                enter(p);
                return p;
            }
            while (!stack.isEmpty()) {
                Iterator<Path> top = stack.get(stack.size() - 1);
                if (top.hasNext()) {
                    Path p = top.next();
                    enter(p);
                    return p;
                }
                stack.remove(stack.size() - 1);
            }
            return null;
        }

        public boolean hasNext() {
            while (next == null) {
                Path p = advance();
                if (p == null) {
                    return false;
                }
                if (matcher == null || matcher.test(p, new FileAttrs(file(p)))) {
                    next = p;
                }
            }
            return true;
        }

        public Path next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            Path p = next;
            next = null;
            return p;
        }
    }

    /** The attributes {@code find} hands its matcher, read from java.io.File. */
    private static final class FileAttrs implements java.nio.file.attribute.BasicFileAttributes {
        private final File f;

        FileAttrs(File f) {
            this.f = f;
        }

        public boolean isRegularFile() {
            return f.isFile();
        }

        public boolean isDirectory() {
            return f.isDirectory();
        }

        public boolean isSymbolicLink() {
            return false;
        }

        public java.nio.file.attribute.FileTime lastModifiedTime() {
            return java.nio.file.attribute.FileTime.fromMillis(f.lastModified());
        }

        public java.nio.file.attribute.FileTime lastAccessTime() {
            return lastModifiedTime();
        }

        public java.nio.file.attribute.FileTime creationTime() {
            return lastModifiedTime();
        }

        public boolean isOther() {
            return !f.isFile() && !f.isDirectory();
        }

        public long size() {
            return f.length();
        }

        public Object fileKey() {
            return null;
        }
    }
}
