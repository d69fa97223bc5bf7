import java.lang.invoke.*;

/* Method handles of static methods: invokeExact with every primitive type, invoke with conversions, and WrongMethodTypeException texts. */
public class MhStatic {
    static int add(int a, int b) { return a + b; }
    static long mul(long a, int b) { return a * b; }
    static double half(double d) { return d / 2; }
    static float neg(float f) { return -f; }
    static boolean not(boolean z) { return !z; }
    static char next(char c) { return (char) (c + 1); }
    static byte b(byte x) { return (byte) (x * 2); }
    static short s(short x) { return (short) (x - 1); }
    static String cat(String a, Object b, int c) { return a + b + c; }
    static int counter;
    static void bump() { counter++; }
    static Object echo(Object o) { return o; }
    static int[] arr(int n) { return new int[n]; }
    static String thrower(String m) throws Exception { throw new Exception(m); }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        MethodHandle add = l.findStatic(MhStatic.class, "add", MethodType.methodType(int.class, int.class, int.class));
        System.out.println(add + " " + add.type());
        int r = (int) add.invokeExact(3, 4);
        System.out.println("add " + r);
        MethodHandle mul = l.findStatic(MhStatic.class, "mul", MethodType.methodType(long.class, long.class, int.class));
        System.out.println("mul " + (long) mul.invokeExact(1L << 40, 3));
        MethodHandle half = l.findStatic(MhStatic.class, "half", MethodType.methodType(double.class, double.class));
        System.out.println("half " + (double) half.invokeExact(5.0));
        MethodHandle neg = l.findStatic(MhStatic.class, "neg", MethodType.methodType(float.class, float.class));
        System.out.println("neg " + (float) neg.invokeExact(1.5f));
        MethodHandle not = l.findStatic(MhStatic.class, "not", MethodType.methodType(boolean.class, boolean.class));
        System.out.println("not " + (boolean) not.invokeExact(true));
        MethodHandle next = l.findStatic(MhStatic.class, "next", MethodType.methodType(char.class, char.class));
        System.out.println("next " + (char) next.invokeExact('a'));
        MethodHandle bb = l.findStatic(MhStatic.class, "b", MethodType.methodType(byte.class, byte.class));
        System.out.println("b " + (byte) bb.invokeExact((byte) 100));
        MethodHandle ss = l.findStatic(MhStatic.class, "s", MethodType.methodType(short.class, short.class));
        System.out.println("s " + (short) ss.invokeExact((short) -32768));
        MethodHandle cat = l.findStatic(MhStatic.class, "cat",
                MethodType.methodType(String.class, String.class, Object.class, int.class));
        System.out.println("cat " + (String) cat.invokeExact("a", (Object) 'b', 3));
        MethodHandle bump = l.findStatic(MhStatic.class, "bump", MethodType.methodType(void.class));
        bump.invokeExact();
        bump.invoke();
        System.out.println("counter " + counter);
        MethodHandle echo = l.findStatic(MhStatic.class, "echo", MethodType.methodType(Object.class, Object.class));
        System.out.println("echo " + (Object) echo.invokeExact((Object) "x"));
        MethodHandle arr = l.findStatic(MhStatic.class, "arr", MethodType.methodType(int[].class, int.class));
        System.out.println("arr " + ((int[]) arr.invokeExact(4)).length);

        // invoke: conversions at the call site
        Object boxed = add.invoke(Integer.valueOf(5), 6);
        System.out.println("invoke boxed " + boxed + " " + boxed.getClass().getName());
        long widened = (long) add.invoke((byte) 1, (short) 2);
        System.out.println("invoke widened " + widened);
        String s = (String) echo.invoke("hello");
        System.out.println("invoke cast " + s);
        double d = (double) half.invoke(3);
        System.out.println("invoke int->double " + d);
        add.invoke(1, 2); // result dropped
        Integer rr = (Integer) add.invoke(Integer.valueOf(1), Integer.valueOf(2));
        System.out.println("invoke Integer result " + rr);

        // wrong types
        try {
            int bad = (int) add.invokeExact(1L, 2);
            System.out.println("no exception " + bad);
        } catch (WrongMethodTypeException e) {
            System.out.println(e);
        }
        try {
            Object o = add.invokeExact(1, 2);
            System.out.println("no exception " + o);
        } catch (WrongMethodTypeException e) {
            System.out.println(e);
        }
        try {
            add.invokeExact(1, 2);
        } catch (WrongMethodTypeException e) {
            System.out.println(e);
        }
        try {
            String bad = (String) add.invoke(1, 2);
            System.out.println("no exception " + bad);
        } catch (WrongMethodTypeException e) {
            System.out.println(e);
        }
        try {
            add.invoke("x", 2);
        } catch (WrongMethodTypeException e) {
            System.out.println(e);
        }
        try {
            int bad = (int) echo.invoke((Object) "str");
            System.out.println("no exception " + bad);
        } catch (ClassCastException e) {
            System.out.println("ClassCastException");
        }
        try {
            int bad = (int) add.invoke((Object) null, 1);
            System.out.println("no exception " + bad);
        } catch (NullPointerException e) {
            System.out.println("NullPointerException");
        }
        MethodHandle thrower = l.findStatic(MhStatic.class, "thrower", MethodType.methodType(String.class, String.class));
        try {
            String t = (String) thrower.invokeExact("boom");
            System.out.println(t);
        } catch (Exception e) {
            System.out.println("thrown unwrapped: " + e);
        }
        // library methods
        MethodHandle max = l.findStatic(Math.class, "max", MethodType.methodType(int.class, int.class, int.class));
        System.out.println("max " + (int) max.invokeExact(3, 9));
        MethodHandle valueOf = MethodHandles.publicLookup().findStatic(String.class, "valueOf",
                MethodType.methodType(String.class, Object.class));
        System.out.println("valueOf " + (String) valueOf.invokeExact((Object) null));
        MethodHandle parse = l.findStatic(Integer.class, "parseInt", MethodType.methodType(int.class, String.class));
        try {
            int p = (int) parse.invokeExact("zz");
            System.out.println(p);
        } catch (NumberFormatException e) {
            System.out.println(e.getMessage());
        }
    }
}
