import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.*;
import java.util.*;
import java.util.concurrent.*;

// java.security.MessageDigest (MD5, SHA-1, SHA-2) against known inputs, its API and
// errors; ExecutorCompletionService handing out futures in completion order.
public class DigestsAndCompletion {
    static String hex(byte[] b) {
        return HexFormat.of().formatHex(b);
    }

    public static void main(String[] args) throws Exception {
        List<String> inputs = List.of("", "abc", "The quick brown fox jumps over the lazy dog", "a".repeat(55), "b".repeat(56), "c".repeat(64), "d".repeat(111), "e".repeat(112), "f".repeat(1000), "h\u00e9llo w\u00f6rld \u20ac");
        for (String alg : List.of("MD5", "SHA-1", "SHA-224", "SHA-256", "SHA-384", "SHA-512")) {
            MessageDigest md = MessageDigest.getInstance(alg);
            System.out.println(alg + " " + md.getAlgorithm() + " " + md.getDigestLength());
            for (String in : inputs) System.out.println("  " + hex(md.digest(in.getBytes(StandardCharsets.UTF_8))));
        }
        MessageDigest sha = MessageDigest.getInstance("sha256");
        System.out.println(sha.getAlgorithm() + " | " + sha.toString().strip());
        sha.update((byte) 'a');
        sha.update("bcdef".getBytes(), 0, 2);
        System.out.println(sha.toString().strip());
        MessageDigest copy = (MessageDigest) sha.clone();
        System.out.println(hex(sha.digest()) + " " + hex(copy.digest("x".getBytes())));
        sha.update(ByteBuffer.wrap("abc".getBytes()));
        byte[] out = new byte[40];
        System.out.println(sha.digest(out, 4, 36) + " " + hex(Arrays.copyOfRange(out, 4, 36)));
        sha.update("junk".getBytes());
        sha.reset();
        System.out.println(hex(sha.digest()));
        System.out.println(MessageDigest.isEqual(new byte[]{1, 2}, new byte[]{1, 2}) + " " + MessageDigest.isEqual(new byte[]{1}, new byte[]{1, 2}) + " " + MessageDigest.isEqual(null, new byte[0]) + " " + MessageDigest.isEqual(null, null));
        for (String name : List.of("SHA", "SHA1", "SHA-512", "md5", "SHA-3", "MD2x")) {
            try { System.out.println(name + " -> " + MessageDigest.getInstance(name).getAlgorithm()); } catch (NoSuchAlgorithmException e) { System.out.println(e.getMessage() + " " + (e instanceof GeneralSecurityException)); }
        }
        try { MessageDigest.getInstance(null); } catch (NullPointerException e) { System.out.println("NPE " + e.getMessage()); }
        try { MessageDigest.getInstance("MD5").digest(new byte[10], 0, 8); } catch (DigestException e) { System.out.println(e.getMessage()); }
        try { MessageDigest.getInstance("MD5").update(new byte[2], 1, 5); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }

        ExecutorService pool = Executors.newFixedThreadPool(3);
        CompletionService<String> cs = new ExecutorCompletionService<>(pool);
        CountDownLatch go = new CountDownLatch(1);
        cs.submit(() -> { go.await(); return "slow"; });
        cs.submit(() -> "fast");
        System.out.println(cs.take().get() + " " + cs.poll());
        go.countDown();
        System.out.println(cs.take().get() + " " + cs.poll() + " " + cs.poll(10, TimeUnit.MILLISECONDS));
        Future<String> r = cs.submit(() -> {}, "runnable result");
        System.out.println((cs.take() == r) + " " + r.get());
        cs.submit(() -> { throw new IllegalStateException("task failed"); });
        try { cs.take().get(); } catch (ExecutionException e) { System.out.println(e.getCause()); }
        BlockingQueue<Future<Integer>> q = new ArrayBlockingQueue<>(10);
        ExecutorCompletionService<Integer> ecs = new ExecutorCompletionService<>(Runnable::run, q);
        for (int i = 1; i <= 4; i++) { int n = i; ecs.submit(() -> n * n); }
        int sum = 0; for (int i = 0; i < 4; i++) sum += ecs.take().get();
        System.out.println(sum + " " + q.size());
        try { new ExecutorCompletionService<String>(null); } catch (NullPointerException e) { System.out.println("NPE"); }
        try { cs.submit(null); } catch (NullPointerException e) { System.out.println("NPE task"); }
        pool.shutdown();
    }
}
