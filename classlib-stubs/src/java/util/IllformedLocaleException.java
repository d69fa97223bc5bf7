package java.util;

/* A Locale.Builder argument that is not well-formed BCP 47. */
public class IllformedLocaleException extends RuntimeException {
    private static final long serialVersionUID = -5245986824925681401L;

    private int errorIndex = -1;

    public IllformedLocaleException() {
        super();
    }

    public IllformedLocaleException(String message) {
        super(message);
    }

    public IllformedLocaleException(String message, int errorIndex) {
        super(message + (errorIndex < 0 ? "" : " [at index " + errorIndex + "]"));
        this.errorIndex = errorIndex;
    }

    public int getErrorIndex() {
        return errorIndex;
    }
}
