import java.io.IOException;
import java.util.Formattable;
import java.util.FormattableFlags;
import java.util.Formatter;
import java.util.FormatterClosedException;
import java.util.Locale;

/* Formattable arguments and the Formatter object itself: destinations, locale, close, IOException. */
public class FormatFormattable {
    static class Name implements Formattable {
        final String name;

        Name(String name) {
            this.name = name;
        }

        public void formatTo(Formatter f, int flags, int width, int precision) {
            StringBuilder sb = new StringBuilder();
            sb.append("flags=").append(flags);
            sb.append(" left=").append((flags & FormattableFlags.LEFT_JUSTIFY) != 0);
            sb.append(" upper=").append((flags & FormattableFlags.UPPERCASE) != 0);
            sb.append(" alt=").append((flags & FormattableFlags.ALTERNATE) != 0);
            sb.append(" width=").append(width).append(" precision=").append(precision);
            String n = (flags & FormattableFlags.UPPERCASE) != 0 ? name.toUpperCase() : name;
            if (precision >= 0 && precision < n.length()) {
                n = n.substring(0, precision);
            }
            f.format("<%s %s>", n, sb);
        }
    }

    /* An Appendable whose every append fails after the first few. */
    static class Failing implements Appendable {
        int left;
        StringBuilder sb = new StringBuilder();

        Failing(int left) {
            this.left = left;
        }

        public Appendable append(CharSequence csq) throws IOException {
            if (left-- <= 0) {
                throw new IOException("full");
            }
            sb.append(csq);
            return this;
        }

        public Appendable append(CharSequence csq, int start, int end) throws IOException {
            return append(csq.subSequence(start, end));
        }

        public Appendable append(char c) throws IOException {
            return append(String.valueOf(c));
        }
    }

    public static void main(String[] args) {
        Name n = new Name("widget");
        System.out.println(String.format("%s", n));
        System.out.println(String.format("%S", n));
        System.out.println(String.format("%-10s", n));
        System.out.println(String.format("%#.3s", n));
        System.out.println(String.format("%#-12.4S", n));
        System.out.println(String.format("%s %<s", n));
        System.out.println(String.format("%2$s %1$s", "plain", n));

        Formatter f = new Formatter();
        f.format("%d-%s", 1, "a").format("|%5.1f", 2.25);
        System.out.println(f.toString());
        System.out.println(f.out() instanceof StringBuilder);
        System.out.println(f.locale());
        System.out.println(f.ioException());
        f.flush();
        f.close();
        f.close();
        try {
            f.format("x");
        } catch (FormatterClosedException e) {
            System.out.println("closed: " + e.getClass().getName() + " " + e.getMessage());
        }
        try {
            f.toString();
        } catch (FormatterClosedException e) {
            System.out.println("toString closed");
        }
        try {
            f.locale();
        } catch (FormatterClosedException e) {
            System.out.println("locale closed");
        }
        System.out.println(f.ioException());

        StringBuilder sb = new StringBuilder("start:");
        Formatter g = new Formatter(sb);
        g.format("%s=%d;", "k", 7);
        g.format("%08.3f;", -3.14159);
        System.out.println(sb);
        System.out.println(g.out() == sb);

        Formatter h = new Formatter(Locale.US);
        System.out.println(h.locale() + " " + h.format("%,.2f", 1234567.891));
        Formatter k = new Formatter(new StringBuilder(), Locale.ROOT);
        System.out.println("[" + k.locale() + "] " + k.format("%,d %e", 1234567, 1234.5));
        Formatter nl = new Formatter(new StringBuilder(), null);
        System.out.println(nl.locale() + " " + nl.format("%,d %S", 1234567, "x"));
        System.out.println(new Formatter((Appendable) null).format("%s", "null appendable"));

        Failing bad = new Failing(2);
        Formatter fb = new Formatter(bad);
        fb.format("%s %s %s %s", "a", "b", "c", "d");
        System.out.println(bad.sb + " " + fb.ioException());
    }
}
