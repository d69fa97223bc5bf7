package java.lang;

/** Standard throwable of the java.lang package. */
public class BootstrapMethodError extends LinkageError {
    private static final long serialVersionUID = 292L;

    public BootstrapMethodError() {
        super();
    }

    public BootstrapMethodError(String message) {
        super(message);
    }

    public BootstrapMethodError(String message, Throwable cause) {
        super(message, cause);
    }

    public BootstrapMethodError(Throwable cause) {
        super(cause == null ? null : cause.toString());
        initCause(cause);
    }
}
