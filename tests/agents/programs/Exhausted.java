/*
 * Allocations that cannot be made, for the exhausted agent: lengths over
 * the VM's limit for arrays (Integer.MAX_VALUE - 2 elements on both VMs),
 * and arrays at or under it that the default heap (a quarter of the
 * machine's memory, on both VMs) cannot hold on a machine with less than
 * 64 GiB: 16 GiB of longs.
 */
public class Exhausted {
    interface Alloc {
        Object make(int n);
    }

    static void attempt(String what, Alloc a, int n) {
        try {
            Object o = a.make(n);
            System.out.println(what + " " + n + ": allocated " + (o != null));
        } catch (OutOfMemoryError e) {
            System.out.println(what + " " + n + ": " + e);
        }
    }

    public static void main(String[] args) {
        Alloc ints = new Alloc() { public Object make(int n) { return new int[n]; } };
        Alloc longs = new Alloc() { public Object make(int n) { return new long[n]; } };
        Alloc objects = new Alloc() { public Object make(int n) { return new Object[n]; } };
        Alloc bytes = new Alloc() { public Object make(int n) { return new byte[n]; } };
        Alloc matrix = new Alloc() { public Object make(int n) { return new long[n][1]; } };
        Alloc rows = new Alloc() { public Object make(int n) { return new long[2][n]; } };
        attempt("int[]", ints, Integer.MAX_VALUE);
        attempt("int[]", ints, Integer.MAX_VALUE - 1);
        attempt("byte[]", bytes, Integer.MAX_VALUE);
        attempt("Object[]", objects, Integer.MAX_VALUE - 1);
        attempt("long[][]", matrix, Integer.MAX_VALUE);
        attempt("long[][]", rows, Integer.MAX_VALUE);
        attempt("long[]", longs, Integer.MAX_VALUE - 2);
        attempt("long[]", longs, Integer.MAX_VALUE - 100);
        attempt("long[][]", rows, Integer.MAX_VALUE - 2);
        attempt("int[]", ints, 16);
    }
}
