/* A single-threaded program whose application call tree is fixed. */
public class Calltree {
    static final int BASE = initBase();

    static int initBase() {
        return 7;
    }

    interface Op {
        long apply(long x);
    }

    static class Doubler implements Op {
        public long apply(long x) {
            return x * 2;
        }
    }

    static class Counter {
        private int n;

        Counter(int start) {
            n = start;
        }

        int next() {
            skip();
            return ++n;
        }

        /* Empty: its calls (after the first, quickened) are still
         * reported. */
        private void skip() {
        }

        boolean isEven() {
            return (n & 1) == 0;
        }
    }

    static int fib(int n) {
        return n < 2 ? n : fib(n - 1) + fib(n - 2);
    }

    static long big(int k) {
        return (1L << 40) + k;
    }

    static void fail(int level) {
        if (level == 0)
            throw new IllegalStateException("deep");
        fail(level - 1);
    }

    static int catcher() {
        try {
            fail(2);
            return 0;
        } catch (IllegalStateException e) {
            return -1;
        }
    }

    static void quiet() {
    }

    public static void main(String[] args) {
        int f = fib(4);
        long b = big(BASE);
        Op op = new Doubler();
        long d = op.apply(21);
        Counter c = new Counter(BASE);
        c.next();
        c.next();
        c.next();
        boolean even = c.isEven();
        int caught = catcher();
        quiet();
        StringBuilder sb = new StringBuilder();
        sb.append(f).append(' ').append(b).append(' ').append(d).append(' ')
          .append(even).append(' ').append(caught);
        System.out.println(sb.toString());
    }
}
