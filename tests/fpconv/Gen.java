import java.io.*;
import java.math.*;
import java.util.*;

/*
 * Writes the fixtures for the floating-point text conversion tests by asking
 * the reference JVM: Double.toString, Float.toString, Double.parseDouble and
 * Float.parseFloat. Usage: java Gen.java OUTDIR [randomDoubles randomFloats seed]
 * Every set is deterministic for a given seed.
 */
public class Gen {
    static Random rnd;
    static LinkedHashSet<Long> dset = new LinkedHashSet<>();
    static LinkedHashSet<Integer> fset = new LinkedHashSet<>();
    static LinkedHashSet<String> pset = new LinkedHashSet<>();

    static void d(double x) { dset.add(Double.doubleToRawLongBits(x)); }
    static void dn(double x) { d(x); d(Math.nextUp(x)); d(Math.nextDown(x)); d(-x); }
    static void f(float x) { fset.add(Float.floatToRawIntBits(x)); }
    static void fn(float x) { f(x); f(Math.nextUp(x)); f(Math.nextDown(x)); f(-x); }

    static String randDigits(int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) sb.append((char) ('0' + rnd.nextInt(10)));
        return sb.toString();
    }

    static String shortDecimal(int maxDigits, int expRange) {
        int n = 1 + rnd.nextInt(maxDigits);
        String dg = randDigits(n);
        if (dg.charAt(0) == '0') dg = (char) ('1' + rnd.nextInt(9)) + dg.substring(1);
        return dg.charAt(0) + "." + (n > 1 ? dg.substring(1) : "0") + "E" + (rnd.nextInt(2 * expRange + 1) - expRange);
    }

    static void doubles(int nRandom) {
        dn(0.0); dn(Double.NaN); dn(Double.POSITIVE_INFINITY);
        dn(Double.MIN_VALUE); dn(Double.MAX_VALUE); dn(Double.MIN_NORMAL);
        for (int e = -1074; e <= 1023; e++) dn(Math.scalb(1.0, e));
        for (int e = -325; e <= 309; e++) {
            dn(Double.parseDouble("1e" + e));
            for (int k = 2; k <= 9; k++) d(Double.parseDouble(k + "e" + e));
        }
        for (int i = 0; i <= 1100; i++) { d(i); d(i / 10.0); d(i / 100.0); d(i / 1000.0); }
        for (int e = 53; e <= 70; e++)
            for (int i = 0; i < 60; i++) dn(Math.scalb(1.0 + rnd.nextInt(1 << 20) / (double) (1 << 20), e));
        for (int e = 0; e <= 64; e++)
            for (int i = 0; i < 20; i++) d(Math.scalb((double) (rnd.nextLong() >>> 11), e - 52));
        /*
         * Midpoints between adjacent doubles that are short decimals:
         * o * 2^(k+a) with o = d * 5^k odd in (2^53, 2^54), that is
         * d * 2^a * 10^k. They decide whether the digit loop's stopping
         * tests are strict, in the long and in the big-integer paths.
         */
        for (int k = 0; k <= 23; k++) {
            BigInteger p5 = BigInteger.valueOf(5).pow(k);
            BigInteger lo = BigInteger.ONE.shiftLeft(53).divide(p5).add(BigInteger.ONE);
            BigInteger hi = BigInteger.ONE.shiftLeft(54).divide(p5);
            if (hi.compareTo(lo) <= 0) continue;
            for (int a = 0; a <= 40; a++) {
                if (k + a < 10) continue;
                for (int i = 0; i < 2; i++) {
                    BigInteger dd = lo.add(new BigInteger(62, rnd).mod(hi.subtract(lo))).setBit(0);
                    double x = new BigDecimal(dd.multiply(p5).shiftLeft(k + a)).doubleValue();
                    d(x); d(Math.nextUp(x)); d(Math.nextDown(x));
                }
            }
        }
        d(2.82879384806159E17); d(1.18575755E-316); d(2e23); d(1e23); d(8.41E21); d(5e-324);
        double[] sw = {1e-3, 1e7};
        for (double s : sw) {
            dn(s);
            double x = s, y = s;
            for (int i = 0; i < 50; i++) { x = Math.nextUp(x); y = Math.nextDown(y); d(x); d(y); }
            for (int i = 0; i < 300; i++) d(s * (0.999 + 0.002 * rnd.nextDouble()));
        }
        for (int i = 0; i < 2000; i++) d(Double.longBitsToDouble(rnd.nextLong() & 0x000fffffffffffffL));
        for (int i = 0; i < 2000; i++) d(Double.longBitsToDouble(rnd.nextInt(1 << 20)));
        for (int i = 0; i < 8000; i++) d(Double.parseDouble(shortDecimal(17, 330)));
        for (int i = 0; i < 3000; i++) d(Double.parseDouble(shortDecimal(6, 30)));
        for (int i = 0; i < nRandom; i++) d(Double.longBitsToDouble(rnd.nextLong()));
    }

    static void floats(int nRandom) {
        fn(0f); fn(Float.NaN); fn(Float.POSITIVE_INFINITY);
        fn(Float.MIN_VALUE); fn(Float.MAX_VALUE); fn(Float.MIN_NORMAL);
        for (int e = -149; e <= 127; e++) fn(Math.scalb(1.0f, e));
        for (int e = -46; e <= 39; e++) {
            fn(Float.parseFloat("1e" + e));
            for (int k = 2; k <= 9; k++) f(Float.parseFloat(k + "e" + e));
        }
        for (int i = 0; i <= 1100; i++) { f(i); f(i / 10.0f); f(i / 100.0f); f(i / 1000.0f); }
        for (int e = 24; e <= 64; e++)
            for (int i = 0; i < 30; i++) fn(Math.scalb(1.0f + rnd.nextInt(1 << 12) / (float) (1 << 12), e));
        float[] sw = {1e-3f, 1e7f};
        for (float s : sw) {
            fn(s);
            float x = s, y = s;
            for (int i = 0; i < 50; i++) { x = Math.nextUp(x); y = Math.nextDown(y); f(x); f(y); }
            for (int i = 0; i < 300; i++) f(s * (0.999f + 0.002f * rnd.nextFloat()));
        }
        for (int i = 0; i < 1000; i++) f(Float.intBitsToFloat(rnd.nextInt(1 << 23)));
        for (int i = 0; i < 5000; i++) f(Float.parseFloat(shortDecimal(9, 45)));
        for (int i = 0; i < nRandom; i++) f(Float.intBitsToFloat(rnd.nextInt()));
    }

    static String mid(BigDecimal a, BigDecimal b) {
        BigDecimal m = a.add(b).divide(BigDecimal.valueOf(2));
        return rnd.nextBoolean() ? m.toString() : m.toPlainString();
    }

    static void parses() {
        String[] fixed = {
            "0", "-0", "+0", "0.0", "-0.0", "1", "1.", ".5", "-.5", "+.5e1", ".", "-", "+", "",
            "e5", "1e", "1e+", "1e-", "1e+5", "1E-5", "1.5e5d", "1.5e5D", "1.5f", "1.5F", "1d", "1D",
            "1.5ff", "1.5df", "1.5x", "1..5", "1.5.", "1e5.5", "1e5e5", "--1", "+-1", "-+1",
            "NaN", "-NaN", "+NaN", "nan", "NaNf", "NaN1", "Infinity", "-Infinity", "+Infinity",
            "infinity", "Infinityd", "Infinityx", "Inf", "INFINITY", "Infinity1",
            "0x1p0", "0X1P0", "0x1.8p3", "-0x1.8p3", "0x1.8P-3", "0x.8p1", "0x1.p1", "0x1.0",
            "0x1", "0xp1", "0x.p1", "0x1p", "0x1p+", "0x1pf", "0x1p1f", "0x1p1d", "0x1p1F", "0x1p1D",
            "0x1.fffffffffffffp1023", "0x1.fffffffffffff8p1023", "0x1.fffffffffffff7ffp1023",
            "0x1p-1074", "0x1p-1075", "0x1.0000000000001p-1075", "0x1p-1076", "0x0.0000000000001p-1022",
            "0x1.fffffep127", "0x1.ffffffp127", "0x1p-149", "0x1p-150", "0x1.000001p-150",
            "0x123456789abcdef0123456789p0", "0x0.000000000000000000000001p100",
            "0x1.00000000000008p0", "0x1.000000000000080000001p0", "0x1.00000000000018p0",
            "0x1.000001p0", "0x1.0000010000000001p0", "0x1.000003p0",
            "0x1p99999999999", "0x1p-99999999999", "0x0p99999999999", "1e99999999999", "1e-99999999999",
            "0e99999999999", "1e2147483647", "1e2147483648", "1e-2147483648", "1e-2147483649",
            "0.0000000000000000000000000000001e31", "100000000000000000000000000000e-30",
            "4.9e-324", "2.4703282292062327e-324", "2.4703282292062328e-324", "2.4703282292062327208828439643411068618252990130716238221279284125033775364e-324",
            "1.7976931348623157e308", "1.7976931348623158e308", "1.7976931348623159e308",
            "1.797693134862315807937289714053e308", "1.7976931348623158079372897140530341507993413271003782693617377898044496829276475094664736817905e308",
            "1.4e-45", "7.006492321624085e-46", "7.006492321624086e-46", "3.4028235e38", "3.4028236e38",
            "3.40282356779733661637539395458142568448e38", "3.40282356779733661637539395458142568447e38",
            "9007199254740993", "9007199254740993.0000000001", "9007199254740995", "16777217", "16777217.000000001",
            "2.2250738585072011e-308", "2.2250738585072012e-308", "2.2250738585072014e-308",
            " 1", "1 ", "1_000", "0x", "0x1p1 ", "1e5 ", "  ", " -0x1p-1 ", " NaN", "Infinity  ", "1 e5", "- 1", "1e0x", "0e", "0.e1", ".e1", "00001.50000",
        };
        for (String s : fixed) pset.add(s);
        /* Inputs longer than any digit limit: ties broken by a far digit, many zeros. */
        String mid1 = new BigDecimal(1.0).add(new BigDecimal(Math.nextUp(1.0))).divide(BigDecimal.valueOf(2)).toPlainString();
        String minHalf = new BigDecimal(Double.MIN_VALUE).divide(BigDecimal.valueOf(2)).toString();
        String z = "0".repeat(1500);
        String[] longOnes = {
            mid1 + z + "1", mid1 + z, mid1 + z + "0e0", "0." + z + "1e1501", z + mid1 + z + "1",
            "0." + z + mid1.replace(".", "") + z + "1e1501", "1" + z + "e-1500", "9".repeat(2000) + "e-2000",
            "4" + "9".repeat(1000) + "e-1001", minHalf.replace("E", z + "E"), minHalf.replace("E", z + "1E"),
            "0x1." + "0".repeat(13) + "8" + "0".repeat(3000) + "1p0", "0x1." + "0".repeat(13) + "8" + "0".repeat(3000) + "p0",
            "0x" + "f".repeat(300) + "p-1200",
        };
        for (String s : longOnes) pset.add(s);
        for (int i = 0; i < 1500; i++) pset.add(shortDecimal(20, 340));
        for (int i = 0; i < 500; i++) pset.add(shortDecimal(12, 50));
        for (int i = 0; i < 600; i++) {
            String s = randDigits(1 + rnd.nextInt(40));
            int p = rnd.nextInt(s.length() + 1);
            s = s.substring(0, p) + "." + s.substring(p);
            if (rnd.nextBoolean()) s = s + "e" + (rnd.nextInt(700) - 350);
            if (rnd.nextInt(4) == 0) s = "-" + s;
            pset.add(s);
        }
        for (int i = 0; i < 400; i++) {
            double x = Double.longBitsToDouble(rnd.nextLong() & 0x7fffffffffffffffL);
            if (Double.isNaN(x) || Double.isInfinite(x)) continue;
            pset.add(Double.toString(x));
            BigDecimal a = new BigDecimal(x), b = new BigDecimal(Math.nextUp(x));
            if (Double.isInfinite(Math.nextUp(x))) continue;
            String m = mid(a, b);
            if (m.length() < 900) {
                pset.add(m);
                BigDecimal eps = BigDecimal.ONE.movePointLeft(1100).multiply(a);
                pset.add(a.add(b).divide(BigDecimal.valueOf(2)).add(eps.ulp()).toString());
                pset.add(a.add(b).divide(BigDecimal.valueOf(2)).subtract(eps.ulp()).toString());
            }
        }
        for (int i = 0; i < 600; i++) {
            double x = Math.scalb(1.0 + rnd.nextDouble(), rnd.nextInt(120) - 60);
            BigDecimal a = new BigDecimal(x), b = new BigDecimal(Math.nextUp(x));
            pset.add(mid(a, b));
            float fx = (float) x;
            BigDecimal fa = new BigDecimal(fx), fb = new BigDecimal(Math.nextUp(fx));
            String fm = mid(fa, fb);
            pset.add(fm);
            pset.add(fm + "000000000000000000001");
            pset.add(fm.replace("E", "0000000000000000000000000000000000000000000001E"));
        }
        for (int i = 0; i < 300; i++) {
            double x = Double.longBitsToDouble(rnd.nextLong() & 0x000fffffffffffffL);
            pset.add(Double.toString(x));
            pset.add(mid(new BigDecimal(x), new BigDecimal(Math.nextUp(x))));
            float fx = Float.intBitsToFloat(rnd.nextInt(1 << 23));
            pset.add(Float.toString(fx));
            pset.add(mid(new BigDecimal(fx), new BigDecimal(Math.nextUp(fx))));
        }
        for (int i = 0; i < 800; i++) {
            StringBuilder sb = new StringBuilder(rnd.nextBoolean() ? "0x" : "-0X");
            sb.append(Long.toHexString(rnd.nextLong() >>> rnd.nextInt(64)));
            if (rnd.nextBoolean()) sb.append('.').append(Long.toHexString(rnd.nextLong()));
            sb.append(rnd.nextBoolean() ? 'p' : 'P').append(rnd.nextInt(2300) - 1150);
            String[] suf = {"", "", "", "f", "d"};
            sb.append(suf[rnd.nextInt(suf.length)]);
            pset.add(sb.toString());
        }
    }

    static String pd(String s) {
        try { return String.format("%016x", Double.doubleToRawLongBits(Double.parseDouble(s))); }
        catch (NumberFormatException e) { return "ERROR"; }
    }

    static String pf(String s) {
        try { return String.format("%08x", Float.floatToRawIntBits(Float.parseFloat(s))); }
        catch (NumberFormatException e) { return "ERROR"; }
    }

    public static void main(String[] args) throws IOException {
        File dir = new File(args[0]);
        int nd = args.length > 1 ? Integer.parseInt(args[1]) : 6000;
        int nf = args.length > 2 ? Integer.parseInt(args[2]) : 6000;
        long seed = args.length > 3 ? Long.parseLong(args[3]) : 20240517L;
        boolean randomOnly = args.length > 4 && args[4].equals("random");
        rnd = new Random(seed);
        if (randomOnly) {
            for (int i = 0; i < nd; i++) d(Double.longBitsToDouble(rnd.nextLong()));
            for (int i = 0; i < nf; i++) f(Float.intBitsToFloat(rnd.nextInt()));
        } else {
            doubles(nd);
            floats(nf);
            parses();
        }
        try (PrintWriter w = new PrintWriter(new BufferedWriter(new FileWriter(new File(dir, "doubles.txt"))))) {
            for (long b : dset) w.printf("%016x\t%s\n", b, Double.toString(Double.longBitsToDouble(b)));
        }
        try (PrintWriter w = new PrintWriter(new BufferedWriter(new FileWriter(new File(dir, "floats.txt"))))) {
            for (int b : fset) w.printf("%08x\t%s\n", b, Float.toString(Float.intBitsToFloat(b)));
        }
        /*
         * Java 17's toString is not always read back as the same value (the
         * big-integer digit loop also stops when the upper bound is met
         * exactly). The fixture lists those values with what parsing gives.
         */
        try (PrintWriter w = new PrintWriter(new BufferedWriter(new FileWriter(new File(dir, "roundtrip-exceptions.txt"))))) {
            for (long b : dset) {
                double x = Double.longBitsToDouble(b);
                long back = Double.doubleToRawLongBits(Double.parseDouble(Double.toString(x)));
                if (!Double.isNaN(x) && back != b) w.printf("d\t%016x\t%016x\n", b, back);
            }
            for (int b : fset) {
                float x = Float.intBitsToFloat(b);
                int back = Float.floatToRawIntBits(Float.parseFloat(Float.toString(x)));
                if (!Float.isNaN(x) && back != b) w.printf("f\t%08x\t%08x\n", b, back);
            }
        }
        if (randomOnly) return;
        try (PrintWriter w = new PrintWriter(new BufferedWriter(new OutputStreamWriter(new FileOutputStream(new File(dir, "parse.txt")), "UTF-8")))) {
            int longOnes = 0;
            for (String s : pset) {
                /* A few very long strings suffice to exercise the exact slow path. */
                if (s.length() > 200 && ++longOnes > 80) continue;
                if (s.indexOf('\t') >= 0 || s.indexOf('\n') >= 0) continue;
                w.printf("%s\t%s\t%s\n", s, pd(s), pf(s));
            }
        }
    }
}
