/*
 * Program for the redefstress agent: three threads keep calling methods of
 * RsTarget (static, virtual, interface, synchronized; loops, allocation,
 * exceptions, class initialization of a nested class) while the main thread
 * has the agent redefine RsTarget 200 times, alternating between its
 * original bytes and bytes where the string "AAA" is "BBB". Every result
 * must be one of the two versions' answers.
 */
public class Redefstress {
    static native void flip();

    static volatile boolean stop;

    public static void main(String[] args) throws Exception {
        final boolean[] ok = new boolean[3];
        final int[] calls = new int[3];
        Thread[] workers = new Thread[3];
        for (int w = 0; w < workers.length; w++) {
            final int id = w;
            workers[w] = new Thread(new Runnable() {
                public void run() {
                    boolean good = true;
                    RsTarget target = new RsTarget();
                    RsIface iface = target;
                    int n = 0;
                    while (!stop || n < 50) {
                        String s = RsTarget.compute(n);
                        good &= s.equals("AAA" + n) || s.equals("BBB" + n);
                        String v = target.virt();
                        good &= v.equals("virt AAA") || v.equals("virt BBB");
                        good &= iface.viaInterface(n) == n * 2 + 1;
                        good &= target.locked(n) == n + 3;
                        n++;
                    }
                    ok[id] = good;
                    calls[id] = n;
                }
            }, "worker-" + w);
            workers[w].start();
        }
        for (int i = 0; i < 200; i++) {
            flip();
            Thread.yield();
        }
        stop = true;
        for (Thread t : workers)
            t.join();
        for (int w = 0; w < workers.length; w++)
            System.out.println("worker " + w + ": " + (ok[w] ? "ok" : "WRONG") + (calls[w] >= 50 ? "" : " too few calls"));
        String s = RsTarget.compute(7);
        System.out.println("last: " + (s.equals("AAA7") ? "original" : s));
    }
}

interface RsIface {
    int viaInterface(int n);
}

class RsTarget implements RsIface {
    static String tag() { return "AAA"; }

    static String compute(int n) {
        int[] junk = new int[64 + (n & 63)];
        junk[0] = n;
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 3; i++)
            b.setLength(0);
        try {
            if ((n & 7) == 0)
                throw new IllegalArgumentException("x" + n);
        } catch (IllegalArgumentException e) {
            b.append("");
        }
        return b.append(tag()).append(junk[0]).toString();
    }

    String virt() { return "virt " + tag(); }

    public int viaInterface(int n) {
        long sum = 0;
        for (int i = 0; i < 10; i++)
            sum += i;
        return n * 2 + (sum == 45 ? 1 : 0);
    }

    synchronized int locked(int n) {
        Object[] o = new Object[] { Nested.VALUE };
        return n + (Integer) o[0];
    }

    static class Nested {
        static final Integer VALUE = Integer.valueOf(3);
    }
}
