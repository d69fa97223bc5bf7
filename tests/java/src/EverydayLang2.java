// Exceptions with causes and suppressed ones printed as the JDK prints them, try-with-resources,
// records, sealed types, pattern switches, nested/anonymous/local classes, interfaces with
// default/static/private methods, generics, varargs and labeled loops.
import java.io.*;
import java.util.*;
import java.util.function.*;

public class EverydayLang2 {
    sealed interface Shape permits Circle, Rect, Tri {}
    record Circle(double r) implements Shape {}
    record Rect(double w, double h) implements Shape {
        Rect {
            if (w < 0 || h < 0) throw new IllegalArgumentException("negative: " + w + "x" + h);
        }
        Rect(double side) { this(side, side); }
        double area() { return w * h; }
        static Rect unit() { return new Rect(1); }
    }
    record Tri(double b, double h) implements Shape {}
    record Point(int x, int y) implements Comparable<Point> {
        static final Point ORIGIN = new Point(0, 0);
        public int compareTo(Point o) { return x != o.x ? Integer.compare(x, o.x) : Integer.compare(y, o.y); }
        Point plus(Point o) { return new Point(x + o.x, y + o.y); }
    }
    record Pair<A, B>(A first, B second) {}
    record Named(String name, int[] data, List<String> tags) {}
    record Money(long cents) {
        @Override public String toString() { return String.format("$%d.%02d", cents / 100, cents % 100); }
    }
    enum Op implements IntBinaryOperator {
        ADD("+") { public int applyAsInt(int a, int b) { return a + b; } },
        MUL("*") { public int applyAsInt(int a, int b) { return a * b; } };
        final String sym;
        Op(String s) { sym = s; }
    }
    enum Planet { MERCURY(3.303e+23, 2.4397e6), EARTH(5.976e+24, 6.37814e6);
        final double mass, radius;
        Planet(double m, double r) { mass = m; radius = r; }
        double gravity() { return 6.67300E-11 * mass / (radius * radius); }
    }
    interface Greeter {
        String name();
        default String greet() { return prefix() + name() + "!"; }
        private String prefix() { return "Hello, "; }
        static Greeter of(String n) { return () -> n; }
    }

    public static void main(String[] args) {
        exceptions(); resources(); records(); patterns(); nested(); generics(); loops(); enums();
    }

    static class AppException extends Exception {
        final int code;
        AppException(String m, Throwable cause, int code) { super(m, cause); this.code = code; }
    }
    static class Res implements AutoCloseable {
        final String name; final boolean failClose;
        Res(String n, boolean f) { name = n; failClose = f; System.out.println("open " + n); }
        public void close() throws IOException { System.out.println("close " + name); if (failClose) throw new IOException("close failed: " + name); }
    }

    static void level3(int x) { if (x > 2) throw new IllegalStateException("too deep: " + x); level3(x + 1); }
    static void level2() throws AppException {
        try { level3(0); } catch (IllegalStateException e) { throw new AppException("level2 failed", e, 42); }
    }
    static void level1() {
        try { level2(); } catch (AppException e) { throw new RuntimeException("wrapped", e); }
    }

