import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class BigDecArith {
    public static void main(String[] args) {
        String[] vals = {"0", "0.00", "1", "1.0", "-1.50", "123.456", "1E+3", "-2.5E-4", "99999999999999999999.99", "0.1"};
        for (String s : vals) {
            BigDecimal a = new BigDecimal(s);
            StringBuilder sb = new StringBuilder(s + ":");
            for (String t : new String[] {"0.1", "-3", "1E+2", "7.000"}) {
                BigDecimal b = new BigDecimal(t);
                sb.append(" [").append(a.add(b)).append(' ').append(a.subtract(b)).append(' ').append(a.multiply(b))
                        .append(' ').append(a.compareTo(b)).append(']');
            }
            System.out.println(sb);
            System.out.println("  hash " + a.hashCode() + " signum " + a.signum() + " neg " + a.negate() + " abs " + a.abs()
                    + " pow3 " + a.pow(3) + " strip " + a.stripTrailingZeros() + " eq1 " + a.equals(BigDecimal.ONE)
                    + " cmp1 " + a.compareTo(BigDecimal.ONE));
        }
        String[][] exact = {{"1", "8"}, {"10", "4"}, {"1.00", "3.2"}, {"-7", "0.0025"}, {"1E+3", "8"}, {"123", "1E+2"},
            {"0", "3"}, {"1", "1024"}, {"12.5", "0.5"}, {"100", "100"}};
        for (String[] p : exact) {
            BigDecimal q = new BigDecimal(p[0]).divide(new BigDecimal(p[1]));
            System.out.println(p[0] + " / " + p[1] + " = " + q + " scale " + q.scale());
        }
        System.out.println(new BigDecimal("2.0").equals(new BigDecimal("2.00")) + " " + new BigDecimal("2.0").compareTo(new BigDecimal("2.00"))
                + " " + new BigDecimal("2.0").hashCode() + " " + new BigDecimal("2.00").hashCode() + " " + BigDecimal.ZERO.hashCode()
                + " " + new BigDecimal("-12345678901234567890.123").hashCode());
        System.out.println(new BigDecimal("1.5").min(new BigDecimal("1.50")) + " " + new BigDecimal("1.50").max(new BigDecimal("1.5"))
                + " " + new BigDecimal("-3").min(new BigDecimal("2")) + " " + BigDecimal.TEN.max(BigDecimal.ONE));
        List<BigDecimal> list = new ArrayList<>();
        for (String s : new String[] {"3", "1.10", "-2", "1.1", "0", "1E+1", "0.001", "-2.000"}) {
            list.add(new BigDecimal(s));
        }
        Collections.sort(list);
        System.out.println(list);
        // money-style arithmetic
        BigDecimal total = BigDecimal.ZERO;
        BigDecimal price = new BigDecimal("19.99");
        for (int i = 1; i <= 12; i++) {
            BigDecimal line = price.multiply(BigDecimal.valueOf(i));
            BigDecimal tax = line.multiply(new BigDecimal("0.0825")).setScale(2, RoundingMode.HALF_UP);
            total = total.add(line).add(tax);
            System.out.println(i + " x " + price + " = " + line + " tax " + tax + " total " + total);
        }
        BigDecimal x = new BigDecimal(new BigInteger("123456789012345678901234567890"), 15);
        System.out.println(x + " " + x.multiply(x) + " " + x.divide(new BigDecimal("0.125")) + " " + x.toBigInteger()
                + " " + x.precision() + " " + x.multiply(x).precision());
    }
}
