/*
 * Threads in known states for the suspend agent (tests/agents/suspend.c),
 * which does its work when main calls wait() on a Suspend$Trigger object
 * while holding LOCK: app-spinner runs a loop, app-sleeper and
 * app-interrupted sleep for a long time, app-waiter waits on WAITLOCK,
 * app-blocker is blocked entering LOCK. NOT_STARTED is never started.
 */
public class Suspend {
    static class Trigger {}

    static class Stop extends RuntimeException {
        Stop(String message) { super(message); }
    }

    static final Object LOCK = new Object();
    static final Object WAITLOCK = new Object();
    static final Thread NOT_STARTED = new Thread("app-not-started");
    static final Stop LOADED = new Stop("the agent finds the class loaded");
    static volatile long spins;
    static volatile boolean done, released, waiterDone;

    static void spin() {
        while (!done) { spins++; Thread.yield(); }
    }

    static void sleepLong(String name) {
        try {
            Thread.sleep(60000);
            System.out.println(name + " woke up");
        } catch (InterruptedException e) {
            System.out.println(name + " interrupted");
        } catch (Stop e) {
            System.out.println(name + " stopped: " + e.getMessage());
        }
    }

    static void waitForRelease() {
        synchronized (WAITLOCK) {
            while (!released) {
                try {
                    WAITLOCK.wait();
                } catch (InterruptedException e) {
                    return;
                }
            }
        }
        waiterDone = true;
    }

    static Thread start(Runnable r, String name) {
        Thread t = new Thread(r, name);
        t.start();
        return t;
    }

    static void await(Thread t, Thread.State s) {
        while (t.getState() != s)
            Thread.yield();
    }

    public static void main(String[] args) throws Exception {
        Thread spinner = start(new Runnable() { public void run() { spin(); } }, "app-spinner");
        Thread sleeper = start(new Runnable() { public void run() { sleepLong("app-sleeper"); } }, "app-sleeper");
        Thread intr = start(new Runnable() { public void run() { sleepLong("app-interrupted"); } }, "app-interrupted");
        Thread waiter = start(new Runnable() { public void run() { waitForRelease(); } }, "app-waiter");
        await(sleeper, Thread.State.TIMED_WAITING);
        await(intr, Thread.State.TIMED_WAITING);
        await(waiter, Thread.State.WAITING);
        while (spins == 0)
            Thread.yield();
        Thread blocker;
        Trigger trigger = new Trigger();
        synchronized (LOCK) {
            blocker = start(new Runnable() { public void run() { synchronized (LOCK) { spins++; } } }, "app-blocker");
            await(blocker, Thread.State.BLOCKED);
            synchronized (trigger) {
                trigger.wait(1);
            }
        }
        done = true;
        sleeper.join();
        intr.join();
        waiter.join();
        blocker.join();
        spinner.join();
        System.out.println("waiter done " + waiterDone);
    }
}
