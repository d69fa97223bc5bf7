package java.lang;

/** Standard throwable of the java.lang package. */
public class CloneNotSupportedException extends Exception {
    private static final long serialVersionUID = 5195511250079656443L;

    public CloneNotSupportedException() {
        super();
    }

    public CloneNotSupportedException(String message) {
        super(message);
    }
}
