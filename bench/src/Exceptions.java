/*
 * Exceptions: throwing and catching in a loop, shallow. Covers a handler in
 * the same method, unwinding one and three frames, a preallocated exception
 * (no stack-trace capture), exceptions the VM raises itself, and finally
 * blocks on the normal and exceptional paths.
 */
public class Exceptions {
    static final class Failure extends RuntimeException {
        final int code;

        Failure(int code) {
            super("failure");
            this.code = code;
        }
    }

    static final Failure SHARED = new Failure(-1);

    static int thrower(int i) {
        if ((i & 1) == 0) {
            throw new Failure(i);
        }
        return i;
    }

    static int depth3(int i) {
        return depth2(i) + 1;
    }

    static int depth2(int i) {
        return depth1(i) + 1;
    }

    static int depth1(int i) {
        return thrower(i) + 1;
    }

    static long sameMethod(int count) {
        long check = 0;
        for (int i = 0; i < count; i++) {
            try {
                if ((i & 3) != 3) {
                    throw new Failure(i);
                }
                check += 2;
            } catch (Failure f) {
                check += f.code & 7;
            }
        }
        return check;
    }

    static long unwind(int count, boolean deep) {
        long check = 0;
        for (int i = 0; i < count; i++) {
            try {
                check += deep ? depth3(i) : thrower(i);
            } catch (Failure f) {
                check += f.code & 15;
            }
        }
        return check;
    }

    static long preallocated(int count) {
        long check = 0;
        for (int i = 0; i < count; i++) {
            try {
                if (i % 3 != 0) {
                    throw SHARED;
                }
                check += 1;
            } catch (Failure f) {
                check += 2;
            }
        }
        return check;
    }

    static long vmRaised(int count) {
        long check = 0;
        int[] small = new int[4];
        for (int i = 0; i < count; i++) {
            try {
                check += 100 / (i % 5);
            } catch (ArithmeticException e) {
                check += 1;
            }
            try {
                check += small[i & 7];
            } catch (ArrayIndexOutOfBoundsException e) {
                check += 3;
            }
        }
        return check;
    }

    static long withFinally(int count) {
        long check = 0;
        for (int i = 0; i < count; i++) {
            try {
                try {
                    thrower(i);
                } finally {
                    check += 1;
                }
            } catch (Failure f) {
                check += 5;
            }
        }
        return check;
    }

    public static void main(String[] args) {
        long check = 0;
        check = check * 31 + sameMethod(400000);
        check = check * 31 + unwind(400000, false);
        check = check * 31 + unwind(400000, true);
        check = check * 31 + preallocated(1000000);
        check = check * 31 + vmRaised(200000);
        check = check * 31 + withFinally(400000);
        System.out.println("Exceptions checksum " + check);
    }
}
