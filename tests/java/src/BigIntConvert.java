import java.math.BigInteger;
import java.util.Arrays;

public class BigIntConvert {
    public static void main(String[] args) {
        BigInteger v = new BigInteger("-123456789abcdefABCDEF0123456789", 16);
        for (int radix : new int[] {2, 3, 8, 10, 16, 26, 36, 1, 37}) {
            System.out.println(radix + ": " + v.toString(radix));
        }
        String[] inputs = {"0", "-0", "+42", "000000000000000000000000000000123", "-00", "99999999999999999999",
            "18446744073709551616", "\u0661\u0662\u0663"};
        for (String s : inputs) {
            BigInteger b = new BigInteger(s);
            System.out.println(s + " -> " + b + " signum " + b.signum() + " bytes " + Arrays.toString(b.toByteArray()));
        }
        System.out.println(new BigInteger("zz", 36) + " " + new BigInteger("-11111111", 2) + " " + new BigInteger("777", 8));
        System.out.println(new BigInteger(new byte[] {(byte) 0xff, 0x00}) + " " + new BigInteger(new byte[] {0x7f, -1, -1})
                + " " + new BigInteger(new byte[] {-128}) + " " + new BigInteger(1, new byte[] {(byte) 0xff, 0x00})
                + " " + new BigInteger(-1, new byte[] {0, 0, 1}) + " " + new BigInteger(0, new byte[] {0, 0})
                + " " + new BigInteger(new byte[] {1, 2, 3, 4, 5}, 1, 3));
        BigInteger big = BigInteger.TEN.pow(30).add(BigInteger.valueOf(7));
        System.out.println(big.intValue() + " " + big.longValue() + " " + big.negate().intValue() + " "
                + big.negate().longValue() + " " + big.shortValue() + " " + big.byteValue());
        String[] dbl = {"9007199254740993", "9007199254740995", "18014398509481983", "-36028797018963967",
            "123456789012345678901234567890", "179769313486231570814527423731704356798070567525844996598917476803157260780"
                + "0286210365006154935600848571138519617651839600000000000000000000000000000000000000000000000000000000"
                + "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
                + "00000000000000000000000000000000000000", "1" + "0".repeat(400)};
        for (String s : dbl) {
            BigInteger b = new BigInteger(s);
            System.out.println("double " + b.doubleValue() + " float " + b.floatValue() + " neg " + b.negate().doubleValue());
        }
        System.out.println(BigInteger.TWO.pow(1023).multiply(BigInteger.valueOf(3)).doubleValue() + " "
                + BigInteger.TWO.pow(127).doubleValue() + " " + BigInteger.TWO.pow(128).floatValue() + " "
                + BigInteger.TWO.pow(128).subtract(BigInteger.ONE).floatValue());
        System.out.println(BigInteger.valueOf(Integer.MAX_VALUE).intValueExact() + " "
                + BigInteger.valueOf(Long.MIN_VALUE).longValueExact() + " "
                + BigInteger.valueOf(-128).byteValueExact() + " " + BigInteger.valueOf(32767).shortValueExact());
        String[] bad = {"", "-", "+", "12a", "1234567890123x", "1-2", "--1", "+-1", " 1", "1 ", "0x10"};
        for (String s : bad) {
            try {
                System.out.println(new BigInteger(s));
            } catch (NumberFormatException e) {
                System.out.println("'" + s + "' -> " + e.getMessage());
            }
        }
        try {
            new BigInteger("zz1", 16);
        } catch (NumberFormatException e) {
            System.out.println(e.getMessage());
        }
        try {
            new BigInteger("1", 40);
        } catch (NumberFormatException e) {
            System.out.println(e.getMessage());
        }
        try {
            new BigInteger(new byte[0]);
        } catch (NumberFormatException e) {
            System.out.println(e.getMessage());
        }
        try {
            new BigInteger(2, new byte[] {1});
        } catch (NumberFormatException e) {
            System.out.println(e.getMessage());
        }
        try {
            new BigInteger(0, new byte[] {1});
        } catch (NumberFormatException e) {
            System.out.println(e.getMessage());
        }
        for (long x : new long[] {2147483648L, -2147483649L}) {
            try {
                BigInteger.valueOf(x).intValueExact();
            } catch (ArithmeticException e) {
                System.out.println(e.getMessage());
            }
        }
        try {
            BigInteger.TWO.pow(63).longValueExact();
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage());
        }
        try {
            BigInteger.valueOf(128).byteValueExact();
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage());
        }
        try {
            BigInteger.valueOf(-32769).shortValueExact();
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage());
        }
        // a large value's decimal text round-trips
        BigInteger f = BigInteger.ONE;
        for (int i = 2; i <= 800; i++) {
            f = f.multiply(BigInteger.valueOf(i));
        }
        String s = f.toString();
        System.out.println("800! has " + s.length() + " digits, hash " + s.hashCode() + ", round trip "
                + new BigInteger(s).equals(f) + ", base 7 round trip " + new BigInteger(f.toString(7), 7).equals(f));
        System.out.println(s.substring(0, 60) + "..." + s.substring(s.length() - 200, s.length() - 190));
    }
}
