public class DaemonThreads {
    public static void main(String[] args) throws Exception {
        Thread daemon = new Thread("forever") {
            public void run() {
                Object o = new Object();
                synchronized (o) {
                    while (true) {
                        try {
                            o.wait();
                        } catch (InterruptedException e) {
                            // keep waiting
                        }
                    }
                }
            }
        };
        daemon.setDaemon(true);
        daemon.start();
        System.out.println("daemon " + daemon.isDaemon() + " alive " + daemon.isAlive());
        Thread spinner = new Thread("spinner") {
            public void run() {
                long x = 0;
                while (true) {
                    x++;
                    if ((x & 0xFFFFF) == 0) Thread.yield();
                }
            }
        };
        spinner.setDaemon(true);
        spinner.start();
        Thread sleeper = new Thread("sleeper") {
            public void run() {
                try {
                    Thread.sleep(1000000);
                } catch (InterruptedException e) {
                    System.out.println("never");
                }
            }
        };
        sleeper.setDaemon(true);
        sleeper.start();
        try {
            daemon.setDaemon(false);
        } catch (IllegalThreadStateException e) {
            System.out.println("setDaemon on a started thread -> IllegalThreadStateException");
        }
        final Thread parent = new Thread("parent") {
            public void run() {
                Thread child = new Thread();
                System.out.println("child of daemon inherits daemon: " + child.isDaemon());
            }
        };
        parent.setDaemon(true);
        parent.start();
        parent.join();
        Thread normal = new Thread("normal") {
            public void run() {
                synchronized (DaemonThreads.class) {
                    System.out.println("non-daemon thread finishing after main");
                }
            }
        };
        System.out.println("normal is daemon: " + normal.isDaemon());
        synchronized (DaemonThreads.class) {
            normal.start();
            System.out.println("main returns; VM must exit although daemons still run");
        }
    }
}
