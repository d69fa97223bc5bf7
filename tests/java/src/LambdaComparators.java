import java.util.*;
import java.util.function.*;

/* Comparator factories and combinators. */
public class LambdaComparators {
    static final class Person {
        final String name;
        final int age;
        final long id;
        final double score;

        Person(String name, int age, long id, double score) {
            this.name = name;
            this.age = age;
            this.id = id;
            this.score = score;
        }

        String getName() {
            return name;
        }

        int getAge() {
            return age;
        }

        public String toString() {
            return name + "/" + age;
        }
    }

    static List<Person> people() {
        return new ArrayList<>(Arrays.asList(new Person("Ann", 30, 5, 1.5), new Person("bob", 25, 3, 9.0),
                new Person("Cid", 30, 9, 4.25), new Person("dee", 25, 1, 4.25), new Person("Eve", 41, 7, 0.5)));
    }

    static void show(String what, Comparator<Person> c) {
        List<Person> l = people();
        l.sort(c);
        System.out.println(what + ": " + l);
    }

    public static void main(String[] args) {
        show("comparing(name)", Comparator.comparing(Person::getName));
        show("comparing(name, CASE_INSENSITIVE)", Comparator.comparing(Person::getName, String.CASE_INSENSITIVE_ORDER));
        show("comparingInt(age)", Comparator.comparingInt(Person::getAge));
        show("comparingLong(id)", Comparator.comparingLong(p -> p.id));
        show("comparingDouble(score)", Comparator.comparingDouble(p -> p.score));
        show("age then name", Comparator.comparingInt(Person::getAge).thenComparing(Person::getName));
        show("age then comparator", Comparator.comparingInt(Person::getAge).thenComparing(
                Comparator.comparing(Person::getName).reversed()));
        show("age then name key+cmp", Comparator.comparingInt(Person::getAge).thenComparing(Person::getName,
                Comparator.reverseOrder()));
        show("score then int", Comparator.comparingDouble((Person p) -> p.score).thenComparingInt(Person::getAge));
        show("age then long", Comparator.comparingInt(Person::getAge).thenComparingLong(p -> p.id));
        show("age then double", Comparator.comparingInt(Person::getAge).thenComparingDouble(p -> -p.score));
        show("reversed", Comparator.comparing(Person::getName).reversed());
        show("reversed twice", Comparator.comparing(Person::getName).reversed().reversed());

        List<String> s = new ArrayList<>(Arrays.asList("b", null, "a", "c", null));
        s.sort(Comparator.nullsFirst(Comparator.naturalOrder()));
        System.out.println("nullsFirst: " + s);
        s.sort(Comparator.nullsLast(Comparator.reverseOrder()));
        System.out.println("nullsLast(reverse): " + s);
        s.sort(Comparator.nullsLast(null));
        System.out.println("nullsLast(null): " + s);
        List<String> t = new ArrayList<>(Arrays.asList("pear", "fig", "apple", "kiwi"));
        t.sort(Comparator.<String>naturalOrder());
        System.out.println("naturalOrder: " + t);
        t.sort(Comparator.<String>reverseOrder());
        System.out.println("reverseOrder: " + t);
        t.sort(Collections.reverseOrder(Comparator.comparingInt(String::length)));
        System.out.println("Collections.reverseOrder(cmp): " + t);
        Comparator<String> byLen = Comparator.comparingInt(String::length);
        System.out.println("compare: " + byLen.compare("aa", "b") + " " + byLen.reversed().compare("aa", "b"));
        BinaryOperator<String> shorter = BinaryOperator.minBy(byLen);
        BinaryOperator<String> longer = BinaryOperator.maxBy(byLen);
        System.out.println("minBy/maxBy: " + shorter.apply("abc", "de") + " " + longer.apply("abc", "de"));
        TreeMap<String, Integer> tm = new TreeMap<>(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()));
        for (String w : new String[] { "bb", "a", "ccc", "dd", "e" })
            tm.put(w, w.length());
        System.out.println("TreeMap with comparator: " + tm);
        PriorityQueue<Integer> pq = new PriorityQueue<>((a, b) -> Integer.compare(b, a));
        pq.addAll(Arrays.asList(4, 9, 1, 7));
        StringBuilder sb = new StringBuilder();
        while (!pq.isEmpty())
            sb.append(pq.poll()).append(' ');
        System.out.println("PriorityQueue: " + sb);
        System.out.println("max: " + Collections.max(t, byLen) + " min: " + Collections.min(t, byLen));
    }
}
