// Collections with a known amount of garbage, for the GC event test.
public class Gcevents {
    static Object[] hold;

    static void fill(int n) {
        hold = new Object[n];
        for (int i = 0; i < n; i++)
            hold[i] = new int[] { i };
    }

    public static void main(String[] args) {
        fill(20000);
        System.gc();
        hold = null;
        System.gc();
        System.gc();
        System.out.println("done");
    }
}
