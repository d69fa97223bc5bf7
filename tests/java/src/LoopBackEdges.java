/*
 * Counted loops: `iinc` and the `goto` back to the loop test javac puts at
 * the top, which the interpreter runs together with the test when the test
 * is two int loads and an if_icmp<cond>. Every form of the test is here: the
 * loop variable and the bound in long-form locals (index >= 4), the bound in
 * locals 0 to 3, the variable in locals 0 to 3; every condition, steps up
 * and down, loops that end at once, and tests of other shapes (an
 * expression bound, a constant bound) the back edge must leave alone.
 */
public class LoopBackEdges {
    /* i and n both beyond local 3: iload i, iload n, if_icmp<cond>. */
    static long longForm(int p0, int p1, int p2, int p3, int from, int to) {
        long h = 0;
        int n = to;
        for (int i = from; i < n; i++) h = h * 31 + i;
        for (int i = from; i <= n; i += 3) h = h * 31 + i;
        for (int i = n; i > from; i--) h = h * 31 + i;
        for (int i = n; i >= from; i -= 2) h = h * 31 + i;
        if (from <= n) {
            for (int i = from; i != n; i++) h = h * 31 + i;
        }
        int k = from;
        while (k == n) {
            h = h * 31 + 7;
            k++;
        }
        return h;
    }

    /* i beyond local 3, the bound in local 0 to 3: iload i, iload_<m>. */
    static long boundShort(int n0, int n1, int n2, int n3) {
        long h = 0;
        for (int i = 0; i < n0; i++) h = h * 31 + i;
        for (int i = 0; i <= n1; i++) h = h * 31 + i;
        for (int i = 10; i > n2; i--) h = h * 31 + i;
        for (int i = 10; i >= n3; i -= 4) h = h * 31 + i;
        if (n1 >= 0) {
            for (int i = 0; i != n1; i++) h = h * 31 + i;
        }
        return h;
    }

    /* The loop variable in locals 0 to 3, the bound beyond: iload_<m>, iload n. */
    static long varShort(int i0, int i1, int i2, int i3, int n) {
        long h = 0;
        for (; i0 < n; i0++) h = h * 31 + i0;
        for (; i1 <= n; i1 += 5) h = h * 31 + i1;
        for (; i2 > n; i2--) h = h * 31 + i2;
        for (; i3 >= n; i3 -= 3) h = h * 31 + i3;
        return h;
    }

    /* Tests of other shapes after the back edge. */
    static long otherTests(int[] a, int n) {
        long h = 0;
        for (int i = 0; i < n - 1; i++) h = h * 31 + a[i];
        for (int i = 0; i < 10; i++) h = h * 31 + i;
        for (int i = 0; i < a.length; i++) h = h * 31 + a[i];
        int j = n;
        while (j > 0) {
            h = h * 31 + j;
            j--;
        }
        return h;
    }

    /* Nested loops, a bubble sort: back edges of both kinds. */
    static long sort(int[] v) {
        int n = v.length;
        for (int i = 0; i < n - 1; i++) {
            for (int j = 0; j < n - 1 - i; j++) {
                if (v[j] > v[j + 1]) {
                    int t = v[j];
                    v[j] = v[j + 1];
                    v[j + 1] = t;
                }
            }
        }
        long h = 0;
        for (int i = 0; i < n; i++) h = h * 31 + v[i];
        return h;
    }

    public static void main(String[] args) {
        int[] ends = { Integer.MIN_VALUE + 5, -3, 0, 1, 2, 7, 20 };
        for (int from : ends) {
            for (int to : ends) {
                if (Math.abs((long) to - from) > 100) continue;
                System.out.println("longForm " + from + " " + to + " " + longForm(0, 0, 0, 0, from, to));
            }
        }
        for (int n = -2; n <= 12; n += 2) {
            System.out.println("boundShort " + n + " " + boundShort(n, n + 1, n - 1, n));
            System.out.println("varShort " + n + " " + varShort(0, -3, 15, 14, n));
        }
        int[] a = new int[16];
        for (int i = 0; i < a.length; i++) a[i] = i * i - 20;
        for (int n = 0; n <= 16; n += 4) {
            System.out.println("otherTests " + n + " " + otherTests(a, n));
        }
        int[] v = new int[200];
        for (int i = 0; i < v.length; i++) v[i] = (i * 7919) % 211 - 100;
        System.out.println("sort " + sort(v));
        long total = 0;
        for (int r = 0; r < 2000; r++) total += longForm(0, 0, 0, 0, r % 13, 40 - r % 7);
        System.out.println("total " + total);
    }
}
