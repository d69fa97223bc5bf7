import java.lang.invoke.*;
import java.util.*;

/* VarHandles on array elements: int, long, boolean, double and reference arrays, every kind of access, bounds and store checks. */
public class VarHandleArrays {
    public static void main(String[] args) throws Throwable {
        VarHandle INTS = MethodHandles.arrayElementVarHandle(int[].class);
        VarHandle LONGS = MethodHandles.arrayElementVarHandle(long[].class);
        VarHandle BOOLS = MethodHandles.arrayElementVarHandle(boolean[].class);
        VarHandle DOUBLES = MethodHandles.arrayElementVarHandle(double[].class);
        VarHandle STRINGS = MethodHandles.arrayElementVarHandle(String[].class);
        VarHandle OBJECTS = MethodHandles.arrayElementVarHandle(Object[].class);
        System.out.println(INTS.varType() + " " + INTS.coordinateTypes());
        System.out.println(STRINGS.varType() + " " + STRINGS.coordinateTypes());

        int[] a = new int[4];
        INTS.set(a, 0, 5);
        INTS.setVolatile(a, 1, 6);
        System.out.println((int) INTS.get(a, 0) + " " + (int) INTS.getVolatile(a, 1) + " " + Arrays.toString(a));
        System.out.println((int) INTS.getAndAdd(a, 2, 10) + " " + (int) INTS.getAndAdd(a, 2, 10) + " " + a[2]);
        System.out.println(INTS.compareAndSet(a, 3, 0, 9) + " " + INTS.compareAndSet(a, 3, 0, 8) + " " + a[3]);
        System.out.println((int) INTS.getAndBitwiseOr(a, 0, 2) + " " + a[0]);
        System.out.println((int) INTS.compareAndExchange(a, 0, 7, 1) + " " + a[0]);
        long[] l = { 1, 2 };
        System.out.println((long) LONGS.getAndSet(l, 1, 100L) + " " + (long) LONGS.getAndAdd(l, 0, -1L) + " " + Arrays.toString(l));
        boolean[] z = new boolean[2];
        System.out.println(BOOLS.compareAndSet(z, 1, false, true) + " " + (boolean) BOOLS.getAndBitwiseAnd(z, 1, false) + " " + Arrays.toString(z));
        double[] d = { 0.1 };
        System.out.println((double) DOUBLES.getAndAdd(d, 0, 0.2) + " " + d[0]);

        String[] s = { "a", "b" };
        System.out.println((String) STRINGS.getAndSet(s, 0, "x") + " " + Arrays.toString(s));
        System.out.println(STRINGS.compareAndSet(s, 1, "b", "y") + " " + Arrays.toString(s));
        System.out.println((String) STRINGS.compareAndExchange(s, 1, "nope", "z") + " " + Arrays.toString(s));
        Object[] objs = new Integer[1];
        try {
            OBJECTS.set(objs, 0, "not an Integer");
        } catch (ArrayStoreException e) {
            System.out.println("ArrayStoreException");
        }
        try {
            INTS.get(a, 4);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        try {
            INTS.set(a, -1, 0);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        try {
            INTS.get((int[]) null, 0);
        } catch (NullPointerException e) {
            System.out.println("NullPointerException");
        }
        try {
            STRINGS.getAndAdd(s, 0, "q");
        } catch (UnsupportedOperationException e) {
            System.out.println("UnsupportedOperationException");
        }
        // index given as a short, value as a char: converted as invoke converts
        INTS.set(a, (short) 1, 'A');
        System.out.println(a[1]);

        // element handles as method handles
        MethodHandle getter = MethodHandles.arrayElementGetter(int[].class);
        MethodHandle setter = MethodHandles.arrayElementSetter(String[].class);
        MethodHandle length = MethodHandles.arrayLength(long[].class);
        MethodHandle ctor = MethodHandles.arrayConstructor(String[].class);
        System.out.println(getter.type() + " " + (int) getter.invokeExact(a, 2));
        setter.invokeExact(s, 0, "set");
        System.out.println(setter.type() + " " + Arrays.toString(s));
        System.out.println(length.type() + " " + (int) length.invokeExact(l));
        System.out.println(ctor.type() + " " + ((String[]) ctor.invokeExact(3)).length);
    }
}
