import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.*;

/* Method references: static, bound, unbound, constructors, arrays, super, varargs. */
public class LambdaMethodRefs {
    static class Base {
        String hello(String who) {
            return "base hello " + who;
        }
    }

    static class Derived extends Base {
        @Override
        String hello(String who) {
            return "derived hello " + who;
        }

        String viaSuper(String who) {
            Function<String, String> f = super::hello;
            Function<String, String> g = this::hello;
            return f.apply(who) + " | " + g.apply(who);
        }
    }

    static class Point {
        final int x, y;

        Point() {
            this(0, 0);
        }

        Point(int x) {
            this(x, x);
        }

        Point(int x, int y) {
            this.x = x;
            this.y = y;
        }

        private Point(String s) {
            this(s.length(), -s.length());
        }

        public String toString() {
            return "(" + x + "," + y + ")";
        }

        static Function<String, Point> privateCtor() {
            return Point::new;
        }
    }

    class Inner {
        final int v;

        Inner(int v) {
            this.v = v;
        }

        public String toString() {
            return tag + ".inner" + v;
        }
    }

    String tag = "outer";

    static String join(String sep, String... parts) {
        return String.join(sep, parts);
    }

    static int sum(int... xs) {
        int s = 0;
        for (int x : xs)
            s += x;
        return s;
    }

    void inners() {
        IntFunction<Inner> mk = Inner::new;
        System.out.println("inner ctor: " + mk.apply(7));
    }

    public static void main(String[] args) {
        Function<String, Integer> parse = Integer::parseInt;
        System.out.println("static: " + (parse.apply("123") + 1));
        String s = "Hello";
        Predicate<String> starts = s::startsWith;
        System.out.println("bound: " + starts.test("He") + " " + starts.test("lo"));
        BiFunction<String, Integer, Character> charAt = String::charAt;
        System.out.println("unbound 2 args: " + charAt.apply("abc", 1));
        Supplier<Point> p0 = Point::new;
        IntFunction<Point> p1 = Point::new;
        BiFunction<Integer, Integer, Point> p2 = Point::new;
        System.out.println("ctors: " + p0.get() + " " + p1.apply(3) + " " + p2.apply(4, 5));
        System.out.println("private ctor: " + Point.privateCtor().apply("four"));
        IntFunction<String[]> arr = String[]::new;
        String[] a = arr.apply(3);
        System.out.println("array ctor: " + a.length + " " + a.getClass().getName());
        IntFunction<int[][]> arr2 = int[][]::new;
        System.out.println("int[][]: " + arr2.apply(2).length + " " + arr2.apply(2).getClass().getName());
        System.out.println("super: " + new Derived().viaSuper("me"));
        new LambdaMethodRefs().inners();
        BiFunction<String, String[], String> j = LambdaMethodRefs::join;
        System.out.println("varargs as array: " + j.apply("-", new String[] { "a", "b" }));
        BinaryOperator<String> j2 = (x, y) -> join("+", x, y);
        System.out.println("varargs lambda: " + j2.apply("c", "d"));
        IntBinaryOperator sum2 = LambdaMethodRefs::sum;
        System.out.println("varargs adapted: " + sum2.applyAsInt(20, 22));
        Function<String, String> three = x -> join(x, "1", "2", "3");
        System.out.println("varargs 3: " + three.apply("."));
        List<String> names = new ArrayList<>(Arrays.asList("b", "c", "a"));
        names.sort(String::compareTo);
        System.out.println("sorted: " + names);
        Consumer<Object> print = System.out::println;
        print.accept("println via bound PrintStream");
        Function<List<String>, Integer> size = List::size;
        System.out.println("interface unbound: " + size.apply(names));
        Function<Object, String> str = String::valueOf;
        System.out.println("valueOf: " + str.apply(3.5));
        Function<String, char[]> chars = String::toCharArray;
        System.out.println("toCharArray: " + chars.apply("xyz").length);
        Function<int[], int[]> clone = int[]::clone;
        int[] orig = { 1, 2, 3 };
        int[] copy = clone.apply(orig);
        System.out.println("array clone: " + (copy != orig) + " " + Arrays.toString(copy));
    }
}
