import java.util.*;

public class GenericsBridges {
    interface Shape extends Comparable<Shape> {
        double area();
        default int compareTo(Shape o) { return Double.compare(area(), o.area()); }
    }
    static final class Circle implements Shape {
        final double r; Circle(double r) { this.r = r; }
        public double area() { return Math.PI * r * r; }
        public String toString() { return "Circle(" + r + ")"; }
    }
    static final class Square implements Shape {
        final double s; Square(double s) { this.s = s; }
        public double area() { return s * s; }
        public String toString() { return "Square(" + s + ")"; }
    }

    static <T extends Comparable<? super T>> T max(Collection<? extends T> c) {
        Iterator<? extends T> it = c.iterator();
        T best = it.next();
        while (it.hasNext()) { T x = it.next(); if (x.compareTo(best) > 0) best = x; }
        return best;
    }
    static double totalArea(List<? extends Shape> shapes) {
        double t = 0;
        for (Shape s : shapes) t += s.area();
        return t;
    }
    static void fill(List<? super Circle> sink, int n) { for (int i = 1; i <= n; i++) sink.add(new Circle(i)); }
    static <K, V extends Comparable<V>> K argMax(Map<K, V> m) {
        K best = null; V bv = null;
        for (Map.Entry<K, V> e : m.entrySet()) if (bv == null || e.getValue().compareTo(bv) > 0) { best = e.getKey(); bv = e.getValue(); }
        return best;
    }
    @SafeVarargs
    static <T> List<T> listOf(T... xs) { return new ArrayList<T>(Arrays.asList(xs)); }
    static <T> void swap(T[] a, int i, int j) { T t = a[i]; a[i] = a[j]; a[j] = t; }

    // bridge methods: covariant return and generic parameter
    static abstract class Node<T> {
        abstract T value();
        abstract Node<T> copy();
        void accept(T t) { System.out.println("Node.accept " + t); }
    }
    static class IntNode extends Node<Integer> {
        int v; IntNode(int v) { this.v = v; }
        Integer value() { return v; }
        IntNode copy() { return new IntNode(v + 1); }
        @Override void accept(Integer t) { System.out.println("IntNode.accept " + (t + v)); }
    }
    interface Transformer<A, B> { B apply(A a); }
    static class Length implements Transformer<String, Integer> {
        public Integer apply(String s) { return s.length(); }
    }
    static <A, B, C> Transformer<A, C> compose(final Transformer<A, B> f, final Transformer<? super B, ? extends C> g) {
        return new Transformer<A, C>() { public C apply(A a) { return g.apply(f.apply(a)); } };
    }

    static class Box<T extends Number & Comparable<T>> {
        private final List<T> items = new ArrayList<T>();
        Box<T> add(T t) { items.add(t); return this; }
        T largest() { return Collections.max(items); }
        double sum() { double s = 0; for (T t : items) s += t.doubleValue(); return s; }
    }

    static class Pair<A, B> {
        final A a; final B b;
        Pair(A a, B b) { this.a = a; this.b = b; }
        <C> Pair<A, C> withSecond(C c) { return new Pair<A, C>(a, c); }
        Pair<B, A> swap() { return new Pair<B, A>(b, a); }
        @Override public boolean equals(Object o) {
            if (!(o instanceof Pair)) return false;
            Pair<?, ?> p = (Pair<?, ?>) o;
            return Objects.equals(a, p.a) && Objects.equals(b, p.b);
        }
        @Override public int hashCode() { return Objects.hash(a, b); }
        @Override public String toString() { return "<" + a + ", " + b + ">"; }
    }

    static class Registry<T> {
        private final Map<Class<? extends T>, List<T>> byType = new LinkedHashMap<Class<? extends T>, List<T>>();
        @SuppressWarnings("unchecked")
        void register(T t) {
            Class<? extends T> k = (Class<? extends T>) t.getClass();
            List<T> l = byType.get(k);
            if (l == null) byType.put(k, l = new ArrayList<T>());
            l.add(t);
        }
        <S extends T> List<S> all(Class<S> type) {
            List<S> out = new ArrayList<S>();
            List<T> l = byType.get(type);
            if (l != null) for (T t : l) out.add(type.cast(t));
            return out;
        }
    }

