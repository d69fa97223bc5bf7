package java.lang;

/** Standard throwable of the java.lang package. */
public class VerifyError extends LinkageError {
    public VerifyError() {
        super();
    }

    public VerifyError(String message) {
        super(message);
    }
}
