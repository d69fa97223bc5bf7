import java.util.concurrent.CountDownLatch;

/* Starts threads that wait on a latch and, right after each start(),
 * loads a marker class whose ClassPrepare event lets the agent look for
 * the new thread. */
public class Freshthread {
    static class Marker0 {} static class Marker1 {} static class Marker2 {} static class Marker3 {}
    static class Marker4 {} static class Marker5 {} static class Marker6 {} static class Marker7 {}

    static void mark(int i) {
        switch (i) {
        case 0: new Marker0(); break;
        case 1: new Marker1(); break;
        case 2: new Marker2(); break;
        case 3: new Marker3(); break;
        case 4: new Marker4(); break;
        case 5: new Marker5(); break;
        case 6: new Marker6(); break;
        default: new Marker7(); break;
        }
    }

    public static void main(String[] args) throws Exception {
        final CountDownLatch go = new CountDownLatch(1);
        Thread[] ts = new Thread[8];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    try { go.await(); } catch (InterruptedException e) {}
                }
            }, "app-fresh-" + i);
            ts[i].start();
            mark(i);
        }
        go.countDown();
        for (Thread t : ts)
            t.join();
        System.out.println("all joined");
    }
}
