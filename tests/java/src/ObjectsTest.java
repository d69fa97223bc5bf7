import java.util.Arrays;
import java.util.Comparator;
import java.util.Objects;

public class ObjectsTest {
    static class Point {
        final int x, y;
        Point(int x, int y) { this.x = x; this.y = y; }
        @Override public boolean equals(Object o) {
            if (this == o) return true;
            if (!(o instanceof Point)) return false;
            Point p = (Point) o;
            return x == p.x && y == p.y;
        }
        @Override public int hashCode() { return Objects.hash(x, y); }
        @Override public String toString() { return "Point[" + x + "," + y + "]"; }
    }

    public static void main(String[] args) {
        System.out.println("equals " + Objects.equals(null, null) + " " + Objects.equals("a", null) + " " + Objects.equals(new Point(1, 2), new Point(1, 2)));
        System.out.println("hashCode " + Objects.hashCode(null) + " " + Objects.hashCode("abc") + " hash " + Objects.hash(1, "a", null) + " " + Objects.hash());
        System.out.println("point hash " + new Point(3, 4).hashCode() + " " + Arrays.hashCode(new Object[] {3, 4}));
        System.out.println("toString " + Objects.toString(null) + " " + Objects.toString(null, "dflt") + " " + Objects.toString(new Point(0, 0)));
        System.out.println("isNull " + Objects.isNull(null) + " nonNull " + Objects.nonNull(null));
        System.out.println("requireNonNullElse " + Objects.requireNonNullElse(null, "else"));
        try {
            Objects.requireNonNull(null, "value must not be null");
        } catch (NullPointerException e) {
            System.out.println("requireNonNull: " + e.getMessage());
        }
        try {
            Objects.requireNonNull(null);
        } catch (NullPointerException e) {
            System.out.println("requireNonNull without message: " + e.getMessage());
        }
        System.out.println("compare " + Objects.compare("a", "b", new Comparator<String>() {
            public int compare(String x, String y) { return x.compareTo(y); }
        }));
        System.out.println("deepEquals " + Objects.deepEquals(new int[] {1, 2}, new int[] {1, 2}) + " " + Objects.deepEquals(new int[] {1}, new long[] {1}));
        try {
            Objects.checkIndex(5, 3);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("checkIndex: " + e.getMessage());
        }
        System.out.println("checkIndex ok " + Objects.checkIndex(2, 3));
        Point a = new Point(1, 1);
        Object b = new Point(1, 1);
        System.out.println("point equals " + a.equals(b) + " " + b.equals(a) + " " + a.equals(null) + " " + a.equals("Point[1,1]"));
        System.out.println("Object.equals identity " + new Object().equals(new Object()));
        Object o = new Object();
        System.out.println("same object equals itself " + o.equals(o) + ", hashCode stable " + (o.hashCode() == o.hashCode()));
    }
}
