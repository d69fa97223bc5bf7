/* %s %S %b %B %h %H %c %C and %%: precision, width, justification, upper case, null, code points. */
public class FormatStrings {
    static void t(String f, Object... a) {
        String r;
        try {
            r = "[" + String.format(f, a) + "]";
        } catch (RuntimeException e) {
            r = e.getClass().getName() + ": " + e.getMessage();
        }
        System.out.println(escape(f + " " + r));
    }

    static String escape(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 32 && c < 127) {
                sb.append(c);
            } else {
                sb.append("\\u").append(Integer.toHexString(c | 0x10000).substring(1));
            }
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        t("%s", "hello");
        t("%S", "hello");
        t("%10s|%-10s|", "ab", "ab");
        t("%.3s|%10.3s|%-10.3s|", "abcdef", "abcdef", "abcdef");
        t("%.0s|", "abc");
        t("%2s|", "abcdef");
        t("%s %s %s %s", 1, 2.5, 'c', true);
        t("%s %S", (Object) null, (Object) null);
        t("%.2s", (Object) null);
        t("%S", "stra\u00dfe \u00e9t\u00e9");
        t("%.5S", "stra\u00dfe");
        t("%s", new StringBuilder("builder"));
        t("%s", new int[0].length);
        t("%b %b %b %b %b", true, false, null, "false", 0);
        t("%B %.2b %5b| %-6B|", true, true, false, null);
        t("%h %h %h %H", "hello", 42, null, "hello");
        t("%h", Long.valueOf(-1L));
        t("%10h|%-10H|", "hi", "hi");
        t("%.3h", "hello");
        t("%c %c %c %c", 'a', (byte) 65, (short) 66, 67);
        t("%C %C", 'a', '\u00df');
        t("%c", 0x1F600);
        t("%c", 0x10FFFF);
        t("%c", 0x110000);
        t("%c", -1);
        t("%c", (byte) -1);
        t("%c", (short) -1);
        t("%c", 'a' + 1L);
        t("%c", "a");
        t("%c", (Object) null);
        t("%5c|%-5c|", 'x', 'y');
        t("%%");
        t("%5%|%-5%|");
        t("100%% sure");
        t("%s%%%s", "a", "b");
        t("%#s", "x");
        t("%+s", "x");
        t("% s", "x");
        t("%0s", "x");
        t("%,s", "x");
        t("%(s", "x");
        t("%-s", "x");
        t("%#b", true);
        t("%#h", "x");
        t("%#c", 'x');
        t("%+c", 'x');
        t("%.1c", 'x');
        t("%-c", 'x');
        t("%#%");
        t("%.2%");
        t("%+%");
        t("%0%");
        t("%-%");
        t("%-5%");
    }
}
