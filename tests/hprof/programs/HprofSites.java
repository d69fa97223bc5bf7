/*
 * The program tests/hprof/compare.sh profiles on agentvm and on the
 * reference JVM: known allocation sites (1000 live Points made in make(),
 * 500 garbage Boxes each holding an int[10], 7 live Labels), a worker
 * thread that computes for a fixed time (so cpu=samples sees it on both
 * VMs), and a small object graph whose field values the binary dump check
 * knows.
 */
public class HprofSites {
    static final class Point {
        int x, y;
        Point(int x, int y) { this.x = x; this.y = y; }
    }

    static final class Box { Object v; }

    static final class Label {
        int id;
        long big;
        String name;
        Label next;
        Label(int id, String name, Label next) { this.id = id; this.big = id * 1000000007L; this.name = name; this.next = next; }
    }

    static Object[] keep = new Object[1000];
    static Label labels;

    static Point make(int i) { return new Point(i, -i); }

    static Box garbage() {
        Box b = new Box();
        b.v = new int[10];
        return b;
    }

    static long spin(long until) {
        long s = 0;
        while (System.currentTimeMillis() < until)
            for (int i = 0; i < 10000; i++) s += i % 7;
        return s;
    }

    public static void main(String[] args) throws Exception {
        for (int i = 0; i < 1000; i++) keep[i] = make(i);
        for (int i = 0; i < 500; i++) garbage();
        for (int i = 0; i < 7; i++) labels = new Label(i, "label-" + i, labels);
        final long until = System.currentTimeMillis() + 400;
        Thread t = new Thread("hprof-worker") {
            public void run() { System.out.println("worker " + (spin(until) != 42)); }
        };
        t.start();
        t.join();
        System.out.println("done");
    }
}
