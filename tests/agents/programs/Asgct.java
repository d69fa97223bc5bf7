/* The program of the asgct agent test: its main thread spins in one method
 * until the agent has 100 samples of it (at most 30 s). The agent checks
 * that the sampled bci lies on the loop's lines, 10 and 11: keep them there. */
public class Asgct {
    static native void startSampling();
    static native int samples();

    static long spin(long n) {
        long h = 0;
        for (long i = 0; i < n; i++) {
            h = h * 31 + (i ^ (h >>> 7));
        }
        return h;
    }

    public static void main(String[] args) {
        startSampling();
        long start = System.nanoTime();
        long h = 0;
        while (samples() < 100 && System.nanoTime() - start < 30_000_000_000L) {
            h += spin(100_000);
        }
        System.out.println("done " + (h != 42));
    }
}
