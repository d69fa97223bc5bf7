/* Argument indices: explicit n$, relative '<', ordinary, their mixing, and missing arguments. */
public class FormatArgIndex {
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
        t("%1$s %1$s %1$s", "a");
        t("%2$s %1$s", "a", "b");
        t("%3$s %2$s %1$s", "a", "b", "c");
        t("%s %<s %<S", "a");
        t("%s %s %<s %s", "a", "b", "c");
        t("%2$s %s %s", "a", "b");
        t("%1$s %s %s %2$s %<s", "a", "b", "c");
        t("%s %3$s %s %s", "a", "b", "c");
        t("%<s", "a");
        t("%s %<d %<x %<o %<c", 65);
        t("%1$d %<,d %<+,d", 1234567);
        t("%1$-5s|%1$5s|", "ab");
        t("%10$s", 1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
        t("%s %s", "a");
        t("%3$s", "a", "b");
        t("%s");
        t("%0$s", "a");
        t("%00$s", "a");
        t("%-1$s", "a");
        t("%2147483647$s", "a");
        t("%2147483648$s", "a");
        t("%99999999999999$s", "a");
        t("%1$<s", "a");
        t("%<1$s", "a");
        t("%n%s%n", "between");
        t("plain text, no specifiers");
        t("");
        t("%s %s", "a", "b", "c", "extra");
        System.out.println(String.format("%s and %s", (Object[]) null));
        System.out.println(String.format("%s", (Object) null));
        System.out.println(String.format("%s %s", new Object[] { "x", "y" }));
        System.out.println(String.format("%2$s%1$s", new Object[] { "x", "y" }));
    }
}
