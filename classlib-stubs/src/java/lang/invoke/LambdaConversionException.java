package java.lang.invoke;

/* A lambda call site whose types cannot be linked. */
public class LambdaConversionException extends Exception {
    private static final long serialVersionUID = 300L;

    public LambdaConversionException() {
    }

    public LambdaConversionException(String message) {
        super(message);
    }

    public LambdaConversionException(String message, Throwable cause) {
        super(message, cause);
    }

    public LambdaConversionException(Throwable cause) {
        super(cause);
    }
}
