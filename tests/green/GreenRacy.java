/* A racy program for the green scheduler's determinism test
 * (tests/green/determinism.sh): an unsynchronised counter whose updates
 * can be lost, a producer and a consumer over wait/notifyAll, sleepers and
 * several threads printing, and threads that yield holding a monitor
 * others want. Its output depends on the interleaving. */
public class GreenRacy {
    static int counter;
    static final Object lock = new Object();
    static final Object tally = new Object();
    static int tallied;
    static final java.util.ArrayDeque<Integer> q = new java.util.ArrayDeque<>();
    public static void main(String[] a) throws Exception {
        Thread[] ts = new Thread[4];
        for (int i = 0; i < 4; i++) {
            final int id = i;
            ts[i] = new Thread() { public void run() {
                for (int k = 0; k < 20000; k++) { int c = counter; if ((k & 7) == 0) Thread.yield(); counter = c + 1; if (k % 5000 == 0) System.out.println("t" + id + " k=" + k);
                    if (k % 2000 == 0) synchronized (tally) { tallied++; Thread.yield(); } }
            }};
        }
        for (Thread t : ts) t.start();
        Thread prod = new Thread() { public void run() {
            for (int i = 0; i < 10; i++) synchronized (lock) { q.add(i); System.out.println("put " + i); lock.notifyAll(); }
        }};
        Thread cons = new Thread() { public void run() {
            try { for (int n = 0; n < 10; n++) synchronized (lock) { while (q.isEmpty()) lock.wait(); System.out.println("got " + q.poll()); } }
            catch (InterruptedException e) {}
        }};
        cons.start(); prod.start();
        Thread sl = new Thread() { public void run() { try { for (int i=0;i<3;i++){ Thread.sleep(2); System.out.println("slept " + i);} } catch (InterruptedException e) {} } };
        sl.start();
        for (Thread t : ts) t.join();
        prod.join(); cons.join(); sl.join();
        System.out.println("counter=" + counter + " tallied=" + tallied);
    }
}
