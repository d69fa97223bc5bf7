// Java 17 language-level programs: records, sealed interfaces, pattern matching instanceof,
// switch expressions, text blocks, enums with bodies, EnumMap/EnumSet, default and private
// interface methods, Iterable implementations, comparators and collectors.
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class EverydayModern {
    sealed interface Shape permits Circle, Rect, Tri {}
    record Circle(double r) implements Shape {}
    record Rect(double w, double h) implements Shape {
        Rect { if (w < 0 || h < 0) throw new IllegalArgumentException("negative size: " + w + "x" + h); }
        static Rect square(double s) { return new Rect(s, s); }
    }
    record Tri(double b, double h) implements Shape {}
    record Pair<A, B>(A first, B second) {
        <C> Pair<A, C> withSecond(C c) { return new Pair<>(first, c); }
    }
    record Person(String name, int age, String city) implements Comparable<Person> {
        public int compareTo(Person o) { return name.compareTo(o.name); }
    }
    record Empty() {}
    record Arrs(int[] a, String[] s) {}

    static double area(Shape s) {
        if (s instanceof Circle c) return Math.PI * c.r() * c.r();
        else if (s instanceof Rect r) return r.w() * r.h();
        else if (s instanceof Tri t) return 0.5 * t.b() * t.h();
        throw new AssertionError(s);
    }
    static double area2(Object o) {
        if (o instanceof Circle c && c.r() > 0) return Math.PI * c.r() * c.r();
        if (o instanceof Rect r && !(o instanceof Tri)) return r.w() * r.h();
        return -1;
    }

    enum Planet {
        MERCURY(3.303e+23, 2.4397e6), EARTH(5.976e+24, 6.37814e6), JUPITER(1.9e+27, 7.1492e7);
        private final double mass, radius;
        Planet(double mass, double radius) { this.mass = mass; this.radius = radius; }
        double surfaceGravity() { return 6.67300E-11 * mass / (radius * radius); }
    }
    enum Op implements IntBinaryOperator {
        ADD("+") { public int applyAsInt(int a, int b) { return a + b; } },
        SUB("-") { public int applyAsInt(int a, int b) { return a - b; } },
        MUL("*") { public int applyAsInt(int a, int b) { return a * b; } };
        final String sym;
        Op(String sym) { this.sym = sym; }
        @Override public String toString() { return sym; }
    }
    enum Level { TRACE, DEBUG, INFO, WARN, ERROR }

    interface Greeter {
        String name();
        default String greet() { return prefix() + ", " + name() + "!"; }
        private String prefix() { return "Hello"; }
        static Greeter of(String n) { return () -> n; }
    }
    interface Loud extends Greeter { default String greet() { return Greeter.super.greet().toUpperCase(); } }

    static class Range implements Iterable<Integer> {
        final int lo, hi, step;
        Range(int lo, int hi, int step) { this.lo = lo; this.hi = hi; this.step = step; }
        public Iterator<Integer> iterator() {
            return new Iterator<>() {
                int cur = lo;
                public boolean hasNext() { return cur < hi; }
                public Integer next() { if (!hasNext()) throw new NoSuchElementException("range exhausted at " + cur); int c = cur; cur += step; return c; }
            };
        }
    }
    static class Stack<T extends Comparable<T>> {
        private final ArrayList<T> items = new ArrayList<>();
        void push(T t) { items.add(t); }
        T pop() { if (items.isEmpty()) throw new IllegalStateException("empty stack"); return items.remove(items.size() - 1); }
        Optional<T> max() { return items.stream().max(Comparator.naturalOrder()); }
        @Override public String toString() { return "Stack" + items; }
    }

    public static void main(String[] args) {
        List<Shape> shapes = List.of(new Circle(1), new Rect(2, 3), new Tri(4, 5), Rect.square(2));
        for (Shape s : shapes) System.out.printf("%s -> %.3f %.3f%n", s, area(s), area2(s));
        try { new Rect(-1, 2); } catch (IllegalArgumentException e) { System.out.println(e); }
        Pair<String, Integer> p = new Pair<>("x", 1);
        System.out.println(p + " " + p.withSecond(List.of(1, 2)) + " " + p.equals(new Pair<>("x", 1)) + " " + (p.hashCode() == new Pair<>("x", 1).hashCode()));
        System.out.println(new Empty() + " " + new Empty().equals(new Empty()) + " " + new Empty().hashCode());
        System.out.println(new Person("Ann", 30, "Oslo") + " hash=" + new Person("Ann", 30, "Oslo").hashCode() + " " + Objects.hash("Ann", 30, "Oslo"));
        System.out.println(new Pair<>(null, 2.5) + " " + new Pair<>(null, 2.5).hashCode() + " " + new Pair<>('c', 7L).hashCode() + " " + new Pair<>(true, (byte) 3).hashCode());
        Arrs ar = new Arrs(new int[]{1}, new String[]{"a"});
        System.out.println(ar.equals(new Arrs(ar.a(), ar.s())) + " " + ar.equals(new Arrs(new int[]{1}, ar.s())));

        for (Planet pl : Planet.values()) System.out.printf("%-8s %6.2f %s%n", pl, pl.surfaceGravity(), pl.name().charAt(0) + pl.name().substring(1).toLowerCase());
        for (Op op : Op.values()) System.out.print("7 " + op + " 3 = " + op.applyAsInt(7, 3) + "; " + op.name() + "/" + op.getDeclaringClass().getSimpleName() + "; ");
        System.out.println();
        System.out.println(Op.valueOf("MUL").ordinal() + " " + Op.MUL.compareTo(Op.ADD) + " " + Enum.valueOf(Level.class, "WARN"));
        try { Level.valueOf("FATAL"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }

        EnumMap<Level, Integer> counts = new EnumMap<>(Level.class);
        String log = "INFO start\nDEBUG x=1\nWARN low disk\nINFO step\nERROR boom\nINFO done\nWARN again";
        log.lines().map(l -> Level.valueOf(l.substring(0, l.indexOf(' ')))).forEach(l -> counts.merge(l, 1, Integer::sum));
        System.out.println(counts + " " + counts.containsKey(Level.TRACE) + " " + counts.keySet() + " " + counts.values());
        EnumSet<Level> severe = EnumSet.range(Level.WARN, Level.ERROR);
        System.out.println(severe + " " + EnumSet.complementOf(severe) + " " + EnumSet.noneOf(Level.class) + " " + EnumSet.allOf(Level.class).size()
            + " " + EnumSet.of(Level.INFO, Level.TRACE));
        Map<Level, List<String>> byLevel = log.lines().collect(Collectors.groupingBy(l -> Level.valueOf(l.split(" ")[0]), () -> new EnumMap<>(Level.class), Collectors.mapping(l -> l.substring(l.indexOf(' ') + 1), Collectors.toList())));
        System.out.println(byLevel);

        for (Level l : Level.values()) {
            String d = switch (l) { case TRACE, DEBUG -> "verbose"; case INFO -> "normal"; default -> { String s = "alert"; yield s + l.ordinal(); } };
            System.out.print(d + " ");
        }
        System.out.println();
        for (String cmd : List.of("add", "rm", "list", "help", "other")) {
            int code = switch (cmd) { case "add" -> 1; case "rm", "del" -> 2; case "list" -> 3; default -> cmd.length() > 4 ? -1 : 0; };
            System.out.print(cmd + "=" + code + " ");
        }
        System.out.println();

        System.out.println(Greeter.of("World").greet() + " " + ((Loud) () -> "Bob").greet());

        StringBuilder sb = new StringBuilder();
        for (int i : new Range(0, 20, 3)) sb.append(i).append(',');
        System.out.println(sb + " " + StreamSupport.stream(new Range(1, 6, 1).spliterator(), false).map(i -> i * i).collect(Collectors.toList()));
        Iterator<Integer> it = new Range(0, 1, 1).iterator(); it.next();
        try { it.next(); } catch (NoSuchElementException e) { System.out.println(e); }
        try { it.remove(); } catch (UnsupportedOperationException e) { System.out.println(e); }

        Stack<String> st = new Stack<>();
        st.push("pear"); st.push("apple"); st.push("zucchini");
        System.out.println(st + " max=" + st.max().orElse("-") + " pop=" + st.pop() + " " + st);
        try { new Stack<Integer>().pop(); } catch (IllegalStateException e) { System.out.println(e); }

        var people = new ArrayList<>(List.of(new Person("Cid", 25, "Rome"), new Person("Ann", 30, "Oslo"), new Person("Bob", 25, "Oslo"),
            new Person("Dee", 30, "Rome"), new Person("Eve", 22, "Oslo")));
        people.sort(Comparator.comparing(Person::city).thenComparing(Person::age, Comparator.reverseOrder()).thenComparing(Person::name));
        people.forEach(x -> System.out.print(x.name() + " "));
        System.out.println();
        people.sort(Comparator.comparingInt(Person::age).thenComparing(Person::name).reversed());
        System.out.println(people.stream().map(Person::name).collect(Collectors.joining(",", "[", "]")));
        Collections.sort(people);
        System.out.println(people.get(0) + " " + Collections.min(people, Comparator.comparing(Person::age)));
        System.out.println(people.stream().collect(Collectors.partitioningBy(x -> x.age() >= 25, Collectors.counting())));
        System.out.println("" + people.stream().collect(Collectors.groupingBy(Person::city, TreeMap::new, Collectors.averagingInt(Person::age))));
        System.out.println(people.stream().collect(Collectors.toMap(Person::name, Person::age)));
        System.out.println("" + people.stream().collect(Collectors.teeing(Collectors.counting(), Collectors.summingInt(Person::age), (c, s) -> s + "/" + c)));
        System.out.println(people.stream().collect(Collectors.groupingBy(Person::age, Collectors.mapping(Person::name, Collectors.joining("+")))));
        try { people.stream().collect(Collectors.toMap(Person::city, Person::name)); } catch (IllegalStateException e) { System.out.println(e.getMessage()); }
        System.out.println("" + people.stream().collect(Collectors.toMap(Person::city, Person::name, (a, b) -> a + "&" + b, LinkedHashMap::new)));
        IntSummaryStatistics stats = people.stream().mapToInt(Person::age).summaryStatistics();
        System.out.println(stats);
        System.out.println(people.stream().mapToDouble(Person::age).summaryStatistics());

        Optional<String> o = people.stream().map(Person::name).filter(n -> n.startsWith("Z")).findFirst();
        System.out.println(o + " " + o.or(() -> Optional.of("none")).get() + " " + Optional.of("v").map(String::toUpperCase) + " " + Optional.ofNullable(null).isEmpty()
            + " " + OptionalInt.of(3) + " " + OptionalDouble.empty() + " " + Optional.of(5).filter(x -> x > 9).orElseGet(() -> -1));
        try { o.orElseThrow(); } catch (NoSuchElementException e) { System.out.println(e.getMessage()); }
        try { Optional.empty().orElseThrow(() -> new IllegalArgumentException("custom")); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }

        String text = """
            Dear %s,
              Your order #%05d ships on %s.\tThanks!
            Total: %,.2f\
             EUR
            """.formatted("Ann", 42, "Monday", 1234.5);
        System.out.print(text);
        System.out.println("  padded  ".strip() + "|" + "  padded  ".stripLeading() + "|" + "  padded  ".stripTrailing() + "|" + " \u2003x\u2003".strip() + "|" + " \u2003x".trim() + "|" + "   ".isBlank());
        System.out.print("a\nb\r\nc".indent(2));
        System.out.print("    x\n  y\n".indent(-2));
        System.out.println("hello".transform(s -> s + "!").transform(String::length) + " " + "abc".repeat(3) + " " + "x".repeat(0).isEmpty() + " " + "a\nb\n\nc\n".lines().count());
        System.out.println(List.copyOf(new ArrayList<>(List.of(3, 1, 2))) + " " + Set.copyOf(List.of(1, 1)).size() + " " + Map.copyOf(Map.of("k", 1)) + " " + Map.entry("a", 1));
        try { List.copyOf(Arrays.asList(1, null)); } catch (NullPointerException e) { System.out.println("NPE " + e.getMessage()); }
        try { List.of(1).add(2); } catch (UnsupportedOperationException e) { System.out.println("UOE " + e.getMessage()); }
        try { Map.of("a", 1, "a", 2); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { Set.of("a", "a"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        System.out.println(Stream.iterate(1, x -> x <= 1000, x -> x * 3).map(String::valueOf).collect(Collectors.joining("<")));
        System.out.println(IntStream.rangeClosed(1, 5).boxed().collect(Collectors.toList()) + " " + IntStream.iterate(10, x -> x - 3).limit(4).boxed().toList()
            + " " + Stream.of("a", "bb", "ccc").collect(Collectors.toUnmodifiableMap(Function.identity(), String::length)).get("bb"));
        BiFunction<Integer, Integer, Integer> add = Integer::sum;
        Function<Integer, Integer> twice = x -> x * 2;
        System.out.println(add.andThen(twice).apply(3, 4) + " " + twice.compose(twice).andThen(x -> x + 1).apply(5) + " " + Function.<Integer>identity().apply(9)
            + " " + Predicate.not(String::isEmpty).test("") + " " + Predicate.<String>isEqual("a").or(s -> s.length() > 3).test("abcd")
            + " " + UnaryOperator.<String>identity().apply("u") + " " + BinaryOperator.minBy(Comparator.<Integer>naturalOrder()).apply(4, 2));
        Supplier<List<String>> sup = ArrayList::new;
        List<String> l = sup.get(); l.add("z");
        Consumer<List<String>> c1 = x -> x.add("y");
        c1.andThen(x -> x.add("x")).accept(l);
        System.out.println(l);
    }
}
