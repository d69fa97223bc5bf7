import java.util.*;
import java.util.function.*;
import java.util.stream.*;

// Everyday programs of the kinds people write and teach with, run one after the other:
// collections: a tour of List/Set/Map/Deque/PriorityQueue/BitSet and Collections, Dijkstra and a sieve, iterators and streams, queue simulations.
// Each was compared with JDK 17 as a standalone program first.
public class EverydayCollections {
    public static void main(String[] args) throws Exception {
        System.out.println("== CollectionTour");
        CollectionTour.main(args);
        System.out.println("== GraphsAndSieve");
        GraphsAndSieve.main(args);
        System.out.println("== IteratorsAndStreams");
        IteratorsAndStreams.main(args);
        System.out.println("== QueueSimulations");
        QueueSimulations.main(args);
    }

    static class CollectionTour {
        public static void main(String[] args) {
            List<Integer> l = new ArrayList<>(); for (int i = 0; i < 10; i++) l.add(i);
            Collections.shuffle(l, new Random(42)); System.out.println(l);
            Collections.sort(l); Collections.reverse(l); System.out.println(l + " " + Collections.max(l) + " " + Collections.min(l, Comparator.reverseOrder()));
            Collections.rotate(l, 3); System.out.println(l); Collections.swap(l, 0, 9); System.out.println(l);
            System.out.println(Collections.frequency(List.of(1, 2, 1, 3, 1), 1) + " " + Collections.nCopies(3, "ab") + " " + String.join("", Collections.nCopies(4, "-")));
            List<Integer> sorted = new ArrayList<>(List.of(1, 3, 5, 7, 9));
            System.out.println(Collections.binarySearch(sorted, 7) + " " + Collections.binarySearch(sorted, 4) + " " + Collections.disjoint(sorted, List.of(2, 4)) + " " + Collections.indexOfSubList(List.of(1,2,3,2,3), List.of(2,3)) + " " + Collections.lastIndexOfSubList(List.of(1,2,3,2,3), List.of(2,3)));
            List<String> um = Collections.unmodifiableList(new ArrayList<>(List.of("x")));
            System.out.println(um + " " + Collections.emptyList() + Collections.emptyMap() + Collections.singletonList(5) + Collections.singleton(1) + Collections.singletonMap("k", "v"));
            List<Integer> syn = Collections.synchronizedList(new ArrayList<>(List.of(3, 1, 2))); Collections.sort(syn); System.out.println(syn);
            List<Integer> filled = new ArrayList<>(Collections.nCopies(4, 0)); Collections.fill(filled, 7); Collections.addAll(filled, 8, 9); System.out.println(filled);
            Deque<Integer> dq = new ArrayDeque<>(); dq.push(1); dq.offerLast(2); dq.offerFirst(0); dq.addLast(3);
            System.out.println(dq + " " + dq.peekFirst() + " " + dq.peekLast() + " " + dq.pollLast() + " " + dq.pop() + " " + dq);
            Iterator<Integer> di = new ArrayDeque<>(List.of(1,2,3)).descendingIterator(); while (di.hasNext()) System.out.print(di.next()); System.out.println();
            PriorityQueue<int[]> pq = new PriorityQueue<>((a, b) -> a[1] != b[1] ? Integer.compare(a[1], b[1]) : Integer.compare(a[0], b[0]));
            int[][] items = {{1, 5}, {2, 3}, {3, 5}, {4, 1}, {5, 3}};
            for (int[] it : items) pq.add(it);
            StringBuilder sb = new StringBuilder(); while (!pq.isEmpty()) { int[] x = pq.poll(); sb.append(x[0]).append(':').append(x[1]).append(' '); } System.out.println(sb);
            PriorityQueue<Integer> pq2 = new PriorityQueue<>(List.of(5, 1, 4, 2, 3)); System.out.println(pq2 + " " + pq2.peek());
            PriorityQueue<String> maxh = new PriorityQueue<>(Collections.reverseOrder()); maxh.addAll(List.of("b", "d", "a", "c")); System.out.println(maxh.poll() + maxh.poll() + " " + maxh.size());
            ListIterator<String> li = new ArrayList<>(List.of("a", "b", "c")).listIterator();
            List<String> seen = new ArrayList<>();
            while (li.hasNext()) { int idx = li.nextIndex(); String s = li.next(); if (s.equals("b")) { li.set("B"); li.add("b2"); } seen.add(idx + s); }
            while (li.hasPrevious()) seen.add(li.previous()); System.out.println(seen);
            LinkedList<Integer> ll = new LinkedList<>(List.of(1, 2, 3, 4)); ll.removeIf(x -> x % 2 == 0); ll.addFirst(0); ll.add(1, 9); System.out.println(ll + " " + ll.indexOf(3) + " " + ll.peekLast() + " " + ll.removeLastOccurrence(9));
            TreeMap<String, Integer> tm = new TreeMap<>(Map.of("apple", 1, "banana", 2, "cherry", 3, "date", 4));
            System.out.println(tm.headMap("c") + " " + tm.tailMap("banana", false) + " " + tm.ceilingKey("bz") + " " + tm.floorEntry("c") + " " + tm.descendingMap() + " " + tm.pollFirstEntry() + " " + tm.navigableKeySet());
            TreeSet<Integer> ts = new TreeSet<>(List.of(10, 5, 20, 15)); System.out.println(ts.higher(10) + " " + ts.lower(10) + " " + ts.subSet(5, true, 15, true) + " " + ts.descendingSet() + " " + ts.first() + " " + ts.pollLast());
            Map<String, Integer> hm = new HashMap<>();
            for (String w : "the quick brown fox jumps over the lazy dog the end".split(" ")) hm.merge(w, 1, Integer::sum);
            System.out.println(hm);
            hm.compute("fox", (k, v) -> v == null ? 1 : v + 10); hm.computeIfPresent("dog", (k, v) -> null); hm.putIfAbsent("new", 0); hm.replaceAll((k, v) -> v * 2);
            System.out.println(hm + " " + hm.getOrDefault("cat", -1));
            Set<String> hs = new HashSet<>(List.of("zeta", "alpha", "Beta", "gamma", "delta", "epsilon", "eta", "theta", "iota", "kappa", "lambda", "mu", "nu", "xi", "omicron", "pi", "rho"));
            System.out.println(hs);
            Map<Integer, String> bigm = new HashMap<>(); for (int i = 0; i < 40; i += 3) bigm.put(i * 37, "v" + i); System.out.println(bigm.keySet());
            LinkedHashMap<String, Integer> lru = new LinkedHashMap<>(16, 0.75f, true) { protected boolean removeEldestEntry(Map.Entry<String, Integer> e) { return size() > 3; } };
            for (String k : List.of("a", "b", "c", "a", "d", "b", "e")) lru.put(k, lru.getOrDefault(k, 0) + 1); System.out.println(lru);
            List<Integer> al = new ArrayList<>(List.of(5, 3, 8, 1)); al.replaceAll(x -> x * 10); al.removeAll(List.of(30)); al.retainAll(List.of(50, 80, 10, 99)); System.out.println(al + " " + al.contains(80) + " " + al.lastIndexOf(10));
            List<Integer> sub = al.subList(1, 3); sub.clear(); System.out.println(al);
            Object[] oa = List.of(1, 2).toArray(); Integer[] ia = List.of(3, 4).toArray(new Integer[0]); String[] sa = List.of("p").toArray(String[]::new);
            System.out.println(oa.length + Arrays.toString(ia) + sa[0] + " " + Arrays.asList(1, 2, 3).hashCode() + " " + List.of(1, 2, 3).equals(Arrays.asList(1, 2, 3)) + " " + Set.of().isEmpty());
            Map<String, Integer> copy = Map.copyOf(Map.of("k", 1)); System.out.println(copy + " " + List.copyOf(List.of(1)) + " " + Map.entry("a", 1) + " " + new AbstractMap.SimpleEntry<>("x", 2));
            Vector<Integer> v = new Vector<>(List.of(1, 2)); Stack<String> st = new Stack<>(); st.push("s1"); st.push("s2"); Hashtable<String, Integer> ht = new Hashtable<>(Map.of("h", 1));
            System.out.println(v + " " + st.peek() + st.search("s1") + " " + st + " " + ht + " " + v.elementAt(1) + " " + v.firstElement());
            IdentityHashMap<String, Integer> ihm = new IdentityHashMap<>(); ihm.put("a", 1); System.out.println(ihm.size() + " " + ihm.get("a"));

            BitSet bs = new BitSet(); bs.set(1); bs.set(5, 9); bs.clear(6); System.out.println(bs + " " + bs.cardinality() + " " + bs.nextClearBit(5) + " " + bs.length() + " " + bs.nextSetBit(2) + " " + Arrays.toString(bs.toLongArray()));
            Spliterator<Integer> sp = List.of(1,2,3,4).spliterator(); System.out.println(sp.estimateSize() + " " + sp.hasCharacteristics(Spliterator.SIZED));
            System.out.println(new ArrayList<>(List.of(3,1,2)).stream().sorted().map(String::valueOf).collect(Collectors.joining("<")));
            NavigableMap<Integer, String> grades = new TreeMap<>(Map.of(90, "A", 80, "B", 70, "C", 0, "F")); for (int s : new int[]{95, 85, 72, 10}) System.out.print(grades.floorEntry(s).getValue()); System.out.println();
            Collection<Integer> vals = new TreeMap<>(Map.of(3, 30, 1, 10)).values(); System.out.println(vals + " " + new TreeMap<>(Map.of(3, 30, 1, 10)).entrySet());
        }
    }

