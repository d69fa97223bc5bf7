import java.io.*;
import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.*;
import java.util.zip.CRC32;

/**
 * fasta as the multi-threaded versions write it: one thread draws the random numbers in
 * blocks (the generator is sequential), worker threads turn blocks of numbers into lines
 * of nucleotides, and a writer puts finished blocks out in order, handed over through
 * ArrayBlockingQueues and a lock with a condition. The output must equal the
 * single-threaded one, so the program prints both checksums.
 */
public class GameFastaThreads {
    static final int LINE = 60, BLOCK_LINES = 64;
    static final int IM = 139968, IA = 3877, IC = 29573;
    static int seed = 42;

    static final class Block {
        final int index;
        final int[] numbers;
        final int count;
        byte[] bytes;

        Block(int index, int[] numbers, int count) {
            this.index = index;
            this.numbers = numbers;
            this.count = count;
        }
    }

    static final Block END = new Block(-1, null, 0);

    static int[] cumulative(double[] probs) {
        int[] cum = new int[probs.length];
        double sum = 0;
        for (int i = 0; i < probs.length; i++) {
            sum += probs[i];
            cum[i] = (int) Math.floor(sum * IM);
        }
        cum[cum.length - 1] = IM;
        return cum;
    }

    static byte[] toBytes(int[] numbers, int count, byte[] codes, int[] cum) {
        byte[] out = new byte[count + (count + LINE - 1) / LINE];
        int at = 0;
        for (int i = 0; i < count; i++) {
            int r = numbers[i], k = 0;
            while (r >= cum[k]) k++;
            out[at++] = codes[k];
            if (i % LINE == LINE - 1 || i == count - 1) out[at++] = '\n';
        }
        return out;
    }

    /** Writes n random nucleotides with three workers; returns the bytes written. */
    static void threaded(OutputStream out, byte[] codes, double[] probs, int n) throws Exception {
        int[] cum = cumulative(probs);
        BlockingQueue<Block> todo = new ArrayBlockingQueue<>(4);
        Map<Integer, Block> done = new HashMap<>();
        ReentrantLock lock = new ReentrantLock();
        Condition ready = lock.newCondition();
        int blocks = (n + LINE * BLOCK_LINES - 1) / (LINE * BLOCK_LINES);
        Thread[] workers = new Thread[3];
        for (int w = 0; w < workers.length; w++) {
            workers[w] = new Thread(() -> {
                try {
                    for (Block b; (b = todo.take()) != END; ) {
                        b.bytes = toBytes(b.numbers, b.count, codes, cum);
                        lock.lock();
                        try {
                            done.put(b.index, b);
                            ready.signalAll();
                        } finally {
                            lock.unlock();
                        }
                    }
                    todo.put(END);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            workers[w].start();
        }
        Thread producer = new Thread(() -> {
            try {
                int left = n;
                for (int i = 0; i < blocks; i++) {
                    int count = Math.min(left, LINE * BLOCK_LINES);
                    int[] numbers = new int[count];
                    for (int k = 0; k < count; k++) numbers[k] = seed = (seed * IA + IC) % IM;
                    todo.put(new Block(i, numbers, count));
                    left -= count;
                }
                todo.put(END);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        producer.start();
        for (int i = 0; i < blocks; i++) {
            Block b;
            lock.lock();
            try {
                while ((b = done.remove(i)) == null) ready.await();
            } finally {
                lock.unlock();
            }
            out.write(b.bytes);
        }
        producer.join();
        for (Thread t : workers) t.join();
    }

    static void sequential(OutputStream out, byte[] codes, double[] probs, int n) throws IOException {
        int[] cum = cumulative(probs);
        int[] numbers = new int[n];
        for (int k = 0; k < n; k++) numbers[k] = seed = (seed * IA + IC) % IM;
        out.write(toBytes(numbers, n, codes, cum));
    }

    static String crc(byte[] b) {
        CRC32 c = new CRC32();
        c.update(b);
        return String.format("%08X", c.getValue());
    }

    public static void main(String[] args) throws Exception {
        byte[] iub = "acgtBDHKMNRSVWY".getBytes("US-ASCII");
        double[] iubP = { 0.27, 0.12, 0.12, 0.27, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02 };
        byte[] hs = "acgt".getBytes("US-ASCII");
        double[] hsP = { 0.3029549426680, 0.1979883004921, 0.1975473066391, 0.3015094502008 };
        for (int n : new int[] { 1, 60, 3840, 3841, 50000 }) {
            ByteArrayOutputStream a = new ByteArrayOutputStream(), b = new ByteArrayOutputStream();
            seed = 42;
            BufferedOutputStream ab = new BufferedOutputStream(a);
            threaded(ab, iub, iubP, n);
            threaded(ab, hs, hsP, n);
            ab.flush();
            int after = seed;
            seed = 42;
            try (BufferedOutputStream bo = new BufferedOutputStream(b, 100)) {
                sequential(bo, iub, iubP, n);
                sequential(bo, hs, hsP, n);
            }
            System.out.println("n=" + n + " threaded " + a.size() + " " + crc(a.toByteArray()) + " sequential " + b.size()
                    + " " + crc(b.toByteArray()) + " same " + Arrays.equals(a.toByteArray(), b.toByteArray())
                    + " seed " + after + "/" + seed);
        }
        // Thread-local generators give each thread the same sequence.
        ThreadLocal<int[]> local = ThreadLocal.withInitial(() -> new int[] { 42 });
        AtomicInteger agree = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(3);
        List<Future<Integer>> fs = new ArrayList<>();
        for (int t = 0; t < 6; t++) {
            fs.add(pool.submit(() -> {
                int[] s = local.get();
                s[0] = 42;
                for (int i = 0; i < 1000; i++) s[0] = (s[0] * IA + IC) % IM;
                if (s[0] == 11426) agree.incrementAndGet();
                return s[0];
            }));
        }
        Set<Integer> values = new TreeSet<>();
        for (Future<Integer> f : fs) values.add(f.get());
        pool.shutdown();
        System.out.println("thread-local results " + values + " agree " + agree.get());
        Semaphore permits = new Semaphore(2, true);
        permits.acquire(2);
        System.out.println("semaphore " + permits.availablePermits() + " " + permits.tryAcquire() + " queued " + permits.hasQueuedThreads());
        permits.release(3);
        System.out.println("semaphore after release " + permits.availablePermits() + " " + permits.toString().replaceAll("@[0-9a-f]+", "@HASH"));
    }
}
