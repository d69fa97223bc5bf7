package java.util;

/** A Formatter exception; its message is the JDK's: Flags = <flags>. */
public class UnknownFormatFlagsException extends IllegalFormatException {
    private static final long serialVersionUID = 19370506L;

    private final String flags;

    public UnknownFormatFlagsException(String flags) {
        if (flags == null) {
            throw new NullPointerException();
        }
        this.flags = flags;
    }

    public String getFlags() {
        return flags;
    }

    @Override
    public String getMessage() {
        return "Flags = " + flags + "";
    }
}
