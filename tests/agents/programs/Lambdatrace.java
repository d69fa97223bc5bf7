import java.util.function.*;

/* Creates lambda classes of several kinds so an agent can see them. */
public class Lambdatrace {
    interface Greeter { String greet(String who); }

    record Pair(int n, String s) {
    }

    /* Its component's class is loaded only when the record's methods are linked. */
    record Holder(LambdatraceContent content) {
    }

    private int base = 40;

    int plus(int x) { return base + x; }

    interface WithPrivate {
        String name();

        private String secret() {
            return "secret of " + name();
        }

        default Supplier<String> peek() {
            return this::secret;
        }
    }

    interface Gen<T> {
        String m(T t);
    }

    interface Plain {
        String m(String s);
    }

    /* Inherits two erasures of m: the lambda class gets a bridge. */
    interface Both extends Gen<String>, Plain {
    }

    static boolean negate(boolean b) {
        return !b;
    }

    Supplier<String> instanceLambda() {
        return () -> "base " + base;
    }

    class Inner {
        final int k;

        Inner(int k) {
            this.k = k;
        }

        public String toString() {
            return "inner " + (k + base);
        }
    }

    IntFunction<Inner> inner() {
        return Inner::new;
    }

    static long widen(long x) {
        return x + 1;
    }

    static int square(int x) {
        return x * x;
    }

    /* Method references the lambda class must adapt: unboxing, boxing,
     * widening, casts, interface and constructor calls, dropped results. */
    static void adaptations() {
        Function<Integer, Integer> sq = Lambdatrace::square;
        ToLongFunction<Integer> w = Lambdatrace::widen;
        IntToDoubleFunction d = Math::abs;
        ToIntFunction<java.util.List<String>> size = java.util.List::size;
        BiFunction<String, Integer, Character> at = String::charAt;
        IntFunction<StringBuilder> sb = StringBuilder::new;
        LongConsumer drop = Long::reverse;
        Function<String, Object> len = String::length;
        WithPrivate wp = () -> "wp";
        ToIntFunction<Character> digit = Character::getNumericValue;
        Predicate<Boolean> not = Lambdatrace::negate;
        IntFunction<Long> boxWide = Long::valueOf;
        IntFunction<Object> boxed = Lambdatrace::square;
        Supplier<java.util.List<String>> empty = java.util.List::of;
        long l = 5;
        double dd = 0.5;
        DoubleSupplier caps = () -> l * dd;
        Lambdatrace self = new Lambdatrace();
        Both both = s -> s + "?";
        /* Casts, not assignments: HotSpot's verifier would load Gen and Plain
         * to check an assignment, before main runs. */
        @SuppressWarnings("unchecked")
        Gen<String> gen = (Gen<String>) (Object) both;
        System.out.println(gen.m("bridge") + " " + ((Plain) (Object) both).m("plain"));
        IntUnaryOperator helper = LambdatraceHelper::twice;
        Function<String, LambdatraceHelper> made = LambdatraceHelper::new;
        Function<LambdatraceArg, String> argName = LambdatraceArg::toString;
        System.out.println(helper.applyAsInt(21) + " " + made.apply("h"));
        System.out.println(digit.applyAsInt('7') + " " + not.test(true) + " " + boxWide.apply(3) + " "
                + boxed.apply(4) + " " + empty.get() + " " + caps.getAsDouble() + " " + self.instanceLambda().get()
                + " " + self.inner().apply(2));
        drop.accept(1L);
        System.out.println(sq.apply(7) + " " + w.applyAsLong(1) + " " + d.applyAsDouble(-2) + " "
                + size.applyAsInt(java.util.List.of("a")) + " " + at.apply("xyz", 1) + " "
                + sb.apply(4).append('!') + " " + len.apply("four") + " " + wp.peek().get());
    }

    public static void main(String[] args) {
        Runnable r = () -> System.out.println("run");
        r.run();
        Greeter g = who -> "hello " + who;
        System.out.println(g.greet("agent"));
        Function<String, Integer> len = String::length;
        System.out.println(len.apply("four"));
        Lambdatrace self = new Lambdatrace();
        IntUnaryOperator op = self::plus;
        System.out.println(op.applyAsInt(2));
        Supplier<StringBuilder> mk = StringBuilder::new;
        System.out.println(mk.get().append("sb"));
        for (int i = 0; i < 3; i++) {
            int k = i;
            IntSupplier s = () -> k * 10;
            System.out.println(s.getAsInt());
        }
        String tag = "ser";
        Supplier<String> ser = (Supplier<String> & java.io.Serializable) () -> tag + "!";
        System.out.println(ser.get());
        System.out.println(new Pair(1, "one"));
        Holder h = new Holder(null);
        System.out.println(h.hashCode() + " " + h.equals(new Holder(null)) + " " + h);
        adaptations();
        System.out.println(r.getClass().getName().contains("$$Lambda$"));
    }
}

/* Loaded when a method reference names it (see lambdatrace.c). */
class LambdatraceHelper {
    final String s;

    LambdatraceHelper(String s) {
        this.s = s;
    }

    static int twice(int x) {
        return 2 * x;
    }

    public String toString() {
        return "helper " + s;
    }
}

/* Named only in a method reference's type, never used. */
class LambdatraceArg {
}

/* The type of a record component that is always null. */
class LambdatraceContent {
}