    static class GraphsAndSieve {
        record Edge(int to, int w) {}
        public static void main(String[] args) {
            int n = 7; List<List<Edge>> g = new ArrayList<>(); for (int i = 0; i < n; i++) g.add(new ArrayList<>());
            int[][] es = {{0,1,7},{0,2,9},{0,5,14},{1,2,10},{1,3,15},{2,3,11},{2,5,2},{3,4,6},{4,5,9},{5,6,1},{6,4,3}};
            for (int[] e : es) { g.get(e[0]).add(new Edge(e[1], e[2])); g.get(e[1]).add(new Edge(e[0], e[2])); }
            int[] dist = new int[n]; int[] prev = new int[n]; Arrays.fill(dist, Integer.MAX_VALUE); Arrays.fill(prev, -1); dist[0] = 0;
            PriorityQueue<int[]> pq = new PriorityQueue<>(Comparator.comparingInt(a -> a[1])); pq.add(new int[]{0, 0});
            while (!pq.isEmpty()) { int[] cur = pq.poll(); int u = cur[0]; if (cur[1] > dist[u]) continue;
                for (Edge e : g.get(u)) { int nd = dist[u] + e.w(); if (nd < dist[e.to()]) { dist[e.to()] = nd; prev[e.to()] = u; pq.add(new int[]{e.to(), nd}); } } }
            System.out.println(Arrays.toString(dist));
            for (int t = 0; t < n; t++) { Deque<Integer> path = new ArrayDeque<>(); for (int v = t; v != -1; v = prev[v]) path.push(v); System.out.println(t + ": " + path); }
            Deque<Integer> q = new ArrayDeque<>(List.of(0)); boolean[] seen = new boolean[n]; seen[0] = true; List<Integer> order = new ArrayList<>();
            while (!q.isEmpty()) { int u = q.poll(); order.add(u); for (Edge e : g.get(u)) if (!seen[e.to()]) { seen[e.to()] = true; q.add(e.to()); } }
            System.out.println("bfs " + order);
            BitSet sieve = new BitSet(100); sieve.set(2, 100);
            for (int i = 2; i * i < 100; i = sieve.nextSetBit(i + 1)) for (int j = i * i; j < 100; j += i) sieve.clear(j);
            System.out.println(sieve.cardinality() + " " + sieve);
            StringBuilder sb = new StringBuilder(); for (int i = sieve.nextSetBit(50); i >= 0; i = sieve.nextSetBit(i + 1)) sb.append(i).append(' '); System.out.println(sb.toString().strip());
            BitSet a = BitSet.valueOf(new long[]{0b1011}); BitSet b = BitSet.valueOf(new byte[]{0b110}); BitSet c = (BitSet) a.clone(); c.and(b); System.out.println(c); c = (BitSet) a.clone(); c.or(b); System.out.println(c); c.xor(a); System.out.println(c + " " + a.intersects(b) + " " + a.get(0, 2) + " " + a.previousSetBit(2) + " " + a.equals(BitSet.valueOf(new long[]{11})));
            c.flip(0, 4); System.out.println(c + " " + Arrays.toString(c.toByteArray()) + " " + c.size() + " " + c.isEmpty());
        }
    }

