/*
 * Sync: uncontended locking on one thread. Synchronized instance and static
 * methods, synchronized blocks (monitorenter/monitorexit), nested
 * re-entry on the same monitor, and alternation between several monitors.
 */
public class Sync {
    static final class Counter {
        private long value;

        synchronized void add(int x) {
            value += x;
        }

        synchronized long get() {
            return value;
        }

        synchronized void addTwice(int x) {
            add(x);
            add(x);
        }
    }

    static long staticValue;

    static synchronized void staticAdd(int x) {
        staticValue += x;
    }

    public static void main(String[] args) {
        Counter c = new Counter();
        for (int i = 0; i < 6000000; i++) {
            c.add(i & 15);
        }
        for (int i = 0; i < 2000000; i++) {
            c.addTwice(i & 7);
        }
        for (int i = 0; i < 5000000; i++) {
            staticAdd(i & 3);
        }
        Object[] locks = {new Object(), new Object(), new Object()};
        long blocks = 0;
        for (int i = 0; i < 6000000; i++) {
            synchronized (locks[i % 3]) {
                blocks += i & 31;
            }
        }
        Object lock = new Object();
        for (int i = 0; i < 2000000; i++) {
            synchronized (lock) {
                synchronized (lock) {
                    blocks += 1;
                }
            }
        }
        long check = c.get() * 31 + staticValue;
        check = check * 31 + blocks;
        System.out.println("Sync checksum " + check);
    }
}
