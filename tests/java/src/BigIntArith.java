import java.math.BigInteger;
import java.util.Random;

public class BigIntArith {
    static BigInteger b(String s) {
        return new BigInteger(s);
    }

    public static void main(String[] args) {
        BigInteger f = BigInteger.ONE;
        for (int i = 1; i <= 60; i++) {
            f = f.multiply(BigInteger.valueOf(i));
        }
        System.out.println("60! = " + f);
        System.out.println("60!/2^56 = " + f.shiftRight(56) + " lowest set bit " + f.getLowestSetBit());
        BigInteger big = BigInteger.valueOf(7).pow(500);
        System.out.println("7^500 bitLength " + big.bitLength() + " digits " + big.toString().length());
        System.out.println("7^500 mod 1000000007 = " + big.mod(BigInteger.valueOf(1000000007)));
        BigInteger[] qr = big.divideAndRemainder(f);
        System.out.println("q digits " + qr[0].toString().length() + " r = " + qr[1]);
        System.out.println("check " + qr[0].multiply(f).add(qr[1]).equals(big));
        // Karatsuba-sized products checked against a sum of parts
        BigInteger x = BigInteger.valueOf(3).pow(5000).subtract(BigInteger.ONE);
        BigInteger y = BigInteger.valueOf(5).pow(4000).add(BigInteger.TEN);
        BigInteger p = x.multiply(y);
        System.out.println("product hash " + p.hashCode() + " bits " + p.bitLength());
        System.out.println("p / y == x: " + p.divide(y).equals(x) + ", p % x == 0: " + p.remainder(x).signum());
        System.out.println("square == pow(2): " + x.multiply(x).equals(x.pow(2)));
        for (String[] pair : new String[][] {{"17", "5"}, {"-17", "5"}, {"17", "-5"}, {"-17", "-5"}, {"0", "7"},
                {"123456789012345678901234567890", "-987654321"}, {"-4294967296", "4294967295"}}) {
            BigInteger a = b(pair[0]);
            BigInteger c = b(pair[1]);
            System.out.println(a + " " + c + ": + " + a.add(c) + " - " + a.subtract(c) + " * " + a.multiply(c)
                    + " / " + a.divide(c) + " % " + a.remainder(c) + " gcd " + a.gcd(c) + " cmp " + a.compareTo(c)
                    + " min " + a.min(c) + " max " + a.max(c));
            if (c.signum() > 0) {
                System.out.println("  mod " + a.mod(c) + " modPow(3) " + a.modPow(BigInteger.valueOf(3), c));
            }
        }
        BigInteger m = BigInteger.valueOf(1000000007);
        System.out.println("inverse of 12345 mod p: " + BigInteger.valueOf(12345).modInverse(m));
        System.out.println("2^-5 mod p: " + BigInteger.TWO.modPow(BigInteger.valueOf(-5), m));
        System.out.println("fermat: " + BigInteger.valueOf(987654321).modPow(m.subtract(BigInteger.ONE), m));
        BigInteger m2 = BigInteger.ONE.shiftLeft(521).subtract(BigInteger.ONE);
        System.out.println("M521 prime " + m2.isProbablePrime(50) + ", M523 prime "
                + BigInteger.ONE.shiftLeft(523).subtract(BigInteger.ONE).isProbablePrime(50));
        System.out.println("3^(2^521-2) mod M521 = " + BigInteger.valueOf(3).modPow(m2.subtract(BigInteger.TWO), m2));
        for (int v : new int[] {0, 1, 2, 3, 4, 25, 97, 561, 1105, 7919, 1000000, 2147483647}) {
            System.out.println(v + " prime " + BigInteger.valueOf(v).isProbablePrime(20) + " next "
                    + BigInteger.valueOf(v).nextProbablePrime() + " sqrt " + BigInteger.valueOf(v).sqrt());
        }
        System.out.println("sqrt(10^101) = " + BigInteger.TEN.pow(101).sqrt());
        BigInteger[] sr = BigInteger.TEN.pow(40).add(BigInteger.valueOf(12345)).sqrtAndRemainder();
        System.out.println("sqrtAndRemainder " + sr[0] + " " + sr[1]);
        Random rnd = new Random(42);
        BigInteger pr = BigInteger.probablePrime(128, rnd);
        System.out.println("probablePrime bits " + pr.bitLength() + " prime " + pr.isProbablePrime(64));
        System.out.println("random bits " + new BigInteger(100, new Random(7)) + " " + new BigInteger(7, new Random(1)));
        System.out.println("abs/negate/signum " + b("-5").abs() + " " + b("5").negate() + " " + b("-5").signum()
                + " " + BigInteger.ZERO.signum() + " " + BigInteger.ZERO.negate());
        System.out.println("hashCodes " + b("0").hashCode() + " " + b("1").hashCode() + " " + b("-1").hashCode() + " "
                + b("4294967296").hashCode() + " " + b("-123456789012345678901234567890").hashCode() + " " + f.hashCode());
        System.out.println("equals " + b("10").equals(BigInteger.TEN) + " " + b("10").equals(10) + " "
                + BigInteger.valueOf(Long.MIN_VALUE) + " " + BigInteger.valueOf(Long.MIN_VALUE).negate());
        System.out.println("pow(0) " + b("-7").pow(0) + " 0^0 " + BigInteger.ZERO.pow(0) + " (-2)^63 " + b("-2").pow(63));
    }
}
