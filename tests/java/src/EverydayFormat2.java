// printf/String.format edge cases, java.text formats, StringBuilder and String methods
// the way tutorials use them, compared with the JDK.
import java.math.*;
import java.text.*;
import java.util.*;

public class EverydayFormat2 {
    public static void main(String[] args) {
        widthsAndFlags(); floats(); integers(); misc(); bigNums(); textFormats(); symbols(); builders(); strings();
    }

    static void widthsAndFlags() {
        System.out.printf("[%5d][%-5d][%05d][%+d][% d][%,d][%(d]%n", 42, 42, 42, 42, 42, 1234567, -42);
        System.out.printf("[%+,010d][%(,d][%-+8d][%,(10d]%n", 12345, -1234567, 7, -9876);
        System.out.printf("[%10s][%-10s][%.3s][%10.2s][%S]%n", "hello", "hi", "abcdef", "xyz", "shout");
        System.out.printf("[%x][%X][%#x][%#o][%08X][%o]%n", 255, 255, 255, 8, 0xBEEF, -8);
        System.out.printf("[%x][%x][%X][%#x]%n", -1, -255L, (byte) -1, (short) -2);
        System.out.printf("[%c][%C][%c][%5c][%-3c]|%n", 'a', 'b', 65, 'z', 'q');
        System.out.printf("[%b][%B][%b][%b][%5b]%n", true, false, null, "x", true);
        System.out.printf("[%h][%H][%h]%n", "hello", "hello", 42);
        System.out.printf("%s %<s %2$s %1$s%n", "a", "b");
        System.out.printf("[%%][%n]");
        System.out.printf("[%-12s|%8.3f|%,12.2f]%n", "row", Math.PI, 1234567.891);
        System.out.println(String.format("|%10.4s|%-10.4s|", "abcdefgh", "abcdefgh"));
        System.out.println(String.format("%3$s %1$s %2$s", "a", "b", "c"));
        System.out.println("%d items cost $%.2f".formatted(3, 9.5));
    }

    static void floats() {
        double[] ds = {0.0, -0.0, 1.0, -1.5, 123.456, 1e-5, 1e10, 123456789.0, 0.000123456, Double.MIN_VALUE, Double.MAX_VALUE};
        for (double d : ds)
            System.out.println(String.format("%e|%.2e|%g|%.3g|%a|%f|%.0f|%10.3E", d, d, d, d, d, d, d, d));
        System.out.printf("%f %e %g %a%n", Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN);
        System.out.printf("[%08.2f][%-8.2f|][%+.1f][% .3f][%(.2f][%,.3f]%n", -3.14159, 2.5, 2.25, 1.0, -5.5, 98765.4321);
        System.out.printf("%.1f %.1f %.1f %.1f %.2f %.2f%n", 0.05, 0.15, 0.25, 0.35, 1.005, 2.675);
        System.out.printf("%a %a %a %A %.2a%n", 1.0, -2.5, 0.1, 255.0, Math.E);
        System.out.printf("%g %g %g %g%n", 0.0001, 0.00001, 123456.0, 1234567.0);
        System.out.printf("%.3f %10.4f %-10.1f|%n", 1.0f, (float) Math.PI, 2.5f);
        System.out.printf("%#.0f %#.0e%n", 3.0, 3.0);
        System.out.println(String.format("%e", 12345.678f));
    }

    static void integers() {
        System.out.printf("%d %d %d %d%n", Byte.MIN_VALUE, Short.MAX_VALUE, Integer.MIN_VALUE, Long.MIN_VALUE);
        System.out.printf("%o %x %X%n", Long.MIN_VALUE, Long.MIN_VALUE, Integer.MIN_VALUE);
        System.out.printf("%,d %,d %(,d%n", Long.MAX_VALUE, -1000L, Long.MIN_VALUE);
        System.out.printf("[%010d][%-10x][%#10o]%n", -123, 0xabc, 64);
        System.out.println(String.format(Locale.GERMANY, "%,d %,.2f", 1234567, 1234.5));
        System.out.println(String.format(Locale.FRANCE, "%,.2f", 1234.5).replace('\u202f', '_').replace('\u00a0', '_'));
        System.out.println(String.format(Locale.ROOT, "%,.2f", 1234.5));
    }

