package java.lang;

/** Thrown when a class cannot be found by name. */
public class ClassNotFoundException extends ReflectiveOperationException {
    private static final long serialVersionUID = 9176873029745254542L;

    public ClassNotFoundException() {
        super((Throwable) null);
    }

    public ClassNotFoundException(String message) {
        super(message, null);
    }

    public ClassNotFoundException(String message, Throwable ex) {
        super(message, ex);
    }

    public Throwable getException() {
        return getCause();
    }
}
