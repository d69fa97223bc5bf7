import java.lang.reflect.*;
import java.util.*;
import java.util.function.*;

/* Class member lists (declared and public, inherited), lookups by name with JDK 17's NoSuchMethodException/NoSuchFieldException texts, modifiers, toString and toGenericString. Lists are sorted: their order is unspecified. */
public class ReflectMembers {
    interface Greeter { String greet(String who); default String hi() { return greet("hi"); } static Greeter polite() { return w -> "dear " + w; } int LIMIT = 3; }

    static abstract class Base implements Greeter {
        public int baseField;
        protected static String shared = "s";
        private long secret;
        public abstract Number value();
        public String greet(String who) { return "hello " + who; }
        protected void prot() { }
        static void pkgStatic() { }
        public static final synchronized void both() { }
    }

    static final class Impl extends Base implements Comparable<Impl>, Runnable {
        public String name = "impl";
        transient volatile int t;
        public Impl() { }
        private Impl(String name) { this.name = name; }
        protected Impl(int... xs) { }
        @Override public Integer value() { return 42; }
        public int compareTo(Impl o) { return 0; }
        public void run() { }
        public <T extends Comparable<? super T>> List<T> sorted(Collection<? extends T> c, T... extra) throws java.io.IOException, IllegalStateException { return null; }
        native void nat();
        double fp() { return 0; }
    }

    static <T> List<String> names(T[] members, Function<T, String> f) {
        List<String> out = new ArrayList<>();
        for (T m : members) out.add(f.apply(m));
        Collections.sort(out);
        return out;
    }

    public static void main(String[] args) throws Exception {
        for (Class<?> c : new Class<?>[] { Greeter.class, Base.class, Impl.class }) {
            System.out.println("== " + c.getName() + " " + Modifier.toString(c.getModifiers()));
            System.out.println("declared methods:");
            for (String s : names(c.getDeclaredMethods(), Method::toString)) System.out.println("  " + s);
            System.out.println("declared fields:");
            for (String s : names(c.getDeclaredFields(), Field::toString)) System.out.println("  " + s);
            System.out.println("declared constructors:");
            for (String s : names(c.getDeclaredConstructors(), Constructor::toString)) System.out.println("  " + s);
            System.out.println("public methods: " + names(c.getMethods(), m -> m.getDeclaringClass().getSimpleName() + "." + m.getName()
                    + Arrays.toString(m.getParameterTypes()) + (m.isBridge() ? " bridge" : "") + (m.isDefault() ? " default" : "")));
            System.out.println("public fields: " + names(c.getFields(), Field::toString));
            System.out.println("public constructors: " + names(c.getConstructors(), Constructor::toString));
        }
        Method sorted = Impl.class.getMethod("sorted", Collection.class, Comparable[].class);
        System.out.println(sorted);
        System.out.println(sorted.toGenericString());
        System.out.println(sorted.isVarArgs() + " " + sorted.getParameterCount() + " " + sorted.getReturnType()
                + " " + Arrays.toString(sorted.getExceptionTypes()) + " " + Modifier.toString(sorted.getModifiers()));
        Method value = Impl.class.getMethod("value");
        System.out.println(value + " -> " + value.getReturnType().getSimpleName() + " declared by " + value.getDeclaringClass().getSimpleName());
        System.out.println(Impl.class.getDeclaredMethod("value").getReturnType());
        System.out.println(Base.class.getMethod("hi").isDefault() + " " + Greeter.class.getMethod("hi").isDefault()
                + " " + Greeter.class.getMethod("greet", String.class).isDefault());
        System.out.println(Greeter.class.getMethod("polite") + " " + Modifier.isStatic(Greeter.class.getMethod("polite").getModifiers()));
        System.out.println(Impl.class.getField("LIMIT") + " " + Impl.class.getField("baseField").getDeclaringClass().getSimpleName());
        System.out.println(Impl.class.getDeclaredConstructor(int[].class).toGenericString() + " " + Impl.class.getDeclaredConstructor(int[].class).isVarArgs());
        System.out.println(Impl.class.getDeclaredField("t").toGenericString());
        System.out.println(Object.class.getMethod("equals", Object.class).equals(Impl.class.getMethod("equals", Object.class)));
        System.out.println(Impl.class.getMethod("greet", String.class).getDeclaringClass().getSimpleName());
        System.out.println(String.class.getMethod("valueOf", char[].class));
        System.out.println(int[].class.getMethods().length == Object.class.getMethods().length);
        System.out.println(names(int.class.getMethods(), Method::getName) + " " + int.class.getDeclaredFields().length);
        System.out.println(Runnable.class.getDeclaredConstructors().length + " " + int[].class.getDeclaredConstructors().length);
        String[] misses = { "nope", "greet" };
        for (String n : misses) {
            try {
                Impl.class.getMethod(n, int.class, String[].class, null);
            } catch (NoSuchMethodException e) {
                System.out.println(e);
            }
        }
        try { Impl.class.getDeclaredMethod("hi"); } catch (NoSuchMethodException e) { System.out.println(e); }
        try { Impl.class.getMethod("prot"); } catch (NoSuchMethodException e) { System.out.println(e); }
        try { Impl.class.getConstructor(String.class); } catch (NoSuchMethodException e) { System.out.println(e); }
        try { Impl.class.getDeclaredConstructor(long.class); } catch (NoSuchMethodException e) { System.out.println(e); }
        try { Impl.class.getField("secret"); } catch (NoSuchFieldException e) { System.out.println(e); }
        try { Impl.class.getDeclaredField("baseField"); } catch (NoSuchFieldException e) { System.out.println(e); }
        System.out.println(Impl.class.getDeclaredConstructor(String.class) + " " + Base.class.getDeclaredMethod("prot"));
        System.out.println(Modifier.toString(Modifier.PUBLIC | Modifier.STATIC | Modifier.FINAL | Modifier.TRANSIENT | Modifier.VOLATILE
                | Modifier.SYNCHRONIZED | Modifier.NATIVE | Modifier.ABSTRACT | Modifier.STRICT | Modifier.INTERFACE));
    }
}
