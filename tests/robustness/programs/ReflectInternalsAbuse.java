import java.lang.reflect.*;
/* Calls the class library's reflection internals (jdk.internal.reflect.DirectAccess, Proxy.defineProxy0 and dispatch) with wrong members, receivers, arguments and indices, as a program may through reflection. */
public class ReflectInternalsAbuse {
    long vmMember = 12345;
    int x;
    static String s(String v) { return v; }
    public static void main(String[] a) throws Throwable {
        Class<?> da = Class.forName("jdk.internal.reflect.DirectAccess");
        Method inv = da.getMethod("invoke", Object.class, Object.class, Object[].class, boolean.class);
        Method get = da.getMethod("getField", Object.class, Object.class);
        Method set = da.getMethod("setField", Object.class, Object.class, Object.class);
        Method raw = da.getMethod("rawAttribute", Object.class, String.class);
        Method cons = da.getMethod("constant", Class.class, int.class);
        Method mem = da.getMethod("declaredMembers", Class.class, int.class);
        Method sm = ReflectInternalsAbuse.class.getDeclaredMethod("s", String.class);
        Field fx = ReflectInternalsAbuse.class.getDeclaredField("x");
        Object[][] calls = {
            { inv, new Object[] { new ReflectInternalsAbuse(), null, new Object[0], true } },
            { inv, new Object[] { fx, null, new Object[0], true } },
            { inv, new Object[] { sm, null, new Object[] { 42 }, false } },
            { inv, new Object[] { sm, null, new Object[] { }, false } },
            { inv, new Object[] { sm, null, null, false } },
            { inv, new Object[] { Object.class.getMethod("hashCode"), null, new Object[0], true } },
            { inv, new Object[] { String.class.getMethod("length"), 5, new Object[0], true } },
            { get, new Object[] { fx, "not ReflectInternalsAbuse" } },
            { get, new Object[] { sm, new ReflectInternalsAbuse() } },
            { set, new Object[] { ReflectInternalsAbuse.class.getDeclaredField("vmMember"), new ReflectInternalsAbuse(), "str" } },
            { set, new Object[] { fx, new ReflectInternalsAbuse(), "str" } },
            { raw, new Object[] { new ReflectInternalsAbuse(), "Code" } },
            { raw, new Object[] { null, "Code" } },
            { cons, new Object[] { ReflectInternalsAbuse.class, -1 } },
            { cons, new Object[] { ReflectInternalsAbuse.class, 100000 } },
            { cons, new Object[] { int.class, 1 } },
            { mem, new Object[] { ReflectInternalsAbuse.class, 7 } },
            { mem, new Object[] { int[].class, 0 } },
        };
        for (Object[] c : calls) {
            try {
                Object r = ((Method) c[0]).invoke(null, (Object[]) c[1]);
                System.out.println("ok " + (r instanceof Object[] ? ((Object[]) r).length : r));
            } catch (InvocationTargetException e) {
                System.out.println(e.getCause());
            } catch (Exception e) {
                System.out.println(e);
            }
        }
        Method dp = Proxy.class.getDeclaredMethod("defineProxy0", ClassLoader.class, String.class, Class[].class, String[].class);
        dp.setAccessible(true);
        Object[][] bad = { { null, "X1", new Class<?>[] { Runnable.class }, new String[] { "run", "(" } },
            { null, "X2", new Class<?>[] { Runnable.class }, new String[] { "run" } },
            { null, "X3", new Class<?>[] { null }, new String[0] },
            { null, "X4", new Class<?>[] { String.class }, new String[] { "x", "()V" } } };
        for (Object[] b : bad) {
            try { System.out.println(dp.invoke(null, b)); } catch (InvocationTargetException e) { System.out.println(e.getCause()); }
        }
        Method disp = Proxy.class.getDeclaredMethod("dispatch", Object.class, int.class, Object[].class);
        disp.setAccessible(true);
        try { disp.invoke(null, "x", 0, new Object[0]); } catch (InvocationTargetException e) { System.out.println(e.getCause()); }
        System.out.println("done");
    }
}
