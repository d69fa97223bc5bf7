package java.lang;

/** Standard throwable of the java.lang package. */
public class ClassCastException extends RuntimeException {
    private static final long serialVersionUID = -9223365651070458532L;

    public ClassCastException() {
        super();
    }

    public ClassCastException(String message) {
        super(message);
    }
}
