import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

public class Generics {
    interface Transformer<A, B> { B apply(A a); }

    static class Length implements Transformer<String, Integer> {
        public Integer apply(String s) { return s.length(); }   // bridge apply(Object)
    }

    static class Box<T extends Comparable<T>> implements Comparable<Box<T>> {
        final T value;
        Box(T v) { value = v; }
        public int compareTo(Box<T> o) { return value.compareTo(o.value); }
        T get() { return value; }
        public String toString() { return "Box(" + value + ")"; }
    }

    static class Animal {
        Animal self() { return this; }
        Object make() { return "animal-thing"; }
        public String toString() { return "Animal"; }
    }

    static class Dog extends Animal {
        @Override Dog self() { return this; }         // covariant return
        @Override String make() { return "bone"; }
        public String toString() { return "Dog"; }
        String bark() { return "woof"; }
    }

    static class Pair<K, V> {
        final K k; final V v;
        Pair(K k, V v) { this.k = k; this.v = v; }
        <R> Pair<K, R> withValue(R r) { return new Pair<>(k, r); }
        public String toString() { return "(" + k + ", " + v + ")"; }
    }

    static <T extends Comparable<? super T>> T max(List<? extends T> xs) {
        T best = null;
        for (T x : xs) if (best == null || x.compareTo(best) > 0) best = x;
        return best;
    }

    static double sum(List<? extends Number> ns) {
        double s = 0;
        for (Number n : ns) s += n.doubleValue();
        return s;
    }

    static void fill(List<? super Integer> l, int n) {
        for (int i = 0; i < n; i++) l.add(i);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static void main(String[] args) {
        Transformer<String, Integer> t = new Length();
        System.out.println("apply " + t.apply("hello"));
        Transformer raw = t;
        System.out.println("raw apply " + raw.apply("four"));
        try {
            raw.apply(42);
        } catch (ClassCastException e) {
            System.out.println("bridge cast failed: ClassCastException");
        }
        List<Box<String>> boxes = new ArrayList<>();
        boxes.add(new Box<>("pear"));
        boxes.add(new Box<>("apple"));
        boxes.add(new Box<>("zucchini"));
        System.out.println("max box " + max(boxes));
        Comparable c = boxes.get(0);
        System.out.println("raw compareTo " + c.compareTo(boxes.get(1)));
        Animal a = new Dog();
        System.out.println(a.self() + " " + a.make() + " " + new Dog().self().bark());
        Pair<String, Integer> p = new Pair<>("k", 1);
        Pair<String, List<String>> p2 = p.withValue(new ArrayList<String>());
        p2.v.add("x");
        System.out.println(p + " " + p2);
        List<Number> nums = new ArrayList<>();
        fill(nums, 5);
        nums.add(2.5);
        System.out.println("sum " + sum(nums) + " " + nums);
        List<Integer> ints = new ArrayList<>();
        fill(ints, 4);
        System.out.println("max int " + max(ints));
        Comparator<String> byLen = new Comparator<String>() {
            public int compare(String x, String y) { return x.length() - y.length(); }
        };
        List<String> words = new ArrayList<>();
        words.add("ccc"); words.add("a"); words.add("bb");
        words.sort(byLen);
        System.out.println("sorted " + words);
        List rawList = new ArrayList<String>();
        rawList.add(17);
        List<String> strs = rawList;
        try {
            String s = strs.get(0);
            System.out.println(s);
        } catch (ClassCastException e) {
            System.out.println("heap pollution -> ClassCastException");
        }
        Object o = strs.get(0);
        System.out.println("no cast needed for Object: " + o);
    }
}
