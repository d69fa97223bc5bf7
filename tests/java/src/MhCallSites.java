import java.lang.invoke.*;
import java.util.*;

/* Call sites used directly: ConstantCallSite, MutableCallSite and VolatileCallSite with their dynamic invokers, target changes and type checks; method handles stored in collections and called in loops. */
public class MhCallSites {
    static int twice(int x) { return 2 * x; }
    static int square(int x) { return x * x; }
    static String hello(String s) { return "hello " + s; }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        MethodType it = MethodType.methodType(int.class, int.class);
        MethodHandle twice = l.findStatic(MhCallSites.class, "twice", it);
        MethodHandle square = l.findStatic(MhCallSites.class, "square", it);

        ConstantCallSite constant = new ConstantCallSite(twice);
        System.out.println(constant.type() + " " + (constant.getTarget() == twice) + " " + (int) constant.dynamicInvoker().invokeExact(21));
        try {
            constant.setTarget(square);
        } catch (UnsupportedOperationException e) {
            System.out.println("UnsupportedOperationException");
        }

        MutableCallSite mutable = new MutableCallSite(twice);
        MethodHandle dyn = mutable.dynamicInvoker();
        System.out.println((int) dyn.invokeExact(5));
        mutable.setTarget(square);
        System.out.println((int) dyn.invokeExact(5) + " " + (mutable.getTarget() == square));
        try {
            mutable.setTarget(l.findStatic(MhCallSites.class, "hello", MethodType.methodType(String.class, String.class)));
        } catch (WrongMethodTypeException e) {
            System.out.println("WrongMethodTypeException");
        }
        MutableCallSite empty = new MutableCallSite(it);
        System.out.println(empty.type());
        empty.setTarget(twice);
        System.out.println((int) empty.dynamicInvoker().invokeExact(8));
        VolatileCallSite vol = new VolatileCallSite(square);
        System.out.println((int) vol.dynamicInvoker().invokeExact(9));

        Map<String, MethodHandle> ops = new TreeMap<>();
        ops.put("twice", twice);
        ops.put("square", square);
        ops.put("negate", MethodHandles.filterReturnValue(twice, l.findStatic(Math.class, "negateExact", it)));
        for (Map.Entry<String, MethodHandle> e : ops.entrySet()) {
            long sum = 0;
            for (int i = 0; i < 1000; i++)
                sum += (int) e.getValue().invokeExact(i);
            System.out.println(e.getKey() + " " + sum);
        }
    }
}
