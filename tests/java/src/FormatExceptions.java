import java.util.*;

/* Every IllegalFormatException subclass: when the Formatter throws it, its message and getters. */
public class FormatExceptions {
    static void t(String f, Object... a) {
        try {
            System.out.println(f + " [" + String.format(f, a) + "]");
        } catch (IllegalFormatException e) {
            System.out.println(f + " " + e.getClass().getName() + ": " + e.getMessage()
                    + " | IAE " + (e instanceof IllegalArgumentException) + " | " + details(e));
        }
    }

    static String details(IllegalFormatException e) {
        if (e instanceof UnknownFormatConversionException) {
            return ((UnknownFormatConversionException) e).getConversion();
        }
        if (e instanceof MissingFormatArgumentException) {
            return ((MissingFormatArgumentException) e).getFormatSpecifier();
        }
        if (e instanceof MissingFormatWidthException) {
            return ((MissingFormatWidthException) e).getFormatSpecifier();
        }
        if (e instanceof IllegalFormatConversionException) {
            IllegalFormatConversionException c = (IllegalFormatConversionException) e;
            return c.getConversion() + " " + c.getArgumentClass().getName();
        }
        if (e instanceof FormatFlagsConversionMismatchException) {
            FormatFlagsConversionMismatchException m = (FormatFlagsConversionMismatchException) e;
            return m.getConversion() + " " + m.getFlags();
        }
        if (e instanceof IllegalFormatPrecisionException) {
            return "" + ((IllegalFormatPrecisionException) e).getPrecision();
        }
        if (e instanceof IllegalFormatWidthException) {
            return "" + ((IllegalFormatWidthException) e).getWidth();
        }
        if (e instanceof DuplicateFormatFlagsException) {
            return ((DuplicateFormatFlagsException) e).getFlags();
        }
        if (e instanceof IllegalFormatFlagsException) {
            return ((IllegalFormatFlagsException) e).getFlags();
        }
        if (e instanceof UnknownFormatFlagsException) {
            return ((UnknownFormatFlagsException) e).getFlags();
        }
        if (e instanceof IllegalFormatCodePointException) {
            return "" + ((IllegalFormatCodePointException) e).getCodePoint();
        }
        return "-";
    }

    static void made(RuntimeException e) {
        System.out.println(e.getClass().getName() + ": " + e.getMessage());
    }

    public static void main(String[] args) {
        t("%q");
        t("%");
        t("abc%");
        t("%-");
        t("%5");
        t("%.5");
        t("%1$");
        t("%Ld", 1);
        t("%F", 1.0);
        t("%D", 1);
        t("%t", 1L);
        t("%T", 1L);
        t("%tq", 1L);
        t("%Tq", 1L);
        t("%t%", 1L);
        t("%.3tY", 1L);
        t("%#tY", 1L);
        t("%-tY", 1L);
        t("%tY", "x");
        t("%s %s", 1);
        t("%-s", 1);
        t("%-1$s", 1);
        t("%1$-s", 1);
        t("%-d", 1);
        t("%0d", 1);
        t("%-5n");
        t("%-%");
        t("%-b", true);
        t("%-c", 'c');
        t("%0f", 1.0);
        t("%-+,(e", 1.0);
        t("%d", "x");
        t("%X", "x");
        t("%E", 1);
        t("%C", 1.0);
        t("%tH", 1.0);
        t("%#s", 1);
        t("%#b", 1);
        t("%#H", 1);
        t("%+c", 'c');
        t("%,x", 1);
        t("%(a", 1.0);
        t("%,e", 1.0);
        t("%#g", 1.0);
        t("%#d", 1);
        t("%0(s", 1);
        t("%.1d", 1);
        t("%.1c", 'c');
        t("%.1%");
        t("%.1n");
        t("%99999999999d", 1);
        t("%.99999999999f", 1.0);
        t("%5n");
        t("%--5s", 1);
        t("%##x", 1);
        t("%<<s", 1);
        t("%-05d", 1);
        t("%+ d", 1);
        t("%-05X", 1);
        t("%+ 5e", 1.0);
        t("%#n");
        t("%0%");
        t("%c", 0x110000);
        t("%c", Integer.MIN_VALUE);
        t("%c", (short) -5);
        t("%0$s", 1);
        t("%99999999999$s", 1);

        made(new UnknownFormatConversionException("z"));
        made(new MissingFormatArgumentException("%9$s"));
        made(new MissingFormatWidthException("%-d"));
        made(new IllegalFormatConversionException('q', Integer.class));
        made(new FormatFlagsConversionMismatchException("#", 'd'));
        made(new IllegalFormatPrecisionException(-3));
        made(new IllegalFormatWidthException(77));
        made(new DuplicateFormatFlagsException("--"));
        made(new IllegalFormatFlagsException("+ "));
        made(new UnknownFormatFlagsException("?"));
        made(new IllegalFormatCodePointException(-2));
        made(new FormatterClosedException());
        try {
            new UnknownFormatConversionException(null);
            System.out.println("no NPE");
        } catch (NullPointerException e) {
            System.out.println("NPE for a null conversion");
        }
        try {
            new IllegalFormatConversionException('d', null);
            System.out.println("no NPE");
        } catch (NullPointerException e) {
            System.out.println("NPE for a null class");
        }
        System.out.println(new IllegalFormatFlagsException("x") instanceof IllegalArgumentException);
        System.out.println(new FormatterClosedException() instanceof IllegalStateException);
    }
}
