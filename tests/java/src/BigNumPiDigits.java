import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;

/** pidigits (the streaming spigot) and friends: pi and e to many digits. */
public class BigNumPiDigits {
    static String spigot(int n) {
        BigInteger q = BigInteger.ONE;
        BigInteger r = BigInteger.ZERO;
        BigInteger t = BigInteger.ONE;
        BigInteger three = BigInteger.valueOf(3);
        BigInteger four = BigInteger.valueOf(4);
        int k = 1;
        StringBuilder sb = new StringBuilder();
        while (sb.length() < n) {
            if (q.compareTo(r) <= 0) {
                BigInteger d3 = q.multiply(three).add(r).divide(t);
                if (d3.equals(q.multiply(four).add(r).divide(t))) {
                    sb.append((char) ('0' + d3.intValue()));
                    r = r.subtract(t.multiply(d3)).multiply(BigInteger.TEN);
                    q = q.multiply(BigInteger.TEN);
                    continue;
                }
            }
            BigInteger k2 = BigInteger.valueOf(2L * k + 1);
            r = q.shiftLeft(1).add(r).multiply(k2);
            q = q.multiply(BigInteger.valueOf(k));
            t = t.multiply(k2);
            k++;
        }
        return sb.toString();
    }

    /** pi by Machin's formula in fixed point with guard digits. */
    static BigInteger arctanInv(int x, BigInteger unity) {
        BigInteger sum = unity.divide(BigInteger.valueOf(x));
        BigInteger term = sum;
        BigInteger xx = BigInteger.valueOf((long) x * x);
        for (int n = 3; term.signum() != 0; n += 2) {
            term = term.divide(xx);
            BigInteger part = term.divide(BigInteger.valueOf(n));
            sum = ((n / 2) % 2 == 1) ? sum.subtract(part) : sum.add(part);
        }
        return sum;
    }

    public static void main(String[] args) {
        String pi = spigot(1000);
        for (int i = 0; i < pi.length(); i += 50) {
            System.out.println(pi.substring(i, Math.min(pi.length(), i + 50)) + "\t:" + Math.min(pi.length(), i + 50));
        }
        BigInteger unity = BigInteger.TEN.pow(1010);
        BigInteger machin = arctanInv(5, unity).multiply(BigInteger.valueOf(16)).subtract(arctanInv(239, unity).multiply(BigInteger.valueOf(4)));
        String m = machin.toString();
        System.out.println("Machin agrees on 1000 digits: " + m.substring(0, 1000).equals(pi));
        // e = sum 1/k! with BigDecimal at 200 digits
        MathContext mc = new MathContext(210, RoundingMode.HALF_EVEN);
        BigDecimal e = BigDecimal.ONE;
        BigDecimal term = BigDecimal.ONE;
        for (int k = 1; k < 150; k++) {
            term = term.divide(BigDecimal.valueOf(k), mc);
            e = e.add(term, mc);
        }
        System.out.println("e = " + e.round(new MathContext(200)));
        System.out.println("sqrt(2) = " + new BigDecimal(2).sqrt(new MathContext(150)));
        BigDecimal golden = BigDecimal.ONE.add(new BigDecimal(5).sqrt(new MathContext(120))).divide(BigDecimal.valueOf(2), new MathContext(100));
        System.out.println("phi = " + golden);
        BigInteger fib = fibonacci(5000);
        String fs = fib.toString();
        System.out.println("F(5000) has " + fs.length() + " digits: " + fs.substring(0, 40) + "..." + fs.substring(fs.length() - 40));
    }

    static BigInteger fibonacci(int n) {
        BigInteger a = BigInteger.ZERO;
        BigInteger b = BigInteger.ONE;
        for (int i = 0; i < n; i++) {
            BigInteger t = a.add(b);
            a = b;
            b = t;
        }
        return a;
    }
}
