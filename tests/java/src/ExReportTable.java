import java.util.*;

public class ExReportTable {
    static final String[] NAMES = {"widget", "gadget-extra-long", "nut", "", "Bolt"};
    static final long[] QTY = {1234567, -42, 0, Long.MIN_VALUE, Long.MAX_VALUE};
    static final double[] PRICE = {3.14159, -0.0, Double.NaN, 1e-7, -2.5e10};

    public static void main(String[] args) {
        System.out.println(String.format("%-10s|%22s|%14s|%12s", "name", "qty", "price", "sci"));
        System.out.println("-".repeat(61));
        for (int i = 0; i < NAMES.length; i++) {
            System.out.println(String.format("%-10s|%,22d|%+14.2f|%12.3e", NAMES[i], QTY[i], PRICE[i], PRICE[i]));
        }
        System.out.println("-".repeat(61));
        // hex, octal, negative values
        int[] ints = {0, 255, -1, Integer.MIN_VALUE, 48879};
        for (int v : ints) {
            System.out.printf("%11d %08x %#x %X %o %#o%n", v, v, v, v, v, v);
        }
        System.out.printf("%x %X%n", Long.MIN_VALUE, -2L);
        // special floating values
        double[] ds = {0.0, -0.0, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
                       Double.MIN_VALUE, Double.MAX_VALUE, 0.5, 1.5, 2.5, -2.5, 0.125, 1234567.891};
        for (double d : ds) {
            System.out.printf("[%8.2f] [%+.1f] [%e] [%.3g] [%10.4e] [%s]%n", d, d, d, d, d, d);
        }
        System.out.printf("[% d] [% d] [%(d] [%(,.2f] [%+,d]%n", 42, -42, -17, -12345.678, 9876543);
        System.out.printf("[%-8b] [%8B] [%c] [%C] [%%] [%5s] [%-5s] [%.2s]%n", true, null, 'x', 'y', "ab", "cd", "efgh");
        System.out.printf("[%010.3f] [%-12.1e] [%,.0f] [%.0f] [%.0f]%n", -3.14159, 12345.0, 1e9, 0.5, 1.5);
        System.out.printf("%2$s %1$s %2$s %<s%n", "a", "b");
        // totals
        long total = 0;
        double sum = 0;
        for (int i = 0; i < 3; i++) { total += QTY[i]; sum += QTY[i] * (Double.isNaN(PRICE[i]) ? 0 : PRICE[i]); }
        System.out.printf("TOTAL qty=%,d value=%,.2f avg=%.4f%n", total, sum, sum / 3);
        System.out.println(String.format("%s|%10.3s|%-10S|", "end", "truncated", "upper"));
        StringBuilder sb = new StringBuilder();
        Formatter f = new Formatter(sb);
        for (int w = 1; w <= 6; w++) f.format("%" + w + "d;", w * 111);
        System.out.println(sb);
        try {
            String.format("%d", "str");
        } catch (IllegalFormatException e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        try {
            String.format("%5.2d", 3);
        } catch (IllegalFormatException e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        try {
            String.format("%s %s", "only");
        } catch (IllegalFormatException e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }
}
