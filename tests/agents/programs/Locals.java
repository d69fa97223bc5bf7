// javac: -g
/*
 * Gives the locals agent a frame with a local of every type and a
 * LocalVariableTable (compiled with -g): values() calls probe(), where
 * the agent's breakpoint reads and writes values' locals at depth 1 and
 * main's at depth 2. The printed result shows the written values.
 *
 * Slots of values(): 0 this, 1 i, 2-3 l, 4 f, 5-6 d, 7 o, 8 s, 9 arr,
 * 10 z, 11 b, 12 c, 13 sh, 14-15 sum, 16 scoped (out of scope at the
 * call), then later.
 */
public class Locals {
    static void probe() {
    }

    long values(int i, long l, float f, double d, Object o, String s, int[] arr, boolean z, byte b, char c, short sh) {
        long sum = i + l;
        {
            int scoped = 42;
            sum += scoped;
        }
        probe();
        double later = d * 2;
        System.out.println("i=" + i + " l=" + l + " f=" + f + " d=" + d + " o=" + o + " s=" + s + " arr=" + arr.length
                + " z=" + z + " b=" + b + " c=" + c + " sh=" + sh + " sum=" + sum + " later=" + later);
        return sum;
    }

    public static void main(String[] args) {
        Locals x = new Locals();
        long r = x.values(1, 2L, 3.5f, 4.25, "obj", "str", new int[3], true, (byte) 7, 'c', (short) 9);
        System.out.println("r=" + r);
    }
}
