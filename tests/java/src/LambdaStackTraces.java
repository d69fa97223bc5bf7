import java.util.function.*;

/* Stack traces through lambdas: the frames of lambda classes are hidden, and a
 * NullPointerException raised inside one has no helpful message, as on HotSpot. */
public class LambdaStackTraces {
    static int boom(int x) {
        throw new IllegalStateException("boom " + x);
    }

    static void print(Throwable e) {
        System.out.println(e.getClass().getName() + ": " + e.getMessage());
        for (StackTraceElement s : e.getStackTrace())
            System.out.println("  at " + s);
    }

    @SuppressWarnings({ "unchecked", "rawtypes" })
    public static void main(String[] args) {
        IntUnaryOperator f = LambdaStackTraces::boom;
        Runnable r = () -> f.applyAsInt(3);
        try {
            r.run();
        } catch (IllegalStateException e) {
            print(e);
        }
        ToIntFunction<Integer> unbox = Integer::intValue;
        try {
            unbox.applyAsInt(null);
        } catch (NullPointerException e) {
            print(e);
        }
        Function<String, Integer> len = String::length;
        try {
            len.apply(null);
        } catch (NullPointerException e) {
            print(e);
        }
        Function<String, Integer> inLambda = s -> s.length();
        try {
            inLambda.apply(null);
        } catch (NullPointerException e) {
            print(e);
        }
        Supplier<Object> cast = () -> (Object) "str";
        Function<Object, Integer> bad = o -> (Integer) o;
        try {
            bad.apply(cast.get());
        } catch (ClassCastException e) {
            print(e);
        }
        Function<Integer, Integer> raw = (Function) (Function<Integer, Integer>) x -> x + 1;
        try {
            ((Function) raw).apply("not an integer");
        } catch (ClassCastException e) {
            print(e);
        }
    }
}
