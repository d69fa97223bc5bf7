import java.util.function.*;

/* Creates lambda classes of several kinds so an agent can see them. */
public class Lambdatrace {
    interface Greeter { String greet(String who); }

    record Pair(int n, String s) {
    }

    private int base = 40;

    int plus(int x) { return base + x; }

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
        System.out.println(r.getClass().getName().contains("$$Lambda$"));
    }
}
