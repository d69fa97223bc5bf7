import java.util.*;
import java.util.concurrent.*;
import java.util.stream.*;

/**
 * binary-trees as the stream and fork/join versions write it: depths from IntStream.iterate,
 * work in a parallel stream collected to a String array, trees checked by RecursiveTasks on
 * a ForkJoinPool and on a work-stealing pool, and records for the nodes.
 */
public class GameBinaryTreesStreams {
    record Node(Node left, Node right) {
        static Node of(int depth) {
            return depth == 0 ? new Node(null, null) : new Node(of(depth - 1), of(depth - 1));
        }

        int check() {
            return left == null ? 1 : 1 + left.check() + right.check();
        }
    }

    static final class CheckTask extends RecursiveTask<Integer> {
        final Node node;
        final int depth;

        CheckTask(Node node, int depth) {
            this.node = node;
            this.depth = depth;
        }

        @Override
        protected Integer compute() {
            if (node.left() == null) return 1;
            if (depth < 4) return node.check();
            CheckTask l = new CheckTask(node.left(), depth - 1);
            l.fork();
            int r = new CheckTask(node.right(), depth - 1).compute();
            return 1 + r + l.join();
        }
    }

    public static void main(String[] args) throws Exception {
        int maxDepth = 10;
        System.out.println("stretch tree of depth " + (maxDepth + 1) + "\t check: " + Node.of(maxDepth + 1).check());
        Node longLived = Node.of(maxDepth);

        String[] lines = IntStream.iterate(4, d -> d <= maxDepth, d -> d + 2)
                .parallel()
                .mapToObj(depth -> {
                    int iterations = 1 << (maxDepth - depth + 4);
                    int check = IntStream.range(0, iterations).map(i -> Node.of(depth).check()).sum();
                    return iterations + "\t trees of depth " + depth + "\t check: " + check;
                })
                .toArray(String[]::new);
        Arrays.stream(lines).forEach(System.out::println);
        System.out.println("long lived tree of depth " + maxDepth + "\t check: " + longLived.check());

        ForkJoinPool fj = new ForkJoinPool(3);
        System.out.println("fork/join check " + fj.invoke(new CheckTask(Node.of(12), 12)));
        System.out.println("common pool check " + ForkJoinPool.commonPool().invoke(new CheckTask(Node.of(9), 9)));
        fj.shutdown();
        System.out.println("fj terminated " + fj.awaitTermination(5, TimeUnit.SECONDS));

        ExecutorService ws = Executors.newWorkStealingPool(2);
        List<Future<Integer>> fs = new ArrayList<>();
        for (int d = 1; d <= 8; d++) {
            final int depth = d;
            fs.add(ws.submit(() -> Node.of(depth).check()));
        }
        StringJoiner sj = new StringJoiner(" ");
        for (Future<Integer> f : fs) sj.add(String.valueOf(f.get()));
        System.out.println("work stealing " + sj);
        ws.shutdown();

        Map<Boolean, Long> parity = Stream.iterate(Node.of(0), n -> new Node(n, n)).limit(12)
                .collect(Collectors.partitioningBy(n -> n.check() % 3 == 0, Collectors.counting()));
        System.out.println("partition " + parity);
        System.out.println("equal records " + Node.of(3).equals(Node.of(3)) + " " + Node.of(2).equals(Node.of(3)));
        System.out.println("leaf " + new Node(null, null));
        System.out.println("hash equal " + (Node.of(4).hashCode() == Node.of(4).hashCode()));
    }
}
