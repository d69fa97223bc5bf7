package java.util;

/** A Formatter exception; its message is the JDK's: <s>. */
public class MissingFormatWidthException extends IllegalFormatException {
    private static final long serialVersionUID = 15560123L;

    private final String s;

    public MissingFormatWidthException(String s) {
        if (s == null) {
            throw new NullPointerException();
        }
        this.s = s;
    }

    public String getFormatSpecifier() {
        return s;
    }

    @Override
    public String getMessage() {
        return "" + s + "";
    }
}
