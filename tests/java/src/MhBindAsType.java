import java.lang.invoke.*;
import java.util.*;

/* bindTo, asType (boxing, unboxing, widening, casts, void), invokeWithArguments, varargs collectors, asSpreader and asCollector. */
public class MhBindAsType {
    static int sum(int... xs) { int s = 0; for (int x : xs) s += x; return s; }
    static String join(String sep, Object... parts) {
        StringBuilder sb = new StringBuilder();
        for (Object p : parts) { if (sb.length() > 0) sb.append(sep); sb.append(p); }
        return sb.toString();
    }
    static long widen(long a, double b) { return a + (long) b; }
    static void sink(String s) { System.out.println("sink " + s); }
    static int three(int a, int b, int c) { return a * 100 + b * 10 + c; }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        MethodHandle concat = l.findVirtual(String.class, "concat", MethodType.methodType(String.class, String.class));
        MethodHandle hello = concat.bindTo("hello ");
        System.out.println(hello + " " + (String) hello.invokeExact("world"));
        MethodHandle size = l.findVirtual(List.class, "size", MethodType.methodType(int.class)).bindTo(List.of(1, 2, 3));
        System.out.println(size.type() + " " + (int) size.invokeExact());
        try {
            concat.bindTo(42);
        } catch (ClassCastException e) {
            System.out.println("ClassCastException");
        }
        MethodHandle abs = l.findStatic(Math.class, "abs", MethodType.methodType(int.class, int.class));
        try {
            abs.bindTo(1);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }

        // asType
        MethodHandle boxed = abs.asType(MethodType.methodType(Integer.class, Integer.class));
        System.out.println(boxed.type() + " " + (Integer) boxed.invokeExact(Integer.valueOf(-4)));
        MethodHandle generic = abs.asType(MethodType.methodType(Object.class, Object.class));
        System.out.println(generic.type() + " " + (Object) generic.invokeExact((Object) (-5)));
        MethodHandle wide = abs.asType(MethodType.methodType(long.class, short.class));
        System.out.println(wide.type() + " " + (long) wide.invokeExact((short) -6));
        MethodHandle num = abs.asType(MethodType.methodType(Number.class, byte.class));
        System.out.println(num.type() + " " + (Number) num.invokeExact((byte) -7));
        MethodHandle dropped = abs.asType(MethodType.methodType(void.class, int.class));
        dropped.invokeExact(1);
        System.out.println("dropped " + dropped.type());
        MethodHandle sink = l.findStatic(MhBindAsType.class, "sink", MethodType.methodType(void.class, String.class));
        MethodHandle sinkObj = sink.asType(MethodType.methodType(Object.class, Object.class));
        System.out.println("void as Object: " + (Object) sinkObj.invokeExact((Object) "s"));
        MethodHandle sinkInt = sink.asType(MethodType.methodType(int.class, String.class));
        System.out.println("void as int: " + (int) sinkInt.invokeExact("t"));
        try {
            Object o = generic.invokeExact((Object) "not a number");
            System.out.println(o);
        } catch (ClassCastException e) {
            System.out.println("ClassCastException");
        }
        for (MethodType bad : new MethodType[] {
                MethodType.methodType(int.class, long.class),
                MethodType.methodType(String.class, int.class),
                MethodType.methodType(int.class, int.class, int.class),
                MethodType.methodType(boolean.class, int.class),
                MethodType.methodType(int.class, String.class) }) {
            try {
                abs.asType(bad);
                System.out.println("converted to " + bad);
            } catch (WrongMethodTypeException e) {
                System.out.println(e.getMessage());
            }
        }
        MethodHandle widen = l.findStatic(MhBindAsType.class, "widen", MethodType.methodType(long.class, long.class, double.class));
        System.out.println((long) widen.invoke(1, 2.5f));
        System.out.println(widen.invoke('a', 1L));

        // invokeWithArguments
        MethodHandle three = l.findStatic(MhBindAsType.class, "three", MethodType.methodType(int.class, int.class, int.class, int.class));
        System.out.println(three.invokeWithArguments(1, 2, 3));
        System.out.println(three.invokeWithArguments(Arrays.asList(4, (short) 5, (byte) 6)));
        try {
            three.invokeWithArguments(1, 2);
        } catch (WrongMethodTypeException e) {
            System.out.println(e.getMessage());
        }
        try {
            three.invokeWithArguments(1, "2", 3);
        } catch (ClassCastException e) {
            System.out.println("ClassCastException");
        }
        System.out.println(concat.invokeWithArguments("a", "b"));

        // varargs collectors
        MethodHandle sum = l.findStatic(MhBindAsType.class, "sum", MethodType.methodType(int.class, int[].class));
        System.out.println(sum.isVarargsCollector() + " " + sum.type());
        System.out.println(sum.invoke() + " " + sum.invoke(1) + " " + sum.invoke(1, 2, 3) + " " + sum.invoke(new int[] { 4, 5 }));
        System.out.println(sum.invokeWithArguments(1, 2, 3, 4));
        MethodHandle fixed = sum.asFixedArity();
        System.out.println(fixed.isVarargsCollector() + " " + (int) fixed.invokeExact(new int[] { 9, 1 }));
        MethodHandle join = l.findStatic(MhBindAsType.class, "join", MethodType.methodType(String.class, String.class, Object[].class));
        System.out.println((String) join.invoke("-", "a", 1, 'c'));
        System.out.println(join.invokeWithArguments(",", "x", "y"));
        MethodHandle asList = l.findStatic(Arrays.class, "asList", MethodType.methodType(List.class, Object[].class));
        System.out.println(asList.invoke(1, 2) + " " + asList.isVarargsCollector());
        MethodHandle collector = sum.asFixedArity().asCollector(int[].class, 3);
        System.out.println(collector.type() + " " + (int) collector.invokeExact(1, 2, 3));
        MethodHandle spreader = three.asSpreader(Object[].class, 3);
        System.out.println(spreader.type() + " " + (int) spreader.invokeExact(new Object[] { 7, 8, 9 }));
        MethodHandle spread2 = three.asSpreader(int[].class, 2);
        System.out.println(spread2.type() + " " + (int) spread2.invokeExact(1, new int[] { 2, 3 }));
        try {
            int r = (int) spreader.invokeExact(new Object[] { 1 });
            System.out.println(r);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            three.asVarargsCollector(int[].class);
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException");
        }
        MethodHandle va = sum.asFixedArity().asVarargsCollector(int[].class);
        System.out.println(va.isVarargsCollector() + " " + va.invoke(5, 6));
    }
}