    static void misc() {
        String[] bad = {"%d", "%5.2d", "%-d", "%q", "%,x", "%#s", "%.2c", "%0s", "%+s", "%3$s"};
        for (String f : bad) {
            try { System.out.println(String.format(f, "x")); }
            catch (IllegalFormatException e) { System.out.println(f + " -> " + e.getClass().getSimpleName() + ": " + e.getMessage()); }
        }
        try { String.format("%d", 1.5); } catch (IllegalFormatConversionException e) { System.out.println(e.getMessage() + " " + e.getConversion() + " " + e.getArgumentClass()); }
        Formatter f = new Formatter(new StringBuilder());
        f.format("%s=%d;", "a", 1).format("%s=%d", "b", 2);
        System.out.println(f + " " + f.toString().length());
        System.out.println(String.format("%s %s %s", new int[0].length, List.of(1, 2), Map.of("k", "v")));
        System.out.println(String.format("%-6s|%6s|", null, Optional.empty()));
        Calendar c = new GregorianCalendar(TimeZone.getTimeZone("UTC"));
        c.clear(); c.set(2021, Calendar.MARCH, 4, 5, 6, 7);
        System.out.println(String.format(Locale.US, "%tY-%<tm-%<td %<tH:%<tM:%<tS %<tB %<tb %<tA %<ta %<tj %<tp %<tI", c));
        System.out.println(String.format(Locale.US, "%tF %<tT %<tD %<tR %<tr", c));
    }

    static void bigNums() {
        BigDecimal bd = new BigDecimal("12345.6789");
        System.out.printf("%f|%.2f|%10.1f|%,.3f|%e|%.3e|%g%n", bd, bd, bd, bd, bd, bd, bd);
        System.out.printf("%.2f %.0f %.3f%n", new BigDecimal("0.125"), new BigDecimal("2.5"), new BigDecimal("-1E-10"));
        BigInteger bi = new BigInteger("-123456789012345678901234567890");
        System.out.printf("%d|%,d|%x|%X|%o|%+d|%(d|%40d|%n", bi, bi, bi, bi.negate(), BigInteger.valueOf(64), BigInteger.TEN, bi, bi);
        System.out.printf("%#x %#o%n", BigInteger.valueOf(255), BigInteger.valueOf(8));
        System.out.printf("%.5f %.1e%n", new BigDecimal("1e30"), new BigDecimal("123"));
    }

    static void textFormats() {
        String[] pats = {"#,##0.00", "0.###", "000.0", "#.##%", "0.00E0", "##0.#####E0", "$#,##0.00;($#,##0.00)", "#,##,###", "'#'#", "0.0\u2030"};
        double[] vals = {1234567.891, 0.5, -42.125, 0.0, 3.14159};
        for (String p : pats) {
            DecimalFormat df = new DecimalFormat(p, DecimalFormatSymbols.getInstance(Locale.US));
            StringBuilder sb = new StringBuilder(p).append(" ->");
            for (double v : vals) sb.append(' ').append(df.format(v));
            System.out.println(sb);
        }
        DecimalFormat df = new DecimalFormat("0.00");
        df.setRoundingMode(RoundingMode.HALF_UP);
        System.out.println(df.format(2.345) + " " + df.format(2.355) + " " + df.format(1.005));
        df.setRoundingMode(RoundingMode.DOWN);
        System.out.println(df.format(2.349) + " " + df.format(-2.349));
        NumberFormat nf = NumberFormat.getInstance(Locale.US);
        System.out.println(nf.format(1234567.891234) + " " + nf.format(-0.5) + " " + nf.format(1000000L));
        nf.setMaximumFractionDigits(1); nf.setMinimumFractionDigits(1);
        System.out.println(nf.format(2.25) + " " + nf.format(2.35) + " " + nf.format(7));
        NumberFormat pf = NumberFormat.getPercentInstance(Locale.US);
        System.out.println(pf.format(0.256) + " " + pf.format(1.5) + " " + pf.format(-0.005));
        pf.setMinimumFractionDigits(2);
        System.out.println(pf.format(0.12345));
        NumberFormat cf = NumberFormat.getCurrencyInstance(Locale.US);
        System.out.println(cf.format(1234.5) + " " + cf.format(-9.999) + " " + cf.format(0));
        NumberFormat inf = NumberFormat.getIntegerInstance(Locale.US);
        System.out.println(inf.format(2.5) + " " + inf.format(3.5) + " " + inf.format(-1234.7));
        try {
            System.out.println(nf.parse("1,234.56") + " " + NumberFormat.getInstance(Locale.US).parse("-42") + " " + pf.parse("45%"));
            System.out.println(new DecimalFormat("#,##0.0#").parse("12,345.67"));
        } catch (ParseException e) { System.out.println(e); }
        System.out.println(MessageFormat.format("Hello {0}, you have {1} messages, {2,number,#.#} pct, {1,number,integer}", "Ann", 1234, 56.789));
        System.out.println(MessageFormat.format("It''s {0} o''clock, '{1}' {1}", 5, "x"));
        System.out.println(MessageFormat.format("{0,choice,0#no files|1#one file|1<{0,number,integer} files}", 0)
            + "; " + MessageFormat.format("{0,choice,0#no files|1#one file|1<{0,number,integer} files}", 1)
            + "; " + MessageFormat.format("{0,choice,0#no files|1#one file|1<{0,number,integer} files}", 1273));
        SimpleDateFormat sdf = new SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ss.SSSZ EEE MMM d, ''yy h:mm a", Locale.US);
        sdf.setTimeZone(TimeZone.getTimeZone("UTC"));
        Date d = new Date(1700000000123L);
        System.out.println(sdf.format(d));
        SimpleDateFormat s2 = new SimpleDateFormat("EEEE, MMMM dd, yyyy G HH:mm:ss z D w", Locale.US);
        s2.setTimeZone(TimeZone.getTimeZone("GMT"));
        System.out.println(s2.format(d));
        try {
            SimpleDateFormat p = new SimpleDateFormat("dd/MM/yyyy HH:mm", Locale.US);
            p.setTimeZone(TimeZone.getTimeZone("UTC"));
            Date pd = p.parse("25/12/2020 18:30");
            System.out.println(pd.getTime() + " " + sdf.format(pd));
        } catch (ParseException e) { System.out.println(e); }
        ChoiceFormat chf = new ChoiceFormat(new double[]{0, 1, 2}, new String[]{"none", "single", "many"});
        System.out.println(chf.format(0) + " " + chf.format(1) + " " + chf.format(5) + " " + chf.format(-1));
    }

