package java.io;

/** Standard exception of the java.io package. */
public class InterruptedIOException extends IOException {
    private static final long serialVersionUID = 4020568460727500567L;

    public InterruptedIOException() {
        super();
    }

    public InterruptedIOException(String message) {
        super(message);
    }
}
