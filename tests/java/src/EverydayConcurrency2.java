// CompletableFuture chains, executors, invokeAll/invokeAny, latches, atomics and concurrent
// collections as tutorials use them; every printed value is independent of scheduling.
import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;
import java.util.concurrent.locks.*;
import java.util.stream.*;

public class EverydayConcurrency2 {
    public static void main(String[] args) throws Exception {
        futures(); executors(); sync(); atomics(); collections(); forkJoin();
    }

    static void futures() throws Exception {
        CompletableFuture<Integer> f = CompletableFuture.supplyAsync(() -> 21).thenApply(x -> x * 2);
        System.out.println(f.get() + " " + f.join() + " " + f.isDone() + " " + f.getNow(0));
        CompletableFuture<String> combined = CompletableFuture.supplyAsync(() -> "Hello").thenCombine(CompletableFuture.supplyAsync(() -> "World"), (a, b) -> a + " " + b);
        System.out.println(combined.get(30, TimeUnit.SECONDS));
        System.out.println(CompletableFuture.supplyAsync(() -> 5).thenCompose(x -> CompletableFuture.supplyAsync(() -> x * x)).thenApply(String::valueOf).join());
        CompletableFuture<Integer> failing = CompletableFuture.supplyAsync(() -> { if (true) throw new IllegalStateException("boom"); return 1; });
        System.out.println(failing.exceptionally(ex -> { System.out.println("exceptionally: " + ex.getClass().getSimpleName() + " / " + ex.getCause()); return -1; }).join());
        System.out.println(failing.handle((v, ex) -> ex == null ? "ok " + v : "handled " + ex.getCause().getMessage()).join());
        try { failing.join(); } catch (CompletionException e) { System.out.println("join: " + e.getMessage() + " | " + e.getCause()); }
        try { failing.get(); } catch (ExecutionException e) { System.out.println("get: " + e.getMessage() + " | " + e.getCause()); }
        System.out.println(failing.isCompletedExceptionally() + " " + failing.isDone() + " " + failing.isCancelled());
        List<CompletableFuture<Integer>> fs = IntStream.range(1, 6).mapToObj(i -> CompletableFuture.supplyAsync(() -> i * i)).toList();
        CompletableFuture.allOf(fs.toArray(new CompletableFuture[0])).join();
        System.out.println(fs.stream().map(CompletableFuture::join).toList());
        CompletableFuture<Object> any = CompletableFuture.anyOf(CompletableFuture.completedFuture("first"), new CompletableFuture<>());
        System.out.println(any.join());
        CompletableFuture<String> manual = new CompletableFuture<>();
        System.out.println(manual.complete("done") + " " + manual.complete("again") + " " + manual.join());
        CompletableFuture<String> exc = new CompletableFuture<>(); exc.completeExceptionally(new java.io.IOException("io"));
        try { exc.join(); } catch (CompletionException e) { System.out.println(e.getMessage()); }
        CompletableFuture<String> cancelled = new CompletableFuture<>(); cancelled.cancel(true);
        try { cancelled.join(); } catch (CancellationException e) { System.out.println("cancelled " + cancelled.isCancelled() + " " + cancelled.isCompletedExceptionally()); }
        StringBuffer log = new StringBuffer();
        CompletableFuture.completedFuture(3).thenAccept(v -> log.append("accept ").append(v)).thenRun(() -> log.append(" run")).join();
        CompletableFuture.completedFuture("x").whenComplete((v, ex) -> log.append(" when ").append(v).append(ex)).join();
        System.out.println(log);
        System.out.println(CompletableFuture.supplyAsync(() -> 2).thenApplyAsync(x -> x + 1).thenCombineAsync(CompletableFuture.completedFuture(10), Integer::sum).orTimeout(5, TimeUnit.SECONDS).join());
        System.out.println(new CompletableFuture<String>().completeOnTimeout("fallback", 10, TimeUnit.MILLISECONDS).join());
        System.out.println(CompletableFuture.failedFuture(new RuntimeException("ff")).exceptionallyCompose(ex -> CompletableFuture.completedFuture("recovered " + ex.getMessage())).join());
        System.out.println(CompletableFuture.supplyAsync(() -> 1).applyToEither(new CompletableFuture<Integer>(), x -> x + 100).join() + " " + CompletableFuture.completedFuture(1).toCompletableFuture().getNumberOfDependents());
    }

