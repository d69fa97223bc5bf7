import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

public class ArraysUtil {
    public static void main(String[] args) {
        int[] a = {9, 3, 7, 1, 8, 2, 6, 4, 5, 0};
        int[] orig = a.clone();
        Arrays.sort(a);
        System.out.println(Arrays.toString(a) + " from " + Arrays.toString(orig));
        System.out.println("binarySearch 7=" + Arrays.binarySearch(a, 7) + " 10=" + Arrays.binarySearch(a, 10) + " -1=" + Arrays.binarySearch(a, -1));
        int[] part = orig.clone();
        Arrays.sort(part, 2, 7);
        System.out.println("range sort " + Arrays.toString(part));
        long[] la = new long[6];
        Arrays.fill(la, 7L);
        Arrays.fill(la, 1, 3, -1L);
        System.out.println("fill " + Arrays.toString(la));
        String[] s = {"delta", "alpha", "Charlie", "bravo"};
        Arrays.sort(s);
        System.out.println("strings " + Arrays.toString(s) + " search " + Arrays.binarySearch(s, "bravo"));
        Arrays.sort(s, new Comparator<String>() {
            public int compare(String x, String y) { return y.length() - x.length(); }
        });
        System.out.println("by length desc (stable) " + Arrays.toString(s));
        List<String> asList = Arrays.asList("x", "y", "z");
        asList.set(1, "Y");
        System.out.println("asList " + asList + " " + asList.size());
        try {
            asList.add("w");
        } catch (UnsupportedOperationException e) {
            System.out.println("asList.add -> UnsupportedOperationException");
        }
        Object[][] deep = {{1, 2}, {"a", new int[] {3}}, null, {new String[] {"n"}}};
        System.out.println("deepToString " + Arrays.deepToString(deep));
        System.out.println("toString null " + Arrays.toString((int[]) null) + " empty " + Arrays.toString(new double[0]));
        System.out.println("equals " + Arrays.equals(new int[] {1, 2}, new int[] {1, 2}) + " " + Arrays.equals(new int[] {1}, new int[] {2})
            + " " + Arrays.equals(new double[] {Double.NaN}, new double[] {Double.NaN}) + " " + Arrays.equals(new double[] {0.0}, new double[] {-0.0}));
        System.out.println("deepEquals " + Arrays.deepEquals(new int[][] {{1}}, new int[][] {{1}}) + " equals " + Arrays.equals(new int[][] {{1}}, new int[][] {{1}}));
        int[] grown = Arrays.copyOf(a, 13);
        int[] shrunk = Arrays.copyOf(a, 3);
        int[] range = Arrays.copyOfRange(a, 4, 8);
        String[] sc = Arrays.copyOf(s, 5);
        System.out.println("copyOf " + Arrays.toString(grown) + " " + Arrays.toString(shrunk) + " " + Arrays.toString(range) + " " + Arrays.toString(sc));
        Integer[] boxed = {5, 3, 9, 1};
        Arrays.sort(boxed, java.util.Collections.reverseOrder());
        System.out.println("boxed reverse " + Arrays.toString(boxed));
        System.out.println("hashCode " + Arrays.hashCode(a) + " " + Arrays.hashCode(s) + " " + Arrays.deepHashCode(deep) + " " + Arrays.hashCode((Object[]) null));
        char[] cs = "sorting chars".toCharArray();
        Arrays.sort(cs);
        System.out.println("chars " + new String(cs).trim());
        byte[] bs = {5, -3, 127, -128, 0};
        Arrays.sort(bs);
        short[] ss = {300, -300, 7};
        Arrays.sort(ss);
        System.out.println("bytes " + Arrays.toString(bs) + " shorts " + Arrays.toString(ss));
        try {
            Arrays.copyOf(a, -1);
        } catch (NegativeArraySizeException e) {
            System.out.println("copyOf negative -> NegativeArraySizeException: " + e.getMessage());
        }
        try {
            Arrays.copyOfRange(a, 5, 2);
        } catch (IllegalArgumentException e) {
            System.out.println("copyOfRange bad -> " + e.getMessage());
        }
        int[] big = new int[2000];
        for (int i = 0; i < big.length; i++) big[i] = (i * 7919) % 2003;
        Arrays.sort(big);
        boolean sorted = true;
        for (int i = 1; i < big.length; i++) if (big[i - 1] > big[i]) sorted = false;
        System.out.println("big sorted " + sorted + " " + big[0] + " " + big[1999]);
    }
}
