package java.lang;

/** Standard throwable of the java.lang package. */
public class UnknownError extends VirtualMachineError {
    public UnknownError() {
        super();
    }

    public UnknownError(String message) {
        super(message);
    }
}
