public class Synchronized {
    private int count;
    private int lockedCount;
    private static int scount;
    private final Object lock = new Object();

    synchronized void inc() { count++; }
    static synchronized void sinc() { scount++; }

    synchronized int reentrant(int depth) {
        if (depth == 0) return count;
        synchronized (this) {
            return reentrant(depth - 1) + 1;
        }
    }

    int guarded(boolean fail) {
        synchronized (lock) {
            if (fail) throw new IllegalStateException("inside lock");
            return 1;
        }
    }

    public static void main(String[] args) throws Exception {
        final Synchronized s = new Synchronized();
        Thread[] ts = new Thread[4];
        for (int t = 0; t < ts.length; t++) {
            ts[t] = new Thread() {
                public void run() {
                    for (int i = 0; i < 5000; i++) {
                        s.inc();
                        sinc();
                        synchronized (s.lock) {
                            s.lockedCount++;
                        }
                    }
                }
            };
            ts[t].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("count " + s.count + " scount " + scount);
        System.out.println("reentrant " + s.reentrant(50));
        System.out.println("holdsLock outside " + Thread.holdsLock(s));
        synchronized (s) {
            System.out.println("holdsLock inside " + Thread.holdsLock(s));
            synchronized (s) {
                System.out.println("nested " + Thread.holdsLock(s));
            }
            System.out.println("after nested " + Thread.holdsLock(s));
        }
        try {
            s.guarded(true);
        } catch (IllegalStateException e) {
            System.out.println("exception released lock: " + !Thread.holdsLock(s.lock) + " " + e.getMessage());
        }
        System.out.println("guarded " + s.guarded(false));
        synchronized (Synchronized.class) {
            System.out.println("class lock " + Thread.holdsLock(Synchronized.class));
        }
        String str = "lock-on-string";
        synchronized (str) {
            Integer[] boxes = {1, 2};
            synchronized (boxes) {
                System.out.println("two locks " + Thread.holdsLock(str) + Thread.holdsLock(boxes));
            }
        }
        Object nul = null;
        try {
            synchronized (nul) {
                System.out.println("unreachable");
            }
        } catch (NullPointerException e) {
            System.out.println("synchronized(null) -> NPE");
        }
    }
}
