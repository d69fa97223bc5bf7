package java.io;

/** Standard exception of the java.io package. */
public class UTFDataFormatException extends IOException {
    private static final long serialVersionUID = 420743449228280612L;

    public UTFDataFormatException() {
        super();
    }

    public UTFDataFormatException(String message) {
        super(message);
    }
}
