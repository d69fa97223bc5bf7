// Language habits of textbook programs: deep recursion and a caught
// StackOverflowError, StreamTokenizer input, printStackTrace of user frames,
// records, enums with bodies, sealed types, nested class names, switch
// forms, integer caches and numeric conversions.
import java.io.*;
import java.util.*;

public class EverydayLang3 {
    sealed interface Shape permits Circle, Rect, Square {}
    record Circle(double r) implements Shape {}
    record Rect(double w, double h) implements Shape {
        Rect {
            if (w < 0 || h < 0) throw new IllegalArgumentException("negative side: " + w + "x" + h);
        }
    }
    static final class Square implements Shape {
        final double side;
        Square(double side) { this.side = side; }
    }
    record Named<T>(String name, T value, int[] tags) {}
    record Empty() {}

    enum Op {
        ADD("+") { long apply(long a, long b) { return a + b; } },
        SUB("-") { long apply(long a, long b) { return a - b; } },
        MUL("*") { long apply(long a, long b) { return a * b; } };
        final String sym;
        Op(String sym) { this.sym = sym; }
        abstract long apply(long a, long b);
    }
    enum Planet { MERCURY, VENUS, EARTH; }

    static class AppException extends Exception {
        AppException(String m, Throwable cause) { super(m, cause); }
    }

    static int depth(int n) { return n == 0 ? 0 : 1 + depth(n - 1); }
    static long sumTo(long n) { return n == 0 ? 0 : n + sumTo(n - 1); }
    static int forever(int n) { return forever(n + 1) + 1; }
    static int ackermann(int m, int n) { return m == 0 ? n + 1 : n == 0 ? ackermann(m - 1, 1) : ackermann(m - 1, ackermann(m, n - 1)); }

    static double area(Shape s) {
        return s instanceof Circle c ? Math.PI * c.r() * c.r() : s instanceof Rect r ? r.w() * r.h() : ((Square) s).side * ((Square) s).side;
    }
    static double areaOld(Shape s) {
        if (s instanceof Circle c) return Math.PI * c.r() * c.r();
        if (s instanceof Rect r && r.w() == r.h()) return -1;
        if (s instanceof Rect r) return r.w() * r.h();
        return ((Square) s).side * ((Square) s).side;
    }

    static void level3(int x) throws AppException {
        try {
            int[] a = new int[2];
            a[x] = 1;
        } catch (ArrayIndexOutOfBoundsException e) {
            throw new AppException("level3 failed for " + x, e);
        }
    }
    static void level2(int x) throws AppException { level3(x); }

