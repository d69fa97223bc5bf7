import java.util.ArrayList;
import java.util.List;

public class InterfaceDispatch {
    interface Shape { double area(); String name(); }
    interface Scalable { Shape scale(int k); }
    interface Named { default String label() { return "named:" + getClass().getSimpleName(); } }

    static final class Sq implements Shape, Scalable, Named {
        final int s;
        Sq(int s) { this.s = s; }
        public double area() { return s * s; }
        public String name() { return "sq" + s; }
        public Shape scale(int k) { return new Sq(s * k); }
    }

    static class Rect implements Shape, Scalable {
        final int w, h;
        Rect(int w, int h) { this.w = w; this.h = h; }
        public double area() { return w * h; }
        public String name() { return "rect" + w + "x" + h; }
        public Shape scale(int k) { return new Rect(w * k, h * k); }
    }

    static class Tri implements Shape, Named {
        final int b, h;
        Tri(int b, int h) { this.b = b; this.h = h; }
        public double area() { return b * h / 2.0; }
        public String name() { return "tri"; }
        public String label() { return "triangle"; }
    }

    static abstract class Base implements Shape {
        public String name() { return "base-" + kind(); }
        abstract String kind();
    }

    static class Circle extends Base {
        final int r;
        Circle(int r) { this.r = r; }
        public double area() { return 3.0 * r * r; }
        String kind() { return "circle"; }
    }

    static class Ring extends Circle implements Named {
        Ring(int r) { super(r); }
        public double area() { return super.area() - 3.0; }
        String kind() { return "ring"; }
    }

    enum Unit implements Shape {
        ONE, TWO;
        public double area() { return ordinal() + 1; }
    }

    public static void main(String[] args) {
        List<Shape> shapes = new ArrayList<>();
        for (int i = 1; i <= 3; i++) {
            shapes.add(new Sq(i));
            shapes.add(new Rect(i, i + 1));
            shapes.add(new Tri(i * 2, 3));
            shapes.add(new Circle(i));
            shapes.add(new Ring(i));
        }
        shapes.add(Unit.ONE);
        shapes.add(Unit.TWO);
        shapes.add(new Shape() {
            public double area() { return 0.5; }
            public String name() { return "anonymous"; }
        });
        double total = 0;
        for (Shape s : shapes) {
            total += s.area();
            StringBuilder line = new StringBuilder(s.name()).append(' ').append(s.area());
            if (s instanceof Scalable) line.append(" scaled ").append(((Scalable) s).scale(2).area());
            if (s instanceof Named) line.append(' ').append(((Named) s).label());
            System.out.println(line);
        }
        System.out.println("total " + total);
        double sum = 0;
        for (int round = 0; round < 20000; round++) {
            Shape s = shapes.get(round % shapes.size());
            sum += s.area();
        }
        System.out.println("megamorphic sum " + sum);
        Comparable<String> cmp = "abc";
        CharSequence cs = new StringBuilder("xyz");
        System.out.println("library interfaces " + cmp.compareTo("abd") + " " + cs.length() + " " + cs.charAt(1) + " " + cs.subSequence(0, 2));
        Runnable[] rs = new Runnable[3];
        final int[] hits = new int[1];
        for (int i = 0; i < rs.length; i++) {
            final int k = i;
            rs[i] = new Runnable() { public void run() { hits[0] += k + 1; } };
        }
        for (Runnable r : rs) r.run();
        System.out.println("runnables " + hits[0]);
        Object o = new Sq(1);
        try {
            Rect bad = (Rect) o;
            System.out.println(bad);
        } catch (ClassCastException e) {
            System.out.println("Sq is not a Rect");
        }
    }
}
