import java.util.function.*;

/* Method references to private members of other classes of the same nest. */
public class LambdaNestmates {
    private static int hidden = 5;

    private static String outerSecret(String s) {
        return "outer secret " + s + " " + hidden;
    }

    private String instanceSecret() {
        return "instance secret of " + name;
    }

    private final String name;

    private LambdaNestmates(String name) {
        this.name = name;
    }

    static class Vault {
        private final int code;

        private Vault(int code) {
            this.code = code;
        }

        private static int twice(int x) {
            return x * 2;
        }

        private int open(int guess) {
            return guess == code ? 1 : 0;
        }

        Supplier<String> reachOut() {
            return () -> outerSecret("from vault") + " " + hidden++;
        }
    }

    interface WithPrivate {
        private static String helper(String s) {
            return "[" + s + "]";
        }

        private String inst(String s) {
            return helper(s) + tag();
        }

        String tag();

        default Function<String, String> wrapper() {
            return this::inst;
        }

        static UnaryOperator<String> staticWrapper() {
            return WithPrivate::helper;
        }
    }

    public static void main(String[] args) {
        IntFunction<Vault> mk = Vault::new;
        Vault v = mk.apply(1234);
        IntUnaryOperator tw = Vault::twice;
        ToIntBiFunction<Vault, Integer> open = Vault::open;
        IntUnaryOperator bound = v::open;
        System.out.println("private ctor/static/instance: " + v.code + " " + tw.applyAsInt(21) + " "
                + open.applyAsInt(v, 1234) + " " + bound.applyAsInt(1));
        System.out.println(v.reachOut().get() + " then hidden=" + hidden);
        Function<String, LambdaNestmates> ctor = LambdaNestmates::new;
        LambdaNestmates n = ctor.apply("n1");
        Supplier<String> s = n::instanceSecret;
        Function<LambdaNestmates, String> unbound = LambdaNestmates::instanceSecret;
        System.out.println(s.get() + " / " + unbound.apply(ctor.apply("n2")));
        WithPrivate wp = () -> "!";
        System.out.println(wp.wrapper().apply("x") + " " + WithPrivate.staticWrapper().apply("y"));
        Supplier<Supplier<Integer>> deep = () -> () -> Vault.twice(hidden);
        System.out.println("nested lambdas: " + deep.get().get());
    }
}
