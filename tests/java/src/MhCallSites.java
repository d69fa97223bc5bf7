import java.lang.invoke.*;
import java.util.*;

/* Call sites used directly: ConstantCallSite, MutableCallSite and VolatileCallSite with their dynamic invokers, target changes and type checks; method handles stored in collections and called in loops; MethodHandleProxies. */
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

        java.util.function.IntUnaryOperator op = MethodHandleProxies.asInterfaceInstance(java.util.function.IntUnaryOperator.class, square);
        System.out.println(op.applyAsInt(12) + " " + op.andThen(x -> x + 1).applyAsInt(3) + " " + MethodHandleProxies.isWrapperInstance(op)
                + " " + (MethodHandleProxies.wrapperInstanceTarget(op) == square) + " " + MethodHandleProxies.wrapperInstanceType(op).getSimpleName()
                + " " + MethodHandleProxies.isWrapperInstance("x") + " " + op.equals(op));
        Comparator<String> byLength = MethodHandleProxies.asInterfaceInstance(Comparator.class,
                l.findStatic(Integer.class, "compare", MethodType.methodType(int.class, int.class, int.class))
                        .asType(MethodType.methodType(int.class, Integer.class, Integer.class))
                        .asType(MethodType.methodType(int.class, Object.class, Object.class)));
        List<Integer> nums = new ArrayList<>(List.of(3, 1, 2));
        nums.sort((Comparator) byLength);
        System.out.println(nums);
        try {
            MethodHandleProxies.asInterfaceInstance(Map.class, square);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            MethodHandleProxies.asInterfaceInstance(Runnable.class, square).run();
            System.out.println("run ignored the result");
        } catch (WrongMethodTypeException e) {
            System.out.println("WrongMethodTypeException");
        }
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
