package java.lang;

/** Thrown when an assertion fails. */
public class AssertionError extends Error {
    private static final long serialVersionUID = -5013299493970297370L;

    public AssertionError() {
    }

    private AssertionError(String detail) {
        super(detail);
    }

    /* A Throwable detail also becomes the cause, as the Javadoc specifies. */
    public AssertionError(Object detail) {
        this(String.valueOf(detail));
        if (detail instanceof Throwable) {
            initCause((Throwable) detail);
        }
    }

    public AssertionError(boolean detail) {
        this(String.valueOf(detail));
    }

    public AssertionError(char detail) {
        this(String.valueOf(detail));
    }

    public AssertionError(int detail) {
        this(String.valueOf(detail));
    }

    public AssertionError(long detail) {
        this(String.valueOf(detail));
    }

    public AssertionError(float detail) {
        this(String.valueOf(detail));
    }

    public AssertionError(double detail) {
        this(String.valueOf(detail));
    }

    public AssertionError(String message, Throwable cause) {
        super(message, cause);
    }
}
