import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.function.*;

/* Optional's functional methods. */
public class LambdaOptional {
    static Optional<Integer> parse(String s) {
        try {
            return Optional.of(Integer.parseInt(s));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    public static void main(String[] args) {
        Optional<String> some = Optional.of("value");
        Optional<String> none = Optional.empty();
        System.out.println("map: " + some.map(String::length) + " " + none.map(String::length));
        System.out.println("map to null: " + some.map(s -> null));
        System.out.println("flatMap: " + Optional.of("42").flatMap(LambdaOptional::parse) + " "
                + Optional.of("x").flatMap(LambdaOptional::parse));
        System.out.println("filter: " + some.filter(s -> s.startsWith("v")) + " " + some.filter(s -> s.isEmpty()));
        some.ifPresent(s -> System.out.println("ifPresent " + s));
        none.ifPresent(s -> System.out.println("never"));
        some.ifPresentOrElse(s -> System.out.println("present " + s), () -> System.out.println("empty"));
        none.ifPresentOrElse(s -> System.out.println("present " + s), () -> System.out.println("empty"));
        int[] calls = { 0 };
        Supplier<String> fallback = () -> {
            calls[0]++;
            return "fallback";
        };
        System.out.println("orElseGet: " + some.orElseGet(fallback) + " " + none.orElseGet(fallback) + " calls=" + calls[0]);
        System.out.println("or: " + none.or(() -> Optional.of("other")).get() + " " + some.or(() -> Optional.of("other")).get());
        try {
            none.orElseThrow(() -> new IllegalStateException("custom"));
        } catch (IllegalStateException e) {
            System.out.println("orElseThrow(supplier): " + e.getMessage());
        }
        try {
            none.orElseThrow();
        } catch (NoSuchElementException e) {
            System.out.println("orElseThrow(): " + e.getMessage());
        }
        System.out.println("ofNullable: " + Optional.ofNullable(null).isPresent() + " " + Optional.ofNullable("x").isEmpty());
        System.out.println("equals: " + Optional.of(1).equals(Optional.of(1)) + " hash: " + Optional.of("a").hashCode()
                + " " + none.hashCode());
        System.out.println("chain: " + Optional.of("  padded ").map(String::trim).filter(s -> s.length() > 3)
                .map(String::toUpperCase).orElse("short"));
        try {
            some.map(null);
        } catch (NullPointerException e) {
            System.out.println("map(null) throws NullPointerException");
        }
    }
}
