public class ClassForName {
    static class Target {
        static { System.out.println("Target initialized"); }
        public Target() { }
        public String toString() { return "a Target"; }
    }

    abstract static class Abstract { }

    public static void main(String[] args) throws Exception {
        Class<?> c = Class.forName("ClassForName$Target");
        System.out.println("name " + c.getName() + " simple " + c.getSimpleName());
        Object o = c.newInstance();
        System.out.println("instance " + o);
        System.out.println("same " + (c == Target.class) + " " + (Class.forName("ClassForName$Target") == c));
        String[] names = {"java.lang.String", "java.util.ArrayList", "java.lang.Integer", "[I", "[Ljava.lang.String;",
            "[[D", "ClassForName", "java.lang.Runnable"};
        for (String n : names) {
            Class<?> k = Class.forName(n);
            System.out.println(n + " -> " + k.getName() + " array=" + k.isArray() + " iface=" + k.isInterface()
                + " loaderNull=" + (k.getClassLoader() == null));
        }
        String[] bad = {"NoSuchClass", "java.lang.Strin", "int", "[X", "ClassForName.Target"};
        for (String n : bad) {
            try {
                Class.forName(n);
                System.out.println("found " + n);
            } catch (ClassNotFoundException e) {
                System.out.println("ClassNotFoundException " + e.getMessage());
            }
        }
        try {
            Class.forName("ClassForName$Abstract").newInstance();
        } catch (InstantiationException e) {
            System.out.println("InstantiationException");
        }
        System.out.println("getClass " + "x".getClass().getName() + " " + new int[0].getClass().getName()
            + " " + new Object().getClass().getName());
        System.out.println("modifiers public=" + ((ClassForName.class.getModifiers() & 1) != 0)
            + " interfaceFlag=" + ((Runnable.class.getModifiers() & 0x200) != 0));
        System.out.println("superclasses " + Integer.class.getSuperclass().getName() + " " + Object.class.getSuperclass()
            + " " + Runnable.class.getSuperclass() + " " + int.class.getSuperclass());
        System.out.println("toString " + String.class + " " + Runnable.class + " " + int.class + " " + int[].class);
        System.out.println("primitive classes " + Integer.TYPE.getName() + " " + Double.TYPE.getName() + " " + Void.TYPE.getName() + " " + boolean.class.isPrimitive());
    }
}
