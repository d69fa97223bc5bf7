package java.io;

/** Standard exception of the java.io package. */
public class CharConversionException extends IOException {
    public CharConversionException() {
        super();
    }

    public CharConversionException(String message) {
        super(message);
    }
}
