import java.util.concurrent.atomic.AtomicInteger;

/**
 * fannkuch-redux in the style of the benchmark programs: permutations of int arrays are
 * split into blocks by factorial index, several threads take blocks from an AtomicInteger,
 * and each keeps its own checksum and maximum flip count, combined after join.
 */
public class GameFannkuch implements Runnable {
    static final int BLOCKS = 24;
    static int n;
    static int[] fact;
    static int blockSize, blockCount;
    static final AtomicInteger nextBlock = new AtomicInteger();
    static int[] maxFlips, checksums;

    final int id;
    final int[] p, pp, count;

    GameFannkuch(int id) {
        this.id = id;
        p = new int[n];
        pp = new int[n];
        count = new int[n];
    }

    /** Sets p to the idx-th permutation in the benchmark's order, and count to its digits. */
    void firstPermutation(int idx) {
        for (int i = 0; i < n; i++) p[i] = i;
        for (int i = n - 1; i > 0; i--) {
            int d = idx / fact[i];
            count[i] = d;
            idx %= fact[i];
            System.arraycopy(p, 0, pp, 0, i + 1);
            for (int j = 0; j <= i; j++) p[j] = j + d <= i ? pp[j + d] : pp[j + d - i - 1];
        }
    }

    boolean nextPermutation() {
        int first = p[1];
        p[1] = p[0];
        p[0] = first;
        int i = 1;
        while (++count[i] > i) {
            count[i++] = 0;
            int next = p[0] = p[1];
            for (int j = 1; j < i; j++) p[j] = p[j + 1];
            p[i] = first;
            first = next;
        }
        return true;
    }

    int countFlips() {
        int flips = 1;
        int first = p[0];
        if (p[first] != 0) {
            System.arraycopy(p, 0, pp, 0, n);
            do {
                ++flips;
                for (int lo = 1, hi = first - 1; lo < hi; lo++, hi--) {
                    int t = pp[lo];
                    pp[lo] = pp[hi];
                    pp[hi] = t;
                }
                int t = pp[first];
                pp[first] = first;
                first = t;
            } while (pp[first] != 0);
        }
        return flips;
    }

    void runBlock(int block) {
        int idxMin = block * blockSize;
        int idxMax = Math.min(fact[n], idxMin + blockSize);
        firstPermutation(idxMin);
        int max = 0, sum = 0;
        for (int idx = idxMin; ; ) {
            if (p[0] != 0) {
                int f = countFlips();
                if (f > max) max = f;
                sum += idx % 2 == 0 ? f : -f;
            }
            if (++idx == idxMax) break;
            nextPermutation();
        }
        maxFlips[id] = Math.max(maxFlips[id], max);
        checksums[id] += sum;
    }

    public void run() {
        int block;
        while ((block = nextBlock.getAndIncrement()) < blockCount) runBlock(block);
    }

    static void solve(int size, int nThreads) throws InterruptedException {
        n = size;
        fact = new int[n + 1];
        fact[0] = 1;
        for (int i = 1; i <= n; i++) fact[i] = fact[i - 1] * i;
        blockSize = Math.max(1, fact[n] / BLOCKS);
        blockCount = (fact[n] + blockSize - 1) / blockSize;
        nextBlock.set(0);
        maxFlips = new int[nThreads];
        checksums = new int[nThreads];
        Thread[] threads = new Thread[nThreads];
        for (int i = 0; i < nThreads; i++) {
            threads[i] = new Thread(new GameFannkuch(i));
            threads[i].start();
        }
        for (Thread t : threads) t.join();
        int max = 0, sum = 0;
        for (int i = 0; i < nThreads; i++) {
            max = Math.max(max, maxFlips[i]);
            sum += checksums[i];
        }
        System.out.println(sum + "\nPfannkuchen(" + n + ") = " + max);
    }

    public static void main(String[] args) throws InterruptedException {
        for (int size = 3; size <= 8; size++) solve(size, 1 + size % 4);
        solve(9, 4);
    }
}