    static void symbols() {
        DecimalFormatSymbols sy = new DecimalFormatSymbols(Locale.US);
        sy.setDecimalSeparator(','); sy.setGroupingSeparator('.'); sy.setMinusSign('~'); sy.setNaN("n/a"); sy.setInfinity("INF");
        DecimalFormat eu = new DecimalFormat("#,##0.00", sy);
        System.out.println(eu.format(1234567.891) + " " + eu.format(-0.5) + " " + eu.format(Double.NaN) + " " + eu.format(Double.NEGATIVE_INFINITY) + " " + eu.getDecimalFormatSymbols().getDecimalSeparator());
        try { System.out.println(eu.parse("1.234,56") + " " + eu.parse("~7,5")); } catch (ParseException e) { System.out.println(e.getMessage()); }
        System.out.println(new DecimalFormat("#,##0.00", DecimalFormatSymbols.getInstance(Locale.GERMANY)).format(1234.5) + " " + NumberFormat.getInstance(Locale.GERMANY).format(1234.5) + " " + NumberFormat.getNumberInstance(Locale.ITALY).format(-9876543.21) + " " + NumberFormat.getIntegerInstance(Locale.GERMANY).format(1234567.6));
        System.out.println(NumberFormat.getInstance(Locale.FRANCE).format(1234567.25).replace('\u202f', '_') + " " + NumberFormat.getInstance(new Locale("de", "CH")).format(1234567.25) + " " + NumberFormat.getInstance(Locale.US).format(1234567.25));
        System.out.println(new DecimalFormat("#,##0.00 \u00a4", DecimalFormatSymbols.getInstance(Locale.US)).format(5) + " " + new DecimalFormat("\u00a4#,##0.00", DecimalFormatSymbols.getInstance(Locale.UK)).format(-3.5) + " " + NumberFormat.getCurrencyInstance(Locale.UK).format(3.5) + " " + NumberFormat.getCurrencyInstance(new Locale("en", "IN")).format(1234567.5) + " " + NumberFormat.getCurrencyInstance(Locale.CANADA).format(-2));
        DecimalFormatSymbols us = DecimalFormatSymbols.getInstance(Locale.US);
        System.out.println(us.getCurrencySymbol() + " " + us.getInternationalCurrencySymbol() + " " + us.getPercent() + " " + us.getPerMill() + " " + us.getZeroDigit() + " " + us.getExponentSeparator() + " " + us.getPatternSeparator() + " " + us.equals(DecimalFormatSymbols.getInstance(Locale.US)) + " " + us.equals(sy) + " " + DecimalFormatSymbols.getInstance(Locale.GERMANY).getGroupingSeparator() + DecimalFormatSymbols.getInstance(Locale.GERMANY).getDecimalSeparator() + " " + DecimalFormatSymbols.getInstance(Locale.GERMANY).getCurrencySymbol());
        DecimalFormat sci = new DecimalFormat("0.###E0", us); DecimalFormatSymbols s2 = sci.getDecimalFormatSymbols(); s2.setExponentSeparator("x10^"); sci.setDecimalFormatSymbols(s2);
        System.out.println(sci.format(123456) + " " + sci.format(0.00012));
    }

