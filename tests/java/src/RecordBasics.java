import java.util.*;

/* Records: accessors, toString, equals and hashCode as java.lang.runtime.ObjectMethods makes them. */
public class RecordBasics {
    record Point(int x, int y) {
    }

    record Empty() {
    }

    record Person(String name, int age) {
        Person {
            if (age < 0)
                throw new IllegalArgumentException("age < 0: " + age);
            name = name.trim();
        }

        Person(String name) {
            this(name, 0);
        }

        String greeting() {
            return "hi " + name;
        }

        static Person of(String s) {
            return new Person(s, s.length());
        }
    }

    record AllTypes(boolean z, byte b, short s, char c, int i, long l, float f, double d, String str, int[] arr,
            Object obj) {
    }

    record Pair<A, B>(A first, B second) {
        <C> Pair<A, C> withSecond(C c) {
            return new Pair<>(first, c);
        }
    }

    record Line(Point from, Point to) {
        double length() {
            int dx = to.x() - from.x(), dy = to.y() - from.y();
            return Math.sqrt(dx * dx + dy * dy);
        }
    }

    record Overridden(int v) {
        @Override
        public String toString() {
            return "custom " + v;
        }

        @Override
        public int v() {
            return v * 100;
        }
    }

    interface Named {
        String name();
    }

    record Tag(String name) implements Named, Comparable<Tag> {
        public int compareTo(Tag o) {
            return name.compareTo(o.name);
        }
    }

    public static void main(String[] args) {
        Point p = new Point(1, 2);
        System.out.println(p + " x=" + p.x() + " y=" + p.y());
        System.out.println("equals: " + p.equals(new Point(1, 2)) + " " + p.equals(new Point(2, 1)) + " "
                + p.equals(null) + " " + p.equals("Point[x=1, y=2]"));
        System.out.println("hashCode: " + p.hashCode() + " " + new Point(0, 0).hashCode() + " " + new Point(-1, 7).hashCode());
        System.out.println(new Empty() + " " + new Empty().hashCode() + " " + new Empty().equals(new Empty()));
        Person ann = new Person("  Ann ", 30);
        System.out.println(ann + " " + ann.greeting() + " " + new Person("Bob") + " " + Person.of("Cy"));
        System.out.println("person hash: " + ann.hashCode() + " equals: " + ann.equals(new Person("Ann", 30)));
        try {
            new Person("x", -1);
        } catch (IllegalArgumentException e) {
            System.out.println("compact constructor: " + e.getMessage());
        }
        int[] arr = { 1 };
        AllTypes a = new AllTypes(true, (byte) -1, (short) 300, 'c', -5, 1L << 40, 1.25f, -0.0, "s", arr, null);
        AllTypes b = new AllTypes(true, (byte) -1, (short) 300, 'c', -5, 1L << 40, 1.25f, -0.0, "s", arr, null);
        System.out.println(a.toString().replace(Integer.toHexString(System.identityHashCode(arr)), "HASH"));
        System.out.println("all types equal: " + a.equals(b) + " hash equal: " + (a.hashCode() == b.hashCode()));
        AllTypes c = new AllTypes(false, (byte) 0, (short) 0, '\0', 0, 0, Float.NaN, Double.NaN, null, null, "o");
        AllTypes d = new AllTypes(false, (byte) 0, (short) 0, '\0', 0, 0, Float.NaN, Double.NaN, null, null, "o");
        System.out.println(c + " hash=" + c.hashCode() + " NaN equal: " + c.equals(d));
        AllTypes e = new AllTypes(false, (byte) 0, (short) 0, '\0', 0, 0, 0.0f, 0.0, null, null, "o");
        AllTypes f = new AllTypes(false, (byte) 0, (short) 0, '\0', 0, 0, -0.0f, 0.0, null, null, "o");
        System.out.println("0.0f vs -0.0f equal: " + e.equals(f) + " hashes " + e.hashCode() + " " + f.hashCode());
        AllTypes g = new AllTypes(true, Byte.MAX_VALUE, Short.MIN_VALUE, '\uffff', Integer.MAX_VALUE, Long.MIN_VALUE,
                Float.MAX_VALUE, Double.MIN_VALUE, "str", null, 42);
        System.out.println(g + " hash=" + g.hashCode());
        Pair<String, Integer> pair = new Pair<>("one", 1);
        System.out.println(pair + " " + pair.withSecond(List.of(1, 2)) + " hash=" + pair.hashCode());
        System.out.println(new Pair<>(null, null) + " hash=" + new Pair<>(null, null).hashCode() + " "
                + new Pair<>(null, "x").equals(new Pair<>(null, "x")));
        Line line = new Line(new Point(0, 0), new Point(3, 4));
        System.out.println(line + " length=" + line.length() + " hash=" + line.hashCode());
        Overridden o = new Overridden(3);
        System.out.println(o + " v()=" + o.v() + " hash=" + o.hashCode() + " " + o.equals(new Overridden(3)));
        List<Tag> tags = new ArrayList<>(List.of(new Tag("b"), new Tag("a"), new Tag("c")));
        Collections.sort(tags);
        Named n = tags.get(0);
        System.out.println(tags + " named: " + n.name());
        Set<Point> set = new HashSet<>();
        for (int i = 0; i < 5; i++)
            set.add(new Point(i % 3, 0));
        System.out.println("HashSet of records: " + set.size() + " contains: " + set.contains(new Point(2, 0)));
        Map<Point, String> map = new HashMap<>();
        map.put(new Point(1, 1), "one-one");
        System.out.println("HashMap lookup: " + map.get(new Point(1, 1)));
        System.out.println("Record superclass: " + Point.class.getSuperclass().getName());
        record Local(String what) {
        }
        System.out.println(new Local("local record") + " " + new Local("x").hashCode());
    }
}
