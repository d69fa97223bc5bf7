/*
 * Gives the bpall agent code of every kind to put a breakpoint on each
 * instruction of: switches, wide instructions, field and static access
 * before and after quickening, every kind of invoke, allocation, casts,
 * exceptions, monitors, long and double arithmetic. The agent counts the
 * hits per location; the program prints its result.
 */
public class Bpall {
    interface Shape {
        double area();
    }

    static class Square implements Shape {
        final double side;

        Square(double side) {
            this.side = side;
        }

        public double area() {
            return side * side;
        }
    }

    static class Circle implements Shape {
        final double r;

        Circle(double r) {
            this.r = r;
        }

        public double area() {
            return 3 * r * r;
        }
    }

    static int counter;
    static final Object lock = new Object();
    long total;

    static int classify(int n) {
        switch (n) {
        case 0: return 10;
        case 1: return 11;
        case 2: return 12;
        default: return -1;
        }
    }

    static int sparse(int n) {
        switch (n) {
        case -100: return 1;
        case 7: return 2;
        case 100000: return 3;
        default: return 0;
        }
    }

    static int wide(int n) {
        int x = n;
        x += 1000;
        x -= 70000;
        return x;
    }

    int fields(int k) {
        total += k;
        counter++;
        return (int) total + counter;
    }

    static int guarded(int[] a, int i) {
        try {
            return a[i];
        } catch (ArrayIndexOutOfBoundsException e) {
            return -1;
        } finally {
            counter += 2;
        }
    }

    static long mixed(long a, double d, float f) {
        long r = a * 3 + (long) (d / 2) - (long) f;
        r ^= r >>> 3;
        return r % 1000;
    }

    static String describe(Object o) {
        if (o instanceof Square)
            return "square " + ((Square) o).side;
        if (o instanceof Shape)
            return "shape " + ((Shape) o).area();
        return String.valueOf(o);
    }

    static synchronized int locked(int v) {
        synchronized (lock) {
            return v + 1;
        }
    }

    public static void main(String[] args) {
        Bpall b = new Bpall();
        long sum = 0;
        for (int round = 0; round < 3; round++) {
            sum += classify(round) + classify(round + 5) + sparse(7) + sparse(round);
            sum += wide(round);
            sum += b.fields(round);
            sum += guarded(new int[] { 4, 5 }, round);
            sum += mixed(round + 10L, round * 2.5, round + 0.5f);
            Shape[] shapes = { new Square(round + 1), new Circle(round) };
            for (Shape s : shapes)
                sum += (long) s.area();
            sum += describe(shapes[round % 2]).length() + describe(null).length();
            sum += locked(round);
            int[][] grid = new int[2][3];
            grid[1][2] = round;
            sum += grid[1][2] + grid.length;
        }
        System.out.println("sum " + sum + " counter " + counter);
    }
}
