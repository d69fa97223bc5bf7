// Coding-interview solutions (two-sum, LRU, intervals, top-k, tries, BFS, Dijkstra,
// topological sort, union-find) plus the observer pattern, events, executors,
// CompletableFuture, Character and Integer bit methods, and common exception messages.
import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;
import java.util.stream.*;

public class EverydayInterview {
    public static void main(String[] args) throws Exception {
        twoSum(); lru(); intervals(); topK(); longestSubstring(); trie(); bfsGrid(); dijkstra(); topo(); unionFind(); spiral(); misc(); matrix();
        observer(); events(); concurrency(); bitsAndChars(); linkedList(); heapSort(); textJustify();
    }

    static void twoSum() {
        int[] nums = {2, 7, 11, 15, -3, 6}; int target = 3;
        Map<Integer, Integer> seen = new HashMap<>();
        for (int i = 0; i < nums.length; i++) {
            Integer j = seen.get(target - nums[i]);
            if (j != null) System.out.println("twoSum -> [" + j + ", " + i + "]");
            seen.put(nums[i], i);
        }
        System.out.println(seen + " " + seen.entrySet().iterator().next().getClass().getSimpleName().isEmpty());
    }

    static class LRU<K, V> extends LinkedHashMap<K, V> {
        final int cap;
        LRU(int cap) { super(16, 0.75f, true); this.cap = cap; }
        @Override protected boolean removeEldestEntry(Map.Entry<K, V> e) { return size() > cap; }
    }
    static void lru() {
        LRU<String, Integer> c = new LRU<>(3);
        c.put("a", 1); c.put("b", 2); c.put("c", 3); c.get("a"); c.put("d", 4); c.getOrDefault("c", 0); c.put("e", 5);
        System.out.println("LRU " + c + " " + c.keySet() + " eldest=" + c.entrySet().iterator().next());
    }

    record Interval(int start, int end) {}
    static void intervals() {
        List<Interval> in = new ArrayList<>(List.of(new Interval(8, 10), new Interval(1, 3), new Interval(2, 6), new Interval(15, 18), new Interval(17, 20)));
        in.sort(Comparator.comparingInt(Interval::start));
        Deque<Interval> out = new ArrayDeque<>();
        for (Interval iv : in) {
            if (!out.isEmpty() && out.peekLast().end() >= iv.start()) out.addLast(new Interval(out.pollLast().start(), Math.max(iv.end(), out.isEmpty() ? iv.end() : iv.end())));
            else out.addLast(iv);
        }
        System.out.println(out);
        int[][] arr = {{1, 4}, {4, 5}, {0, 0}};
        Arrays.sort(arr, (x, y) -> Integer.compare(x[0], y[0]));
        System.out.println(Arrays.deepToString(arr));
    }

