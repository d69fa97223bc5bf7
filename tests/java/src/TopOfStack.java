/*
 * The instructions that take their top operand from the register copy of
 * the operand stack's top slot, fed from every kind of instruction before
 * them: a push, a pop or store that uncovers an older slot, a return from a
 * call, a caught exception, the first (quickening) run of a field access,
 * and a fused local load. Each exception such an instruction throws must
 * carry the right message and line.
 */
public class TopOfStack {
    int f;
    byte fb;
    char fc;
    short fs;
    long fj;
    Object fa;
    TopOfStack next;

    static int id(int x) {
        return x;
    }

    static Object idObj(Object o) {
        return o;
    }

    static String where(Throwable e) {
        return e.getClass().getName() + " " + e.getMessage() + " at line " + e.getStackTrace()[0].getLineNumber();
    }

    /* Binary int operations with the top from a load, a call and a store of another value. */
    static long ints(int a, int b) {
        long h = 0;
        int k = b;
        h = h * 31 + (a + b);
        h = h * 31 + (a - id(b));
        h = h * 31 + (a * (k = a ^ b));
        h = h * 31 + (a & k) + (a | b) + (a ^ 7);
        h = h * 31 + (a << b) + (a >> id(b)) + (a >>> (b & 63));
        h = h * 31 + ((long) a << b) + ((long) a >> b) + ((long) a >>> id(b));
        h = h * 31 + -a + (byte) a + (char) a + (short) a;
        h = h * 31 + (long) id(a) + (int) (float) a + (int) (double) id(b);
        if (b != 0) {
            h = h * 31 + a / b + a % id(b);
        }
        if (a < b) h += 1;
        if (a >= id(b)) h += 2;
        if (a == 0) h += 4;
        if (id(a) > 0) h += 8;
        return h;
    }

    static String divide(int a, int b) {
        try {
            return "q " + (a / id(b));
        } catch (ArithmeticException e) {
            return where(e);
        }
    }

    static String remainder(int a, int b) {
        try {
            return "r " + (a % b);
        } catch (ArithmeticException e) {
            return where(e);
        }
    }

    /* Array loads whose index is on top: from a local, a call, an expression. */
    static String loads(int[] ia, byte[] ba, char[] ca, short[] sa, long[] la, float[] fa, double[] da, Object[] oa, int i) {
        StringBuilder sb = new StringBuilder();
        try {
            sb.append(ia[i]).append(' ');
            sb.append(ba[id(i)]).append(' ');
            sb.append(ca[i + 0]).append(' ');
            sb.append(sa[i]).append(' ');
            sb.append(la[id(i)]).append(' ');
            sb.append(fa[i]).append(' ');
            sb.append(da[i]).append(' ');
            sb.append(oa[id(i)]);
        } catch (RuntimeException e) {
            sb.append(where(e));
        }
        return sb.toString();
    }

    /* Array stores whose value is on top. */
    static String stores(int[] ia, byte[] ba, char[] ca, short[] sa, float[] fa, Object[] oa, int i, Object v) {
        try {
            ia[i] = id(i) * 3;
            ba[i] = (byte) (i + 200);
            ca[i] = (char) id(i - 1);
            sa[i] = (short) (i * -1000);
            fa[i] = i * 0.5f;
            oa[i] = idObj(v);
            return "stored " + ia[i] + " " + ba[i] + " " + (int) ca[i] + " " + sa[i] + " " + fa[i] + " " + oa[i];
        } catch (RuntimeException e) {
            return where(e);
        }
    }

    /* Fields: the object on top from a load, a call and a field (the first run quickens). */
    static String fields(TopOfStack o, int v) {
        try {
            o.f = v;
            o.fb = (byte) v;
            o.fc = (char) v;
            o.fs = (short) v;
            o.fj = v * 3L;
            o.fa = idObj("s" + v);
            ((TopOfStack) idObj(o)).f += 1;
            int sum = o.f + idObj(o).hashCode() * 0 + o.fb + o.fc + o.fs + (int) o.fj;
            return "fields " + sum + " " + o.fa + " " + o.next.f;
        } catch (NullPointerException e) {
            return where(e);
        }
    }

