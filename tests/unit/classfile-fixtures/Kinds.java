import java.io.IOException;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;

/* Every kind of constant and attribute javac emits for ordinary code. */
public class Kinds<T extends Comparable<T>> implements Serializable {
    public static final int INT = 123456;
    public static final long LONG = 1234567890123L;
    public static final float FLOAT = 1.5f;
    public static final double DOUBLE = 2.25;
    public static final String STRING = "constant";
    private List<T> items = new ArrayList<>();

    enum Color { RED, GREEN, BLUE }

    interface Greeter {
        String name();
        default String greet() { return "hello " + name(); }
        static Greeter of(String n) { return () -> n; }
    }

    class Inner {
        int value() { return items.size(); }
    }

    static class Nested {
        private int secret = 7;
    }

    @Deprecated
    public T first() throws IOException {
        if (items.isEmpty())
            throw new IOException("empty");
        return items.get(0);
    }

    public int sum(int a, long b, double c) {
        int total = a;
        try {
            total += (int) b;
        } catch (ArithmeticException e) {
            total = -1;
        }
        return total + (int) c;
    }

    public static void main(String[] args) {
        Function<String, Integer> len = String::length;
        Supplier<Nested> make = Nested::new;
        Runnable r = () -> System.out.println(make.get().secret + len.apply("abc"));
        r.run();
        Object anon = new Object() { public String toString() { return "anon"; } };
        System.out.println(anon + " " + Color.GREEN);
    }
}
