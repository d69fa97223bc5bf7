/*
 * Helpful NullPointerException messages where finding the null's origin
 * needs the data flow of the method: values merged from two branches have
 * no single origin, descriptions nest only so deep, and a parameter is
 * "<parameterN>" only while no store to it can have reached the failing
 * instruction along the order in which the JDK's analysis visits the code.
 */
public class HelpfulNpeFlow {
    HelpfulNpeFlow n;
    HelpfulNpeFlow[] a;
    String f;
    int v;

    static HelpfulNpeFlow root;

    static String none() {
        return null;
    }

    // Merged values.
    static void ternaryReceiver(boolean b, String x, String y) { (b ? x : y).length(); }
    static void ternaryObject(boolean b, HelpfulNpeFlow x, HelpfulNpeFlow y) { (b ? x : y).n.f.length(); }
    static void ternaryArray(boolean b, String[] x, String[] y) { (b ? x : y)[0].length(); }
    static void ternaryArgument(boolean b, String x, String y) { x.equals(b ? x : y); }
    static void ternaryIndex(boolean b, String[] x) { x[b ? 0 : 1].length(); }
    static void conditionalLocal(boolean b) { String s = b ? "x" : null; s.length(); }

    // Depth.
    static void deepFields(HelpfulNpeFlow e) { e.n.n.n.n.n.n.f.length(); }
    static void fiveFields(HelpfulNpeFlow e) { e.n.n.n.f.length(); }
    static void sixFields(HelpfulNpeFlow e) { e.n.n.n.n.f.length(); }
    static void staticChain() { root.n.n.n.n.n.n.f.length(); }
    static void deepArrays(String[][][][][][] s) { s[0][0][0][0][0][0].length(); }
    static void deepIndices(String[] s, int[] i) { s[i[i[i[i[i[i[0]]]]]]].length(); }
    static void indexChain(String[] s, HelpfulNpeFlow e) { s[e.n.n.n.n.n.n.v].length(); }
    static void mixed(HelpfulNpeFlow e) { e.a[e.a[e.a[e.a[e.a[0].v].v].v].v].f.length(); }
    static void calls(HelpfulNpeFlow e) { e.get().get().n.f.length(); }
    static void casts(HelpfulNpeFlow e) { ((HelpfulNpeFlow) (Object) ((HelpfulNpeFlow) (Object) e.n).n).f.length(); }

    HelpfulNpeFlow get() {
        return n;
    }

    // Stores to parameters.
    static void storedBefore(String s) { s = none(); s.length(); }
    static void storedOnOneBranch(String s, String t) { if (t != null) s = t; s.length(); }
    static void storedAfter(String s) { s.length(); s = null; }
    static void storedOnOtherBranch(String s, boolean b) { if (b) { s = "x"; } else { s.length(); } }
    static void storedInWhileLoop(String s, int k) { while (k-- > 0) { s = null; } s.length(); }
    static void storedInDoLoop(String s, int k) { do { s = null; } while (k-- > 0); s.length(); }
    static void storedLaterInLoop(String s) { for (int i = 0; i < 2; i++) { if (i == 1) s.length(); s = null; } }
    static void storedInTry(String s) { try { s = null; throw new IllegalStateException(); } catch (IllegalStateException e) { s.length(); } }
    static void storedInArgument(String s) { s.indexOf((s = "x").length()); }
    static void storedAfterIndexLoad(String[] a, int i) { a[i].indexOf(i = 3); }
    static void incremented(String[] a, int i) { a[i++].length(); }
    static void otherParameterStored(String s, String t) { s = null; t.length(); }

