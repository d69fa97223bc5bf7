// java.util helpers as interview answers and small tools use them: Arrays and
// Collections algorithms, BitSet, StringTokenizer, Objects, Optional chains,
// summary statistics, seeded random streams, HexFormat, and the messages of
// the exceptions they throw.
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class EverydayUtil3 {
    static void attempt(String what, Runnable r) {
        try { r.run(); System.out.println(what + " ok"); } catch (RuntimeException e) { System.out.println(what + " " + e); }
    }

    public static void main(String[] args) {
        // Arrays
        int[][] grid = {{1, 2}, {3}, {}, null};
        Object[] nested = {1, new int[] {2, 3}, new String[] {"a", null}, new Object[] {new long[] {4L}, new Object[0]}, null, new char[] {'x'}, new double[] {1.5}, new boolean[] {true}};
        System.out.println(Arrays.deepToString(grid) + " " + Arrays.deepToString(nested) + " " + Arrays.deepHashCode(grid) + " " + Arrays.deepHashCode(nested) + " " + Arrays.hashCode(new int[] {1, 2}) + " " + Arrays.hashCode((int[]) null) + " " + Arrays.hashCode(new double[] {0.0, -0.0}) + " " + Arrays.deepEquals(new int[][] {{1}}, new int[][] {{1}}) + " " + Arrays.equals(new int[][] {{1}}, new int[][] {{1}}));
        Object[] self = new Object[2];
        self[0] = self;
        self[1] = "x";
        System.out.println(Arrays.deepToString(self) + " " + Arrays.toString(self).startsWith("[[Ljava.lang.Object;@"));
        System.out.println(Arrays.mismatch(new int[] {1, 2, 3}, new int[] {1, 2, 4}) + " " + Arrays.mismatch(new int[] {1, 2}, new int[] {1, 2, 3}) + " " + Arrays.mismatch(new int[] {1}, new int[] {1}) + " " + Arrays.mismatch(new String[] {"a", "b"}, new String[] {"a", "B"}) + " " + Arrays.mismatch(new char[] {'a'}, 0, 1, new char[] {'b', 'a'}, 1, 2) + " " + Arrays.compare(new int[] {1, 2}, new int[] {1, 3}) + " " + Arrays.compare(new int[] {1, 2}, new int[] {1}) + " " + Arrays.compare(new String[] {"b"}, new String[] {"a", "z"}) + " " + Arrays.compareUnsigned(new byte[] {-1}, new byte[] {1}) + " " + Arrays.compare((int[]) null, new int[0]) + " " + Arrays.equals(new int[] {0, 1, 2, 3}, 1, 3, new int[] {1, 2}, 0, 2));
        int[] arr = {5, 3, 9, 1, 7, 3};
        int[] copy = Arrays.copyOfRange(arr, 2, 9);
        Arrays.sort(arr, 1, 4);
        System.out.println(Arrays.toString(arr) + " " + Arrays.toString(copy) + " " + Arrays.binarySearch(new int[] {1, 3, 5, 7}, 4) + " " + Arrays.binarySearch(new int[] {1, 3, 5, 7}, 7) + " " + Arrays.binarySearch(new String[] {"a", "c"}, "b") + " " + Arrays.binarySearch(new Integer[] {9, 5, 1}, 5, Comparator.reverseOrder()) + " " + Arrays.stream(new int[] {4, 5, 6}, 1, 3).sum() + " " + Arrays.asList(1, 2, 3).indexOf(3));
        Integer[] boxed = {3, 1, 2};
        Arrays.setAll(boxed, i -> boxed[i] * 10);
        long[] prefix = {1, 2, 3, 4, 5};
        Arrays.parallelPrefix(prefix, Long::sum);
        double[] filled = new double[4];
        Arrays.fill(filled, 1, 3, 2.5);
        System.out.println(Arrays.toString(boxed) + " " + Arrays.toString(prefix) + " " + Arrays.toString(filled) + " " + Arrays.asList(boxed).getClass().getName() + " " + Arrays.toString(Arrays.copyOf(new String[] {"a"}, 3)) + " " + Arrays.toString(Arrays.copyOf(new boolean[] {true}, 2)));
        attempt("copyOfRange", () -> Arrays.copyOfRange(new int[3], 2, 1));
        attempt("copyOfRange2", () -> Arrays.copyOfRange(new int[3], 4, 5));
        attempt("sortRange", () -> Arrays.sort(new int[3], 2, 1));
        attempt("fillRange", () -> Arrays.fill(new int[3], 0, 5, 1));
        attempt("asListAdd", () -> Arrays.asList(1, 2).add(3));
        attempt("asListRemove", () -> Arrays.asList(1, 2).remove(0));
        attempt("asListSet", () -> Arrays.asList(1, 2).set(5, 0));
        attempt("mismatchRange", () -> Arrays.mismatch(new int[2], 1, 0, new int[2], 0, 1));
        attempt("copyOfNeg", () -> Arrays.copyOf(new int[1], -1));
        attempt("arraystore", () -> { Object[] o = new String[1]; o[0] = 1; });
        attempt("aioobe", () -> { int[] z = new int[2]; z[2] = 1; });
        attempt("negsize", () -> { int[] z = new int[-3]; });

        // Collections algorithms
        List<Integer> nums = IntStream.rangeClosed(1, 10).boxed().collect(Collectors.toCollection(ArrayList::new));
        Collections.rotate(nums, 3);
        System.out.print(nums + " ");
        Collections.rotate(nums, -4);
        System.out.print(nums + " ");
        Collections.rotate(nums.subList(2, 6), 1);
        System.out.println(nums);
        for (long seed : new long[] {0, 42, 123456789L}) {
            List<String> deck = new ArrayList<>(List.of("A", "B", "C", "D", "E", "F", "G", "H"));
            Collections.shuffle(deck, new Random(seed));
            LinkedList<Integer> linked = new LinkedList<>(List.of(1, 2, 3, 4, 5, 6));
            Collections.shuffle(linked, new Random(seed));
            System.out.println(seed + " " + deck + " " + linked);
        }
        List<String> words = Arrays.asList("b", "a", "c", "a", "b", "a");
        System.out.println(Collections.frequency(words, "a") + " " + Collections.frequency(Arrays.asList(null, "x", null), null) + " " + Collections.disjoint(words, List.of("z", "y")) + " " + Collections.disjoint(words, Set.of("c")) + " " + Collections.nCopies(3, "ab") + " " + String.join("", Collections.nCopies(4, "-")) + " " + Collections.max(words) + Collections.min(words) + " " + Collections.max(words, Comparator.reverseOrder()) + " " + Collections.indexOfSubList(words, List.of("a", "b")) + " " + Collections.lastIndexOfSubList(words, List.of("a")));
        List<String> sw = new ArrayList<>(words);
        Collections.swap(sw, 0, 5);
        Collections.reverse(sw);
        System.out.print(sw + " ");
        Collections.sort(sw);
        System.out.print(sw + " " + Collections.binarySearch(sw, "b") + " " + Collections.binarySearch(sw, "bb") + " ");
        Collections.replaceAll(sw, "a", "A");
        Collections.fill(sw.subList(0, 1), "F");
        System.out.println(sw + " " + Collections.emptyList() + Collections.singletonList(1) + Collections.singletonMap("k", "v") + Collections.emptyMap());
        List<Integer> dst = new ArrayList<>(Collections.nCopies(5, 0));
        Collections.copy(dst, List.of(7, 8));
        Deque<Integer> stackish = new ArrayDeque<>();
        Queue<Integer> lifo = Collections.asLifoQueue(stackish);
        lifo.add(1); lifo.add(2); lifo.offer(3);
        System.out.println(dst + " " + lifo + " " + lifo.peek() + " " + Collections.unmodifiableList(dst) + " " + Collections.synchronizedList(new ArrayList<>(List.of(1))) + " " + Collections.checkedList(new ArrayList<>(List.of("s")), String.class) + " " + Collections.list(new StringTokenizer("p q")) + " " + Collections.reverseOrder().compare(1, 2) + " " + Collections.newSetFromMap(new LinkedHashMap<String, Boolean>()).add("x"));
        attempt("copyShort", () -> Collections.copy(new ArrayList<>(List.of(1)), List.of(1, 2)));
        attempt("nCopiesNeg", () -> Collections.nCopies(-1, "x"));
        attempt("unmodAdd", () -> Collections.unmodifiableList(new ArrayList<>()).add(1));
        attempt("immutableAdd", () -> List.of(1).add(2));
        attempt("immutableNull", () -> List.of(1, null));
        attempt("setOfDup", () -> Set.of(1, 1));
        attempt("mapOfDup", () -> Map.of("k", 1, "k", 2));
        attempt("emptyGet", () -> Collections.emptyList().get(0));
        attempt("singletonSet", () -> Collections.singletonList(1).set(0, 2));
        attempt("checkedAdd", () -> { List raw = Collections.checkedList(new ArrayList<String>(), String.class); raw.add(1); });
        attempt("maxEmpty", () -> Collections.max(new ArrayList<Integer>()));
        attempt("swapBad", () -> Collections.swap(new ArrayList<>(List.of(1)), 0, 3));
        attempt("subListBad", () -> new ArrayList<>(List.of(1, 2)).subList(1, 0));
        attempt("listGet", () -> new ArrayList<>(List.of(1, 2)).get(2));
        attempt("linkedGet", () -> new LinkedList<>(List.of(1, 2)).get(-1));
        attempt("immGet", () -> List.of(1, 2).get(3));
        attempt("arrayDequeNull", () -> new ArrayDeque<>().add(null));
        attempt("dequePop", () -> new ArrayDeque<>().pop());
        attempt("stackPop", () -> new Stack<>().pop());
        attempt("iterNext", () -> new ArrayList<>().iterator().next());
        attempt("treeNull", () -> new TreeMap<String, Integer>().put(null, 1));
        attempt("pqCCE", () -> { PriorityQueue<Object> pq = new PriorityQueue<>(); pq.add(new Object()); pq.add(new Object()); });
        attempt("cme", () -> { List<Integer> l = new ArrayList<>(List.of(1, 2, 3)); for (Integer x : l) if (x == 1) l.remove(x); });
        attempt("cmeMap", () -> { Map<String, Integer> m = new HashMap<>(Map.of("a", 1, "b", 2)); for (String k : m.keySet()) m.put(k + k, 0); });
        attempt("cmeRemoveLast", () -> { List<Integer> l = new ArrayList<>(List.of(1, 2, 3)); for (Integer x : l) if (x == 2) l.remove(x); System.out.print(l + " "); });
        attempt("iterRemoveTwice", () -> { Iterator<Integer> it = new ArrayList<>(List.of(1)).iterator(); it.next(); it.remove(); it.remove(); });
        attempt("listIterSet", () -> new ArrayList<>(List.of(1)).listIterator().set(3));
        attempt("listIterBad", () -> new ArrayList<>(List.of(1)).listIterator(3));

        // BitSet
        BitSet primes = new BitSet(64);
        primes.set(2, 50);
        for (int p = 2; p * p < 50; p = primes.nextSetBit(p + 1)) for (int q = p * p; q < 50; q += p) primes.clear(q);
        BitSet odd = new BitSet();
        for (int i = 1; i < 50; i += 2) odd.set(i);
        BitSet and = (BitSet) primes.clone();
        and.and(odd);
        BitSet xor = (BitSet) primes.clone();
        xor.xor(odd);
        BitSet andNot = (BitSet) odd.clone();
        andNot.andNot(primes);
        System.out.println(primes + " " + primes.cardinality() + " " + primes.length() + " " + primes.size() + " " + and.equals(primes) + " " + xor + " " + andNot.cardinality() + " " + primes.intersects(odd) + " " + primes.nextClearBit(2) + " " + primes.previousSetBit(40) + " " + primes.previousClearBit(3) + " " + primes.get(10, 20) + " " + primes.stream().limit(5).boxed().toList());
        BitSet flip = new BitSet();
        flip.flip(0, 10);
        flip.clear(3);
        flip.set(100, false);
        flip.set(70);
        System.out.println(flip + " " + Arrays.toString(flip.toLongArray()) + " " + Arrays.toString(flip.toByteArray()) + " " + BitSet.valueOf(new long[] {5L, 1L}) + " " + BitSet.valueOf(new byte[] {(byte) 0x81}) + " " + flip.hashCode() + " " + new BitSet().isEmpty() + " " + new BitSet().length() + " " + new BitSet(1).size() + " " + new BitSet(65).size() + " " + flip.nextSetBit(71) + " " + flip.nextClearBit(0));
        attempt("bitNeg", () -> new BitSet().set(-1));
        attempt("bitRange", () -> new BitSet().set(5, 2));
        attempt("bitSize", () -> new BitSet(-1));
        attempt("bitNext", () -> new BitSet().nextSetBit(-1));

        // StringTokenizer
        StringTokenizer st = new StringTokenizer("a=1; b = 2;;c=3", ";= ", true);
        List<String> toks = new ArrayList<>();
        while (st.hasMoreTokens()) toks.add("<" + st.nextToken() + ">");
        System.out.println(toks.size() + " " + String.join("", toks));
        StringTokenizer st2 = new StringTokenizer("  the quick\tbrown\nfox  ");
        System.out.print(st2.countTokens() + " " + st2.nextToken() + " " + st2.nextToken("\n") + "|" + st2.countTokens() + " ");
        System.out.println(st2.nextElement() + " " + st2.hasMoreElements() + " " + new StringTokenizer("").countTokens() + " " + new StringTokenizer("x,y", ",").nextToken(""));
        attempt("tokEmpty", () -> new StringTokenizer("").nextToken());

        // Objects
        System.out.println(Objects.equals(null, null) + " " + Objects.hash(1, "a", null) + " " + Objects.hash() + " " + Objects.hashCode(null) + " " + Objects.toString(null) + " " + Objects.toString(null, "dflt") + " " + Objects.requireNonNullElse(null, "else") + " " + Objects.requireNonNullElseGet(null, () -> "got") + " " + Objects.isNull(null) + Objects.nonNull(1) + " " + Objects.compare("a", "b", Comparator.naturalOrder()) + " " + Objects.deepEquals(new int[] {1}, new int[] {1}) + " " + Objects.checkIndex(2, 3) + " " + Objects.checkFromToIndex(1, 2, 3) + " " + Objects.checkFromIndexSize(1, 2, 3));
        attempt("rnn", () -> Objects.requireNonNull(null));
        attempt("rnnMsg", () -> Objects.requireNonNull(null, "name must not be null"));
        attempt("rnnSupplier", () -> Objects.requireNonNull(null, () -> "supplied"));
        attempt("rnnElse", () -> Objects.requireNonNullElse(null, null));
        attempt("checkIndex", () -> Objects.checkIndex(3, 3));
        attempt("checkFromTo", () -> Objects.checkFromToIndex(2, 1, 3));
        attempt("checkFromSize", () -> Objects.checkFromIndexSize(2, 5, 3));

        // Optional chains
        Map<String, String> emails = Map.of("ann", "Ann@Example.com", "bob", "");
        Function<String, Optional<String>> lookup = k -> Optional.ofNullable(emails.get(k));
        for (String k : List.of("ann", "bob", "cid"))
            System.out.println(k + " " + lookup.apply(k).filter(Predicate.not(String::isEmpty)).map(String::toLowerCase).map(e -> e.substring(e.indexOf('@') + 1)).orElse("none") + " " + lookup.apply(k).isPresent() + " " + lookup.apply(k).or(() -> Optional.of("fallback")).get() + " " + lookup.apply(k).flatMap(e -> e.isEmpty() ? Optional.empty() : Optional.of(e.length())) + " " + lookup.apply(k).stream().count() + " " + lookup.apply(k).isEmpty());
        StringBuilder side = new StringBuilder();
        Optional.of(5).ifPresentOrElse(v -> side.append("has").append(v), () -> side.append("empty"));
        Optional.empty().ifPresentOrElse(v -> side.append("has"), () -> side.append(" empty"));
        System.out.println(side + " " + Optional.of("x") + " " + Optional.empty() + " " + Optional.of(1).equals(Optional.of(1)) + " " + Optional.empty().hashCode() + " " + Optional.of("a").hashCode() + " " + Optional.ofNullable(null).orElseGet(() -> "lazy"));
        System.out.println(OptionalInt.of(3) + " " + OptionalInt.empty() + " " + OptionalLong.of(9L).getAsLong() + " " + OptionalDouble.of(2.5) + " " + OptionalDouble.empty().orElse(-1) + " " + IntStream.empty().max() + " " + IntStream.of(4, 9, 2).max() + " " + LongStream.of(7).min() + " " + DoubleStream.of(1, 2).average() + " " + OptionalInt.of(1).equals(OptionalInt.of(1)) + " " + OptionalInt.empty().isEmpty() + " " + OptionalLong.empty().orElseGet(() -> 5L) + " " + OptionalInt.of(7).stream().sum());
        attempt("optGet", () -> Optional.empty().get());
        attempt("optOrElseThrow", () -> Optional.empty().orElseThrow());
        attempt("optOrElseThrowS", () -> Optional.empty().orElseThrow(() -> new IllegalStateException("custom")));
        attempt("optIntGet", () -> OptionalInt.empty().getAsInt());
        attempt("optLongThrow", () -> OptionalLong.empty().orElseThrow());
        attempt("optDoubleGet", () -> OptionalDouble.empty().getAsDouble());
        attempt("optOfNull", () -> Optional.of(null));

        // Summary statistics
        IntSummaryStatistics is = IntStream.of(4, -2, 9, 7).summaryStatistics();
        LongSummaryStatistics ls = new LongSummaryStatistics();
        ls.accept(Long.MAX_VALUE); ls.accept(1);
        DoubleSummaryStatistics ds = DoubleStream.of(0.1, 0.2, 0.3).summaryStatistics();
        IntSummaryStatistics combined = new IntSummaryStatistics();
        combined.accept(100);
        combined.combine(is);
        System.out.println(is + "\n" + ls + "\n" + ds + "\n" + combined + "\n" + new IntSummaryStatistics() + "\n" + new DoubleSummaryStatistics() + " " + is.getAverage() + " " + new IntSummaryStatistics(2, 1, 5, 8).getAverage());
        attempt("statsBad", () -> new IntSummaryStatistics(2, 5, 1, 8));
        System.out.println(Stream.of("apple", "kiwi", "banana").collect(Collectors.summarizingInt(String::length)) + " " + Stream.of(1.5, 2.5).collect(Collectors.averagingDouble(x -> x)) + " " + Stream.of(1, 2).collect(Collectors.summingLong(x -> x)));

        // Seeded random streams
        Random r = new Random(2024);
        System.out.println(r.ints(5, 0, 100).boxed().toList() + " " + r.longs(2, 10, 20).boxed().toList() + " " + r.doubles(2).mapToObj(d -> String.format("%.6f", d)).toList() + " " + r.ints(3).boxed().toList() + " " + r.nextInt(1, 7) + " " + r.nextBoolean() + " " + r.nextLong() + " " + String.format("%.6f", r.nextGaussian()) + " " + r.nextFloat());
        Random r2 = new Random(7);
        byte[] bytes = new byte[6];
        r2.nextBytes(bytes);
        System.out.println(Arrays.toString(bytes) + " " + r2.doubles(3, 5.0, 6.0).mapToObj(d -> String.format("%.4f", d)).collect(Collectors.joining(",")) + " " + new Random(1).ints(0, 10).limit(8).boxed().toList() + " " + new Random(99).nextInt(1 << 20) + " " + new Random(99).nextInt(1000) + " " + new Random(5).longs(3).map(x -> x % 1000).boxed().toList() + " " + new Random(3).nextLong(100L) + " " + new Random(3).nextDouble(2.0, 4.0));
        attempt("randBound", () -> new Random().nextInt(0));
        attempt("randRange", () -> new Random().nextInt(5, 5));
        attempt("randStream", () -> new Random().ints(-1));
        attempt("randOrigin", () -> new Random().ints(5, 3));

        // HexFormat
        HexFormat hf = HexFormat.of();
        HexFormat colon = HexFormat.ofDelimiter(":").withUpperCase();
        byte[] mac = {0x00, 0x1A, (byte) 0xC2, 0x7B, 0x00, 0x47};
        System.out.println(hf.formatHex(mac) + " " + colon.formatHex(mac) + " " + HexFormat.ofDelimiter(", ").withPrefix("0x").formatHex(new byte[] {1, -1}) + " " + Arrays.toString(colon.parseHex("00:1A:C2")) + " " + hf.toHexDigits((byte) 10) + " " + hf.toHexDigits('A') + " " + hf.toHexDigits(255) + " " + hf.withUpperCase().toHexDigits(0xCAFEL) + " " + HexFormat.fromHexDigits("7fffffff") + " " + HexFormat.fromHexDigitsToLong("FFFFFFFFFF") + " " + HexFormat.isHexDigit('g') + " " + HexFormat.fromHexDigit('b') + " " + colon + " " + hf.isUpperCase() + " " + colon.delimiter() + " " + HexFormat.of().withSuffix("h").formatHex(new byte[] {15, 16}) + " " + hf.formatHex(mac, 1, 3));
        attempt("hexOdd", () -> hf.parseHex("abc"));
        attempt("hexBad", () -> hf.parseHex("zz"));
        attempt("hexDelim", () -> colon.parseHex("00-1A"));
        attempt("hexDigit", () -> HexFormat.fromHexDigit('x'));
        attempt("hexDigits", () -> HexFormat.fromHexDigits("123456789"));

        // Exception toString forms and messages
        List<Throwable> ts = List.of(new RuntimeException(), new RuntimeException("msg"), new RuntimeException(new IllegalStateException("inner")), new RuntimeException("outer", new Error("e")), new Exception((String) null), new IllegalArgumentException("", null), new NumberFormatException(), new UnsupportedOperationException("nope"), new NoSuchElementException("No value present"), new ConcurrentModificationException(), new InputMismatchException("bad"), new MissingResourceException("gone", "Cls", "key"), new EmptyStackException(), new ArithmeticException("/ by zero"), new ClassCastException("x"), new IndexOutOfBoundsException(7), new ArrayIndexOutOfBoundsException(-1), new StringIndexOutOfBoundsException(9), new IllegalFormatPrecisionException(3), new UnknownFormatConversionException("q"), new DuplicateFormatFlagsException("-"), new MissingFormatArgumentException("%s"), new IllegalFormatWidthException(4));
        for (Throwable t : ts) System.out.println(t + " | " + t.getMessage() + " | " + t.getLocalizedMessage() + " | " + (t.getCause() == null ? "-" : t.getCause().getClass().getSimpleName()));
        Exception withSup = new Exception("main");
        withSup.addSuppressed(new RuntimeException("s1"));
        System.out.println(withSup.getSuppressed().length + " " + withSup.getSuppressed()[0] + " " + new Exception("x").initCause(null).getCause());
        attempt("initCauseTwice", () -> new RuntimeException(new Error()).initCause(new Error()));
        attempt("selfCause", () -> { RuntimeException e = new RuntimeException(); e.initCause(e); });
        attempt("selfSuppress", () -> { RuntimeException e = new RuntimeException(); e.addSuppressed(e); });
        attempt("nullSuppress", () -> new RuntimeException().addSuppressed(null));
        attempt("formatBad", () -> String.format("%d", "x"));
        attempt("formatMissing", () -> String.format("%s %s", "x"));
        attempt("formatUnknown", () -> String.format("%q", 1));
        attempt("formatFlags", () -> String.format("%-d", 1));
        attempt("formatPrec", () -> String.format("%.2d", 1));
        attempt("cast", () -> { Object o = "s"; Integer i = (Integer) o; });
        attempt("castArr", () -> { Object o = new int[0]; Object[] a = (Object[]) o; });
        attempt("enumBad", () -> Thread.State.valueOf("SLEEPING"));
        attempt("npeUnbox", () -> { Integer n = null; int k = n; });
        attempt("divZero", () -> System.out.println(1 / (args.length)));
        attempt("modZeroL", () -> System.out.println(1L % (long) args.length));
    }
}