    static class IteratorsAndStreams {
        static class Range implements Iterable<Integer> { final int lo, hi, step; Range(int lo, int hi, int step) { this.lo = lo; this.hi = hi; this.step = step; }
            public Iterator<Integer> iterator() { return new Iterator<>() { int cur = lo; public boolean hasNext() { return cur < hi; } public Integer next() { if (!hasNext()) throw new NoSuchElementException("range exhausted"); int v = cur; cur += step; return v; } }; } }
        static class Matrix implements Iterable<int[]> { int[][] d = {{1,2},{3,4}}; public Iterator<int[]> iterator() { return Arrays.asList(d).iterator(); } }
        public static void main(String[] args) {
            for (int i : new Range(0, 10, 3)) System.out.print(i + " "); System.out.println();
            Iterator<Integer> it = new Range(0, 2, 1).iterator(); it.next(); it.next(); try { it.next(); } catch (NoSuchElementException e) { System.out.println(e.getMessage()); }
            try { it.remove(); } catch (UnsupportedOperationException e) { System.out.println(e); }
            System.out.println(StreamSupport.stream(new Range(1, 20, 4).spliterator(), false).map(x -> x * x).collect(Collectors.toList()));
            for (int[] row : new Matrix()) System.out.print(Arrays.toString(row)); System.out.println();
            List<String> names = new ArrayList<>(List.of("Zoe", "adam", "Bob", "carl", "Dave"));
            Iterator<String> ni = names.iterator(); while (ni.hasNext()) if (Character.isLowerCase(ni.next().charAt(0))) ni.remove(); System.out.println(names);
            ListIterator<String> li = names.listIterator(names.size()); StringBuilder sb = new StringBuilder(); while (li.hasPrevious()) { int idx = li.previousIndex(); sb.append(idx).append(li.previous()); } System.out.println(sb);
            Map<String, Integer> m = new TreeMap<>(Map.of("a", 1, "b", 2, "c", 3)); Iterator<Map.Entry<String, Integer>> mi = m.entrySet().iterator(); while (mi.hasNext()) { Map.Entry<String, Integer> e = mi.next(); if (e.getValue() == 2) mi.remove(); else e.setValue(e.getValue() * 100); } System.out.println(m);
            m.keySet().removeIf(k -> k.equals("a")); m.values().removeIf(v -> v > 1000); System.out.println(m + " " + m.entrySet().iterator().next().getClass().getSimpleName().isEmpty());
            Enumeration<Integer> en = Collections.enumeration(List.of(1, 2)); while (en.hasMoreElements()) System.out.print(en.nextElement()); System.out.println(" " + Collections.list(new Vector<>(List.of(7, 8)).elements()));
            PrimitiveIterator.OfInt pi = IntStream.range(0, 3).iterator(); int s = 0; while (pi.hasNext()) s += pi.nextInt(); System.out.println(s);
            Spliterator<String> sp = List.of("a", "b", "c", "d").spliterator(); Spliterator<String> half = sp.trySplit(); StringBuilder sb2 = new StringBuilder(); if (half != null) half.forEachRemaining(sb2::append); sb2.append('|'); sp.forEachRemaining(sb2::append); System.out.println(sb2);
            Iterable<String> lam = () -> List.of("x", "y").iterator(); for (String x : lam) System.out.print(x); System.out.println();
            List<Integer> nums = IntStream.rangeClosed(1, 10).boxed().collect(Collectors.toCollection(LinkedList::new)); nums.removeIf(n -> n % 3 == 0); System.out.println(nums + " " + nums.getClass().getSimpleName());
            Map<Boolean, List<Integer>> parts = nums.stream().collect(Collectors.partitioningBy(n -> n % 2 == 0)); System.out.println(parts);
            System.out.println(Stream.of("a", "bb", "cc", "ddd").collect(Collectors.toMap(String::length, Function.identity(), (x, y) -> x + "+" + y)));
            try { Stream.of("a", "b", "a").collect(Collectors.toMap(Function.identity(), String::length)); } catch (IllegalStateException e) { System.out.println(e.getMessage()); }
            Stream<Integer> once = Stream.of(1); once.count(); try { once.count(); } catch (IllegalStateException e) { System.out.println(e.getMessage()); }
            System.out.println(Stream.of(5, 3, 8).sorted(Comparator.reverseOrder()).findFirst().get() + " " + Stream.of(1, 2, 3, 4).peek(x -> {}).filter(x -> x > 2).findAny().get() + " " + Stream.concat(Stream.of(1), Stream.of(2)).toList() + " " + Stream.of(List.of(1, 2), List.of(3)).flatMap(List::stream).map(x -> x * 10).reduce(Integer::sum).get() + " " + Stream.ofNullable(null).count() + " " + Stream.of(3, 1, 2).min(Integer::compare).get());
            System.out.println(IntStream.rangeClosed(1, 5).mapToObj(i -> "*".repeat(i)).collect(Collectors.joining("\n")));
            System.out.println(Collections.unmodifiableMap(new TreeMap<>(Map.of(2, "b", 1, "a"))) + " " + Stream.of("x").collect(Collectors.toUnmodifiableList()).getClass().getSimpleName().isEmpty() + " " + Stream.of(1, 2, 3).collect(Collectors.reducing(0, x -> x * x, Integer::sum)) + " " + Stream.of("a", "b").collect(Collectors.filtering(x -> x.equals("a"), Collectors.toList())) + " " + Stream.of(List.of(1), List.of(2, 3)).collect(Collectors.flatMapping(List::stream, Collectors.toSet())) + " " + Stream.of(1, 2, 3).collect(Collectors.minBy(Comparator.naturalOrder())));
        }
    }

