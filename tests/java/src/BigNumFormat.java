import java.math.BigDecimal;
import java.math.BigInteger;

public class BigNumFormat {
    public static void main(String[] args) {
        BigInteger[] ints = {BigInteger.ZERO, BigInteger.ONE, BigInteger.valueOf(-255),
            new BigInteger("123456789012345678901234567890"), new BigInteger("-98765432109876543210")};
        for (BigInteger v : ints) {
            System.out.println(String.format("%d|%x|%X|%o|%,d|%+d|%(d|%25d|%-25d|%#x|%#o|%s", v, v, v, v, v, v, v, v, v, v, v, v));
        }
        BigDecimal[] decs = {BigDecimal.ZERO, new BigDecimal("0.000"), new BigDecimal("3.14159265358979323846"),
            new BigDecimal("-12345.678"), new BigDecimal("0.000123456"), new BigDecimal("1E+25"), new BigDecimal("-9.9995"),
            new BigDecimal("123456789.987654321"), new BigDecimal("0.5"), new BigDecimal("2.5"), new BigDecimal("1E-10")};
        for (BigDecimal v : decs) {
            System.out.println(String.format("%f|%.2f|%.0f|%e|%.3e|%g|%.3g|%,.2f|%+.1f|%15.4f|%s", v, v, v, v, v, v, v, v, v, v, v));
        }
    }
}
