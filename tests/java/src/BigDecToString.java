import java.math.BigDecimal;
import java.math.BigInteger;

public class BigDecToString {
    public static void main(String[] args) {
        // the examples of the BigDecimal.toString Javadoc and more around the exponent limits
        String[] texts = {"123E-10", "-123E-12", "123E1", "123E3", "123E-1", "123E-5", "123E-6", "123E-7", "123E-8",
            "0", "0.00", "0E+3", "0E-3", "0E-6", "0E-7", "0E-8", "0E+1", "0E+2", "0E+4", "-0.000", "1E+3", "12E+3",
            "123E+3", "1234E+3", "1E-7", "12E-7", "0.0000001", "0.000001", "-1.2345678E+100", "1E+2147483647",
            "1E-2147483647", "+5.", ".5", "-.5e-3", "00012.3400e+2", "1e0", "1e-0", "9.999999999e99"};
        for (String s : texts) {
            BigDecimal d = new BigDecimal(s);
            String plain = d.scale() > -200 && d.scale() < 200 ? d.toPlainString() : "(long)";
            System.out.println(s + " -> " + d + " | " + d.toEngineeringString() + " | " + plain + " | scale "
                    + d.scale() + " precision " + d.precision() + " unscaled " + d.unscaledValue());
        }
        for (int sc = -8; sc <= 8; sc++) {
            BigDecimal a = new BigDecimal(BigInteger.valueOf(123456), sc);
            BigDecimal b = new BigDecimal(BigInteger.valueOf(-7), sc);
            BigDecimal z = new BigDecimal(BigInteger.ZERO, sc);
            System.out.println(sc + ": " + a + " " + a.toEngineeringString() + " " + a.toPlainString() + " | " + b + " "
                    + b.toEngineeringString() + " " + b.toPlainString() + " | " + z + " " + z.toEngineeringString() + " "
                    + z.toPlainString());
        }
        double[] ds = {0.1, 0.5, -2.5, 1e-7, 1e21, 123.456, 1.0 / 3, Double.MIN_VALUE, Double.MAX_VALUE, -0.0, 100.0};
        for (double d : ds) {
            BigDecimal v = BigDecimal.valueOf(d);
            System.out.println(d + ": valueOf " + v + " scale " + v.scale() + " exact "
                    + (Math.abs(d) > 1e-300 || d == 0 ? new BigDecimal(d).toString() : "(tiny) " + new BigDecimal(d).precision())
                    + " back " + v.doubleValue());
        }
        System.out.println(BigDecimal.valueOf(12345, 3) + " " + BigDecimal.valueOf(12345, -3) + " " + BigDecimal.valueOf(5)
                + " " + new BigDecimal(new char[] {'x', '1', '.', '5', 'y'}, 1, 3) + " " + new BigDecimal(-12L) + " "
                + new BigDecimal(BigInteger.TEN, 1));
        System.out.println(new BigDecimal("1.50").stripTrailingZeros() + " " + new BigDecimal("100").stripTrailingZeros()
                + " " + new BigDecimal("0.000").stripTrailingZeros() + " " + new BigDecimal("-1200.00").stripTrailingZeros()
                + " " + new BigDecimal("100").stripTrailingZeros().toPlainString());
        System.out.println(new BigDecimal("123.456").movePointLeft(2) + " " + new BigDecimal("123.456").movePointRight(5)
                + " " + new BigDecimal("1E+5").movePointLeft(2) + " " + new BigDecimal("1E+5").movePointRight(1) + " "
                + new BigDecimal("1.5").scaleByPowerOfTen(3) + " " + new BigDecimal("1.5").scaleByPowerOfTen(-3)
                + " " + new BigDecimal("1.5").ulp() + " " + new BigDecimal("1E+5").ulp());
        System.out.println(new BigDecimal("1e400").doubleValue() + " " + new BigDecimal("-1e-400").doubleValue() + " "
                + new BigDecimal("0.1").floatValue() + " " + new BigDecimal("2.4703282292062328e-324").doubleValue()
                + " " + new BigDecimal("123456789.987654321").doubleValue() + " " + new BigDecimal("1e39").floatValue());
        System.out.println(new BigDecimal("-123.999").intValue() + " " + new BigDecimal("1e20").longValue() + " "
                + new BigDecimal("1e20").intValue() + " " + new BigDecimal("-9.99e-5").longValue() + " "
                + new BigDecimal("123.9").toBigInteger() + " " + new BigDecimal("-5E+3").toBigIntegerExact());
    }
}
