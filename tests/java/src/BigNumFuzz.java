import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Random;

/**
 * Differential test of BigInteger and BigDecimal: a seeded stream of random operations on
 * random values (zero, one, powers of two and their neighbours, word boundaries, small and
 * huge values of both signs). Results are folded into one hash per group of cases; the
 * argument "-v" prints every result instead, which is how a difference is tracked down
 * (a second argument replaces the seed).
 */
public class BigNumFuzz {
    static boolean verbose;
    static int hash;
    static int cases;
    static String group;
    static final RoundingMode[] MODES = RoundingMode.values();

    static void out(String what, Object r) {
        String s = what + "=" + r;
        if (verbose) {
            System.out.println(cases + " " + s);
        }
        hash = hash * 31 + s.hashCode();
    }

    interface Op {
        Object run();
    }

    static void tryOut(String what, Op op) {
        Object r;
        try {
            r = op.run();
        } catch (ArithmeticException | NumberFormatException e) {
            r = e.getClass().getSimpleName() + ":" + e.getMessage();
        }
        out(what, r);
    }

    static void endCase() {
        cases++;
        if (!verbose && cases % 100 == 0) {
            System.out.println(group + " " + cases + " " + Integer.toHexString(hash));
            hash = 0;
        }
    }

    static BigInteger randomInt(Random r) {
        BigInteger v;
        switch (r.nextInt(10)) {
            case 0: v = BigInteger.valueOf(r.nextInt(5) - 2); break;
            case 1: v = BigInteger.ONE.shiftLeft(r.nextInt(300)).add(BigInteger.valueOf(r.nextInt(3) - 1)); break;
            case 2: v = BigInteger.valueOf(r.nextLong()); break;
            case 3: v = BigInteger.valueOf(r.nextInt()); break;
            case 4: v = new BigInteger(1 + r.nextInt(2500), r); break;
            case 5: v = BigInteger.ONE.shiftLeft(32 * (1 + r.nextInt(6))).subtract(BigInteger.ONE); break;
            default: v = new BigInteger(1 + r.nextInt(r.nextBoolean() ? 100 : 700), r); break;
        }
        return r.nextBoolean() ? v.negate() : v;
    }

    static void intCase(Random r) {
        BigInteger a = randomInt(r);
        BigInteger b = randomInt(r);
        int n = r.nextInt(200);
        out("a", a.bitLength() < 200 ? a : Integer.toHexString(a.hashCode()));
        out("add", a.add(b).hashCode());
        out("sub", a.subtract(b).hashCode());
        out("mul", a.multiply(b).hashCode());
        tryOut("div", () -> a.divide(b).hashCode());
        tryOut("rem", () -> a.remainder(b).hashCode());
        tryOut("mod", () -> a.mod(b).hashCode());
        out("cmp", a.compareTo(b) + " " + a.equals(b) + " " + a.min(b).equals(b) + " " + a.signum());
        out("gcd", a.gcd(b).hashCode());
        out("pow", a.pow(r.nextInt(6)).hashCode());
        out("shl", a.shiftLeft(n).hashCode() + " " + a.shiftLeft(-n).hashCode());
        out("shr", a.shiftRight(n).hashCode());
        out("and", a.and(b).hashCode() + " " + a.or(b).hashCode() + " " + a.xor(b).hashCode()
                + " " + a.andNot(b).hashCode() + " " + a.not().hashCode());
        out("bits", a.testBit(n) + " " + a.setBit(n).hashCode() + " " + a.clearBit(n).hashCode() + " "
                + a.flipBit(n).hashCode() + " " + a.bitLength() + " " + a.bitCount() + " " + a.getLowestSetBit());
        byte[] bytes = a.toByteArray();
        out("bytes", bytes.length + " " + java.util.Arrays.hashCode(bytes) + " " + new BigInteger(bytes).equals(a)
                + " " + new BigInteger(a.signum(), a.abs().toByteArray()).equals(a));
        int radix = 2 + r.nextInt(35);
        String s = a.toString(radix);
        out("str", s.length() + " " + s.hashCode() + " " + new BigInteger(s, radix).equals(a));
        out("dec", a.toString().hashCode());
        out("prim", a.intValue() + " " + a.longValue() + " " + a.doubleValue() + " " + a.floatValue());
        tryOut("exact", () -> a.intValueExact() + " " + a.longValueExact());
        tryOut("exactl", () -> a.longValueExact());
        out("sqrt", a.abs().sqrt().hashCode());
        BigInteger m = b.abs().add(BigInteger.ONE);
        tryOut("modpow", () -> a.modPow(BigInteger.valueOf(r.nextInt(1000) - 10), m).hashCode());
        tryOut("modinv", () -> a.modInverse(m).hashCode());
        BigInteger small = a.abs().shiftRight(Math.max(0, a.bitLength() - 40));
        out("prime", small + " " + small.isProbablePrime(30));
        endCase();
    }

