/*
 * The deprecated Thread.suspend, resume and stop (still working in JDK 17):
 * a suspended spinning thread does not advance until resumed, stop() makes a
 * sleeping thread and the current thread throw ThreadDeath or the given
 * exception at once.
 */
public class ThreadSuspendStop {
    static volatile long spins;
    static volatile boolean done;

    @SuppressWarnings("deprecation")
    public static void main(String[] args) throws Exception {
        Thread spinner = new Thread(new Runnable() {
            public void run() {
                while (!done) {
                    spins++;
                    Thread.yield();
                }
            }
        }, "spinner");
        spinner.start();
        while (spins == 0)
            Thread.yield();
        spinner.suspend();
        long before = spins;
        Thread.sleep(100);
        System.out.println("advanced while suspended: " + (spins != before));
        spinner.resume();
        before = spins;
        while (spins == before)
            Thread.yield();
        System.out.println("advances after resume: true");
        done = true;
        spinner.join();

        final String[] seen = new String[1];
        Thread sleeper = new Thread(new Runnable() {
            public void run() {
                try {
                    Thread.sleep(60000);
                    seen[0] = "woke up";
                } catch (ThreadDeath d) {
                    seen[0] = "ThreadDeath";
                } catch (InterruptedException e) {
                    seen[0] = "interrupted";
                }
            }
        }, "sleeper");
        sleeper.start();
        while (sleeper.getState() != Thread.State.TIMED_WAITING)
            Thread.yield();
        sleeper.stop();
        sleeper.join();
        System.out.println("sleeper: " + seen[0]);

        try {
            Thread.currentThread().stop();
            System.out.println("stop() of the current thread returned");
        } catch (ThreadDeath d) {
            System.out.println("current thread: ThreadDeath");
        }
    }
}