    static void builders() {
        StringBuilder sb = new StringBuilder("hello world");
        sb.insert(0, ">> ").insert(sb.length(), '!').insert(3, 42).insert(5, 1.5).insert(0, true);
        System.out.println(sb);
        sb.reverse(); System.out.println(sb);
        sb.reverse().deleteCharAt(0).delete(0, 3).replace(0, 2, "XY"); System.out.println(sb);
        sb.setLength(5); System.out.println("[" + sb + "] " + sb.length());
        sb.setLength(8); System.out.println("[" + sb.toString().replace('\0', '_') + "]");
        sb.setCharAt(0, 'Z'); System.out.println(sb.indexOf("Y") + " " + sb.lastIndexOf("_") + " " + sb.charAt(0));
        StringBuilder s2 = new StringBuilder().appendCodePoint(0x1F600).append("ab");
        System.out.println(s2.length() + " " + s2.codePointCount(0, s2.length()) + " " + new StringBuilder(s2).reverse().codePointAt(2));
        System.out.println(new StringBuilder("abc").compareTo(new StringBuilder("abd")) + " " + "x".contentEquals(new StringBuilder("x")));
        StringBuilder s3 = new StringBuilder(); s3.append((Object) null).append((String) null).append(new char[]{'c', 'd'}).append("xyz", 1, 2).append(3L).append(2.0f);
        System.out.println(s3);
        StringJoiner sj = new StringJoiner(", ", "{", "}"); sj.setEmptyValue("EMPTY");
        System.out.println(sj + " " + sj.add("a").add("b") + " " + sj.length());
    }

    static void strings() {
        String s = "  \t Hello, World \u2003 ";
        System.out.println("[" + s.strip() + "][" + s.stripLeading() + "][" + s.stripTrailing() + "][" + s.trim() + "] " + s.isBlank() + " " + "   ".isBlank());
        System.out.println("ab".repeat(3) + "|" + "x".repeat(0) + "|" + "".repeat(5) + "|");
        System.out.println("a\nb\r\nc\rd\n".lines().map(x -> "<" + x + ">").toList());
        System.out.print("line1\nline2".indent(4));
        System.out.print("    a\n      b\n".indent(-2));
        System.out.print("x\r\ny".indent(0));
        System.out.println("tab\\there\\nnew \\101 \\s\\\\".translateEscapes());
        System.out.println("hello".chars().filter(c -> c == 'l').count() + " " + "h\uD83D\uDE00i".codePoints().count() + " " + "h\uD83D\uDE00i".chars().count());
        String tb = """
            Dear %s,
              Your order #%05d ships \
            today.
            Total:\t%8.2f
            "quoted" and \"""triple\"""
            trailing space:\s
            """.formatted("Bob", 42, 19.5);
        System.out.print(tb);
        System.out.println(String.join("-", List.of("a", "b", "c")) + " " + String.join("/", "x", "y"));
        System.out.println("Mississippi".replaceAll("ss", "SS") + " " + "a.b.c".split("\\.").length + " " + "a,b,,c,,".split(",").length + " " + "a,b,,c,,".split(",", -1).length);
        System.out.println("Hello".compareToIgnoreCase("hello") + " " + "apple".compareTo("banana") + " " + "b".compareTo("a") + " " + "abc".compareTo("ab"));
        System.out.println("Straße".toUpperCase() + " " + "İ".toLowerCase().length() + " " + "ǅ".toUpperCase() + "ǅ".toLowerCase() + " " + Character.toTitleCase('ǆ'));
        System.out.println("%s".formatted("a") + " " + "abc".indexOf('c', -5) + " " + "abcabc".lastIndexOf("bc", 3) + " " + "abc".regionMatches(true, 1, "XBC", 1, 2));
        System.out.println(String.valueOf(new char[]{'a', 'b', 'c'}, 1, 2) + " " + String.copyValueOf(new char[]{'q'}) + " " + "abc".contains("") + " " + "".isEmpty());
        System.out.println("a-b_c d".replace("-", "--") + " " + "aaa".replace("aa", "b") + " " + "x".concat("y") + " " + "  ".strip().isEmpty());
        System.out.println("%08.3f|%s".formatted(-1.5, "ok") + " " + "java".transform(x -> x + "!") + " " + "Abc".describeConstable().get());
        System.out.println("Hello".chars().mapToObj(c -> Character.toString(c)).toList() + " " + Character.toString(0x1F600).length());
    }
}