    static void executors() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(3);
        List<Callable<String>> tasks = new ArrayList<>();
        for (int i = 1; i <= 5; i++) { int n = i; tasks.add(() -> "task" + n + "=" + IntStream.rangeClosed(1, n * 1000).asLongStream().sum()); }
        for (Future<String> fu : pool.invokeAll(tasks)) System.out.println(fu.get() + " " + fu.isDone());
        String anyResult = pool.invokeAny(List.of(() -> "only"));
        System.out.println(anyResult);
        Future<Integer> fut = pool.submit(() -> 6 * 7);
        Future<?> runF = pool.submit(() -> { });
        System.out.println(fut.get() + " " + runF.get() + " " + pool.submit(() -> {}, "result").get());
        Future<Object> bad = pool.submit(() -> { throw new java.io.IOException("task io"); });
        try { bad.get(); } catch (ExecutionException e) { System.out.println(e.getMessage() + " | " + e.getCause().getClass().getName()); }
        AtomicInteger counter = new AtomicInteger();
        for (int i = 0; i < 100; i++) pool.execute(counter::incrementAndGet);
        pool.shutdown();
        System.out.println(pool.awaitTermination(5, TimeUnit.SECONDS) + " " + pool.isShutdown() + " " + pool.isTerminated() + " " + counter.get());
        try { pool.submit(() -> 1); } catch (RejectedExecutionException e) { System.out.println("rejected"); }
        ExecutorService single = Executors.newSingleThreadExecutor();
        List<Integer> order = Collections.synchronizedList(new ArrayList<>());
        for (int i = 0; i < 5; i++) { int n = i; single.submit(() -> order.add(n)); }
        single.shutdown(); single.awaitTermination(5, TimeUnit.SECONDS); System.out.println("single " + order);
        ScheduledExecutorService ses = Executors.newScheduledThreadPool(1);
        ScheduledFuture<String> sf = ses.schedule(() -> "scheduled", 20, TimeUnit.MILLISECONDS);
        System.out.println(sf.get());
        CountDownLatch ticks = new CountDownLatch(3);
        ScheduledFuture<?> rep = ses.scheduleAtFixedRate(ticks::countDown, 0, 5, TimeUnit.MILLISECONDS);
        System.out.println("ticks " + ticks.await(5, TimeUnit.SECONDS)); rep.cancel(false);
        ses.shutdownNow(); System.out.println(rep.isCancelled());
        ExecutorService cached = Executors.newCachedThreadPool(r -> { Thread t = new Thread(r, "worker"); t.setDaemon(true); return t; });
        System.out.println(cached.submit(() -> Thread.currentThread().getName() + " " + Thread.currentThread().isDaemon()).get());
        cached.shutdown();
        ExecutorService ws = Executors.newWorkStealingPool(2);
        System.out.println(ws.submit(() -> "ws").get()); ws.shutdown();
        ExecutorService ecsPool = Executors.newFixedThreadPool(2);
        ExecutorCompletionService<Integer> ecs = new ExecutorCompletionService<>(ecsPool);
        for (int i = 1; i <= 4; i++) { int n = i; ecs.submit(() -> n * 10); }
        int total = 0; for (int i = 0; i < 4; i++) total += ecs.take().get(); System.out.println("ecs total " + total); ecsPool.shutdown();
    }

    static int shared;
    static void sync() throws Exception {
        Object lock = new Object();
        Thread[] ts = new Thread[4];
        for (int i = 0; i < ts.length; i++) { ts[i] = new Thread(() -> { for (int k = 0; k < 1000; k++) synchronized (lock) { shared++; } }, "t" + i); ts[i].start(); }
        for (Thread t : ts) t.join();
        System.out.println("shared " + shared + " " + ts[0].getName() + " " + ts[0].getState() + " " + ts[0].isAlive());
        ReentrantLock rl = new ReentrantLock(); Condition notEmpty = rl.newCondition(); Deque<Integer> buf = new ArrayDeque<>();
        Thread consumer = new Thread(() -> { rl.lock(); try { while (buf.isEmpty()) notEmpty.awaitUninterruptibly(); System.out.println("consumed " + buf.poll()); } finally { rl.unlock(); } });
        consumer.start(); rl.lock(); try { buf.add(99); notEmpty.signal(); } finally { rl.unlock(); } consumer.join();
        System.out.println(rl.isLocked() + " " + rl.tryLock() + " " + rl.getHoldCount() + " " + rl.isHeldByCurrentThread()); rl.unlock();
        BlockingQueue<String> q = new ArrayBlockingQueue<>(2);
        Thread prod = new Thread(() -> { try { for (String s : List.of("a", "b", "c", "d", "STOP")) q.put(s); } catch (InterruptedException e) { } });
        prod.start(); StringBuilder got = new StringBuilder(); String s; while (!(s = q.take()).equals("STOP")) got.append(s); prod.join();
        System.out.println("pc " + got + " " + q.offer("x") + q.offer("y") + q.offer("z") + " " + q.remainingCapacity() + " " + q);
        CyclicBarrier barrier = new CyclicBarrier(3, () -> System.out.println("barrier tripped"));
        AtomicInteger arrived = new AtomicInteger();
        Thread[] bs = new Thread[3]; for (int i = 0; i < 3; i++) { bs[i] = new Thread(() -> { arrived.incrementAndGet(); try { barrier.await(); } catch (Exception e) { } }); bs[i].start(); }
        for (Thread t : bs) t.join(); System.out.println("arrived " + arrived + " " + barrier.getParties() + " " + barrier.isBroken());
        Semaphore sem = new Semaphore(2); sem.acquire(); System.out.println(sem.availablePermits() + " " + sem.tryAcquire() + " " + sem.tryAcquire() + " " + sem.availablePermits()); sem.release(2);
        Thread sleeper = new Thread(() -> { try { Thread.sleep(10000); System.out.println("woke"); } catch (InterruptedException e) { System.out.println("interrupted " + Thread.currentThread().isInterrupted()); } });
        sleeper.start(); sleeper.interrupt(); sleeper.join();
        Thread daemon = new Thread(() -> {}); daemon.setDaemon(true); System.out.println(daemon.isDaemon() + " " + daemon.getState() + " " + Thread.currentThread().getName() + " " + Thread.currentThread().getPriority());
        Thread failing = new Thread(() -> { throw new IllegalStateException("in thread"); });
        failing.setUncaughtExceptionHandler((t, e) -> System.out.println("handler: " + t.getName().startsWith("Thread-") + " " + e.getMessage()));
        failing.start(); failing.join();
        ThreadLocal<Integer> tl = ThreadLocal.withInitial(() -> 7); tl.set(8);
        int[] other = new int[1]; Thread tlt = new Thread(() -> other[0] = tl.get()); tlt.start(); tlt.join(); System.out.println("tl " + tl.get() + " " + other[0]);
        ReadWriteLock rw = new ReentrantReadWriteLock(); rw.readLock().lock(); rw.readLock().lock(); System.out.println("rw " + ((ReentrantReadWriteLock) rw).getReadLockCount() + " " + rw.writeLock().tryLock()); rw.readLock().unlock(); rw.readLock().unlock();
    }

    static void atomics() throws Exception {
        AtomicInteger ai = new AtomicInteger(5);
        System.out.println(ai.getAndIncrement() + " " + ai.incrementAndGet() + " " + ai.addAndGet(10) + " " + ai.compareAndSet(17, 1) + " " + ai.compareAndSet(17, 2) + " " + ai.updateAndGet(x -> x * 100) + " " + ai.getAndUpdate(x -> x + 1) + " " + ai.accumulateAndGet(5, Math::max) + " " + ai);
        AtomicLong al = new AtomicLong(); LongAdder adder = new LongAdder(); LongAccumulator maxAcc = new LongAccumulator(Long::max, Long.MIN_VALUE);
        Thread[] ts = new Thread[4];
        for (int i = 0; i < 4; i++) { int n = i; ts[i] = new Thread(() -> { for (int k = 0; k < 500; k++) { al.incrementAndGet(); adder.increment(); maxAcc.accumulate(n * 1000 + k); } }); ts[i].start(); }
        for (Thread t : ts) t.join();
        System.out.println(al.get() + " " + adder.sum() + " " + adder + " " + maxAcc.get() + " " + adder.sumThenReset() + " " + adder.sum());
        AtomicReference<String> ar = new AtomicReference<>("a"); ar.accumulateAndGet("b", String::concat);
        System.out.println(ar.get() + " " + ar.getAndSet("z") + " " + ar + " " + new AtomicBoolean(true).getAndSet(false));
        AtomicIntegerArray arr = new AtomicIntegerArray(3); arr.incrementAndGet(1); arr.addAndGet(2, 5); System.out.println(arr + " " + arr.length());
    }

    static void collections() throws Exception {
        ConcurrentHashMap<String, Integer> chm = new ConcurrentHashMap<>();
        ExecutorService pool = Executors.newFixedThreadPool(4);
        List<String> words = List.of("apple", "banana", "apple", "cherry", "banana", "apple");
        List<Future<?>> fs = new ArrayList<>();
        for (int r = 0; r < 10; r++) for (String w : words) fs.add(pool.submit(() -> chm.merge(w, 1, Integer::sum)));
        for (Future<?> fu : fs) fu.get();
        pool.shutdown();
        System.out.println(new TreeMap<>(chm) + " " + chm.getOrDefault("kiwi", 0) + " " + chm.reduceValues(1, Integer::sum) + " " + chm.mappingCount());
        chm.computeIfAbsent("kiwi", k -> k.length()); chm.compute("apple", (k, v) -> v == null ? 0 : v / 10);
        System.out.println(new TreeMap<>(chm) + " " + chm.search(1, (k, v) -> v == 5 ? k : null) + " " + chm.containsValue(20));
        ConcurrentHashMap<Integer, String> order = new ConcurrentHashMap<>(); for (int i = 20; i > 0; i -= 3) order.put(i, "v" + i); System.out.println(order + " " + order.keySet());
        Set<String> ks = ConcurrentHashMap.newKeySet(); ks.add("x"); ks.add("x"); System.out.println(ks);
        CopyOnWriteArrayList<Integer> cow = new CopyOnWriteArrayList<>(List.of(1, 2, 3));
        for (Integer x : cow) if (x == 2) cow.add(4);
        System.out.println(cow + " " + cow.addIfAbsent(4) + " " + cow.addIfAbsent(5));
        ConcurrentSkipListMap<String, Integer> skip = new ConcurrentSkipListMap<>(Map.of("b", 2, "a", 1, "d", 4));
        System.out.println(skip + " " + skip.ceilingKey("c") + " " + skip.headMap("c") + " " + skip.descendingMap() + " " + new ConcurrentSkipListSet<>(List.of(5, 1, 3)));
        ConcurrentLinkedQueue<Integer> clq = new ConcurrentLinkedQueue<>(List.of(1, 2)); clq.offer(3); System.out.println(clq.poll() + " " + clq + " " + new ConcurrentLinkedDeque<>(List.of(7, 8)).peekLast());
        PriorityBlockingQueue<Integer> pbq = new PriorityBlockingQueue<>(); pbq.addAll(List.of(5, 1, 3)); System.out.println(pbq.take() + " " + pbq.size());
        LinkedBlockingDeque<Integer> lbd = new LinkedBlockingDeque<>(); lbd.putFirst(1); lbd.putLast(2); System.out.println(lbd.takeLast() + " " + lbd.poll(10, TimeUnit.MILLISECONDS) + " " + lbd.poll(10, TimeUnit.MILLISECONDS));
        DelayQueue<Delayed> dq = new DelayQueue<>(); System.out.println(dq.poll() + " " + new SynchronousQueue<Integer>().offer(1) + " " + new LinkedTransferQueue<>(List.of(1)).size());
    }

    static class Fib extends RecursiveTask<Long> {
        final int n; Fib(int n) { this.n = n; }
        protected Long compute() { if (n < 15) return slow(n); Fib a = new Fib(n - 1); a.fork(); return new Fib(n - 2).compute() + a.join(); }
        static long slow(int n) { return n < 2 ? n : slow(n - 1) + slow(n - 2); }
    }
    static class SumAction extends RecursiveAction {
        final long[] a; final int lo, hi; SumAction(long[] a, int lo, int hi) { this.a = a; this.lo = lo; this.hi = hi; }
        protected void compute() { if (hi - lo < 1000) { for (int i = lo; i < hi; i++) a[i] = a[i] * 2; return; } int mid = (lo + hi) >>> 1; invokeAll(new SumAction(a, lo, mid), new SumAction(a, mid, hi)); }
    }
    static void forkJoin() {
        ForkJoinPool fjp = new ForkJoinPool(2);
        System.out.println("fib " + ForkJoinPool.commonPool().invoke(new Fib(22)) + " " + fjp.invoke(new Fib(18))); fjp.shutdown();
        long[] arr = LongStream.range(0, 10000).toArray(); ForkJoinPool.commonPool().invoke(new SumAction(arr, 0, arr.length));
        System.out.println(Arrays.stream(arr).sum() + " " + IntStream.range(0, 10000).parallel().mapToLong(i -> (long) i * i).sum() + " " + List.of(3, 1, 2).parallelStream().sorted().map(String::valueOf).collect(Collectors.joining(",")));
        int[] big = new Random(1).ints(50000, 0, 1000).toArray(); int[] copy = big.clone(); Arrays.parallelSort(copy); Arrays.sort(big);
        System.out.println(Arrays.equals(big, copy) + " " + copy[0] + " " + copy[49999]);
        long[] prefix = {1, 2, 3, 4, 5}; Arrays.parallelPrefix(prefix, Long::sum); System.out.println(Arrays.toString(prefix));
        Integer[] boxes = new Integer[5]; Arrays.setAll(boxes, i -> i * i); System.out.println(Arrays.toString(boxes));
    }
}