    public static void main(String[] args) throws Exception {
        System.out.println(depth(5000) + " " + sumTo(5000) + " " + ackermann(2, 3) + " " + ackermann(3, 3));
        try {
            forever(0);
        } catch (StackOverflowError e) {
            System.out.println("StackOverflowError caught " + (e.getMessage() == null) + " " + depth(1000));
        }

        StreamTokenizer st = new StreamTokenizer(new StringReader("3 4.5 -7 hello 'quoted str' \"dq\" // comment\n x=10; 1e3 end\n/* c */ 0x1F #"));
        StringBuilder toks = new StringBuilder();
        while (st.nextToken() != StreamTokenizer.TT_EOF) {
            switch (st.ttype) {
                case StreamTokenizer.TT_NUMBER -> toks.append("N(").append(st.nval).append(')');
                case StreamTokenizer.TT_WORD -> toks.append("W(").append(st.sval).append(')');
                case '\'', '"' -> toks.append("Q").append((char) st.ttype).append('(').append(st.sval).append(')');
                default -> toks.append("C(").append((char) st.ttype).append(')');
            }
            toks.append(st.lineno()).append(' ');
        }
        System.out.println(toks);
        StreamTokenizer lines = new StreamTokenizer(new StringReader("a b\nc\n\nd"));
        lines.eolIsSignificant(true);
        lines.ordinaryChar('/');
        lines.wordChars('_', '_');
        StringBuilder lt = new StringBuilder();
        while (lines.nextToken() != StreamTokenizer.TT_EOF) lt.append(lines.ttype == StreamTokenizer.TT_EOL ? "EOL " : lines.sval + " ");
        System.out.println(lt + "" + lines + " " + new StreamTokenizer(new StringReader("")));
        StreamTokenizer nums = new StreamTokenizer(new BufferedReader(new StringReader("5\n1 2 3 4 5\n")));
        nums.nextToken();
        int n = (int) nums.nval;
        long total = 0;
        for (int i = 0; i < n; i++) { nums.nextToken(); total += (long) nums.nval; }
        System.out.println("n=" + n + " total=" + total + " " + nums.toString());

        try {
            level2(5);
        } catch (AppException e) {
            StringWriter sw = new StringWriter();
            e.printStackTrace(new PrintWriter(sw));
            System.out.print(sw.toString().replace("\t", "    "));
            System.out.println(e.getStackTrace().length + " " + e.getStackTrace()[0].getMethodName() + " " + e.getStackTrace()[0].getLineNumber() + " " + e.getCause().getStackTrace()[0]);
        }

        List<Shape> shapes = List.of(new Circle(1), new Rect(2, 3), new Square(2), new Rect(2, 2));
        for (Shape s : shapes) System.out.printf("%s %.4f %.4f%n", s instanceof Square ? "Square" : s, area(s), areaOld(s));
        try { new Rect(-1, 2); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        Named<List<String>> nm = new Named<>("n", List.of("a"), new int[] {1});
        System.out.println(nm.toString().replaceAll("\\[I@[0-9a-f]+", "[I@HASH") + " " + new Empty() + " " + new Empty().equals(new Empty()) + " " + new Empty().hashCode() + " " + new Circle(1.5).equals(new Circle(1.5)) + " " + (new Circle(1.5).hashCode() == Double.hashCode(1.5)) + " " + new Rect(1, 2).hashCode() + " " + Circle.class.isRecord() + " " + Circle.class.getRecordComponents().length + " " + Shape.class.isSealed() + " " + Shape.class.getPermittedSubclasses().length);

        for (Op op : Op.values()) System.out.print(op + op.sym + op.apply(7, 3) + " " + op.getClass().getSuperclass().getSimpleName() + " " + op.getDeclaringClass().getSimpleName() + " ");
        System.out.println(Op.valueOf("MUL").ordinal() + " " + Op.ADD.compareTo(Op.MUL) + " " + Op.ADD.name() + " " + EnumSet.range(Planet.MERCURY, Planet.VENUS) + " " + EnumSet.complementOf(EnumSet.of(Planet.VENUS)) + " " + new EnumMap<Planet, Integer>(Map.of(Planet.EARTH, 3, Planet.MERCURY, 1)) + " " + Enum.valueOf(Planet.class, "EARTH"));
        try { Planet.valueOf("PLUTO"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { Op.valueOf(null); } catch (NullPointerException e) { System.out.println("NPE " + e.getMessage()); }

        Object anon = new Object() { public String toString() { return "anon"; } };
        class Local {}
        Runnable lambda = () -> {};
        System.out.println(anon.getClass().getName() + " " + anon.getClass().getSimpleName().isEmpty() + " " + anon.getClass().isAnonymousClass() + " " + Local.class.getName() + " " + Local.class.getSimpleName() + " " + Local.class.isLocalClass() + " " + Circle.class.getName() + " " + Circle.class.getSimpleName() + " " + Circle.class.getCanonicalName() + " " + Op.ADD.getClass().getName() + " " + Op.ADD.getClass().isAnonymousClass() + " " + Map.Entry.class.getName() + " " + int[][].class.getName() + " " + int[][].class.getSimpleName() + " " + String[].class.getCanonicalName() + " " + lambda.getClass().isSynthetic() + " " + Circle.class.getEnclosingClass().getSimpleName() + " " + Circle.class.getModifiers());

        String cmd = args.length > 0 ? args[0] : "stop";
        switch (cmd) {
            case "go": System.out.println("going"); break;
            case "stop": System.out.println("stopping");
            case "fallthrough": System.out.println("fell through"); break;
            default: System.out.println("unknown");
        }
        int day = 6;
        String kind = switch (day) { case 1, 7 -> "weekend"; case 2, 3, 4, 5, 6 -> { String t = "week"; yield t + "day"; } default -> "??"; };
        char grade = 'B';
        int points = switch (grade) { case 'A': yield 4; case 'B': yield 3; default: yield 0; };
        outer:
        for (int i = 0; i < 5; i++) {
            for (int j = 0; j < 5; j++) {
                if (j == 3) continue outer;
                if (i == 3) break outer;
                System.out.print(i * 10 + j + " ");
            }
        }
        System.out.println(kind + " " + points);

        Integer a1 = 127, a2 = 127, b1 = 128, b2 = 128;
        Long l1 = 127L, l2 = 127L;
        String s1 = "hello", s2 = "hel" + "lo", s3 = new String("hello"), s4 = s3.intern();
        final String part = "hel";
        String s5 = part + "lo";
        System.out.println((a1 == a2) + " " + (b1 == b2) + " " + b1.equals(b2) + " " + (l1 == l2) + " " + (s1 == s2) + " " + (s1 == s3) + " " + (s1 == s4) + " " + (s1 == s5) + " " + (Boolean.valueOf(true) == Boolean.TRUE) + " " + (Character.valueOf('a') == Character.valueOf('a')) + " " + (Byte.valueOf((byte) 1) == Byte.valueOf((byte) 1)) + " " + (Short.valueOf((short) 200) == Short.valueOf((short) 200)));

        char c = 'A';
        c += 2;
        c++;
        int ci = 'a' + 1;
        byte by = (byte) 200;
        short sh = (short) 70000;
        System.out.println(c + " " + ci + " " + (char) ci + " " + ('a' + 'b') + " " + (char) ('a' + 'b') + " " + by + " " + sh + " " + (by & 0xFF) + " " + (by >> 1) + " " + (by >>> 28) + " " + (-17 >> 2) + " " + (-17 >>> 28) + " " + (1 << 33) + " " + (1L << 65) + " " + (int) 3.99e10 + " " + (int) -2.5 + " " + (int) Double.NaN + " " + (long) Float.POSITIVE_INFINITY + " " + (int) 'Z' + " " + (byte) 'é' + " " + (char) 65.7 + " " + (short) -1.5e6 + " " + (5 / 2) + " " + (-5 / 2) + " " + (-5 % 2) + " " + (5.0 / 0) + " " + (0.0 / 0) + " " + (-5 % 2.5) + " " + (1 - 0.9) + " " + (float) 0.1 + " " + (0.1f + 0.2f) + " " + (0.1 + 0.2) + " " + 100.0 / 3 + " " + 1e-5 + " " + 1234567.0 + " " + 1.0E7 + " " + 12345678.9f + " " + Integer.MAX_VALUE * 2 + " " + (Long.MIN_VALUE - 1) + " " + (true ? 1 : 2.0) + " " + (true ? 'x' : 0) + " " + (false ? 1 : 'y') + " " + (Object) (true ? Integer.valueOf(1) : "s"));
        int x = 5;
        x = x++ + ++x;
        int y = 10;
        y += y++ * 2;
        int[] arr = {0, 0, 0};
        int idx = 0;
        arr[idx++] = idx++;
        System.out.println(x + " " + y + " " + Arrays.toString(arr) + " " + idx + " " + (0x1F + 017 + 0b101 + 1_000) + " " + 0x1p4 + " " + 'a' + 1 + " " + ('a' + 1) + " " + "" + 1 + 2 + " " + (1 + 2) + "" + " " + Double.MIN_VALUE + " " + Float.MAX_VALUE + " " + Long.MAX_VALUE / -1 + " " + Integer.MIN_VALUE / -1 + " " + Integer.MIN_VALUE % -1 + " " + Math.abs(-0.0));
    }
}
