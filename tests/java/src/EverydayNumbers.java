import java.math.*;
import java.util.*;
import java.util.stream.*;

// Everyday programs of the kinds people write and teach with, run one after the other:
// numbers: matrices and printf tables, Math, Integer/Long utilities, BigInteger/BigDecimal, Arrays with seeded Random, corners of arithmetic and the language.
// Each was compared with JDK 17 as a standalone program first.
public class EverydayNumbers {
    public static void main(String[] args) throws Exception {
        System.out.println("== Matrix");
        Matrix.main(args);
        System.out.println("== Numbers");
        Numbers.main(args);
        System.out.println("== ArraysAndRandom");
        ArraysAndRandom.main(args);
        System.out.println("== LanguageCorners");
        LanguageCorners.main(args);
    }

    static class Matrix {
        static double[][] mul(double[][] a, double[][] b) {
            int n = a.length, m = b[0].length, k = b.length;
            double[][] r = new double[n][m];
            for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) { double s = 0; for (int t = 0; t < k; t++) s += a[i][t] * b[t][j]; r[i][j] = s; }
            return r;
        }
        static void print(String title, double[][] m) {
            System.out.println(title + ":");
            for (double[] row : m) { for (double v : row) System.out.printf("%9.3f", v); System.out.println(); }
        }
        static double det(double[][] m) {
            int n = m.length; double[][] a = new double[n][]; for (int i = 0; i < n; i++) a[i] = m[i].clone();
            double d = 1;
            for (int c = 0; c < n; c++) {
                int p = c; for (int r = c + 1; r < n; r++) if (Math.abs(a[r][c]) > Math.abs(a[p][c])) p = r;
                if (a[p][c] == 0) return 0;
                if (p != c) { double[] t = a[p]; a[p] = a[c]; a[c] = t; d = -d; }
                d *= a[c][c];
                for (int r = c + 1; r < n; r++) { double f = a[r][c] / a[c][c]; for (int k = c; k < n; k++) a[r][k] -= f * a[c][k]; }
            }
            return d;
        }
        public static void main(String[] args) {
            double[][] a = {{1, 2, 3}, {4, 5, 6}, {7, 8, 10}};
            double[][] b = {{0.5, -1, 2}, {1.25, 0, -3}, {2, 2, 2}};
            print("A", a); print("B", b); print("A*B", mul(a, b));
            System.out.printf("det(A)=%.6f det(B)=%g%n", det(a), det(b));
            int[][] pascal = new int[8][];
            for (int i = 0; i < 8; i++) { pascal[i] = new int[i + 1]; pascal[i][0] = pascal[i][i] = 1; for (int j = 1; j < i; j++) pascal[i][j] = pascal[i-1][j-1] + pascal[i-1][j]; }
            for (int[] row : pascal) { StringBuilder sb = new StringBuilder(); for (int v : row) sb.append(String.format("%4d", v)); System.out.println(sb); }
            System.out.println(java.util.Arrays.deepToString(pascal));
            System.out.printf("%-8s|%8s|%8s%n", "x", "sqrt", "log");
            for (int x = 1; x <= 5; x++) System.out.printf("%-8d|%8.4f|%8.4f%n", x, Math.sqrt(x), Math.log(x));
            System.out.printf("%s %s %s%n", 0.1 + 0.2, 1.0 / 3, 100.0 / 7);
            System.out.printf("%.15f %.17g%n", 0.1, 2.0 / 3);
            System.out.println(Math.floorDiv(-7, 2) + " " + Math.floorMod(-7, 2) + " " + (-7 / 2) + " " + (-7 % 2) + " " + Math.abs(Integer.MIN_VALUE));
            System.out.println(Math.round(2.5) + " " + Math.round(-2.5) + " " + Math.rint(2.5) + " " + Math.ceil(-0.5) + " " + Math.floor(-0.5) + " " + Math.signum(-3.0));
            System.out.println(Math.hypot(3, 4) + " " + Math.cbrt(27) + " " + Math.pow(2, 0.5) + " " + Math.exp(1) + " " + Math.log10(1000) + " " + Math.atan2(1, 1));
            System.out.println(Math.toDegrees(Math.PI) + " " + Math.toRadians(180) + " " + Math.sin(Math.PI / 6) + " " + Math.cos(0) + " " + Math.tan(Math.PI / 4));
            System.out.println(Math.max(-0.0, 0.0) + " " + Math.min(-0.0, 0.0) + " " + Math.ulp(1.0) + " " + Math.nextUp(1.0) + " " + Math.getExponent(1024.0) + " " + Math.scalb(1.5, 4));
            try { Math.addExact(Integer.MAX_VALUE, 1); } catch (ArithmeticException e) { System.out.println(e); }
            try { Math.multiplyExact(Long.MAX_VALUE, 2L); } catch (ArithmeticException e) { System.out.println(e); }
            try { Math.toIntExact(1L << 40); } catch (ArithmeticException e) { System.out.println(e); }
            try { System.out.println(1 / 0); } catch (ArithmeticException e) { System.out.println(e); }
            System.out.println(Math.sqrt(-1) + " " + (0.0 / 0.0 == Double.NaN) + " " + Double.isNaN(0.0 / 0) + " " + (1 / 0.0) + " " + Double.compare(0.0, -0.0));
            System.out.println(Math.fma(2.0, 3.0, 1.0) + " " + Math.IEEEremainder(10, 3) + " " + Math.copySign(3.0, -0.0) + " " + Math.abs(-0.0f));
            System.out.println(Math.floorMod(-7L, 3) + " " + Math.absExact(-5) + " " + Math.negateExact(5));
        }
    }

    static class Numbers {
        public static void main(String[] args) {
            int[] vals = {0, 1, -1, 42, 255, Integer.MAX_VALUE, Integer.MIN_VALUE, 0x12345678};
            for (int v : vals) System.out.println(v + " bin=" + Integer.toBinaryString(v) + " hex=" + Integer.toHexString(v) + " oct=" + Integer.toOctalString(v) + " bits=" + Integer.bitCount(v) + " rev=" + Integer.reverse(v) + " revB=" + Integer.reverseBytes(v) + " hob=" + Integer.highestOneBit(v) + " lob=" + Integer.lowestOneBit(v) + " nlz=" + Integer.numberOfLeadingZeros(v) + " ntz=" + Integer.numberOfTrailingZeros(v) + " rotl=" + Integer.rotateLeft(v, 5) + " sig=" + Integer.signum(v) + " u=" + Integer.toUnsignedString(v) + " r36=" + Integer.toString(v, 36));
            System.out.println(Integer.parseInt("-ff", 16) + " " + Integer.parseInt("1010", 2) + " " + Integer.valueOf("777", 8) + " " + Integer.parseInt("+12") + " " + Integer.decode("0x1F") + " " + Integer.decode("-010") + " " + Integer.decode("#ff") + " " + Integer.parseUnsignedInt("4294967295") + " " + Integer.divideUnsigned(-1, 3) + " " + Integer.remainderUnsigned(-1, 3) + " " + Integer.compareUnsigned(-1, 1) + " " + Integer.toUnsignedLong(-1));
            long[] ls = {0L, -1L, Long.MAX_VALUE, Long.MIN_VALUE, 1234567890123L};
            for (long v : ls) System.out.println(v + " " + Long.toBinaryString(v).length() + " " + Long.toHexString(v) + " " + Long.toOctalString(v) + " " + Long.bitCount(v) + " " + Long.reverse(v) + " " + Long.numberOfTrailingZeros(v) + " " + Long.toUnsignedString(v) + " " + Long.toString(v, 7) + " " + Long.hashCode(v) + " " + Long.highestOneBit(v));
            System.out.println(Long.parseLong("-9223372036854775808") + " " + Long.parseUnsignedLong("18446744073709551615") + " " + Long.divideUnsigned(-1L, 10) + " " + Long.remainderUnsigned(-1L, 10) + " " + Long.parseLong("zz", 36) + " " + Long.decode("0X7f") + " " + Long.compare(1, 2) + " " + Long.sum(1, 2) + " " + Long.max(3, 4));
            System.out.println(Short.parseShort("-123") + " " + Byte.parseByte("7f", 16) + " " + Byte.toUnsignedInt((byte) -1) + " " + Short.reverseBytes((short) 0x1234) + " " + Short.toUnsignedInt((short) -1) + " " + Byte.MIN_VALUE + " " + Short.MAX_VALUE + " " + Integer.MIN_VALUE + " " + Long.MIN_VALUE);
            System.out.println(Double.toString(1e21) + " " + 1e-5 + " " + 123456789.0 + " " + 0.1f + " " + (float) 1e10 + " " + 1.0e7 + " " + 1.0e6 + " " + 100.0 + " " + Double.MIN_VALUE + " " + Double.MAX_VALUE + " " + Float.MAX_VALUE + " " + (0.1 + 0.7) + " " + 2.0 / 3 + " " + (float) (2.0 / 3));
            System.out.println(Double.toHexString(1.0) + " " + Double.toHexString(-0.1) + " " + Double.parseDouble("0x1.8p1") + " " + Double.valueOf("  3.5e2 ") + " " + Double.parseDouble("Infinity") + " " + Float.parseFloat("1.17549435E-38") + " " + Double.doubleToLongBits(1.5) + " " + Float.floatToIntBits(-2.5f) + " " + Double.isFinite(1 / 0.0) + " " + Double.MIN_NORMAL + " " + Double.sum(0.1, 0.2) + " " + Double.hashCode(1.5));
            System.out.println(Integer.compare(5, 3) + " " + Integer.max(1, 2) + " " + Integer.sum(3, 4) + " " + Integer.hashCode(99) + " " + Integer.valueOf(127) .equals(127) + " " + (Integer.valueOf(127) == Integer.valueOf(127)) + " " + Integer.toString(255, 16) + " " + Integer.MAX_VALUE / -1 + " " + Integer.MIN_VALUE / -1 + " " + Integer.MIN_VALUE % -1 + " " + (char) 65 + (int) 'a' + " " + (byte) 200 + " " + (short) 70000 + " " + (int) 3.99 + " " + (int) -3.99 + " " + (int) Double.NaN + " " + (int) 1e20 + " " + (long) Float.POSITIVE_INFINITY + " " + (5 >> 1) + (-5 >> 1) + (-5 >>> 28) + " " + (1L << 63) + " " + (1 << 33));
            BigInteger f = BigInteger.ONE; for (int i = 1; i <= 30; i++) f = f.multiply(BigInteger.valueOf(i));
            System.out.println(f + " " + f.bitLength() + " " + f.mod(BigInteger.valueOf(1000007)) + " " + f.toString(16) + " " + BigInteger.TWO.pow(100) + " " + new BigInteger("123456789").modPow(BigInteger.valueOf(65537), new BigInteger("1000000007")) + " " + BigInteger.valueOf(48).gcd(BigInteger.valueOf(180)) + " " + new BigInteger("-17").divideAndRemainder(BigInteger.valueOf(5))[1] + " " + BigInteger.valueOf(97).isProbablePrime(20) + " " + BigInteger.valueOf(10).sqrt());
            BigDecimal a = new BigDecimal("10.25"), b = new BigDecimal("3");
            System.out.println(a.add(b) + " " + a.subtract(b) + " " + a.multiply(b) + " " + a.divide(b, 5, RoundingMode.HALF_UP) + " " + a.divide(b, MathContext.DECIMAL64) + " " + a.setScale(1, RoundingMode.HALF_EVEN) + " " + a.negate().setScale(0, RoundingMode.FLOOR) + " " + new BigDecimal("1.10").stripTrailingZeros() + " " + new BigDecimal("100").stripTrailingZeros() + " " + new BigDecimal("100").stripTrailingZeros().toPlainString() + " " + new BigDecimal(0.1) + " " + BigDecimal.valueOf(0.1) + " " + new BigDecimal("1.0").equals(new BigDecimal("1.00")) + " " + new BigDecimal("1.0").compareTo(new BigDecimal("1.00")) + " " + new BigDecimal("1E+3").toPlainString() + " " + new BigDecimal("0.000001234") + " " + new BigDecimal("0.0000001234"));
            try { BigDecimal.ONE.divide(b); } catch (ArithmeticException e) { System.out.println(e.getMessage()); }
            double total = 0; for (int i = 0; i < 10; i++) total += 0.1; System.out.println(total + " " + (total == 1.0) + " " + Math.abs(total - 1.0) + " " + Math.round(total * 100) / 100.0);
            System.out.printf("%.2f %.2f %.2f %.2f %.1f %.3f %.0f%n", 1.005, 2.675, 1.115, -1.005, 0.05, 1.0005, 1e15 + 0.5);
            System.out.println(Integer.toString(Integer.MIN_VALUE, 2) + " " + Integer.toBinaryString(5 & 3 | 8 ^ 2) + " " + (~7) + " " + Integer.parseInt("-0") + " " + Long.numberOfLeadingZeros(1));
        }
    }

    static class ArraysAndRandom {
        public static void main(String[] args) {
            int[] a = {5, 3, 9, 1, 7, 3};
            int[] c = a.clone(); Arrays.sort(c); System.out.println(Arrays.toString(c) + " " + Arrays.binarySearch(c, 7) + " " + Arrays.binarySearch(c, 4) + " " + Arrays.stream(a).sum() + " " + Arrays.stream(a).max().getAsInt() + " " + Arrays.stream(a, 1, 3).boxed().toList());
            String[] s = {"pear", "Apple", "fig", "banana", "apple"};
            Arrays.sort(s); System.out.println(Arrays.toString(s));
            Arrays.sort(s, String.CASE_INSENSITIVE_ORDER); System.out.println(Arrays.toString(s));
            Arrays.sort(s, Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder())); System.out.println(Arrays.toString(s));
            Arrays.sort(s, 1, 4, Collections.reverseOrder()); System.out.println(Arrays.toString(s));
            Integer[] boxed = {3, 1, 2}; Arrays.sort(boxed, (x, y) -> y - x); System.out.println(Arrays.toString(boxed));
            int[] f = new int[5]; Arrays.fill(f, 7); Arrays.fill(f, 1, 3, 0); System.out.println(Arrays.toString(f) + " " + Arrays.toString(Arrays.copyOf(f, 7)) + " " + Arrays.toString(Arrays.copyOfRange(f, 2, 4)) + " " + Arrays.equals(f, f.clone()) + " " + Arrays.hashCode(f) + " " + Arrays.toString(new double[]{1, 2.5}) + " " + Arrays.toString((int[]) null) + " " + Arrays.toString(new boolean[2]) + Arrays.toString(new char[]{'h','i'}));
            List<String> asl = Arrays.asList("x", "y", "z"); asl.set(1, "Y"); System.out.println(asl + " " + asl.getClass().getSimpleName() + " " + asl.indexOf("z"));
            Object[][] deep = {{1, "a"}, {new int[]{1, 2}, null}, {}}; System.out.println(Arrays.deepToString(deep) + " " + Arrays.deepEquals(new int[][]{{1}}, new int[][]{{1}}) + " " + Arrays.deepHashCode(new Object[]{new int[]{1}}));

            int[] sq = new int[5]; Arrays.setAll(sq, i -> i * i); System.out.println(Arrays.toString(sq));
            double[] d = {3.5, -1.0, 2.25, Double.NaN, -0.0, 0.0}; Arrays.sort(d); System.out.println(Arrays.toString(d));
            char[] ch = "hello".toCharArray(); Arrays.sort(ch); System.out.println(new String(ch) + " " + String.valueOf(ch, 1, 2));
            long[] lg = {5L, 1L}; Arrays.sort(lg); System.out.println(Arrays.toString(lg) + " " + Arrays.stream(new double[]{1, 2, 4}).average().getAsDouble() + " " + Arrays.stream(new String[]{"a", "b"}).collect(Collectors.joining("+")));
            System.out.println(IntStream.range(0, 5).sum() + " " + IntStream.rangeClosed(1, 5).reduce(1, (x, y) -> x * y) + " " + IntStream.range(0, 10).average().getAsDouble() + " " + IntStream.of(3, 1, 2).sorted().boxed().collect(Collectors.toList()) + " " + IntStream.range(0, 4).summaryStatistics() + " " + IntStream.empty().average() + " " + IntStream.of(1, 2).max());
            System.out.println(Stream.iterate(1, x -> x * 2).limit(10).toList() + " " + Stream.iterate(1, x -> x < 100, x -> x * 3).toList() + " " + Stream.generate(() -> "z").limit(3).collect(Collectors.joining()) + " " + IntStream.iterate(0, i -> i + 2).limit(5).mapToObj(Integer::toString).collect(Collectors.joining(",")));
            System.out.println(LongStream.rangeClosed(1, 20).reduce(1, (x, y) -> x * y) + " " + DoubleStream.of(1.5, 2.5).map(x -> x * 2).sum() + " " + IntStream.range(0, 20).filter(i -> i % 3 == 0).mapToObj(i -> "" + i).toList() + " " + IntStream.of(1, 2, 3).asLongStream().sum() + " " + IntStream.of(1, 2).asDoubleStream().boxed().toList() + " " + Stream.of(1, 2, 3, 4).mapToInt(Integer::intValue).filter(i -> i > 1).count());
            Random r = new Random(12345);
            System.out.println(r.nextInt() + " " + r.nextInt(100) + " " + r.nextLong() + " " + r.nextDouble() + " " + r.nextBoolean() + " " + r.nextFloat() + " " + r.nextGaussian() + " " + r.nextInt(5, 10));
            byte[] bytes = new byte[6]; r.nextBytes(bytes); System.out.println(Arrays.toString(bytes) + " " + r.ints(5, 0, 10).boxed().toList() + " " + r.doubles(2).map(x -> Math.round(x * 1000) / 1000.0).boxed().toList() + " " + r.longs(2, 0, 100).boxed().toList());
            Random r2 = new Random(0); int[] counts = new int[6]; for (int i = 0; i < 6000; i++) counts[r2.nextInt(6)]++; System.out.println(Arrays.toString(counts));
            System.out.println(new Random(7).ints(0, 100).distinct().limit(8).boxed().toList() + " " + new Random(99).nextInt(1 << 30) + " " + new Random(99).nextInt(1000000007));
            List<Integer> deck = IntStream.rangeClosed(1, 12).boxed().collect(Collectors.toList()); Collections.shuffle(deck, new Random(2024)); System.out.println(deck);
            int[][] grid = new int[3][4]; for (int i = 0; i < 3; i++) Arrays.fill(grid[i], i); System.out.println(Arrays.deepToString(grid) + " " + Arrays.stream(grid).flatMapToInt(Arrays::stream).sum());
            String[][] jag = {{"a"}, {"b", "c"}}; System.out.println(Arrays.stream(jag).map(Arrays::toString).collect(Collectors.joining(";")) + " " + jag.getClass().getName() + " " + jag.getClass().getSimpleName() + " " + int[].class.getName() + " " + int[][].class.getCanonicalName());
            Integer[] sorted = {1, 3, 5}; System.out.println(Arrays.binarySearch(sorted, 5, Comparator.naturalOrder()) + " " + Arrays.asList(sorted).contains(3) + " " + Arrays.stream(sorted).map(x -> x * 2).toList() + " " + List.of(sorted).size());
        }
    }

    static class LanguageCorners {
        static class A { String name = "A"; static String s() { return "sA"; } String get() { return name; } }
        static class B extends A { String name = "B"; static String s() { return "sB"; } @Override String get() { return name + "/" + super.name; } }
        interface I1 { default String who() { return "I1"; } } interface I2 { default String who() { return "I2"; } }
        static class C implements I1, I2 { public String who() { return I1.super.who() + "+" + I2.super.who(); } }
        static int sideEffects = 0; static int f(int x) { sideEffects++; return x; }
        public static void main(String[] args) {
            A ab = new B(); System.out.println(ab.name + " " + ab.get() + " " + ((B) ab).name + " " + ab.s() + " " + new C().who());
            Integer a = 127, b = 127, c = 128, d = 128; Long l1 = 127L, l2 = 127L; System.out.println((a == b) + " " + (c == d) + " " + c.equals(d) + " " + (l1 == l2) + " " + a.equals(127L) + " " + Integer.valueOf(5).equals(5));
            char ch = 'A'; ch += 2; int ci = ch + 1; String cs = "" + ch + 1 + 'x' + (char) (ch + 1) + 2 * 3; System.out.println(ch + " " + ci + " " + cs + " " + ('a' + 'b') + " " + (char) ('a' + 1) + " " + 1 + 2 + " " + (1 + 2));
            byte by = (byte) 250; by += 10; short sh = Short.MAX_VALUE; sh++; int i = Integer.MAX_VALUE; i += 1; long lg = Integer.MAX_VALUE + 1; long lg2 = Integer.MAX_VALUE + 1L; System.out.println(by + " " + sh + " " + i + " " + lg + " " + lg2 + " " + (5 / 2) + " " + (-5 / 2) + " " + (5 % -3) + " " + (-5 % 3) + " " + 5.0 % 3 + " " + -7.5 % 2);
            int x = 5; x = x++ + ++x; int y = 10; y += y++ * --y; System.out.println(x + " " + y + " " + (f(1) + f(2) * f(3)) + " " + sideEffects);
            boolean t = true; Integer nul = null; try { int z = t ? nul : 0; } catch (NullPointerException e) { System.out.println("ternary unbox NPE " + e.getMessage()); }
            System.out.println((0.1 + 0.2 == 0.3) + " " + (0.1f + 0.2f == 0.3f) + " " + (float) 0.1 + " " + (double) 0.1f + " " + 1.0 / 0 + " " + -1.0 / 0 + " " + 0.0 / 0 + " " + (0.0 == -0.0) + " " + Double.valueOf(0.0).equals(-0.0) + " " + (Double.NaN != Double.NaN) + " " + Math.min(Float.NaN, 1f) + " " + (long) 1e19 + " " + (int) -2.9e9 + " " + (char) -1 + 0 + " " + (int) (char) -1);
            String s1 = "hello", s2 = "hel" + "lo", s3 = new String("hello"), s4 = s3.intern(); String part = "hel"; String s5 = part + "lo"; System.out.println((s1 == s2) + " " + (s1 == s3) + " " + (s1 == s4) + " " + (s1 == s5) + " " + s1.equals(s5));
            System.out.println(010 + " " + 0x10 + " " + 0b10 + " " + 1_000_000 + " " + 'a' / 2 + " " + (5 & 3) + " " + (5 | 3) + " " + (5 ^ 3) + " " + (~5) + " " + (-16 >> 2) + " " + (-16 >>> 28) + " " + (1 << 32) + " " + (1L << 32) + " " + (byte) 0x80 + " " + (0x7fffffff + 0x7fffffff));
            int[] arr = {3, 1, 2}; int idx = 0; arr[idx++] = arr[idx] * 10; System.out.println(Arrays.toString(arr) + " " + idx);
            StringBuilder sb = new StringBuilder(); for (int r = 0; r < 3; r++) { for (int q = 0; q < 3; q++) { if (q == r) continue; sb.append(r).append(q).append(','); } } System.out.println(sb);
            var list = new ArrayList<Map<String, List<Integer>>>(); list.add(new HashMap<>(Map.of("k", List.of(1, 2)))); for (var m : list) for (var e : m.entrySet()) System.out.println(e.getKey() + e.getValue());
            Object o = 42; String desc = o instanceof Integer n && n > 40 ? "big " + n : "other"; System.out.println(desc);
            String day = "TUE"; int len = switch (day) { case "MON", "TUE" -> 3; case "WEDNESDAY" -> { int q = day.length(); yield q; } default -> 0; }; System.out.println(len);
            System.out.println(ternaryChain(5) + ternaryChain(-3) + ternaryChain(0) + " " + fib(40) + " " + gcd(1071, 462) + " " + pow(3, 13) + " " + isPrime(1_000_000_007));
            int total = 0; outer: for (int p = 2; p < 50; p++) { for (int q = 2; q * q <= p; q++) if (p % q == 0) continue outer; total += p; } System.out.println(total);
            char grade = 'B'; switch (grade) { case 'A': System.out.print("excellent "); case 'B': System.out.print("good "); case 'C': System.out.print("ok "); break; default: System.out.print("?"); } System.out.println();
            long big = 1; for (int k = 0; k < 70; k++) big *= 3; System.out.println(big + " " + Long.MAX_VALUE * 2 + " " + Math.abs(Long.MIN_VALUE) + " " + (Integer.MIN_VALUE == -Integer.MIN_VALUE) + " " + (short) (Short.MIN_VALUE - 1) + " " + Integer.toHexString(-1 >>> 4) + " " + (-1L >>> 60));
            float fsum = 0; for (int k = 0; k < 10; k++) fsum += 0.1f; double dsum = 0; for (int k = 0; k < 1000; k++) dsum += 0.001; System.out.println(fsum + " " + dsum + " " + (float) dsum + " " + 1.1f * 1.1f + " " + 1.1 * 1.1 + " " + 3 * 0.1 + " " + 100 * 1.1 + " " + 4.35 * 100 + " " + 1e16 + 1 + " " + (1e16 + 1) + " " + 123456789.123456789f + " " + 0.1f * 3);
        }
        static String ternaryChain(int n) { return n > 0 ? "pos" : n < 0 ? "neg" : "zero"; }
        static long fib(int n) { long a = 0, b = 1; for (int i = 0; i < n; i++) { long t = a + b; a = b; b = t; } return a; }
        static int gcd(int a, int b) { return b == 0 ? a : gcd(b, a % b); }
        static long pow(long b, int e) { long r = 1; while (e > 0) { if ((e & 1) == 1) r *= b; b *= b; e >>= 1; } return r; }
        static boolean isPrime(long n) { if (n < 2) return false; for (long i = 2; i * i <= n; i++) if (n % i == 0) return false; return true; }
    }
}
