package java.lang;

/**
 * The shutdown sequence. The VM calls {@link #shutdown()} when the last
 * non-daemon thread has ended, and Runtime.exit calls {@link #exit(int)}.
 * Application hooks run once, all started before any is joined, as in the
 * JDK. The standard streams are not flushed here, as on the JDK: every
 * print on the auto-flushing System.out/err already reached its descriptor,
 * and a lone write(int) without a newline stays buffered and is lost.
 */
class Shutdown {
    private Shutdown() {
    }

    private static final Object lock = new Object();
    private static Thread[] hooks = new Thread[0];
    private static boolean hooksRan;

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
    }

    static void shutdown() {
        runHooks();
    }

    /* A second exit (for example from inside a hook) halts at once instead of deadlocking. */
    static void exit(int status) {
        runHooks();
        halt0(status);
    }

    static void halt(int status) {
        halt0(status);
    }
}
