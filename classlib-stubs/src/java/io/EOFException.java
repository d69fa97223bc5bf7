package java.io;

/** Standard exception of the java.io package. */
public class EOFException extends IOException {
    public EOFException() {
        super();
    }

    public EOFException(String message) {
        super(message);
    }
}
