/*
 * VirtualCalls: dynamic dispatch. Monomorphic and megamorphic call sites for
 * invokevirtual through an abstract class, and the same for invokeinterface
 * through an interface with several unrelated implementations.
 */
public class VirtualCalls {
    abstract static class Shape {
        abstract int area();

        int scaled(int k) {
            return area() * k;
        }
    }

    static final class Square extends Shape {
        final int side;

        Square(int side) {
            this.side = side;
        }

        int area() {
            return side * side;
        }
    }

    static final class Rect extends Shape {
        final int w;
        final int h;

        Rect(int w, int h) {
            this.w = w;
            this.h = h;
        }

        int area() {
            return w * h;
        }
    }

    static final class Tri extends Shape {
        final int b;
        final int h;

        Tri(int b, int h) {
            this.b = b;
            this.h = h;
        }

        int area() {
            return b * h / 2;
        }
    }

    static class Circle extends Shape {
        final int r;

        Circle(int r) {
            this.r = r;
        }

        int area() {
            return 3 * r * r;
        }
    }

    /* Overrides a method that is not abstract: one more level of the hierarchy. */
    static final class Ring extends Circle {
        Ring(int r) {
            super(r);
        }

        int area() {
            return super.area() - 3;
        }
    }

    interface Op {
        int apply(int x);
    }

    static final class Add implements Op {
        public int apply(int x) {
            return x + 7;
        }
    }

    static final class Mul implements Op {
        public int apply(int x) {
            return x * 3;
        }
    }

    static final class Xor implements Op {
        public int apply(int x) {
            return x ^ 0x5a5a;
        }
    }

    static final class Shift implements Op, Comparable<Shift> {
        public int apply(int x) {
            return (x << 1) | (x >>> 31);
        }

        public int compareTo(Shift o) {
            return 0;
        }
    }

    static long monomorphicVirtual(int count) {
        Shape s = new Square(3);
        long check = 0;
        for (int i = 0; i < count; i++) {
            check += s.area();
        }
        return check;
    }

    static long megamorphicVirtual(int count) {
        Shape[] shapes = {new Square(3), new Rect(2, 5), new Tri(4, 3), new Circle(2), new Ring(3)};
        long check = 0;
        for (int i = 0; i < count; i++) {
            Shape s = shapes[i % shapes.length];
            check += s.area() + s.scaled(i & 3);
        }
        return check;
    }

    static long monomorphicInterface(int count) {
        Op op = new Add();
        int x = 1;
        for (int i = 0; i < count; i++) {
            x = op.apply(x);
        }
        return x;
    }

    static long megamorphicInterface(int count) {
        Op[] ops = {new Add(), new Mul(), new Xor(), new Shift()};
        int x = 1;
        long check = 0;
        for (int i = 0; i < count; i++) {
            x = ops[i & 3].apply(x);
            check += x & 255;
        }
        return check + x;
    }

    public static void main(String[] args) {
        long check = 0;
        check = check * 31 + monomorphicVirtual(4000000);
        check = check * 31 + megamorphicVirtual(3000000);
        check = check * 31 + monomorphicInterface(4000000);
        check = check * 31 + megamorphicInterface(4000000);
        System.out.println("VirtualCalls checksum " + check);
    }
}
