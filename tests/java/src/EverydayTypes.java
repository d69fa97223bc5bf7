import java.util.*;
import java.util.function.*;
import java.util.stream.*;

// Everyday programs of the kinds people write and teach with, run one after the other:
// types: records, enums with EnumMap/EnumSet and switches, generics and functional interfaces, inner/local/anonymous classes, inheritance with visitors, initialization order and class names, Optional chains.
// Each was compared with JDK 17 as a standalone program first.
public class EverydayTypes {
    public static void main(String[] args) throws Exception {
        System.out.println("== Records");
        Records.main(args);
        System.out.println("== EnumsAndSwitch");
        EnumsAndSwitch.main(args);
        System.out.println("== GenericsAndFunctions");
        GenericsAndFunctions.main(args);
        System.out.println("== InnerClasses");
        InnerClasses.main(args);
        System.out.println("== ShapesAndVisitors");
        ShapesAndVisitors.main(args);
        System.out.println("== InitAndClassNames");
        InitAndClassNames.main(args);
        System.out.println("== OptionalChains");
        OptionalChains.main(args);
    }

    static class Records {
        record Point(int x, int y) implements Comparable<Point> {
            Point { if (x < -1000) throw new IllegalArgumentException("x too small: " + x); }
            Point(int v) { this(v, v); }
            double dist() { return Math.sqrt(x * x + y * y); }
            static Point origin() { return new Point(0, 0); }
            public int compareTo(Point o) { return Comparator.comparingInt(Point::x).thenComparingInt(Point::y).compare(this, o); }
        }
        record Pair<A, B>(A first, B second) { }
        record Person(String name, int age, List<String> tags) { }
        record Empty() {}
        record Money(long cents) { @Override public String toString() { return String.format("$%d.%02d", cents / 100, cents % 100); } }
        sealed interface Shape permits Circle, Square, Rect {}
        record Circle(double r) implements Shape {}
        record Square(double s) implements Shape {}
        record Rect(double w, double h) implements Shape {}
        static double area(Shape s) {
            if (s instanceof Circle c) return Math.PI * c.r() * c.r();
            if (s instanceof Square q) return q.s() * q.s();
            if (s instanceof Rect r) return r.w() * r.h();
            throw new AssertionError();
        }
        public static void main(String[] args) {
            Point p = new Point(3, 4), q = new Point(3, 4);
            System.out.println(p + " " + p.equals(q) + " " + (p.hashCode() == q.hashCode()) + " " + p.hashCode() + " " + p.dist() + " " + new Point(7) + " " + Point.origin());
            System.out.println(new Pair<>("a", 1) + " " + new Pair<>(null, List.of(1, 2)) + " " + new Pair<>(null, null).hashCode());
            Person per = new Person("Ann", 30, List.of("x"));
            System.out.println(per + " " + per.hashCode() + " " + new Empty() + " " + new Empty().hashCode() + " " + new Empty().equals(new Empty()));
            System.out.println(new Money(12345) + " " + new Money(5));
            System.out.println(new Pair<>(1.5, 2.5f).hashCode() + " " + new Pair<>(true, 'c').hashCode() + " " + new Pair<>(10L, (byte) 3) + " " + new Pair<>(10L, (byte)3).hashCode());
            try { new Point(-2000, 0); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
            List<Point> pts = new ArrayList<>(List.of(new Point(2, 1), new Point(1, 5), new Point(2, 0), new Point(1, 1)));
            Collections.sort(pts); System.out.println(pts);
            pts.sort(Comparator.comparing(Point::dist).reversed()); System.out.println(pts);
            List<Shape> shapes = List.of(new Circle(1), new Square(2), new Rect(2, 3.5));
            for (Shape s : shapes) System.out.printf("%s -> %.4f%n", s, area(s));
            Object o = p;
            System.out.println(Point.class.isRecord() + " " + Arrays.stream(Point.class.getRecordComponents()).map(c -> c.getName() + ":" + c.getType()).collect(Collectors.joining(",")));
            Set<Point> set = new HashSet<>(List.of(new Point(1,2), new Point(1,2), new Point(2,1)));
            System.out.println(set.size() + " " + new TreeSet<>(set));
            Map<Point, String> hm = new HashMap<>();
            for (int i = 0; i < 6; i++) hm.put(new Point(i, i * i), "v" + i);
            System.out.println(hm);
            System.out.println(new Person("B", 1, null).equals(new Person("B", 1, null)) + " " + new Circle(-0.0).equals(new Circle(0.0)) + " " + new Circle(Double.NaN).equals(new Circle(Double.NaN)));
        }
    }

