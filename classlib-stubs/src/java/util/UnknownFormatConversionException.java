package java.util;

/** A Formatter exception; its message is the JDK's: Conversion = '<s>'. */
public class UnknownFormatConversionException extends IllegalFormatException {
    private static final long serialVersionUID = 19060418L;

    private final String s;

    public UnknownFormatConversionException(String s) {
        if (s == null) {
            throw new NullPointerException();
        }
        this.s = s;
    }

    public String getConversion() {
        return s;
    }

    @Override
    public String getMessage() {
        return "Conversion = '" + s + "'";
    }
}
