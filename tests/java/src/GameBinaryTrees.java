import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.AtomicLong;

/**
 * binary-trees in the style of the benchmark programs: a stretch tree, a long-lived tree,
 * and many short-lived trees of growing depth built and checked by a fixed thread pool,
 * results collected through Futures and printed in depth order.
 */
public class GameBinaryTrees {
    static final int MIN_DEPTH = 4;

    static final class Node {
        final Node left, right;

        Node(Node left, Node right) {
            this.left = left;
            this.right = right;
        }

        int check() {
            return left == null ? 1 : 1 + left.check() + right.check();
        }
    }

    static Node bottomUp(int depth) {
        return depth > 0 ? new Node(bottomUp(depth - 1), bottomUp(depth - 1)) : new Node(null, null);
    }

    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 12;
        int maxDepth = Math.max(MIN_DEPTH + 2, n);
        int stretch = maxDepth + 1;
        System.out.println("stretch tree of depth " + stretch + "\t check: " + bottomUp(stretch).check());

        Node longLived = bottomUp(maxDepth);

        ExecutorService pool = Executors.newFixedThreadPool(4);
        List<Callable<String>> jobs = new ArrayList<>();
        for (int d = MIN_DEPTH; d <= maxDepth; d += 2) {
            final int depth = d;
            jobs.add(() -> {
                int iterations = 1 << (maxDepth - depth + MIN_DEPTH);
                int check = 0;
                for (int i = 0; i < iterations; i++) check += bottomUp(depth).check();
                return iterations + "\t trees of depth " + depth + "\t check: " + check;
            });
        }
        for (Future<String> f : pool.invokeAll(jobs)) System.out.println(f.get());

        // The same work submitted one by one into a CompletionService, summed atomically.
        AtomicLong total = new AtomicLong();
        CompletionService<Integer> cs = new ExecutorCompletionService<>(pool);
        int submitted = 0;
        for (int d = MIN_DEPTH; d <= maxDepth; d += 2) {
            final int depth = d;
            cs.submit(() -> {
                int c = bottomUp(depth).check();
                total.addAndGet(c);
                return c;
            });
            submitted++;
        }
        int[] got = new int[submitted];
        for (int i = 0; i < submitted; i++) got[i] = cs.take().get();
        Arrays.sort(got);
        System.out.println("completion service: " + Arrays.toString(got) + " total " + total.get());

        pool.shutdown();
        System.out.println("terminated: " + pool.awaitTermination(10, TimeUnit.SECONDS)
                + " isShutdown: " + pool.isShutdown());
        System.out.println("long lived tree of depth " + maxDepth + "\t check: " + longLived.check());

        // Plain threads, each writing its own slot, joined before printing.
        int[] results = new int[4];
        Thread[] threads = new Thread[results.length];
        for (int t = 0; t < threads.length; t++) {
            final int slot = t;
            threads[t] = new Thread(() -> results[slot] = bottomUp(slot + 6).check(), "worker-" + t);
            threads[t].start();
        }
        for (Thread t : threads) t.join();
        System.out.println("threads: " + Arrays.toString(results));
    }
}
