// StampedLock, conditions, Flow with SubmissionPublisher, fork/join and synchronizers,
// Arrays and legacy collections, more streams, Objects, Character.isMirrored.
import java.io.*;
import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;
import java.util.concurrent.locks.*;
import java.util.function.*;
import java.util.stream.*;

public class EverydayLibs {
    public static void main(String[] args) throws Exception {
        locks(); flow(); completer(); arraysMore(); legacy(); streamsMore(); objectsMore(); unicodeMore();
    }

    static void locks() throws Exception {
        StampedLock sl = new StampedLock();
        double[] point = {1, 2};
        long stamp = sl.tryOptimisticRead();
        double x = point[0], y = point[1];
        System.out.println("optimistic valid " + sl.validate(stamp) + " " + (x + y));
        long w = sl.writeLock();
        try { point[0] = 5; } finally { sl.unlockWrite(w); }
        System.out.println("after write valid " + sl.validate(stamp) + " " + sl.isWriteLocked());
        long r = sl.readLock();
        System.out.println("read locked " + sl.isReadLocked() + " " + sl.getReadLockCount());
        long ws = sl.tryConvertToWriteLock(r);
        System.out.println("converted " + (ws != 0) + " " + sl.isWriteLocked());
        sl.unlock(ws);
        Lock rl = sl.asReadLock(); rl.lock(); rl.unlock();
        ReentrantLock lock = new ReentrantLock(true);
        Condition notEmpty = lock.newCondition();
        Deque<Integer> q = new ArrayDeque<>();
        Thread consumer = new Thread(() -> {
            lock.lock();
            try { while (q.isEmpty()) notEmpty.await(); System.out.println("consumed " + q.poll()); } catch (InterruptedException e) { } finally { lock.unlock(); }
        });
        consumer.start();
        lock.lock(); try { q.add(99); notEmpty.signal(); } finally { lock.unlock(); }
        consumer.join();
        System.out.println(lock.isFair() + " " + lock.isLocked() + " " + lock.tryLock() + " " + lock.getHoldCount());
        lock.unlock();
    }

    static void flow() throws Exception {
        List<String> got = Collections.synchronizedList(new ArrayList<>());
        CountDownLatch done = new CountDownLatch(1);
        try (SubmissionPublisher<Integer> pub = new SubmissionPublisher<>()) {
            pub.subscribe(new Flow.Subscriber<Integer>() {
                Flow.Subscription sub;
                public void onSubscribe(Flow.Subscription s) { sub = s; s.request(1); }
                public void onNext(Integer item) { got.add("item" + item); sub.request(1); }
                public void onError(Throwable t) { got.add("error " + t); }
                public void onComplete() { got.add("complete"); done.countDown(); }
            });
            for (int i = 0; i < 4; i++) pub.submit(i);
        }
        done.await(5, TimeUnit.SECONDS);
        System.out.println(got);
    }

    static class SumTask extends RecursiveTask<Long> {
        final int[] a; final int lo, hi;
        SumTask(int[] a, int lo, int hi) { this.a = a; this.lo = lo; this.hi = hi; }
        protected Long compute() {
            if (hi - lo <= 1000) { long s = 0; for (int i = lo; i < hi; i++) s += a[i]; return s; }
            int mid = (lo + hi) >>> 1;
            SumTask left = new SumTask(a, lo, mid); left.fork();
            return new SumTask(a, mid, hi).compute() + left.join();
        }
    }
    static void completer() throws Exception {
        int[] data = IntStream.rangeClosed(1, 100_000).toArray();
        System.out.println("fork/join sum " + ForkJoinPool.commonPool().invoke(new SumTask(data, 0, data.length)) + " " + new ForkJoinPool(2).submit(new SumTask(data, 0, 10)).get());
        Exchanger<String> ex = new Exchanger<>();
        Thread t = new Thread(() -> { try { ex.exchange("from thread"); } catch (InterruptedException e) { } });
        t.start(); System.out.println(ex.exchange("from main")); t.join();
        Semaphore sem = new Semaphore(2);
        sem.acquire(); System.out.println(sem.availablePermits() + " " + sem.tryAcquire(2) + " " + sem.tryAcquire()); sem.release(2);
        CyclicBarrier barrier = new CyclicBarrier(2, () -> System.out.println("barrier tripped"));
        Thread bt = new Thread(() -> { try { barrier.await(); } catch (Exception e) { } });
        bt.start(); barrier.await(); bt.join();
        Phaser ph = new Phaser(1); System.out.println(ph.getPhase() + " " + ph.arrive() + " " + ph.getPhase());
        BlockingQueue<String> bq = new LinkedBlockingQueue<>(2);
        System.out.println(bq.offer("a") + " " + bq.offer("b") + " " + bq.offer("c") + " " + bq.remainingCapacity() + " " + bq.poll(10, TimeUnit.MILLISECONDS) + " " + bq);
        CopyOnWriteArrayList<Integer> cow = new CopyOnWriteArrayList<>(List.of(1, 2, 3));
        for (Integer i : cow) if (i == 2) cow.add(4);
        System.out.println(cow + " " + cow.addIfAbsent(4) + " " + new ConcurrentSkipListSet<>(List.of(5, 1, 3)) + " " + new ConcurrentSkipListMap<>(Map.of("b", 2, "a", 1)).firstKey());
        ConcurrentHashMap<String, Integer> chm = new ConcurrentHashMap<>();
        for (String w : "to be or not to be".split(" ")) chm.merge(w, 1, Integer::sum);
        System.out.println(chm + " " + chm.reduceValues(1, Integer::sum) + " " + chm.search(Long.MAX_VALUE, (k, v) -> v > 1 ? k : null) + " " + chm.mappingCount() + " " + ConcurrentHashMap.newKeySet().add("x"));
    }

