import java.lang.reflect.AccessibleObject;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;

/* Native methods of a user library: short and long JNI names, overloads,
 * RegisterNatives from JNI_OnLoad, every argument type, callbacks into
 * Java, exceptions thrown from native code, arrays and strings, and the
 * reflection bridges (ToReflectedMethod/Field and back). */
public class JniNatives {
    static native int add(int a, int b);
    static native long mix(byte b, short s, char c, int i, long l, float f, double d, boolean z);
    static native double sum(double a, float b, double c, float d, double e, float f, double g, float h, double i, int j);
    static native String greet(String who);
    static native int over(int x);
    static native int over(String s);
    static native int registered(int x);
    native int instanceField();
    static native int callBack(int n);
    static native void throwIt(String msg);
    static native int[] squares(int n);
    static native String reverse(String s);

    /* The reflection bridges: `passed` is the class handed to
     * ToReflectedMethod (HotSpot ignores it, and the static flag). */
    static native Object toMethod(Class<?> c, String name, String sig, boolean isStatic, Class<?> passed,
            boolean passedStatic);
    static native Object toField(Class<?> c, String name, String sig, boolean isStatic, Class<?> passed);
    static native boolean sameMethodId(Class<?> c, String name, String sig, boolean isStatic);
    static native boolean sameFieldId(Class<?> c, String name, String sig, boolean isStatic);
    static native int callStatic(Class<?> c, Object method, int arg);
    static native int callVirtual(Object receiver, Object method, int arg);
    static native Object construct(Class<?> c, Object constructor, int arg);
    static native int readInt(Object obj, Object field);
    static native Object readStatic(Class<?> c, Object field);
    /* Calls the private writeReplace() of a serializable lambda's class. */
    static native Object writeReplace(Object lambda);

    int value = 41;
    private static final String LABEL = "label";
    protected volatile long[] counters;
    transient String[][] grid;
    public static JniNatives shared;

    public JniNatives() {
    }

    JniNatives(int value) {
        this.value = value;
    }

    final synchronized int twice(int n) throws java.io.IOException, IllegalStateException {
        return n * 2 + value - 41;
    }

    public static void target(int a, String b) {
    }

    static int count(String... xs) {
        return xs.length;
    }

    private static int[][] table(long[] a, Object o, char c) {
        return null;
    }

    static class Sub extends JniNatives {
    }

    interface Shape {
        double area();

        default int sides() {
            return 0;
        }

        static Shape unit() {
            return null;
        }
    }

    enum Color { RED, GREEN }

    static class Version implements Comparable<Version> {
        public int compareTo(Version other) {
            return 0;
        }
    }

    private static class Box {
        private Box(String s) throws Exception {
        }

        protected Box() {
        }
    }

    static Object method(Class<?> c, String name, String sig, boolean isStatic) {
        return toMethod(c, name, sig, isStatic, c, isStatic);
    }

    static void describe(Object o) {
        Member m = (Member) o;
        System.out.println(o.getClass().getName() + " " + o);
        System.out.println("  name " + m.getName() + " declared in " + m.getDeclaringClass().getName()
                + " modifiers " + m.getModifiers() + " synthetic " + m.isSynthetic()
                + " hash " + o.hashCode() + " accessible-object " + (o instanceof AccessibleObject));
        if (o instanceof Method) {
            Method x = (Method) o;
            System.out.println("  returns " + x.getReturnType().getName() + " params " + x.getParameterTypes().length
                    + "/" + x.getParameterCount() + " exceptions " + x.getExceptionTypes().length
                    + " varargs " + x.isVarArgs() + " default " + x.isDefault() + " bridge " + x.isBridge()
                    + " executable " + (o instanceof Executable));
        } else if (o instanceof Constructor) {
            Constructor<?> x = (Constructor<?>) o;
            System.out.println("  params " + x.getParameterCount() + " exceptions " + x.getExceptionTypes().length
                    + " varargs " + x.isVarArgs());
        } else {
            Field f = (Field) o;
            System.out.println("  type " + f.getType().getName() + " enum constant " + f.isEnumConstant()
                    + " static " + Modifier.isStatic(f.getModifiers()));
        }
    }

