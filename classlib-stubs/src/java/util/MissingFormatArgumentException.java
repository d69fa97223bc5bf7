package java.util;

/** A Formatter exception; its message is the JDK's: Format specifier '<s>'. */
public class MissingFormatArgumentException extends IllegalFormatException {
    private static final long serialVersionUID = 19190115L;

    private final String s;

    public MissingFormatArgumentException(String s) {
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
        return "Format specifier '" + s + "'";
    }
}
