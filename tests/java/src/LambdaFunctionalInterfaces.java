import java.util.function.*;

/* Every interface of java.util.function, implemented by a lambda and called. */
public class LambdaFunctionalInterfaces {
    public static void main(String[] args) {
        StringBuilder log = new StringBuilder();
        BiConsumer<String, Integer> biConsumer = (s, i) -> log.append(s).append(i);
        biConsumer.accept("bc", 1);
        BiFunction<String, Integer, String> biFunction = (s, i) -> s + i;
        BinaryOperator<String> binaryOperator = (a, b) -> a + b;
        BiPredicate<String, String> biPredicate = String::equals;
        BooleanSupplier booleanSupplier = () -> true;
        Consumer<String> consumer = log::append;
        consumer.accept("|c");
        DoubleBinaryOperator doubleBinaryOperator = (a, b) -> a / b;
        DoubleConsumer doubleConsumer = d -> log.append("|d").append(d);
        doubleConsumer.accept(0.25);
        DoubleFunction<String> doubleFunction = d -> "df" + d;
        DoublePredicate doublePredicate = d -> d > 1;
        DoubleSupplier doubleSupplier = () -> 2.5;
        DoubleToIntFunction doubleToIntFunction = d -> (int) d;
        DoubleToLongFunction doubleToLongFunction = Math::round;
        DoubleUnaryOperator doubleUnaryOperator = Math::sqrt;
        Function<String, Integer> function = String::length;
        IntBinaryOperator intBinaryOperator = Integer::sum;
        IntConsumer intConsumer = i -> log.append("|i").append(i);
        intConsumer.accept(7);
        IntFunction<String> intFunction = Integer::toBinaryString;
        IntPredicate intPredicate = i -> i % 3 == 0;
        IntSupplier intSupplier = () -> 33;
        IntToDoubleFunction intToDoubleFunction = i -> i / 4.0;
        IntToLongFunction intToLongFunction = i -> (long) i << 33;
        IntUnaryOperator intUnaryOperator = i -> -i;
        LongBinaryOperator longBinaryOperator = Long::max;
        LongConsumer longConsumer = l -> log.append("|l").append(l);
        longConsumer.accept(1L << 50);
        LongFunction<String> longFunction = Long::toString;
        LongPredicate longPredicate = l -> l < 0;
        LongSupplier longSupplier = () -> 99L;
        LongToDoubleFunction longToDoubleFunction = l -> l * 0.5;
        LongToIntFunction longToIntFunction = l -> (int) (l >>> 32);
        LongUnaryOperator longUnaryOperator = l -> ~l;
        ObjDoubleConsumer<String> objDoubleConsumer = (s, d) -> log.append("|").append(s).append(d);
        objDoubleConsumer.accept("od", 1.5);
        ObjIntConsumer<String> objIntConsumer = (s, i) -> log.append("|").append(s).append(i);
        objIntConsumer.accept("oi", 2);
        ObjLongConsumer<String> objLongConsumer = (s, l) -> log.append("|").append(s).append(l);
        objLongConsumer.accept("ol", 3L);
        Predicate<String> predicate = String::isEmpty;
        Supplier<String> supplier = () -> "sup";
        ToDoubleBiFunction<Integer, Integer> toDoubleBiFunction = (a, b) -> a / (double) b;
        ToDoubleFunction<String> toDoubleFunction = Double::parseDouble;
        ToIntBiFunction<String, String> toIntBiFunction = String::compareTo;
        ToIntFunction<String> toIntFunction = String::hashCode;
        ToLongBiFunction<Integer, Integer> toLongBiFunction = (a, b) -> (long) a * b;
        ToLongFunction<String> toLongFunction = Long::parseLong;
        UnaryOperator<String> unaryOperator = String::toUpperCase;

        System.out.println(log);
        System.out.println(biFunction.apply("bf", 2) + " " + binaryOperator.apply("b", "o") + " "
                + biPredicate.test("a", "a") + " " + booleanSupplier.getAsBoolean());
        System.out.println(doubleBinaryOperator.applyAsDouble(1, 8) + " " + doubleFunction.apply(0.5) + " "
                + doublePredicate.test(1.5) + " " + doubleSupplier.getAsDouble() + " "
                + doubleToIntFunction.applyAsInt(9.99) + " " + doubleToLongFunction.applyAsLong(2.5) + " "
                + doubleUnaryOperator.applyAsDouble(2));
        System.out.println(function.apply("four") + " " + intBinaryOperator.applyAsInt(40, 2) + " "
                + intFunction.apply(10) + " " + intPredicate.test(9) + " " + intSupplier.getAsInt() + " "
                + intToDoubleFunction.applyAsDouble(3) + " " + intToLongFunction.applyAsLong(3) + " "
                + intUnaryOperator.applyAsInt(5));
        System.out.println(longBinaryOperator.applyAsLong(3, -4) + " " + longFunction.apply(-77) + " "
                + longPredicate.test(-1) + " " + longSupplier.getAsLong() + " "
                + longToDoubleFunction.applyAsDouble(3) + " " + longToIntFunction.applyAsInt(1L << 35) + " "
                + longUnaryOperator.applyAsLong(0));
        System.out.println(predicate.test("") + " " + supplier.get() + " " + toDoubleBiFunction.applyAsDouble(1, 3)
                + " " + toDoubleFunction.applyAsDouble("6.25") + " " + toIntBiFunction.applyAsInt("a", "c") + " "
                + toIntFunction.applyAsInt("hash") + " " + toLongBiFunction.applyAsLong(100000, 100000) + " "
                + toLongFunction.applyAsLong("-12") + " " + unaryOperator.apply("up"));
    }
}