    static void exceptions() {
        try { level1(); } catch (RuntimeException e) {
            e.printStackTrace(System.out);
            Throwable root = e; while (root.getCause() != null) root = root.getCause();
            System.out.println("root: " + root + " / " + e.getCause().getMessage() + " code " + ((AppException) e.getCause()).code);
        }
        Exception main = new Exception("primary");
        main.addSuppressed(new IOException("s1"));
        main.addSuppressed(new IllegalArgumentException("s2", new ArithmeticException("inner")));
        main.printStackTrace(System.out);
        System.out.println(main.getSuppressed().length + " " + main);
        Throwable t = new Throwable();
        System.out.println(t + " | " + new Error((String) null) + " | " + new RuntimeException(new IOException("io")).getMessage() + " | " + new Exception("m", null).getCause());
        try { throw new UnsupportedOperationException(); } catch (RuntimeException e) { System.out.println(e + " " + e.getMessage() + " " + e.getLocalizedMessage()); }
        Exception noStack = new Exception("nostack") { @Override public synchronized Throwable fillInStackTrace() { return this; } };
        noStack.printStackTrace(System.out);
        Exception custom = new Exception("custom trace");
        custom.setStackTrace(new StackTraceElement[]{new StackTraceElement("com.x.Foo", "bar", "Foo.java", 10), new StackTraceElement("com.x.Foo", "nat", null, -2), new StackTraceElement("Baz", "q", null, -1)});
        custom.printStackTrace(System.out);
        StringWriter sw = new StringWriter();
        new IllegalStateException("to writer", new RuntimeException("c")).printStackTrace(new PrintWriter(sw));
        System.out.println(sw.toString().lines().filter(l -> !l.startsWith("\tat ")).toList());
        try { Object o = "s"; Integer i = (Integer) o; } catch (ClassCastException e) { System.out.println(e.getMessage()); }
        try { int[] a = new int[2]; a[2] = 1; } catch (ArrayIndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { "abc".substring(5); } catch (StringIndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { "abc".charAt(-1); } catch (StringIndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { new ArrayList<>(List.of(1)).get(3); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { Object[] arr = new String[1]; arr[0] = 1; } catch (ArrayStoreException e) { System.out.println(e.getMessage()); }
        try { new int[-1].clone(); } catch (NegativeArraySizeException e) { System.out.println(e.getMessage()); }
        try { Objects.requireNonNull(null, "cfg must not be null"); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
        try { Enum.valueOf(Op.class, "DIV"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { List.of(1, 2).iterator().remove(); } catch (UnsupportedOperationException e) { System.out.println("UOE " + e.getMessage()); }
        try { new ArrayDeque<>().pop(); } catch (NoSuchElementException e) { System.out.println("NSEE " + e.getMessage()); }
        try { throw new AssertionError("assert " + 1); } catch (AssertionError e) { System.out.println(e); }
        try { recurse(0); } catch (StackOverflowError e) { System.out.println("SOE caught " + (e.getMessage() == null)); }
        System.out.println(finallyOrder());
        try { multi(2); } catch (IllegalArgumentException | IllegalStateException e) { System.out.println("multi " + e.getClass().getSimpleName()); }
    }
    static int recurse(int n) { return recurse(n + 1) + 1; }
    @SuppressWarnings("finally")
    static String finallyOrder() {
        StringBuilder sb = new StringBuilder();
        try { try { sb.append("try,"); throw new RuntimeException("x"); } finally { sb.append("finally1,"); } }
        catch (RuntimeException e) { sb.append("catch ").append(e.getMessage()).append(','); }
        finally { sb.append("finally2"); }
        return sb.toString();
    }
    static void multi(int k) { if (k == 1) throw new IllegalArgumentException(); throw new IllegalStateException(); }

    static void resources() {
        try (Res a = new Res("A", false); Res b = new Res("B", true); Res c = new Res("C", true)) {
            System.out.println("body");
            throw new IllegalStateException("body failed");
        } catch (Exception e) {
            System.out.println("caught " + e + " suppressed " + Arrays.toString(e.getSuppressed()));
        }
        try (Res a = new Res("D", true)) {
            System.out.println("body2");
        } catch (IOException e) { System.out.println("caught " + e.getMessage() + " " + e.getSuppressed().length); }
        Res shared = new Res("E", false);
        try (shared) { System.out.println("java9 style"); } catch (IOException e) { }
        try (BufferedReader br = new BufferedReader(new StringReader("l1\nl2\n"))) {
            String line; int n = 0; while ((line = br.readLine()) != null) n += line.length(); System.out.println("read " + n);
        } catch (IOException e) { }
    }

    static void records() {
        Point p = new Point(3, 4), q = new Point(3, 4);
        System.out.println(p + " " + p.equals(q) + " " + (p.hashCode() == q.hashCode()) + " " + p.hashCode() + " " + p.x() + " " + p.plus(q) + " " + Point.ORIGIN.compareTo(p));
        System.out.println(new Circle(1.5) + " " + new Rect(2) + " " + Rect.unit().area() + " " + new Pair<>("k", List.of(1)) + " " + new Money(12345) + " " + new Pair<>(null, 2.5));
        try { new Rect(-1, 2); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        Named n = new Named("n", new int[]{1}, List.of("t"));
        System.out.println(n.toString().replaceAll("\\[I@[0-9a-f]+", "[I@HASH") + " " + n.equals(new Named("n", n.data(), List.of("t"))) + " " + n.equals(new Named("n", new int[]{1}, List.of("t"))));
        System.out.println(new Pair<>(1, "a").hashCode() + " " + new Circle(0.0).equals(new Circle(-0.0)) + " " + new Circle(Double.NaN).equals(new Circle(Double.NaN)) + " " + new Circle(2).hashCode() + " " + new Pair<>(1, null).hashCode());
        Set<Point> set = new HashSet<>(List.of(new Point(1, 2), new Point(1, 2), new Point(2, 1)));
        System.out.println(set.size() + " " + new TreeSet<>(set) + " " + Point.class.isRecord() + " " + Arrays.stream(Point.class.getRecordComponents()).map(rc -> rc.getName() + ":" + rc.getType()).toList());
    }

    static double area(Shape s) {
        if (s instanceof Circle c) return Math.PI * c.r() * c.r();
        else if (s instanceof Rect r) return r.w() * r.h();
        else if (s instanceof Tri t) return 0.5 * t.b() * t.h();
        throw new AssertionError();
    }
    static String describe(Object o) {
        if (o instanceof String s && s.length() > 3) return "long string " + s.toUpperCase();
        if (o instanceof String s) return "short string " + s;
        if (o instanceof Integer i) return "int " + (i + 1);
        if (o instanceof int[] arr) return "int array of " + arr.length;
        if (!(o instanceof Number n)) return "other " + o;
        return "number " + n.doubleValue();
    }
    static String day(int d) {
        return switch (d) {
            case 1, 7 -> "weekend";
            case 2, 3, 4, 5, 6 -> { String s = "week"; yield s + "day"; }
            default -> throw new IllegalArgumentException("bad day " + d);
        };
    }
    static int oldSwitch(String s) {
        int r = 0;
        switch (s) {
            case "a": r += 1;
            case "b": r += 10; break;
            case "c": { r = 100; break; }
            default: r = -1;
        }
        return r;
    }
    static void patterns() {
        for (Shape s : List.of(new Circle(1), new Rect(2, 3), new Tri(4, 5))) System.out.printf("%s %.3f%n", s, area(s));
        for (Object o : new Object[]{"hi", "hello", 41, new int[3], 2.5, null, 'c'}) System.out.println(describe(o));
        System.out.println(day(1) + " " + day(3));
        try { day(9); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        System.out.println(oldSwitch("a") + " " + oldSwitch("b") + " " + oldSwitch("c") + " " + oldSwitch("z"));
        Op op = Op.MUL;
        String name = switch (op) { case ADD -> "plus"; case MUL -> "times"; };
        System.out.println(name + " " + op.sym + " " + op.applyAsInt(6, 7) + " " + Op.ADD.applyAsInt(6, 7) + " " + op.getClass() + " " + op.getDeclaringClass().getSimpleName());
        char grade = 'B';
        System.out.println(switch (grade) { case 'A', 'B' -> "good"; case 'C' -> "ok"; default -> "bad"; });
        var list = new ArrayList<Map<String, Integer>>(); list.add(Map.of("x", 1)); for (var m : list) for (var e : m.entrySet()) System.out.println(e.getKey() + "=" + e.getValue());
    }

    interface Visitor<R> { R num(int n); R add(Expr a, Expr b); }
    interface Expr { <R> R accept(Visitor<R> v); }
    static Expr num(int n) { return new Expr() { public <R> R accept(Visitor<R> v) { return v.num(n); } }; }
    static Expr add(Expr a, Expr b) { return new Expr() { public <R> R accept(Visitor<R> v) { return v.add(a, b); } }; }

    class Inner { int v = outerField * 2; }
    int outerField = 21;
    static class Counter { private static int created; private final int id; Counter() { id = ++created; } }

    static void nested() {
        Expr e = add(num(1), add(num(2), num(3)));
        System.out.println(e.accept(new Visitor<Integer>() {
            public Integer num(int n) { return n; }
            public Integer add(Expr a, Expr b) { return a.accept(this) + b.accept(this); }
        }) + " " + e.accept(new Visitor<String>() {
            public String num(int n) { return "" + n; }
            public String add(Expr a, Expr b) { return "(" + a.accept(this) + " + " + b.accept(this) + ")"; }
        }));
        EverydayLang2 outer = new EverydayLang2();
        EverydayLang2.Inner in = outer.new Inner();
        System.out.println(in.v + " " + new Counter().id + " " + new Counter().id + " " + Counter.created);
        class Local implements Comparable<Local> {
            final int k; Local(int k) { this.k = k; }
            public int compareTo(Local o) { return Integer.compare(o.k, k); }
            public String toString() { return "L" + k; }
        }
        List<Local> ls = new ArrayList<>(List.of(new Local(1), new Local(3), new Local(2))); Collections.sort(ls);
        System.out.println(ls + " " + Local.class.getSimpleName() + " " + Local.class.isLocalClass() + " " + Inner.class.getName() + " " + new Object() {}.getClass().isAnonymousClass() + " " + Counter.class.getEnclosingClass().getSimpleName());
        Greeter g = Greeter.of("World");
        System.out.println(g.greet() + " " + new Greeter() { public String name() { return "Anon"; } public String greet() { return Greeter.super.greet().toUpperCase(); } }.greet());
        Runnable[] rs = new Runnable[3]; for (int i = 0; i < 3; i++) { final int j = i; rs[i] = () -> System.out.print("r" + j + " "); } for (Runnable r : rs) r.run(); System.out.println();
        Supplier<Supplier<String>> ss = () -> () -> "nested lambda"; System.out.println(ss.get().get());
        Function<Integer, Function<Integer, Integer>> adder = a -> b -> a + b; System.out.println(adder.apply(3).apply(4) + " " + Function.<Integer>identity().andThen(x -> x * 2).compose((Integer x) -> x + 1).apply(5));
        BiFunction<String, Integer, String> rep = String::repeat; UnaryOperator<String> up = String::toUpperCase; System.out.println(rep.andThen(up).apply("ab", 2) + " " + Predicate.not(String::isEmpty).test("") + " " + Predicate.<Integer>isEqual(3).or(x -> x > 10).test(11));
    }

    @SafeVarargs static <T extends Comparable<? super T>> T maxOf(T first, T... rest) { T m = first; for (T t : rest) if (t.compareTo(m) > 0) m = t; return m; }
    static int sum(int... xs) { int s = 0; for (int x : xs) s += x; return s + xs.length * 1000; }
    static String kind(Object o) { return "object"; }
    static String kind(Object... o) { return "varargs"; }
    static String kind(long l) { return "long"; }
    static <T> void swap(T[] a, int i, int j) { T t = a[i]; a[i] = a[j]; a[j] = t; }
    static double sumAll(Collection<? extends Number> c) { double s = 0; for (Number n : c) s += n.doubleValue(); return s; }
    static void fill(List<? super Integer> l) { l.add(1); l.add(2); }
    static class Box<T extends Comparable<T>> { T v; Box(T v) { this.v = v; } boolean bigger(Box<T> o) { return v.compareTo(o.v) > 0; } }
    static class Node<T> implements Iterable<T> {
        T val; Node<T> next;
        Node(T v, Node<T> n) { val = v; next = n; }
        public Iterator<T> iterator() { return new Iterator<T>() { Node<T> cur = Node.this; public boolean hasNext() { return cur != null; } public T next() { T v = cur.val; cur = cur.next; return v; } }; }
    }

    static void generics() {
        System.out.println(maxOf(3, 9, 2) + " " + maxOf("pear", "apple") + " " + sum() + " " + sum(1, 2, 3) + " " + sum(new int[]{5}) + " " + kind(1) + " " + kind("s") + " " + kind() + " " + kind(1, 2));
        String[] arr = {"a", "b", "c"}; swap(arr, 0, 2); System.out.println(String.join("", arr) + " " + sumAll(List.of(1, 2.5, 3L)));
        List<Number> nums = new ArrayList<>(); fill(nums); System.out.println(nums + " " + new Box<>(5).bigger(new Box<>(3)));
        Node<String> list = new Node<>("x", new Node<>("y", new Node<>("z", null)));
        StringBuilder sb = new StringBuilder(); for (String s : list) sb.append(s); System.out.println(sb);
        Map<String, Function<Double, Double>> ops = new LinkedHashMap<>(); ops.put("sq", x -> x * x); ops.put("neg", x -> -x); ops.put("half", x -> x / 2);
        ops.forEach((k, f) -> System.out.print(k + "=" + f.apply(3.0) + " ")); System.out.println();
        List<? extends Object> wild = List.of(1, "a"); Object first = wild.get(0); System.out.println(first.getClass().getSimpleName() + " " + Collections.<String>emptyList().size());
        Integer i1 = 127, i2 = 127, i3 = 128, i4 = 128; System.out.println((i1 == i2) + " " + (i3 == i4) + " " + i3.equals(i4) + " " + (Long.valueOf(5) .equals(5)) + " " + Objects.equals(null, null));
    }

    static void loops() {
        outer:
        for (int i = 0; i < 5; i++) {
            for (int j = 0; j < 5; j++) {
                if (j == 3) continue outer;
                if (i == 3) break outer;
                System.out.print(i * 10 + j + " ");
            }
        }
        System.out.println();
        int n = 0; found: { for (int[] row : new int[][]{{1, 2}, {3, 4}}) for (int v : row) if (v == 3) { n = v; break found; } n = -1; }
        System.out.println("found " + n);
        int k = 10; do { k -= 3; } while (k > 0); System.out.println(k);
        int x = 0; x += x++ + ++x; System.out.println(x + " " + (5 > 3 ? "yes" : "no") + " " + (char) ('a' + 1) + " " + (1 + 2 + "3" + 4 + 5));
        long big = Integer.MAX_VALUE; big++; short sh = 10; sh += 5.7; byte by = (byte) (127 + 1); System.out.println(big + " " + sh + " " + by + " " + (3 / 2) + " " + (3 / 2.0) + " " + ('a' + 'b') + " " + (int) 'a' + 'b');
        int[][] jag = new int[3][]; for (int i = 0; i < 3; i++) { jag[i] = new int[i + 1]; Arrays.fill(jag[i], i); } System.out.println(Arrays.deepToString(jag));
        int[][][] cube = new int[2][2][2]; cube[1][1][1] = 7; System.out.println(Arrays.deepToString(cube) + " " + cube[1].length + " " + new int[0].length + " " + Arrays.toString(new String[2]) + " " + Arrays.toString(new boolean[2]) + " " + Arrays.toString(new char[]{'h', 'i'}));
    }

    static void enums() {
        for (Planet p : Planet.values()) System.out.printf("%s %.2f %d %s%n", p, p.gravity(), p.ordinal(), p.name().charAt(0) + p.name().substring(1).toLowerCase());
        System.out.println(Planet.valueOf("EARTH").compareTo(Planet.MERCURY) + " " + Op.valueOf("ADD") + " " + Arrays.toString(Op.values()) + " " + Op.ADD.getClass().getSuperclass().getSimpleName() + " " + Op.MUL.getDeclaringClass().isEnum());
        Map<Planet, String> m = new EnumMap<>(Planet.class); m.put(Planet.EARTH, "home"); System.out.println(m + " " + EnumSet.allOf(Planet.class));
    }
}