    // Control flow before the failing instruction.
    static void afterSwitch(int k, String s) {
        switch (k) {
        case 1: k = 10; break;
        case 2: k = 20; break;
        case 3: k = 30; break;
        default: k = 0;
        }
        switch (k) {
        case 10: k++; break;
        case 1000: k--; break;
        default: break;
        }
        s.length();
    }
    static void inFinally(HelpfulNpeFlow e) { try { e.v = 1; } finally { e.n.v = 2; } }
    static void inSynchronized(HelpfulNpeFlow e) { synchronized (HelpfulNpeFlow.class) { e.n.f.length(); } }
    static void longArrayIncrement(long[] l, int i) { l[i] += 2; }
    static void fieldIncrement(HelpfulNpeFlow e) { e.n.v += 3; }
    static void wideLocal(String s) {
        long l0 = 0, l1 = 1, l2 = 2, l3 = 3, l4 = 4, l5 = 5, l6 = 6, l7 = 7, l8 = 8, l9 = 9;
        long m0 = 0, m1 = 1, m2 = 2, m3 = 3, m4 = 4, m5 = 5, m6 = 6, m7 = 7, m8 = 8, m9 = 9;
        long[] big = new long[130];
        String far = s;
        long sum = l0 + l1 + l2 + l3 + l4 + l5 + l6 + l7 + l8 + l9 + m0 + m1 + m2 + m3 + m4 + m5 + m6 + m7 + m8 + m9;
        far.length();
    }
    static void manyLocals(String p) {
        long a0 = 0, a1 = 0, a2 = 0, a3 = 0, a4 = 0, a5 = 0, a6 = 0, a7 = 0, a8 = 0, a9 = 0;
        long b0 = 0, b1 = 0, b2 = 0, b3 = 0, b4 = 0, b5 = 0, b6 = 0, b7 = 0, b8 = 0, b9 = 0;
        long c0 = 0, c1 = 0, c2 = 0, c3 = 0, c4 = 0, c5 = 0, c6 = 0, c7 = 0, c8 = 0, c9 = 0;
        long d0 = 0, d1 = 0, d2 = 0, d3 = 0, d4 = 0, d5 = 0, d6 = 0, d7 = 0, d8 = 0, d9 = 0;
        long e0 = 0, e1 = 0, e2 = 0, e3 = 0, e4 = 0, e5 = 0, e6 = 0, e7 = 0, e8 = 0, e9 = 0;
        long f0 = 0, f1 = 0, f2 = 0, f3 = 0, f4 = 0, f5 = 0, f6 = 0, f7 = 0, f8 = 0, f9 = 0;
        long g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0, g8 = 0, g9 = 0;
        long h0 = 0, h1 = 0, h2 = 0, h3 = 0, h4 = 0, h5 = 0, h6 = 0, h7 = 0, h8 = 0, h9 = 0;
        long i0 = 0, i1 = 0, i2 = 0, i3 = 0, i4 = 0, i5 = 0, i6 = 0, i7 = 0, i8 = 0, i9 = 0;
        long j0 = 0, j1 = 0, j2 = 0, j3 = 0, j4 = 0, j5 = 0, j6 = 0, j7 = 0, j8 = 0, j9 = 0;
        long k0 = 0, k1 = 0, k2 = 0, k3 = 0, k4 = 0, k5 = 0, k6 = 0, k7 = 0, k8 = 0, k9 = 0;
        long l0 = 0, l1 = 0, l2 = 0, l3 = 0, l4 = 0, l5 = 0, l6 = 0, l7 = 0, l8 = 0, l9 = 0;
        long m0 = 0, m1 = 0, m2 = 0, m3 = 0, m4 = 0, m5 = 0, m6 = 0, m7 = 0, m8 = 0, m9 = 0;
        String q = p;
        String[] r = new String[1];
        int idx = 0;
        r[idx].length();
    }

    static void run(int k) {
        HelpfulNpeFlow x = new HelpfulNpeFlow();
        x.n = x;
        x.a = new HelpfulNpeFlow[] { x };
        switch (k) {
        case 1: ternaryReceiver(true, null, "y"); break;
        case 2: ternaryObject(true, new HelpfulNpeFlow(), null); break;
        case 3: ternaryArray(false, null, new String[1]); break;
        case 4: ternaryArgument(true, null, null); break;
        case 5: ternaryIndex(true, new String[2]); break;
        case 6: conditionalLocal(false); break;
        case 7: deepFields(x); break;
        case 8: fiveFields(x); break;
        case 9: sixFields(x); break;
        case 10: root = x; staticChain(); break;
        case 11: deepArrays(new String[1][1][1][1][1][1]); break;
        case 12: deepIndices(new String[1], new int[1]); break;
        case 13: indexChain(new String[1], x); break;
        case 14: mixed(x); break;
        case 15: calls(x); break;
        case 16: casts(x); break;
        case 17: storedBefore("a"); break;
        case 18: storedOnOneBranch(null, null); break;
        case 19: storedAfter(null); break;
        case 20: storedOnOtherBranch(null, false); break;
        case 21: storedInWhileLoop(null, 2); break;
        case 22: storedInDoLoop(null, 2); break;
        case 23: storedLaterInLoop("a"); break;
        case 24: storedInTry("a"); break;
        case 25: storedInArgument(null); break;
        case 26: storedAfterIndexLoad(new String[2], 1); break;
        case 27: incremented(new String[2], 1); break;
        case 28: otherParameterStored("a", null); break;
        case 29: afterSwitch(1, null); break;
        case 30: inFinally(new HelpfulNpeFlow()); break;
        case 31: inSynchronized(new HelpfulNpeFlow()); break;
        case 32: longArrayIncrement(null, 0); break;
        case 33: fieldIncrement(new HelpfulNpeFlow()); break;
        case 34: wideLocal(null); break;
        case 35: manyLocals(null); break;
        default: throw new IllegalStateException("no case " + k);
        }
    }

    public static void main(String[] args) {
        for (int k = 1; k <= 35; k++) {
            try {
                run(k);
                System.out.println(k + ": no exception");
            } catch (NullPointerException e) {
                System.out.println(k + ": " + e.getMessage());
            }
        }
    }
}
