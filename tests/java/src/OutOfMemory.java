// vm-options: -Xmx64m
import java.util.ArrayList;
import java.util.List;

public class OutOfMemory {
    public static void main(String[] args) {
        try {
            long[] huge = new long[100_000_000];
            System.out.println("allocated " + huge.length);
        } catch (OutOfMemoryError e) {
            System.out.println("caught OutOfMemoryError for an 800 MB array");
        }
        try {
            int[][] many = new int[1000][1_000_000];
            System.out.println("allocated " + many.length);
        } catch (OutOfMemoryError e) {
            System.out.println("caught OutOfMemoryError for 1000 x 4 MB");
        }
        List<int[]> keep = new ArrayList<>();
        boolean failed = false;
        try {
            for (int i = 0; i < 100000; i++) {
                keep.add(new int[256 * 1024]);
            }
        } catch (OutOfMemoryError e) {
            failed = true;
        }
        int kept = keep.size();
        keep = null;
        System.out.println("filled the heap: " + failed + ", more than 4 chunks: " + (kept > 4));
        System.gc();
        int[] after = new int[1_000_000];
        after[999_999] = 7;
        System.out.println("allocation after recovery works: " + after[999_999]);
        long total = 0;
        for (int i = 0; i < 200; i++) {
            byte[] garbage = new byte[1 << 20];
            garbage[i] = (byte) i;
            total += garbage[i];
        }
        System.out.println("allocated 200 MB of garbage in a 64 MB heap: " + total);
        System.out.println("maxMemory > 0: " + (Runtime.getRuntime().maxMemory() > 0)
            + ", <= 64 MB: " + (Runtime.getRuntime().maxMemory() <= 64L * 1024 * 1024));
    }
}
