import java.util.*;
import java.util.concurrent.*;
import java.util.stream.*;

public class ExCfCompose {
    static int slowSquare(int x) { return x * x; }

    public static void main(String[] args) throws Exception {
        ExecutorService ex = Executors.newFixedThreadPool(3);
        CompletableFuture<Integer> a = CompletableFuture.supplyAsync(() -> slowSquare(7), ex);
        CompletableFuture<Integer> b = CompletableFuture.supplyAsync(() -> slowSquare(5), ex);
        CompletableFuture<String> combined = a.thenCombine(b, Integer::sum).thenApply(v -> "sum=" + v);
        System.out.println(combined.get());
        CompletableFuture<Integer> composed = a.thenCompose(v -> CompletableFuture.supplyAsync(() -> v + 1, ex));
        System.out.println("composed=" + composed.join());
        // allOf over a list
        List<CompletableFuture<String>> parts = IntStream.rangeClosed(1, 8)
            .mapToObj(i -> CompletableFuture.supplyAsync(() -> "p" + i + ":" + slowSquare(i), ex))
            .collect(Collectors.toList());
        CompletableFuture<Void> all = CompletableFuture.allOf(parts.toArray(new CompletableFuture[0]));
        String joined = all.thenApply(v -> parts.stream().map(CompletableFuture::join).collect(Collectors.joining(","))).join();
        System.out.println("all: " + joined);
        // exceptions
        CompletableFuture<Integer> failing = CompletableFuture.supplyAsync(() -> {
            if (true) throw new IllegalStateException("boom");
            return 1;
        }, ex);
        CompletableFuture<Integer> recovered = failing.exceptionally(t -> {
            System.out.println("exceptionally got " + t.getClass().getSimpleName() + " cause " + t.getCause().getClass().getSimpleName() + ": " + t.getCause().getMessage());
            return -1;
        });
        System.out.println("recovered=" + recovered.join());
        try {
            failing.join();
        } catch (CompletionException e) {
            System.out.println("join: " + e.getClass().getSimpleName() + " / " + e.getCause().getMessage());
        }
        try {
            failing.get();
        } catch (ExecutionException e) {
            System.out.println("get: " + e.getClass().getSimpleName() + " / " + e.getCause().getMessage());
        }
        System.out.println("isCompletedExceptionally=" + failing.isCompletedExceptionally() + " isDone=" + failing.isDone());
        String handled = failing.handle((v, t) -> t == null ? "value " + v : "error " + t.getCause().getMessage()).join();
        System.out.println("handle: " + handled);
        String handledOk = a.handle((v, t) -> t == null ? "value " + v : "error").join();
        System.out.println("handle ok: " + handledOk);
        // whenComplete keeps the result
        StringBuilder seen = new StringBuilder();
        int w = CompletableFuture.supplyAsync(() -> 11, ex).whenComplete((v, t) -> seen.append("seen ").append(v)).join();
        System.out.println(seen + " -> " + w);
        // completed futures and manual completion
        CompletableFuture<String> manual = new CompletableFuture<>();
        CompletableFuture<Integer> len = manual.thenApply(String::length);
        System.out.println("before: done=" + len.isDone() + " getNow=" + len.getNow(-99));
        System.out.println("complete=" + manual.complete("hello") + " again=" + manual.complete("x"));
        System.out.println("after: " + len.join() + " " + manual.join());
        CompletableFuture<String> failedManual = new CompletableFuture<>();
        failedManual.completeExceptionally(new ArithmeticException("div"));
        System.out.println(failedManual.exceptionally(t -> "fallback " + t.getMessage()).join());
        // thenAccept/thenRun chain, anyOf with one already-complete future
        List<String> events = Collections.synchronizedList(new ArrayList<>());
        CompletableFuture.completedFuture(3).thenApply(v -> v * 10).thenAccept(v -> events.add("accept " + v))
            .thenRun(() -> events.add("run")).join();
        System.out.println(events);
        Object any = CompletableFuture.anyOf(CompletableFuture.completedFuture("first"), new CompletableFuture<String>()).join();
        System.out.println("anyOf=" + any);
        // exception propagation through a chain
        CompletableFuture<Integer> chain = CompletableFuture.completedFuture(0)
            .thenApply(v -> 10 / v)
            .thenApply(v -> v + 1)
            .exceptionally(t -> { System.out.println("chain " + t.getClass().getSimpleName() + " <- " + t.getCause()); return 0; });
        System.out.println("chain result " + chain.join());
        // sum of many async tasks
        List<CompletableFuture<Long>> many = new ArrayList<>();
        for (int i = 0; i < 50; i++) { final long k = i; many.add(CompletableFuture.supplyAsync(() -> k * k, ex)); }
        long total = many.stream().map(CompletableFuture::join).mapToLong(Long::longValue).sum();
        System.out.println("total=" + total);
        ex.shutdown();
        System.out.println("terminated=" + ex.awaitTermination(5, TimeUnit.SECONDS));
    }
}
