/* %t and %T of a Long (milliseconds since the epoch), in UTC: every conversion, width, upper case, Julian dates. */
public class FormatDateTime {
    public static void main(String[] args) {
        long[] times = { 0L, 1700000000123L, 951782400000L, 946684799999L, 4102444799000L,
            1234567890L, 1L << 40, 1078012800000L, 43200000L, 86399999L };
        String convs = "HIklMSLNpzZsQBbhAaCYyjmdeRTrDFc";
        for (int i = 0; i < times.length; i++) {
            StringBuilder sb = new StringBuilder(times[i] + ":");
            for (int k = 0; k < convs.length(); k++) {
                sb.append(' ').append(String.format("%t" + convs.charAt(k), times[i]));
            }
            System.out.println(sb);
            System.out.println("  " + String.format("%Tc|%TB|%Tp|%Tr|%-12tA|%12Tb|%<tm", times[i], times[i],
                    times[i], times[i], times[i], times[i]));
        }
        /* Before the epoch: the Gregorian cutover (Julian dates before 1582-10-15), BC years, far ends. */
        long[] early = { -1L, -2208988800000L, -12219292800000L, -12219292800001L, -62135596800000L,
            -62162035200000L, -62198755200000L, -100000000000000L, Long.MIN_VALUE / 1000,
            253402300800000L, 9000000000000000L };
        for (int i = 0; i < early.length; i++) {
            System.out.println(String.format("%tF %<tY %<tC %<ty %<tj %<tc %<ts %<tL", early[i]));
        }
        System.out.println(String.format("%tY %<tm %<td", Long.valueOf(1700000000123L)));
        System.out.println(String.format("%ty", (Object) null));
        System.out.println(String.format("%10tY|", (Object) null));
        String[] bad = { "%tq", "%.2tH", "%#tH", "%-tH", "%tH" };
        for (int i = 0; i < bad.length; i++) {
            try {
                System.out.println(String.format(bad[i], i == 4 ? (Object) "str" : (Object) 1L));
            } catch (RuntimeException e) {
                System.out.println(bad[i] + " " + e.getClass().getName() + ": " + e.getMessage());
            }
        }
        try {
            System.out.println(String.format("%tH", 5));
        } catch (RuntimeException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
    }
}
