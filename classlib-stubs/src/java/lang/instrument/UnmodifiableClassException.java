package java.lang.instrument;

public class UnmodifiableClassException extends Exception {
    private static final long serialVersionUID = 1L;

    public UnmodifiableClassException() {
        super();
    }

    public UnmodifiableClassException(String s) {
        super(s);
    }
}
