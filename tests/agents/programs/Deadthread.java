/* Holds the lock of a thread's own Thread object while that thread ends,
 * so that its last act (waking joiners) has to wait for the lock. */
public class Deadthread {
    static class Worker extends Thread {
        volatile boolean ran;

        Worker(String name) {
            super(name);
        }

        public void run() {
            ran = true;
        }
    }

    public static void main(String[] args) throws Exception {
        for (int i = 0; i < 3; i++) {
            Worker w = new Worker("app-" + i);
            boolean aliveWhileEnding;
            synchronized (w) {
                w.start();
                while (!w.ran)
                    Thread.sleep(1);
                /* Wait until the ending thread blocks on the lock we hold. */
                for (int tries = 0; tries < 2000 && w.getState() != Thread.State.BLOCKED; tries++)
                    Thread.sleep(1);
                Thread.sleep(20);
                aliveWhileEnding = w.isAlive();
            }
            w.join();
            System.out.println(w.getName() + " alive while blocked at its end: " + aliveWhileEnding
                               + ", alive after join: " + w.isAlive());
        }
    }
}
