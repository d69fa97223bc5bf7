import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Locale;

/* printf/format on PrintStream and PrintWriter, String.formatted, the Locale overloads, %n. */
public class FormatPrintf {
    public static void main(String[] args) throws Exception {
        System.out.printf("printf %d %s %.2f%n", 1, "two", 3.0);
        System.out.format("format %05d|%-6s|%x%n", 42, "ab", 255);
        System.out.printf(Locale.US, "locale %,d%n", 1234567);
        System.out.format(Locale.ROOT, "root %,.3f%n", 9876.54321);
        System.out.printf((Locale) null, "null locale %,d %S%n", 1234567, "x");
        System.out.printf("no args%n");
        PrintStream chained = System.out.printf("a").printf("b").format("c%n");
        System.out.println(chained == System.out);
        try {
            System.out.printf("before %d after%n", "bad");
        } catch (RuntimeException e) {
            System.out.println();
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            System.out.printf("parse error first %d %q%n", 1);
        } catch (RuntimeException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }

        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream ps = new PrintStream(bytes, true, "UTF-8");
        ps.printf("%s|%c|%S%n", "caf\u00e9", '\u00e9', "stra\u00dfe");
        ps.format("%08.3f", Math.PI);
        ps.flush();
        byte[] b = bytes.toByteArray();
        StringBuilder hex = new StringBuilder();
        for (int i = 0; i < b.length; i++) {
            hex.append(Integer.toHexString(b[i] & 0xff)).append(' ');
        }
        System.out.println(b.length + " bytes: " + hex);
        ps.close();
        ps.printf("after close %d", 1);
        System.out.println("error after close: " + ps.checkError());

        StringWriter sw = new StringWriter();
        PrintWriter pw = new PrintWriter(sw);
        pw.printf("pw %d %s%n", 7, "x");
        pw.format("%-4s|%4s|", "l", "r");
        pw.printf(Locale.US, "%,.1f", 12345.67);
        pw.format(Locale.ROOT, "[%e]", 0.5);
        PrintWriter same = pw.printf("!");
        System.out.println(same == pw);
        pw.flush();
        System.out.println(sw);

        StringWriter sw2 = new StringWriter();
        PrintWriter auto = new PrintWriter(sw2, true);
        auto.printf("auto %d", 1);
        System.out.println(sw2);

        ByteArrayOutputStream under = new ByteArrayOutputStream();
        PrintWriter buffered = new PrintWriter(under);
        buffered.printf("buffered %d", 2);
        System.out.println("before flush: " + under.size());
        buffered.flush();
        System.out.println("after flush: " + under.toString("UTF-8"));

        ByteArrayOutputStream under2 = new ByteArrayOutputStream();
        PrintWriter autoStream = new PrintWriter(under2, true);
        autoStream.printf("autoflushed %d", 3);
        System.out.println("autoflush: " + under2.toString("UTF-8"));
        autoStream.close();
        autoStream.printf("x");
        System.out.println("pw error after close: " + autoStream.checkError());

        System.out.println("%s=%d".formatted("k", 5));
        System.out.println("%.3e|%<.1f".formatted(12345.678));
        System.out.println("no specifiers".formatted());
        System.out.println(String.format(Locale.US, "%,d", -9876543));
        System.out.println(String.format(Locale.ENGLISH, "%,.2f", 0.005));
        System.out.println(String.format((Locale) null, "%,d", 1000));
        System.out.println(String.format("%n").length());
    }
}
