// A program with a small class hierarchy, for the class-load tracer.
public class Classload {
    interface Shape {
        double area();
    }

    static abstract class Base implements Shape {
        static int created;
        final String name;

        Base(String name) {
            this.name = name;
            created++;
        }

        public String toString() {
            return name + " " + area();
        }
    }

    static final class Circle extends Base {
        static final double PI = 3.0;
        double r;

        Circle(double r) {
            super("circle");
            this.r = r;
        }

        public double area() {
            return PI * r * r;
        }
    }

    static final class Square extends Base implements Comparable<Square> {
        int side;
        long stamp;

        Square(int side) {
            super("square");
            this.side = side;
        }

        public double area() {
            return side * side;
        }

        public int compareTo(Square o) {
            return Integer.compare(side, o.side);
        }
    }

    public static void main(String[] args) {
        Shape[] shapes = { new Circle(1), new Square(2) };
        for (Shape s : shapes)
            System.out.println(s);
        System.out.println("created " + Base.created);
    }
}
