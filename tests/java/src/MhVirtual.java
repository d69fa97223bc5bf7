import java.lang.invoke.*;
import java.util.*;

/* Method handles of instance methods: findVirtual dispatches on the receiver, findSpecial does not; interfaces, private methods, unreflect. */
public class MhVirtual {
    static class Animal {
        String name() { return "animal"; }
        public String speak(int times) { return name() + " speaks x" + times; }
        private String secret() { return "secret of " + name(); }
    }

    static class Dog extends Animal {
        @Override String name() { return "dog"; }
        @Override public String speak(int times) { return "woof x" + times; }
    }

    interface Shape { double area(); default String describe() { return "shape with area " + area(); } }

    record Square(double side) implements Shape { public double area() { return side * side; } }

    static class Sub extends MhVirtual {
        String who() { return "sub"; }
        String callSuper() throws Throwable {
            MethodHandle h = MethodHandles.lookup().findSpecial(MhVirtual.class, "who",
                    MethodType.methodType(String.class), Sub.class);
            return (String) h.invokeExact(this);
        }
    }

    String who() { return "base"; }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        MethodHandle speak = l.findVirtual(Animal.class, "speak", MethodType.methodType(String.class, int.class));
        System.out.println(speak.type());
        System.out.println((String) speak.invokeExact(new Animal(), 2));
        System.out.println((String) speak.invokeExact((Animal) new Dog(), 3));
        MethodHandle name = l.findVirtual(Animal.class, "name", MethodType.methodType(String.class));
        System.out.println((String) name.invokeExact((Animal) new Dog()));
        MethodHandle secret = l.findVirtual(Animal.class, "secret", MethodType.methodType(String.class));
        System.out.println((String) secret.invokeExact((Animal) new Dog()));

        MethodHandle area = l.findVirtual(Shape.class, "area", MethodType.methodType(double.class));
        MethodHandle describe = l.findVirtual(Shape.class, "describe", MethodType.methodType(String.class));
        Shape sq = new Square(3);
        System.out.println(area.type() + " " + (double) area.invokeExact(sq));
        System.out.println((String) describe.invokeExact(sq));

        MethodHandle len = l.findVirtual(String.class, "length", MethodType.methodType(int.class));
        MethodHandle size = l.findVirtual(List.class, "size", MethodType.methodType(int.class));
        MethodHandle tos = l.findVirtual(Object.class, "toString", MethodType.methodType(String.class));
        System.out.println((int) len.invokeExact("hello") + " " + (int) size.invokeExact(List.of(1, 2, 3)));
        System.out.println((String) tos.invokeExact((Object) List.of("a")));
        MethodHandle ltos = l.findVirtual(List.class, "toString", MethodType.methodType(String.class));
        System.out.println((String) ltos.invokeExact(List.of(7)));
        MethodHandle cmp = l.findVirtual(Comparable.class, "compareTo", MethodType.methodType(int.class, Object.class));
        System.out.println((int) cmp.invokeExact((Comparable) "a", (Object) "b"));

        System.out.println(new Sub().callSuper() + " " + new Sub().who());
        MethodHandle whoV = l.findVirtual(MhVirtual.class, "who", MethodType.methodType(String.class));
        System.out.println((String) whoV.invokeExact((MhVirtual) new Sub()));

        try {
            String s = (String) speak.invokeExact((Animal) null, 1);
            System.out.println(s);
        } catch (NullPointerException e) {
            System.out.println("NullPointerException");
        }

        // unreflect
        MethodHandle u = l.unreflect(Animal.class.getDeclaredMethod("speak", int.class));
        System.out.println(u + " " + (String) u.invokeExact((Animal) new Dog(), 1));
        MethodHandle us = l.unreflectSpecial(MhVirtual.class.getDeclaredMethod("who"), MhVirtual.class);
        System.out.println((String) us.invokeExact(new MhVirtual()));
        MethodHandle ustatic = l.unreflect(Integer.class.getMethod("toHexString", int.class));
        System.out.println((String) ustatic.invokeExact(255));
        MethodHandle bound = l.bind("abc", "charAt", MethodType.methodType(char.class, int.class));
        System.out.println(bound.type() + " " + (char) bound.invokeExact(1));
        System.out.println(MethodHandles.reflectAs(java.lang.reflect.Method.class, len));
    }
}
