import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.*;
import java.util.concurrent.*;

// Java 9-17 additions to older classes: charset constructors of the file readers and
// writers, ByteArrayOutputStream.toString(Charset), TimeUnit and Duration,
// Random.nextFloat bounds, CompletableFuture timeouts, delays and exceptionallyCompose.
public class ModernApiAdditions {
    public static void main(String[] args) throws Exception {
        Path dir = Files.createTempDirectory("modernapi");
        try {
            File f = dir.resolve("latin.txt").toFile();
            try (FileWriter w = new FileWriter(f, StandardCharsets.ISO_8859_1)) { w.write("caf\u00e9 \u00fcber\n"); }
            System.out.println(f.length() + " " + Arrays.toString(Files.readAllBytes(f.toPath())));
            try (FileWriter w = new FileWriter(f.getPath(), StandardCharsets.ISO_8859_1, true)) { w.write("more\n"); }
            try (BufferedReader r = new BufferedReader(new FileReader(f, StandardCharsets.ISO_8859_1))) { System.out.println(r.readLine() + " | " + r.readLine()); }
            try (FileReader r = new FileReader(f.getPath(), StandardCharsets.UTF_8)) { int c; StringBuilder sb = new StringBuilder(); while ((c = r.read()) != -1) sb.append(Integer.toHexString(c)).append(' '); System.out.println(sb.toString().trim()); }
            try (PrintWriter pw = new PrintWriter(f, StandardCharsets.UTF_16BE)) { pw.print("A\u00e9"); }
            System.out.println(Arrays.toString(Files.readAllBytes(f.toPath())));
            try (PrintWriter pw = new PrintWriter(f.getPath(), StandardCharsets.US_ASCII)) { pw.printf("%s|%d", "x\u00e9", 5); }
            System.out.println(Files.readString(f.toPath(), StandardCharsets.ISO_8859_1));
            try (PrintStream ps = new PrintStream(f, StandardCharsets.ISO_8859_1)) { ps.print("\u00ff\u00e0"); }
            System.out.println(Arrays.toString(Files.readAllBytes(f.toPath())));
            try (PrintStream ps = new PrintStream(f.getPath(), StandardCharsets.UTF_8)) { ps.println("\u00ff"); }
            System.out.println(Arrays.toString(Files.readAllBytes(f.toPath())));
            ByteArrayOutputStream bos = new ByteArrayOutputStream();
            try (PrintStream ps = new PrintStream(bos, true, StandardCharsets.UTF_16LE)) { ps.print("hi\u00e9"); }
            System.out.println(Arrays.toString(bos.toByteArray()) + " " + bos.toString(StandardCharsets.UTF_16LE) + " " + bos.toString(StandardCharsets.ISO_8859_1).length());
            ByteArrayOutputStream b2 = new ByteArrayOutputStream();
            try (PrintWriter pw = new PrintWriter(b2, true, StandardCharsets.UTF_8)) { pw.println("\u20ac"); }
            System.out.println(Arrays.toString(b2.toByteArray()) + " " + (int) b2.toString(1).charAt(0) + " " + b2.toString(StandardCharsets.UTF_8).strip());
            try (Formatter fm = new Formatter(dir.resolve("fmt.txt").toFile(), StandardCharsets.ISO_8859_1, Locale.ROOT)) { fm.format("%s %.2f", "\u00e9", 1.5); }
            System.out.println(Arrays.toString(Files.readAllBytes(dir.resolve("fmt.txt"))));
            ByteArrayOutputStream b3 = new ByteArrayOutputStream();
            new Formatter(b3, StandardCharsets.UTF_8, Locale.GERMANY).format("%,.2f", 1234.5).flush();
            System.out.println(b3);
            try { new FileWriter(dir.resolve("never.txt").toFile(), null); } catch (NullPointerException e) { System.out.println("NPE " + e.getMessage() + " " + Files.exists(dir.resolve("never.txt"))); }
            try { new PrintWriter(dir.resolve("never2.txt").toFile(), (java.nio.charset.Charset) null); } catch (NullPointerException e) { System.out.println("NPE " + e.getMessage() + " " + Files.exists(dir.resolve("never2.txt"))); }
        } finally {
            try (var s = Files.walk(dir)) { s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete()); }
        }
        System.out.println(TimeUnit.MILLISECONDS.convert(Duration.ofSeconds(3, 999999999)) + " " + TimeUnit.SECONDS.convert(Duration.ofMillis(-1500)) + " " + TimeUnit.NANOSECONDS.convert(Duration.ofDays(200000)) + " " + TimeUnit.NANOSECONDS.convert(Duration.ofSeconds(Long.MIN_VALUE)) + " " + TimeUnit.DAYS.convert(Duration.ofHours(47)) + " " + TimeUnit.MICROSECONDS.convert(Duration.ofNanos(-1)));
        for (TimeUnit u : TimeUnit.values()) System.out.print(u.toChronoUnit() + ">" + TimeUnit.of(u.toChronoUnit()) + " ");
        System.out.println();
        try { TimeUnit.of(ChronoUnit.WEEKS); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        Random r = new Random(7);
        System.out.println(r.nextFloat(10f) + " " + r.nextFloat(-2f, 2f) + " " + r.nextFloat(1e-30f) + " " + r.nextFloat(5f, 5.0000005f));
        try { r.nextFloat(0f); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { r.nextFloat(3f, 1f); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        CompletableFuture<String> never = new CompletableFuture<>();
        never.orTimeout(50, TimeUnit.MILLISECONDS);
        try { never.get(); } catch (ExecutionException e) { System.out.println("orTimeout: " + e.getCause()); }
        System.out.println(never.isCompletedExceptionally());
        CompletableFuture<String> slow = new CompletableFuture<>();
        System.out.println(slow.completeOnTimeout("fallback", 30, TimeUnit.MILLISECONDS).get());
        CompletableFuture<String> quick = CompletableFuture.completedFuture("quick").orTimeout(10, TimeUnit.MILLISECONDS);
        Thread.sleep(40);
        System.out.println(quick.get() + " " + new CompletableFuture<Integer>().completeOnTimeout(1, 1, TimeUnit.DAYS).complete(2));
        List<String> order = Collections.synchronizedList(new ArrayList<>());
        Executor delayed = CompletableFuture.delayedExecutor(300, TimeUnit.MILLISECONDS);
        long t0 = System.nanoTime();
        CompletableFuture<Void> later = CompletableFuture.runAsync(() -> order.add("delayed"), delayed);
        boolean doneAtOnce = later.isDone();
        later.join();
        System.out.println(doneAtOnce + " " + order + " " + (System.nanoTime() - t0 >= TimeUnit.MILLISECONDS.toNanos(300)));
        System.out.println(CompletableFuture.supplyAsync(() -> "v", CompletableFuture.delayedExecutor(10, TimeUnit.MILLISECONDS, Runnable::run)).get());
        CompletableFuture<Integer> failed = CompletableFuture.failedFuture(new IllegalStateException("first try"));
        System.out.println(failed.exceptionallyCompose(ex -> CompletableFuture.completedFuture(ex.getMessage().length())).get());
        System.out.println(CompletableFuture.completedFuture(5).exceptionallyCompose(ex -> CompletableFuture.completedFuture(-1)).get());
        try { failed.exceptionallyCompose(ex -> CompletableFuture.failedFuture(new ArithmeticException("again"))).join(); } catch (CompletionException e) { System.out.println("compose failed: " + e.getCause()); }
        try { failed.exceptionallyCompose(ex -> { throw new UnsupportedOperationException("in fn"); }).join(); } catch (CompletionException e) { System.out.println("fn threw: " + e.getCause()); }
        CompletionStage<Integer> stage = failed;
        System.out.println(stage.exceptionallyComposeAsync(ex -> CompletableFuture.supplyAsync(() -> 99)).toCompletableFuture().get() + " " + stage.exceptionallyAsync(ex -> 7).toCompletableFuture().get());
    }
}