    static void topK() {
        int[] nums = {1, 1, 1, 2, 2, 3, 4, 4, 4, 4, 5};
        Map<Integer, Integer> f = new HashMap<>();
        for (int n : nums) f.merge(n, 1, Integer::sum);
        PriorityQueue<Map.Entry<Integer, Integer>> pq = new PriorityQueue<>((a, b) -> a.getValue() - b.getValue());
        for (Map.Entry<Integer, Integer> e : f.entrySet()) { pq.offer(e); if (pq.size() > 2) pq.poll(); }
        List<Integer> res = new ArrayList<>();
        while (!pq.isEmpty()) res.add(pq.poll().getKey());
        Collections.reverse(res);
        System.out.println("top2 " + res);
        PriorityQueue<Integer> maxHeap = new PriorityQueue<>(Collections.reverseOrder());
        for (int n : new int[]{3, 2, 1, 5, 6, 4}) maxHeap.add(n);
        System.out.println(maxHeap + " peek=" + maxHeap.peek() + " " + maxHeap.poll() + maxHeap.poll());
        PriorityQueue<String> byLen = new PriorityQueue<>(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()));
        byLen.addAll(List.of("ccc", "a", "bb", "b", "dddd"));
        StringBuilder sb = new StringBuilder(); while (!byLen.isEmpty()) sb.append(byLen.remove()).append(' ');
        System.out.println(sb.toString().trim());
    }

    static void longestSubstring() {
        for (String s : List.of("abcabcbb", "bbbbb", "pwwkew", "", "dvdf")) {
            Map<Character, Integer> last = new HashMap<>();
            int best = 0, lo = 0;
            for (int i = 0; i < s.length(); i++) {
                Integer p = last.put(s.charAt(i), i);
                if (p != null && p >= lo) lo = p + 1;
                best = Math.max(best, i - lo + 1);
            }
            System.out.print(s + ":" + best + " ");
        }
        System.out.println();
        String p = "A man, a plan, a canal: Panama";
        String clean = p.chars().filter(Character::isLetterOrDigit).map(Character::toLowerCase).collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString();
        System.out.println(clean + " palindrome=" + clean.contentEquals(new StringBuilder(clean).reverse()));
    }

    static class TrieNode { Map<Character, TrieNode> kids = new TreeMap<>(); boolean end; }
    static void trie() {
        TrieNode root = new TrieNode();
        for (String w : List.of("apple", "app", "apply", "apt", "bat", "bath", "banana")) {
            TrieNode n = root;
            for (char c : w.toCharArray()) n = n.kids.computeIfAbsent(c, k -> new TrieNode());
            n.end = true;
        }
        List<String> out = new ArrayList<>();
        collect(root.kids.get('a').kids.get('p'), new StringBuilder("ap"), out);
        System.out.println("prefix ap: " + out);
    }
    static void collect(TrieNode n, StringBuilder sb, List<String> out) {
        if (n.end) out.add(sb.toString());
        for (Map.Entry<Character, TrieNode> e : n.kids.entrySet()) { sb.append(e.getKey()); collect(e.getValue(), sb, out); sb.deleteCharAt(sb.length() - 1); }
    }

    static void bfsGrid() {
        String[] grid = {"S.#.....", ".##.###.", "....#...", "##.##.#.", "......#E"};
        int R = grid.length, C = grid[0].length();
        int[][] dist = new int[R][C];
        for (int[] d : dist) Arrays.fill(d, -1);
        Deque<int[]> q = new ArrayDeque<>(); q.add(new int[]{0, 0}); dist[0][0] = 0;
        int[][] dirs = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        while (!q.isEmpty()) {
            int[] cur = q.poll();
            for (int[] d : dirs) {
                int r = cur[0] + d[0], c = cur[1] + d[1];
                if (r < 0 || c < 0 || r >= R || c >= C || grid[r].charAt(c) == '#' || dist[r][c] >= 0) continue;
                dist[r][c] = dist[cur[0]][cur[1]] + 1; q.add(new int[]{r, c});
            }
        }
        System.out.println("maze shortest = " + dist[R - 1][C - 1]);
        for (int[] row : dist) System.out.println(Arrays.stream(row).mapToObj(x -> x < 0 ? " #" : String.format("%2d", x)).collect(Collectors.joining()));
    }

    static void dijkstra() {
        Map<String, Map<String, Integer>> g = new TreeMap<>();
        String[] edges = {"A B 7", "A C 9", "A F 14", "B C 10", "B D 15", "C D 11", "C F 2", "D E 6", "E F 9"};
        for (String e : edges) {
            String[] p = e.split(" ");
            g.computeIfAbsent(p[0], k -> new TreeMap<>()).put(p[1], Integer.parseInt(p[2]));
            g.computeIfAbsent(p[1], k -> new TreeMap<>()).put(p[0], Integer.parseInt(p[2]));
        }
        Map<String, Integer> dist = new TreeMap<>(); Map<String, String> prev = new HashMap<>();
        PriorityQueue<Map.Entry<String, Integer>> pq = new PriorityQueue<>(Map.Entry.comparingByValue());
        dist.put("A", 0); pq.add(Map.entry("A", 0));
        while (!pq.isEmpty()) {
            var cur = pq.poll();
            if (cur.getValue() > dist.get(cur.getKey())) continue;
            for (var e : g.get(cur.getKey()).entrySet()) {
                int nd = cur.getValue() + e.getValue();
                if (nd < dist.getOrDefault(e.getKey(), Integer.MAX_VALUE)) { dist.put(e.getKey(), nd); prev.put(e.getKey(), cur.getKey()); pq.add(new AbstractMap.SimpleEntry<>(e.getKey(), nd)); }
            }
        }
        LinkedList<String> path = new LinkedList<>();
        for (String v = "E"; v != null; v = prev.get(v)) path.addFirst(v);
        System.out.println("dijkstra " + dist + " path " + String.join("->", path));
    }

    static void topo() {
        Map<String, List<String>> deps = new LinkedHashMap<>();
        deps.put("app", List.of("lib", "util")); deps.put("lib", List.of("core")); deps.put("util", List.of("core", "log")); deps.put("core", List.of()); deps.put("log", List.of());
        Map<String, Integer> indeg = new TreeMap<>();
        deps.forEach((k, v) -> { indeg.putIfAbsent(k, 0); v.forEach(d -> indeg.putIfAbsent(d, 0)); });
        deps.forEach((k, v) -> indeg.merge(k, v.size(), Integer::sum));
        Deque<String> ready = new ArrayDeque<>();
        indeg.forEach((k, v) -> { if (v == 0) ready.add(k); });
        List<String> order = new ArrayList<>();
        while (!ready.isEmpty()) {
            String n = ready.poll(); order.add(n);
            deps.forEach((k, v) -> { if (v.contains(n) && indeg.merge(k, -1, Integer::sum) == 0) ready.add(k); });
        }
        System.out.println("build order " + order);
    }

    static int[] parent;
    static int find(int x) { return parent[x] == x ? x : (parent[x] = find(parent[x])); }
    static void unionFind() {
        parent = IntStream.range(0, 10).toArray();
        int[][] pairs = {{0, 1}, {2, 3}, {1, 3}, {5, 6}, {7, 8}, {8, 9}, {6, 9}};
        for (int[] p : pairs) parent[find(p[0])] = find(p[1]);
        Map<Integer, List<Integer>> groups = IntStream.range(0, 10).boxed().collect(Collectors.groupingBy(EverydayInterview::find, TreeMap::new, Collectors.toList()));
        System.out.println("components " + groups.values());
    }

    static void spiral() {
        int n = 4; int[][] m = new int[n][n];
        int top = 0, bot = n - 1, l = 0, r = n - 1, k = 1;
        while (k <= n * n) {
            for (int i = l; i <= r; i++) m[top][i] = k++; top++;
            for (int i = top; i <= bot; i++) m[i][r] = k++; r--;
            for (int i = r; i >= l; i--) m[bot][i] = k++; bot--;
            for (int i = bot; i >= top; i--) m[i][l] = k++; l++;
        }
        System.out.println(Arrays.deepToString(m));
        int[] a = {1, 2, 3, 4};
        int[] prod = new int[a.length]; Arrays.fill(prod, 1);
        for (int i = 1; i < a.length; i++) prod[i] = prod[i - 1] * a[i - 1];
        for (int i = a.length - 2, s = a[a.length - 1]; i >= 0; s *= a[i--]) prod[i] *= s;
        System.out.println(Arrays.toString(prod));
    }

    static void misc() {
        int[] prices = {7, 1, 5, 3, 6, 4};
        int min = Integer.MAX_VALUE, best = 0;
        for (int p : prices) { min = Math.min(min, p); best = Math.max(best, p - min); }
        int[] z = {0, 1, 0, 3, 12}; int w = 0;
        for (int x : z) if (x != 0) z[w++] = x;
        Arrays.fill(z, w, z.length, 0);
        int cand = 0, cnt = 0;
        for (int x : new int[]{2, 2, 1, 1, 1, 2, 2}) { if (cnt == 0) cand = x; cnt += x == cand ? 1 : -1; }
        System.out.println(best + " " + Arrays.toString(z) + " " + cand + " " + Arrays.binarySearch(new int[]{1, 3, 5, 7, 9}, 7) + " " + Arrays.binarySearch(new int[]{1, 3, 5}, 4));
        int[] arr = {5, 2, 8, 1, 9, 3};
        int[] copy = arr.clone(); Arrays.sort(copy);
        System.out.println(Arrays.toString(copy) + " " + Arrays.equals(arr, copy) + " " + Arrays.hashCode(copy) + " " + Arrays.stream(arr).max().getAsInt() + " " + Arrays.toString(Arrays.copyOfRange(copy, 2, 8))
            + " " + Arrays.asList(1, 2, 3).indexOf(2) + " " + Arrays.mismatch(arr, copy) + " " + Arrays.compare(arr, copy));
        Integer[] boxed = {3, 1, 2};
        Arrays.sort(boxed, Collections.reverseOrder());
        System.out.println(Arrays.toString(boxed) + " " + Arrays.stream(boxed).mapToInt(Integer::intValue).sum());
        String s = "hello world";
        Map<Character, Long> cf = s.chars().filter(c -> c != ' ').mapToObj(c -> (char) c).collect(Collectors.groupingBy(c -> c, LinkedHashMap::new, Collectors.counting()));
        System.out.println(cf + " first-unique=" + cf.entrySet().stream().filter(e -> e.getValue() == 1).map(Map.Entry::getKey).findFirst().orElse('?'));
        Integer a = 127, b = 127, c = 128, d = 128;
        System.out.println((a == b) + " " + (c == d) + " " + c.equals(d) + " " + Integer.valueOf(1000).compareTo(999) + " " + Long.valueOf(5).hashCode() + " " + Double.valueOf(1.5).hashCode() + " " + Boolean.hashCode(true) + " " + Character.valueOf('x').hashCode());
        String str = null;
        try { str.length(); } catch (NullPointerException e) { System.out.println("NPE caught"); }
        try { Object o = "s"; Integer i = (Integer) o; } catch (ClassCastException e) { System.out.println(e.getMessage()); }
        try { int[] x = new int[2]; x[2] = 1; } catch (ArrayIndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { "abc".substring(5); } catch (StringIndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { List.of(1, 2).get(3); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { new ArrayList<>(List.of(1)).get(1); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { Integer.parseInt("12a"); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }
        try { int zero = 0; Object x = 1 / zero; } catch (ArithmeticException e) { System.out.println(e.getMessage()); }
        try { new LinkedList<>().getFirst(); } catch (NoSuchElementException e) { System.out.println(e); }
        try { new ArrayDeque<>().pop(); } catch (NoSuchElementException e) { System.out.println(e); }
        try { new Stack<>().pop(); } catch (EmptyStackException e) { System.out.println(e); }
        try { Iterator<Integer> it = new ArrayList<>(List.of(1, 2)).iterator(); List<Integer> l = new ArrayList<>(List.of(1, 2)); for (Integer x : l) l.remove(x); } catch (ConcurrentModificationException e) { System.out.println(e); }
        try { Objects.requireNonNull(null, "config must not be null"); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
        try { Objects.checkIndex(5, 3); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { new ArrayList<Integer>(-1); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { new HashMap<String, String>(-1); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { "x".repeat(-1); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { Enum.valueOf(Thread.State.class, "SLEEPING"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { throw new UnsupportedOperationException("Not implemented yet"); } catch (RuntimeException e) { System.out.println(e); }
    }

    static void matrix() {
        double[][] a = {{1, 2}, {3, 4}}, b = {{5, 6}, {7, 8}};
        double[][] c = new double[2][2];
        for (int i = 0; i < 2; i++) for (int j = 0; j < 2; j++) for (int k = 0; k < 2; k++) c[i][j] += a[i][k] * b[k][j];
        System.out.println(Arrays.deepToString(c) + " det=" + (a[0][0] * a[1][1] - a[0][1] * a[1][0]));
        char[][] board = new char[3][3];
        for (char[] row : board) Arrays.fill(row, '.');
        board[1][1] = 'X'; board[0][2] = 'O';
        for (char[] row : board) System.out.println(new String(row) + " " + String.valueOf(row, 1, 2) + " " + String.copyValueOf(row));
        long[][] big = new long[2][]; big[0] = new long[]{Long.MAX_VALUE}; 
        System.out.println(Arrays.deepToString(big) + " " + Arrays.deepEquals(new int[][]{{1}}, new int[][]{{1}}) + " " + Arrays.deepHashCode(new Object[]{new int[]{1, 2}, "x"}));
    }

    @SuppressWarnings("deprecation")
    static void observer() {
        class Thermometer extends Observable {
            void set(double t) { setChanged(); notifyObservers(t); }
        }
        Thermometer t = new Thermometer();
        List<String> log = new ArrayList<>();
        Observer o1 = (obs, arg) -> log.add("display " + arg);
        Observer o2 = (obs, arg) -> log.add("alarm " + ((Double) arg > 30 ? "ON" : "off"));
        t.addObserver(o1); t.addObserver(o2);
        t.set(25.0); t.set(31.5);
        t.deleteObserver(o1); t.set(10);
        t.notifyObservers("ignored, not changed");
        System.out.println(log + " count=" + t.countObservers() + " changed=" + t.hasChanged());
    }

    static class OrderEvent extends EventObject {
        final String id;
        OrderEvent(Object src, String id) { super(src); this.id = id; }
    }
    interface OrderListener extends EventListener { void placed(OrderEvent e); }
    static void events() {
        List<OrderListener> ls = new ArrayList<>();
        StringBuilder sb = new StringBuilder();
        ls.add(e -> sb.append("mail:").append(e.id).append(' '));
        ls.add(e -> sb.append("stock:").append(e.id).append(' ').append(e.getSource()).append(' '));
        OrderEvent ev = new OrderEvent("shop", "A-17");
        ls.forEach(l -> l.placed(ev));
        System.out.println(sb + "| " + ev.toString().startsWith("EverydayInterview$OrderEvent[source=shop]"));
        try { new EventObject(null); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
    }

    static void concurrency() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        List<Callable<Long>> tasks = new ArrayList<>();
        for (int i = 1; i <= 8; i++) { final int n = i; tasks.add(() -> LongStream.rangeClosed(1, n * 1000L).sum()); }
        List<Future<Long>> fs = pool.invokeAll(tasks);
        long total = 0; for (Future<Long> f : fs) total += f.get();
        System.out.println("invokeAll total " + total + " done=" + fs.stream().allMatch(Future::isDone));
        Future<?> failing = pool.submit(() -> { throw new IllegalStateException("task failed"); });
        try { failing.get(); } catch (ExecutionException e) { System.out.println(e.getMessage() + " | " + e.getCause()); }
        System.out.println("" + pool.invokeAny(List.of(() -> "only")));
        CompletableFuture<Integer> cf1 = CompletableFuture.supplyAsync(() -> 20, pool);
        CompletableFuture<Integer> cf2 = CompletableFuture.supplyAsync(() -> 22, pool);
        System.out.println(cf1.thenCombine(cf2, Integer::sum).thenApply(x -> "answer=" + x).get(5, TimeUnit.SECONDS));
        CompletableFuture<String> bad = CompletableFuture.supplyAsync(() -> { if (true) throw new IllegalArgumentException("bad input"); return "x"; }, pool);
        System.out.println(bad.exceptionally(ex -> "recovered from " + ex.getClass().getSimpleName() + ": " + ex.getCause().getMessage()).join());
        System.out.println(bad.handle((v, ex) -> ex == null ? v : "handled " + ex.getMessage()).join());
        try { bad.join(); } catch (CompletionException e) { System.out.println(e.getMessage()); }
        try { bad.get(); } catch (ExecutionException e) { System.out.println(e.getMessage()); }
        CompletableFuture<Void> all = CompletableFuture.allOf(IntStream.range(0, 5).mapToObj(i -> CompletableFuture.runAsync(() -> {}, pool)).toArray(CompletableFuture[]::new));
        all.get();
        System.out.println("allOf " + all.isDone() + " " + CompletableFuture.completedFuture("v").thenCompose(v -> CompletableFuture.completedFuture(v + v)).join()
            + " " + CompletableFuture.anyOf(CompletableFuture.completedFuture(1)).join() + " " + new CompletableFuture<String>().completeOnTimeout("late", 10, TimeUnit.MILLISECONDS).join());
        ConcurrentHashMap<String, LongAdder> counts = new ConcurrentHashMap<>();
        AtomicInteger ai = new AtomicInteger();
        CountDownLatch latch = new CountDownLatch(4);
        for (int t = 0; t < 4; t++) {
            pool.execute(() -> {
                for (int i = 0; i < 1000; i++) { counts.computeIfAbsent("k" + (i % 3), k -> new LongAdder()).increment(); ai.incrementAndGet(); }
                latch.countDown();
            });
        }
        System.out.println(latch.await(10, TimeUnit.SECONDS) + " " + new TreeMap<>(counts) + " " + ai.get() + " " + ai.getAndUpdate(x -> x * 2) + " " + ai.accumulateAndGet(5, Math::max));
        pool.shutdown();
        System.out.println(pool.awaitTermination(5, TimeUnit.SECONDS) + " " + pool.isShutdown() + " " + pool.isTerminated());
        try { pool.submit(() -> 1); } catch (RejectedExecutionException e) { System.out.println("rejected"); }
        System.out.println(IntStream.rangeClosed(1, 1000).parallel().sum() + " " + List.of(5, 3, 9).parallelStream().map(x -> x * 2).collect(Collectors.toList()));
        ScheduledExecutorService ses = Executors.newSingleThreadScheduledExecutor();
        ScheduledFuture<String> sf = ses.schedule(() -> "scheduled", 20, TimeUnit.MILLISECONDS);
        System.out.println(sf.get()); ses.shutdownNow();
        AtomicLong al = new AtomicLong(10); AtomicReference<String> ar = new AtomicReference<>("a");
        ar.updateAndGet(s -> s + "b"); al.compareAndSet(10, 42);
        System.out.println(al + " " + ar + " " + new AtomicBoolean(true) + " " + new AtomicIntegerArray(3) + " " + TimeUnit.HOURS.toMinutes(2) + " " + TimeUnit.MILLISECONDS.convert(3, TimeUnit.SECONDS));
    }

    static void bitsAndChars() {
        for (char c : "aZ5 _$\t\u00e9\u0663".toCharArray())
            System.out.print(c + ":" + Character.isLetter(c) + Character.isDigit(c) + Character.isWhitespace(c) + Character.isJavaIdentifierStart(c) + Character.getNumericValue(c) + Character.getType(c) + " ");
        System.out.println();
        System.out.println(Character.toUpperCase('q') + "" + Character.toChars(0x1F600).length + " " + "a😀b".length() + " " + "a😀b".codePointCount(0, 4) + " " + "a😀b".codePoints().count()
            + " " + Character.isSurrogate("😀".charAt(0)) + " " + Character.digit('f', 16) + " " + Character.forDigit(11, 16) + " " + (int) Character.MAX_VALUE + " " + Character.isAlphabetic('x')
            + " " + Character.toString(97) + " " + Character.compare('a', 'b') + " " + Character.reverseBytes('\u0102'));
        System.out.println(Integer.toBinaryString(42) + " " + Integer.parseInt("101010", 2) + " " + Integer.valueOf("7f", 16) + " " + Long.toHexString(255L << 32) + " " + Integer.MAX_VALUE + 1 + " " + (Integer.MAX_VALUE + 1)
            + " " + Math.addExact(1, 2) + " " + Short.parseShort("-123") + " " + Byte.toUnsignedInt((byte) -1) + " " + Integer.toString(-255, 16) + " " + Integer.parseInt("-FF", 16) + " " + Long.MIN_VALUE);
        try { Math.multiplyExact(1 << 20, 1 << 20); } catch (ArithmeticException e) { System.out.println(e.getMessage()); }
        try { Math.toIntExact(1L << 40); } catch (ArithmeticException e) { System.out.println(e.getMessage()); }
    }

    static class Node<T> { T val; Node<T> next; Node(T v, Node<T> n) { val = v; next = n; } }
    static void linkedList() {
        Node<Integer> head = null;
        for (int i = 5; i >= 1; i--) head = new Node<>(i, head);
        Node<Integer> prev = null, cur = head;
        while (cur != null) { Node<Integer> nx = cur.next; cur.next = prev; prev = cur; cur = nx; }
        StringJoiner sj = new StringJoiner(" -> ", "[", "]");
        sj.setEmptyValue("EMPTY");
        for (Node<Integer> n = prev; n != null; n = n.next) sj.add(String.valueOf(n.val));
        System.out.println(sj + " " + sj.length() + " " + new StringJoiner(",").toString().isEmpty());
        LinkedList<Integer> ll = new LinkedList<>(List.of(1, 2, 3));
        ll.addFirst(0); ll.addLast(4); ll.removeFirstOccurrence(2); ll.add(2, 9);
        ListIterator<Integer> it = ll.listIterator();
        while (it.hasNext()) { int v = it.next(); if (v == 9) it.set(8); if (v == 3) it.add(35); }
        System.out.println(ll + " " + ll.peekLast() + " " + ll.descendingIterator().next() + " " + ll.indexOf(35));
    }

    static void heapSort() {
        int[] a = {12, 11, 13, 5, 6, 7, -1, 0};
        for (int i = a.length / 2 - 1; i >= 0; i--) sift(a, a.length, i);
        for (int n = a.length - 1; n > 0; n--) { int t = a[0]; a[0] = a[n]; a[n] = t; sift(a, n, 0); }
        System.out.println(Arrays.toString(a));
        String[] words = {"banana", "Apple", "cherry", "apple", "Banana"};
        String[] w1 = words.clone(); Arrays.sort(w1);
        String[] w2 = words.clone(); Arrays.sort(w2, String.CASE_INSENSITIVE_ORDER);
        String[] w3 = words.clone(); Arrays.sort(w3, Comparator.comparing((String x) -> x.toLowerCase()).thenComparing(Comparator.naturalOrder()));
        System.out.println(Arrays.toString(w1) + Arrays.toString(w2) + Arrays.toString(w3) + " " + "apple".compareToIgnoreCase("APPLE") + " " + "b".compareTo("apple"));
    }
    static void sift(int[] a, int n, int i) {
        while (true) {
            int l = 2 * i + 1, r = l + 1, m = i;
            if (l < n && a[l] > a[m]) m = l;
            if (r < n && a[r] > a[m]) m = r;
            if (m == i) return;
            int t = a[i]; a[i] = a[m]; a[m] = t; i = m;
        }
    }

    static void textJustify() {
        String[] words = "This is an example of text justification done in Java.".split(" ");
        int width = 16; List<String> lines = new ArrayList<>();
        int i = 0;
        while (i < words.length) {
            int j = i, len = 0;
            while (j < words.length && len + words[j].length() + (j - i) <= width) len += words[j++].length();
            StringBuilder sb = new StringBuilder();
            int gaps = j - i - 1;
            for (int k = i; k < j; k++) {
                sb.append(words[k]);
                if (k < j - 1) sb.append(" ".repeat(j == words.length ? 1 : (width - len) / gaps + (k - i < (width - len) % gaps ? 1 : 0)));
            }
            lines.add(String.format("|%-" + width + "s|", sb));
            i = j;
        }
        lines.forEach(System.out::println);
        System.out.println(String.format("|%10s|%-10s|%.3s|%10.2f|%-8d|%08X|%,d|", "right", "left", "truncated", Math.E, 42, 48879, -1234567));
    }
}
