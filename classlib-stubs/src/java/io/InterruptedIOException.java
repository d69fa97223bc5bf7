package java.io;

/** Standard exception of the java.io package. */
public class InterruptedIOException extends IOException {
    public InterruptedIOException() {
        super();
    }

    public InterruptedIOException(String message) {
        super(message);
    }
}
