import java.math.BigInteger;

public class BigIntBits {
    public static void main(String[] args) {
        long[] vals = {0, 1, -1, 2, -2, 5, -5, 255, -256, 0x7fffffffL, -0x80000000L, 0xffffffffL, -0x100000000L,
            Long.MAX_VALUE, Long.MIN_VALUE};
        BigInteger huge = BigInteger.ONE.shiftLeft(100).subtract(BigInteger.valueOf(12345));
        for (long v : vals) {
            BigInteger a = BigInteger.valueOf(v);
            System.out.println(v + ": bitLength " + a.bitLength() + " bitCount " + a.bitCount() + " lowest "
                    + a.getLowestSetBit() + " not " + a.not() + " <<3 " + a.shiftLeft(3) + " >>3 " + a.shiftRight(3)
                    + " >>70 " + a.shiftRight(70) + " <<-1 " + a.shiftLeft(-1));
            System.out.println("  and " + a.and(huge) + " or " + a.or(huge.negate()) + " xor " + a.xor(huge)
                    + " andNot " + a.andNot(BigInteger.valueOf(-6)));
            System.out.println("  bits " + a.testBit(0) + a.testBit(31) + a.testBit(64) + a.testBit(200) + " set5 "
                    + a.setBit(5) + " clear0 " + a.clearBit(0) + " flip40 " + a.flipBit(40) + " set64 " + a.setBit(64)
                    + " clear70 " + a.clearBit(70));
        }
        BigInteger n = new BigInteger("-1000000000000000000000000000000000000");
        System.out.println(n.bitLength() + " " + n.bitCount() + " " + n.getLowestSetBit() + " " + n.toString(2));
        System.out.println(n.shiftRight(1) + " " + n.shiftRight(64) + " " + n.shiftRight(119) + " " + n.shiftRight(120));
        System.out.println(n.and(n.negate()) + " " + n.or(BigInteger.ONE.shiftLeft(130)) + " " + n.xor(n.not()));
        for (int i = 0; i <= 66; i += 11) {
            BigInteger p = BigInteger.ONE.shiftLeft(i).negate();
            System.out.println("-2^" + i + ": bitLength " + p.bitLength() + " bitCount " + p.bitCount() + " toByteArray "
                    + java.util.Arrays.toString(p.toByteArray()));
        }
        try {
            BigInteger.ONE.testBit(-1);
        } catch (ArithmeticException e) {
            System.out.println(e);
        }
        try {
            BigInteger.ONE.setBit(-3);
        } catch (ArithmeticException e) {
            System.out.println(e);
        }
    }
}
