import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;

public class BigNumExceptions {
    interface Action {
        Object run() throws Exception;
    }

    static void t(String what, Action a) {
        try {
            System.out.println(what + " = " + a.run());
        } catch (Exception e) {
            System.out.println(what + " -> " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        BigInteger seven = BigInteger.valueOf(7);
        t("divide", () -> seven.divide(BigInteger.ZERO));
        t("remainder", () -> seven.remainder(BigInteger.ZERO));
        t("divideAndRemainder", () -> seven.divideAndRemainder(BigInteger.ZERO));
        t("mod 0", () -> seven.mod(BigInteger.ZERO));
        t("mod -3", () -> seven.mod(BigInteger.valueOf(-3)));
        t("modPow", () -> seven.modPow(BigInteger.ONE, BigInteger.ZERO));
        t("modInverse", () -> BigInteger.valueOf(6).modInverse(BigInteger.valueOf(9)));
        t("modInverse m<0", () -> seven.modInverse(BigInteger.valueOf(-9)));
        t("modPow negative exp", () -> BigInteger.valueOf(6).modPow(BigInteger.valueOf(-1), BigInteger.valueOf(9)));
        t("pow", () -> seven.pow(-1));
        t("sqrt", () -> seven.negate().sqrt());
        t("shiftLeft overflow", () -> BigInteger.ONE.shiftLeft(Integer.MAX_VALUE));
        t("pow overflow", () -> BigInteger.TEN.pow(Integer.MAX_VALUE));
        t("pow of one", () -> BigInteger.ONE.pow(Integer.MAX_VALUE) + " " + BigInteger.valueOf(-1).pow(Integer.MAX_VALUE));
        t("nextProbablePrime", () -> seven.negate().nextProbablePrime());
        t("probablePrime", () -> BigInteger.probablePrime(1, new java.util.Random(1)));
        t("random bits", () -> new BigInteger(-1, new java.util.Random(1)));
        t("valueOf", () -> BigDecimal.valueOf(Double.NaN));
        t("new BigDecimal(inf)", () -> new BigDecimal(Double.POSITIVE_INFINITY));
        String[] bad = {"", "-", "1.2.3", "abc", "1e", "1e+", "+-1", "1x", ".", "e5", "1E99999999999", "1e2.5", "--1"};
        for (String s : bad) {
            t("BigDecimal(\"" + s + "\")", () -> new BigDecimal(s));
        }
        BigDecimal one = BigDecimal.ONE;
        BigDecimal three = new BigDecimal(3);
        t("1/3", () -> one.divide(three));
        t("1/0", () -> one.divide(BigDecimal.ZERO));
        t("0/0", () -> BigDecimal.ZERO.divide(BigDecimal.ZERO));
        t("1/0 mc", () -> one.divide(BigDecimal.ZERO, MathContext.DECIMAL32));
        t("0/0 mc", () -> BigDecimal.ZERO.divide(BigDecimal.ZERO, MathContext.DECIMAL32));
        t("1/0 scale", () -> one.divide(BigDecimal.ZERO, 2, RoundingMode.UP));
        t("1/3 unnecessary", () -> one.divide(three, 5, RoundingMode.UNNECESSARY));
        t("1/3 mc unnecessary", () -> one.divide(three, new MathContext(5, RoundingMode.UNNECESSARY)));
        t("divideToIntegralValue 0", () -> one.divideToIntegralValue(BigDecimal.ZERO));
        t("remainder 0", () -> one.remainder(BigDecimal.ZERO));
        t("setScale", () -> new BigDecimal("1.25").setScale(1));
        t("round", () -> new BigDecimal("1.25").round(new MathContext(2, RoundingMode.UNNECESSARY)));
        t("intValueExact frac", () -> new BigDecimal("1.5").intValueExact());
        t("intValueExact big", () -> new BigDecimal("1e20").intValueExact());
        t("longValueExact", () -> new BigDecimal("1e20").longValueExact());
        t("intValueExact 2^31", () -> new BigDecimal("2147483648").intValueExact());
        t("toBigIntegerExact", () -> new BigDecimal("1.5").toBigIntegerExact());
        t("pow -1", () -> one.pow(-1));
        t("pow mc digits", () -> one.pow(1000, new MathContext(3)));
        t("sqrt negative", () -> new BigDecimal(-1).sqrt(MathContext.DECIMAL32));
        t("sqrt inexact", () -> new BigDecimal(2).sqrt(MathContext.UNLIMITED));
        t("sqrt unnecessary", () -> new BigDecimal(2).sqrt(new MathContext(5, RoundingMode.UNNECESSARY)));
        t("sqrt exact", () -> new BigDecimal("1.44").sqrt(MathContext.UNLIMITED));
        t("MathContext(-1)", () -> new MathContext(-1));
        t("MathContext(null)", () -> new MathContext(5, null));
        t("MathContext(\"x\")", () -> new MathContext("x"));
        t("MathContext(string)", () -> new MathContext("precision=5 roundingMode=FLOOR"));
        t("MathContext(bad mode)", () -> new MathContext("precision=5 roundingMode=SIDEWAYS"));
        t("RoundingMode.valueOf(9)", () -> RoundingMode.valueOf(9));
        t("RoundingMode.valueOf(\"UP\")", () -> RoundingMode.valueOf("UP"));
        t("scale overflow", () -> new BigDecimal("1E-2147483647").movePointLeft(10));
    }
}
