package java.lang;

/** Standard throwable of the java.lang package. */
public class VerifyError extends LinkageError {
    private static final long serialVersionUID = 7001962396098498785L;

    public VerifyError() {
        super();
    }

    public VerifyError(String message) {
        super(message);
    }
}
