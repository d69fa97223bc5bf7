import java.io.Serializable;
import java.util.function.*;

/* What a program sees of a lambda's class: a hidden class named after its
 * caller. The numbers in the names differ between VMs and runs, so only their
 * shape is printed. */
public class LambdaClassNames {
    interface Marker {
    }

    interface SerRunnable extends Runnable, Serializable {
    }

    interface SerMarker extends Serializable {
    }

    static String shape(Class<?> c) {
        String n = c.getName();
        if (n.endsWith(";"))
            n = n.substring(0, n.length() - 1);
        int at = n.indexOf("$$Lambda$");
        int slash = n.indexOf("/0x");
        boolean digits = at > 0 && slash > at + 9;
        for (int i = at + 9; digits && i < slash; i++)
            digits = Character.isDigit(n.charAt(i));
        boolean hex = slash > 0 && n.length() > slash + 3;
        for (int i = slash + 3; hex && i < n.length(); i++)
            hex = Character.digit(n.charAt(i), 16) >= 0;
        return (at > 0 ? n.substring(0, at) : n) + " lambda-name=" + (digits && hex);
    }

    static void describe(String what, Object lambda) {
        Class<?> c = lambda.getClass();
        StringBuilder ifs = new StringBuilder();
        for (Class<?> i : c.getInterfaces())
            ifs.append(i.getName()).append(' ');
        System.out.println(what + ": " + shape(c) + " hidden=" + c.isHidden() + " synthetic=" + c.isSynthetic()
                + " final=" + ((c.getModifiers() & 0x10) != 0) + " public=" + ((c.getModifiers() & 1) != 0)
                + " super=" + c.getSuperclass().getName() + " interfaces=" + ifs.toString().trim()
                + " anonymous=" + c.isAnonymousClass() + " canonical=" + c.getCanonicalName()
                + " package='" + c.getPackageName() + "' loader-same=" + (c.getClassLoader() == LambdaClassNames.class.getClassLoader())
                + " simple-prefix=" + c.getSimpleName().startsWith("LambdaClassNames$$Lambda$")
                + " array-of=" + shape(java.lang.reflect.Array.newInstance(c, 0).getClass().getComponentType())
                + " array=" + shape(java.lang.reflect.Array.newInstance(c, 0).getClass()));
        try {
            Class.forName(c.getName());
            System.out.println("  found by name");
        } catch (ClassNotFoundException e) {
            System.out.println("  not found by name");
        }
    }

    public static void main(String[] args) {
        describe("Runnable", (Runnable) () -> { });
        int k = 3;
        describe("capturing IntSupplier", (IntSupplier) () -> k);
        describe("method ref", (Function<String, Integer>) String::length);
        describe("marker", (Runnable & Marker) () -> { });
        describe("serializable", (Runnable & Serializable) () -> { });
        describe("serializable interface", (SerRunnable) () -> { });
        describe("serializable marker", (Runnable & SerMarker) () -> { });
        Supplier<Object> a = () -> "a", b = () -> "b";
        System.out.println("different sites, different classes: " + (a.getClass() != b.getClass()));
        Supplier<Object> c1 = null, c2 = null;
        for (int i = 0; i < 2; i++) {
            int j = i;
            Supplier<Object> s = () -> j;
            if (i == 0)
                c1 = s;
            else
                c2 = s;
        }
        System.out.println("same site, same class: " + (c1.getClass() == c2.getClass()) + ", distinct objects: " + (c1 != c2));
        System.out.println("class of class: " + a.getClass().getClass().getName() + " isInstance: "
                + a.getClass().isInstance(a) + " " + a.getClass().isInstance(b));
    }
}
