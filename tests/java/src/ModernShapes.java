import java.util.*;
import java.util.function.*;
import java.util.stream.*;

/* Sealed interfaces with records, pattern matching for instanceof,
 * switch over enums and strings, Optional chains and a small function
 * pipeline built from Function.andThen/compose and method references. */
public class ModernShapes {
    sealed interface Shape permits Circle, Rect, Triangle {}
    record Circle(double r) implements Shape {}
    record Rect(double w, double h) implements Shape {
        Rect {
            if (w < 0 || h < 0) throw new IllegalArgumentException("negative side: " + w + "x" + h);
        }
        static Rect square(double s) { return new Rect(s, s); }
    }
    record Triangle(double a, double b, double c) implements Shape {}

    enum Unit { MM, CM, M }

    static double area(Shape s) {
        if (s instanceof Circle c) return Math.PI * c.r() * c.r();
        if (s instanceof Rect r) return r.w() * r.h();
        if (s instanceof Triangle t) {
            double p = (t.a() + t.b() + t.c()) / 2;
            return Math.sqrt(p * (p - t.a()) * (p - t.b()) * (p - t.c()));
        }
        throw new AssertionError();
    }

    static double scale(Unit u) {
        return switch (u) {
            case MM -> 0.001;
            case CM -> 0.01;
            case M -> 1.0;
        };
    }

    static String kind(String name) {
        return switch (name) {
            case "Circle" -> "round";
            case "Rect", "Triangle" -> "polygon";
            default -> "unknown";
        };
    }

    public static void main(String[] args) {
        List<Shape> shapes = List.of(new Circle(1), Rect.square(2), new Rect(1.5, 4), new Triangle(3, 4, 5), new Circle(0.5));
        shapes.forEach(s -> System.out.printf("%-30s area=%8.4f %s%n", s, area(s), kind(s.getClass().getSimpleName())));
        System.out.println(shapes.stream().mapToDouble(ModernShapes::area).sum() > 20);
        Map<String, Double> byKind = shapes.stream().collect(Collectors.groupingBy(
                s -> s.getClass().getSimpleName(), TreeMap::new, Collectors.summingDouble(ModernShapes::area)));
        byKind.forEach((k, v) -> System.out.printf("%s %.3f%n", k, v));
        Optional<Shape> big = shapes.stream().filter(s -> area(s) > 5).findFirst();
        System.out.println(big.map(Object::toString).orElse("none"));
        System.out.println(shapes.stream().filter(s -> area(s) > 100).findAny().map(Object::toString).orElseGet(() -> "nothing that big"));

        Function<Double, Double> toMeters = d -> d * scale(Unit.CM);
        Function<Double, String> fmt = d -> String.format("%.4f m", d);
        System.out.println(toMeters.andThen(fmt).apply(250.0));
        UnaryOperator<String> shout = String::toUpperCase;
        System.out.println(shout.andThen(x -> x + "!").compose((String x) -> x.trim()).apply("  sealed  "));
        BiFunction<Double, Double, Rect> mk = Rect::new;
        System.out.println(mk.apply(2.0, 3.0).equals(new Rect(2, 3)) + " " + new Rect(2, 3).hashCode());
        try {
            new Rect(-1, 2);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        Supplier<Stream<Unit>> units = () -> Arrays.stream(Unit.values());
        System.out.println(units.get().map(u -> u + "=" + scale(u)).collect(Collectors.joining(", ")));
        System.out.println(Shape.class.isSealed() + " " + Arrays.stream(Shape.class.getPermittedSubclasses()).map(Class::getSimpleName).toList());
    }
}
