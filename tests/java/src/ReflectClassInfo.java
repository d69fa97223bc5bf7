import java.io.Serializable;
import java.lang.reflect.*;
import java.util.*;

/* Class queries: names (simple, canonical, type), nesting (enclosing, declaring, member, local, anonymous, nest host, declared classes), supertypes, cast/isInstance/isAssignableFrom, packages, Class.forName with loaders. */
public class ReflectClassInfo {
    public static class PublicMember { }
    private interface PrivateMember extends Serializable { }
    protected static abstract class ProtectedMember implements PrivateMember, Comparable<String> { }
    class InnerMember { class Deeper { } }

    static void show(Class<?> c) {
        System.out.println(c.getName() + " | simple=" + c.getSimpleName() + " | canonical=" + c.getCanonicalName()
                + " | type=" + c.getTypeName() + " | member=" + c.isMemberClass() + " local=" + c.isLocalClass()
                + " anonymous=" + c.isAnonymousClass() + " | enclosing=" + name(c.getEnclosingClass())
                + " declaring=" + name(c.getDeclaringClass()) + " nestHost=" + name(c.getNestHost())
                + " | mods=" + Modifier.toString(c.getModifiers()) + " | package=" + c.getPackageName());
    }

    static String name(Class<?> c) { return c == null ? "null" : c.getSimpleName(); }

    public static void main(String[] args) throws Exception {
        class Local { }
        Object anon = new Object() { };
        Runnable lambda = () -> { };
        show(ReflectClassInfo.class);
        show(PublicMember.class);
        show(PrivateMember.class);
        show(ProtectedMember.class);
        show(InnerMember.class);
        show(InnerMember.Deeper.class);
        show(Local.class);
        show(anon.getClass());
        show(int.class);
        show(String[][].class);
        show(Local[].class);
        System.out.println(lambda.getClass().isSynthetic() + " " + lambda.getClass().isAnonymousClass() + " " + lambda.getClass().getCanonicalName());

        List<String> declared = new ArrayList<>();
        for (Class<?> c : ReflectClassInfo.class.getDeclaredClasses()) declared.add(c.getSimpleName());
        Collections.sort(declared);
        System.out.println("declared classes: " + declared);
        List<String> pub = new ArrayList<>();
        for (Class<?> c : ReflectClassInfo.class.getClasses()) pub.add(c.getSimpleName());
        System.out.println("public classes: " + pub);
        System.out.println(Arrays.toString(InnerMember.class.getDeclaredClasses()) + " " + int.class.getDeclaredClasses().length);
        System.out.println(ReflectClassInfo.class.isNestmateOf(InnerMember.Deeper.class) + " " + String.class.isNestmateOf(ReflectClassInfo.class));

        System.out.println(ProtectedMember.class.getSuperclass() + " " + Arrays.toString(ProtectedMember.class.getInterfaces())
                + " " + PrivateMember.class.getSuperclass() + " " + Arrays.toString(PrivateMember.class.getInterfaces())
                + " " + int[].class.getSuperclass() + " " + Arrays.toString(int[].class.getInterfaces()) + " " + int.class.getSuperclass());
        System.out.println(Number.class.isAssignableFrom(Integer.class) + " " + Integer.class.isAssignableFrom(Number.class)
                + " " + Object.class.isAssignableFrom(int[].class) + " " + int.class.isAssignableFrom(int.class)
                + " " + long.class.isAssignableFrom(int.class) + " " + Serializable.class.isAssignableFrom(ProtectedMember.class)
                + " " + Object[].class.isAssignableFrom(String[][].class));
        System.out.println(CharSequence.class.isInstance("s") + " " + Integer.class.isInstance(null) + " " + int.class.isInstance(1));
        System.out.println(CharSequence.class.cast("cast ok") + " " + String.class.cast(null));
        try {
            Integer.class.cast("no");
        } catch (ClassCastException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(Number.class.asSubclass(Number.class) + " " + Integer.class.asSubclass(Comparable.class));
        System.out.println(String.class.getPackage().getName() + " " + ReflectClassInfo.class.getPackage().getName().isEmpty()
                + " " + int.class.getPackage() + " " + String[].class.getPackageName() + " " + int[].class.getPackageName());
        System.out.println(Class.forName("java.util.ArrayList") + " " + Class.forName("[Ljava.lang.String;") + " " + Class.forName("[[I"));
        ClassLoader app = ReflectClassInfo.class.getClassLoader();
        System.out.println(Class.forName("ReflectClassInfo$PublicMember", false, app) == PublicMember.class);
        System.out.println(Class.forName("java.lang.String", false, null) + " " + String.class.getClassLoader());
        try {
            Class.forName("ReflectClassInfo", false, null);
        } catch (ClassNotFoundException e) {
            System.out.println(e);
        }
        try {
            Class.forName("int");
        } catch (ClassNotFoundException e) {
            System.out.println(e);
        }
        System.out.println(Class.forName("ReflectClassInfo$Lazy", false, app).getSimpleName() + " loaded, not initialized");
        System.out.println(Class.forName("ReflectClassInfo$Lazy", true, app).getSimpleName());
        enclosing();
        System.out.println(ProtectedMember.class.isInterface() + " " + PrivateMember.class.isInterface() + " " + int.class.isPrimitive()
                + " " + void.class.isPrimitive() + " " + Integer.TYPE + " " + String[].class.getComponentType() + " " + String[].class.componentType()
                + " " + String.class.arrayType() + " " + int.class.descriptorString() + " " + String[].class.descriptorString());
    }

    static class Lazy { static { System.out.println("Lazy initialized"); } }

    final Object fromConstructor;
    ReflectClassInfo(int n) { fromConstructor = new Object() { }; }
    static Object fromInitializer = new Object() { };

    static void enclosing() {
        class InMethod { }
        Object anon = new Runnable() { public void run() { } };
        ReflectClassInfo r = new ReflectClassInfo(1);
        for (Class<?> c : new Class<?>[] { InMethod.class, anon.getClass(), r.fromConstructor.getClass(), fromInitializer.getClass(),
                PublicMember.class, ReflectClassInfo.class, int.class })
            System.out.println(c.getName() + " method=" + c.getEnclosingMethod() + " ctor=" + c.getEnclosingConstructor()
                    + " enclosing=" + name(c.getEnclosingClass()));
    }
}
