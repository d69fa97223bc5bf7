import java.util.function.*;

/* Switch expressions and statements: strings with equal hash codes, enums of
 * another class, chars, yields from blocks, switches inside lambdas. */
public class SwitchExpressions {
    enum Planet { MERCURY, VENUS, EARTH, MARS }

    static String collide(String s) {
        return switch (s) {
            case "Aa" -> "Aa (hash " + "Aa".hashCode() + ")";
            case "BB" -> "BB (hash " + "BB".hashCode() + ")";
            case "AaAa", "BBBB" -> "four of " + s;
            default -> "other " + s;
        };
    }

    static int grade(char c) {
        return switch (c) {
            case 'A', 'a' -> 4;
            case 'B', 'b' -> 3;
            case 'C' -> 2;
            default -> {
                int v = c - '0';
                yield v >= 0 && v <= 9 ? v * 100 : -1;
            }
        };
    }

    static String thread(Thread.State st) {
        switch (st) {
            case NEW:
                return "new";
            case RUNNABLE:
                return "runnable";
            case TERMINATED:
                return "done";
            default:
                return "waiting-ish";
        }
    }

    static long weird(long x) {
        int bucket = (int) (x % 5);
        return switch (bucket) {
            case 0 -> x;
            case 1, -1 -> x * 2;
            case 2, -2 -> {
                long y = x;
                for (int i = 0; i < 3; i++)
                    y += i;
                yield y;
            }
            default -> -x;
        };
    }

    public static void main(String[] args) {
        for (String s : new String[] { "Aa", "BB", "AaAa", "BBBB", "AaBB", "C" })
            System.out.println(collide(s));
        for (char c : "AbC7z".toCharArray())
            System.out.println(c + " -> " + grade(c));
        for (Thread.State st : Thread.State.values())
            System.out.println(st + " " + thread(st));
        Function<Planet, String> order = p -> switch (p) {
            case MERCURY -> "first";
            case VENUS -> "second";
            case EARTH -> "home";
            case MARS -> "fourth";
        };
        for (Planet p : Planet.values())
            System.out.println(p + " " + order.apply(p));
        long sum = 0;
        for (long x = -7; x <= 7; x++)
            sum += weird(x);
        System.out.println("weird sum " + sum);
        BiFunction<String, Integer, String> nested = (s, n) -> switch (s) {
            case "rep" -> s.repeat(switch (n) {
                case 0 -> 1;
                default -> n;
            });
            default -> s + n;
        };
        System.out.println(nested.apply("rep", 0) + " " + nested.apply("rep", 3) + " " + nested.apply("x", 5));
    }
}
