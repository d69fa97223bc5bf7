package java.lang;

/** Thrown when a static initializer ends by an exception. */
public class ExceptionInInitializerError extends LinkageError {
    private static final long serialVersionUID = 1521711792217232256L;

    public ExceptionInInitializerError() {
        initCause(null);
    }

    public ExceptionInInitializerError(Throwable thrown) {
        super(null, thrown);
    }

    public ExceptionInInitializerError(String message) {
        super(message, null);
    }

    public Throwable getException() {
        return super.getCause();
    }
}
