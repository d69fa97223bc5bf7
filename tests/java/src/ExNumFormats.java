import java.text.*;
import java.util.*;

public class ExNumFormats {
    public static void main(String[] args) {
        Locale.setDefault(Locale.US);
        double[] vals = {0, -0.0, 1234567.891, -0.5, 0.125, 2.5, 3.5, 1e-5, 99.995, 1e15};
        String[] pats = {"#,##0.00", "0.###", "000.0", "#.##%", "$#,##0.00;($#,##0.00)", "#,###", "00.00##"};
        for (String p : pats) {
            DecimalFormat df = new DecimalFormat(p);
            StringBuilder sb = new StringBuilder(String.format("%-22s", p));
            for (double v : vals) sb.append(' ').append(df.format(v));
            System.out.println(sb);
        }
        DecimalFormat money = new DecimalFormat("#,##0.00");
        for (long l : new long[]{0, 7, -1234, 1000000, Long.MAX_VALUE}) System.out.print(money.format(l) + " ");
        System.out.println();
        DecimalFormat he = new DecimalFormat("0.0");
        System.out.println("HALF_EVEN " + he.format(0.25) + " " + he.format(0.35)
            + " " + he.format(Double.NaN) + " " + he.format(Double.POSITIVE_INFINITY));
        try {
            System.out.println("parse " + money.parse("1,234.50") + " " + money.parse("-7") + " " + new DecimalFormat("0.0").parse("3.25abc"));
            money.parse("abc");
        } catch (ParseException e) {
            System.out.println("ParseException: " + e.getMessage() + " at " + e.getErrorOffset());
        }
        NumberFormat nf = NumberFormat.getInstance(Locale.US);
        nf.setMaximumFractionDigits(2);
        nf.setMinimumFractionDigits(1);
        System.out.println("nf " + nf.format(1234.5678) + " " + nf.format(3) + " " + nf.format(-0.004));
        NumberFormat ni = NumberFormat.getIntegerInstance(Locale.US);
        System.out.println("int " + ni.format(2.5) + " " + ni.format(3.5) + " " + ni.format(-1234567.7));
        NumberFormat pct = NumberFormat.getPercentInstance(Locale.US);
        System.out.println("pct " + pct.format(0.256) + " " + pct.format(1.5) + " " + pct.format(-0.005));
        NumberFormat cur = NumberFormat.getCurrencyInstance(Locale.US);
        System.out.println("cur " + cur.format(1234.567) + " " + cur.format(-3.5) + " " + cur.format(0));
        NumberFormat grp = NumberFormat.getNumberInstance(Locale.US);
        grp.setGroupingUsed(false);
        System.out.println("nogroup " + grp.format(1234567.891));
        // MessageFormat
        System.out.println(MessageFormat.format("Hello {0}, you have {1} new {2}.", "Ann", 3, "messages"));
        System.out.println(MessageFormat.format("{1} before {0}; repeat {0}", "a", "b"));
        System.out.println(MessageFormat.format("n={0,number,integer} p={1,number,percent} d={2,number,#.##}", 1234567, 0.75, 3.14159));
        System.out.println(MessageFormat.format("It''s {0} o''clock, '{literal}'", 5));
        System.out.println(MessageFormat.format("big {0} and {1}", 1234567, 1.5));
        System.out.println(MessageFormat.format("missing {0} {1}", "only"));
        MessageFormat mf = new MessageFormat("{0} files on {1}");
        System.out.println(mf.format(new Object[]{12, "disk"}) + " | " + mf.toPattern());
    }
}