    public static void main(String[] args) {
        List<Shape> shapes = new ArrayList<Shape>();
        fill(shapes, 3);
        shapes.add(new Square(5));
        shapes.add(new Square(1.5));
        Collections.sort(shapes);
        System.out.println(shapes + " max " + max(shapes) + " total " + totalArea(shapes));
        List<Object> objs = new ArrayList<Object>();
        fill(objs, 2);
        System.out.println(objs);
        List<Circle> circles = new ArrayList<Circle>();
        fill(circles, 4);
        System.out.println("circles area " + totalArea(circles) + " max " + max(circles));
        Map<String, Double> scores = new TreeMap<String, Double>();
        scores.put("ann", 3.5); scores.put("bob", 9.25); scores.put("cy", -1.0);
        System.out.println("argMax " + argMax(scores) + " " + max(Arrays.asList("pear", "apple", "zoo")) + " " + max(listOf(3, 9, 2)));
        String[] arr = {"x", "y", "z"};
        swap(arr, 0, 2);
        System.out.println(Arrays.toString(arr));
        Node<Integer> n = new IntNode(10);
        Node<Integer> c = n.copy();
        System.out.println(n.value() + " " + c.value() + " " + c.getClass().getSimpleName());
        n.accept(5);
        @SuppressWarnings({"unchecked", "rawtypes"})
        Node raw = n;
        try {
            raw.accept("not an int");
        } catch (ClassCastException e) {
            System.out.println("bridge CCE: " + e.getMessage());
        }
        Transformer<String, Integer> len = new Length();
        Transformer<String, String> lenStr = compose(len, new Transformer<Number, String>() {
            public String apply(Number x) { return "#" + x.intValue() * 2; }
        });
        System.out.println(lenStr.apply("hello") + " " + compose(lenStr, len).apply("abcdefghij"));
        @SuppressWarnings({"unchecked", "rawtypes"})
        Transformer rawT = len;
        try { rawT.apply(42); } catch (ClassCastException e) { System.out.println("raw transformer CCE: " + e.getMessage()); }
        Box<Integer> bi = new Box<Integer>().add(3).add(11).add(7);
        Box<Double> bd = new Box<Double>().add(2.5).add(-1.0);
        System.out.println(bi.largest() + " " + bi.sum() + " " + bd.largest() + " " + bd.sum());
        Pair<String, Integer> p = new Pair<String, Integer>("k", 1);
        Pair<String, List<String>> p2 = p.withSecond(Arrays.asList("a", "b"));
        System.out.println(p + " " + p.swap() + " " + p2 + " " + p.equals(new Pair<String, Integer>("k", 1)) + " " + (p.hashCode() == new Pair<String, Integer>("k", 1).hashCode()) + " " + p.hashCode());
        Registry<Object> reg = new Registry<Object>();
        reg.register("s1"); reg.register(1); reg.register("s2"); reg.register(2.0); reg.register(3);
        List<String> strs = reg.all(String.class);
        List<Integer> ints = reg.all(Integer.class);
        System.out.println(strs + " " + ints + " " + reg.all(Long.class) + " " + reg.byType.size());
        Map<String, List<Map<Integer, Set<String>>>> deep = new HashMap<String, List<Map<Integer, Set<String>>>>();
        deep.put("k", new ArrayList<Map<Integer, Set<String>>>());
        deep.get("k").add(new TreeMap<Integer, Set<String>>());
        deep.get("k").get(0).put(1, new TreeSet<String>(Arrays.asList("b", "a")));
        System.out.println(deep);
        List<? extends Number> wild = Arrays.asList(1, 2.5, 3L);
        double s = 0;
        for (Number x : wild) s += x.doubleValue();
        System.out.println("wild sum " + s + " classes " + wild.get(0).getClass().getSimpleName() + wild.get(1).getClass().getSimpleName() + wild.get(2).getClass().getSimpleName());
        Comparator<Shape> byArea = Collections.reverseOrder();
        Shape[] sa = shapes.toArray(new Shape[0]);
        Arrays.sort(sa, byArea);
        System.out.println(Arrays.toString(sa));
        Comparable<Shape> cmp = new Circle(1);
        System.out.println(cmp.compareTo(new Square(2)) + " " + cmp.compareTo(new Square(Math.sqrt(Math.PI))));
    }
}
