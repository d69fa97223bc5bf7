// Integer/Long bit tricks and radix conversions, exact arithmetic, BigInteger and BigDecimal,
// checksums, digests, Base64 and UUIDs as small utilities use them, compared with the JDK.
import java.math.*;
import java.nio.charset.StandardCharsets;
import java.security.*;
import java.util.*;
import java.util.zip.*;

public class EverydayNumbers2 {
    public static void main(String[] args) throws Exception {
        bits(); radix(); exact(); bigInts(); bigDecimals(); digests(); chars(); floats();
    }

    static void bits() {
        int[] xs = {0, 1, -1, 42, Integer.MIN_VALUE, Integer.MAX_VALUE, 0x80000001, 96};
        for (int x : xs)
            System.out.println(x + ": bc=" + Integer.bitCount(x) + " hob=" + Integer.highestOneBit(x) + " lob=" + Integer.lowestOneBit(x) + " nlz=" + Integer.numberOfLeadingZeros(x)
                + " ntz=" + Integer.numberOfTrailingZeros(x) + " rev=" + Integer.reverse(x) + " rb=" + Integer.reverseBytes(x) + " rol=" + Integer.rotateLeft(x, 5) + " ror=" + Integer.rotateRight(x, 3) + " sig=" + Integer.signum(x));
        long l = 0xF0F0_1234_5678_9ABCL;
        System.out.println(Long.bitCount(l) + " " + Long.numberOfLeadingZeros(l >>> 4) + " " + Long.numberOfTrailingZeros(l) + " " + Long.toHexString(Long.reverse(l)) + " " + Long.toHexString(Long.reverseBytes(l)) + " " + Long.highestOneBit(-5L) + " " + Long.rotateLeft(l, 12));
        System.out.println((-17 >> 2) + " " + (-17 >>> 28) + " " + (-17L >>> 60) + " " + (1 << 33) + " " + (1L << 65) + " " + (5 & -5) + " " + (~7) + " " + (6 ^ 3));
        int x = 0b1011_0000; System.out.println((x & (x - 1)) + " " + (x & -x) + " " + ((x & (x - 1)) == 0) + " " + Integer.toBinaryString(x | (x >> 1)));
        System.out.println(Integer.compareUnsigned(-1, 1) + " " + Integer.toUnsignedString(-1) + " " + Integer.divideUnsigned(-1, 3) + " " + Integer.remainderUnsigned(-1, 7) + " " + Integer.toUnsignedLong(-2) + " " + Long.toUnsignedString(-1L) + " " + Long.divideUnsigned(-1L, 10) + " " + Long.remainderUnsigned(-1L, 10));
        System.out.println(Integer.parseUnsignedInt("4294967295") + " " + Long.parseUnsignedLong("18446744073709551615") + " " + Byte.toUnsignedInt((byte) -1) + " " + Short.toUnsignedInt((short) -1) + " " + Integer.hashCode(7) + " " + Long.hashCode(-1L) + " " + Double.hashCode(1.5) + " " + Boolean.hashCode(true));
        int count = 0; for (int m = 0b10110; m != 0; m = (m - 1) & 0b10110) count++; System.out.println("submasks " + count);
        System.out.println(Integer.MAX_VALUE + 1 + " " + (Long.MIN_VALUE - 1) + " " + (byte) 200 + " " + (short) 70000 + " " + (char) 65 + " " + (int) 3.99 + " " + (int) -3.99 + " " + (int) 1e20 + " " + (long) Double.NaN + " " + (int) Float.NEGATIVE_INFINITY);
        System.out.println(Math.floorDiv(-7, 2) + " " + Math.floorMod(-7, 2) + " " + (-7 / 2) + " " + (-7 % 2) + " " + Math.floorMod(7, -3) + " " + Math.abs(Integer.MIN_VALUE) + " " + Math.absExact(5));
    }

