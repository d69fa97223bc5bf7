/*
 * Fannkuch: for every permutation of 1..n, count how many prefix
 * reversals ("pancake flips") it takes until 1 is in front; report the
 * maximum and a signed sum of the counts. Measures int[] loads and stores,
 * short inner loops with data-dependent trip counts, and array copies done
 * element by element.
 */
public class Fannkuch {
    static long maxFlips;
    static long signedSum;

    static int flips(int[] perm, int[] work, int n) {
        for (int i = 0; i < n; i++) {
            work[i] = perm[i];
        }
        int count = 0;
        int first = work[0];
        while (first != 0) {
            /* Reverse work[0..first]. */
            int lo = 0, hi = first;
            while (lo < hi) {
                int t = work[lo];
                work[lo] = work[hi];
                work[hi] = t;
                lo++;
                hi--;
            }
            count++;
            first = work[0];
        }
        return count;
    }

    static void run(int n) {
        int[] perm = new int[n];
        int[] work = new int[n];
        /* counter[k] counts the rotations of the first k+1 elements done
         * so far; together they enumerate all n! orders. */
        int[] counter = new int[n];
        for (int i = 0; i < n; i++) {
            perm[i] = i;
        }
        maxFlips = 0;
        signedSum = 0;
        long index = 0;
        while (true) {
            int f = flips(perm, work, n);
            if (f > maxFlips) {
                maxFlips = f;
            }
            signedSum += (index & 1) == 0 ? f : -f;
            index++;
            /* Next order: rotate the first k+1 elements left by one for the
             * smallest k whose counter has not yet wrapped. */
            int k = 1;
            while (true) {
                if (k >= n) {
                    return;
                }
                int head = perm[0];
                for (int i = 0; i < k; i++) {
                    perm[i] = perm[i + 1];
                }
                perm[k] = head;
                counter[k]++;
                if (counter[k] <= k) {
                    break;
                }
                counter[k] = 0;
                k++;
            }
        }
    }

    public static void main(String[] args) {
        long check = 0;
        for (int round = 0; round < ROUNDS; round++) {
            /* Mostly n = 9, with a smaller n in between. */
            run(round % 3 == 2 ? 8 : 9);
            check = check * 31 + maxFlips;
            check = check * 31 + signedSum;
        }
        System.out.println("Fannkuch checksum " + check);
    }

    static final int ROUNDS = 8;
}
