import java.io.Serializable;

public class InstanceofCast {
    interface Animal { }
    interface Pet extends Animal { }
    static class Cat implements Pet, Cloneable { }
    static class Lion implements Animal { }

    static String check(Object o) {
        return (o instanceof Object) + "," + (o instanceof Animal) + "," + (o instanceof Pet) + ","
            + (o instanceof Cat) + "," + (o instanceof Object[]) + "," + (o instanceof Animal[]) + ","
            + (o instanceof Cat[]) + "," + (o instanceof int[]) + "," + (o instanceof Cloneable) + ","
            + (o instanceof Serializable) + "," + (o instanceof Comparable) + "," + (o instanceof Object[][]);
    }

    static String tryCast(Object o, String what) {
        try {
            switch (what) {
                case "Pet": { Pet p = (Pet) o; return "ok"; }
                case "Cat[]": { Cat[] p = (Cat[]) o; return "ok"; }
                case "Animal[]": { Animal[] p = (Animal[]) o; return "ok"; }
                case "Object[]": { Object[] p = (Object[]) o; return "ok"; }
                case "int[]": { int[] p = (int[]) o; return "ok"; }
                case "long[]": { long[] p = (long[]) o; return "ok"; }
                case "String": { String p = (String) o; return "ok"; }
                case "Integer": { Integer p = (Integer) o; return "ok"; }
                default: return "?";
            }
        } catch (ClassCastException e) {
            return "CCE";
        }
    }

    public static void main(String[] args) {
        Object[] objs = {new Cat(), new Lion(), new Cat[2], new Animal[1], new Pet[0], new Object[0], new int[3],
            new Cat[1][1], "str", 5, null, new Lion[0], new String[0], new long[0][0]};
        String[] names = {"Cat", "Lion", "Cat[]", "Animal[]", "Pet[]", "Object[]", "int[]", "Cat[][]", "String",
            "Integer", "null", "Lion[]", "String[]", "long[][]"};
        String[] casts = {"Pet", "Cat[]", "Animal[]", "Object[]", "int[]", "long[]", "String", "Integer"};
        for (int i = 0; i < objs.length; i++) {
            StringBuilder sb = new StringBuilder();
            for (String c : casts) sb.append(c).append('=').append(tryCast(objs[i], c)).append(' ');
            System.out.println(names[i] + ": " + check(objs[i]) + " | " + sb);
        }
        Object x = new Cat();
        if (x instanceof Cat cat && cat != null) System.out.println("pattern ok");
        System.out.println("class isInstance " + Pet.class.isInstance(x) + " " + Lion.class.isInstance(x)
            + " " + Animal.class.isAssignableFrom(Cat.class) + " " + Cat.class.isAssignableFrom(Animal.class)
            + " " + Object[].class.isAssignableFrom(Cat[].class) + " " + int[].class.isAssignableFrom(Object.class));
        System.out.println("array classes: " + Cat[].class.getName() + " " + int[][].class.getName() + " "
            + Cat[].class.getComponentType().getName() + " " + Cat[].class.getSuperclass().getName() + " "
            + double[].class.getName() + " " + boolean[].class.getSimpleName() + " " + String[][].class.getSimpleName());
        System.out.println("primitive " + int.class.getName() + " " + int.class.isPrimitive() + " " + Integer.TYPE + " " + void.class);
    }
}
