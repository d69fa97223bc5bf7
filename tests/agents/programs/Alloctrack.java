import java.util.ArrayList;
import java.util.List;

/*
 * The agent injects Tracker.onNew() at the start of the constructors of
 * Point and Sub.  Their constructors have branches, a switch, a loop and
 * an exception handler, so the rewritten code must keep its stack maps,
 * exception table and line numbers right to verify and run.
 */
public class Alloctrack {
    static class Tracker {
        static int count;

        static void onNew() {
            count++;
        }
    }

    static class Checkpoint {
        int number;

        synchronized void reach(int n) throws InterruptedException {
            number = n;
            wait(1);
        }
    }

    static class Point implements Cloneable {
        int x, y;
        String kind;

        Point(int x, int y) {
            this.x = x;
            this.y = y;
            switch (x % 3) {
            case 0: kind = "zero"; break;
            case 1: kind = "one"; break;
            default: kind = "many";
            }
        }

        Point(String spec) {
            this(0, 0);
            try {
                x = Integer.parseInt(spec);
            } catch (NumberFormatException e) {
                x = -1;
            }
            for (int i = 0; i < spec.length(); i++)
                y += spec.charAt(i) == '1' ? 1 : 0;
        }

        Point copy() {
            try {
                return (Point) clone();
            } catch (CloneNotSupportedException e) {
                throw new AssertionError(e);
            }
        }
    }

    static class Sub extends Point {
        final long z;

        Sub(int v) {
            super(v, v > 0 ? v : -v);
            long acc = 0;
            while (v-- > 0)
                acc += v;
            z = acc;
        }
    }

    static final List<Point> KEPT = new ArrayList<Point>();

    /* Everything dropped lives in this frame, gone before System.gc(). */
    static int phase1(Checkpoint cp) throws InterruptedException {
        List<Point> dropped = new ArrayList<Point>();
        for (int i = 0; i < 10; i++)
            dropped.add(new Point(i, i));
        dropped.add(new Point("101"));
        dropped.add(new Point("x"));
        for (int i = 0; i < 4; i++)
            KEPT.add(new Sub(i));
        KEPT.add(new Point(7, 7).copy());
        dropped.add(KEPT.get(0).copy());
        dropped.add(KEPT.get(1).copy());
        Point[] arr = new Point[] { KEPT.get(2) };
        Point[] arr2 = arr.clone();
        cp.reach(1);
        int sum = arr2.length;
        for (int i = 0; i < dropped.size(); i++)
            sum += dropped.get(i).x + dropped.get(i).y;
        return sum;
    }

    public static void main(String[] args) throws InterruptedException {
        Checkpoint cp = new Checkpoint();
        int sum = phase1(cp);
        System.gc();
        cp.reach(2);
        System.out.println("sum " + sum + " kept " + KEPT.size() + " tracked " + Tracker.count);
        Sub s = (Sub) KEPT.get(3);
        System.out.println(s.x + " " + s.y + " " + s.z + " " + s.kind);
    }
}