    static void reflection() {
        Object[] methods = {
            method(JniNatives.class, "target", "(ILjava/lang/String;)V", true),
            method(JniNatives.class, "twice", "(I)I", false),
            method(JniNatives.class, "add", "(II)I", true),
            method(JniNatives.class, "count", "([Ljava/lang/String;)I", true),
            method(JniNatives.class, "table", "([JLjava/lang/Object;C)[[I", true),
            method(JniNatives.class, "main", "([Ljava/lang/String;)V", true),
            method(JniNatives.class, "<init>", "()V", false),
            method(JniNatives.class, "<init>", "(I)V", false),
            method(Box.class, "<init>", "(Ljava/lang/String;)V", false),
            method(Box.class, "<init>", "()V", false),
            method(Sub.class, "twice", "(I)I", false),
            method(Sub.class, "toString", "()Ljava/lang/String;", false),
            method(Sub.class, "equals", "(Ljava/lang/Object;)Z", false),
            method(Shape.class, "area", "()D", false),
            method(Shape.class, "sides", "()I", false),
            method(Shape.class, "unit", "()LJniNatives$Shape;", true),
            method(Color.class, "values", "()[LJniNatives$Color;", true),
            method(Color.class, "<clinit>", "()V", true),
            method(Version.class, "compareTo", "(Ljava/lang/Object;)I", false),
        };
        for (Object m : methods)
            describe(m);
        Object[] fields = {
            toField(JniNatives.class, "value", "I", false, JniNatives.class),
            toField(Sub.class, "value", "I", false, Sub.class),
            toField(JniNatives.class, "LABEL", "Ljava/lang/String;", true, JniNatives.class),
            toField(JniNatives.class, "counters", "[J", false, JniNatives.class),
            toField(JniNatives.class, "grid", "[[Ljava/lang/String;", false, JniNatives.class),
            toField(JniNatives.class, "shared", "LJniNatives;", true, JniNatives.class),
            toField(Color.class, "GREEN", "LJniNatives$Color;", true, Color.class),
        };
        for (Object f : fields)
            describe(f);

        Object target = methods[0];
        System.out.println("class and static flag ignored: "
                + toMethod(JniNatives.class, "target", "(ILjava/lang/String;)V", true, Object.class, false) + " / "
                + toMethod(JniNatives.class, "twice", "(I)I", false, null, true));
        Object again = method(JniNatives.class, "target", "(ILjava/lang/String;)V", true);
        System.out.println("fresh object " + (again != target) + ", equal " + again.equals(target)
                + ", hash equal " + (again.hashCode() == target.hashCode())
                + ", other method equal " + target.equals(methods[1]) + ", field equal "
                + fields[0].equals(fields[1]) + ", name interned " + (((Method) target).getName() == "target"));
        System.out.println("same method IDs " + sameMethodId(JniNatives.class, "twice", "(I)I", false) + " "
                + sameMethodId(JniNatives.class, "javaSide", "(I)I", true) + " "
                + sameMethodId(JniNatives.class, "<init>", "(I)V", false));
        System.out.println("same field IDs " + sameFieldId(JniNatives.class, "value", "I", false) + " "
                + sameFieldId(JniNatives.class, "LABEL", "Ljava/lang/String;", true));

        Object javaSide = method(JniNatives.class, "javaSide", "(I)I", true);
        System.out.println("call static " + callStatic(JniNatives.class, javaSide, 5));
        JniNatives seven = (JniNatives) construct(JniNatives.class, methods[7], 7);
        System.out.println("construct value " + seven.value);
        System.out.println("call virtual " + callVirtual(seven, methods[1], 21) + " through Sub "
                + callVirtual(new Sub(), methods[10], 21));
        System.out.println("read field " + readInt(seven, fields[0]) + " inherited " + readInt(new Sub(), fields[1]));
        System.out.println("read static " + readStatic(JniNatives.class, fields[2]) + " "
                + readStatic(Color.class, fields[6]));
        System.out.println("static field through another class "
                + toField(JniNatives.class, "LABEL", "Ljava/lang/String;", true, Object.class));
    }

    static int javaSide(int n) {
        return n * 10;
    }

    static void describeLambda(Object o) {
        java.lang.invoke.SerializedLambda sl = (java.lang.invoke.SerializedLambda) writeReplace(o);
        System.out.println(sl);
        StringBuilder captured = new StringBuilder();
        for (int i = 0; i < sl.getCapturedArgCount(); i++)
            captured.append(' ').append(sl.getCapturedArg(i) instanceof JniNatives
                    ? "JniNatives(" + ((JniNatives) sl.getCapturedArg(i)).value + ")" : sl.getCapturedArg(i));
        System.out.println("  " + sl.getCapturingClass() + " " + sl.getFunctionalInterfaceClass() + " "
                + sl.getFunctionalInterfaceMethodName() + sl.getFunctionalInterfaceMethodSignature() + " kind="
                + sl.getImplMethodKind() + " " + sl.getImplClass() + "." + sl.getImplMethodName()
                + sl.getImplMethodSignature() + " " + sl.getInstantiatedMethodType() + " captured:" + captured);
    }

    /* What writeReplace() of a serializable lambda gives (the form
     * ObjectOutputStream would write). */
    static void serializedLambdas() {
        int n = 7;
        long big = 1L << 40;
        String s = "cap";
        describeLambda((java.util.function.Supplier<String> & java.io.Serializable) () -> s + n + big);
        describeLambda((java.util.function.Function<String, Integer> & java.io.Serializable) String::length);
        describeLambda((java.util.function.IntFunction<JniNatives> & java.io.Serializable) JniNatives::new);
        JniNatives j = new JniNatives(3);
        describeLambda((java.util.function.IntUnaryOperator & java.io.Serializable) x -> x + j.value);
    }

    public static void main(String[] args) {
        System.loadLibrary("jninatives");
        System.out.println("add " + add(2, 40));
        System.out.println("mix " + mix((byte) -3, (short) 300, 'A', 100000, 1L << 40, 1.5f, 2.25, true));
        System.out.println("sum " + sum(1.5, 2.5f, 3.5, 4.5f, 5.5, 6.5f, 7.5, 8.5f, 9.5, 10));
        System.out.println("greet " + greet("world"));
        System.out.println("over(int) " + over(7) + " over(String) " + over("seven"));
        System.out.println("registered " + registered(5));
        System.out.println("instance " + new JniNatives().instanceField());
        System.out.println("callBack " + callBack(4));
        try {
            throwIt("from native");
        } catch (IllegalStateException e) {
            System.out.println("caught " + e.getMessage());
        }
        int[] sq = squares(6);
        StringBuilder sb = new StringBuilder();
        for (int v : sq)
            sb.append(v).append(' ');
        System.out.println("squares " + sb.toString().trim());
        System.out.println("reverse " + reverse("h\u00e9llo \u4e16\u754c"));
        reflection();
        serializedLambdas();
        try {
            System.loadLibrary("no_such_library_anywhere");
        } catch (UnsatisfiedLinkError e) {
            System.out.println("missing library: UnsatisfiedLinkError");
        }
    }
}
