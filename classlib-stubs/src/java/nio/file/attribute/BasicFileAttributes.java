package java.nio.file.attribute;

/**
 * The attributes of a file as {@code Files.find} hands them to its matcher: kind and
 * size (times are not kept).
 */
public interface BasicFileAttributes {
    boolean isRegularFile();

    boolean isDirectory();

    boolean isSymbolicLink();

    boolean isOther();

    long size();

    Object fileKey();
}
