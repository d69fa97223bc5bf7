/*
 * Statement superinstructions of the integer bank: `a[i] = b[j]`,
 * `a[i] = b[j + 1]`, `t = a[i]`, `t = a[0]`, `a[i] = t`, `a[i + 1] = t`,
 * `a[i] = 1`, `a[i]` and `a[i + 1]` in an expression, `c = a + b`,
 * `x = 5`, `x = y`, `if (x != 0)` and the other tests against zero, the
 * loop test of two short loads and the one with a computed bound
 * (`i < off + len`, `i < n - k`), `if (a[i] < b[j + 1])` with every
 * condition, `p[i + 1] = p[i] + d[i]` over long[] and `s + (long) d[i]`, an element
 * against a local over int[], char[] and long[] (a quicksort's
 * partition loops), each with locals in both load forms (0-3 and beyond),
 * and every way each can throw: a null array on either side, an index
 * out of range on either side, `i + 1` past the end and wrapping at
 * Integer.MAX_VALUE, caught in the same method and in the caller, with
 * the messages and line numbers.
 */
public class FusedStatements {
    /* work[i] = perm[i]: a copy loop, arrays in locals 0 and 1. */
    static int copy(int[] perm, int[] work, int n) {
        for (int i = 0; i < n; i++) {
            work[i] = perm[i];
        }
        return n;
    }