    static class EnumsAndSwitch {
        enum Planet {
            MERCURY(3.303e+23, 2.4397e6), EARTH(5.976e+24, 6.37814e6), JUPITER(1.9e+27, 7.1492e7);
            final double mass, radius;
            Planet(double m, double r) { mass = m; radius = r; }
            double gravity() { return 6.67300E-11 * mass / (radius * radius); }
        }
        enum Op {
            ADD("+") { int apply(int a, int b) { return a + b; } },
            MUL("*") { int apply(int a, int b) { return a * b; } };
            final String sym; Op(String s) { sym = s; }
            abstract int apply(int a, int b);
            @Override public String toString() { return sym; }
        }
        enum Day { MON, TUE, WED, THU, FRI, SAT, SUN;
            boolean weekend() { return switch (this) { case SAT, SUN -> true; default -> false; }; } }
        interface Greeter { String name(); default String greet() { return "Hello, " + name() + helper(); } private String helper() { return "!"; } static Greeter of(String n) { return () -> n; } }
        interface Loud extends Greeter { default String greet() { return Greeter.super.greet().toUpperCase(); } }
        public static void main(String[] args) {
            for (Planet p : Planet.values()) System.out.printf("%-8s %6.2f %s%n", p, p.gravity(), p.ordinal());
            System.out.println(Planet.valueOf("EARTH").compareTo(Planet.JUPITER) + " " + Op.ADD.apply(2, 3) + Op.MUL + " " + Op.MUL.name() + " " + Op.ADD.getClass() + " " + Op.ADD.getDeclaringClass());
            try { Planet.valueOf("PLUTO"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
            EnumMap<Day, Integer> hours = new EnumMap<>(Day.class);
            for (Day d : Day.values()) if (!d.weekend()) hours.put(d, 8 - d.ordinal() % 2);
            hours.merge(Day.SAT, 3, Integer::sum);
            System.out.println(hours + " " + hours.containsKey(Day.SUN));
            EnumSet<Day> we = EnumSet.of(Day.SAT, Day.SUN);
            System.out.println(we + " " + EnumSet.complementOf(we) + " " + EnumSet.range(Day.TUE, Day.THU) + " " + EnumSet.allOf(Day.class).size() + " " + EnumSet.noneOf(Day.class));
            for (Day d : Day.values()) {
                String kind;
                switch (d) { case MON: kind = "start"; break; case FRI: kind = "end"; break; case SAT: case SUN: kind = "rest"; break; default: kind = "mid"; }
                System.out.print(d + "=" + kind + " ");
            }
            System.out.println();
            Greeter g = Greeter.of("Bob"); System.out.println(g.greet());
            Loud l = () -> "Amy"; System.out.println(l.greet());
            System.out.println(Day.valueOf("WED").weekend() + " " + Arrays.toString(Day.values()) + " " + Enum.valueOf(Day.class, "FRI"));
            Map<Day, List<String>> m = new TreeMap<>(Comparator.reverseOrder()); m.put(Day.MON, List.of("a")); m.put(Day.SUN, List.of("b"));
            System.out.println(m);
            String cmd = "stop";
            switch (cmd) { case "go": System.out.println("going"); break; case "stop": System.out.println("stopping"); default: System.out.println("fallthrough"); }
            int code = switch (cmd) { case "go" -> 1; case "stop" -> { int x = 2; yield x * 10; } default -> -1; };
            System.out.println(code);
            try { Op.valueOf(null); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
            System.out.println(EnumSet.of(Day.MON, Day.WED).contains(Day.WED));
        }
    }

    static class GenericsAndFunctions {
        static double sum(Collection<? extends Number> c) { double s = 0; for (Number n : c) s += n.doubleValue(); return s; }
        static void fill(List<? super Integer> l, int n) { for (int i = 0; i < n; i++) l.add(i); }
        static <T extends Comparable<? super T>> T max(List<? extends T> l) { T m = l.get(0); for (T t : l) if (t.compareTo(m) > 0) m = t; return m; }
        static <K, V extends Comparable<V>> K argmax(Map<K, V> m) { return Collections.max(m.entrySet(), Map.Entry.comparingByValue()).getKey(); }
        static class Box<T> { private T v; Box(T v) { this.v = v; } <R> Box<R> map(Function<? super T, ? extends R> f) { return new Box<>(f.apply(v)); } public String toString() { return "Box(" + v + ")"; } }
        static class Stack<E> implements Iterable<E> {
            private Object[] a = new Object[2]; private int n;
            void push(E e) { if (n == a.length) a = Arrays.copyOf(a, n * 2); a[n++] = e; }
            @SuppressWarnings("unchecked") E pop() { if (n == 0) throw new RuntimeException("Stack underflow"); E e = (E) a[--n]; a[n] = null; return e; }
            public Iterator<E> iterator() { return new Iterator<E>() { int i = n; public boolean hasNext() { return i > 0; } @SuppressWarnings("unchecked") public E next() { if (i == 0) throw new NoSuchElementException(); return (E) a[--i]; } }; }
        }
        @SafeVarargs static <T> List<T> listOf(T... xs) { return new ArrayList<>(Arrays.asList(xs)); }
        static int count(Object... xs) { return xs == null ? -1 : xs.length; }
        static String fmt(String f, int... xs) { return f + Arrays.toString(xs); }
        public static void main(String[] args) {
            System.out.println(sum(List.of(1, 2.5, 3L)) + " " + sum(Set.of(4f)));
            List<Number> nums = new ArrayList<>(); fill(nums, 4); System.out.println(nums);
            List<Object> objs = new ArrayList<>(); fill(objs, 2); System.out.println(objs);
            System.out.println(max(List.of("pear", "apple", "zoo")) + " " + max(List.of(3, 9, 2)) + " " + argmax(Map.of("a", 3, "b", 7, "c", 5)));
            System.out.println(new Box<>("hello").map(String::length).map(x -> x * 2.5));
            Stack<String> st = new Stack<>(); for (String s : "a b c d e".split(" ")) st.push(s);
            for (String s : st) System.out.print(s); System.out.println(" " + st.pop() + st.pop());
            Stack<Integer> empty = new Stack<>();
            try { empty.pop(); } catch (RuntimeException e) { System.out.println(e.getMessage()); }
            System.out.println(listOf(1, 2, 3) + " " + count() + " " + count(1, "x") + " " + count((Object[]) null) + " " + count((Object) null) + " " + fmt("f", 1, 2) + fmt("g"));
            BiFunction<Integer, Integer, Integer> add = Integer::sum;
            Function<Integer, Integer> twice = x -> x * 2;
            System.out.println(add.andThen(twice).apply(3, 4) + " " + twice.compose(twice).apply(1) + " " + Function.<Integer>identity().apply(9));
            Supplier<List<String>> sup = ArrayList::new; List<String> ls = sup.get(); ls.add("z"); System.out.println(ls);
            Predicate<String> p = String::isEmpty; System.out.println(p.negate().test("") + " " + p.or(s -> s.startsWith("a")).test("ab") + " " + Predicate.not(p).test("x") + " " + Predicate.isEqual("q").test("q"));
            UnaryOperator<String> up = String::toUpperCase; BinaryOperator<Integer> mx = BinaryOperator.maxBy(Comparator.naturalOrder());
            System.out.println(up.apply("abc") + " " + mx.apply(3, 8));
            IntBinaryOperator ib = (a, b) -> a % b; IntPredicate even = i -> i % 2 == 0; ToIntFunction<String> len = String::length; IntFunction<String> stars = "*"::repeat;
            System.out.println(ib.applyAsInt(17, 5) + " " + even.and(i -> i > 2).test(4) + " " + len.applyAsInt("four") + " " + stars.apply(3));
            Comparator<String> c = Comparator.comparing(String::length, Comparator.reverseOrder()); List<String> w = listOf("aa", "b", "ccc", "dd"); w.sort(c.thenComparing(Comparator.naturalOrder())); System.out.println(w);
            w.sort(Comparator.nullsFirst(Comparator.<String>naturalOrder())); System.out.println(w);
            List<String> wn = listOf("b", null, "a"); wn.sort(Comparator.nullsLast(Comparator.naturalOrder())); System.out.println(wn);
            Map<String, List<Integer>> multi = new TreeMap<>(); for (int i = 0; i < 6; i++) multi.computeIfAbsent(i % 2 == 0 ? "even" : "odd", k -> new ArrayList<>()).add(i); System.out.println(multi);
            Object o = List.of(1); if (o instanceof List<?> l2 && !l2.isEmpty()) System.out.println("list of " + l2.get(0).getClass().getSimpleName());
            var inferred = new HashMap<String, Integer>(); inferred.put("k", 1); for (var en : inferred.entrySet()) System.out.println(en.getKey() + "=" + en.getValue() + " " + en);
        }
    }

    static class InnerClasses {
        private int counter = 0; private static int created;
        class Inner { int id = ++counter; String show() { return "Inner#" + id + " of " + InnerClasses.this.counter; } }
        static class Nested { final String v; Nested(String v) { this.v = v; created++; } }
        interface Shape { double area(); default String describe() { return getClass().getSimpleName().isEmpty() ? "anon area=" + area() : getClass().getSimpleName() + " area=" + area(); } }
        Runnable makeRunnable(String msg) { return new Runnable() { int runs; public void run() { runs++; counter += 10; System.out.println("anon run " + msg + " runs=" + runs + " counter=" + counter); } }; }
        static Supplier<Integer> makeCounter() { int[] c = {0}; return () -> ++c[0]; }
        public static void main(String[] args) {
            InnerClasses outer = new InnerClasses();
            InnerClasses.Inner i1 = outer.new Inner(), i2 = outer.new Inner();
            System.out.println(i1.show() + " / " + i2.show());
            Runnable r = outer.makeRunnable("hi"); r.run(); r.run();
            new Nested("a"); new Nested("b"); System.out.println("created " + created);
            class Local implements Shape { final double s; Local(double s) { this.s = s; } public double area() { return s * s; } }
            Shape sq = new Local(3); Shape anon = new Shape() { public double area() { return 1.5; } }; Shape lam = () -> 2.0;
            System.out.println(sq.describe() + " | " + anon.describe() + " | " + lam.area());
            System.out.println(Local.class.getSimpleName() + " " + Local.class.getName() + " " + anon.getClass().getName() + " " + Inner.class.getName() + " " + Nested.class.getSimpleName() + " " + Inner.class.getEnclosingClass().getSimpleName() + " " + Local.class.isLocalClass() + " " + anon.getClass().isAnonymousClass() + " " + Nested.class.isMemberClass());
            Supplier<Integer> c1 = makeCounter(), c2 = makeCounter(); c1.get(); c1.get(); System.out.println(c1.get() + " " + c2.get());
            List<Runnable> rs = new ArrayList<>(); for (int i = 0; i < 3; i++) { final int j = i; rs.add(() -> System.out.print(j)); } rs.forEach(Runnable::run); System.out.println();
            Comparator<String> byLen = new Comparator<>() { public int compare(String a, String b) { return a.length() - b.length(); } };
            List<String> ws = new ArrayList<>(List.of("ccc", "a", "bb")); ws.sort(byLen); System.out.println(ws);
            outer:
            for (int i = 0; i < 5; i++) { for (int j = 0; j < 5; j++) { if (j == 3) continue outer; if (i == 3) break outer; System.out.print(i + "" + j + " "); } }
            System.out.println();
            int k = 0; block: { if (k == 0) break block; System.out.println("unreached"); } System.out.println("after block");
            Object o = new Object() { public String toString() { return "custom anon"; } }; System.out.println(o);
            var anonVar = new Object() { int x = 5; int twice() { return x * 2; } }; System.out.println(anonVar.twice());
            Iterator<Integer> fib = new Iterator<>() { int a = 0, b = 1; public boolean hasNext() { return a < 50; } public Integer next() { int t = a; a = b; b = t + b; return t; } };
            StringBuilder sb = new StringBuilder(); fib.forEachRemaining(x -> sb.append(x).append(' ')); System.out.println(sb.toString().trim());
            Thread t = new Thread() { public void run() { System.out.println("thread subclass " + getName().startsWith("Thread-")); } }; t.start(); try { t.join(); } catch (InterruptedException e) {}
        }
    }

    static class ShapesAndVisitors {
        static abstract class Shape implements Comparable<Shape> {
            private static int count = 0; protected final String id;
            Shape() { id = getClass().getSimpleName().charAt(0) + "" + (++count); }
            abstract double area(); abstract double perimeter();
            public int compareTo(Shape o) { return Double.compare(area(), o.area()); }
            @Override public String toString() { return String.format("%s[area=%.2f, perim=%.2f]", id, area(), perimeter()); }
        }
        static class Circle extends Shape { final double r; Circle(double r) { this.r = r; } double area() { return Math.PI * r * r; } double perimeter() { return 2 * Math.PI * r; }
            @Override public boolean equals(Object o) { return o instanceof Circle c && c.r == r; } @Override public int hashCode() { return Double.hashCode(r); } }
        static class Rect extends Shape { final double w, h; Rect(double w, double h) { this.w = w; this.h = h; } double area() { return w * h; } double perimeter() { return 2 * (w + h); } }
        static class Square extends Rect { Square(double s) { super(s, s); } @Override public String toString() { return "Square:" + super.toString(); } }
        interface Visitor<R> { R visitNum(int n); R visitAdd(Expr a, Expr b); R visitMul(Expr a, Expr b); }
        interface Expr { <R> R accept(Visitor<R> v); }
        static Expr num(int n) { return new Expr() { public <R> R accept(Visitor<R> v) { return v.visitNum(n); } }; }
        static Expr add(Expr a, Expr b) { return new Expr() { public <R> R accept(Visitor<R> v) { return v.visitAdd(a, b); } }; }
        static Expr mul(Expr a, Expr b) { return new Expr() { public <R> R accept(Visitor<R> v) { return v.visitMul(a, b); } }; }
        public static void main(String[] args) {
            List<Shape> shapes = new ArrayList<>(List.of(new Circle(1), new Rect(2, 3), new Square(2), new Circle(0.5), new Rect(1, 10)));
            Collections.sort(shapes); shapes.forEach(System.out::println);
            Map<String, Double> gm = shapes.stream().collect(Collectors.groupingBy(s -> s.getClass().getSimpleName(), TreeMap::new, Collectors.summingDouble(Shape::area))); System.out.println(gm);
            System.out.println(shapes.stream().max(Comparator.comparingDouble(Shape::perimeter)).get().id + " " + shapes.stream().filter(s -> s instanceof Rect).count() + " " + new Circle(2).equals(new Circle(2)) + " " + new HashSet<>(List.of(new Circle(3), new Circle(3))).size());
            Shape[] arr = shapes.toArray(new Shape[0]); Arrays.sort(arr, Comparator.comparing((Shape s) -> s.id).reversed()); System.out.println(Arrays.stream(arr).map(s -> s.id).collect(Collectors.joining(",")));
            Expr e = add(num(2), mul(num(3), add(num(4), num(5))));
            int val = e.accept(new Visitor<Integer>() { public Integer visitNum(int n) { return n; } public Integer visitAdd(Expr a, Expr b) { return a.accept(this) + b.accept(this); } public Integer visitMul(Expr a, Expr b) { return a.accept(this) * b.accept(this); } });
            String str = e.accept(new Visitor<String>() { public String visitNum(int n) { return "" + n; } public String visitAdd(Expr a, Expr b) { return "(" + a.accept(this) + " + " + b.accept(this) + ")"; } public String visitMul(Expr a, Expr b) { return a.accept(this) + " * " + b.accept(this); } });
            System.out.println(str + " = " + val);
            Object[] things = {1, "two", 3.0, 'c', 4L, null, new int[]{1}, List.of()};
            for (Object o : things) {
                String d;
                if (o instanceof Integer i && i > 0) d = "posint " + i; else if (o instanceof String s) d = "str " + s.length(); else if (o instanceof Number n) d = "num " + n.getClass().getSimpleName() + " " + n.intValue(); else if (o == null) d = "null"; else d = o.getClass().getSimpleName();
                System.out.print(d + "; ");
            }
            System.out.println();
            Object obj = new Object(); System.out.println(obj.equals(obj) + " " + obj.getClass() + " " + "s".getClass().getSuperclass() + " " + Integer.class.getSuperclass() + " " + new int[0].getClass().getSuperclass() + " " + Runnable.class.isInterface() + " " + Circle.class.getSuperclass().getSimpleName() + " " + Shape.class.getModifiers() + " " + Arrays.toString(Square.class.getInterfaces()) + " " + Comparable.class.isAssignableFrom(Square.class));
            System.out.println(Integer.class.getName() + " " + int.class + " " + void.class + " " + String[].class + " " + Map.Entry.class.getName() + " " + Map.Entry.class.getSimpleName() + " " + Map.Entry.class.getCanonicalName() + " " + Thread.State.NEW.getClass().getName());
        }
    }

    static class InitAndClassNames {
        static StringBuilder log = new StringBuilder();
        static class Base { static { log.append("Base.static "); } int x = init("Base.field "); { log.append("Base.init "); } Base() { log.append("Base() "); hook(); } void hook() { log.append("Base.hook "); } static int init(String s) { log.append(s); return 1; } }
        static class Derived extends Base { static { log.append("Derived.static "); } int y = init("Derived.field "); String name = "set"; Derived() { super(); log.append("Derived() name=" + name + " "); } @Override void hook() { log.append("Derived.hook(name=" + name + ") "); } }
        static class Lazy { static { log.append("Lazy.static "); } static final int CONST = 42; static int nonConst = 7; }
        interface WithConst { int A = 5; String S = "s" + A; }
        static class Bad { static int v = 1 / Integer.parseInt("0"); }
        public static void main(String[] args) {
            new Derived(); System.out.println(log); log.setLength(0);
            new Derived(); System.out.println(log); log.setLength(0);
            System.out.println(Lazy.CONST + " " + log); System.out.println(Lazy.nonConst + " " + log); log.setLength(0);
            System.out.println(WithConst.S);
            try { System.out.println(Bad.v); } catch (ExceptionInInitializerError e) { System.out.println(e + " cause=" + e.getCause()); }
            try { System.out.println(Bad.v); } catch (NoClassDefFoundError e) { System.out.println(e); }
            Object[] objs = { new int[0], new String[0][0], new Derived(), "s", 1, 'c', 1.0f, new ArrayList<>(), List.of(), List.of(1), Map.of(), Collections.emptyList(), new Object(){} };
            for (Object o : objs) System.out.print(o.getClass().getName() + " | "); System.out.println();
            for (Object o : objs) System.out.print(o.getClass().getSimpleName() + " | "); System.out.println();
            Runnable r = () -> {}; System.out.println(r.getClass().getSimpleName().startsWith("InitAndClassNames$$Lambda") + " " + r.getClass().isSynthetic() + " " + r.getClass().getInterfaces()[0].getName());
            System.out.println(InitAndClassNames.class.getPackageName().isEmpty() + " " + String.class.getPackageName() + " " + String.class.getPackage().getName() + " " + Derived.class.getSuperclass().getName() + " " + Derived.class.getDeclaringClass().getName() + " " + Derived.class.getModifiers() + " " + java.lang.reflect.Modifier.toString(Derived.class.getModifiers()));
            int[] counts = new int[3]; long seed = 42;
            System.out.println(Objects.hash() + " " + Arrays.hashCode(new Object[]{null}) + " " + List.of("a", "b").hashCode() + " " + Set.of("a", "b").hashCode() + " " + Map.of("a", 1).hashCode() + " " + Boolean.hashCode(true) + " " + Character.hashCode('a') + " " + Double.hashCode(-0.0) + " " + Float.hashCode(1f) + " " + new AbstractMap.SimpleEntry<>("k", "v").hashCode() + " " + Optional.empty().hashCode() + " " + "".hashCode() + " " + Long.valueOf(1L << 40).hashCode());
        }
    }

    static class OptionalChains {
        record User(String name, Optional<String> email) {}
        static Map<Integer, User> db = new TreeMap<>(Map.of(1, new User("ann", Optional.of("ann@x.org")), 2, new User("bob", Optional.empty())));
        static Optional<User> find(int id) { return Optional.ofNullable(db.get(id)); }
        public static void main(String[] args) {
            for (int id = 0; id <= 2; id++) {
                String r = find(id).flatMap(User::email).map(String::toUpperCase).filter(e -> e.contains("@")).orElse("none");
                String n = find(id).map(User::name).orElseGet(() -> "anon");
                System.out.println(id + " " + r + " " + n + " " + find(id).isPresent() + " " + find(id).isEmpty() + " " + find(id).map(User::name));
            }
            find(1).ifPresent(u -> System.out.println("found " + u));
            find(3).ifPresentOrElse(u -> System.out.println("?"), () -> System.out.println("missing 3"));
            System.out.println(Optional.empty() + " " + Optional.of(5) + " " + Optional.of("x").or(() -> Optional.of("y")).get() + " " + Optional.empty().or(() -> Optional.of("y")).get() + " " + Optional.of(3).stream().count() + " " + Optional.of(1).equals(Optional.of(1)) + " " + Optional.of("a").hashCode());
            try { find(9).orElseThrow(() -> new IllegalStateException("user 9 not found")); } catch (IllegalStateException e) { System.out.println(e.getMessage()); }
            OptionalInt oi = IntStream.of(4, 8).max(); OptionalDouble od = IntStream.empty().average(); OptionalLong ol = OptionalLong.of(7);
            System.out.println(oi + " " + od + " " + ol + " " + oi.getAsInt() + " " + od.orElse(-1) + " " + OptionalInt.empty().isPresent() + " " + OptionalDouble.of(2.5));
            try { od.getAsDouble(); } catch (NoSuchElementException e) { System.out.println(e.getMessage()); }
            List<Optional<String>> opts = List.of(Optional.of("a"), Optional.empty(), Optional.of("c"));
            System.out.println(opts.stream().flatMap(Optional::stream).collect(Collectors.joining()));
            System.out.println(Stream.of("1", "x", "3").map(s -> { try { return Optional.of(Integer.parseInt(s)); } catch (NumberFormatException e) { return Optional.<Integer>empty(); } }).toList());
        }
    }
}
