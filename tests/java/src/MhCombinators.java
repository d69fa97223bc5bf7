import java.lang.invoke.*;
import java.util.*;

/* MethodType's derived types and text forms; MethodHandles combinators; lookup failures with JDK 17's messages (up to the module text). */
public class MhCombinators {
    static int add(int a, int b) { return a + b; }
    static boolean isPositive(int a) { return a > 0; }
    static int negate(int a) { return -a; }
    static String describe(String what, int v) { return what + "=" + v; }
    static int fail(String s) throws Exception { throw new java.io.IOException(s); }
    static int recover(Exception e, String s) { return -1; }
    static String prefix(String s) { return "<" + s + ">"; }
    private static int hidden() { return 1; }
    void inst() { }
    long field;

    static void show(Throwable e) {
        String m = e.getMessage();
        int i = m == null ? -1 : m.indexOf(", from");
        System.out.println(e.getClass().getName() + ": " + (i < 0 ? m : m.substring(0, i)));
    }

    public static void main(String[] args) throws Throwable {
        MethodType t = MethodType.methodType(String.class, int.class, long[].class, List.class);
        System.out.println(t + " " + t.toMethodDescriptorString() + " " + t.parameterCount() + " " + t.parameterList());
        System.out.println(t.wrap() + " " + t.wrap().unwrap() + " " + t.erase() + " " + t.generic());
        System.out.println(t.changeReturnType(void.class) + " " + t.dropParameterTypes(0, 1) + " "
                + t.insertParameterTypes(1, char.class, Object.class) + " " + t.appendParameterTypes(byte.class)
                + " " + t.changeParameterType(2, Set.class));
        System.out.println(t.hasPrimitives() + " " + t.hasWrappers() + " " + t.wrap().hasWrappers() + " " + t.lastParameterType());
        MethodType parsed = MethodType.fromMethodDescriptorString("(I[JLjava/util/List;)Ljava/lang/String;", null);
        System.out.println(parsed.equals(t) + " " + (parsed.hashCode() == t.hashCode()));
        System.out.println(MethodType.genericMethodType(2) + " " + MethodType.genericMethodType(1, true));
        System.out.println(MethodType.methodType(int[][].class, MhCombinators.class, Map.Entry.class));

        MethodHandles.Lookup l = MethodHandles.lookup();
        MethodHandle add = l.findStatic(MhCombinators.class, "add", MethodType.methodType(int.class, int.class, int.class));
        MethodHandle neg = l.findStatic(MhCombinators.class, "negate", MethodType.methodType(int.class, int.class));
        MethodHandle pos = l.findStatic(MhCombinators.class, "isPositive", MethodType.methodType(boolean.class, int.class));
        MethodHandle describe = l.findStatic(MhCombinators.class, "describe", MethodType.methodType(String.class, String.class, int.class));

        MethodHandle add10 = MethodHandles.insertArguments(add, 1, 10);
        System.out.println(add10.type() + " " + (int) add10.invokeExact(5));
        MethodHandle ignore = MethodHandles.dropArguments(add, 0, String.class, double.class);
        System.out.println(ignore.type() + " " + (int) ignore.invokeExact("x", 1.0, 2, 3));
        MethodHandle addNeg = MethodHandles.filterReturnValue(add, neg);
        System.out.println((int) addNeg.invokeExact(2, 3));
        MethodHandle negFirst = MethodHandles.filterArguments(add, 0, neg);
        System.out.println((int) negFirst.invokeExact(2, 3));
        MethodHandle abs = MethodHandles.guardWithTest(pos, MethodHandles.identity(int.class), neg);
        System.out.println((int) abs.invokeExact(-7) + " " + (int) abs.invokeExact(8));
        MethodHandle swapped = MethodHandles.permuteArguments(describe, MethodType.methodType(String.class, int.class, String.class), 1, 0);
        System.out.println((String) swapped.invokeExact(4, "four"));
        MethodHandle k = MethodHandles.constant(String.class, "const");
        System.out.println(k.type() + " " + (String) k.invokeExact());
        MethodHandle kl = MethodHandles.constant(long.class, 3);
        System.out.println(kl.type() + " " + (long) kl.invokeExact());
        MethodHandle fail = l.findStatic(MhCombinators.class, "fail", MethodType.methodType(int.class, String.class));
        MethodHandle recover = l.findStatic(MhCombinators.class, "recover", MethodType.methodType(int.class, Exception.class, String.class));
        MethodHandle safe = MethodHandles.catchException(fail, Exception.class, recover);
        System.out.println((int) safe.invokeExact("x"));
        MethodHandle thrower = MethodHandles.throwException(int.class, IllegalStateException.class);
        try {
            int r = (int) thrower.invokeExact(new IllegalStateException("thrown by handle"));
            System.out.println(r);
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
        }
        MethodHandle prefix = l.findStatic(MhCombinators.class, "prefix", MethodType.methodType(String.class, String.class));
        MethodHandle itos = l.findStatic(Integer.class, "toString", MethodType.methodType(String.class, int.class));
        MethodHandle folded = MethodHandles.foldArguments(describe, MethodHandles.filterReturnValue(itos, prefix));
        System.out.println(folded.type() + " " + (String) folded.invokeExact(12));
        MethodHandle inv = MethodHandles.invoker(MethodType.methodType(int.class, int.class, int.class));
        System.out.println(inv.type() + " " + (int) inv.invokeExact(add, 20, 22));
        MethodHandle exact = MethodHandles.exactInvoker(MethodType.methodType(long.class, int.class, int.class));
        try {
            long r = (long) exact.invokeExact(add, 1, 2);
            System.out.println(r);
        } catch (WrongMethodTypeException e) {
            System.out.println(e.getMessage());
        }
        MethodHandle z = MethodHandles.zero(double.class);
        MethodHandle e = MethodHandles.empty(MethodType.methodType(Object.class, int.class));
        System.out.println((double) z.invokeExact() + " " + (Object) e.invokeExact(3));

        // lookups
        System.out.println(l + " " + l.lookupClass().getName() + " " + l.lookupModes());
        System.out.println(MethodHandles.publicLookup() + " " + MethodHandles.publicLookup().lookupModes());
        System.out.println(l.in(String.class) + " " + l.in(String.class).lookupModes());
        System.out.println(l.dropLookupMode(MethodHandles.Lookup.PRIVATE) + " " + l.hasFullPrivilegeAccess());
        System.out.println(l.findClass("java.util.ArrayList"));
        try { l.findStatic(MhCombinators.class, "nope", MethodType.methodType(void.class)); } catch (ReflectiveOperationException x) { show(x); }
        try { l.findVirtual(MhCombinators.class, "add", MethodType.methodType(int.class, int.class, int.class)); } catch (ReflectiveOperationException x) { show(x); }
        try { l.findStatic(MhCombinators.class, "inst", MethodType.methodType(void.class)); } catch (ReflectiveOperationException x) { show(x); }
        try { l.findStatic(MhCombinators.class, "add", MethodType.methodType(long.class, int.class, int.class)); } catch (ReflectiveOperationException x) { show(x); }
        try { l.findConstructor(String.class, MethodType.methodType(void.class, Thread.class)); } catch (ReflectiveOperationException x) { show(x); }
        try { l.findVirtual(List.class, "nope", MethodType.methodType(int.class)); } catch (ReflectiveOperationException x) { show(x); }
        try { MethodHandles.publicLookup().findStatic(MhCombinators.class, "hidden", MethodType.methodType(int.class)); } catch (ReflectiveOperationException x) { show(x); }
        try { l.findGetter(MhCombinators.class, "missing", String.class); } catch (ReflectiveOperationException x) { show(x); }
        try { l.findStaticGetter(MhCombinators.class, "field", long.class); } catch (ReflectiveOperationException x) { show(x); }
        MethodHandle hidden = l.findStatic(MhCombinators.class, "hidden", MethodType.methodType(int.class));
        System.out.println((int) hidden.invokeExact());
    }
}
