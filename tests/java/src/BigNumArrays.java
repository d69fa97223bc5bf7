import java.util.Arrays;

public class BigNumArrays {
    /** Non-negative arbitrary-precision integer, little-endian base 10^9 limbs. */
    static final class Big implements Comparable<Big> {
        static final int BASE = 1000000000;
        final int[] d;   // no leading zero limbs except for zero itself (length 1)
        Big(int[] d) { this.d = trim(d); }
        static Big of(long v) {
            if (v < 0) throw new IllegalArgumentException("negative: " + v);
            int[] t = new int[3];
            int n = 0;
            do { t[n++] = (int) (v % BASE); v /= BASE; } while (v > 0);
            return new Big(Arrays.copyOf(t, n));
        }
        static Big parse(String s) {
            int n = (s.length() + 8) / 9;
            int[] t = new int[n];
            for (int i = 0; i < n; i++) {
                int end = s.length() - 9 * i, start = Math.max(0, end - 9);
                t[i] = Integer.parseInt(s.substring(start, end));
            }
            return new Big(t);
        }
        static int[] trim(int[] a) {
            int n = a.length;
            while (n > 1 && a[n - 1] == 0) n--;
            return n == a.length ? a : Arrays.copyOf(a, n);
        }
        Big add(Big o) {
            int n = Math.max(d.length, o.d.length) + 1;
            int[] r = new int[n];
            long carry = 0;
            for (int i = 0; i < n; i++) {
                long s = carry + (i < d.length ? d[i] : 0) + (i < o.d.length ? o.d[i] : 0);
                r[i] = (int) (s % BASE);
                carry = s / BASE;
            }
            return new Big(r);
        }
        Big sub(Big o) {
            if (compareTo(o) < 0) throw new ArithmeticException("negative result");
            int[] r = new int[d.length];
            long borrow = 0;
            for (int i = 0; i < d.length; i++) {
                long s = (long) d[i] - borrow - (i < o.d.length ? o.d[i] : 0);
                if (s < 0) { s += BASE; borrow = 1; } else borrow = 0;
                r[i] = (int) s;
            }
            return new Big(r);
        }
        Big mul(Big o) {
            long[] acc = new long[d.length + o.d.length + 1];
            for (int i = 0; i < d.length; i++) {
                long carry = 0;
                for (int j = 0; j < o.d.length; j++) {
                    long cur = acc[i + j] + (long) d[i] * o.d[j] + carry;
                    acc[i + j] = cur % BASE;
                    carry = cur / BASE;
                }
                int k = i + o.d.length;
                while (carry != 0) { long cur = acc[k] + carry; acc[k] = cur % BASE; carry = cur / BASE; k++; }
            }
            int[] r = new int[acc.length];
            for (int i = 0; i < r.length; i++) r[i] = (int) acc[i];
            return new Big(r);
        }
        Big mulSmall(int m) {
            int[] r = new int[d.length + 2];
            long carry = 0;
            for (int i = 0; i < r.length; i++) {
                long cur = carry + (i < d.length ? (long) d[i] * m : 0);
                r[i] = (int) (cur % BASE);
                carry = cur / BASE;
            }
            return new Big(r);
        }
        /** quotient and remainder by a small positive int */
        Big divSmall(int m, int[] rem) {
            int[] r = new int[d.length];
            long cur = 0;
            for (int i = d.length - 1; i >= 0; i--) {
                cur = cur * BASE + d[i];
                r[i] = (int) (cur / m);
                cur %= m;
            }
            rem[0] = (int) cur;
            return new Big(r);
        }
        Big pow(int e) {
            Big result = of(1), b = this;
            while (e > 0) {
                if ((e & 1) != 0) result = result.mul(b);
                b = b.mul(b);
                e >>>= 1;
            }
            return result;
        }
        boolean isZero() { return d.length == 1 && d[0] == 0; }
        public int compareTo(Big o) {
            if (d.length != o.d.length) return d.length < o.d.length ? -1 : 1;
            for (int i = d.length - 1; i >= 0; i--) if (d[i] != o.d[i]) return d[i] < o.d[i] ? -1 : 1;
            return 0;
        }
        @Override public boolean equals(Object o) { return o instanceof Big && Arrays.equals(d, ((Big) o).d); }
        @Override public int hashCode() { return Arrays.hashCode(d); }
        @Override public String toString() {
            StringBuilder sb = new StringBuilder();
            sb.append(d[d.length - 1]);
            for (int i = d.length - 2; i >= 0; i--) {
                String part = Integer.toString(d[i]);
                for (int k = part.length(); k < 9; k++) sb.append('0');
                sb.append(part);
            }
            return sb.toString();
        }
        int digitSum() {
            String s = toString();
            int sum = 0;
            for (int i = 0; i < s.length(); i++) sum += s.charAt(i) - '0';
            return sum;
        }
    }

