package java.lang;

/** Standard throwable of the java.lang package. */
public class InstantiationError extends IncompatibleClassChangeError {
    private static final long serialVersionUID = -4885810657349421204L;

    public InstantiationError() {
        super();
    }

    public InstantiationError(String message) {
        super(message);
    }
}