    static String references(Object o) {
        StringBuilder sb = new StringBuilder();
        try {
            if (o == null) sb.append("null ");
            if (idObj(o) != null) sb.append("nonnull ");
            if (o == idObj(o)) sb.append("same ");
            if (o != "x") sb.append("notx ");
            sb.append(o instanceof String).append(' ');
            sb.append(idObj(o) instanceof Integer).append(' ');
            int[] arr = (int[]) idObj(o);
            sb.append(arr.length);
        } catch (RuntimeException e) {
            sb.append(where(e));
        }
        return sb.toString();
    }

    /* The caught exception is the top when the handler starts. */
    static String caught(Object[] arr) {
        try {
            arr[5] = "x";
            return "no exception";
        } catch (RuntimeException e) {
            Object o = e;
            if (e instanceof ArrayIndexOutOfBoundsException) {
                return "caught " + ((Throwable) o).getMessage();
            }
            return "caught other " + o.getClass().getName();
        }
    }

    /* dup, dup after a store, a value returned and stored. */
    static int dups(int[] a, int n) {
        int x;
        int y = x = n * 2;
        a[0] = a[1] = y + x;
        a[2] += id(3);
        TopOfStack t = new TopOfStack();
        t.f = t.f + n;
        t.f++;
        return a[0] + a[1] + a[2] + t.f;
    }

    static int switches(int k) {
        switch (id(k)) {
        case 1: return 10;
        case 2: return 20;
        case 3: return 30;
        default: break;
        }
        switch (k * 1000) {
        case 1000: return 1;
        case -5000: return -5;
        default: return 0;
        }
    }

    public static void main(String[] args) {
        int[] vals = { 0, 1, -1, 7, 31, 32, 63, Integer.MIN_VALUE, Integer.MAX_VALUE, 12345 };
        long h = 0;
        for (int r = 0; r < 3; r++) {
            for (int a : vals) {
                for (int b : vals) {
                    h = h * 17 + ints(a, b);
                }
            }
        }
        System.out.println("ints " + h);
        System.out.println(divide(7, 2) + "; " + divide(7, 0) + "; " + divide(Integer.MIN_VALUE, -1));
        System.out.println(remainder(7, 3) + "; " + remainder(7, 0) + "; " + remainder(Integer.MIN_VALUE, -1));

        int[] ia = { 1, 2, 3, 4 };
        byte[] ba = { -1, 2, -3, 4 };
        char[] ca = { 'a', 'b', 60000, 'd' };
        short[] sa = { -300, 2, 3, 4 };
        long[] la = { Long.MIN_VALUE, 2, 3, 4 };
        float[] fa = { 0.5f, 2, 3, 4 };
        double[] da = { 0.25, 2, 3, 4 };
        Object[] oa = { "o0", "o1", null, "o3" };
        for (int i = -1; i <= 4; i++) {
            System.out.println("loads " + i + ": " + loads(ia, ba, ca, sa, la, fa, da, oa, i));
        }
        System.out.println("loads null: " + loads(null, ba, ca, sa, la, fa, da, oa, 0));
        System.out.println("loads null byte[]: " + loads(ia, null, ca, sa, la, fa, da, oa, 0));
        for (int i = -1; i <= 4; i++) {
            System.out.println("stores " + i + ": " + stores(ia, ba, ca, sa, fa, oa, i, "v" + i));
        }
        Object[] strings = new String[4];
        System.out.println("stores ase: " + stores(ia, ba, ca, sa, fa, strings, 1, Integer.valueOf(5)));
        System.out.println("stores null: " + stores(ia, ba, ca, sa, fa, null, 1, "v"));

        TopOfStack o = new TopOfStack();
        o.next = new TopOfStack();
        for (int r = 0; r < 3; r++) {
            System.out.println(fields(o, 100 + r));
        }
        System.out.println(fields(null, 1));
        System.out.println(fields(new TopOfStack(), 2));

        System.out.println(references(null));
        System.out.println(references("x"));
        System.out.println(references(new int[3]));
        System.out.println(references(Integer.valueOf(1)));
        System.out.println(caught(new Object[2]));
        System.out.println(caught(null));
        System.out.println("dups " + dups(new int[3], 5) + " " + dups(new int[3], -5));
        for (int k = -5; k <= 4; k++) {
            System.out.print(switches(k) + " ");
        }
        System.out.println();
    }
}