    static void radix() {
        System.out.println(Integer.toString(255, 16) + " " + Integer.toString(-255, 2) + " " + Integer.toString(35, 36) + " " + Integer.toString(10, 99) + " " + Long.toString(Long.MIN_VALUE, 36));
        System.out.println(Integer.toBinaryString(-8) + " " + Integer.toOctalString(-8) + " " + Integer.toHexString(-8) + " " + Long.toBinaryString(5) + " " + Long.toOctalString(-1L) + " " + Integer.toHexString(0));
        System.out.println(Integer.parseInt("-FF", 16) + " " + Integer.parseInt("+101", 2) + " " + Integer.valueOf("777", 8) + " " + Long.parseLong("zz", 36) + " " + Integer.decode("0x1F") + " " + Integer.decode("-#10") + " " + Integer.decode("010") + " " + Long.decode("0X7fffffffffffffff"));
        String[] bad = {"", "abc", "2147483648", "-", "1_000", " 12", "0x10", "99999999999999999999"};
        for (String s : bad) {
            try { System.out.println(Integer.parseInt(s)); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }
        }
        try { Integer.parseInt("12", 40); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }
        try { Long.parseLong("9223372036854775808"); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }
        try { Integer.parseInt(null); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }
        try { Double.parseDouble("1.2.3"); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }
        try { Integer.valueOf("  5"); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }
        System.out.println(Integer.parseInt("abc12", 3, 5, 10) + " " + Character.digit('f', 16) + " " + Character.forDigit(11, 16) + " " + Character.getNumericValue('Ⅻ') + " " + Character.digit('٣', 10));
        System.out.println(String.format("%8s", Integer.toBinaryString(37)).replace(' ', '0') + " " + Integer.toHexString(0xCAFE & 0xFF) + " " + Integer.toHexString(Byte.toUnsignedInt((byte) 0x9C)) + " " + HexFormat.of().formatHex(new byte[]{1, -1, 16}) + " " + HexFormat.ofDelimiter(":").withUpperCase().formatHex(new byte[]{10, 11}));
        System.out.println(Arrays.toString(HexFormat.of().parseHex("cafe00")) + " " + HexFormat.of().toHexDigits((byte) 7) + " " + HexFormat.fromHexDigits("7f") + " " + HexFormat.of().withPrefix("0x").formatHex(new byte[]{1, 2}));
    }

    static void exact() {
        try { Math.addExact(Integer.MAX_VALUE, 1); } catch (ArithmeticException e) { System.out.println(e.getMessage()); }
        try { Math.multiplyExact(1L << 40, 1L << 30); } catch (ArithmeticException e) { System.out.println(e.getMessage()); }
        try { Math.subtractExact(Integer.MIN_VALUE, 1); } catch (ArithmeticException e) { System.out.println(e.getMessage()); }
        try { Math.toIntExact(1L << 31); } catch (ArithmeticException e) { System.out.println(e.getMessage()); }
        try { Math.negateExact(Integer.MIN_VALUE); } catch (ArithmeticException e) { System.out.println(e.getMessage()); }
        try { Math.incrementExact(Long.MAX_VALUE); } catch (ArithmeticException e) { System.out.println(e.getMessage()); }
        try { Math.multiplyExact(100000, 100000); } catch (ArithmeticException e) { System.out.println(e.getMessage()); }
        try { System.out.println(1 / 0); } catch (ArithmeticException e) { System.out.println(e.getMessage()); }
        try { System.out.println(5L % 0L); } catch (ArithmeticException e) { System.out.println(e.getMessage()); }
        System.out.println(Math.multiplyHigh(Long.MAX_VALUE, 3) + " " + Math.multiplyExact(46341, 46340) + " " + Math.multiplyFull(1 << 30, 8) + " " + (1.0 / 0) + " " + (0.0 / 0) + " " + (-1.0 / 0) + " " + 5.0 % 0);
        long fact = 1; int n = 1;
        try { while (true) { fact = Math.multiplyExact(fact, ++n); } } catch (ArithmeticException e) { System.out.println("20! = " + fact + ", overflow at " + n); }
        System.out.println(Math.round(2.5) + " " + Math.round(-2.5) + " " + Math.round(-2.51) + " " + Math.rint(2.5) + " " + Math.rint(3.5) + " " + Math.round(0.49999999999999994) + " " + Math.round(2.5f) + " " + Math.round(Double.NaN) + " " + Math.round(1e20));
        System.out.println(Math.sqrt(2) + " " + Math.cbrt(27) + " " + Math.pow(2, 0.5) + " " + Math.hypot(3, 4) + " " + Math.exp(1) + " " + Math.log10(1000) + " " + Math.log(Math.E) + " " + Math.atan2(1, 1) + " " + Math.toDegrees(Math.PI) + " " + Math.sin(Math.PI / 6));
        System.out.println(Math.ceil(-0.5) + " " + Math.floor(-0.5) + " " + Math.signum(-3.0) + " " + Math.copySign(1.0, -0.0) + " " + Math.ulp(1.0) + " " + Math.nextUp(1.0) + " " + Math.getExponent(1024.0) + " " + Math.scalb(1.5, 4) + " " + Math.IEEEremainder(10, 3) + " " + Math.fma(2.0, 3.0, 1.0) + " " + StrictMath.sqrt(9));
        System.out.println(Math.max(-0.0, 0.0) + " " + Math.min(-0.0, 0.0) + " " + Math.max(Double.NaN, 1) + " " + Math.log1p(1e-10) + " " + Math.expm1(1e-10) + " " + Math.sinh(1) + " " + Math.tanh(0.5));
    }

