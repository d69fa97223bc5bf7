import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;
import java.util.stream.*;

// Everyday programs of the kinds people write and teach with, run one after the other:
// concurrency: a bank simulation with executors and atomics, CompletableFuture chains and ConcurrentHashMap.
// Each was compared with JDK 17 as a standalone program first.
public class EverydayConcurrency {
    public static void main(String[] args) throws Exception {
        System.out.println("== BankSimulation");
        BankSimulation.main(args);
        System.out.println("== FuturesAndMaps");
        FuturesAndMaps.main(args);
    }

    static class BankSimulation {
        static class InsufficientFundsException extends Exception {
            InsufficientFundsException(String msg) { super(msg); }
        }
        static class Account {
            final String id; private final AtomicLong balance;
            Account(String id, long b) { this.id = id; balance = new AtomicLong(b); }
            void deposit(long amt) { if (amt <= 0) throw new IllegalArgumentException("Deposit must be positive: " + amt); balance.addAndGet(amt); }
            void withdraw(long amt) throws InsufficientFundsException {
                while (true) {
                    long cur = balance.get();
                    if (cur < amt) throw new InsufficientFundsException("Account " + id + ": balance " + cur + " < " + amt);
                    if (balance.compareAndSet(cur, cur - amt)) return;
                }
            }
            long balance() { return balance.get(); }
        }
        public static void main(String[] args) throws Exception {
            Account a = new Account("A-1", 1000), b = new Account("B-2", 500);
            ExecutorService pool = Executors.newFixedThreadPool(4);
            List<Future<Integer>> fs = new ArrayList<>();
            AtomicInteger failures = new AtomicInteger();
            LongAdder ops = new LongAdder();
            for (int t = 0; t < 8; t++) {
                final int tt = t;
                fs.add(pool.submit(() -> {
                    int done = 0;
                    for (int i = 0; i < 1000; i++) {
                        a.deposit(1); ops.increment();
                        try { a.withdraw(1); done++; } catch (InsufficientFundsException e) { failures.incrementAndGet(); }
                    }
                    return done + tt * 0;
                }));
            }
            int total = 0;
            for (Future<Integer> f : fs) total += f.get();
            pool.shutdown();
            System.out.println("terminated=" + pool.awaitTermination(10, TimeUnit.SECONDS) + " isShutdown=" + pool.isShutdown());
            System.out.println("done=" + total + " failures=" + failures.get() + " ops=" + ops.sum() + " balance=" + a.balance());
            try { b.withdraw(600); } catch (InsufficientFundsException e) { System.out.println("caught: " + e.getMessage()); System.out.println(e); }
            try { b.deposit(-5); } catch (IllegalArgumentException e) { System.out.println(e); }
            ExecutorService single = Executors.newSingleThreadExecutor();
            Future<String> f = single.submit(() -> { throw new IllegalStateException("boom"); });
            try { f.get(); } catch (ExecutionException e) { System.out.println("EE: " + e.getMessage()); System.out.println("cause: " + e.getCause()); }
            List<Callable<Integer>> calls = new ArrayList<>();
            for (int i = 1; i <= 5; i++) { final int n = i; calls.add(() -> n * n); }
            int sum = 0; for (Future<Integer> x : single.invokeAll(calls)) sum += x.get();
            System.out.println("invokeAll sum=" + sum);
            System.out.println("invokeAny=" + single.invokeAny(List.of(() -> 42)));
            single.shutdown();
            try { single.submit(() -> 1); } catch (RejectedExecutionException e) { System.out.println("rejected " + (e.getMessage() != null)); }
            ScheduledExecutorService ses = Executors.newScheduledThreadPool(1);
            ScheduledFuture<String> sf = ses.schedule(() -> "later", 10, TimeUnit.MILLISECONDS);
            System.out.println(sf.get());
            ses.shutdownNow();
            CountDownLatch latch = new CountDownLatch(3);
            AtomicReference<String> ref = new AtomicReference<>("");
            for (int i = 0; i < 3; i++) { new Thread(() -> { ref.accumulateAndGet("x", String::concat); latch.countDown(); }).start(); }
            latch.await();
            System.out.println(ref.get() + " " + latch.getCount());
            AtomicIntegerArray arr = new AtomicIntegerArray(4);
            arr.incrementAndGet(2); arr.addAndGet(3, 7);
            System.out.println(arr);
            AtomicLong al = new AtomicLong(5);
            System.out.println(al.getAndUpdate(x -> x * 3) + " " + al.updateAndGet(x -> x + 1) + " " + al);
            Semaphore sem = new Semaphore(2);
            System.out.println(sem.tryAcquire() + " " + sem.availablePermits());
            CyclicBarrier bar = new CyclicBarrier(2, () -> System.out.println("barrier tripped"));
            Thread th = new Thread(() -> { try { bar.await(); } catch (Exception e) {} });
            th.start(); bar.await(); th.join();
            ForkJoinPool fj = new ForkJoinPool(2);
            System.out.println(fj.invoke(new SumTask(new long[]{1,2,3,4,5,6,7,8,9,10}, 0, 10)));
            fj.shutdown();
            System.out.println(ForkJoinPool.commonPool().submit(() -> 7).get());
        }
        static class SumTask extends RecursiveTask<Long> {
            final long[] a; final int lo, hi;
            SumTask(long[] a, int lo, int hi) { this.a = a; this.lo = lo; this.hi = hi; }
            protected Long compute() {
                if (hi - lo <= 2) { long s = 0; for (int i = lo; i < hi; i++) s += a[i]; return s; }
                int mid = (lo + hi) / 2; SumTask l = new SumTask(a, lo, mid); l.fork();
                return new SumTask(a, mid, hi).compute() + l.join();
            }
        }
    }

