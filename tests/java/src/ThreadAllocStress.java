// vm-options: -Xmx32m
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/* Several threads allocate at once (objects, arrays, strings, boxed values,
 * weak references) so that collections happen while others run, initialize
 * classes for the first time concurrently, intern strings, take identity
 * hashes and share monitors. A racy field of the program's own (a Java-level
 * data race, allowed by the language) is written and read by every thread.
 * The output does not depend on the interleaving. */
public class ThreadAllocStress {
    static final int THREADS = 4, ROUNDS = 3000;
    static int racy;                 // written without synchronization on purpose

    static class Node {
        final int value;
        Node next;
        Node(int value, Node next) { this.value = value; this.next = next; }
    }

    // First used by all the workers at once: initialization must run once.
    static class LazyA { static final int[] TABLE = build(64); }
    static class LazyB { static final String NAME = "lazy-" + LazyA.TABLE.length; }
    static int[] build(int n) {
        int[] t = new int[n];
        for (int i = 0; i < n; i++) t[i] = i * i;
        return t;
    }

    static final Object lock = new Object();
    static long total;

    static long work(int id) {
        long sum = 0;
        List<WeakReference<Object>> weak = new ArrayList<>();
        Map<String, Integer> map = new HashMap<>();
        Node list = null;
        for (int r = 0; r < ROUNDS; r++) {
            list = new Node(r, (r % 100 == 0) ? null : list);
            byte[] junk = new byte[64 + (r % 512)];
            junk[junk.length - 1] = (byte) r;
            sum += junk[junk.length - 1] & 0xff;
            String s = ("k" + (r % 50)).intern();
            Integer old = map.get(s);
            map.put(s, old == null ? 1 : old + 1);
            Object o = new Object();
            sum += (o.hashCode() == o.hashCode()) ? 1 : 0;
            if (r % 10 == 0) weak.add(new WeakReference<>(new int[16]));
            racy = r;                // the program's own race
            sum += LazyA.TABLE[r % 64] + LazyB.NAME.length();
            if (r % 500 == 0) {
                synchronized (lock) { total += r; }
            }
        }
        int n = 0;
        for (Node p = list; p != null; p = p.next) n++;
        return sum + map.size() + n * 0L + id * 0L;
    }

    public static void main(String[] args) throws Exception {
        long[] results = new long[THREADS];
        Thread[] ts = new Thread[THREADS];
        for (int i = 0; i < THREADS; i++) {
            final int id = i;
            ts[i] = new Thread("worker-" + i) {
                public void run() { results[id] = work(id); }
            };
        }
        for (Thread t : ts) t.start();
        for (int i = 0; i < 5; i++) {
            System.gc();
            Thread.sleep(1);
        }
        for (Thread t : ts) t.join();
        boolean same = true;
        for (long r : results) same &= r == results[0];
        System.out.println("results equal: " + same);
        System.out.println("result: " + results[0]);
        synchronized (lock) { System.out.println("total: " + total); }
        System.out.println("racy in range: " + (racy >= 0 && racy < ROUNDS));
    }
}