    static String abbreviate(String s) {
        return s.length() <= 60 ? s : s.substring(0, 25) + "..." + s.substring(s.length() - 25) + " (" + s.length() + " digits)";
    }

    public static void main(String[] args) {
        Big f = Big.of(1);
        for (int i = 1; i <= 100; i++) {
            f = f.mulSmall(i);
            if (i % 10 == 0 || i == 25) System.out.println(i + "! = " + abbreviate(f.toString()));
        }
        System.out.println("100! digit sum " + f.digitSum());
        int zeros = 0;
        int[] rem = new int[1];
        Big q = f;
        while (true) {
            Big nq = q.divSmall(10, rem);
            if (rem[0] != 0) break;
            zeros++;
            q = nq;
        }
        System.out.println("100! trailing zeros " + zeros);

        Big a = Big.of(0), b = Big.of(1);
        for (int i = 2; i <= 500; i++) {
            Big c = a.add(b);
            a = b;
            b = c;
            if (i == 50 || i == 93 || i == 100 || i == 200 || i == 300 || i == 500) System.out.println("fib(" + i + ") = " + abbreviate(b.toString()));
        }
        System.out.println("fib(500) full = " + b);
        System.out.println("fib(500) limbs = " + b.d.length + " hash " + b.hashCode());

        Big two = Big.of(2);
        Big p = two.pow(521).sub(Big.of(1));
        System.out.println("2^521-1 = " + abbreviate(p.toString()));
        Big sq = Big.parse("123456789012345678901234567890").mul(Big.parse("987654321098765432109876543210"));
        System.out.println("product = " + sq);
        System.out.println("long check " + Big.of(Long.MAX_VALUE).mul(Big.of(Long.MAX_VALUE)) + " vs " + Big.of(Long.MAX_VALUE).pow(2));
        System.out.println("compare " + Big.of(5).compareTo(Big.of(7)) + " " + Big.parse("1000000000").compareTo(Big.of(999999999)) + " " + Big.parse("000123").equals(Big.of(123)));
        Big x = Big.parse("1000000000000000000000000000");
        System.out.println("sub " + x.sub(Big.of(1)) + " " + x.sub(x) + " " + x.sub(x).isZero());
        try { Big.of(1).sub(Big.of(2)); } catch (ArithmeticException e) { System.out.println("caught " + e.getMessage()); }
        try { Big.of(-1); } catch (IllegalArgumentException e) { System.out.println("caught " + e.getMessage()); }
        // Catalan numbers by the recurrence C(n+1) = C(n) * 2(2n+1) / (n+2)
        Big cat = Big.of(1);
        StringBuilder sb = new StringBuilder();
        for (int n = 0; n < 60; n++) {
            if (n % 10 == 0) sb.append("C").append(n).append('=').append(cat).append(' ');
            cat = cat.mulSmall(2 * (2 * n + 1)).divSmall(n + 2, rem);
            if (rem[0] != 0) throw new AssertionError("not exact at " + n);
        }
        System.out.println(sb.toString().trim());
        // powers of 3 and their decimal lengths
        Big three = Big.of(3);
        for (int e = 1; e <= 1000; e *= 10) System.out.println("3^" + e + " has " + three.pow(e).toString().length() + " digits, ends " + three.pow(e).d[0] % 1000);
    }
}
