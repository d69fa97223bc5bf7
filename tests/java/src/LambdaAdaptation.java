import java.util.ArrayList;
import java.util.List;
import java.util.function.*;

/* Method references whose types differ from the interface method's: boxing,
 * unboxing, widening and casts done by the lambda class. */
public class LambdaAdaptation {
    interface ByteToLong {
        long apply(byte b);
    }

    interface CharToDouble {
        double apply(char c);
    }

    interface ObjToNumber<T> {
        Number apply(T t);
    }

    interface IntToObject {
        Object apply(int i);
    }

    interface ShortToInteger {
        Integer apply(short s);
    }

    interface CharBox {
        Character apply(char c);
    }

    static int square(int x) {
        return x * x;
    }

    static long widenMe(long x) {
        return x + 1;
    }

    static double half(double x) {
        return x / 2;
    }

    static Integer boxed(Integer x) {
        return x == null ? -1 : x + 1;
    }

    static char upper(char c) {
        return Character.toUpperCase(c);
    }

    static boolean flag(boolean b) {
        return !b;
    }

    static void consume(long x) {
        System.out.println("consumed long " + x);
    }

    @SuppressWarnings({ "unchecked", "rawtypes" })
    public static void main(String[] args) {
        Function<Integer, Integer> sq = LambdaAdaptation::square;      // unbox, box
        System.out.println("square: " + sq.apply(12));
        ToLongFunction<Integer> w = LambdaAdaptation::widenMe;         // Integer -> int -> long
        System.out.println("widen: " + w.applyAsLong(41));
        IntToDoubleFunction h = LambdaAdaptation::half;                // int -> double
        System.out.println("half: " + h.applyAsDouble(5));
        IntUnaryOperator bx = LambdaAdaptation::boxed;                 // int -> Integer, Integer -> int
        System.out.println("boxed: " + bx.applyAsInt(9));
        UnaryOperator<Character> up = LambdaAdaptation::upper;         // Character <-> char
        System.out.println("upper: " + up.apply('x'));
        Predicate<Boolean> fl = LambdaAdaptation::flag;                // Boolean -> boolean
        System.out.println("flag: " + fl.test(false));
        ByteToLong bl = LambdaAdaptation::widenMe;                     // byte -> long
        System.out.println("byte->long: " + bl.apply((byte) -3));
        CharToDouble cd = LambdaAdaptation::half;                      // char -> double
        System.out.println("char->double: " + cd.apply('d'));
        ObjToNumber<String> len = String::length;                      // int -> Integer as Number
        Number n = len.apply("seven!!");
        System.out.println("Number: " + n + " " + n.getClass().getName());
        IntToObject io = Integer::valueOf;
        System.out.println("int->Object: " + io.apply(77));
        IntToObject io2 = LambdaAdaptation::square;                    // int result boxed to Object
        Object o = io2.apply(5);
        System.out.println("boxed result: " + o + " " + o.getClass().getName());
        ShortToInteger si = LambdaAdaptation::square;                  // short -> int, int -> Integer
        System.out.println("short->Integer: " + si.apply((short) 11));
        CharBox cb = LambdaAdaptation::upper;
        System.out.println("char->Character: " + cb.apply('m'));
        LongConsumer lc = LambdaAdaptation::consume;
        lc.accept(1L << 33);
        IntConsumer ic = LambdaAdaptation::consume;                    // int -> long
        ic.accept(-5);
        ObjIntConsumer<List<Integer>> add = List::add;                 // int boxed for add(Object), boolean dropped
        List<Integer> li = new ArrayList<>();
        add.accept(li, 3);
        add.accept(li, 4);
        System.out.println("list: " + li);
        ToIntFunction<Character> ci = Character::getNumericValue;
        System.out.println("Character->int: " + ci.applyAsInt('7'));
        Function<Character, Boolean> digit = Character::isDigit;
        System.out.println("isDigit: " + digit.apply('5') + " " + digit.apply('x'));
        DoubleUnaryOperator abs = Math::abs;
        System.out.println("abs: " + abs.applyAsDouble(-2.25));
        BinaryOperator<Integer> max = Math::max;
        System.out.println("max: " + max.apply(3, 9));
        BiFunction<Long, Integer, Long> shl = (x, y) -> x << y;
        System.out.println("shl: " + shl.apply(1L, 40));
        Supplier<Number> sup = () -> 2.5f;
        System.out.println("supplier Number: " + sup.get() + " " + sup.get().getClass().getName());
        LongFunction<String> ls = Long::toHexString;
        System.out.println("hex: " + ls.apply(255L));
        Function<Object, Object> castFail = x -> x;
        Function<String, Integer> raw = (Function) (Function<String, Integer>) String::length;
        try {
            Object r = ((Function) raw).apply(Integer.valueOf(3));
            System.out.println("no exception: " + r);
        } catch (ClassCastException e) {
            System.out.println("ClassCastException from the lambda class");
        }
        ToIntFunction<Integer> unboxNull = Integer::intValue;
        try {
            unboxNull.applyAsInt(null);
        } catch (NullPointerException e) {
            System.out.println("NullPointerException unboxing null");
        }
        Function<Integer, Integer> bxNull = LambdaAdaptation::boxed;
        System.out.println("null passes as Integer: " + bxNull.apply(null));
        System.out.println(castFail.apply("same"));
    }
}
