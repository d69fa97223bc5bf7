import java.io.File;

/*
 * The program tests/hprof/compare.sh sends SIGQUIT to with format=b: a
 * thread "hprof-short" allocates and ends, then main holds 200 live Items,
 * prints "ready" and polls for the file named by its argument (the test
 * creates it once the dump the signal asked for is in the profile), then
 * computes a while and ends. Gives up after a minute.
 */
public class HprofQuit {
    static final class Item {
        int n;
        Item(int n) { this.n = n; }
    }

    static Object[] items = new Object[200];

    static long spin(long until) {
        long s = 0;
        while (System.currentTimeMillis() < until)
            for (int i = 0; i < 10000; i++) s += i % 7;
        return s;
    }

    public static void main(String[] args) throws Exception {
        Thread t = new Thread("hprof-short") {
            public void run() {
                for (int i = 0; i < 100; i++) items[i] = new Item(i);
                System.out.println("short " + (spin(System.currentTimeMillis() + 100) != 42));
            }
        };
        t.start();
        t.join();
        for (int i = 100; i < 200; i++) items[i] = new Item(i);
        System.out.println("ready");
        System.out.flush();
        File marker = new File(args[0]);
        for (int i = 0; i < 3000 && !marker.exists(); i++)
            Thread.sleep(20);
        System.out.println("main " + (spin(System.currentTimeMillis() + 100) != 42));
        System.out.println(marker.exists() ? "done" : "no marker");
    }
}
