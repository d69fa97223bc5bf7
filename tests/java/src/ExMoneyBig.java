import java.math.*;
import java.util.*;

public class ExMoneyBig {
    static BigInteger fact(int n) {
        BigInteger r = BigInteger.ONE;
        for (int i = 2; i <= n; i++) r = r.multiply(BigInteger.valueOf(i));
        return r;
    }

    static BigInteger fib(int n) {
        BigInteger a = BigInteger.ZERO, b = BigInteger.ONE;
        for (int i = 0; i < n; i++) { BigInteger t = a.add(b); a = b; b = t; }
        return a;
    }

    public static void main(String[] args) {
        for (int n : new int[]{0, 1, 20, 21, 30, 50}) System.out.println(n + "! = " + fact(n));
        BigInteger f100 = fact(100);
        System.out.println("100! digits=" + f100.toString().length() + " bits=" + f100.bitLength()
            + " trailingZeros=" + f100.getLowestSetBit() + " digitSum=" + f100.toString().chars().map(c -> c - '0').sum());
        for (int n : new int[]{0, 1, 2, 10, 93, 100, 200}) System.out.println("fib(" + n + ") = " + fib(n));
        System.out.println("fib(93) fits long? " + (fib(93).bitLength() < 64) + " fib(92) long=" + fib(92).longValueExact());
        try { fib(93).longValueExact(); } catch (ArithmeticException e) { System.out.println("AE: " + e.getMessage()); }
        BigInteger p = new BigInteger("1000000007");
        System.out.println("2^1e18 mod p = " + BigInteger.TWO.modPow(new BigInteger("1000000000000000000"), p));
        System.out.println("inv 3 mod p = " + BigInteger.valueOf(3).modInverse(p));
        System.out.println("gcd = " + fact(30).gcd(fib(60)) + " " + BigInteger.valueOf(-12).gcd(BigInteger.valueOf(18))
            + " " + BigInteger.ZERO.gcd(BigInteger.ZERO));
        System.out.println("probablePrime p: " + p.isProbablePrime(50) + " p*7: " + p.multiply(BigInteger.valueOf(7)).isProbablePrime(50));
        BigInteger[] qr = fact(25).divideAndRemainder(fib(50));
        System.out.println("divrem " + qr[0] + " " + qr[1] + " neg mod " + BigInteger.valueOf(-7).mod(BigInteger.valueOf(3))
            + " rem " + BigInteger.valueOf(-7).remainder(BigInteger.valueOf(3)));
        System.out.println("sqrt " + f100.sqrt().toString().substring(0, 20) + " pow " + BigInteger.valueOf(-3).pow(41)
            + " hex " + fact(20).toString(16) + " base36 " + fact(15).toString(36));
        try { BigInteger.valueOf(2).modInverse(BigInteger.valueOf(4)); } catch (ArithmeticException e) { System.out.println("AE: " + e.getMessage()); }

        // money
        BigDecimal[] prices = {new BigDecimal("19.99"), new BigDecimal("0.10"), new BigDecimal("0.20"), new BigDecimal("1234.565")};
        BigDecimal sum = BigDecimal.ZERO;
        for (BigDecimal b : prices) sum = sum.add(b);
        System.out.println("sum=" + sum + " scaled=" + sum.setScale(2, RoundingMode.HALF_EVEN) + " double=" + (0.1 + 0.2));
        BigDecimal taxRate = new BigDecimal("0.0825");
        for (BigDecimal b : prices) {
            BigDecimal tax = b.multiply(taxRate);
            System.out.printf("%10s tax=%-12s even=%s up=%s down=%s%n", b, tax, tax.setScale(2, RoundingMode.HALF_EVEN),
                tax.setScale(2, RoundingMode.HALF_UP), tax.setScale(2, RoundingMode.HALF_DOWN));
        }
        for (String s : new String[]{"2.345", "2.355", "-2.345", "2.3450001", "0.005", "0.015"})
            System.out.println(s + " HALF_EVEN " + new BigDecimal(s).setScale(2, RoundingMode.HALF_EVEN)
                + " CEILING " + new BigDecimal(s).setScale(2, RoundingMode.CEILING));
        // split a bill three ways
        BigDecimal bill = new BigDecimal("100.00");
        BigDecimal share = bill.divide(BigDecimal.valueOf(3), 2, RoundingMode.HALF_EVEN);
        BigDecimal last = bill.subtract(share.multiply(BigDecimal.valueOf(2)));
        System.out.println("shares " + share + " " + share + " " + last);
        try { bill.divide(BigDecimal.valueOf(3)); } catch (ArithmeticException e) { System.out.println("AE: " + e.getMessage()); }
        // compound interest, monthly
        BigDecimal principal = new BigDecimal("10000.00");
        BigDecimal annual = new BigDecimal("0.05");
        BigDecimal monthly = annual.divide(BigDecimal.valueOf(12), MathContext.DECIMAL64);
        BigDecimal bal = principal;
        for (int month = 1; month <= 24; month++) {
            BigDecimal interest = bal.multiply(monthly).setScale(2, RoundingMode.HALF_EVEN);
            bal = bal.add(interest);
            if (month % 6 == 0) System.out.println("month " + month + " interest " + interest + " balance " + bal);
        }
        BigDecimal closed = principal.multiply(BigDecimal.ONE.add(monthly).pow(24, MathContext.DECIMAL64)).setScale(2, RoundingMode.HALF_EVEN);
        System.out.println("closed form " + closed + " diff " + closed.subtract(bal));
        // loan payment
        BigDecimal r = new BigDecimal("0.004");
        int n = 360;
        BigDecimal onePlus = BigDecimal.ONE.add(r).pow(n, MathContext.DECIMAL128);
        BigDecimal payment = new BigDecimal("250000").multiply(r).multiply(onePlus)
            .divide(onePlus.subtract(BigDecimal.ONE), 2, RoundingMode.HALF_EVEN);
        System.out.println("payment " + payment);
        BigDecimal x = new BigDecimal("1.10");
        System.out.println(x.equals(new BigDecimal("1.1")) + " " + (x.compareTo(new BigDecimal("1.1")) == 0)
            + " " + x.stripTrailingZeros() + " " + new BigDecimal("1E+3").toPlainString() + " " + new BigDecimal("100").stripTrailingZeros()
            + " " + x.precision() + " " + x.scale() + " " + x.unscaledValue() + " " + new BigDecimal("123.456").round(new MathContext(4)));
        System.out.println(new BigDecimal(0.1) + " " + BigDecimal.valueOf(0.1) + " " + new BigDecimal("-0.000001234") + " " + new BigDecimal("1E-7").toString());
        List<BigDecimal> sorted = new ArrayList<>(Arrays.asList(prices));
        Collections.sort(sorted);
        System.out.println(sorted + " max=" + Collections.max(sorted) + " neg=" + sum.negate() + " abs=" + sum.negate().abs());
    }
}