    static void arraysMore() {
        int[] a = new int[8];
        Arrays.setAll(a, i -> i * i);
        int[] pre = a.clone(); Arrays.parallelPrefix(pre, Integer::sum);
        Integer[] boxed = {5, 3, 9, 1}; Arrays.parallelSort(boxed);
        double[] d = {3.5, -1, 2}; Arrays.sort(d);
        System.out.println(Arrays.toString(a) + " " + Arrays.toString(pre) + " " + Arrays.toString(boxed) + " " + Arrays.toString(d) + " " + Arrays.stream(a, 2, 5).sum());
        int[] arr = {1, 2, 3, 4, 5}; System.arraycopy(arr, 0, arr, 1, 4);
        char[] cs = "hello".toCharArray(); Arrays.fill(cs, 1, 3, '*');
        long[] ls = new long[3]; Arrays.fill(ls, 7L);
        System.out.println(Arrays.toString(arr) + " " + new String(cs) + " " + Arrays.toString(ls) + " " + Arrays.asList("x", "y").getClass().getSimpleName() + " " + Arrays.stream(new String[]{"b", "a"}).sorted().toList()
            + " " + Arrays.equals(new int[]{1, 2, 3}, 0, 2, new int[]{1, 2}, 0, 2) + " " + Arrays.compare(new String[]{"a"}, new String[]{"b"}) + " " + Arrays.toString(Arrays.copyOf(new String[]{"q"}, 3)));
        List<Integer> fixed = Arrays.asList(3, 1, 2);
        Collections.sort(fixed); fixed.set(0, 10);
        try { fixed.add(4); } catch (UnsupportedOperationException e) { System.out.println(fixed + " UOE " + e.getMessage()); }
        BitSet b1 = BitSet.valueOf(new long[]{0b1011L}), b2 = new BitSet(); b2.set(1, 5);
        BitSet and = (BitSet) b1.clone(); and.and(b2); BitSet xor = (BitSet) b1.clone(); xor.xor(b2);
        System.out.println(b1 + " " + b2 + " " + and + " " + xor + " " + b1.intersects(b2) + " " + b2.previousSetBit(10) + " " + b2.nextSetBit(2) + " " + Arrays.toString(xor.toByteArray()) + " " + b2.get(2, 4));
        System.out.println(Base64.getMimeEncoder().encodeToString(new byte[60]).replace("\r\n", "|") + " " + Base64.getUrlEncoder().withoutPadding().encodeToString(new byte[]{-1, -2, -3, -4}) + " " + new String(Base64.getDecoder().decode("aGVsbG8=")));
    }

