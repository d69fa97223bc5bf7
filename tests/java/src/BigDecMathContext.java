import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

public class BigDecMathContext {
    public static void main(String[] args) {
        MathContext[] mcs = {MathContext.DECIMAL32, MathContext.DECIMAL64, MathContext.DECIMAL128, MathContext.UNLIMITED,
            new MathContext(3), new MathContext(1, RoundingMode.FLOOR), new MathContext("precision=12 roundingMode=HALF_DOWN")};
        for (MathContext mc : mcs) {
            System.out.println(mc + " precision " + mc.getPrecision() + " mode " + mc.getRoundingMode()
                    + " equals copy " + mc.equals(new MathContext(mc.toString())));
        }
        System.out.println(new MathContext(7, RoundingMode.HALF_EVEN).equals(MathContext.DECIMAL32) + " "
                + new MathContext(7).equals(MathContext.DECIMAL32));
        BigDecimal one = BigDecimal.ONE;
        int[] divisors = {3, 7, 9, 11, 97, 1024, 65536};
        for (MathContext mc : new MathContext[] {MathContext.DECIMAL32, MathContext.DECIMAL64, MathContext.DECIMAL128,
                new MathContext(5, RoundingMode.UP), new MathContext(2, RoundingMode.DOWN)}) {
            StringBuilder sb = new StringBuilder();
            for (int d : divisors) {
                sb.append(one.divide(BigDecimal.valueOf(d), mc)).append(' ');
            }
            System.out.println(sb);
        }
        System.out.println(new BigDecimal("10").divide(new BigDecimal("4"), MathContext.DECIMAL32) + " "
                + new BigDecimal("100").divide(new BigDecimal("4"), new MathContext(1)) + " "
                + new BigDecimal("1.00").divide(new BigDecimal("0.5"), MathContext.DECIMAL64) + " "
                + new BigDecimal("6E+5").divide(new BigDecimal("2E-3"), MathContext.DECIMAL64) + " "
                + new BigDecimal("19").divide(new BigDecimal("100"), new MathContext(1)));
        System.out.println(new BigDecimal("10").divide(new BigDecimal("4")) + " " + new BigDecimal("1.00").divide(new BigDecimal("8"))
                + " " + new BigDecimal("1E+3").divide(new BigDecimal("5E-2")) + " " + new BigDecimal("0.0").divide(new BigDecimal("7")));
        BigDecimal a = new BigDecimal("123.456");
        BigDecimal b = new BigDecimal("0.000789");
        for (MathContext mc : new MathContext[] {new MathContext(4), new MathContext(4, RoundingMode.CEILING), MathContext.UNLIMITED}) {
            System.out.println(mc.getPrecision() + ": add " + a.add(b, mc) + " sub " + a.subtract(b, mc) + " mul "
                    + a.multiply(b, mc) + " neg " + a.negate(mc) + " plus " + a.plus(mc) + " abs " + b.negate().abs(mc)
                    + " round " + a.round(mc) + " add0 " + a.add(BigDecimal.ZERO, mc) + " " + BigDecimal.ZERO.add(new BigDecimal("1.5000000"), mc));
        }
        for (int n : new int[] {0, 1, 2, 5, 10, 25, -1, -3}) {
            System.out.println("1.1^" + n + " = " + (n >= 0 ? new BigDecimal("1.1").pow(n).toString() : "-") + " mc "
                    + new BigDecimal("1.1").pow(n, MathContext.DECIMAL32) + " " + new BigDecimal("-2.5").pow(n, new MathContext(3, RoundingMode.DOWN)));
        }
        String[] roots = {"2", "4", "4.00", "0.04", "100", "1E+3", "0.000", "1.21E-10", "400E+2", "16E-4", "1.44", "12345.6789"};
        for (String s : roots) {
            BigDecimal v = new BigDecimal(s);
            System.out.println("sqrt " + s + " = " + v.sqrt(MathContext.DECIMAL64) + " " + v.sqrt(new MathContext(3)) + " "
                    + v.sqrt(new MathContext(2, RoundingMode.UP)) + " " + v.sqrt(new MathContext(1, RoundingMode.FLOOR)));
        }
        BigDecimal x = new BigDecimal("7.50");
        BigDecimal y = new BigDecimal("0.2");
        BigDecimal[] dr = x.divideAndRemainder(y);
        System.out.println("dti " + x.divideToIntegralValue(y) + " rem " + x.remainder(y) + " dr " + dr[0] + " " + dr[1]
                + " mc " + x.divideToIntegralValue(y, new MathContext(2)) + " " + new BigDecimal("1E+5").divideToIntegralValue(BigDecimal.ONE)
                + " " + new BigDecimal("-7").remainder(new BigDecimal("3")) + " " + new BigDecimal("0.5").divideToIntegralValue(new BigDecimal("3")));
        System.out.println(new BigDecimal("3.14159", new MathContext(3)) + " " + new BigDecimal(Math.PI, MathContext.DECIMAL32)
                + " " + new BigDecimal(123456789L, new MathContext(4)) + " " + new BigDecimal(999, new MathContext(2)));
    }
}
