/* main() returns while a non-daemon thread is still running. */
public class Mainthread {
    public static void main(String[] args) throws Exception {
        final Object started = new Object();
        final boolean[] running = { false };
        Thread t = new Thread("app-late") {
            public void run() {
                synchronized (started) {
                    running[0] = true;
                    started.notifyAll();
                }
                try {
                    Thread.sleep(500);
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
                System.out.println("app-late ends");
            }
        };
        t.start();
        synchronized (started) {
            while (!running[0])
                started.wait();
        }
        System.out.println("main ends");
    }
}