    static void legacy() {
        Vector<String> v = new Vector<>(List.of("a", "b")); v.addElement("c"); v.insertElementAt("z", 0);
        Enumeration<String> en = v.elements(); StringBuilder sb = new StringBuilder();
        while (en.hasMoreElements()) sb.append(en.nextElement());
        Hashtable<String, Integer> ht = new Hashtable<>(); ht.put("one", 1); ht.put("two", 2); ht.put("three", 3);
        Stack<Integer> st = new Stack<>(); st.push(1); st.push(2); st.push(3);
        System.out.println(sb + " " + v + " " + v.capacity() + " " + ht + " " + ht.keys().nextElement() + " " + st + " " + st.peek() + " " + st.search(1) + " " + st.pop() + st);
        IdentityHashMap<String, Integer> ih = new IdentityHashMap<>(); String k1 = new String("k"); ih.put(k1, 1); ih.put(new String("k"), 2);
        LinkedHashSet<String> lhs = new LinkedHashSet<>(List.of("c", "a", "b")); lhs.add("a"); lhs.remove("c"); lhs.add("c");
        TreeMap<Integer, String> tm = new TreeMap<>(Map.of(1, "a", 5, "e", 3, "c", 7, "g"));
        System.out.println(ih.size() + " " + lhs + " " + tm.subMap(2, 6) + " " + tm.headMap(5) + " " + tm.tailMap(5, false) + " " + tm.descendingKeySet() + " " + tm.floorEntry(4) + " " + tm.higherKey(7) + " " + tm.pollFirstEntry() + " " + tm);
        TreeSet<String> ts = new TreeSet<>(String.CASE_INSENSITIVE_ORDER); ts.addAll(List.of("b", "A", "a", "C"));
        PriorityQueue<Integer> pq = new PriorityQueue<>(List.of(5, 1, 4, 2, 3));
        ArrayDeque<Integer> dq = new ArrayDeque<>(); dq.offerFirst(1); dq.offerLast(2); dq.push(0);
        System.out.println(ts + " " + ts.descendingSet() + " " + ts.ceiling("B") + " " + pq + " " + dq + " " + dq.peekLast() + " " + new ArrayList<>(pq).size());
        Map<String, Integer> um = Collections.unmodifiableMap(new LinkedHashMap<>(Map.of("k", 1)));
        System.out.println(um + " " + Collections.unmodifiableSet(new TreeSet<>(Set.of(3, 1))) + " " + Collections.emptyList().size() + " " + Collections.max(List.of("pear", "fig"), Comparator.comparing(String::length)) + " " + Collections.list(Collections.enumeration(List.of(1, 2))));
    }

    static void streamsMore() {
        System.out.println(Stream.generate(() -> "x").limit(3).collect(Collectors.joining()) + " " + Stream.concat(Stream.of(1), Stream.of(2, 3)).toList() + " " + Stream.of(5, 1, 5, 2, 1).distinct().sorted(Comparator.reverseOrder()).toList()
            + " " + IntStream.range(0, 10).skip(2).limit(5).boxed().collect(Collectors.toCollection(LinkedList::new)) + " " + Stream.of(1, 2, 3, 4, 5, 1).takeWhile(i -> i < 4).toList() + " " + Stream.of(1, 2, 3, 4, 1).dropWhile(i -> i < 3).toList()
            + " " + Stream.ofNullable(null).count() + " " + Optional.of(3).stream().toList() + " " + Stream.of("a,b", "c").flatMap(s -> Arrays.stream(s.split(","))).toList() + " " + IntStream.of(3, 1, 2).sorted().mapToObj(Integer::toString).collect(Collectors.joining("<")));
        System.out.println(Stream.of("apple", "avocado", "banana", "blueberry", "cherry").collect(Collectors.groupingBy(s -> s.charAt(0), Collectors.filtering(s -> s.length() > 5, Collectors.toList())))
            + " " + Stream.of(List.of(1, 2), List.of(3)).collect(Collectors.flatMapping(List::stream, Collectors.summingInt(i -> i))) + " " + Stream.of(1, 2, 3, 4).reduce(0, (p, q) -> p - q) + " " + Stream.of(1, 2, 3).reduce(Integer::max).get()
            + " " + Stream.of("x", "yy").collect(Collectors.toMap(String::length, s -> s, (p, q) -> p, TreeMap::new)) + " " + IntStream.rangeClosed(1, 5).mapToObj(i -> i).collect(Collectors.reducing(1, (p, q) -> p * q))
            + " " + DoubleStream.of(1.5, 2.5).average().getAsDouble() + " " + LongStream.range(0, 5).map(i -> i * i).max().getAsLong() + " " + Stream.of("b", "a").sorted().findFirst().get() + " " + Stream.of(1, 2, 3).anyMatch(i -> i > 2) + Stream.of(1).noneMatch(i -> i > 0)
            + " " + Stream.of("a", "b", "c").collect(Collectors.collectingAndThen(Collectors.toList(), Collections::unmodifiableList)) + " " + IntStream.iterate(1, i -> i * 2).takeWhile(i -> i < 100).boxed().toList());
        List<List<Integer>> perms = new ArrayList<>();
        permute(new ArrayList<>(List.of(1, 2, 3)), 0, perms);
        System.out.println(perms + " " + IntStream.range(0, 1 << 3).mapToObj(m -> IntStream.range(0, 3).filter(i -> (m & 1 << i) != 0).mapToObj(i -> "abc".charAt(i)).map(String::valueOf).collect(Collectors.joining())).collect(Collectors.toList()));
        Iterator<Integer> it = Stream.of(1, 2, 3).iterator(); int s = 0; while (it.hasNext()) s += it.next();
        Spliterator<String> sp = List.of("a", "b", "c", "d").spliterator(); Spliterator<String> half = sp.trySplit();
        StringBuilder sb = new StringBuilder(); half.forEachRemaining(sb::append); sb.append('|'); sp.forEachRemaining(sb::append);
        System.out.println(s + " " + sb + " " + sp.characteristics() + " " + sp.hasCharacteristics(Spliterator.SIZED));
    }
    static void permute(List<Integer> l, int k, List<List<Integer>> out) {
        if (k == l.size()) { out.add(new ArrayList<>(l)); return; }
        for (int i = k; i < l.size(); i++) { Collections.swap(l, k, i); permute(l, k + 1, out); Collections.swap(l, k, i); }
    }

