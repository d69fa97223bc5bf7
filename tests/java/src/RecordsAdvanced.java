import java.util.*;
import java.util.function.*;

/* Records in more shapes: nesting, generics, interfaces, static members,
 * varargs and array components, records as map keys and in lambdas. */
public class RecordsAdvanced {
    interface HasArea {
        double area();

        default String describe() {
            return getClass().getSimpleName() + " with area " + area();
        }
    }

    record Square(double side) implements HasArea {
        static int made;

        Square {
            made++;
        }

        public double area() {
            return side * side;
        }
    }

    record Box<T extends Comparable<T>>(T lo, T hi) {
        Box {
            if (lo.compareTo(hi) > 0) {
                T t = lo;
                lo = hi;
                hi = t;
            }
        }

        boolean contains(T v) {
            return lo.compareTo(v) <= 0 && v.compareTo(hi) <= 0;
        }
    }

    record Tree(int value, Tree left, Tree right) {
        static Tree leaf(int v) {
            return new Tree(v, null, null);
        }

        int sum() {
            return value + (left == null ? 0 : left.sum()) + (right == null ? 0 : right.sum());
        }
    }

    record Args(String name, int... values) {
    }

    record Money(long cents, String currency) implements Comparable<Money> {
        static final Money ZERO = new Money(0, "EUR");

        Money plus(Money o) {
            return new Money(cents + o.cents, currency);
        }

        public int compareTo(Money o) {
            return Long.compare(cents, o.cents);
        }
    }

    record Flags(boolean a, boolean b, char c, byte d, short e) {
    }

    record Wrapper(Object inner) {
    }

    record Measure(double d, float f, long l) {
    }

    public static void main(String[] args) {
        Square sq = new Square(1.5);
        System.out.println(sq.describe() + " " + sq + " made=" + Square.made);
        Box<Integer> box = new Box<>(9, 3);
        System.out.println(box + " contains 5: " + box.contains(5) + " hash=" + box.hashCode());
        Box<String> sbox = new Box<>("m", "c");
        System.out.println(sbox + " " + sbox.contains("d") + " hash=" + sbox.hashCode());
        Tree t = new Tree(1, Tree.leaf(2), new Tree(3, Tree.leaf(4), null));
        System.out.println(t + " sum=" + t.sum() + " hash=" + t.hashCode());
        System.out.println("tree equals: " + t.equals(new Tree(1, Tree.leaf(2), new Tree(3, Tree.leaf(4), null))));
        Args a = new Args("n", 1, 2, 3);
        System.out.println("varargs component: " + a.name() + " " + a.values().length + " equals same array: "
                + a.equals(new Args("n", a.values())) + " equals copy: " + a.equals(new Args("n", 1, 2, 3)));
        List<Money> ms = new ArrayList<>(List.of(new Money(500, "EUR"), new Money(150, "EUR"), new Money(99, "EUR")));
        Collections.sort(ms);
        Money total = Money.ZERO;
        for (Money m : ms)
            total = total.plus(m);
        System.out.println(ms + " total=" + total + " hash=" + total.hashCode());
        Flags f1 = new Flags(true, false, 'Z', (byte) 7, (short) -2);
        System.out.println(f1 + " hash=" + f1.hashCode() + " " + new Flags(false, true, 'a', (byte) 0, (short) 0).hashCode());
        System.out.println(new Wrapper(new Wrapper("x")) + " hash=" + new Wrapper(new Wrapper("x")).hashCode()
                + " " + new Wrapper(List.of(1, 2)).hashCode() + " " + new Wrapper(null).hashCode());
        Measure m1 = new Measure(1e10, 3.25f, -1L);
        Measure m2 = new Measure(Double.NEGATIVE_INFINITY, Float.MIN_VALUE, Long.MAX_VALUE);
        System.out.println(m1 + " hash=" + m1.hashCode() + " / " + m2 + " hash=" + m2.hashCode());
        System.out.println("-0.0 vs 0.0: " + new Measure(-0.0, 0f, 0).equals(new Measure(0.0, 0f, 0)));
        Map<Box<Integer>, String> keyed = new HashMap<>();
        keyed.put(new Box<>(1, 2), "small");
        keyed.put(new Box<>(2, 1), "same box");
        System.out.println("records as keys: " + keyed.size() + " " + keyed.get(new Box<>(1, 2)));
        Function<Double, Square> mk = Square::new;
        ToDoubleFunction<Square> side = Square::side;
        System.out.println("record ctor ref: " + mk.apply(2.0) + " accessor ref: " + side.applyAsDouble(new Square(7)));
        Supplier<HasArea> anonymous = () -> () -> 42;
        System.out.println("lambda as interface: " + anonymous.get().area());
        Comparator<Money> byCurrencyThenCents = Comparator.comparing(Money::currency).thenComparingLong(Money::cents);
        System.out.println("accessor comparator: " + byCurrencyThenCents.compare(new Money(1, "A"), new Money(0, "B")));
    }
}