    static void bigInts() {
        BigInteger a = new BigInteger("123456789012345678901234567890"), b = BigInteger.valueOf(987654321);
        System.out.println(a.add(b) + " " + a.subtract(b) + " " + a.multiply(b) + " " + a.divide(b) + " " + a.mod(b) + " " + a.remainder(b.negate()) + " " + a.negate().mod(b) + " " + Arrays.toString(a.divideAndRemainder(b)));
        System.out.println(a.gcd(b) + " " + b.pow(5) + " " + BigInteger.TWO.pow(100) + " " + a.sqrt() + " " + Arrays.toString(a.sqrtAndRemainder()) + " " + BigInteger.valueOf(3).modPow(BigInteger.valueOf(200), BigInteger.valueOf(1000000007)) + " " + BigInteger.valueOf(3).modInverse(BigInteger.valueOf(11)));
        System.out.println(a.bitLength() + " " + a.bitCount() + " " + a.testBit(0) + " " + a.shiftLeft(10) + " " + a.shiftRight(70) + " " + a.negate().shiftRight(70) + " " + a.and(b) + " " + a.or(b) + " " + a.xor(b) + " " + a.not() + " " + a.negate().andNot(b) + " " + a.getLowestSetBit());
        System.out.println(a.toString(16) + " " + a.toString(36) + " " + new BigInteger("-ff", 16) + " " + new BigInteger("zz", 36) + " " + Arrays.toString(BigInteger.valueOf(-129).toByteArray()) + " " + new BigInteger(new byte[]{1, 0}) + " " + new BigInteger(1, new byte[]{-1, -1}));
        System.out.println(a.compareTo(b) + " " + a.signum() + " " + a.negate().abs().equals(a) + " " + a.max(b) + " " + a.longValue() + " " + a.intValue() + " " + a.doubleValue() + " " + b.longValueExact() + " " + BigInteger.valueOf(5).setBit(4).clearBit(0).flipBit(1));
        try { a.longValueExact(); } catch (ArithmeticException e) { System.out.println(e.getMessage()); }
        try { b.divide(BigInteger.ZERO); } catch (ArithmeticException e) { System.out.println(e.getMessage()); }
        try { new BigInteger("12x"); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }
        try { BigInteger.TEN.modInverse(BigInteger.valueOf(4)); } catch (ArithmeticException e) { System.out.println(e.getMessage()); }
        StringBuilder primes = new StringBuilder();
        for (int i = 90; i < 130; i++) if (BigInteger.valueOf(i).isProbablePrime(20)) primes.append(i).append(' ');
        System.out.println(primes + "| " + new BigInteger("1000000000000000000000").nextProbablePrime() + " " + BigInteger.valueOf(561).isProbablePrime(50) + " " + BigInteger.TWO.pow(127).subtract(BigInteger.ONE).isProbablePrime(50));
        BigInteger f = BigInteger.ONE; for (int i = 2; i <= 30; i++) f = f.multiply(BigInteger.valueOf(i));
        System.out.println("30! = " + f + " digits " + f.toString().length() + " sum " + f.toString().chars().map(c -> c - '0').sum());
        BigInteger fa = BigInteger.ZERO, fb = BigInteger.ONE; for (int i = 0; i < 150; i++) { BigInteger t = fa.add(fb); fa = fb; fb = t; }
        System.out.println("fib150 = " + fa + " " + new BigInteger(64, new Random(9)) + " " + BigInteger.probablePrime(32, new Random(3)));
    }

