import java.util.ArrayList;
import java.util.List;

/* Loads a small hierarchy of application classes in a fixed order. */
public class Classtrace {
    interface Shape {
        double area();
    }

    static abstract class Base implements Shape {
        protected final String name;
        static int created;

        Base(String name) {
            this.name = name;
            created++;
        }

        public String toString() {
            return name + " " + (int) area();
        }
    }

    static final class Square extends Base {
        private final double side;

        Square(double side) {
            super("square");
            this.side = side;
        }

        public double area() {
            return side * side;
        }
    }

    static class Circle extends Base implements Comparable<Circle> {
        double r;
        static final double PI = 3.14159;

        Circle(double r) {
            super("circle");
            this.r = r;
        }

        public double area() {
            return PI * r * r;
        }

        public int compareTo(Circle o) {
            return Double.compare(r, o.r);
        }
    }

    static class Holder {
        static final List<Shape> ALL = new ArrayList<Shape>();
    }

    enum Color { RED, GREEN }

    public static void main(String[] args) {
        Holder.ALL.add(new Square(3));
        Holder.ALL.add(new Circle(2));
        for (Shape s : Holder.ALL)
            System.out.println(s);
        System.out.println(Color.GREEN.ordinal() + " " + Base.created);
        int[][] grid = new int[2][3];
        Shape[] shapes = new Shape[1];
        System.out.println(grid.length + shapes.length);
    }
}
