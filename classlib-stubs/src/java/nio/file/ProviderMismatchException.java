package java.nio.file;

public class ProviderMismatchException extends IllegalArgumentException {
    public ProviderMismatchException() {
    }

    public ProviderMismatchException(String msg) {
        super(msg);
    }
}
