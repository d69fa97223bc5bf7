public class Varargs {
    static String join(String sep, Object... parts) {
        StringBuilder sb = new StringBuilder();
        sb.append(parts.length).append(':');
        for (int i = 0; i < parts.length; i++) {
            if (i > 0) sb.append(sep);
            sb.append(parts[i]);
        }
        return sb.toString();
    }

    static int sum(int... xs) {
        int s = 0;
        for (int x : xs) s += x;
        return s;
    }

    static String which(int a) { return "fixed"; }
    static String which(int... a) { return "varargs" + a.length; }
    static String which(long a) { return "long"; }

    static long lsum(long first, long... rest) {
        long s = first;
        for (long r : rest) s += r;
        return s;
    }

    public static void main(String[] args) {
        System.out.println(join(","));
        System.out.println(join(",", "a"));
        System.out.println(join("-", "a", 1, 2.5, 'c', true, null));
        System.out.println(join("+", (Object[]) new String[] {"x", "y"}));
        System.out.println(join("+", (Object) new String[] {"x", "y"}).startsWith("1:"));
        System.out.println(sum() + " " + sum(1) + " " + sum(1, 2, 3) + " " + sum(new int[] {4, 5, 6, 7}));
        System.out.println(which(1) + " " + which() + " " + which(1, 2) + " " + which(1L));
        System.out.println(lsum(1) + " " + lsum(1, 2, 3) + " " + lsum(Long.MAX_VALUE, 1));
        Object[] nul = null;
        try {
            join(",", nul);
        } catch (NullPointerException e) {
            System.out.println("null varargs array -> NPE");
        }
        System.out.println(java.util.Arrays.asList(1, 2, 3).size() + " " + java.util.Arrays.asList(new int[] {1, 2}).size());
    }
}
