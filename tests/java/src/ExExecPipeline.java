import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

public class ExExecPipeline {
    static int collatz(long n) {
        int steps = 0;
        while (n != 1) { n = (n % 2 == 0) ? n / 2 : 3 * n + 1; steps++; }
        return steps;
    }

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        // stage 1: futures
        List<Future<Integer>> futures = new ArrayList<>();
        for (int i = 1; i <= 12; i++) {
            final int n = i * 1000 + 1;
            futures.add(pool.submit(() -> collatz(n)));
        }
        StringBuilder sb = new StringBuilder();
        for (Future<Integer> f : futures) sb.append(f.get()).append(' ');
        System.out.println("collatz: " + sb.toString().trim());
        // stage 2: invokeAll over word counting
        String text = "the quick brown fox jumps over the lazy dog the fox barks and the dog runs over the hill";
        String[] words = text.split(" ");
        ConcurrentHashMap<String, Integer> counts = new ConcurrentHashMap<>();
        AtomicLong chars = new AtomicLong();
        List<Callable<Integer>> tasks = new ArrayList<>();
        int chunk = 5;
        for (int start = 0; start < words.length; start += chunk) {
            final int s = start, e = Math.min(words.length, start + chunk);
            tasks.add(() -> {
                for (int i = s; i < e; i++) {
                    counts.merge(words[i], 1, Integer::sum);
                    chars.addAndGet(words[i].length());
                }
                return e - s;
            });
        }
        int total = 0;
        for (Future<Integer> f : pool.invokeAll(tasks)) { total += f.get(); System.out.print(f.isDone() ? "d" : "?"); }
        System.out.println();
        System.out.println("words=" + total + " chars=" + chars.get() + " counts=" + new TreeMap<>(counts));
        // stage 3: latch
        int workers = 6;
        CountDownLatch ready = new CountDownLatch(workers);
        CountDownLatch go = new CountDownLatch(1);
        CountDownLatch done = new CountDownLatch(workers);
        AtomicInteger sum = new AtomicInteger();
        ConcurrentLinkedQueue<String> log = new ConcurrentLinkedQueue<>();
        for (int w = 0; w < workers; w++) {
            final int id = w;
            pool.execute(() -> {
                ready.countDown();
                try {
                    go.await();
                    sum.addAndGet(id * id);
                    log.add("w" + id);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } finally {
                    done.countDown();
                }
            });
        }
        go.countDown();
        System.out.println("all done in time: " + done.await(10, TimeUnit.SECONDS) + " latch=" + done.getCount());
        List<String> sortedLog = new ArrayList<>(log);
        Collections.sort(sortedLog);
        System.out.println("sum=" + sum.get() + " log=" + sortedLog);
        // stage 4: exception inside a future
        Future<Integer> bad = pool.submit(() -> Integer.parseInt("x1"));
        try {
            bad.get();
        } catch (ExecutionException e) {
            System.out.println("EE cause " + e.getCause().getClass().getName() + ": " + e.getCause().getMessage());
        }
        Future<String> slowOk = pool.submit(() -> "ok");
        System.out.println("get with timeout: " + slowOk.get(5, TimeUnit.SECONDS));
        // invokeAny (all return the same value so the result is deterministic)
        List<Callable<String>> same = new ArrayList<>();
        for (int i = 0; i < 3; i++) same.add(() -> "same");
        System.out.println("invokeAny: " + pool.invokeAny(same));
        // atomics and merge under contention
        AtomicLong counter = new AtomicLong();
        ConcurrentHashMap<Integer, Long> buckets = new ConcurrentHashMap<>();
        List<Future<?>> fs = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            fs.add(pool.submit(() -> {
                for (int i = 0; i < 2500; i++) {
                    long v = counter.incrementAndGet();
                    buckets.merge((int) (v % 7), 1L, Long::sum);
                }
            }));
        }
        for (Future<?> f : fs) f.get();
        System.out.println("counter=" + counter.get() + " buckets=" + new TreeMap<>(buckets)
            + " max=" + counter.accumulateAndGet(5, Math::max) + " cas=" + counter.compareAndSet(10000, -1) + " now=" + counter.get());
        pool.shutdown();
        System.out.println("terminated=" + pool.awaitTermination(10, TimeUnit.SECONDS) + " shutdown=" + pool.isShutdown());
        try {
            pool.submit(() -> 1);
        } catch (RejectedExecutionException e) {
            System.out.println("rejected after shutdown");
        }
    }
}
