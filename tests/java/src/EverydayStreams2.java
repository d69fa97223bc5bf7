// Streams, collectors, Optional and the collection classes in tutorial style,
// compared with the JDK.
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class EverydayStreams2 {
    record Employee(String name, String dept, double salary, int age) {}
    enum Color { RED, GREEN, BLUE, YELLOW }

    static final List<Employee> EMPS = List.of(
        new Employee("Alice", "Eng", 120000, 34), new Employee("Bob", "Eng", 95000, 45),
        new Employee("Carol", "Sales", 70000, 29), new Employee("Dan", "Sales", 82000, 38),
        new Employee("Eve", "HR", 65000, 50), new Employee("Frank", "Eng", 110000, 27),
        new Employee("Grace", "HR", 72000, 31));

    public static void main(String[] args) {
        collectors(); streamOps(); optionals(); sorting(); collections(); maps(); iterators(); randoms(); bitsets();
    }

    static void collectors() {
        Map<String, List<String>> byDept = EMPS.stream().collect(Collectors.groupingBy(Employee::dept, TreeMap::new, Collectors.mapping(Employee::name, Collectors.toList())));
        System.out.println(byDept);
        System.out.println((Object) EMPS.stream().collect(Collectors.groupingBy(Employee::dept, Collectors.counting())));
        System.out.println((Object) EMPS.stream().collect(Collectors.groupingBy(Employee::dept, Collectors.averagingDouble(Employee::salary))));
        System.out.println((Object) EMPS.stream().collect(Collectors.groupingBy(Employee::dept, Collectors.maxBy(Comparator.comparingDouble(Employee::salary)))).get("Eng").map(Employee::name).orElse("?"));
        System.out.println((Object) EMPS.stream().collect(Collectors.partitioningBy(e -> e.age() > 35, Collectors.mapping(Employee::name, Collectors.joining("/")))));
        System.out.println((Object) EMPS.stream().collect(Collectors.toMap(Employee::dept, Employee::salary, Double::sum, LinkedHashMap::new)));
        try { EMPS.stream().collect(Collectors.toMap(Employee::dept, Employee::name)); } catch (IllegalStateException e) { System.out.println(e.getMessage()); }
        System.out.println(EMPS.stream().map(Employee::name).collect(Collectors.joining(", ", "[", "]")));
        System.out.println((Object) EMPS.stream().collect(Collectors.teeing(Collectors.counting(), Collectors.summingDouble(Employee::salary), (c, s) -> s / c)));
        IntSummaryStatistics st = EMPS.stream().collect(Collectors.summarizingInt(Employee::age));
        System.out.println(st + " " + st.getAverage());
        DoubleSummaryStatistics ds = EMPS.stream().mapToDouble(Employee::salary).summaryStatistics();
        System.out.println(ds);
        System.out.println(IntStream.of(3, 1, 4).summaryStatistics() + " " + LongStream.empty().summaryStatistics());
        System.out.println((Object) EMPS.stream().collect(Collectors.groupingBy(e -> e.age() / 10 * 10, TreeMap::new, Collectors.mapping(Employee::name, Collectors.toCollection(TreeSet::new)))));
        System.out.println((Object) EMPS.stream().collect(Collectors.groupingBy(Employee::dept, TreeMap::new, Collectors.collectingAndThen(Collectors.toList(), List::size))));
        System.out.println((Object) EMPS.stream().collect(Collectors.groupingBy(Employee::dept, TreeMap::new, Collectors.filtering(e -> e.salary() > 80000, Collectors.mapping(Employee::name, Collectors.toSet())))));
        System.out.println(Stream.of(List.of(1, 2), List.of(3), List.<Integer>of()).collect(Collectors.flatMapping(List::stream, Collectors.summingInt(x -> x))));
        System.out.println(Stream.of("a", "bb", "cc", "ddd").collect(Collectors.toMap(String::length, Function.identity(), (x, y) -> x + "+" + y)));
        System.out.println(Stream.of("x", "y", "z").collect(Collectors.reducing("", (a, b) -> a + b)) + " " + Stream.of(1, 2, 3).collect(Collectors.reducing(0, x -> x * x, Integer::sum)));
        System.out.println(Stream.of("b", "a", "c").collect(Collectors.toUnmodifiableList()) + " " + Stream.of(1, 2, 2).collect(Collectors.toUnmodifiableSet()).size());
        System.out.println(Stream.of("apple", "avocado", "banana", "blueberry", "cherry").collect(Collectors.groupingBy(s -> s.charAt(0), Collectors.mapping(String::length, Collectors.toList()))));
        Map<Boolean, Long> pc = IntStream.rangeClosed(1, 20).boxed().collect(Collectors.partitioningBy(i -> i % 3 == 0, Collectors.counting()));
        System.out.println(pc);
        System.out.println((Object) Arrays.stream("the cat and the hat and the bat".split(" ")).collect(Collectors.groupingBy(Function.identity(), TreeMap::new, Collectors.counting())));
        System.out.println(Stream.of("one", "two", "three", "four").collect(Collectors.toMap(s -> s, String::length)));
    }

    static void streamOps() {
        System.out.println(Stream.iterate(1, x -> x < 200, x -> x * 3).toList() + " " + Stream.iterate(1, x -> x * 2).limit(8).toList());
        System.out.println(IntStream.range(0, 10).takeWhile(i -> i < 5).boxed().toList() + " " + IntStream.range(0, 10).dropWhile(i -> i < 7).boxed().toList());
        System.out.println(Stream.of(List.of(1, 2), List.of(3, 4)).flatMap(List::stream).map(x -> x * 10).toList());
        System.out.println(IntStream.rangeClosed(1, 5).mapToObj(i -> "x".repeat(i)).collect(Collectors.joining("|")));
        System.out.println(Stream.of("b", "a", "c", "a").distinct().sorted().toList() + " " + Stream.of(5, 3, 8).reduce(Integer::max).get() + " " + Stream.of(1, 2, 3).reduce(10, Integer::sum));
        System.out.println(IntStream.of(1, 2, 3, 4).map(x -> x * x).sum() + " " + IntStream.rangeClosed(1, 5).reduce(1, (a, b) -> a * b) + " " + IntStream.of(4, 8).average().getAsDouble() + " " + IntStream.empty().max().isPresent());
        System.out.println(Stream.of("a", "b", "c").skip(1).peek(s -> System.out.print("peek " + s + "; ")).count());
        System.out.println(Stream.of("a", "b", "c").peek(s -> System.out.print("p" + s + " ")).map(String::toUpperCase).toList());
        System.out.println(Stream.of(1, 2, 3, 4, 5).anyMatch(x -> x > 4) + " " + Stream.of(1, 2).allMatch(x -> x > 1) + " " + Stream.<Integer>empty().noneMatch(x -> true) + " " + Stream.of(3, 4).findFirst().get());
        System.out.println(Arrays.toString(Stream.of("a", "b").toArray(String[]::new)) + " " + Arrays.toString(IntStream.of(3, 1, 2).sorted().toArray()) + " " + Stream.generate(() -> "z").limit(3).collect(Collectors.joining()));
        System.out.println(IntStream.iterate(0, i -> i + 2).limit(5).boxed().collect(Collectors.toList()) + " " + IntStream.rangeClosed('a', 'e').mapToObj(c -> String.valueOf((char) c)).collect(Collectors.joining()));
        System.out.println((Object) "hello world".chars().filter(Character::isLetter).mapToObj(c -> (char) c).collect(Collectors.groupingBy(c -> c, LinkedHashMap::new, Collectors.counting())));
        System.out.println(Stream.concat(Stream.of(1), Stream.of(2, 3)).mapToInt(Integer::intValue).max().getAsInt() + " " + DoubleStream.of(1.5, 2.5).sum() + " " + LongStream.rangeClosed(1, 20).reduce(1L, (a, b) -> a * b));
        System.out.println(Stream.of("x").mapMulti((s, sink) -> { sink.accept(s); sink.accept(s + s); }).toList() + " " + IntStream.range(0, 5).mapToObj(Integer::toString).collect(Collectors.joining(",")));
        List<List<Integer>> chunks = IntStream.range(0, 7).boxed().collect(Collectors.groupingBy(i -> i / 3)).values().stream().toList();
        System.out.println(chunks + " " + IntStream.range(0, 20).parallel().filter(i -> i % 3 == 0).sum() + " " + Stream.of(1, 2, 3, 4).parallel().map(x -> x * 2).collect(Collectors.toList()));
        System.out.println(Stream.ofNullable(null).count() + " " + Stream.ofNullable("a").count() + " " + Arrays.asList(1, 2, 3).stream().mapToDouble(x -> x / 2.0).boxed().toList());
        Iterator<Integer> it = Stream.of(7, 8).iterator(); System.out.println(it.next() + it.next());
        System.out.println(IntStream.rangeClosed(1, 4).mapToObj(i -> IntStream.rangeClosed(1, i).mapToObj(Integer::toString).collect(Collectors.joining(" "))).collect(Collectors.joining(" / ")));
    }

    static void optionals() {
        Optional<String> o = Optional.of("val"), e = Optional.empty();
        System.out.println(o + " " + e + " " + o.map(String::length) + " " + e.map(String::length) + " " + o.filter(s -> s.startsWith("x")) + " " + e.or(() -> Optional.of("alt")).get());
        System.out.println(o.orElse("d") + " " + e.orElse("d") + " " + e.orElseGet(() -> "g") + " " + o.isPresent() + " " + e.isEmpty() + " " + o.flatMap(s -> Optional.of(s + "!")).get());
        o.ifPresentOrElse(s -> System.out.print("present " + s), () -> System.out.print("absent")); System.out.println();
        e.ifPresentOrElse(s -> System.out.print("present " + s), () -> System.out.print("absent")); System.out.println();
        try { e.get(); } catch (NoSuchElementException x) { System.out.println(x.getMessage()); }
        try { e.orElseThrow(); } catch (NoSuchElementException x) { System.out.println(x.getMessage()); }
        try { e.orElseThrow(() -> new IllegalArgumentException("custom")); } catch (IllegalArgumentException x) { System.out.println(x.getMessage()); }
        try { Optional.of(null); } catch (NullPointerException x) { System.out.println("NPE"); }
        System.out.println(Optional.ofNullable(null).stream().count() + " " + OptionalInt.of(5) + " " + OptionalDouble.empty() + " " + OptionalLong.of(3).getAsLong() + " " + OptionalInt.empty().orElse(-1));
        System.out.println(o.equals(Optional.of("val")) + " " + (o.hashCode() == "val".hashCode()) + " " + e.hashCode() + " " + Optional.of(List.of(1)).toString());
    }

    static void sorting() {
        List<Employee> l = new ArrayList<>(EMPS);
        l.sort(Comparator.comparing(Employee::dept).thenComparing(Employee::salary, Comparator.reverseOrder()));
        System.out.println(l.stream().map(Employee::name).toList());
        l.sort(Comparator.comparingInt(Employee::age).reversed());
        System.out.println(l.stream().map(x -> x.name() + x.age()).toList());
        List<String> words = new ArrayList<>(Arrays.asList("banana", null, "Apple", "cherry", null, "apple", "fig"));
        words.sort(Comparator.nullsFirst(String.CASE_INSENSITIVE_ORDER)); System.out.println(words);
        words.sort(Comparator.nullsLast(Comparator.comparing(String::length).thenComparing(Comparator.naturalOrder()))); System.out.println(words);
        words.removeIf(Objects::isNull);
        words.sort(Comparator.<String>reverseOrder()); System.out.println(words);
        words.sort(Comparator.comparing((String x) -> x.toLowerCase()).thenComparing(Comparator.reverseOrder())); System.out.println(words);
        Integer[] arr = {5, 2, 9, 1, 5, 6};
        Arrays.sort(arr, Collections.reverseOrder()); System.out.println(Arrays.toString(arr));
        int[][] pts = {{3, 1}, {1, 2}, {3, 0}, {1, 1}};
        Arrays.sort(pts, (a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(b[1], a[1]));
        System.out.println(Arrays.deepToString(pts));
        System.out.println(Stream.of("pear", "Fig", "apple").sorted(Comparator.comparing(String::length).reversed().thenComparing(String.CASE_INSENSITIVE_ORDER)).toList());
        System.out.println(Collections.max(List.of(3, 9, 2)) + " " + Collections.min(List.of("b", "a"), Comparator.reverseOrder()) + " " + Comparator.<Integer>naturalOrder().compare(1, 2));
        int[] a = {9, 4, 7, 1}; Arrays.sort(a, 1, 3); System.out.println(Arrays.toString(a) + " " + Arrays.binarySearch(new int[]{1, 3, 5, 7}, 4) + " " + Collections.binarySearch(List.of(1, 3, 5), 5));
    }

    static void collections() {
        List<Integer> nums = IntStream.rangeClosed(1, 10).boxed().collect(Collectors.toCollection(ArrayList::new));
        Collections.shuffle(nums, new Random(42)); System.out.println(nums);
        Collections.rotate(nums, 3); System.out.println(nums);
        Collections.swap(nums, 0, 9); Collections.reverse(nums); System.out.println(nums + " " + Collections.frequency(nums, 3) + " " + Collections.nCopies(3, "ab"));
        List<String> sync = Collections.synchronizedList(new ArrayList<>(List.of("q")));
        System.out.println(sync + " " + Collections.unmodifiableList(nums).getClass().getSimpleName().isEmpty() + " " + Collections.emptyList() + " " + Collections.singletonMap("k", 1));
        try { List.of(1).add(2); } catch (UnsupportedOperationException e) { System.out.println("UOE " + e.getMessage()); }
        try { Collections.unmodifiableMap(new HashMap<>()).put(1, 1); } catch (UnsupportedOperationException e) { System.out.println("UOE " + e.getMessage()); }
        try { List.of(1, null); } catch (NullPointerException e) { System.out.println("NPE"); }
        PriorityQueue<int[]> pq = new PriorityQueue<>((x, y) -> x[1] != y[1] ? x[1] - y[1] : x[0] - y[0]);
        pq.add(new int[]{1, 5}); pq.add(new int[]{2, 1}); pq.add(new int[]{3, 3}); pq.add(new int[]{4, 1});
        StringBuilder sb = new StringBuilder(); while (!pq.isEmpty()) sb.append(Arrays.toString(pq.poll()));
        System.out.println(sb);
        PriorityQueue<String> ps = new PriorityQueue<>(Comparator.reverseOrder()); ps.addAll(List.of("m", "z", "a", "k"));
        System.out.println(ps.peek() + " " + ps.size() + " " + ps);
        PriorityQueue<Integer> pi = new PriorityQueue<>(List.of(5, 1, 4, 2, 3)); System.out.println(pi + " " + pi.contains(4));
        ArrayDeque<Integer> dq = new ArrayDeque<>();
        dq.push(1); dq.push(2); dq.offerLast(3); dq.addFirst(0);
        System.out.println(dq + " " + dq.peekFirst() + " " + dq.peekLast() + " " + dq.pop() + " " + dq.pollLast() + " " + dq);
        Iterator<Integer> di = dq.descendingIterator(); while (di.hasNext()) System.out.print(di.next() + ";"); System.out.println();
        Deque<Character> stack = new ArrayDeque<>();
        for (char c : "({[]})".toCharArray()) { if ("({[".indexOf(c) >= 0) stack.push(c); else stack.pop(); }
        System.out.println("balanced " + stack.isEmpty());
        EnumMap<Color, Integer> em = new EnumMap<>(Color.class); em.put(Color.BLUE, 3); em.put(Color.RED, 1);
        System.out.println(em + " " + em.containsKey(Color.GREEN) + " " + EnumSet.range(Color.GREEN, Color.YELLOW) + " " + EnumSet.complementOf(EnumSet.of(Color.RED)) + " " + EnumSet.allOf(Color.class).size() + " " + EnumSet.noneOf(Color.class));
        LinkedList<String> ll = new LinkedList<>(List.of("a", "b", "c"));
        ll.addFirst("z"); ll.removeLast(); ll.add(1, "y");
        System.out.println(ll + " " + ll.getFirst() + " " + ll.indexOf("b") + " " + ll.peekLast());
        List<Integer> sub = new ArrayList<>(List.of(1, 2, 3, 4, 5, 6)); sub.subList(1, 4).clear(); System.out.println(sub);
        List<Integer> rem = new ArrayList<>(List.of(10, 20, 30)); rem.remove(Integer.valueOf(20)); rem.remove(0); System.out.println(rem);
        System.out.println(new ArrayList<>(List.of(1, 2)).equals(new LinkedList<>(List.of(1, 2))) + " " + List.of(1, 2).hashCode() + " " + Set.of().equals(new HashSet<>()) + " " + Arrays.asList(1, 2).contains(2));
        TreeSet<Integer> ts = new TreeSet<>(List.of(10, 5, 20, 15));
        System.out.println(ts.ceiling(12) + " " + ts.floor(12) + " " + ts.higher(20) + " " + ts.lower(5) + " " + ts.headSet(15) + " " + ts.tailSet(15, false) + " " + ts.descendingSet() + " " + ts.pollFirst() + " " + ts.subSet(5, true, 20, true));
    }

    static void maps() {
        TreeMap<Integer, String> tm = new TreeMap<>(Map.of(10, "ten", 20, "twenty", 30, "thirty", 40, "forty"));
        System.out.println(tm.floorKey(25) + " " + tm.ceilingEntry(25) + " " + tm.headMap(30) + " " + tm.tailMap(30, true) + " " + tm.descendingMap() + " " + tm.firstEntry() + " " + tm.lastKey());
        System.out.println(tm.subMap(15, 35) + " " + tm.higherKey(40) + " " + tm.lowerEntry(10) + " " + tm.navigableKeySet().descendingSet() + " " + tm.pollLastEntry() + " " + tm);
        Map<String, Integer> counts = new HashMap<>();
        for (String w : "a b a c b a d".split(" ")) counts.merge(w, 1, Integer::sum);
        System.out.println(counts);
        counts.computeIfAbsent("e", k -> 5); counts.computeIfPresent("a", (k, v) -> v * 100); counts.compute("z", (k, v) -> v == null ? -1 : v);
        counts.putIfAbsent("a", 0); counts.replaceAll((k, v) -> v + 1);
        System.out.println(counts + " " + counts.getOrDefault("q", 0));
        counts.entrySet().removeIf(en -> en.getValue() < 3);
        System.out.println(counts);
        Map<String, List<Integer>> multi = new TreeMap<>();
        multi.computeIfAbsent("x", k -> new ArrayList<>()).add(1); multi.computeIfAbsent("x", k -> new ArrayList<>()).add(2);
        System.out.println(multi + " " + Map.entry("k", 2) + " " + new AbstractMap.SimpleEntry<>("a", 1));
        Map<String, Integer> lru = new LinkedHashMap<>(16, 0.75f, true) {
            protected boolean removeEldestEntry(Map.Entry<String, Integer> eldest) { return size() > 3; }
        };
        lru.put("a", 1); lru.put("b", 2); lru.put("c", 3); lru.get("a"); lru.put("d", 4); lru.getOrDefault("b", 0); lru.put("c", 33);
        System.out.println(lru);
        HashMap<Object, Integer> hm = new HashMap<>();
        for (String s : new String[]{"banana", "apple", "cherry", "date", "elderberry", "fig", "grape", "Aa", "BB"}) hm.put(s, s.length());
        for (int i = 0; i < 20; i += 3) hm.put(i * 7, i);
        System.out.println(hm);
        System.out.println(new HashSet<>(List.of("zeta", "alpha", "mu", "pi", "omega", "beta", "gamma")));
        Map<Character, Integer> sorted = new TreeMap<>(Comparator.reverseOrder()); sorted.put('a', 1); sorted.put('c', 3); sorted.put('b', 2);
        System.out.println(sorted + " " + Map.of(1, 2).equals(Map.of(1, 2)) + " " + new TreeMap<>(Map.of("b", 1, "a", 2)).entrySet().stream().sorted(Map.Entry.comparingByValue()).toList());
    }

    static void iterators() {
        List<Integer> l = new ArrayList<>(List.of(1, 2, 3, 4, 5, 6));
        for (Iterator<Integer> it = l.iterator(); it.hasNext();) if (it.next() % 2 == 0) it.remove();
        System.out.println(l);
        try { for (Integer x : l) if (x == 3) l.remove(x); } catch (ConcurrentModificationException e) { System.out.println("CME " + e.getMessage()); }
        try { Map<String, Integer> m = new HashMap<>(Map.of("a", 1, "b", 2)); for (String k : m.keySet()) m.put(k + k, 0); } catch (ConcurrentModificationException e) { System.out.println("CME map"); }
        ListIterator<String> li = new ArrayList<>(List.of("a", "b", "c")).listIterator();
        while (li.hasNext()) { String s = li.next(); if (s.equals("b")) { li.set("B"); li.add("b2"); } }
        while (li.hasPrevious()) System.out.print(li.previous() + (li.hasPrevious() ? "," : "\n"));
        Iterator<Integer> ei = Collections.emptyIterator();
        try { ei.next(); } catch (NoSuchElementException e) { System.out.println("NSEE"); }
        try { new ArrayList<>().iterator().remove(); } catch (IllegalStateException e) { System.out.println("ISE"); }
        Iterable<Integer> range = () -> IntStream.range(0, 3).iterator();
        for (int x : range) System.out.print(x); System.out.println();
        Spliterator<String> sp = List.of("a", "b", "c").spliterator(); sp.tryAdvance(System.out::print); sp.forEachRemaining(System.out::print); System.out.println();
    }

    static void randoms() {
        Random r = new Random(42);
        System.out.println(r.nextInt() + " " + r.nextInt(100) + " " + r.nextLong() + " " + r.nextDouble() + " " + r.nextBoolean() + " " + r.nextFloat() + " " + r.nextGaussian());
        System.out.println(r.ints(5, 0, 10).boxed().toList() + " " + r.nextInt(5, 10) + " " + r.doubles(2).boxed().toList());
        byte[] b = new byte[6]; new Random(7).nextBytes(b); System.out.println(Arrays.toString(b));
        SplittableRandom sr = new SplittableRandom(42);
        System.out.println(sr.nextInt() + " " + sr.nextInt(100) + " " + sr.nextLong() + " " + sr.nextDouble() + " " + sr.nextInt(5, 15) + " " + sr.nextBoolean());
        SplittableRandom child = sr.split(); System.out.println(child.nextInt(1000) + " " + sr.nextInt(1000) + " " + sr.ints(3, 0, 50).boxed().toList());
        Random dice = new Random(2024); int[] hist = new int[7];
        for (int i = 0; i < 600; i++) hist[1 + dice.nextInt(6)]++;
        System.out.println(Arrays.toString(hist));
        System.out.println(new Random(0).longs(3, 0, 1000).boxed().toList() + " " + new Random(1).nextInt(1 << 20) + " " + new Random(5).nextGaussian());
        List<String> deck = new ArrayList<>(); for (String s : "SHDC".split("")) for (String v : "A23456789TJQK".split("")) deck.add(v + s);
        Collections.shuffle(deck, new Random(123)); System.out.println(deck.subList(0, 8));
    }

    static void bitsets() {
        BitSet a = new BitSet(); a.set(0, 10); a.clear(3); a.flip(12);
        BitSet b = BitSet.valueOf(new long[]{0b1010101010L});
        BitSet c = (BitSet) a.clone(); c.and(b); System.out.println(a + " " + b + " " + c + " " + c.cardinality());
        c = (BitSet) a.clone(); c.xor(b); System.out.println(c + " " + c.nextSetBit(5) + " " + c.previousSetBit(11) + " " + c.intersects(b) + " " + c.length() + " " + c.size());
        c.andNot(a); System.out.println(c + " " + c.isEmpty() + " " + Arrays.toString(a.toByteArray()) + " " + a.get(2, 6) + " " + BitSet.valueOf(new byte[]{(byte) 0x81}));
    }
}
