/* A thread that joins main: it wakes once main() has returned, sees main
 * terminated and the DestroyJavaVM thread that waits for it. */
public class Destroyvm {
    static Thread findThread(String name) {
        for (Thread t : Thread.getAllStackTraces().keySet())
            if (t.getName().equals(name))
                return t;
        return null;
    }

    public static void main(String[] args) throws Exception {
        final Thread main = Thread.currentThread();
        Thread joiner = new Thread(new Runnable() {
            public void run() {
                try {
                    main.join();
                } catch (InterruptedException e) {
                    return;
                }
                System.out.println("main after join: alive " + main.isAlive() + ", " + main.getState());
                Thread d;
                while ((d = findThread("DestroyJavaVM")) == null)
                    Thread.yield();
                /* Listed before its ThreadStart is posted (on HotSpot too):
                 * let it get as far as waiting for this thread. */
                try {
                    Thread.sleep(200);
                } catch (InterruptedException e) {
                    return;
                }
                System.out.println("DestroyJavaVM: daemon " + d.isDaemon() + ", group " + d.getThreadGroup().getName()
                                   + ", alive " + d.isAlive() + ", current " + (d == Thread.currentThread()));
            }
        }, "app-joiner");
        joiner.start();
        while (joiner.getState() != Thread.State.WAITING)
            Thread.yield();
        System.out.println("main returns");
    }
}
