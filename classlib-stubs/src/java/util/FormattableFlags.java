package java.util;

/** The flag bits handed to Formattable.formatTo. */
public class FormattableFlags {
    public static final int LEFT_JUSTIFY = 1;
    public static final int UPPERCASE = 2;
    public static final int ALTERNATE = 4;

    private FormattableFlags() {
    }
}
