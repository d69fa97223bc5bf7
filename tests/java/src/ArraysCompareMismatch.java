import java.util.*;

// Arrays.equals/compare/compareUnsigned/mismatch over whole arrays and ranges, and the
// parallel variants (parallelSort, parallelPrefix, parallelSetAll), with their errors.
public class ArraysCompareMismatch {
    static void show(String label, Runnable r) {
        try {
            r.run();
        } catch (RuntimeException e) {
            System.out.println(label + " -> " + e);
        }
    }

    public static void main(String[] args) {
        int[] a = {1, 2, 3, 4}, b = {1, 2, 9}, c = {1, 2, 3, 4, 5};
        System.out.println(Arrays.compare(a, b) + " " + Arrays.compare(b, a) + " " + Arrays.compare(a, c) + " " + Arrays.compare(c, a) + " " + Arrays.compare(a, a.clone()));
        System.out.println(Arrays.compare((int[]) null, a) + " " + Arrays.compare(a, (int[]) null) + " " + Arrays.compare((int[]) null, (int[]) null));
        System.out.println(Arrays.mismatch(a, b) + " " + Arrays.mismatch(a, c) + " " + Arrays.mismatch(a, a.clone()) + " " + Arrays.mismatch(new int[0], a) + " " + Arrays.mismatch(a, 1, 3, c, 1, 3) + " " + Arrays.mismatch(a, 0, 4, c, 1, 5));
        System.out.println(Arrays.equals(a, 0, 3, c, 0, 3) + " " + Arrays.equals(a, 0, 3, c, 0, 4) + " " + Arrays.compare(a, 0, 2, b, 0, 3) + " " + Arrays.compare(a, 2, 3, b, 2, 3));
        System.out.println(Arrays.compareUnsigned(new int[]{-1}, new int[]{1}) + " " + Arrays.compare(new int[]{-1}, new int[]{1}) + " " + Arrays.compareUnsigned(new byte[]{(byte) 200}, new byte[]{100}) + " " + Arrays.compare(new byte[]{(byte) 200}, new byte[]{100}) + " " + Arrays.compareUnsigned(new long[]{-1L}, new long[]{0L}) + " " + Arrays.compareUnsigned(new short[]{-2}, 0, 1, new short[]{3}, 0, 1));
        System.out.println(Arrays.compare(new char[]{'a', 'z'}, new char[]{'a', 'c'}) + " " + Arrays.compare(new short[]{5}, new short[]{-7}) + " " + Arrays.compare(new boolean[]{true}, new boolean[]{false}) + " " + Arrays.compare(new long[]{3}, new long[]{3, 0}));
        double[] d1 = {0.0, Double.NaN, 1.5}, d2 = {-0.0, Double.NaN, 1.5};
        System.out.println(Arrays.mismatch(d1, d2) + " " + Arrays.mismatch(d1, 1, 3, d2, 1, 3) + " " + Arrays.compare(d1, d2) + " " + Arrays.equals(d1, 1, 3, d2, 1, 3) + " " + Arrays.compare(new float[]{Float.NaN}, new float[]{1f}) + " " + Arrays.mismatch(new float[]{-0f}, new float[]{0f}));
        String[] s1 = {"apple", "Banana", null}, s2 = {"apple", "banana", null};
        System.out.println(Arrays.compare(s1, s2) + " " + Arrays.compare(s1, s2, String.CASE_INSENSITIVE_ORDER.thenComparing(Comparator.naturalOrder())) + " " + Arrays.mismatch(s1, s2) + " " + Arrays.mismatch(s1, s2, Comparator.nullsFirst(String.CASE_INSENSITIVE_ORDER)) + " " + Arrays.equals(s1, 2, 3, s2, 2, 3));
        System.out.println(Arrays.compare(new String[]{null}, new String[]{"x"}) + " " + Arrays.compare(new String[]{"x"}, new String[]{null}) + " " + Arrays.compare(new Integer[]{1, 2}, new Integer[]{1}) + " " + Arrays.equals(new String[]{"A"}, new String[]{"a"}, String.CASE_INSENSITIVE_ORDER) + " " + Arrays.mismatch(new Object[]{1, "x"}, 0, 2, new Object[]{1, "y"}, 0, 2));
        show("range reversed", () -> Arrays.mismatch(a, 3, 1, c, 0, 1));
        show("range past end", () -> Arrays.equals(a, 0, 9, c, 0, 1));
        show("range negative", () -> Arrays.compare(a, 0, 1, c, -2, 1));
        show("null array", () -> Arrays.mismatch(a, null));
        show("null comparator", () -> Arrays.compare(s1, s2, null));
        long[] l = {5, -3, 9, 0}; Arrays.parallelSort(l); System.out.println(Arrays.toString(l));
        double[] dd = {3.5, -0.0, Double.NaN, 0.0, -1}; Arrays.parallelSort(dd, 1, 5); System.out.println(Arrays.toString(dd));
        String[] words = {"pear", "fig", "apple", "kiwi"}; Arrays.parallelSort(words); System.out.println(Arrays.toString(words));
        Arrays.parallelSort(words, Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder())); System.out.println(Arrays.toString(words));
        char[] ch = "parallel".toCharArray(); Arrays.parallelSort(ch, 0, 4); System.out.println(new String(ch));
        int[] p = {1, 2, 3, 4, 5}; Arrays.parallelPrefix(p, Integer::sum); System.out.println(Arrays.toString(p));
        long[] lp = {1, 2, 3, 4, 5}; Arrays.parallelPrefix(lp, 1, 4, (x, y) -> x * y); System.out.println(Arrays.toString(lp));
        double[] dp = {1, 0.5, 0.25}; Arrays.parallelPrefix(dp, Math::max); System.out.println(Arrays.toString(dp));
        String[] sp = {"a", "b", "c"}; Arrays.parallelPrefix(sp, String::concat); System.out.println(Arrays.toString(sp));
        show("prefix range", () -> Arrays.parallelPrefix(p, 2, 9, Integer::sum));
        long[] sl = new long[4]; Arrays.setAll(sl, i -> 1L << (i * 20)); System.out.println(Arrays.toString(sl));
        double[] sd = new double[3]; Arrays.parallelSetAll(sd, i -> i / 4.0); System.out.println(Arrays.toString(sd));
        Integer[] si = new Integer[4]; Arrays.parallelSetAll(si, i -> i * i); System.out.println(Arrays.toString(si));
        int[] ii = new int[3]; Arrays.parallelSetAll(ii, i -> -i); System.out.println(Arrays.toString(ii));
    }
}