    static void bigDecimals() {
        BigDecimal a = new BigDecimal("10.25"), b = new BigDecimal("3");
        System.out.println(a.add(b) + " " + a.subtract(b) + " " + a.multiply(b) + " " + a.divide(b, 5, RoundingMode.HALF_UP) + " " + a.divide(b, MathContext.DECIMAL32) + " " + a.remainder(b) + " " + a.divideToIntegralValue(b) + " " + a.pow(3) + " " + a.negate().abs());
        try { a.divide(b); } catch (ArithmeticException e) { System.out.println(e.getMessage()); }
        for (RoundingMode m : RoundingMode.values()) {
            StringBuilder sb = new StringBuilder(m + ":");
            for (String v : new String[]{"5.5", "2.5", "1.6", "1.1", "1.0", "-1.0", "-1.1", "-1.6", "-2.5", "-5.5"}) {
                try { sb.append(' ').append(new BigDecimal(v).setScale(0, m)); } catch (ArithmeticException e) { sb.append(" X"); }
            }
            System.out.println(sb);
        }
        BigDecimal c = new BigDecimal("123.4500");
        System.out.println(c.stripTrailingZeros() + " " + new BigDecimal("1200").stripTrailingZeros() + " " + new BigDecimal("1200").stripTrailingZeros().toPlainString() + " " + c.scale() + " " + c.precision() + " " + c.unscaledValue() + " " + new BigDecimal("0.000").stripTrailingZeros());
        System.out.println(new BigDecimal("1E+5") + " " + new BigDecimal("1E+5").toPlainString() + " " + new BigDecimal("0.0000001") + " " + new BigDecimal("-1.23E-10").toEngineeringString() + " " + new BigDecimal("12345E3").toEngineeringString() + " " + BigDecimal.valueOf(1, -3));
        System.out.println(new BigDecimal(0.1) + "\n" + BigDecimal.valueOf(0.1) + " " + new BigDecimal("2.50").equals(new BigDecimal("2.5")) + " " + new BigDecimal("2.50").compareTo(new BigDecimal("2.5")) + " " + new BigDecimal("2.50").hashCode() + " " + BigDecimal.valueOf(2.5).hashCode());
        System.out.println(new BigDecimal("3.14159").round(new MathContext(3)) + " " + new BigDecimal("123456").round(new MathContext(2)) + " " + new BigDecimal("2").sqrt(new MathContext(20)) + " " + new BigDecimal("99.995").setScale(2, RoundingMode.HALF_EVEN) + " " + new BigDecimal("1.23").movePointLeft(4) + " " + new BigDecimal("1.23").scaleByPowerOfTen(5));
        BigDecimal total = BigDecimal.ZERO; for (String p : new String[]{"19.99", "5.01", "0.10", "100"}) total = total.add(new BigDecimal(p));
        BigDecimal tax = total.multiply(new BigDecimal("0.0825")).setScale(2, RoundingMode.HALF_UP);
        System.out.println("total " + total + " tax " + tax + " grand " + total.add(tax) + " " + total.intValue() + " " + total.doubleValue() + " " + new BigDecimal("1e400").doubleValue() + " " + total.toBigInteger());
        BigDecimal principal = new BigDecimal("200000"), rate = new BigDecimal("0.005");
        BigDecimal onePlus = BigDecimal.ONE.add(rate).pow(360, MathContext.DECIMAL128);
        System.out.println("payment " + principal.multiply(rate).multiply(onePlus).divide(onePlus.subtract(BigDecimal.ONE), 2, RoundingMode.HALF_EVEN));
        try { new BigDecimal("1.5").intValueExact(); } catch (ArithmeticException e) { System.out.println(e.getMessage()); }
        try { new BigDecimal("abc"); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }
        System.out.println(new BigDecimal("10").divide(new BigDecimal("4")) + " " + new BigDecimal("1").divide(new BigDecimal("8")) + " " + new BigDecimal("1.00").multiply(new BigDecimal("1.0")) + " " + BigDecimal.TEN.min(BigDecimal.ONE) + " " + new BigDecimal("-0.00").signum() + " " + new BigDecimal(12.375f) + " " + BigDecimal.valueOf(100L, 2));
    }

