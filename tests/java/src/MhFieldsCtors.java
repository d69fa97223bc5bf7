import java.lang.invoke.*;
import java.util.*;

/* Method handles of constructors and fields: findConstructor, getters and setters (instance and static), unreflect of fields and constructors, final fields. */
public class MhFieldsCtors {
    static class Point {
        int x;
        long y;
        String label = "p";
        final int id;
        static int created;
        static final String KIND = "point";
        static double scale = 1.5;

        Point() { this(0, 0); }
        Point(int x, long y) { this.x = x; this.y = y; id = ++created; }
        Point(String... parts) { this(parts.length, 0); label = String.join("+", parts); }
        public String toString() { return label + "(" + x + "," + y + ")#" + id; }
    }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        MethodHandle ctor = l.findConstructor(Point.class, MethodType.methodType(void.class, int.class, long.class));
        System.out.println(ctor.type());
        Point p = (Point) ctor.invokeExact(1, 2L);
        System.out.println(p);
        MethodHandle noarg = l.findConstructor(Point.class, MethodType.methodType(void.class));
        System.out.println((Point) noarg.invokeExact());
        MethodHandle varargs = l.findConstructor(Point.class, MethodType.methodType(void.class, String[].class));
        System.out.println(varargs.isVarargsCollector() + " " + varargs.type());
        System.out.println((Point) varargs.invoke("a", "b", "c"));
        System.out.println((Point) varargs.invoke());
        System.out.println((Point) varargs.invokeExact(new String[] { "q" }));
        MethodHandle list = l.findConstructor(ArrayList.class, MethodType.methodType(void.class, Collection.class));
        ArrayList<?> al = (ArrayList<?>) list.invokeExact((Collection) List.of(1, 2));
        System.out.println(al);
        MethodHandle sb = MethodHandles.publicLookup().findConstructor(StringBuilder.class,
                MethodType.methodType(void.class, String.class));
        System.out.println(((StringBuilder) sb.invokeExact("x")).append("y"));

        MethodHandle gx = l.findGetter(Point.class, "x", int.class);
        MethodHandle sx = l.findSetter(Point.class, "x", int.class);
        MethodHandle gy = l.findGetter(Point.class, "y", long.class);
        MethodHandle sy = l.findSetter(Point.class, "y", long.class);
        MethodHandle glabel = l.findGetter(Point.class, "label", String.class);
        MethodHandle slabel = l.findSetter(Point.class, "label", String.class);
        System.out.println(gx.type() + " " + sx.type() + " " + glabel.type());
        sx.invokeExact(p, 40);
        sy.invokeExact(p, -5L);
        slabel.invokeExact(p, "moved");
        System.out.println((int) gx.invokeExact(p) + " " + (long) gy.invokeExact(p) + " " + (String) glabel.invokeExact(p));
        sx.invoke(p, (short) 7);
        System.out.println(gx.invoke(p));
        MethodHandle gid = l.findGetter(Point.class, "id", int.class);
        System.out.println("id " + (int) gid.invokeExact(p));
        try {
            l.findSetter(Point.class, "id", int.class);
        } catch (IllegalAccessException e) {
            System.out.println("IllegalAccessException for final setter");
        }
        MethodHandle gc = l.findStaticGetter(Point.class, "created", int.class);
        MethodHandle sc = l.findStaticSetter(Point.class, "created", int.class);
        System.out.println(gc.type() + " " + sc.type() + " " + (int) gc.invokeExact());
        sc.invokeExact(100);
        System.out.println((Point) noarg.invokeExact());
        MethodHandle kind = l.findStaticGetter(Point.class, "KIND", String.class);
        System.out.println((String) kind.invokeExact());
        MethodHandle scale = l.findStaticGetter(Point.class, "scale", double.class);
        System.out.println((double) scale.invokeExact());
        MethodHandle maxv = l.findStaticGetter(Integer.class, "MAX_VALUE", int.class);
        System.out.println((int) maxv.invokeExact());
        try {
            l.findGetter(Point.class, "created", int.class);
        } catch (IllegalAccessException e) {
            String m = e.getMessage();
            System.out.println("IllegalAccessException: " + m.substring(0, m.indexOf(", from")));
        }
        try {
            l.findStaticGetter(Point.class, "x", int.class);
        } catch (IllegalAccessException e) {
            String m = e.getMessage();
            System.out.println("IllegalAccessException: " + m.substring(0, m.indexOf(", from")));
        }
        try {
            l.findGetter(Point.class, "x", long.class);
        } catch (NoSuchFieldException e) {
            System.out.println(e);
        }
        try {
            l.findConstructor(Point.class, MethodType.methodType(void.class, int.class));
        } catch (NoSuchMethodException e) {
            System.out.println(e);
        }
        try {
            int v = (int) gx.invokeExact((Point) null);
            System.out.println(v);
        } catch (NullPointerException e) {
            System.out.println("NullPointerException");
        }

        // unreflect
        var f = Point.class.getDeclaredField("label");
        MethodHandle ug = l.unreflectGetter(f);
        MethodHandle us = l.unreflectSetter(f);
        us.invokeExact(p, "via-unreflect");
        System.out.println((String) ug.invokeExact(p));
        var c = Point.class.getDeclaredConstructor(int.class, long.class);
        MethodHandle uc = l.unreflectConstructor(c);
        System.out.println((Point) uc.invokeExact(9, 9L));
        var fid = Point.class.getDeclaredField("id");
        try {
            l.unreflectSetter(fid);
        } catch (IllegalAccessException e) {
            System.out.println("IllegalAccessException for final unreflectSetter");
        }
        fid.setAccessible(true);
        MethodHandle usid = l.unreflectSetter(fid);
        usid.invokeExact(p, 77);
        System.out.println(p);
        // class initialization through a static getter
        MethodHandle lazy = l.findStaticGetter(Lazy.class, "VALUE", String.class);
        System.out.println("before get");
        System.out.println((String) lazy.invokeExact());
    }

    static class Lazy {
        static { System.out.println("Lazy initialized"); }
        static String VALUE = "lazy value";
    }
}
