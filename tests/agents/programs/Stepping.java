/*
 * Gives the stepping agent a walk to step through: start() and stop()
 * (breakpoints the agent sets) bracket calls, a loop, and an exception
 * thrown through one frame and caught in the next; stop() and end()
 * bracket a shorter walk stepped with the event enabled for all threads;
 * tail() is stepped from its MethodEntry event to last(). A helper thread waits
 * in Object.wait(0L) meanwhile, so the agent has another thread, not
 * suspended, with a native frame on top, to aim NotifyFramePop and
 * GetLocal at. Compiled without a LocalVariableTable.
 */
public class Stepping {
    static final Object lock = new Object();

    static int add(int a, int b) {
        return a + b;
    }

    static int thrower(int x) {
        if (x > 0)
            throw new IllegalStateException("x");
        return x;
    }

    static int catcher() {
        try {
            return thrower(1);
        } catch (IllegalStateException e) {
            return -1;
        }
    }

    static int loop(int n) {
        int s = 0;
        for (int i = 0; i < n; i++)
            s += add(i, 1);
        return s;
    }

    static int nul(Object o, int z) {
        int w = z + 1;
        return o == null ? w : 0;
    }

    int f;
    long g;

    /* Code the superinstructions of the integer bank and of field updates
     * fuse (locals past 3, for their forms with an index), stepped one
     * instruction at a time. */
    static int ints(int[] arr, int n) {
        long sum = 0;
        int c = -1;
        int t = 0;
        Stepping s = new Stepping();
        for (int i = 0; i < n; i++) {
            c = (c ^ i) & 0xff;
            t = c + i;
            sum += (long) t;
            s.f += c >>> 9;
            arr[i] = t;
        }
        for (int i = 0; i < n; i++) {
            s.g += i;
            t = c ^ i;
        }
        return (int) sum + c + t + s.f + (int) s.g;
    }

    /* And the integer bank's statements: a[i] = b[j], t = a[i], a[i] = t,
     * a[i + 1] = t, a[i] = 1, a[i + 1] pushed, c = a + b and the loop test
     * of two short loads, the swap of two elements and a[i] = b[j] + c[k]. */
    static int stmts(int[] a, int[] b, int n) {
        int t = 0;
        for (int i = 0; i < n; i++) {
            a[i] = b[i];
            t = a[i];
            b[i + 1] = t;
            b[i] = 1;
            t = t + a[i + 1];
            a[i] = t;
            if (a[i] > b[i + 1])
                t++;
            t = a[i];
            a[i] = a[n];
            a[n] = t;
            b[i] = a[i] + b[i + 1];
        }
        for (int i = 0; i < n; i++)
            a[i] = b[i] + a[i + 1];
        return t;
    }

    /* And a checksum's steps (x += a[i] & k and a table-driven CRC's),
     * and the loop that reverses an array's range. */
    static int checks(int[] t, byte[] d, int n) {
        int s = 0, c = -1;
        for (int i = 0; i < n; i++) {
            s += d[i] & 0xff;
            c = t[(c ^ d[i]) & 0xff] ^ (c >>> 8);
        }
        t[1] = 5;
        int lo = 0, hi = n + 1, x = 0;
        while (lo < hi) {
            x = t[lo];
            t[lo] = t[hi];
            t[hi] = x;
            lo++;
            hi--;
        }
        return s + c + x + t[0];
    }

    double d;

    /* And those of the double bank: x = a - b into a local, o.f += e, a
     * comparison with a constant, a constant times a local, and the
     * statements over double fields and object arrays; Math.sqrt and the
     * arithmetic after it. */
    static double dbls(double a, double b, int n) {
        Stepping s = new Stepping();
        Stepping[] all = { s };
        double x = 0;
        for (int i = 0; i < n; i++) {
            int z = 0;
            Stepping u = all[z];
            u.d += b * s.d;
            x = a - b;
            if (x > 4.0)
                x = 2.0 * x;
            s.d += x;
            s.d -= b;
            s.d -= x * b;
            x = s.d - s.d;
            x = s.d * x;
            x = b / Math.sqrt(a) + a * Math.sqrt(a) - x;
        }
        double[] v = { a, b }, w = { b, x };
        for (int j = 0; j < n; j++)
            v[j] += x * w[j];
        return s.d + x + v[1];
    }

    static void start() {
    }

    static void stop() {
    }

    static void end() {
    }

    static int tail(int x) {
        int y = x * 3;
        last();
        return y + 1;
    }

    static void last() {
    }

    static class Helper extends Thread {
        Helper() {
            super("helper");
        }

        public void run() {
            synchronized (lock) {
                lock.notify();
                try {
                    lock.wait(0L);
                } catch (InterruptedException e) {
                }
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Helper helper = new Helper();
        synchronized (lock) {
            helper.start();
            lock.wait();
        }
        start();
        int r = add(1, 2);
        r += catcher();
        r += loop(2);
        r += nul(null, 0);
        r += ints(new int[2], 2);
        r += (int) dbls(5.5, 1.25, 2);
        r += stmts(new int[] { 1, 2, 3 }, new int[] { 4, 5, 6 }, 2);
        r += checks(new int[256], new byte[] { 1, -2, 3 }, 2);
        stop();
        r += loop(1);
        end();
        r += tail(2);
        synchronized (lock) {
            lock.notify();
        }
        helper.join();
        System.out.println("r = " + r);
    }
}
