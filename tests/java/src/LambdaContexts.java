import java.util.*;
import java.util.function.*;

/* Lambdas in every kind of place: static initializers, constructors, enum
 * constants, inner and anonymous classes, interfaces, generic methods. */
public class LambdaContexts {
    static final Map<String, IntBinaryOperator> OPS = new LinkedHashMap<>();

    static {
        OPS.put("+", (a, b) -> a + b);
        OPS.put("-", (a, b) -> a - b);
        OPS.put("*", (a, b) -> a * b);
        OPS.put("max", Math::max);
    }

    enum Op implements IntBinaryOperator {
        ADD((a, b) -> a + b), POW((a, b) -> {
            int r = 1;
            for (int i = 0; i < b; i++)
                r *= a;
            return r;
        });

        private final IntBinaryOperator f;

        Op(IntBinaryOperator f) {
            this.f = f;
        }

        public int applyAsInt(int a, int b) {
            return f.applyAsInt(a, b);
        }
    }

    interface Greeter {
        String name();

        default Supplier<String> greeter(String greeting) {
            return () -> greeting + ", " + name();
        }

        private String shout() {
            return name().toUpperCase();
        }

        default Supplier<String> shouter() {
            return this::shout;
        }

        static Greeter of(String n) {
            return () -> n;
        }
    }

    private final String id;
    private final Supplier<String> fromCtor;

    LambdaContexts(String id) {
        this.id = id;
        this.fromCtor = () -> "made in constructor of " + this.id;
    }

    class Inner {
        int k = 3;

        Supplier<String> both() {
            return () -> id + ":" + k;
        }

        class Deeper {
            Supplier<String> all() {
                return () -> id + ":" + k + ":deeper";
            }
        }
    }

    static <T, R> List<R> map(List<T> in, Function<? super T, ? extends R> f) {
        List<R> out = new ArrayList<>();
        for (T t : in)
            out.add(f.apply(t));
        return out;
    }

    static Function<Integer, Function<Integer, Integer>> curriedAdd() {
        return a -> b -> a + b;
    }

    static Supplier<Supplier<String>> nested(String s) {
        return () -> () -> s + s;
    }

    public static void main(String[] args) {
        for (Map.Entry<String, IntBinaryOperator> e : OPS.entrySet())
            System.out.println("6 " + e.getKey() + " 3 = " + e.getValue().applyAsInt(6, 3));
        for (Op op : Op.values())
            System.out.println(op + " " + op.applyAsInt(2, 5));
        Greeter g = Greeter.of("Ada");
        System.out.println(g.greeter("Hello").get() + " / " + g.shouter().get());
        LambdaContexts lc = new LambdaContexts("outer");
        System.out.println(lc.fromCtor.get());
        LambdaContexts.Inner in = lc.new Inner();
        System.out.println(in.both().get() + " " + in.new Deeper().all().get());
        Runnable anon = new Runnable() {
            int count = 2;

            public void run() {
                IntSupplier s = () -> count * 21;
                System.out.println("anonymous class lambda: " + s.getAsInt());
            }
        };
        anon.run();
        System.out.println(map(Arrays.asList("a", "bb", "ccc"), String::length));
        System.out.println(map(Arrays.asList(1, 2, 3), x -> "#" + x));
        System.out.println("curried: " + curriedAdd().apply(40).apply(2));
        System.out.println("nested: " + nested("ab").get().get());
        Function<Integer, Integer> fact = new Function<Integer, Integer>() {
            public Integer apply(Integer n) {
                return n <= 1 ? 1 : n * this.apply(n - 1);
            }
        };
        System.out.println("recursive: " + fact.apply(10));
        Function<Integer, Integer> plus1 = x -> x + 1, times2 = x -> x * 2;
        System.out.println("compose: " + plus1.compose(times2).apply(5) + " andThen: " + plus1.andThen(times2).apply(5)
                + " identity: " + Function.<Integer>identity().apply(9));
        Predicate<String> empty = String::isEmpty;
        System.out.println("predicates: " + empty.negate().test("") + " " + empty.or(s -> s.length() > 3).test("long")
                + " " + empty.and(s -> false).test("") + " " + Predicate.not(empty).test("x") + " "
                + Predicate.isEqual("a").test("a"));
        BiFunction<Integer, Integer, Integer> mul = (a, b) -> a * b;
        System.out.println("BiFunction.andThen: " + mul.andThen(x -> x - 1).apply(6, 7));
        StringBuilder log = new StringBuilder();
        Consumer<String> c1 = s -> log.append("1").append(s);
        Consumer<String> c2 = s -> log.append("2").append(s);
        c1.andThen(c2).accept("x");
        BiConsumer<String, Integer> bc = (s, i) -> log.append(s.repeat(i));
        bc.andThen((s, i) -> log.append(i)).accept("y", 2);
        System.out.println("consumers: " + log);
        IntUnaryOperator inc = x -> x + 1;
        System.out.println("IntUnaryOperator: " + inc.andThen(x -> x * 10).applyAsInt(1) + " "
                + inc.compose(x -> x * 10).applyAsInt(1) + " " + IntUnaryOperator.identity().applyAsInt(7));
        LongUnaryOperator linc = x -> x + 1;
        DoubleUnaryOperator half = x -> x / 2;
        System.out.println("Long/Double ops: " + linc.andThen(x -> x << 2).applyAsLong(1) + " "
                + half.compose(x -> x + 1).applyAsDouble(3));
        IntPredicate pos = x -> x > 0;
        LongPredicate lpos = x -> x > 0;
        DoublePredicate dpos = x -> x > 0;
        System.out.println("primitive predicates: " + pos.and(x -> x < 10).test(5) + " " + pos.negate().test(5) + " "
                + lpos.or(x -> x == -1).test(-1) + " " + dpos.negate().test(-0.5));
        BiPredicate<String, Integer> lenIs = (s, n) -> s.length() == n;
        System.out.println("BiPredicate: " + lenIs.test("abc", 3) + " " + lenIs.negate().test("abc", 3) + " "
                + lenIs.and((s, n) -> n > 5).test("abc", 3) + " " + lenIs.or((s, n) -> true).test("", 9));
        UnaryOperator<String> same = UnaryOperator.identity();
        System.out.println("UnaryOperator.identity: " + same.apply("same"));
        IntConsumer ic = x -> log.append(x);
        ic.andThen(x -> log.append(-x)).accept(4);
        System.out.println("IntConsumer.andThen: " + log);
    }
}
