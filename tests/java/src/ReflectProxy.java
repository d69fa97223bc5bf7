import java.lang.reflect.*;
import java.util.*;

/* java.lang.reflect.Proxy: handlers see every interface method (with primitives boxed), Object's hashCode/equals/toString, default methods, exceptions (declared pass through, undeclared are wrapped), null and wrong results, several interfaces, the class cache. */
public class ReflectProxy {
    interface Calculator {
        int add(int a, int b);
        long scale(long v, double f);
        boolean test(char c, byte b, short s, float f);
        void log(String msg);
        String name();
        int[] array(Object... xs);
        default String twice() { return name() + name(); }
    }

    interface Closer { void close() throws java.io.IOException; String name(); }

    static class Recorder implements InvocationHandler {
        final List<String> calls = new ArrayList<>();
        public Object invoke(Object proxy, Method m, Object[] args) throws Throwable {
            calls.add(m.getDeclaringClass().getSimpleName() + "." + m.getName() + (args == null ? " null" : " " + Arrays.deepToString(args)));
            switch (m.getName()) {
                case "add": return (Integer) args[0] + (Integer) args[1];
                case "scale": return (long) ((Long) args[0] * (Double) args[1]);
                case "test": return args[0].equals('x');
                case "log": return null;
                case "name": return "calc";
                case "array": return new int[] { ((Object[]) args[0]).length };
                case "hashCode": return 1234;
                case "equals": return proxy == args[0];
                case "toString": return "Proxy[calc]";
                case "twice": return InvocationHandler.invokeDefault(proxy, m, args);
                case "close": throw new java.io.IOException("declared");
                default: throw new AssertionError(m.getName());
            }
        }
    }

    public static void main(String[] args) throws Throwable {
        Recorder rec = new Recorder();
        Calculator c = (Calculator) Proxy.newProxyInstance(Calculator.class.getClassLoader(), new Class<?>[] { Calculator.class }, rec);
        System.out.println(c.add(2, 3) + " " + c.scale(10, 2.5) + " " + c.test('x', (byte) 1, (short) 2, 3f) + " " + c.name());
        c.log("hello");
        System.out.println(c.array(1, "two", null)[0]);
        System.out.println(c.hashCode() + " " + c.equals(c) + " " + c.equals("x") + " " + c);
        for (String call : rec.calls) System.out.println("  " + call);
        System.out.println(Proxy.isProxyClass(c.getClass()) + " " + Proxy.isProxyClass(String.class) + " " + (Proxy.getInvocationHandler(c) == rec));
        System.out.println(c instanceof Calculator);
        System.out.println(Modifier.toString(c.getClass().getModifiers()) + " " + c.getClass().getSuperclass().getName()
                + " " + Arrays.toString(c.getClass().getInterfaces()));
        Calculator c2 = (Calculator) Proxy.newProxyInstance(Calculator.class.getClassLoader(), new Class<?>[] { Calculator.class }, (p, m, a) -> null);
        System.out.println((c.getClass() == c2.getClass()) + " " + c2.name());
        try {
            c2.add(1, 2);
        } catch (NullPointerException e) {
            System.out.println("NullPointerException for a null int result");
        }
        Calculator wrong = (Calculator) Proxy.newProxyInstance(Calculator.class.getClassLoader(), new Class<?>[] { Calculator.class },
                (p, m, a) -> m.getName().equals("add") ? "not an int" : 5);
        try {
            wrong.add(1, 2);
        } catch (ClassCastException e) {
            System.out.println("ClassCastException for a String int result");
        }
        try {
            wrong.name();
        } catch (ClassCastException e) {
            System.out.println("ClassCastException for an Integer String result");
        }
        Calculator thrower = (Calculator) Proxy.newProxyInstance(Calculator.class.getClassLoader(), new Class<?>[] { Calculator.class },
                (p, m, a) -> { throw m.getName().equals("add") ? new Exception("checked") : new IllegalStateException("unchecked"); });
        try {
            thrower.add(1, 1);
        } catch (UndeclaredThrowableException e) {
            System.out.println(e + " cause " + e.getCause() + " " + e.getUndeclaredThrowable().getMessage());
        }
        try {
            thrower.name();
        } catch (IllegalStateException e) {
            System.out.println(e);
        }
        Object both = Proxy.newProxyInstance(ReflectProxy.class.getClassLoader(), new Class<?>[] { Calculator.class, Closer.class, Runnable.class },
                (p, m, a) -> {
                    if (m.getName().equals("close")) throw new java.io.IOException("declared");
                    if (m.getName().equals("run")) { System.out.println("run called via " + m.getDeclaringClass().getSimpleName()); return null; }
                    return m.getName().equals("name") ? m.getDeclaringClass().getSimpleName() : null;
                });
        System.out.println(((Closer) both).name() + " " + ((Calculator) both).name());
        ((Runnable) both).run();
        try {
            ((Closer) both).close();
        } catch (java.io.IOException e) {
            System.out.println("IOException passes: " + e.getMessage());
        }
        List<String> names = new ArrayList<>();
        for (Method m : both.getClass().getDeclaredMethods())
            if (Modifier.isPublic(m.getModifiers()))
                names.add(m.getName());
        Collections.sort(names);
        System.out.println(names);
        System.out.println(c.twice());
        try {
            Proxy.newProxyInstance(null, new Class<?>[] { String.class }, rec);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        Comparator<String> cmp = (Comparator<String>) Proxy.newProxyInstance(null, new Class<?>[] { Comparator.class },
                (p, m, a) -> m.getName().equals("compare") ? ((String) a[1]).compareTo((String) a[0]) : null);
        List<String> l = new ArrayList<>(List.of("a", "c", "b"));
        l.sort(cmp);
        System.out.println(l);
    }
}
