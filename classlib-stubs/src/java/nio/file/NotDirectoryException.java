package java.nio.file;

public class NotDirectoryException extends FileSystemException {
    public NotDirectoryException(String dir) {
        super(dir);
    }
}
