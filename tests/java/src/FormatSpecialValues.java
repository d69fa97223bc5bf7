/* NaN, the infinities and -0.0 under every float conversion and flag; the integer extremes under every flag. */
public class FormatSpecialValues {
    static String f(String fmt, Object v) {
        try {
            return String.format(fmt, v);
        } catch (RuntimeException e) {
            String n = e.getClass().getName();
            return n.substring(n.lastIndexOf('.') + 1);
        }
    }

    public static void main(String[] args) {
        Object[] specials = { Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, -0.0, 0.0,
            Float.NaN, Float.NEGATIVE_INFINITY, -0.0f };
        String[] flags = { "", "+", " ", "(", "0", "-", ",", "#", "+(", " (", "+0", "(0", ",(", "#0" };
        String[] convs = { "e", "E", "f", "g", "G", "a", "A" };
        for (int s = 0; s < specials.length; s++) {
            for (int c = 0; c < convs.length; c++) {
                StringBuilder sb = new StringBuilder(specials[s] + " %" + convs[c] + ":");
                for (int k = 0; k < flags.length; k++) {
                    sb.append(" [").append(f("%" + flags[k] + "12" + convs[c], specials[s])).append(']');
                }
                System.out.println(sb);
            }
        }
        Object[] extremes = { Integer.MIN_VALUE, Integer.MAX_VALUE, Long.MIN_VALUE, Long.MAX_VALUE,
            (byte) -128, (short) -32768 };
        String[] iflags = { "", "+", " ", "(", "0", "-", ",", "#", "+,", "(,", " ,", "+0", "(0", ",0",
            "(,0", "+(,0", "-,", "-(" };
        String[] iconvs = { "d", "o", "x", "X" };
        for (int s = 0; s < extremes.length; s++) {
            for (int c = 0; c < iconvs.length; c++) {
                StringBuilder sb = new StringBuilder(extremes[s] + " %" + iconvs[c] + ":");
                for (int k = 0; k < iflags.length; k++) {
                    sb.append(" [").append(f("%" + iflags[k] + "30" + iconvs[c], extremes[s])).append(']');
                }
                System.out.println(sb);
            }
        }
    }
}