    static void objectsMore() {
        System.out.println(Objects.requireNonNullElse(null, "dflt") + " " + Objects.requireNonNullElseGet(null, () -> "gen") + " " + Objects.toString(null, "none") + " " + Objects.equals(null, null) + " " + Objects.isNull(null) + " " + Objects.hashCode(null)
            + " " + Objects.hash() + " " + Objects.hash((Object) null) + " " + Objects.compare("a", "b", Comparator.naturalOrder()) + " " + Objects.checkFromToIndex(1, 3, 5) + " " + Objects.deepEquals(new int[]{1}, new int[]{1}));
        try { Objects.requireNonNull(null, () -> "supplied message"); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
        try { Objects.checkFromIndexSize(2, 5, 4); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        Runnable r = () -> {}; Object anon = new Object() { public String toString() { return "anon"; } };
        System.out.println(anon + " " + anon.getClass().getSimpleName().isEmpty() + " " + anon.getClass().isAnonymousClass() + " " + r.getClass().isSynthetic() + " " + int[].class.getName() + " " + String[][].class.getSimpleName() + " " + Map.Entry.class.getName() + " " + Thread.State.class.getEnclosingClass().getSimpleName());
    }

    static void unicodeMore() {
        System.out.println(Character.isIdeographic('\u4e2d') + " " + Character.isMirrored('(') + " " + Character.highSurrogate(0x1F600) + Character.lowSurrogate(0x1F600)
            + " " + Character.toTitleCase('a') + " " + Character.isTitleCase('\u01C5') + " " + Character.isDefined(0x10FFFF) + " " + Character.isSpaceChar('\u00a0') + " " + Character.isISOControl('\n') + " " + Character.codePointAt("a😀", 1));
    }

    static class Person implements Serializable { private static final long serialVersionUID = 1L; String name; int age; transient String secret = "s"; Person(String n, int a) { name = n; age = a; } }
    static void serial() {
        try {
            ByteArrayOutputStream bos = new ByteArrayOutputStream();
            try (ObjectOutputStream oos = new ObjectOutputStream(bos)) { oos.writeObject(new Person("Ann", 30)); oos.writeObject(List.of(1, 2)); oos.writeInt(5); }
            try (ObjectInputStream ois = new ObjectInputStream(new ByteArrayInputStream(bos.toByteArray()))) {
                Person p = (Person) ois.readObject();
                System.out.println(p.name + " " + p.age + " " + p.secret + " " + ois.readObject() + " " + ois.readInt());
            }
        } catch (Throwable t) { System.out.println("serialization: " + t); }
    }
}
class EverydayLibsMirror { public static void main(String[] a) { int n = 0; long h = 0; for (int cp = 0; cp <= 0x10FFFF; cp++) if (Character.isMirrored(cp)) { n++; h = h * 31 + cp; } System.out.println(n + " " + h); } }
