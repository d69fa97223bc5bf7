package java.nio.file;

import java.io.IOException;

public final class DirectoryIteratorException extends java.util.ConcurrentModificationException {
    public DirectoryIteratorException(IOException cause) {
        super(java.util.Objects.requireNonNull(cause));
    }

    public IOException getCause() {
        return (IOException) super.getCause();
    }
}
