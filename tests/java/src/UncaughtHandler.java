public class UncaughtHandler {
    public static void main(String[] args) throws Exception {
        Thread t = new Thread("failing") {
            public void run() {
                throw new IllegalStateException("thrown in " + getName());
            }
        };
        t.setUncaughtExceptionHandler(new Thread.UncaughtExceptionHandler() {
            public void uncaughtException(Thread th, Throwable e) {
                System.out.println("handler: " + th.getName() + " -> " + e);
            }
        });
        t.start();
        t.join();
        System.out.println("thread state after uncaught exception: " + t.getState());
        Thread.setDefaultUncaughtExceptionHandler(new Thread.UncaughtExceptionHandler() {
            public void uncaughtException(Thread th, Throwable e) {
                System.out.println("default handler: " + th.getName() + " -> " + e.getMessage());
            }
        });
        Thread t2 = new Thread("second") {
            public void run() {
                int[] a = new int[2];
                a[3] = 1;
            }
        };
        t2.start();
        t2.join();
        ThreadGroup g = new ThreadGroup("custom") {
            public void uncaughtException(Thread th, Throwable e) {
                System.out.println("group " + getName() + " handles " + e.getClass().getSimpleName() + " from " + th.getName());
            }
        };
        Thread t3 = new Thread(g, new Runnable() {
            public void run() {
                throw new UnsupportedOperationException("in group");
            }
        }, "third");
        t3.start();
        t3.join();
        Thread t4 = new Thread("fourth") {
            public void run() {
                throw new Error("an error");
            }
        };
        t4.setUncaughtExceptionHandler(new Thread.UncaughtExceptionHandler() {
            public void uncaughtException(Thread th, Throwable e) {
                throw new RuntimeException("handler itself fails");
            }
        });
        t4.start();
        t4.join();
        System.out.println("VM survives a failing handler");
        Thread.setDefaultUncaughtExceptionHandler(null);
        System.out.println("default handler reset: " + Thread.getDefaultUncaughtExceptionHandler());
        Thread t5 = new Thread("fifth") {
            public void run() {
                throw new RuntimeException("printed to stderr by the group");
            }
        };
        t5.start();
        t5.join();
        System.out.println("main completes normally with status 0");
    }
}
