package java.lang;

/** Standard throwable of the java.lang package. */
public class UnknownError extends VirtualMachineError {
    private static final long serialVersionUID = 2524784860676771849L;

    public UnknownError() {
        super();
    }

    public UnknownError(String message) {
        super(message);
    }
}
