package java.lang;

/** Standard throwable of the java.lang package. */
public class InterruptedException extends Exception {
    public InterruptedException() {
        super();
    }

    public InterruptedException(String message) {
        super(message);
    }
}
