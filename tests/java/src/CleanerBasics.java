import java.lang.ref.Cleaner;
import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

/** java.lang.ref.Cleaner: explicit clean, cleaning after collection, thread factories. */
public class CleanerBasics {
    static final List<String> log = Collections.synchronizedList(new ArrayList<String>());

    static Runnable action(final String what) {
        return new Runnable() {
            public void run() { log.add(what); }
        };
    }

    static boolean waitFor(String entry) throws InterruptedException {
        for (int i = 0; i < 200; i++) {
            if (log.contains(entry))
                return true;
            System.gc();
            Thread.sleep(10);
        }
        return false;
    }

    static Cleaner.Cleanable registerGarbage(Cleaner c, String what) {
        return c.register(new byte[1000], action(what));
    }

    public static void main(String[] args) throws Exception {
        Cleaner c = Cleaner.create();
        Object keep = new Object();
        Cleaner.Cleanable k = c.register(keep, action("explicit"));
        k.clean();
        k.clean();
        System.out.println("after two cleans: " + log);

        registerGarbage(c, "collected");
        System.out.println("collected object cleaned: " + waitFor("collected"));

        Cleaner.Cleanable kept = c.register(keep, action("never"));
        System.gc();
        Thread.sleep(50);
        System.out.println("reachable object not cleaned: " + !log.contains("never"));
        kept.clean();
        System.out.println("now cleaned: " + log.contains("never"));

        c.register(new Object(), new Runnable() {
            public void run() { throw new RuntimeException("ignored"); }
        });
        registerGarbage(c, "after throwing action");
        System.out.println("cleaner survives a throwing action: " + waitFor("after throwing action"));

        final AtomicReference<Thread> made = new AtomicReference<Thread>();
        Cleaner custom = Cleaner.create(new ThreadFactory() {
            public Thread newThread(Runnable r) {
                Thread t = new Thread(r, "my-cleaner");
                made.set(t);
                return t;
            }
        });
        Thread t = made.get();
        System.out.println("factory thread: " + t.getName() + " daemon " + t.isDaemon() + " alive " + t.isAlive());
        registerGarbage(custom, "custom");
        System.out.println("custom cleaner cleans: " + waitFor("custom"));
        final AtomicReference<String> ranOn = new AtomicReference<String>();
        custom.register(new int[10], new Runnable() {
            public void run() { ranOn.set(Thread.currentThread().getName()); log.add("where"); }
        });
        waitFor("where");
        System.out.println("action ran on: " + ranOn.get());

        custom = null;
        boolean ended = false;
        for (int i = 0; i < 300 && !ended; i++) {
            System.gc();
            t.join(10);
            ended = !t.isAlive();
        }
        System.out.println("thread ends with its cleaner: " + ended);

        try {
            c.register(null, action("x"));
        } catch (NullPointerException e) {
            System.out.println("null obj: " + e.getMessage());
        }
        try {
            c.register(keep, null);
        } catch (NullPointerException e) {
            System.out.println("null action: " + e.getMessage());
        }
        try {
            Cleaner.create(null);
        } catch (NullPointerException e) {
            System.out.println("null factory: NPE");
        }
        System.out.println("log: " + log);
        System.out.println(keep != null);
    }
}
