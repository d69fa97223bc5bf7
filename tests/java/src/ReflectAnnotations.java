import java.lang.annotation.*;
import java.lang.reflect.*;
import java.util.*;

/* Runtime-visible annotations: members of every type with defaults, toString as JDK 17 writes it, equals, annotationType, on classes, methods, fields, constructors and parameters, @Inherited, invisible (CLASS) retention, getDefaultValue. */
public class ReflectAnnotations {
    enum Level { LOW, HIGH }

    @Retention(RetentionPolicy.RUNTIME)
    @interface Everything {
        byte b() default -1;
        short s() default 300;
        char c() default '\n';
        int i() default Integer.MIN_VALUE;
        long l() default 1L << 40;
        float f() default Float.NaN;
        double d() default Double.NEGATIVE_INFINITY;
        boolean z() default false;
        String str() default "tab\there \u00e9 \\ 'q'";
        Class<?> cls() default int[][].class;
        Level level() default Level.HIGH;
        Tag tag() default @Tag("default tag");
        int[] ints() default {};
        String[] strs() default { "x", "y" };
        Level[] levels() default { Level.LOW };
        Class<?>[] classes() default { void.class, Map.Entry.class };
        Tag[] tags() default {};
    }

    @Retention(RetentionPolicy.RUNTIME) @Target({ ElementType.TYPE, ElementType.METHOD, ElementType.FIELD, ElementType.PARAMETER, ElementType.CONSTRUCTOR })
    @interface Tag { String value(); }

    @Retention(RetentionPolicy.RUNTIME) @Inherited @interface Heritable { int value() default 7; }

    @Retention(RetentionPolicy.RUNTIME) @interface NotInherited { }

    @Retention(RetentionPolicy.CLASS) @interface Invisible { }

    @Retention(RetentionPolicy.RUNTIME) @interface Marker { }

    @Everything @Tag("class") @Heritable(3) @NotInherited @Invisible
    static class Annotated {
        @Tag("field") @Deprecated public int field;
        @Everything(b = 5, s = -2, c = 'x', i = 42, l = -1, f = 1.5f, d = 0.25, z = true, str = "\"quoted\"", cls = String.class,
                level = Level.LOW, tag = @Tag("inner"), ints = { 1, 2, 3 }, strs = {}, levels = { Level.HIGH, Level.LOW },
                classes = { Object[].class }, tags = { @Tag("a"), @Tag("b") })
        public void method(@Tag("p0") @Marker int a, String b, @Marker long c) { }
        @Tag("ctor") public Annotated(@Tag("cp") String s) { }
        public Annotated() { }
    }

    static class Sub extends Annotated { }

    static List<String> sorted(Annotation[] as) {
        List<String> out = new ArrayList<>();
        for (Annotation a : as) out.add(a.toString());
        Collections.sort(out);
        return out;
    }

    public static void main(String[] args) throws Exception {
        System.out.println("class: " + sorted(Annotated.class.getAnnotations()));
        System.out.println("sub: " + sorted(Sub.class.getAnnotations()) + " declared " + sorted(Sub.class.getDeclaredAnnotations()));
        System.out.println(Sub.class.isAnnotationPresent(Heritable.class) + " " + Sub.class.isAnnotationPresent(NotInherited.class)
                + " " + Annotated.class.isAnnotationPresent(Invisible.class) + " " + Sub.class.getAnnotation(Heritable.class).value());
        Everything defaults = Annotated.class.getAnnotation(Everything.class);
        System.out.println(defaults.b() + " " + defaults.s() + " " + (int) defaults.c() + " " + defaults.i() + " " + defaults.l() + " "
                + defaults.f() + " " + defaults.d() + " " + defaults.z() + " " + defaults.str() + " " + defaults.cls() + " "
                + defaults.level() + " " + defaults.tag().value() + " " + defaults.ints().length + " "
                + Arrays.toString(defaults.strs()) + " " + Arrays.toString(defaults.levels()) + " " + Arrays.toString(defaults.classes()));
        System.out.println(defaults.annotationType() + " " + (defaults instanceof Everything) + " " + Proxy.isProxyClass(defaults.getClass()));
        Method m = Annotated.class.getMethod("method", int.class, String.class, long.class);
        Everything given = m.getAnnotation(Everything.class);
        System.out.println(given);
        System.out.println(given.tags()[1].value() + " " + given.levels()[0] + " " + given.classes()[0].getSimpleName());
        given.ints()[0] = 99;
        System.out.println("copy on read: " + given.ints()[0]);
        System.out.println(given.equals(defaults) + " " + given.equals(m.getAnnotation(Everything.class))
                + " " + defaults.equals(Annotated.class.getAnnotation(Everything.class)));
        Tag t1 = Annotated.class.getAnnotation(Tag.class);
        System.out.println(t1 + " " + t1.hashCode() + " " + t1.equals(Annotated.class.getAnnotation(Tag.class)) + " " + t1.equals(given.tag()));
        System.out.println(given.tag().hashCode() + " " + Arrays.hashCode(new Object[0]));
        Field f = Annotated.class.getField("field");
        System.out.println("field: " + sorted(f.getAnnotations()) + " " + f.isAnnotationPresent(Deprecated.class) + " " + f.getAnnotation(Tag.class).value());
        Annotation[][] pa = m.getParameterAnnotations();
        for (int i = 0; i < pa.length; i++)
            System.out.println("param " + i + ": " + sorted(pa[i]));
        for (Parameter p : m.getParameters())
            System.out.println(p + " " + p.isAnnotationPresent(Marker.class) + " " + p.getAnnotation(Tag.class));
        Constructor<?> c = Annotated.class.getConstructor(String.class);
        System.out.println("ctor: " + sorted(c.getAnnotations()) + " " + sorted(c.getParameterAnnotations()[0]));
        System.out.println(Annotated.class.getConstructor().getAnnotations().length + " " + Annotated.class.getConstructor().getParameterAnnotations().length);
        List<String> defs = new ArrayList<>();
        for (Method am : Everything.class.getDeclaredMethods()) {
            Object v = am.getDefaultValue();
            defs.add(am.getName() + "=" + (v != null && v.getClass().isArray() ? "array of " + java.lang.reflect.Array.getLength(v) : v));
        }
        Collections.sort(defs);
        System.out.println(defs);
        System.out.println(Tag.class.getMethod("value").getDefaultValue() + " " + Object.class.getMethod("toString").getDefaultValue());
        System.out.println(Tag.class.isAnnotation() + " " + Tag.class.isInterface() + " " + Arrays.toString(Tag.class.getInterfaces()));
        System.out.println(sorted(Tag.class.getAnnotations()));
        System.out.println(sorted(Retention.class.getAnnotations()));
        System.out.println(Deprecated.class.getAnnotation(Retention.class).value());
        System.out.println(m.getAnnotationsByType(Tag.class).length + " " + Annotated.class.getAnnotationsByType(Tag.class)[0].value()
                + " " + Annotated.class.getDeclaredAnnotation(Heritable.class));
    }
}
