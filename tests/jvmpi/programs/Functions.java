// Threads in known states for the interface-function test: a sleeper, a
// spinner, and a thread named "jvmpi-functions" whose start is where the
// agent calls the functions. Functions$Hooked is rewritten by the agent's
// CLASS_LOAD_HOOK (its method helper becomes hooked).
public class Functions {
    static volatile boolean stop;
    static volatile long spins;

    static final class Counter {
        int n;

        void bump() {
            n++;
        }
    }

    static final class Hooked {
        static int helper() {
            return 1;
        }

        static int value() {
            return 41;
        }
    }

    static int stat(int x) {
        return x + 1;
    }

    public static void main(String[] args) throws Exception {
        Thread sleeper = new Thread(new Runnable() {
            public void run() {
                try {
                    Thread.sleep(100000);
                } catch (InterruptedException e) {
                }
            }
        }, "sleeper");
        Thread spinner = new Thread(new Runnable() {
            public void run() {
                while (!stop)
                    spins++;
            }
        }, "spinner");
        sleeper.start();
        spinner.start();
        while (sleeper.getState() != Thread.State.TIMED_WAITING || spins == 0)
            Thread.sleep(5);
        Counter c = new Counter();
        for (int i = 0; i < 3; i++)
            c.bump();
        int s = stat(c.n);
        Thread f = new Thread(new Runnable() {
            public void run() {
            }
        }, "jvmpi-functions");
        f.start();
        f.join();
        stop = true;
        sleeper.interrupt();
        sleeper.join();
        spinner.join();
        System.out.println("value " + (Hooked.value() + s - 3));
    }
}
