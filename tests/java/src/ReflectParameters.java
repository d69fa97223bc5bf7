// javac-options: -parameters
import java.lang.reflect.*;
import java.util.*;

/* Parameters: names and modifiers from MethodParameters (compiled with -parameters), implicit and synthetic parameters, varargs, parameterized types, toString. */
public class ReflectParameters {
    class Inner {
        Inner(String name, final int count) { }
    }

    enum Color { RED }

    record Pair<A>(A first, List<A> rest) { }

    static <T> void generic(List<? extends T> items, final T fallback, String... extras) { }

    public static void main(String[] args) throws Exception {
        for (Executable e : new Executable[] {
                ReflectParameters.class.getDeclaredMethod("generic", List.class, Object.class, String[].class),
                ReflectParameters.class.getDeclaredMethod("main", String[].class),
                Inner.class.getDeclaredConstructor(ReflectParameters.class, String.class, int.class),
                Color.class.getMethod("valueOf", String.class),
                Pair.class.getDeclaredConstructor(Object.class, List.class),
                String.class.getMethod("length") }) {
            System.out.println(e.getName() + " " + e.getParameterCount());
            for (Parameter p : e.getParameters())
                System.out.println("  " + p + " | name=" + p.getName() + " present=" + p.isNamePresent() + " implicit=" + p.isImplicit()
                        + " synthetic=" + p.isSynthetic() + " varargs=" + p.isVarArgs() + " mods=" + p.getModifiers()
                        + " type=" + p.getType().getSimpleName() + " ptype=" + p.getParameterizedType()
                        + " exec=" + p.getDeclaringExecutable().getName());
        }
        Method m = ReflectParameters.class.getDeclaredMethod("generic", List.class, Object.class, String[].class);
        Parameter[] ps = m.getParameters();
        System.out.println(ps[0].equals(m.getParameters()[0]) + " " + ps[0].equals(ps[1]));
    }
}
