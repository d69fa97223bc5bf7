/* Large widths and precisions, width against grouping and signs, a long format string built up. */
public class FormatWidths {
    public static void main(String[] args) {
        String wide = String.format("%1000d", 42);
        System.out.println(wide.length() + " " + wide.trim() + " " + wide.charAt(0));
        String left = String.format("%-5000s|", "x");
        System.out.println(left.length() + " " + left.indexOf('|'));
        String zeros = String.format("%0300d", -7);
        System.out.println(zeros.length() + " " + zeros.substring(0, 5) + " " + zeros.substring(295));
        String prec = String.format("%.400f", 1.0 / 7);
        System.out.println(prec.length() + " " + prec.substring(0, 30) + " " + prec.substring(395));
        String big = String.format("%,.2f", 1e200);
        System.out.println(big.length() + " " + big.substring(0, 24) + " " + big.substring(big.length() - 10));
        String hexw = String.format("%-300a|", Math.E);
        System.out.println(hexw.length() + " " + hexw.trim());
        String sci = String.format("%.300e", 1.0 / 3);
        System.out.println(sci.length() + " " + sci.substring(0, 20) + " " + sci.substring(sci.length() - 10));
        String gen = String.format("%.300g", 2.0 / 3);
        System.out.println(gen.length() + " " + gen.substring(0, 20) + " " + gen.substring(gen.length() - 10));
        for (int w = 0; w <= 16; w += 4) {
            System.out.println(String.format("%" + (w == 0 ? "" : String.valueOf(w)) + "d|%"
                    + (w == 0 ? "" : "-" + w) + "s|%" + (w == 0 ? "" : "0" + w) + ".2f|", -12345, "ab", -1.5));
        }
        StringBuilder fmt = new StringBuilder();
        Object[] vals = new Object[200];
        for (int i = 0; i < 200; i++) {
            fmt.append("%").append(i % 7 + 1).append('d');
            vals[i] = Integer.valueOf(i * 37 % 101);
        }
        String all = String.format(fmt.toString(), vals);
        System.out.println(all.length() + " " + all.hashCode() + " " + all.substring(0, 40));
        System.out.println(String.format("%,40d|%(,40d|%+,40d", Long.MIN_VALUE, Long.MIN_VALUE, Long.MAX_VALUE));
        System.out.println(String.format("%,030d|%(,030d|", Long.MIN_VALUE, Long.MIN_VALUE));
        System.out.println(String.format("%30.20s|%-30.25s|", "abcdefghijklmnopqrstuvwxyz", "abcdefghijklmnopqrstuvwxyz"));
    }
}
