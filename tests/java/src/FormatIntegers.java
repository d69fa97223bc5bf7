/* %d %o %x %X of byte, short, int and long: every flag, widths, the extreme values. */
public class FormatIntegers {
    static void t(String f, Object... a) {
        String r;
        try {
            r = "[" + String.format(f, a) + "]";
        } catch (RuntimeException e) {
            r = e.getClass().getName() + ": " + e.getMessage();
        }
        System.out.println(f + " " + r);
    }

    public static void main(String[] args) {
        Object[] values = { Integer.valueOf(0), Integer.valueOf(42), Integer.valueOf(-42),
            Integer.valueOf(Integer.MIN_VALUE), Integer.valueOf(Integer.MAX_VALUE),
            Long.valueOf(Long.MIN_VALUE), Long.valueOf(Long.MAX_VALUE), Long.valueOf(-1234567890123L),
            Byte.valueOf((byte) -128), Byte.valueOf((byte) 127), Byte.valueOf((byte) -1),
            Short.valueOf((short) -32768), Short.valueOf((short) 1234), Short.valueOf((short) -2) };
        String[] decimal = { "%d", "%+d", "% d", "%(d", "%,d", "%+,d", "%(,d", "% (,d", "%12d",
            "%-12d|", "%012d", "%+012d", "%(012d", "%,015d", "%(,016d", "%+(,20d", "%-+,20d|", "%1d" };
        for (int i = 0; i < values.length; i++) {
            StringBuilder sb = new StringBuilder();
            for (int k = 0; k < decimal.length; k++) {
                sb.append(String.format(decimal[k], values[i])).append(' ');
            }
            System.out.println(sb);
        }
        String[] radix = { "%o", "%#o", "%12o", "%-12o|", "%012o", "%#012o", "%x", "%#x", "%X",
            "%#X", "%20x", "%-#20X|", "%020x", "%#020X", "%1x" };
        for (int i = 0; i < values.length; i++) {
            StringBuilder sb = new StringBuilder();
            for (int k = 0; k < radix.length; k++) {
                sb.append(String.format(radix[k], values[i])).append(' ');
            }
            System.out.println(sb);
        }
        /* Flags %o and %x refuse, checked when the argument is printed. */
        t("%+x", 1);
        t("% o", 1);
        t("%(x", -1);
        t("%(o", (Object) null);
        t("%+x", "s");
        t("%,x", 1);
        t("%,o", 1);
        t("%#d", 1);
        t("%.2d", 1);
        t("%-d", 1);
        t("%0d", 1);
        t("%-08d", 1);
        t("%+ d", 1);
        t("%d", 1.5);
        t("%x", 'c');
        t("%o", true);
        t("%d", (Object) null);
        t("%10d|", (Object) null);
        t("%-10x|", (Object) null);
        t("%5d|%-5d|%05d", 7, 7, 7);
        t("%,d %,d %,d %,d", 1, 12, 123, 1234);
        t("%,d %,d %,d", 12345, 123456, -1234567);
        t("%,012d %,012d", 1234, -1234);
        t("%(,12d|", -1234567);
        t("%d%d%d", (byte) 1, (short) 2, 3L);
    }
}
