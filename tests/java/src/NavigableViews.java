import java.util.*;

public class NavigableViews {
    static void attempt(String what, Runnable r) {
        try { r.run(); System.out.println(what + ": ok"); }
        catch (RuntimeException e) { System.out.println(what + ": " + e.getClass().getName() + ": " + e.getMessage()); }
    }

    public static void main(String[] args) {
        final TreeMap<Integer, String> tm = new TreeMap<Integer, String>();
        for (int i = 0; i < 20; i += 2) tm.put(i, "v" + i);
        System.out.println(tm.floorKey(5) + " " + tm.floorKey(6) + " " + tm.floorKey(-1) + " " + tm.ceilingKey(5) + " " + tm.ceilingKey(19)
            + " " + tm.lowerKey(6) + " " + tm.higherKey(6) + " " + tm.ceilingEntry(7) + " " + tm.floorEntry(100) + " " + tm.firstEntry() + " " + tm.lastKey());
        SortedMap<Integer, String> head = tm.headMap(8);
        NavigableMap<Integer, String> headIncl = tm.headMap(8, true);
        SortedMap<Integer, String> tail = tm.tailMap(13);
        NavigableMap<Integer, String> sub = tm.subMap(4, false, 14, true);
        System.out.println(head + " " + headIncl + " " + tail + " " + sub);
        NavigableMap<Integer, String> desc = tm.descendingMap();
        System.out.println(desc + " first=" + desc.firstKey() + " floor(7)=" + desc.floorKey(7) + " ceil(7)=" + desc.ceilingKey(7) + " head(10)=" + desc.headMap(10) + " tail(10)=" + desc.tailMap(10, false));
        System.out.println(sub.descendingMap() + " " + sub.descendingKeySet() + " " + sub.firstKey() + " " + sub.lastEntry() + " " + sub.navigableKeySet().higher(10));
        tm.put(5, "v5"); tm.remove(6);
        System.out.println("live: " + head + " " + sub + " " + desc.headMap(5, true));
        attempt("out of range put", new Runnable() { public void run() { tm.headMap(8).put(9, "x"); } });
        attempt("in range put", new Runnable() { public void run() { tm.headMap(8).put(7, "v7"); } });
        attempt("sub of sub bad", new Runnable() { public void run() { tm.subMap(4, 14).subMap(2, 6); } });
        attempt("from > to", new Runnable() { public void run() { tm.subMap(10, 4); } });
        attempt("null key", new Runnable() { public void run() { tm.put(null, "n"); } });
        attempt("firstKey empty", new Runnable() { public void run() { new TreeMap<String, String>().firstKey(); } });
        System.out.println("firstEntry empty " + new TreeMap<String, String>().firstEntry() + " poll " + new TreeMap<String, String>().pollFirstEntry());
        Map.Entry<Integer, String> polled = tm.pollFirstEntry();
        Map.Entry<Integer, String> last = tm.pollLastEntry();
        System.out.println(polled + " " + last + " " + tm);
        attempt("entry setValue", new Runnable() { public void run() { tm.firstEntry().setValue("z"); } });
        for (Map.Entry<Integer, String> e : tm.entrySet()) if (e.getKey() % 4 == 0) e.setValue(e.getValue().toUpperCase());
        Iterator<Integer> kit = tm.keySet().iterator();
        while (kit.hasNext()) if (kit.next() % 3 == 0) kit.remove();
        System.out.println(tm + " " + tm.values() + " " + tm.containsValue("V8"));
        tm.descendingMap().pollFirstEntry();
        tm.navigableKeySet().pollFirst();
        System.out.println(tm);

        TreeSet<String> ts = new TreeSet<String>(String.CASE_INSENSITIVE_ORDER);
        ts.addAll(Arrays.asList("delta", "Alpha", "charlie", "BRAVO", "alpha", "echo", "Foxtrot"));
        System.out.println(ts + " " + ts.ceiling("b") + " " + ts.floor("D") + " " + ts.headSet("d") + " " + ts.tailSet("ECHO", false) + " " + ts.descendingSet() + " " + ts.contains("CHARLIE"));
        System.out.println(ts.subSet("b", true, "e", true) + " " + ts.pollLast() + " " + ts.first() + " " + ts.comparator().compare("a", "B"));

        LinkedHashMap<String, Integer> access = new LinkedHashMap<String, Integer>(16, 0.75f, true);
        for (String s : new String[] {"one", "two", "three", "four"}) access.put(s, s.length());
        access.get("two"); access.put("one", 11); access.getOrDefault("three", 0); access.putIfAbsent("four", 0); access.get("missing");
        System.out.println(access + " " + access.keySet() + " " + access.values());
        access.containsKey("two");
        access.replace("two", 22);
        System.out.println(access);
        LinkedHashMap<String, Integer> ins = new LinkedHashMap<String, Integer>();
        ins.put("z", 1); ins.put("a", 2); ins.put("z", 3); ins.remove("a"); ins.put("a", 4); ins.merge("z", 10, new java.util.function.BiFunction<Integer, Integer, Integer>() {
            public Integer apply(Integer a, Integer b) { return a + b; } });
        System.out.println(ins);

        ArrayDeque<Integer> dq = new ArrayDeque<Integer>();
        for (int i = 0; i < 5; i++) { dq.push(i); dq.offerLast(i * 10); }
        System.out.println(dq + " peek=" + dq.peek() + " peekLast=" + dq.peekLast() + " pop=" + dq.pop() + " pollLast=" + dq.pollLast());
        dq.removeFirstOccurrence(20); dq.removeLastOccurrence(0); dq.offerFirst(-1);
        StringBuilder sb = new StringBuilder();
        for (Iterator<Integer> di = dq.descendingIterator(); di.hasNext();) sb.append(di.next()).append(',');
        System.out.println(dq + " desc=" + sb + " size=" + dq.size() + " contains30=" + dq.contains(30));
        attempt("null into deque", new Runnable() { public void run() { new ArrayDeque<String>().add(null); } });
        attempt("pop empty", new Runnable() { public void run() { new ArrayDeque<String>().pop(); } });
        attempt("element empty", new Runnable() { public void run() { new ArrayDeque<String>().element(); } });
        System.out.println("poll empty " + new ArrayDeque<String>().poll() + " " + new ArrayDeque<String>().peekFirst());
        ArrayDeque<String> big = new ArrayDeque<String>(2);
        for (int i = 0; i < 40; i++) { if (i % 3 == 0) big.addFirst("f" + i); else big.addLast("l" + i); if (i % 7 == 6) big.removeFirst(); }
        System.out.println(big.size() + " " + big);

        BitSet bs = new BitSet();
        for (int i = 0; i < 130; i += 7) bs.set(i);
        BitSet other = new BitSet(64);
        other.set(0, 70);
        other.clear(14);
        System.out.println(bs + " card=" + bs.cardinality() + " len=" + bs.length() + " next(50)=" + bs.nextSetBit(50) + " nextClear(0)=" + bs.nextClearBit(0) + " prev(100)=" + bs.previousSetBit(100));
        BitSet and = (BitSet) bs.clone(); and.and(other);
        BitSet or = (BitSet) bs.clone(); or.or(other);
        BitSet xor = (BitSet) bs.clone(); xor.xor(other);
        BitSet andNot = (BitSet) other.clone(); andNot.andNot(bs);
        System.out.println(and + "\n" + or.cardinality() + " " + xor.cardinality() + " " + andNot.cardinality() + " " + bs.intersects(other) + " " + Arrays.toString(and.toLongArray()));
        bs.flip(0, 10);
        System.out.println(bs.get(0) + " " + bs.get(7) + " " + bs.get(3, 12) + " " + bs.equals(bs.clone()) + " " + BitSet.valueOf(new long[] {0x8000000000000001L, 5}) + " " + bs.hashCode());
    }
}
