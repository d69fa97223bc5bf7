package java.util;

/** A %c argument that is no Unicode code point; the message shows it in hexadecimal. */
public class IllegalFormatCodePointException extends IllegalFormatException {
    private static final long serialVersionUID = 19080630L;

    private final int c;

    public IllegalFormatCodePointException(int c) {
        this.c = c;
    }

    public int getCodePoint() {
        return c;
    }

    @Override
    public String getMessage() {
        return "Code point = 0x" + Integer.toHexString(c);
    }
}
