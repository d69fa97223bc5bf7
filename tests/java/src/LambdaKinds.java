import java.util.ArrayList;
import java.util.List;
import java.util.function.*;

/* Lambdas and method references of every implementation kind. */
public class LambdaKinds {
    interface Shape {
        double area();

        default String describe() {
            Supplier<String> s = () -> getClass().getSimpleName().length() > 0 ? "shape " + area() : "?";
            return s.get();
        }

        static Function<Double, Shape> square() {
            return side -> new Square(side);
        }
    }

    static final class Square implements Shape {
        private final double side;

        Square(double side) {
            this.side = side;
        }

        public double area() {
            return side * side;
        }
    }

    private final String name;
    private int calls;

    LambdaKinds(String name) {
        this.name = name;
    }

    private String secret(int n) {
        calls++;
        return name + "#" + n;
    }

    static int twice(int x) {
        return 2 * x;
    }

    String instanceLambda() {
        IntFunction<String> f = n -> secret(n) + "/" + calls;
        return f.apply(1) + " " + f.apply(2);
    }

    public static void main(String[] args) {
        // static method body (non-capturing lambda)
        IntUnaryOperator inc = x -> x + 1;
        System.out.println("static lambda: " + inc.applyAsInt(41));
        // static method reference
        IntUnaryOperator tw = LambdaKinds::twice;
        System.out.println("static ref: " + tw.applyAsInt(21));
        // instance lambda capturing this (private instance method as implementation)
        LambdaKinds k = new LambdaKinds("k");
        System.out.println("instance lambda: " + k.instanceLambda());
        // bound receiver
        Supplier<String> bound = k.name::toUpperCase;
        System.out.println("bound: " + bound.get());
        // unbound virtual
        Function<String, String> trim = String::trim;
        System.out.println("unbound: [" + trim.apply("  pad  ") + "]");
        // interface method reference
        ToDoubleFunction<Shape> area = Shape::area;
        System.out.println("interface ref: " + area.applyAsDouble(new Square(3)));
        // interface default method with a lambda capturing this
        System.out.println("default: " + new Square(2).describe());
        // interface static method returning a lambda
        System.out.println("iface static: " + Shape.square().apply(1.5).area());
        // constructor reference
        Function<Double, Square> mk = Square::new;
        System.out.println("constructor: " + mk.apply(4.0).area());
        Supplier<List<String>> list = ArrayList::new;
        List<String> l = list.get();
        l.add("x");
        System.out.println("ArrayList::new: " + l);
        // captured arguments
        int a = 3;
        long b = 4L;
        String c = "five";
        Supplier<String> cap = () -> a + ":" + b + ":" + c;
        System.out.println("captured: " + cap.get());
        // lambda calling a lambda
        BinaryOperator<Integer> add = (x, y) -> x + y;
        Function<Integer, Integer> add10 = x -> add.apply(x, 10);
        System.out.println("nested: " + add10.apply(5));
        // Runnable with side effect
        int[] counter = { 0 };
        Runnable r = () -> counter[0]++;
        for (int i = 0; i < 5; i++)
            r.run();
        System.out.println("runnable: " + counter[0]);
        // Object methods on a lambda
        Runnable r2 = () -> { };
        System.out.println("equals self: " + r2.equals(r2) + ", toString has $$Lambda$: "
                + r2.toString().contains("$$Lambda$"));
        System.out.println("class: " + r2.getClass().getName().startsWith("LambdaKinds$$Lambda$")
                + " interfaces=" + r2.getClass().getInterfaces().length
                + " super=" + r2.getClass().getSuperclass().getName());
    }
}