    static void digests() throws Exception {
        byte[] data = "The quick brown fox jumps over the lazy dog".getBytes(StandardCharsets.UTF_8);
        for (String alg : new String[]{"MD5", "SHA-1", "SHA-256", "SHA-512"}) {
            MessageDigest md = MessageDigest.getInstance(alg);
            byte[] h = md.digest(data);
            StringBuilder sb = new StringBuilder(); for (byte x : h) sb.append(String.format("%02x", x));
            System.out.println(alg + " " + h.length + " " + sb + " " + md.getAlgorithm());
        }
        MessageDigest md = MessageDigest.getInstance("SHA-256"); md.update("abc".getBytes()); md.update((byte) 'd');
        System.out.println(new BigInteger(1, md.digest()).toString(16) + " " + String.format("%032x", new BigInteger(1, MessageDigest.getInstance("MD5").digest(new byte[0]))));
        try { MessageDigest.getInstance("FOO"); } catch (NoSuchAlgorithmException e) { System.out.println(e.getMessage()); }
        CRC32 crc = new CRC32(); crc.update(data); System.out.println(Long.toHexString(crc.getValue()) + " " + crc.getValue());
        crc.reset(); crc.update(65); System.out.println(crc.getValue());
        Adler32 ad = new Adler32(); ad.update(data, 4, 5); System.out.println(ad.getValue());
        Base64.Encoder enc = Base64.getEncoder();
        System.out.println(enc.encodeToString("hello".getBytes()) + " " + enc.withoutPadding().encodeToString("hello".getBytes()) + " " + Base64.getUrlEncoder().encodeToString(new byte[]{-5, -1, -2}) + " " + new String(Base64.getDecoder().decode("aGVsbG8gd29ybGQ=")));
        System.out.println(Base64.getMimeEncoder().encodeToString(new byte[60]).replace("\r\n", "<CRLF>") + " " + new String(Base64.getMimeDecoder().decode("aGVs\r\nbG8=")));
        try { Base64.getDecoder().decode("abc$"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        System.out.println(UUID.nameUUIDFromBytes("hello".getBytes()) + " " + UUID.fromString("123e4567-e89b-12d3-a456-426614174000").version() + " " + new UUID(1L, 2L) + " " + UUID.nameUUIDFromBytes(new byte[0]).variant());
        UUID u = UUID.fromString("00000000-0000-0001-0000-000000000002");
        System.out.println(u.getMostSignificantBits() + " " + u.getLeastSignificantBits() + " " + u.compareTo(new UUID(0, 3)) + " " + u.hashCode() + " " + UUID.randomUUID().toString().length());
        System.out.println(Objects.hash(1, "a", null) + " " + Arrays.hashCode(new int[]{1, 2}) + " " + "hello".hashCode() + " " + List.of("a", "b").hashCode() + " " + Map.of("a", 1).hashCode() + " " + Double.valueOf(0.1).hashCode() + " " + Character.hashCode('x') + " " + Arrays.deepHashCode(new Object[]{new int[]{1}}));
    }

    static void chars() {
        String s = "aZ5 _\t$ä€😀";
        s.codePoints().forEach(cp -> System.out.print(cp + ":" + Character.isLetter(cp) + Character.isDigit(cp) + Character.isLetterOrDigit(cp) + Character.isWhitespace(cp) + Character.isUpperCase(cp)
            + Character.isJavaIdentifierStart(cp) + Character.isJavaIdentifierPart(cp) + Character.isAlphabetic(cp) + Character.getType(cp) + Character.charCount(cp) + " "));
        System.out.println();
        System.out.println(Character.toUpperCase('ß') + " " + Character.toChars(0x1F600).length + " " + Character.isSurrogate('\uD83D') + " " + Character.toCodePoint('\uD83D', '\uDE00') + " " + Character.isSpaceChar('\u00a0') + " " + Character.isWhitespace('\u00a0') + " " + Character.isISOControl('\n') + " " + Character.MAX_RADIX + " " + (int) Character.MAX_VALUE);
        System.out.println(Character.compare('a', 'b') + " " + Character.valueOf('x').compareTo('z') + " " + Character.reverseBytes('\u1234') + " " + Character.isDefined(0x378) + " " + Character.isMirrored('(') + " " + Character.isIdeographic('中') + " " + Character.isLowerCase('ª') + " " + Character.isTitleCase('ǅ'));
        int vowels = 0, cons = 0; for (char c : "Hello World Programming".toLowerCase().toCharArray()) { if ("aeiou".indexOf(c) >= 0) vowels++; else if (Character.isLetter(c)) cons++; }
        System.out.println(vowels + " " + cons + " " + (char) ('a' + 2) + " " + ('a' + 2) + " " + (char) 0x263A + " " + "ABC".charAt(1) + 1 + " " + (int) 'A' + " " + Character.getNumericValue('z'));
    }

    static void floats() {
        System.out.println(0.1 + 0.2 + " " + (0.1 + 0.2 == 0.3) + " " + 1.0 / 3 + " " + 100.0 / 3 + " " + 1e7 + " " + 1e-3 + " " + 1e-4 + " " + 123456789.0 * 10 + " " + (float) 0.1 + " " + 1.0f / 3 + " " + 3e38f * 10);
        System.out.println(Double.toString(1e21) + " " + Double.MIN_NORMAL + " " + Float.MIN_VALUE + " " + Double.toHexString(-0.1) + " " + Double.compare(0.0, -0.0) + " " + (0.0 == -0.0) + " " + Double.valueOf(Double.NaN).equals(Double.NaN) + " " + Double.isFinite(1 / 0.0) + " " + Float.intBitsToFloat(0x7f800001));
        System.out.println(Double.doubleToLongBits(1.0) + " " + Long.toHexString(Double.doubleToRawLongBits(-2.5)) + " " + Float.floatToIntBits(1.5f) + " " + Double.longBitsToDouble(0x4009_21FB_5444_2D18L) + " " + Double.parseDouble("0x1.8p1") + " " + Double.parseDouble("  -1e-3  ") + " " + Float.parseFloat("1.17549435E-38") + " " + Double.valueOf(".5") + " " + Double.parseDouble("Infinity"));
        System.out.println((float) 1.23456789e-7 + " " + 9.999999e22f + " " + 16777217f + " " + 0.3f + " " + (double) 0.3f + " " + 2e-45f + " " + 100.0f + " " + 1.0E10f + " " + 123456.7f + " " + Float.toString(1.0e-5f) + " " + Float.MAX_VALUE + " " + Double.sum(0.1, 0.7) + " " + 4.35 * 100);
        double sum = 0; for (int i = 0; i < 10; i++) sum += 0.1; System.out.println(sum + " " + Math.abs(sum - 1.0) + " " + (float) sum + " " + Math.ulp(sum) + " " + StrictMath.pow(10, -2) + " " + Math.pow(10, 15) + " " + Math.pow(2, 64) + " " + (long) Math.pow(2, 62));
    }
}
