import java.util.*;
public class ImmutableFactories {
    interface A { Object run(); }
    static void t(A a) { try { System.out.println("ok " + a.run()); } catch (RuntimeException e) { System.out.println(e); } }
    public static void main(String[] x) {
        t(new A() { public Object run() { return List.of().get(0); } });
        t(new A() { public Object run() { return List.of(1).get(1); } });
        t(new A() { public Object run() { return List.of(1).get(-1); } });
        t(new A() { public Object run() { return List.of(1, 2).get(2); } });
        t(new A() { public Object run() { return List.of(1, 2, 3).get(5); } });
        t(new A() { public Object run() { return List.of(1, 2, 3).get(-1); } });
        t(new A() { public Object run() { return List.of(1, 2, 3).subList(0, 2).get(2); } });
        t(new A() { public Object run() { return List.of(1, 2, 3).subList(0, 2).subList(1, 2).get(1); } });
        t(new A() { public Object run() { return List.of(1, 2).subList(1, 2).get(1); } });
        t(new A() { public Object run() { return List.of(1, 2).subList(1, 3); } });
        t(new A() { public Object run() { return List.of(1, 2, 3).subList(2, 1); } });
        t(new A() { public Object run() { return List.of(1, 2, 3).listIterator(4); } });
        t(new A() { public Object run() { return List.of(1).listIterator(2); } });
        t(new A() { public Object run() { return List.of(1, 2, 3).subList(0, 2).listIterator(3); } });
        t(new A() { public Object run() { return List.copyOf(Arrays.asList(1, 2)).get(3); } });
        t(new A() { public Object run() { return Collections.unmodifiableList(Arrays.asList(1)).get(3); } });
        t(new A() { public Object run() { return List.of(1, 2, 3).subList(0, 2).getClass().getName() + List.of(1).getClass().getName() + List.of(1,2,3).getClass().getName() + List.of().getClass().getName(); } });
        t(new A() { public Object run() { return List.of(1, 2, 3).subList(1, 3).equals(List.of(2, 3)) + " " + List.of(1, 2, 3).subList(1, 3).hashCode() + " " + List.of(1,2,3).subList(1,3).indexOf(3) + List.of(1,2,3).subList(1,3); } });
        t(new A() { public Object run() { return List.of(1, 2).indexOf(null); } });
        t(new A() { public Object run() { return List.of(1, 2).contains(null); } });
        t(new A() { public Object run() { return List.of(1, 2, 3).contains(null); } });
        t(new A() { public Object run() { return Set.of(1, 2).contains(null); } });
        t(new A() { public Object run() { return Map.of(1, 2).containsKey(null); } });
        t(new A() { public Object run() { return Map.of(1, 2).get(null); } });
        t(new A() { public Object run() { return Map.of().get(null); } });
        t(new A() { public Object run() { return Map.of(1, 2).getOrDefault(null, 5); } });
        t(new A() { public Object run() { return Map.of(1, 2).containsValue(null); } });
        t(new A() { public Object run() { return Set.of().contains(null); } });
        t(new A() { public Object run() { return List.of().contains(null); } });
        t(new A() { public Object run() { return List.of(1).iterator().next() + "" + List.of(1).iterator().hasNext(); } });
        second();
    }
    static void second() {
        final Map<Integer,Integer> m0 = Map.of(), m1 = Map.of(1, 2), m2 = Map.of(1, 2, 3, 4);
        final Set<Integer> s0 = Set.of(), s1 = Set.of(1), s2 = Set.of(1, 2), s3 = Set.of(1, 2, 3);
        for (final Map<Integer,Integer> m : Arrays.asList(m0, m1, m2)) {
            System.out.println(m.getClass().getName());
            t(new A() { public Object run() { return m.get(null); } });
            t(new A() { public Object run() { return m.containsKey(null); } });
            t(new A() { public Object run() { return m.containsValue(null); } });
            t(new A() { public Object run() { return m.getOrDefault(null, 1); } });
            t(new A() { public Object run() { return m.keySet().contains(null); } });
            t(new A() { public Object run() { return m.values().contains(null); } });
            t(new A() { public Object run() { return m.entrySet().contains(null); } });
            t(new A() { public Object run() { return m.equals(null) + " " + m.equals(new HashMap<Integer,Integer>(m)) + " " + m.hashCode(); } });
        }
        for (final Set<Integer> s : Arrays.asList(s0, s1, s2, s3)) {
            System.out.println(s.getClass().getName());
            t(new A() { public Object run() { return s.contains(null); } });
            t(new A() { public Object run() { return s.containsAll(Arrays.asList(1, null)); } });
            t(new A() { public Object run() { return s.equals(null) + " " + s.hashCode(); } });
        }
        final List<Integer> l3 = List.of(1, 2, 3);
        t(new A() { public Object run() { return l3.containsAll(Arrays.asList(1, null)); } });
        t(new A() { public Object run() { return l3.lastIndexOf(null); } });
        t(new A() { public Object run() { return List.of(1).lastIndexOf(null); } });
        t(new A() { public Object run() { return l3.subList(0, 1).indexOf(null); } });
        t(new A() { public Object run() { return Map.entry(null, 1); } });
        t(new A() { public Object run() { return Map.ofEntries(Map.entry(1, 2)).getClass().getName(); } });
        t(new A() { public Object run() { return Map.copyOf(new HashMap<Integer,Integer>()).getClass().getName(); } });
        t(new A() { public Object run() { return Set.copyOf(Arrays.asList(1, 1)).getClass().getName(); } });
        t(new A() { public Object run() { return List.of(1,2).toArray(new Integer[0]).length + " " + List.of(1, 2).toArray(new Integer[5])[2]; } });
    }
}
