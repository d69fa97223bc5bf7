// Method calls on several threads, for the method entry/exit counter.
public class Methodcount {
    interface Op {
        int apply(int x);
    }

    static final class Twice implements Op {
        public int apply(int x) {
            return 2 * x;
        }
    }

    static int fib(int n) {
        return n < 2 ? n : fib(n - 1) + fib(n - 2);
    }

    static int risky(int i) {
        if (i % 3 == 0)
            throw new IllegalStateException("no " + i);
        return i;
    }

    static int work(int rounds) {
        Op op = new Twice();
        int sum = 0;
        for (int i = 0; i < rounds; i++) {
            try {
                sum += op.apply(risky(i));
            } catch (IllegalStateException e) {
                sum--;
            }
        }
        return sum + fib(rounds % 12);
    }

    public static void main(String[] args) throws Exception {
        /* Loaded here, before the workers race to it: a thread that finds a
         * class another thread has just defined may run its methods before
         * that thread has posted CLASS_LOAD (on HotSpot too), and the agents
         * count only the methods they know from CLASS_LOAD. */
        Class<?> twice = Twice.class;
        Thread[] workers = new Thread[3];
        final int[] results = new int[3];
        for (int w = 0; w < workers.length; w++) {
            final int id = w;
            workers[w] = new Thread(new Runnable() {
                public void run() {
                    results[id] = work(10 * (id + 1));
                }
            }, "worker-" + (w + 1));
            workers[w].start();
        }
        for (Thread t : workers)
            t.join();
        System.out.println("fib " + fib(15));
        for (int r : results)
            System.out.println("result " + r);
    }
}