    static class FuturesAndMaps {
        public static void main(String[] args) throws Exception {
            CompletableFuture<Integer> f = CompletableFuture.supplyAsync(() -> 6).thenApply(x -> x * 7);
            System.out.println(f.get() + " " + f.join() + " " + f.isDone());
            CompletableFuture<String> comb = CompletableFuture.supplyAsync(() -> "Hello").thenCombine(CompletableFuture.supplyAsync(() -> "World"), (a, b) -> a + " " + b);
            System.out.println(comb.get());
            System.out.println(CompletableFuture.completedFuture(2).thenCompose(x -> CompletableFuture.supplyAsync(() -> x + 40)).get());
            CompletableFuture<Integer> failing = CompletableFuture.supplyAsync(() -> { if (true) throw new IllegalArgumentException("bad input"); return 1; });
            System.out.println(failing.exceptionally(ex -> { System.out.println("exc: " + ex.getClass().getSimpleName() + " / " + ex.getCause()); return -1; }).get());
            System.out.println(failing.handle((v, ex) -> ex != null ? "handled " + ex.getCause().getMessage() : "v=" + v).get());
            try { failing.get(); } catch (ExecutionException e) { System.out.println("EE " + e.getMessage()); }
            try { failing.join(); } catch (CompletionException e) { System.out.println("CE " + e.getMessage()); }
            System.out.println(failing.isCompletedExceptionally() + " " + failing.isDone());
            List<CompletableFuture<Integer>> fs = IntStream.range(1, 6).mapToObj(i -> CompletableFuture.supplyAsync(() -> i * i)).collect(Collectors.toList());
            CompletableFuture.allOf(fs.toArray(new CompletableFuture[0])).join();
            System.out.println(fs.stream().map(CompletableFuture::join).collect(Collectors.toList()));
            System.out.println(CompletableFuture.anyOf(CompletableFuture.completedFuture("first")).get());
            StringBuffer log = new StringBuffer();
            CompletableFuture.runAsync(() -> log.append("run;")).thenRun(() -> log.append("then;")).thenAccept(v -> log.append("acc" + v + ";")).get();
            System.out.println(log);
            CompletableFuture<String> manual = new CompletableFuture<>(); new Thread(() -> manual.complete("manual done")).start(); System.out.println(manual.get(5, TimeUnit.SECONDS));
            CompletableFuture<String> w = new CompletableFuture<>(); w.completeExceptionally(new RuntimeException("nope")); System.out.println(w.whenComplete((v, e) -> System.out.println("when " + v + " " + e)).exceptionally(e -> "rec").get());
            ExecutorService ex = Executors.newFixedThreadPool(2);
            System.out.println(CompletableFuture.supplyAsync(() -> "on pool", ex).thenApplyAsync(String::toUpperCase, ex).get());
            ex.shutdown();
            ConcurrentHashMap<String, Integer> chm = new ConcurrentHashMap<>();
            ExecutorService p = Executors.newFixedThreadPool(3);
            List<Future<?>> futs = new ArrayList<>();
            for (int t = 0; t < 3; t++) futs.add(p.submit(() -> { for (int i = 0; i < 1000; i++) { chm.merge("k" + (i % 5), 1, Integer::sum); chm.compute("total", (k, v) -> v == null ? 1 : v + 1); } }));
            for (Future<?> fu : futs) fu.get(); p.shutdown();
            System.out.println(new TreeMap<>(chm));
            chm.computeIfAbsent("new", k -> 99); chm.computeIfPresent("k0", (k, v) -> v / 100); chm.putIfAbsent("k1", -1);
            System.out.println(chm.get("new") + " " + chm.get("k0") + " " + chm.get("k1") + " " + chm.getOrDefault("zz", 0) + " " + chm.mappingCount() + " " + chm.containsValue(99));
            ConcurrentHashMap<Integer, String> ch2 = new ConcurrentHashMap<>(); for (int i = 0; i < 20; i += 2) ch2.put(i, "v" + i); System.out.println(ch2 + " " + ch2.keySet());
            CopyOnWriteArrayList<Integer> cow = new CopyOnWriteArrayList<>(List.of(1, 2, 3)); for (Integer i : cow) cow.add(i * 10); System.out.println(cow + " " + cow.addIfAbsent(1));
            ConcurrentLinkedQueue<String> clq = new ConcurrentLinkedQueue<>(List.of("a", "b")); clq.offer("c"); System.out.println(clq.poll() + clq);
            BlockingQueue<Integer> bq = new LinkedBlockingQueue<>(2); System.out.println(bq.offer(1) + " " + bq.offer(2) + " " + bq.offer(3) + " " + bq.take() + " " + bq.poll(10, TimeUnit.MILLISECONDS) + " " + bq.poll(10, TimeUnit.MILLISECONDS) + " " + bq.remainingCapacity());
            ArrayBlockingQueue<Integer> abq = new ArrayBlockingQueue<>(3); Thread prod = new Thread(() -> { try { for (int i = 0; i < 10; i++) abq.put(i); abq.put(-1); } catch (InterruptedException e) {} }); prod.start();
            int sum = 0; for (int x; (x = abq.take()) != -1; ) sum += x; System.out.println("consumed sum " + sum);
            ConcurrentSkipListMap<String, Integer> sk = new ConcurrentSkipListMap<>(Map.of("b", 2, "a", 1, "c", 3)); System.out.println(sk + " " + sk.firstKey() + " " + sk.headMap("c"));
            System.out.println(TimeUnit.SECONDS.toMillis(3) + " " + TimeUnit.MILLISECONDS.toSeconds(4500) + " " + TimeUnit.HOURS.convert(180, TimeUnit.MINUTES) + " " + TimeUnit.DAYS);
            System.out.println(IntStream.range(0, 1000).parallel().filter(i -> i % 7 == 0).sum() + " " + List.of(3, 1, 2).parallelStream().sorted().collect(Collectors.toList()));
            Thread t = new Thread(() -> { throw new IllegalStateException("worker failed"); }, "worker-1");
            t.setUncaughtExceptionHandler((th, e) -> System.out.println("handler: " + th.getName() + " " + e.getMessage())); t.start(); t.join();
            ThreadLocal<Integer> tl = ThreadLocal.withInitial(() -> 5); tl.set(6); Thread t2 = new Thread(() -> System.out.println("tl in thread " + tl.get())); t2.start(); t2.join(); System.out.println("tl main " + tl.get());
            ReentrantLockDemo.run();
        }
        static class ReentrantLockDemo {
            static void run() throws InterruptedException {
                java.util.concurrent.locks.ReentrantLock lock = new java.util.concurrent.locks.ReentrantLock(); java.util.concurrent.locks.Condition cond = lock.newCondition(); int[] state = {0};
                Thread w = new Thread(() -> { lock.lock(); try { while (state[0] == 0) cond.await(); System.out.println("woke with " + state[0]); } catch (InterruptedException e) {} finally { lock.unlock(); } });
                w.start(); Thread.sleep(20); lock.lock(); try { state[0] = 7; cond.signalAll(); } finally { lock.unlock(); } w.join();
                java.util.concurrent.locks.ReadWriteLock rw = new java.util.concurrent.locks.ReentrantReadWriteLock(); rw.readLock().lock(); rw.readLock().unlock(); rw.writeLock().lock(); System.out.println("rw ok " + lock.isLocked()); rw.writeLock().unlock();
            }
        }
    }
}
