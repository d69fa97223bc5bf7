import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;

/*
 * BigNum: java.math under load. The pidigits spigot (streaming digits of pi
 * with BigInteger multiply, add and divide on numbers that grow to thousands
 * of digits), factorials printed in decimal, modPow with 1024-bit operands,
 * and BigDecimal division and square roots at 100 digits. The checksum is
 * the sum of hash codes of the results, identical on every VM.
 */
public class BigNum {
    static long piDigits(int n) {
        BigInteger q = BigInteger.ONE;
        BigInteger r = BigInteger.ZERO;
        BigInteger t = BigInteger.ONE;
        int k = 1;
        StringBuilder sb = new StringBuilder();
        while (sb.length() < n) {
            BigInteger three = BigInteger.valueOf(3);
            BigInteger four = BigInteger.valueOf(4);
            // extract the digit floor((q*3 + r) / t) if it equals floor((q*4 + r) / t)
            if (q.compareTo(r) <= 0) {
                BigInteger d3 = q.multiply(three).add(r).divide(t);
                BigInteger d4 = q.multiply(four).add(r).divide(t);
                if (d3.equals(d4)) {
                    int d = d3.intValue();
                    sb.append((char) ('0' + d));
                    BigInteger ten = BigInteger.TEN;
                    r = r.subtract(t.multiply(d3)).multiply(ten);
                    q = q.multiply(ten);
                    continue;
                }
            }
            BigInteger k2 = BigInteger.valueOf(2L * k + 1);
            r = q.shiftLeft(1).add(r).multiply(k2);
            q = q.multiply(BigInteger.valueOf(k));
            t = t.multiply(k2);
            k++;
        }
        return sb.toString().hashCode();
    }

    static long factorials(int n) {
        long check = 0;
        BigInteger f = BigInteger.ONE;
        for (int i = 1; i <= n; i++) {
            f = f.multiply(BigInteger.valueOf(i));
            if (i % 100 == 0) {
                check += f.toString().hashCode();
            }
        }
        return check;
    }

    static long modPows(int count) {
        long check = 0;
        BigInteger m = BigInteger.ONE.shiftLeft(1024).subtract(BigInteger.valueOf(105));
        BigInteger b = BigInteger.valueOf(3).pow(600);
        for (int i = 0; i < count; i++) {
            BigInteger e = m.subtract(BigInteger.valueOf(i * 7919L));
            b = b.modPow(e, m).add(BigInteger.valueOf(i));
            check += b.hashCode();
        }
        return check;
    }

    static long decimals(int count) {
        long check = 0;
        MathContext mc = new MathContext(100);
        for (int i = 1; i <= count; i++) {
            BigDecimal x = BigDecimal.valueOf(i).divide(BigDecimal.valueOf(7 * i + 3), mc);
            check += x.sqrt(mc).toString().hashCode() + x.toPlainString().hashCode();
        }
        return check;
    }

    public static void main(String[] args) {
        long check = piDigits(2000);
        check += factorials(1000);
        check += modPows(10);
        check += decimals(300);
        System.out.println("BigNum checksum " + check);
    }
}
