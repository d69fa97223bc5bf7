/*
 * The program tests/hprof/compare.sh sends SIGQUIT to (a data-dump request):
 * main holds `lock` while "hprof-blocked" waits to enter it and
 * "hprof-waiter" waits on `bell`; main prints "ready", reads one line of its
 * standard input (the test writes it once the dump is out), then lets both
 * threads go.
 */
public class HprofDump {
    static final Object lock = new Object();
    static final Object bell = new Object();
    static boolean rung;

    public static void main(String[] args) throws Exception {
        Thread waiter = new Thread("hprof-waiter") {
            public void run() {
                synchronized (bell) {
                    while (!rung) {
                        try { bell.wait(); } catch (InterruptedException e) { return; }
                    }
                }
            }
        };
        Thread blocked = new Thread("hprof-blocked") {
            public void run() { synchronized (lock) { System.out.println("blocked got the lock"); } }
        };
        synchronized (lock) {
            waiter.start();
            blocked.start();
            while (blocked.getState() != Thread.State.BLOCKED || waiter.getState() != Thread.State.WAITING)
                Thread.sleep(10);
            System.out.println("ready");
            System.out.flush();
            System.in.read();
        }
        synchronized (bell) {
            rung = true;
            bell.notifyAll();
        }
        blocked.join();
        waiter.join();
        System.out.println("done");
    }
}