    static BigDecimal randomDec(Random r) {
        BigInteger u = r.nextInt(4) == 0 ? BigInteger.valueOf(r.nextInt(2001) - 1000) : randomInt(r);
        if (u.bitLength() > 400) {
            u = u.shiftRight(u.bitLength() - 400);
        }
        return new BigDecimal(u, r.nextInt(60) - 20);
    }

    static void decCase(Random r) {
        BigDecimal a = randomDec(r);
        BigDecimal b = r.nextInt(5) == 0 ? new BigDecimal(BigInteger.valueOf(r.nextInt(21) - 10), r.nextInt(6) - 2)
                : randomDec(r);
        RoundingMode rm = MODES[r.nextInt(MODES.length)];
        MathContext mc = new MathContext(r.nextInt(40), rm);
        int sc = r.nextInt(50) - 15;
        out("a", a.precision() < 60 ? a.toString() : Integer.toHexString(a.hashCode()));
        out("s", a.toString().hashCode() + " " + a.toEngineeringString().hashCode()
                + " " + (a.scale() > -100 ? a.toPlainString().hashCode() : 0));
        out("add", a.add(b).hashCode() + " " + a.subtract(b).hashCode() + " " + a.multiply(b).hashCode());
        tryOut("addmc", () -> a.add(b, mc) + " " + a.subtract(b, mc) + " " + a.multiply(b, mc));
        tryOut("divsc", () -> a.divide(b, sc, rm));
        tryOut("divmc", () -> a.divide(b, mc));
        tryOut("divx", () -> a.divide(b));
        tryOut("dti", () -> a.divideToIntegralValue(b) + " " + a.remainder(b));
        tryOut("setsc", () -> a.setScale(sc, rm));
        tryOut("round", () -> a.round(mc) + " " + a.plus(mc) + " " + a.negate(mc) + " " + a.abs(mc));
        out("strip", a.stripTrailingZeros() + " " + a.precision() + " " + a.scale() + " " + a.signum());
        out("cmp", a.compareTo(b) + " " + a.equals(b) + " " + a.max(b).equals(a) + " " + a.hashCode());
        out("dbl", a.doubleValue() + " " + a.floatValue() + " " + a.intValue() + " " + a.longValue());
        out("bi", a.toBigInteger().hashCode());
        tryOut("exact", () -> a.longValueExact() + " " + a.intValueExact());
        // JDK 17 rounds its Newton approximation in the directed modes and can be one ulp
        // off the correctly rounded root there (docs/classlib.md): only the HALF modes here
        MathContext halfMc = new MathContext(mc.getPrecision(), MODES[4 + r.nextInt(3)]);
        tryOut("sqrt", () -> a.abs().sqrt(halfMc));
        tryOut("pow", () -> a.pow(r.nextInt(5)).hashCode());
        tryOut("powmc", () -> a.pow(r.nextInt(13) - 6, mc));
        out("move", a.movePointLeft(sc) + " " + a.movePointRight(sc) + " " + a.scaleByPowerOfTen(sc));
        double d = Double.longBitsToDouble(r.nextLong());
        if (!Double.isNaN(d) && !Double.isInfinite(d)) {
            out("dval", BigDecimal.valueOf(d) + " " + new BigDecimal(d).hashCode() + " " + new BigDecimal(d).doubleValue());
        }
        double d2 = r.nextInt(100000) / 64.0 - 700;
        tryOut("dsmall", () -> new BigDecimal(d2) + " " + BigDecimal.valueOf(d2) + " " + new BigDecimal(d2, mc));
        endCase();
    }

    public static void main(String[] args) {
        verbose = args.length > 0 && args[0].equals("-v");
        Random r = new Random(args.length > 1 ? Long.parseLong(args[1]) : 20261126L);
        group = "int";
        for (int i = 0; i < 1600; i++) {
            intCase(r);
        }
        group = "dec";
        for (int i = 0; i < 1600; i++) {
            decCase(r);
        }
        System.out.println("cases " + cases);
    }
}
