import java.text.DecimalFormat;

/**
 * DecimalFormat patterns as JDK 17 reads and writes them back: which digits a pattern
 * without a '0' requires ("#.##" one integer digit, ".##" one fraction digit, "#.00"
 * none), values around zero, toPattern with explicit negative subpatterns and
 * quoted special characters in affixes, and hashCode.
 */
public class DecimalFormatPatterns {
    public static void main(String[] args) {
        double[] values = { 0, -0.0, 0.5, -0.5, 0.004, -0.004, 1e-10, 123.456, -123.456, 1e9, 0.995 };
        String[] patterns = { "#.##", "#.00", "#.0#", "##.##", "#", "#.", "#.#", "#,##0.00", "#,###.##", "#,###.00",
            ".00", ".##", "#.##E0", "##0.0#", "0.###E0", "##0.##E0", "#.00%", "$#.00", "#,##0.###", "00.00", "#0.0",
            "#.000000000" };
        for (String p : patterns) {
            DecimalFormat f = new DecimalFormat(p);
            StringBuilder sb = new StringBuilder(p).append(" ->");
            for (double v : values) sb.append(' ').append(f.format(v));
            sb.append(" | ").append(f.toPattern()).append(" digits ").append(f.getMinimumIntegerDigits()).append('/')
                    .append(f.getMinimumFractionDigits()).append('/').append(f.getMaximumFractionDigits());
            System.out.println(sb);
        }
        String[] withNegative = { "#.00;-#.00", "#.00;(#.00)", "#.00;#.00-", "#,##0.0;(#)", "x#.0y;-x#.0y",
            "x#.0y;x-#.0y", "0.0E0;(0.0E0)", "#%;-#%", "#.00;--#.00", "'#'#.0;'#'-#.0", "'0'0.0'.'", "a''b#.0" };
        for (String p : withNegative) {
            DecimalFormat f = new DecimalFormat(p);
            System.out.println(p + " -> " + f.toPattern() + " | " + f.format(-1.5) + " " + f.format(2.25) + " | ["
                    + f.getNegativePrefix() + "][" + f.getNegativeSuffix() + "] equal to its own pattern "
                    + f.equals(new DecimalFormat(f.toPattern())));
        }
        // hashCode: the maximum integer digits (at most 309) and the positive prefix count.
        for (String p : new String[] { "#.00", "#.00;(#.00)", "0.###", "$#,##0.00", "x00", "##0.##E0", "'#'#" }) {
            DecimalFormat f = new DecimalFormat(p);
            StringBuilder sb = new StringBuilder(p).append(" hash ").append(f.hashCode());
            f.setMaximumIntegerDigits(5);
            sb.append(' ').append(f.hashCode());
            f.setMaximumFractionDigits(7);
            System.out.println(sb.append(' ').append(f.hashCode()));
        }
    }
}
