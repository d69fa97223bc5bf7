/*
 * Recursion: the cost of a method call. Almost every bytecode executed here is
 * an invokestatic, a return, or the few arithmetic instructions between them,
 * so the figure is dominated by frame set-up and tear-down.
 */
public class Recursion {
    static int fib(int n) {
        if (n < 2) {
            return n;
        }
        return fib(n - 1) + fib(n - 2);
    }

    /* Takeuchi's function: three-argument calls, deep but narrow. */
    static int tak(int x, int y, int z) {
        if (y >= x) {
            return z;
        }
        return tak(tak(x - 1, y, z), tak(y - 1, z, x), tak(z - 1, x, y));
    }

    /* Recursion that carries a long accumulator (two-slot locals). */
    static long sumTo(long acc, int n) {
        if (n == 0) {
            return acc;
        }
        return sumTo(acc + n, n - 1);
    }

    public static void main(String[] args) {
        long check = 0;
        for (int i = 0; i < 3; i++) {
            check = check * 31 + fib(30 + i);
        }
        for (int i = 0; i < 20; i++) {
            check = check * 31 + tak(18 + i % 2, 12, 6);
        }
        for (int i = 0; i < 6000; i++) {
            check = check * 31 + sumTo(i, 500);
        }
        System.out.println("Recursion checksum " + check);
    }
}
