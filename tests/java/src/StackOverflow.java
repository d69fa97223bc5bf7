// vm-options: -Xss1m
public class StackOverflow {
    static int depth;

    static void recurse() {
        depth++;
        recurse();
    }

    static long recurseWithLocals(long a, double b, int c) {
        long x = a + c;
        double y = b * 2;
        return recurseWithLocals(x, y, c + 1) + 1;
    }

    static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

    public static void main(String[] args) {
        for (int round = 0; round < 3; round++) {
            depth = 0;
            try {
                recurse();
            } catch (StackOverflowError e) {
                System.out.println("round " + round + ": caught StackOverflowError, deep enough: " + (depth > 1000));
            }
        }
        try {
            recurseWithLocals(0, 1, 0);
        } catch (StackOverflowError e) {
            System.out.println("caught again: " + e.getClass().getName());
        }
        System.out.println("still works: fib(20) = " + fib(20));
        try {
            recurse();
        } catch (Throwable t) {
            System.out.println("as Throwable: " + (t instanceof VirtualMachineError));
        }
        Object lock = new Object();
        synchronized (lock) {
            try {
                recurse();
            } catch (StackOverflowError e) {
                System.out.println("holds lock after overflow: " + Thread.holdsLock(lock));
            }
        }
        System.out.println("holds lock after block: " + Thread.holdsLock(lock));
    }
}
