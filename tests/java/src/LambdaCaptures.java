import java.util.function.*;

/* Captured values of every primitive type, references, arrays and this. */
public class LambdaCaptures {
    interface Show {
        String show();
    }

    int field = 17;

    Show capturesThisAndLocals(byte b, short s) {
        char c = 'q';
        return () -> "this.field=" + field + " b=" + b + " s=" + s + " c=" + c;
    }

    public static void main(String[] args) {
        boolean z = true;
        byte b = -7;
        short sh = 300;
        char c = '\u00e9';
        int i = Integer.MIN_VALUE;
        long l = Long.MAX_VALUE;
        float f = 1.5e-3f;
        double d = -0.0;
        String str = "text";
        int[] arr = { 1, 2 };
        Object nul = null;
        Show all = () -> z + " " + b + " " + sh + " " + (int) c + " " + i + " " + l + " " + f + " " + d + " " + str
                + " " + arr.length + " " + nul;
        System.out.println(all.show());
        System.out.println(new LambdaCaptures().capturesThisAndLocals((byte) 1, (short) 2).show());
        // Captured values are copies: later changes to the array are visible, not to locals.
        arr[0] = 99;
        Show a0 = () -> "arr[0]=" + arr[0];
        System.out.println(a0.show());
        // Long and double need two slots each: mix them with ints.
        long l1 = 1L << 40;
        int i1 = 5;
        double d1 = Math.PI;
        int i2 = 6;
        long l2 = -1L;
        LongSupplier mix = () -> l1 + i1 + (long) d1 + i2 + l2;
        System.out.println("mix: " + mix.getAsLong());
        DoubleSupplier ds = () -> d1 * i1;
        System.out.println("double: " + ds.getAsDouble());
        // Primitive functional interfaces with captured primitives.
        IntPredicate even = x -> (x & 1) == 0 && z;
        System.out.println("even: " + even.test(4) + " " + even.test(5));
        LongUnaryOperator addL = x -> x + l2;
        System.out.println("long op: " + addL.applyAsLong(10));
        DoubleBinaryOperator hyp = (x, y) -> Math.sqrt(x * x + y * y) + f;
        System.out.println("hyp: " + hyp.applyAsDouble(3, 4));
        BooleanSupplier bs = () -> !z;
        System.out.println("bool: " + bs.getAsBoolean());
        // Many captures at once.
        int p1 = 1, p2 = 2, p3 = 3, p4 = 4, p5 = 5, p6 = 6, p7 = 7, p8 = 8;
        IntSupplier many = () -> p1 + 10 * p2 + 100 * p3 + 1000 * p4 + 10000 * p5 + 100000 * p6 + 1000000 * p7
                + 10000000 * p8;
        System.out.println("many: " + many.getAsInt());
        // Each evaluation of a capturing lambda expression makes a new object.
        Show[] shows = new Show[3];
        for (int k = 0; k < 3; k++) {
            int kk = k * k;
            shows[k] = () -> "k^2=" + kk;
        }
        for (Show sh2 : shows)
            System.out.println(sh2.show());
        System.out.println("distinct: " + (shows[0] != shows[1]) + " same class: "
                + (shows[0].getClass() == shows[1].getClass()));
        // A non-capturing lambda expression evaluates to the same object each time.
        Runnable[] rs = new Runnable[2];
        for (int k = 0; k < 2; k++)
            rs[k] = () -> { };
        System.out.println("non-capturing identical: " + (rs[0] == rs[1]));
    }
}
