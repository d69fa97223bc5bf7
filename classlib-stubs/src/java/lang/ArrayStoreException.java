package java.lang;

/** Standard throwable of the java.lang package. */
public class ArrayStoreException extends RuntimeException {
    private static final long serialVersionUID = -4522193890499838241L;

    public ArrayStoreException() {
        super();
    }

    public ArrayStoreException(String message) {
        super(message);
    }
}