    static class QueueSimulations {
        record Task(String name, int prio) {}
        public static void main(String[] args) {
            PriorityQueue<Task> pq = new PriorityQueue<>(Comparator.comparingInt(Task::prio).thenComparing(Task::name));
            String[] names = {"write", "read", "exec", "sleep", "wake", "eat", "code", "test", "ship"}; int[] prios = {3, 1, 4, 1, 5, 9, 2, 6, 5};
            for (int i = 0; i < names.length; i++) pq.offer(new Task(names[i], prios[i]));
            System.out.println(pq.size() + " " + pq.peek() + " " + pq);
            pq.remove(new Task("exec", 4)); System.out.println(pq);
            List<String> order = new ArrayList<>(); while (!pq.isEmpty()) order.add(pq.poll().name()); System.out.println(order);
            PriorityQueue<Integer> ints = new PriorityQueue<>(); for (int x : new int[]{9, 4, 7, 1, 8, 2, 6, 3, 5}) ints.add(x); System.out.println(ints + " " + Arrays.toString(ints.toArray())); ints.removeIf(x -> x % 3 == 0); System.out.println(ints);
            Iterator<Integer> it = ints.iterator(); it.next(); it.next(); it.remove(); System.out.println(ints);
            ArrayDeque<Integer> dq = new ArrayDeque<>(4); for (int i = 0; i < 6; i++) { dq.addLast(i); if (i % 2 == 0) dq.pollFirst(); } dq.addFirst(-1); dq.addFirst(-2); System.out.println(dq + " " + dq.size() + " " + dq.contains(3) + " " + dq.removeFirstOccurrence(3) + " " + dq);
            Deque<Character> stack = new ArrayDeque<>(); String expr = "{[()()]}(]"; StringBuilder res = new StringBuilder();
            for (char c : expr.toCharArray()) { if ("([{".indexOf(c) >= 0) stack.push(c); else { char open = stack.isEmpty() ? '?' : stack.pop(); res.append("([{".indexOf(open) == ")]}".indexOf(c) ? 'Y' : 'N'); } } System.out.println(res + " " + stack);
            LinkedList<String> ll = new LinkedList<>(); ll.add("b"); ll.push("a"); ll.offer("c"); ll.addLast("d"); System.out.println(ll + " " + ll.pop() + ll.pollLast() + ll.peekFirst() + ll.element() + " " + ll.descendingIterator().next() + " " + ll.removeFirst() + " " + ll);
            Queue<Integer> rr = new LinkedList<>(List.of(1, 2, 3)); int[] time = {5, 2, 4}; int clock = 0; StringBuilder sched = new StringBuilder();
            while (!rr.isEmpty()) { int p = rr.poll(); int run = Math.min(2, time[p - 1]); time[p - 1] -= run; clock += run; sched.append("P").append(p).append("@").append(clock).append(' '); if (time[p - 1] > 0) rr.offer(p); } System.out.println(sched.toString().trim());
            TreeMap<Integer, String> events = new TreeMap<>(); events.put(5, "e5"); events.put(1, "e1"); events.put(3, "e3"); while (!events.isEmpty()) { Map.Entry<Integer, String> e = events.pollFirstEntry(); System.out.print(e + " "); if (e.getKey() == 1) events.put(4, "e4"); } System.out.println();
            PriorityQueue<int[]> heap = new PriorityQueue<>((a, b) -> b[0] - a[0]); heap.addAll(List.of(new int[]{3}, new int[]{7}, new int[]{5})); System.out.println(heap.poll()[0] + " " + heap.poll()[0]);
            PriorityQueue<String> strs = new PriorityQueue<>(List.of("pear", "apple", "fig")); PriorityQueue<String> copy = new PriorityQueue<>(strs); System.out.println(copy + " " + copy.comparator() + " " + new PriorityQueue<>(new TreeSet<>(List.of(3, 1, 2))));
        }
    }
}
