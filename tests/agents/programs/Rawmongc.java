/* Allocation-heavy: three threads make short-lived arrays, so collections
 * come one after another. */
public class Rawmongc {
    static final int THREADS = 3;
    static final int ROUNDS = 300000;

    static long churn() {
        long sum = 0;
        Object[] keep = new Object[16];
        for (int i = 0; i < ROUNDS; i++) {
            int[] a = new int[32 + (i & 63)];
            a[0] = i;
            keep[i & 15] = a;
            sum += a.length;
        }
        return sum;
    }

    public static void main(String[] args) throws Exception {
        final long[] sums = new long[THREADS];
        Thread[] ts = new Thread[THREADS];
        for (int t = 0; t < THREADS; t++) {
            final int id = t;
            ts[t] = new Thread("app-" + t) {
                public void run() {
                    sums[id] = churn();
                }
            };
            ts[t].start();
        }
        long total = churn();
        for (int t = 0; t < THREADS; t++) {
            ts[t].join();
            total += sums[t];
        }
        System.out.println("allocated int elements: " + total);
    }
}
