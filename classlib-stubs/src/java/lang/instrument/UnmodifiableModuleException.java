package java.lang.instrument;

public class UnmodifiableModuleException extends RuntimeException {
    private static final long serialVersionUID = 6912511912351080644L;

    public UnmodifiableModuleException() {
        super();
    }

    public UnmodifiableModuleException(String s) {
        super(s);
    }
}
