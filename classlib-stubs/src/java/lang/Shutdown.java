package java.lang;

/**
 * The shutdown sequence. The VM calls {@link #shutdown()} when the last
 * non-daemon thread has ended, Runtime.exit calls {@link #exit(int)}, and
 * the Signal Dispatcher calls {@link #signalled(int)} for SIGTERM, SIGINT and
 * SIGHUP. Application hooks run once, all started before any is joined, as
 * in the JDK; one exit at a time runs them (a second one waits, so hooks
 * started by a first exit or a signal finish before the VM halts). The
 * standard streams are not flushed here, as on the JDK: every print on the
 * auto-flushing System.out/err already reached its descriptor, and a lone
 * write(int) without a newline stays buffered and is lost.
 */
class Shutdown {
    private Shutdown() {
    }

    private static final Object lock = new Object();
    private static Thread[] hooks = new Thread[0];
    private static Thread[] running = new Thread[0];
    private static boolean hooksRan;
    private static boolean hooksDone;

    static native void halt0(int status);

    static void addHook(Thread hook) {
        if (hook == null) {
            throw new NullPointerException();
        }
        synchronized (lock) {
            if (hooksRan) {
                throw new IllegalStateException("Shutdown in progress");
            }
            if (hook.isAlive()) {
                throw new IllegalArgumentException("Hook already running");
            }
            for (int i = 0; i < hooks.length; i++) {
                if (hooks[i] == hook) {
                    throw new IllegalArgumentException("Hook previously registered");
                }
            }
            Thread[] grown = new Thread[hooks.length + 1];
            System.arraycopy(hooks, 0, grown, 0, hooks.length);
            grown[hooks.length] = hook;
            hooks = grown;
        }
    }

    static boolean removeHook(Thread hook) {
        if (hook == null) {
            throw new NullPointerException();
        }
        synchronized (lock) {
            if (hooksRan) {
                throw new IllegalStateException("Shutdown in progress");
            }
            for (int i = 0; i < hooks.length; i++) {
                if (hooks[i] == hook) {
                    Thread[] shrunk = new Thread[hooks.length - 1];
                    System.arraycopy(hooks, 0, shrunk, 0, i);
                    System.arraycopy(hooks, i + 1, shrunk, i, hooks.length - i - 1);
                    hooks = shrunk;
                    return true;
                }
            }
            return false;
        }
    }

    private static void runHooks() {
        Thread[] toRun;
        synchronized (lock) {
            if (hooksRan) {
                return;
            }
            hooksRan = true;
            toRun = hooks;
            running = toRun;
            hooks = new Thread[0];
        }
        for (int i = 0; i < toRun.length; i++) {
            toRun[i].start();
        }
        for (int i = 0; i < toRun.length; i++) {
            while (true) {
                try {
                    toRun[i].join();
                    break;
                } catch (InterruptedException ignored) {
                    /* Shutdown proceeds only once every hook has finished. */
                }
            }
        }
        synchronized (lock) {
            hooksDone = true;
        }
    }

    private static boolean isRunningHook(Thread t) {
        for (int i = 0; i < running.length; i++) {
            if (running[i] == t) {
                return true;
            }
        }
        return false;
    }

    static void shutdown() {
        synchronized (Shutdown.class) {
            runHooks();
        }
    }

    /*
     * As in the JDK, a failing exit once the hooks have finished halts at
     * once, and otherwise exits wait for each other. Unlike the JDK, an exit
     * from inside a hook halts at once instead of deadlocking.
     */
    static void exit(int status) {
        boolean now;
        synchronized (lock) {
            now = (status != 0 && hooksDone) || isRunningHook(Thread.currentThread());
        }
        if (now) {
            halt0(status);
        }
        synchronized (Shutdown.class) {
            runHooks();
            halt0(status);
        }
    }

    static void halt(int status) {
        halt0(status);
    }

    /*
     * SIGTERM, SIGINT or SIGHUP: as in the JDK, a new thread named after the
     * signal ("SIGTERM handler", a daemon in the dispatcher's group) runs the
     * exit sequence with status 128 + signal number.
     */
    static void signalled(final int number) {
        String name = number == 1 ? "SIGHUP" : number == 2 ? "SIGINT" : number == 15 ? "SIGTERM" : "SIG" + number;
        Thread handler = new Thread(null, new Runnable() {
            public void run() {
                exit(128 + number);
            }
        }, name + " handler", 0, false);
        handler.start();
    }
}
