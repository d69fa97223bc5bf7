/*
 * monitor=y: main contends once for a lock a second thread holds for
 * 200 ms (tests/hprof/compare.sh).
 */
public class HprofMonitor {
    static final Object lock = new Object();

    public static void main(String[] args) throws Exception {
        final Object ready = new Object();
        Thread t = new Thread("holder") {
            public void run() {
                synchronized (lock) {
                    synchronized (ready) { ready.notifyAll(); }
                    try { Thread.sleep(200); } catch (InterruptedException e) { }
                }
            }
        };
        synchronized (ready) {
            t.start();
            ready.wait();
        }
        synchronized (lock) {
            System.out.println("got it");
        }
        t.join();
    }
}
