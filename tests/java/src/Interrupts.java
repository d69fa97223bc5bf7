public class Interrupts {
    public static void main(String[] args) throws Exception {
        final Object lock = new Object();
        final String[] result = new String[3];
        final boolean[] ready = new boolean[1];
        Thread sleeper = new Thread("sleeper") {
            public void run() {
                try {
                    synchronized (lock) {
                        ready[0] = true;
                        lock.notifyAll();
                    }
                    Thread.sleep(60000);
                    result[0] = "slept fully";
                } catch (InterruptedException e) {
                    result[0] = "sleep interrupted, flag now " + Thread.currentThread().isInterrupted() + ", message: " + e.getMessage();
                }
            }
        };
        sleeper.start();
        synchronized (lock) {
            while (!ready[0]) lock.wait();
        }
        // Wait until the thread is really sleeping before interrupting it.
        while (sleeper.getState() != Thread.State.TIMED_WAITING) Thread.sleep(1);
        sleeper.interrupt();
        sleeper.join();
        System.out.println(result[0]);

        final Object mon = new Object();
        Thread waiter = new Thread("waiter") {
            public void run() {
                synchronized (mon) {
                    try {
                        mon.wait();
                        result[1] = "woke normally";
                    } catch (InterruptedException e) {
                        result[1] = "wait interrupted, holds lock " + Thread.holdsLock(mon);
                    }
                }
            }
        };
        waiter.start();
        while (waiter.getState() != Thread.State.WAITING) Thread.sleep(1);
        waiter.interrupt();
        waiter.join();
        System.out.println(result[1]);

        Thread self = Thread.currentThread();
        self.interrupt();
        System.out.println("isInterrupted " + self.isInterrupted() + " " + self.isInterrupted());
        System.out.println("interrupted() " + Thread.interrupted() + " then " + Thread.interrupted());
        self.interrupt();
        try {
            Thread.sleep(10);
            System.out.println("sleep with pending interrupt did not throw");
        } catch (InterruptedException e) {
            System.out.println("pending interrupt makes sleep throw at once; flag " + self.isInterrupted());
        }
        self.interrupt();
        synchronized (mon) {
            try {
                mon.wait(10);
                System.out.println("wait with pending interrupt did not throw");
            } catch (InterruptedException e) {
                System.out.println("pending interrupt makes wait throw at once");
            }
        }
        Thread joiner = new Thread("joiner") {
            public void run() {
                Thread forever = new Thread() {
                    public void run() {
                        synchronized (lock) {
                            try {
                                lock.wait();
                            } catch (InterruptedException e) {
                                return;
                            }
                        }
                    }
                };
                forever.setDaemon(true);
                forever.start();
                try {
                    Thread.currentThread().interrupt();
                    forever.join();
                    result[2] = "join returned";
                } catch (InterruptedException e) {
                    result[2] = "join interrupted";
                }
                forever.interrupt();
            }
        };
        joiner.start();
        joiner.join();
        System.out.println(result[2]);
        Thread notStarted = new Thread();
        notStarted.interrupt();
        System.out.println("isInterrupted after interrupting an unstarted thread: " + notStarted.isInterrupted());
        final int[] spins = new int[1];
        Thread busy = new Thread() {
            public void run() {
                while (!Thread.currentThread().isInterrupted()) spins[0]++;
            }
        };
        busy.start();
        busy.interrupt();
        busy.join();
        System.out.println("busy thread saw its flag");
    }
}
