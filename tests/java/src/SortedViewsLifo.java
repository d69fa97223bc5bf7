import java.util.*;
import java.util.stream.*;

// Collections' unmodifiable, synchronized and empty sorted/navigable views, asLifoQueue,
// BitSet.stream, the primitive iterator spliterators and the halving spliterator of
// random-access lists.
public class SortedViewsLifo {
    static void show(String label, Runnable r) {
        try {
            r.run();
            System.out.println(label + " ok");
        } catch (RuntimeException e) {
            System.out.println(label + " -> " + e);
        }
    }

    public static void main(String[] args) {
        TreeMap<String, Integer> tm = new TreeMap<>(Map.of("apple", 1, "banana", 2, "cherry", 3, "date", 4, "elder", 5));
        NavigableMap<String, Integer> um = Collections.unmodifiableNavigableMap(tm);
        System.out.println(um + " " + um.firstEntry() + " " + um.lastKey() + " " + um.floorEntry("c") + " " + um.higherKey("cherry") + " " + um.headMap("cherry", true) + " " + um.descendingMap() + " " + um.navigableKeySet().descendingSet() + " " + um.subMap("b", "d"));
        show("put", () -> um.put("fig", 6));
        show("pollFirstEntry", () -> um.pollFirstEntry());
        show("entry setValue", () -> um.firstEntry().setValue(9));
        show("keySet remove", () -> um.navigableKeySet().remove("apple"));
        show("tailMap put", () -> um.tailMap("c", true).put("zz", 1));
        show("entrySet setValue", () -> um.entrySet().iterator().next().setValue(7));
        tm.put("fig", 6);
        System.out.println(um.size() + " " + um.lastEntry() + " " + um.equals(tm) + " " + (um.hashCode() == tm.hashCode()));
        SortedMap<String, Integer> usm = Collections.unmodifiableSortedMap(tm);
        System.out.println(usm.headMap("c") + " " + usm.tailMap("d") + " " + usm.firstKey() + " " + usm.comparator());
        show("sorted clear", () -> usm.clear());
        NavigableSet<Integer> ts = new TreeSet<>(List.of(5, 1, 9, 3, 7));
        NavigableSet<Integer> us = Collections.unmodifiableNavigableSet(ts);
        System.out.println(us + " " + us.lower(5) + " " + us.ceiling(6) + " " + us.descendingSet() + " " + us.headSet(5, true) + " " + us.tailSet(5, false) + " " + us.subSet(2, true, 8, false));
        Iterator<Integer> di = us.descendingIterator(); StringBuilder sb = new StringBuilder(); while (di.hasNext()) sb.append(di.next());
        System.out.println(sb);
        show("pollLast", () -> us.pollLast());
        show("iterator remove", () -> { Iterator<Integer> it = us.iterator(); it.next(); it.remove(); });
        show("subSet add", () -> us.subSet(1, 9).add(4));
        System.out.println(Collections.emptySortedSet() + " " + Collections.emptyNavigableSet().descendingSet() + " " + Collections.emptySortedMap() + " " + Collections.emptyNavigableMap().firstEntry() + " " + Collections.<Integer>emptyNavigableSet().headSet(3));
        show("empty first", () -> Collections.emptySortedSet().first());
        show("empty add", () -> Collections.<String>emptyNavigableSet().add("x"));
        show("empty put", () -> Collections.<String, String>emptyNavigableMap().put("k", "v"));
        NavigableMap<Integer, String> snm = Collections.synchronizedNavigableMap(new TreeMap<>());
        for (int i = 0; i < 6; i++) snm.put(i * 10, "v" + i);
        System.out.println(snm + " " + snm.ceilingKey(25) + " " + snm.headMap(30) + " " + snm.descendingKeySet() + " " + snm.pollFirstEntry() + " " + snm.subMap(10, true, 40, true).keySet());
        snm.tailMap(40, true).clear();
        System.out.println(snm);
        SortedMap<String, String> ssm = Collections.synchronizedSortedMap(new TreeMap<>(Map.of("b", "2", "a", "1")));
        System.out.println(ssm + " " + ssm.firstKey() + " " + ssm.tailMap("b"));
        NavigableSet<String> sns = Collections.synchronizedNavigableSet(new TreeSet<>(List.of("x", "y", "z")));
        sns.headSet("y", true).remove("x");
        System.out.println(sns + " " + sns.pollLast() + " " + sns + " " + sns.higher("a"));
        SortedSet<Integer> sss = Collections.synchronizedSortedSet(new TreeSet<>(List.of(3, 2, 1)));
        System.out.println(sss + " " + sss.first() + " " + sss.headSet(3) + " " + sss.last());
        Queue<String> lifo = Collections.asLifoQueue(new ArrayDeque<>());
        lifo.add("a"); lifo.offer("b"); lifo.add("c");
        System.out.println(lifo + " " + lifo.peek() + " " + lifo.poll() + " " + lifo.remove() + " " + lifo + " " + lifo.size() + " " + lifo.element());
        lifo.clear();
        System.out.println(lifo.poll() + " " + lifo.isEmpty());
        show("lifo remove empty", () -> lifo.remove());
        BitSet bs = new BitSet();
        bs.set(3); bs.set(10, 14); bs.set(64); bs.set(1000);
        System.out.println(bs.stream().boxed().collect(Collectors.toList()) + " " + bs.stream().sum() + " " + bs.stream().count() + " " + new BitSet().stream().count() + " " + bs.stream().filter(i -> i % 2 == 0).mapToObj(Integer::toString).collect(Collectors.joining(",")));
        Spliterator.OfInt bsp = bs.stream().spliterator();
        System.out.println(bsp.estimateSize() + " " + bsp.hasCharacteristics(Spliterator.SORTED) + " " + bsp.hasCharacteristics(Spliterator.DISTINCT));
        PrimitiveIterator.OfInt pit = IntStream.range(0, 5).iterator();
        System.out.println(StreamSupport.intStream(Spliterators.spliterator(pit, 5, Spliterator.ORDERED), false).map(i -> i * i).boxed().collect(Collectors.toList()));
        Spliterator.OfLong lsp = Spliterators.spliteratorUnknownSize(LongStream.of(7, 8).iterator(), Spliterator.ORDERED);
        System.out.println(lsp.estimateSize() + " " + lsp.hasCharacteristics(Spliterator.SIZED) + " " + StreamSupport.longStream(lsp, false).sum());
        Spliterator.OfDouble dsp = Spliterators.spliterator(DoubleStream.of(1.5, 2.5).iterator(), 2, 0);
        Spliterator.OfDouble dfirst = dsp.trySplit(); System.out.println(dsp.estimateSize() + " " + dsp.characteristics() + " " + dfirst.estimateSize() + " " + dfirst.characteristics() + " " + dsp.trySplit());
        for (List<String> l : List.of(List.of("a", "b", "c", "d", "e"), new ArrayList<>(List.of("a", "b", "c", "d")), Collections.unmodifiableList(new ArrayList<>(List.of("p", "q", "r"))), new Vector<>(List.of("v", "w")), Arrays.asList("x", "y", "z"), new LinkedList<>(List.of("l", "m")))) {
            Spliterator<String> sp = l.spliterator();
            Spliterator<String> first = sp.trySplit();
            StringBuilder parts = new StringBuilder();
            if (first != null) first.forEachRemaining(parts::append);
            parts.append('|');
            sp.forEachRemaining(parts::append);
            System.out.println(parts + " " + sp.characteristics());
        }
        Set<Integer> big = new LinkedHashSet<>();
        for (int i = 0; i < 3000; i++) big.add(i);
        Spliterator<Integer> bsp2 = big.spliterator();
        List<Long> sizes = new ArrayList<>();
        for (Spliterator<Integer> part; (part = bsp2.trySplit()) != null; ) sizes.add(part.estimateSize());
        System.out.println(sizes + " " + bsp2.estimateSize());
        Spliterator<String> unknown = Spliterators.spliteratorUnknownSize(List.of("u", "v", "w").iterator(), Spliterator.ORDERED);
        Spliterator<String> ufirst = unknown.trySplit();
        System.out.println(ufirst.estimateSize() + " " + unknown.estimateSize() + " " + unknown.trySplit());
    }
}