    /* The flips of a permutation: t = w[lo]; w[lo] = w[hi]; w[hi] = t. */
    static int flips(int[] perm, int[] work, int n) {
        copy(perm, work, n);
        int count = 0;
        int first = work[0];
        while (first != 0) {
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

    /* perm[i] = perm[i + 1], a rotation. */
    static void rotate(int[] perm, int k) {
        int head = perm[0];
        for (int i = 0; i < k; i++) {
            perm[i] = perm[i + 1];
        }
        perm[k] = head;
    }

    /* if (v[j] > v[j + 1]) swap, with v[j + 1] = t. */
    static long bubble(int[] v) {
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
        long check = 0;
        for (int i = 0; i < n; i++) {
            check = check * 3 + v[i];
        }
        return check;
    }

    /* composite[j] = 1; j += i: a constant stored, a sum into a local. */
    static int sieve(int n) {
        int[] composite = new int[n + 1];
        int count = 0;
        for (int i = 2; i <= n; i++) {
            if (composite[i] == 0) {
                count++;
                for (int j = i + i; j <= n; j += i) {
                    composite[j] = 1;
                }
            }
        }
        return count;
    }

    /* Constants of every push form stored, locals past 3 everywhere. */
    static String constants(int n) {
        int[] a = new int[n];
        int[] b = new int[n];
        int[] c = new int[n];
        int[] d = new int[n];
        for (int k = 0; k < n; k++) {
            a[k] = -1;
            b[k] = 5;
            c[k] = 100;
            d[k] = -128;
        }
        int p = 0, q = 1, r = 2, s = 3;
        int x = a[p] + b[q] + c[r] + d[s];
        int y = a[q + 1] + b[r + 1];
        int z = x + y;
        return x + " " + y + " " + z + " " + java.util.Arrays.toString(d);
    }

    /* c = a + b at the edges of int. */
    static int sums(int a, int b) {
        int c = a + b;
        int d = c + a;
        int e = d + c;
        int f = e + e;
        return f;
    }

    /* The loop test with a computed bound (i < off + len, j < n - i), a
     * loop over while (first != 0) with first = a[0], and locals set from
     * constants and copied, every if<cond> against zero. */
    static int crc(int[] table, byte[] data, int off, int len) {
        int c = 0xFFFFFFFF;
        for (int i = off; i < off + len; i++) {
            c = table[(c ^ data[i]) & 0xff] ^ (c >>> 8);
        }
        return ~c;
    }

    static int below(int n, int k) {
        int s = 0;
        for (int i = 0; i < n - k; i++) {
            s += i;
        }
        return s;
    }

    static int above(int n, int k) {
        int s = 0;
        for (int i = n; i > k - n; i--) {
            s ^= i;
        }
        return s;
    }

    /* j < n - 1 - k and its other signs and constants, the bounds
     * wrapping too (to small ones: the loops stay short). */
    static long bounds2(int n, int k) {
        long s = 0;
        for (int j = 0; j < n - 1 - k; j++) {
            s += j;
        }
        for (int j = -3; j <= n + 2 - k; j++) {
            s = s * 3 + j;
        }
        for (int j = 9; j > n - 100 + k; j--) {
            s ^= j;
        }
        for (int j = 1; j != n + -1 + k; j++) {
            s += 7;
            if (s > 1000000) {
                break;
            }
        }
        return s;
    }

    /* t = a[j]; a[j] = a[j + 1]; a[j + 1] = t, in a loop, made to throw. */
    static String swapsNext(int[] a, int[] js) {
        StringBuilder sb = new StringBuilder();
        int t = -7;
        for (int k = 0; k < js.length; k++) {
            int j = js[k];
            try {
                t = a[j];
                a[j] = a[j + 1];
                a[j + 1] = t;
                sb.append(" ok");
            } catch (RuntimeException e) {
                sb.append(" ").append(thrown(e));
            }
            sb.append(" t=").append(t).append(' ').append(java.util.Arrays.toString(a));
        }
        return sb.toString();
    }

    static int firsts(int[] w) {
        int count = 0;
        int first = w[0];
        while (first != 0) {
            int lo = 0, hi = first;
            count++;
            int t = w[lo];
            w[lo] = w[hi];
            w[hi] = t;
            first = w[0];
            int neg = w[-0 + 1];
            if (neg < 0) count += 100;
            if (neg > 0) count += 1000;
            if (neg <= 0) count += 10000;
            if (neg >= 0) count += 100000;
        }
        return count;
    }

    static int settings(int n) {
        int r = 0;
        for (int i = 0; i < n; i++) {
            int a = -1, b = 5, c = 100, d = -128, e = 127;
            int f = a, g = e;
            r = r * 31 + a + b + c + d + e + f + g + i;
        }
        return r;
    }

    /* if (a[i] <op> b[j]), either index + 1, every condition. */
    static int compares(int[] a, int[] b, int n) {
        int r = 0;
        for (int i = 0; i < n; i++) {
            if (a[i] < b[i]) r += 1;
            if (a[i] <= b[i + 1]) r += 10;
            if (a[i + 1] > b[i]) r += 100;
            if (a[i + 1] >= b[i + 1]) r += 1000;
            if (a[i] == b[i]) r += 10000;
            if (a[i] != a[i + 1]) r += 100000;
        }
        return r;
    }

    /* p[i + 1] = p[i] + d[i] over long[] and int[]; sum + (long) d[i + 1]. */
    static long prefix(long[] p, int[] d, int n) {
        long s = 0;
        for (int i = 0; i < n; i++) {
            p[i + 1] = p[i] + d[i];
            s = s + d[i + 1];
        }
        return p[n] ^ s;
    }

    /* a[i] = b[j] + c[k] and -, over int[] and long[] (c an int[] or a
     * long[]), any index + 1, in a loop made to throw from each array:
     * what was stored before the throw is printed. */
    static String sums3(int[] a, int[] b, int[] c, long[] p, long[] q, int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            try {
                a[i] = b[i] + c[i + 1];
                a[i + 1] = a[i] - b[i];
                p[i + 1] = p[i] - q[i];
                q[i] = p[i + 1] + c[i];
                p[i] = q[i + 1] + q[i];
            } catch (RuntimeException e) {
                sb.append(" ").append(thrown(e)).append(" at i=").append(i);
                break;
            }
        }
        return sb + " " + java.util.Arrays.toString(a) + " " + java.util.Arrays.toString(p) + " "
            + java.util.Arrays.toString(q);
    }

    /* c[row + j] += k * b[brow + j] over long[] (and the index forms j,
     * j + 1), wrapping, in a loop made to throw from each array. */
    static String longProduct(long[] a, long[] b, long[] c, int n) {
        StringBuilder sb = new StringBuilder();
        try {
            for (int i = 0; i < n; i++) {
                int row = i * n;
                for (int k = 0; k < n; k++) {
                    long aik = a[row + k];
                    int brow = k * n;
                    for (int j = 0; j < n; j++) {
                        c[row + j] += aik * b[brow + j];
                    }
                    for (int j = 0; j + 1 < n; j++) {
                        c[j] += aik * b[j + 1];
                    }
                }
            }
        } catch (RuntimeException e) {
            sb.append(" ").append(thrown(e));
        }
        long check = 0;
        for (int i = 0; c != null && i < c.length; i++) {
            check = check * 31 + c[i];
        }
        return sb + " " + check;
    }

    /* Over char[] and long[]: t = a[i], the swaps (a[j] and a[j + 1]) and
     * the copies a[i] = b[j], either index + 1, in a loop made to throw
     * from each array; what each left is printed. */
    static String typed(char[] c, char[] d, long[] w, long[] x, int[] is, int[] js) {
        StringBuilder sb = new StringBuilder();
        char ct = '?';
        long lt = -1;
        for (int k = 0; k < is.length; k++) {
            int i = is[k], j = js[k];
            sb.append(" |");
            try {
                ct = c[i];
                sb.append(" ct=").append((int) ct);
            } catch (RuntimeException e) {
                sb.append(" ").append(thrown(e));
            }
            try {
                ct = c[i];
                c[i] = c[j];
                c[j] = ct;
            } catch (RuntimeException e) {
                sb.append(" ").append(thrown(e));
            }
            try {
                ct = c[j];
                c[j] = c[j + 1];
                c[j + 1] = ct;
            } catch (RuntimeException e) {
                sb.append(" ").append(thrown(e));
            }
            try {
                lt = w[i];
                w[i] = w[j];
                w[j] = lt;
            } catch (RuntimeException e) {
                sb.append(" ").append(thrown(e));
            }
            try {
                lt = w[j];
                w[j] = w[j + 1];
                w[j + 1] = lt;
            } catch (RuntimeException e) {
                sb.append(" ").append(thrown(e));
            }
            try {
                c[i] = d[j];
                c[i + 1] = d[j];
                d[j] = c[i + 1];
                d[j + 1] = c[i + 1];
            } catch (RuntimeException e) {
                sb.append(" ").append(thrown(e));
            }
            try {
                w[i] = x[j + 1];
                w[i + 1] = x[j];
                x[j] = w[i];
            } catch (RuntimeException e) {
                sb.append(" ").append(thrown(e));
            }
            sb.append(" ct=").append((int) ct).append(" lt=").append(lt);
            if (c != null) {
                for (char e : c) {
                    sb.append(' ').append((int) e);
                }
            }
            sb.append(' ').append(java.util.Arrays.toString(w)).append(java.util.Arrays.toString(x));
        }
        return sb.toString();
    }

    /* Elements against a local, the partition loops of a quicksort, over
     * int[], char[] and long[], every condition. */
    static int partitions(int[] v, char[] c, long[] w, int pivot, char cp, long lp) {
        int r = 0;
        for (int i = 0; i < v.length; i++) {
            if (v[i] < pivot) r += 1;
            if (v[i] >= pivot) r += 2;
            if (c[i] > cp) r += 4;
            if (c[i] == cp) r += 8;
            if (w[i] <= lp) r += 16;
            if (w[i] != lp) r += 32;
            if (w[i] > lp) r += 64;
            r *= 3;
        }
        int i = 0;
        while (v[i] < pivot) {
            i++;
        }
        int j = w.length - 1;
        while (w[j] > lp) {
            j--;
        }
        return r + i * 1000 + j * 100000;
    }

    static void sortChars(char[] v, int lo, int hi) {
        while (hi - lo > 2) {
            char pivot = v[(lo + hi) >>> 1];
            int i = lo, j = hi;
            while (i <= j) {
                while (v[i] < pivot) {
                    i++;
                }
                while (v[j] > pivot) {
                    j--;
                }
                if (i <= j) {
                    char t = v[i];
                    v[i] = v[j];
                    v[j] = t;
                    i++;
                    j--;
                }
            }
            sortChars(v, lo, j);
            lo = i;
        }
        for (int i = lo + 1; i <= hi; i++) {
            char x = v[i];
            int j = i - 1;
            while (j >= lo && v[j] > x) {
                v[j + 1] = v[j];
                j--;
            }
            v[j + 1] = x;
        }
    }

    static String thrown(Throwable e) {
        return e.getClass().getName() + ": " + e.getMessage() + " at line " + e.getStackTrace()[0].getLineNumber();
    }

    /* Each statement, made to throw from each of its instructions that
     * can, caught in the same method: the locals it left are printed. */
    static void throwing(int[] a, int[] b, int i, int j) {
        int t = -7;
        try {
            a[i] = b[j];
            System.out.println("  copy ok " + a[i]);
        } catch (RuntimeException e) {
            System.out.println("  copy: " + thrown(e));
        }
        try {
            a[i] = b[j + 1];
            System.out.println("  copy next ok " + a[i]);
        } catch (RuntimeException e) {
            System.out.println("  copy next: " + thrown(e));
        }
        try {
            t = a[i];
            System.out.println("  to local ok " + t);
        } catch (RuntimeException e) {
            System.out.println("  to local: " + thrown(e) + ", t still " + t);
        }
        try {
            b[j] = t;
            System.out.println("  from local ok " + b[j]);
        } catch (RuntimeException e) {
            System.out.println("  from local: " + thrown(e));
        }
        try {
            b[j + 1] = t;
            System.out.println("  from local next ok " + b[j + 1]);
        } catch (RuntimeException e) {
            System.out.println("  from local next: " + thrown(e));
        }
        try {
            a[i] = 1;
            System.out.println("  constant ok " + a[i]);
        } catch (RuntimeException e) {
            System.out.println("  constant: " + thrown(e));
        }
        try {
            int u = a[i + 1] * 2;
            System.out.println("  element next ok " + u);
        } catch (RuntimeException e) {
            System.out.println("  element next: " + thrown(e));
        }
    }

    /* t = a[i]; a[i] = a[j]; a[j] = t, one superinstruction in a loop,
     * made to throw from each statement that can: t and a as left. */
    static String swaps(int[] a, int[] is, int[] js) {
        StringBuilder sb = new StringBuilder();
        int t = -7;
        for (int k = 0; k < is.length; k++) {
            int i = is[k], j = js[k];
            try {
                t = a[i];
                a[i] = a[j];
                a[j] = t;
                sb.append(" ok");
            } catch (RuntimeException e) {
                sb.append(" ").append(thrown(e));
            }
            sb.append(" t=").append(t).append(' ').append(java.util.Arrays.toString(a));
        }
        return sb.toString();
    }

    static int uncaught(int[] w, int lo, int hi) {
        int t = w[lo];
        w[lo] = w[hi];
        w[hi] = t;
        return t;
    }

    /* z = x + (a[i] & k) over byte[], char[] and int[]: the index i,
     * off + i, i + 1 and i + off, masks from iconst, bipush (negative too)
     * and sipush, z another local than x; each array null or short. */
    static String maskAdds(byte[] b, char[] ch, int[] v, int n, int off) {
        StringBuilder sb = new StringBuilder();
        int s1 = 1, s2 = 0, s3 = 7, s4 = -5, s5 = 0, s6 = 0;
        for (int i = 0; i < n; i++) {
            try {
                s1 += b[i] & 0xff;
                s2 = s1 + (b[off + i] & 0x7f);
                s3 += ch[i + 1] & 0x7fff;
                s6 += ch[i] & -3;
                s4 += v[i] & -16;
                s5 = s4 + (v[i + off] & 3);
            } catch (RuntimeException e) {
                sb.append(" ").append(thrown(e)).append(" at i=").append(i);
                break;
            }
        }
        return sb + " " + s1 + " " + s2 + " " + s3 + " " + s4 + " " + s5 + " " + s6;
    }

    /* z = t[(x ^ a[i]) & k] ^ (x >>> s), a table-driven CRC's step: masks
     * 0xff (sipush), 0x7f and 15 (bipush), shifts 8, 33 (that is 1) and
     * 0, z another local than x; the table, the data null or short. */
    static String crcs(int[] t, byte[] d, int n, int off) {
        StringBuilder sb = new StringBuilder();
        int c = -1, h = 0x1234, g = 0;
        for (int i = 0; i < n; i++) {
            try {
                c = t[(c ^ d[i]) & 0xff] ^ (c >>> 8);
                h = t[(h ^ d[off + i]) & 0x7f] ^ (h >>> 33);
                g = t[(c ^ d[i + 1]) & 15] ^ (c >>> 0);
            } catch (RuntimeException e) {
                sb.append(" ").append(thrown(e)).append(" at i=").append(i);
                break;
            }
        }
        return sb + " " + Integer.toHexString(c) + " " + Integer.toHexString(h) + " " + Integer.toHexString(g);
    }

    /* The loop that reverses a[lo..hi] over int[], char[] and long[]
     * (i++ and j-- in either order), from lo >= hi (no iteration) to more
     * swaps than one dispatch runs; lo below 0, hi past the end and a null
     * array throw from inside it: lo, hi and t are printed as it left them. */
    static String reversals(int[] a, char[] ch, long[] w, int lo, int hi) {
        StringBuilder sb = new StringBuilder();
        int i = lo, j = hi, t = -1;
        try {
            while (i < j) {
                t = a[i];
                a[i] = a[j];
                a[j] = t;
                i++;
                j--;
            }
        } catch (RuntimeException e) {
            sb.append(" ").append(thrown(e));
        }
        sb.append(" int ").append(i).append(" ").append(j).append(" ").append(t);
        int p = lo, q = hi;
        char c = '-';
        try {
            while (p < q) {
                c = ch[p];
                ch[p] = ch[q];
                ch[q] = c;
                q--;
                p++;
            }
        } catch (RuntimeException e) {
            sb.append(" ").append(thrown(e));
        }
        sb.append(" char ").append(p).append(" ").append(q).append(" ").append((int) c);
        int u = lo, v = hi;
        long x = -1;
        try {
            while (u < v) {
                x = w[u];
                w[u] = w[v];
                w[v] = x;
                u++;
                v--;
            }
        } catch (RuntimeException e) {
            sb.append(" ").append(thrown(e));
        }
        sb.append(" long ").append(u).append(" ").append(v).append(" ").append(x);
        long sum = 0;
        for (int k = 0; a != null && k < a.length; k++)
            sum = sum * 31 + a[k];
        for (int k = 0; ch != null && k < ch.length; k++)
            sum = sum * 31 + ch[k];
        for (int k = 0; w != null && k < w.length; k++)
            sum = sum * 31 + w[k];
        return sb + " sum " + sum;
    }

    static String reversalsOf(int n, int lo, int hi) {
        int[] a = new int[n];
        char[] ch = new char[n];
        long[] w = new long[n];
        for (int k = 0; k < n; k++) {
            a[k] = k * 7 - 3;
            ch[k] = (char) (k * 40503);
            w[k] = k * -0x123456789L;
        }
        return reversals(a, ch, w, lo, hi);
    }

    public static void main(String[] args) {
        int[] perm = { 3, 0, 4, 1, 2 };
        int[] work = new int[5];
        long sum = 0;
        int max = 0;
        /* Enough rounds for the loops to run many times. */
        for (int round = 0; round < 2000; round++) {
            int f = flips(perm, work, perm.length);
            sum += f * (round + 1);
            max = Math.max(max, f);
            rotate(perm, 1 + round % 4);
        }
        System.out.println("flips " + sum + " max " + max + " " + java.util.Arrays.toString(perm));
        int[] v = new int[300];
        for (int i = 0; i < v.length; i++) {
            v[i] = (i * 7919) % v.length;
        }
        System.out.println("bubble " + bubble(v) + " " + v[0] + " " + v[299]);
        System.out.println("sieve " + sieve(100000));
        System.out.println("constants " + constants(4));
        System.out.println("sums " + sums(1, 2) + " " + sums(Integer.MAX_VALUE, 1) + " " + sums(Integer.MIN_VALUE, -1));

        int[] a = { 10, 20, 30 };
        int[] b = { 40, 50, 60 };
        int[][] cases = { { 0, 0 }, { 2, 1 }, { 2, 2 }, { 3, 0 }, { 0, 3 }, { -1, 0 }, { 0, -1 },
                          { Integer.MAX_VALUE, 0 }, { 0, Integer.MAX_VALUE } };
        for (int[] c : cases) {
            System.out.println("a[" + c[0] + "], b[" + c[1] + "]:");
            throwing(a, b, c[0], c[1]);
        }
        System.out.println("null a:");
        throwing(null, b, 0, 0);
        System.out.println("null b:");
        throwing(a, null, 0, 0);
        System.out.println("a and b the same:");
        throwing(a, a, 1, 0);
        System.out.println(java.util.Arrays.toString(a) + " " + java.util.Arrays.toString(b));

        int[] table = new int[256];
        for (int k = 0; k < 256; k++) {
            int c = k;
            for (int j = 0; j < 8; j++) {
                c = (c & 1) != 0 ? 0xEDB88320 ^ (c >>> 1) : c >>> 1;
            }
            table[k] = c;
        }
        byte[] text = "The quick brown fox jumps over the lazy dog".getBytes();
        System.out.println("crc " + Integer.toHexString(crc(table, text, 0, text.length)) + " "
            + Integer.toHexString(crc(table, text, 4, 5)) + " " + crc(table, text, 3, 0));
        try {
            crc(table, text, 40, 10);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("crc: " + thrown(e));
        }
        /* n - k wraps: no iteration. */
        System.out.println("bounded " + below(10, 3) + " " + below(5, 7) + " " + below(Integer.MAX_VALUE, -1) + " "
            + above(10, 3) + " " + above(2, 9));
        System.out.println("firsts " + firsts(new int[] { 3, -2, 1, 0 }) + " " + firsts(new int[] { 1, 0, 7 }));
        try {
            firsts(new int[] { 4, 1 });
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("firsts: " + thrown(e));
        }
        try {
            firsts(new int[0]);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("firsts: " + thrown(e));
        }
        try {
            firsts(null);
        } catch (NullPointerException e) {
            System.out.println("firsts: " + thrown(e));
        }
        System.out.println("settings " + settings(5));
        int[] ca = { 3, 1, 4, 1, 5, 9, 2, 6, Integer.MIN_VALUE, Integer.MAX_VALUE, 0 };
        int[] cb = { 2, 7, 1, 8, 2, 8, 1, 8, Integer.MAX_VALUE, Integer.MIN_VALUE, 0 };
        System.out.println("compares " + compares(ca, cb, 10) + " " + compares(cb, ca, 10) + " " + compares(ca, ca, 10));
        try {
            compares(ca, cb, 11);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("compares: " + thrown(e));
        }
        try {
            compares(ca, new int[3], 5);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("compares: " + thrown(e));
        }
        try {
            compares(ca, null, 5);
        } catch (NullPointerException e) {
            System.out.println("compares: " + thrown(e));
        }
        try {
            compares(null, cb, 5);
        } catch (NullPointerException e) {
            System.out.println("compares: " + thrown(e));
        }
        int[] pv = { 5, -3, 7, Integer.MIN_VALUE, Integer.MAX_VALUE, 0, 9 };
        char[] pc = { 'a', 'z', '\uffff', '\u0000', 'm', 'M', 'q' };
        long[] pw = { 1L << 40, -5, Long.MIN_VALUE, Long.MAX_VALUE, 0, 3, -(1L << 40) };
        System.out.println("partitions " + partitions(pv, pc, pw, 5, 'm', 0) + " "
            + partitions(pv, pc, pw, Integer.MAX_VALUE, '\uffff', Long.MIN_VALUE) + " "
            + partitions(pv, pc, pw, -3, '\u0000', 1L << 40));
        try {
            partitions(pv, new char[3], pw, 0, 'a', 0);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("partitions: " + thrown(e));
        }
        try {
            partitions(pv, pc, new long[2], 0, 'a', 0);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("partitions: " + thrown(e));
        }
        try {
            partitions(pv, pc, null, 0, 'a', 0);
        } catch (NullPointerException e) {
            System.out.println("partitions: " + thrown(e));
        }
        try {
            partitions(pv, pc, pw, Integer.MIN_VALUE + 1, 'a', 0);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("partitions: " + thrown(e));
        }
        char[] letters = "the quick brown fox jumps over the lazy dog; PACK MY BOX WITH FIVE DOZEN LIQUOR JUGS".toCharArray();
        sortChars(letters, 0, letters.length - 1);
        System.out.println("sorted " + new String(letters).trim());
        long[] pre = new long[7];
        int[] pd = { 5, -3, Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MIN_VALUE, 7, 1 };
        pre[0] = Long.MAX_VALUE - 10;
        System.out.println("prefix " + prefix(pre, pd, 6) + " " + java.util.Arrays.toString(pre));
        try {
            prefix(pre, pd, 7);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("prefix: " + thrown(e) + " " + pre[6]);
        }
        try {
            prefix(new long[3], pd, 5);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("prefix short: " + thrown(e));
        }
        try {
            prefix(null, pd, 5);
        } catch (NullPointerException e) {
            System.out.println("prefix null: " + thrown(e));
        }
        try {
            prefix(pre, null, 5);
        } catch (NullPointerException e) {
            System.out.println("prefix null: " + thrown(e));
        }

        System.out.println("swaps" + swaps(new int[] { 1, 2, 3, 4 }, new int[] { 0, 3, 2, 4, 1, -1, 0, 2, 1 },
            new int[] { 3, 0, 2, 1, 4, 0, -1, Integer.MIN_VALUE, 1 }));
        System.out.println("swaps" + swaps(null, new int[] { 0, 1 }, new int[] { 1, 0 }));
        System.out.println("swaps next" + swapsNext(new int[] { 1, 2, 3, 4 },
            new int[] { 0, 2, 3, -1, 1, Integer.MAX_VALUE, 4 }));
        System.out.println("swaps next" + swapsNext(null, new int[] { 0 }));
        System.out.println("bounds2 " + bounds2(10, 3) + " " + bounds2(3, 10) + " " + bounds2(Integer.MIN_VALUE, Integer.MAX_VALUE) + " "
            + bounds2(Integer.MAX_VALUE, Integer.MAX_VALUE) + " " + bounds2(-5, 3));
        {
            int[] sb3 = { 5, Integer.MAX_VALUE, -7, 3, Integer.MIN_VALUE, 0 };
            int[] sc3 = { 1, 2, Integer.MAX_VALUE, -4, 9, Integer.MIN_VALUE, 6 };
            long[] sp3 = { Long.MAX_VALUE, 3, -8, 0, 1, 2, 7 };
            long[] sq3 = { 4, Long.MIN_VALUE, 6, -1, 2, 5, 3 };
            System.out.println("sums3" + sums3(new int[7], sb3, sc3, sp3.clone(), sq3.clone(), 5));
            System.out.println("sums3" + sums3(new int[7], sb3, sc3, sp3.clone(), sq3.clone(), 7));
            System.out.println("sums3" + sums3(new int[7], sb3, new int[3], sp3.clone(), sq3.clone(), 5));
            System.out.println("sums3" + sums3(new int[3], sb3, sc3, sp3.clone(), sq3.clone(), 5));
            System.out.println("sums3" + sums3(new int[7], sb3, sc3, new long[2], sq3.clone(), 5));
            System.out.println("sums3" + sums3(new int[7], sb3, sc3, sp3.clone(), new long[3], 5));
            System.out.println("sums3" + sums3(null, sb3, sc3, sp3.clone(), sq3.clone(), 5));
            System.out.println("sums3" + sums3(new int[7], null, sc3, sp3.clone(), sq3.clone(), 5));
            System.out.println("sums3" + sums3(new int[7], sb3, null, sp3.clone(), sq3.clone(), 5));
            System.out.println("sums3" + sums3(new int[7], sb3, sc3, null, sq3.clone(), 5));
            System.out.println("sums3" + sums3(new int[7], sb3, sc3, sp3.clone(), null, 5));
        }
        {
            long[] la = new long[16], lb = new long[16];
            long seed = 0x9E3779B97F4A7C15L;
            for (int i = 0; i < 16; i++) {
                seed = seed * 6364136223846793005L + 1442695040888963407L;
                la[i] = seed >> 7;
                lb[i] = seed ^ (seed >>> 29);
            }
            lb[5] = Long.MIN_VALUE;
            la[3] = Long.MAX_VALUE;
            System.out.println("longProduct" + longProduct(la, lb, new long[16], 4));
            System.out.println("longProduct" + longProduct(la, lb, new long[10], 4));
            System.out.println("longProduct" + longProduct(la, new long[9], new long[16], 4));
            System.out.println("longProduct" + longProduct(la, null, new long[16], 4));
            System.out.println("longProduct" + longProduct(la, lb, null, 4));
        }
        {
            int[] ti = { 0, 1, 3, 2, 4, -1, 0, 1 };
            int[] tj = { 3, 2, 0, 3, 1, 0, -1, Integer.MAX_VALUE };
            System.out.println("typed" + typed(new char[] { 'a', '\uffff', '\u0000', 'Z' }, new char[] { 'x', 'y', 'z', '\u8000' },
                new long[] { Long.MIN_VALUE, 1, -1, Long.MAX_VALUE }, new long[] { 5, -6, 7 }, ti, tj));
            /* Not a null char[]: in this method HotSpot's message for it is null (simpler methods agree). */
            System.out.println("typed" + typed(new char[4], new char[4], null, new long[4], new int[] { 0 }, new int[] { 1 }));
            System.out.println("typed" + typed(new char[4], new char[4], new long[4], null, new int[] { 0 }, new int[] { 1 }));
        }
        {
            byte[] mb = new byte[40];
            char[] mc = new char[41];
            int[] mv = new int[40];
            for (int i = 0; i < mb.length; i++) {
                mb[i] = (byte) (i * 37 - 100);
                mc[i] = (char) (i * 4099 + 0x7ff0);
                mv[i] = i * -123456789;
            }
            System.out.println("maskAdds" + maskAdds(mb, mc, mv, 30, 5));
            System.out.println("maskAdds" + maskAdds(mb, mc, mv, 40, 0));
            System.out.println("maskAdds" + maskAdds(mb, mc, mv, 40, 1));
            System.out.println("maskAdds" + maskAdds(mb, new char[10], mv, 30, 5));
            System.out.println("maskAdds" + maskAdds(new byte[3], mc, mv, 30, 0));
            System.out.println("maskAdds" + maskAdds(null, mc, mv, 30, 0));
            System.out.println("maskAdds" + maskAdds(mb, null, mv, 30, 0));
            System.out.println("maskAdds" + maskAdds(mb, mc, null, 30, 0));
            System.out.println("maskAdds" + maskAdds(mb, mc, mv, 30, -1));
            System.out.println("maskAdds" + maskAdds(mb, mc, mv, 30, Integer.MAX_VALUE));
            int[] ct = new int[256];
            for (int k = 0; k < 256; k++) {
                int c = k;
                for (int j = 0; j < 8; j++) {
                    c = (c & 1) != 0 ? 0xEDB88320 ^ (c >>> 1) : c >>> 1;
                }
                ct[k] = c;
            }
            System.out.println("crcs" + crcs(ct, mb, 30, 5));
            System.out.println("crcs" + crcs(ct, mb, 39, 1));
            System.out.println("crcs" + crcs(ct, mb, 40, 0));
            System.out.println("crcs" + crcs(new int[100], mb, 30, 2));
            System.out.println("crcs" + crcs(new int[16], mb, 30, 2));
            System.out.println("crcs" + crcs(null, mb, 30, 2));
            System.out.println("crcs" + crcs(ct, null, 30, 2));
            System.out.println("crcs" + crcs(ct, new byte[4], 30, 0));
            System.out.println("crcs" + crcs(ct, mb, 30, -3));
        }
        System.out.println("reversals" + reversalsOf(10, 0, 9));
        System.out.println("reversals" + reversalsOf(10, 2, 8));
        System.out.println("reversals" + reversalsOf(10, 3, 3));
        System.out.println("reversals" + reversalsOf(10, 5, 1));
        System.out.println("reversals" + reversalsOf(10, 0, 1));
        System.out.println("reversals" + reversalsOf(10000, 0, 9999));
        System.out.println("reversals" + reversalsOf(10000, 17, 9998));
        System.out.println("reversals" + reversalsOf(10, -2, 5));
        System.out.println("reversals" + reversalsOf(10, 4, 10));
        System.out.println("reversals" + reversalsOf(10, 4, Integer.MAX_VALUE));
        System.out.println("reversals" + reversalsOf(10, Integer.MIN_VALUE, 3));
        /* Not a null char[]: in this method HotSpot's message for it is null (simpler methods agree). */
        System.out.println("reversals" + reversals(null, new char[] { 'a', 'b', 'c' }, null, 0, 2));
        System.out.println("reversals" + reversals(null, null, null, 2, 2));
        int[] w = { 1, 2, 3 };
        try {
            uncaught(w, 0, 3);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("uncaught: " + thrown(e) + " " + java.util.Arrays.toString(w));
        }
        try {
            uncaught(null, 0, 1);
        } catch (NullPointerException e) {
            System.out.println("uncaught: " + thrown(e));
        }
        try {
            copy(perm, new int[2], 5);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("copy: " + thrown(e));
        }
        try {
            copy(null, work, 1);
        } catch (NullPointerException e) {
            System.out.println("copy: " + thrown(e));
        }
    }
}
