import java.math.*;
import java.util.stream.*;

/**
 * pidigits as the other spigot versions write it: Gibbons' streaming spigot with
 * divideAndRemainder and compareTo, pi from Machin's formula with BigDecimal arctangent
 * series in a MathContext, and e from its series; digits printed in the benchmark's layout.
 */
public class GamePiDigitsMachin {
    static String gibbons(int n) {
        BigInteger q = BigInteger.ONE, r = BigInteger.ZERO, t = BigInteger.ONE;
        BigInteger k = BigInteger.ONE, nn = BigInteger.valueOf(3), l = BigInteger.valueOf(3);
        StringBuilder sb = new StringBuilder();
        BigInteger two = BigInteger.TWO, four = BigInteger.valueOf(4), seven = BigInteger.valueOf(7), ten = BigInteger.TEN;
        while (sb.length() < n) {
            if (four.multiply(q).add(r).subtract(t).compareTo(nn.multiply(t)) < 0) {
                sb.append(nn);
                BigInteger nr = ten.multiply(r.subtract(nn.multiply(t)));
                BigInteger[] qr = ten.multiply(three(q).add(r)).divideAndRemainder(t);
                nn = qr[0].subtract(ten.multiply(nn));
                q = q.multiply(ten);
                r = nr;
            } else {
                BigInteger nr = two.multiply(q).add(r).multiply(l);
                BigInteger nn2 = q.multiply(seven.multiply(k)).add(two).add(r.multiply(l)).divide(t.multiply(l));
                q = q.multiply(k);
                t = t.multiply(l);
                l = l.add(two);
                k = k.add(BigInteger.ONE);
                nn = nn2;
                r = nr;
            }
        }
        return sb.toString();
    }

    static BigInteger three(BigInteger q) {
        return q.multiply(BigInteger.valueOf(3));
    }

    /** arctan(1/x) to the given context. */
    static BigDecimal arctanInverse(int x, MathContext mc) {
        BigDecimal result = BigDecimal.ZERO, xx = BigDecimal.valueOf((long) x * x);
        BigDecimal term = BigDecimal.ONE.divide(BigDecimal.valueOf(x), mc);
        BigDecimal eps = BigDecimal.ONE.movePointLeft(mc.getPrecision() + 2);
        for (int k = 0; term.abs().compareTo(eps) > 0; k++) {
            BigDecimal t = term.divide(BigDecimal.valueOf(2L * k + 1), mc);
            result = k % 2 == 0 ? result.add(t, mc) : result.subtract(t, mc);
            term = term.divide(xx, mc);
        }
        return result;
    }

    static void layout(String digits) {
        for (int i = 0; i < digits.length(); i += 10) {
            String chunk = digits.substring(i, Math.min(i + 10, digits.length()));
            System.out.printf("%-10s\t:%d%n", chunk, Math.min(i + 10, digits.length()));
        }
    }

    public static void main(String[] args) {
        String g = gibbons(120);
        layout(g);
        MathContext mc = new MathContext(130, RoundingMode.HALF_EVEN);
        BigDecimal pi = arctanInverse(5, mc).multiply(BigDecimal.valueOf(16))
                .subtract(arctanInverse(239, mc).multiply(BigDecimal.valueOf(4)), mc);
        String machin = pi.toPlainString().replace(".", "").substring(0, 120);
        System.out.println("machin agrees " + machin.equals(g));
        System.out.println("pi(40) " + pi.round(new MathContext(40)) + " scale " + pi.scale() + " precision " + pi.precision());
        System.out.println("pi setScale(30, DOWN) " + pi.setScale(30, RoundingMode.DOWN));
        BigDecimal e = BigDecimal.ONE, term = BigDecimal.ONE;
        for (int k = 1; k < 80; k++) {
            term = term.divide(BigDecimal.valueOf(k), mc);
            e = e.add(term, mc);
        }
        System.out.println("e " + e.round(new MathContext(50)));
        System.out.println("e*pi " + e.multiply(pi).round(MathContext.DECIMAL128) + " e/pi "
                + e.divide(pi, MathContext.DECIMAL64));
        System.out.println("sqrt(pi) " + pi.sqrt(new MathContext(45)));
        BigInteger digits = new BigInteger(g);
        System.out.println("digits as integer: bits " + digits.bitLength() + " hex tail "
                + digits.toString(16).substring(digits.toString(16).length() - 24) + " mod 97 " + digits.mod(BigInteger.valueOf(97)));
        System.out.println("isqrt " + digits.sqrt().toString().substring(0, 30) + " gcd " + digits.gcd(BigInteger.valueOf(2L * 3 * 5 * 7 * 11 * 13)));
        System.out.println("digit histogram " + g.chars().mapToObj(c -> String.valueOf((char) c))
                .collect(Collectors.groupingBy(s -> s, java.util.TreeMap::new, Collectors.counting())));
        System.out.println("pow " + BigInteger.valueOf(314159).pow(7) + " modPow " + digits.modPow(BigInteger.valueOf(65537), BigInteger.valueOf(1000000007)));
        System.out.println("strip " + new BigDecimal("3.14159000").stripTrailingZeros() + " eng " + new BigDecimal("31415.9E-10").toEngineeringString());
    }
}
