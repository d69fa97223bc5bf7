import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/*
 * The messages of NullPointerExceptions thrown by the VM for a bytecode
 * (JDK 17's "helpful" messages): every instruction that throws one, and the
 * kinds of value the null can come from. Compiled without -g, so locals are
 * "this", "<parameterN>" or "<localN>". Exceptions made by code keep their
 * own (possibly null) message.
 */
public class HelpfulNpe {
    interface Shape {
        double area(int scale, String unit);
    }

    static String staticText;
    static HelpfulNpe staticNode;
    static Integer staticBoxed;

    String text;
    HelpfulNpe next;
    int count;
    long total;
    int[] ints;
    Object[] objects;
    Integer boxed;

    static String nothing() {
        return null;
    }

    static HelpfulNpe make(Integer a, int[] b, String[][] c, long d, double e, List<String> f) {
        return null;
    }

    HelpfulNpe getNext() {
        return next;
    }

    static int index() {
        return 1;
    }

    // Instructions.
    static void invokeVirtual(String s) { s.length(); }
    static void invokeInterface(Shape s) { s.area(2, "m"); }
    static void invokeInterfaceList(List<String> l) { l.size(); }
    static void invokePrivate(HelpfulNpe h) { h.secret(); }
    private void secret() { }
    static void getField(HelpfulNpe h) { int c = h.count; }
    static void putField(HelpfulNpe h) { h.count = 1; }
    static void putLongField(HelpfulNpe h) { h.total = 1L; }
    static void putRefField(HelpfulNpe h) { h.text = "t"; }
    static void iaload(int[] a) { int x = a[0]; }
    static void laload(long[] a) { long x = a[0]; }
    static void faload(float[] a) { float x = a[0]; }
    static void daload(double[] a) { double x = a[0]; }
    static void aaload(Object[] a) { Object x = a[0]; }
    static void baload(byte[] a) { byte x = a[0]; }
    static void zaload(boolean[] a) { boolean x = a[0]; }
    static void caload(char[] a) { char x = a[0]; }
    static void saload(short[] a) { short x = a[0]; }
    static void iastore(int[] a) { a[0] = 1; }
    static void lastore(long[] a) { a[0] = 1L; }
    static void fastore(float[] a) { a[0] = 1f; }
    static void dastore(double[] a) { a[0] = 1d; }
    static void aastore(Object[] a) { a[0] = "x"; }
    static void bastore(byte[] a) { a[0] = 1; }
    static void zastore(boolean[] a) { a[0] = true; }
    static void castore(char[] a) { a[0] = 'c'; }
    static void sastore(short[] a) { a[0] = 1; }
    static void arrayLength(int[] a) { int n = a.length; }
    static void athrow(RuntimeException e) { throw e; }
    static void throwNull() { throw null; }
    static void monitorEnter(Object o) { synchronized (o) { o.hashCode(); } }
    static void unboxInt(Integer i) { int x = i; }
    static void unboxLong(Long l) { long x = l + 1; }
    static void arrayClone(int[] a) { a.clone(); }
    static void objectArrayClone(String[][] a) { a.clone(); }
    static void forEachArray(String[] a) { for (String s : a) { } }
    static void forEachList(List<String> l) { for (String s : l) { } }

    // Sources of the null.
    static void fromParameter(long a, double b, String c) { c.trim(); }
    static void fromLocal() { String s = nothing(); s.length(); }
    static void fromStaticField() { staticText.length(); }
    static void fromStaticChain() { staticNode.next.text.length(); }
    void fromThisField() { text.length(); }
    void fromThisChain() { next.next.text.length(); }
    static void fromParameterField(HelpfulNpe h) { h.text.length(); }
    static void fromReturnValue() { nothing().length(); }
    static void fromReturnValueArgs() { make(null, null, null, 0L, 0d, null).count++; }
    static void fromReturnValueVirtual(HelpfulNpe h) { h.getNext().text.length(); }
    static void fromMapGet(Map<String, String> m) { m.get("k").length(); }
    static void fromConstant() { ((String) null).length(); }
    static void fromCast(Object o) { ((String) o).length(); }
    static void fromArrayConstantIndex(String[] a) { a[3].length(); }
    static void fromArrayByteIndex(String[] a) { a[100].length(); }
    static void fromArrayShortIndex(String[] a) { a[1000].length(); }
    static void fromArrayLdcIndex(String[] a) { a[100000].length(); }
    static void fromArrayLocalIndex(String[] a, int i) { a[i].length(); }
    static void fromArrayFieldIndex(String[] a, HelpfulNpe h) { a[h.count].length(); }
    static void fromArrayCallIndex(String[] a) { a[index()].length(); }
    static void fromArrayArithIndex(String[] a, int i) { a[i + 1].length(); }
    static void fromArrayLengthIndex(String[] a) { a[a.length - 1].length(); }
    static void fromArrayArrayIndex(String[] a, int[] i) { a[i[0]].length(); }
    static void fromTwoDims(String[][] a, int i, int j) { a[i][j].length(); }
    static void fromTwoDimsRow(int[][] a, int i) { a[i][0] = 1; }
    static void fromFieldArray(HelpfulNpe h) { h.objects[2].hashCode(); }
    static void fromIncrement(HelpfulNpe h) { h.count++; }
    static void fromBoxedField(HelpfulNpe h) { int x = h.boxed; }
    static void fromBoxedStatic() { int x = staticBoxed; }
    static void fromBoxedElement(Integer[] a) { int x = a[0]; }
    static void receiverUnderArgs(String s, HelpfulNpe h) { s.indexOf(h.text, 3); }
    static void receiverUnderWideArgs(HelpfulNpe h) { h.next.wide(1L, 2d, "x"); }
    void wide(long l, double d, String s) { }
    static void fromConcat(String s) { String t = "<" + s.length() + ">"; }

    static void run(int n) {
        HelpfulNpe h = new HelpfulNpe();
        switch (n) {
        case 1: invokeVirtual(null); break;
        case 2: invokeInterface(null); break;
        case 3: invokeInterfaceList(null); break;
        case 4: invokePrivate(null); break;
        case 5: getField(null); break;
        case 6: putField(null); break;
        case 7: putLongField(null); break;
        case 8: putRefField(null); break;
        case 9: iaload(null); break;
        case 10: laload(null); break;
        case 11: faload(null); break;
        case 12: daload(null); break;
        case 13: aaload(null); break;
        case 14: baload(null); break;
        case 15: zaload(null); break;
        case 16: caload(null); break;
        case 17: saload(null); break;
        case 18: iastore(null); break;
        case 19: lastore(null); break;
        case 20: fastore(null); break;
        case 21: dastore(null); break;
        case 22: aastore(null); break;
        case 23: bastore(null); break;
        case 24: zastore(null); break;
        case 25: castore(null); break;
        case 26: sastore(null); break;
        case 27: arrayLength(null); break;
        case 28: athrow(null); break;
        case 29: throwNull(); break;
        case 30: monitorEnter(null); break;
        case 31: unboxInt(null); break;
        case 32: unboxLong(null); break;
        case 33: arrayClone(null); break;
        case 34: objectArrayClone(null); break;
        case 35: forEachArray(null); break;
        case 36: forEachList(null); break;
        case 37: fromParameter(1L, 2d, null); break;
        case 38: fromLocal(); break;
        case 39: fromStaticField(); break;
        case 40: staticNode = h; fromStaticChain(); break;
        case 41: h.fromThisField(); break;
        case 42: h.next = h; h.fromThisChain(); break;
        case 43: fromParameterField(h); break;
        case 44: fromReturnValue(); break;
        case 45: fromReturnValueArgs(); break;
        case 46: fromReturnValueVirtual(h); break;
        case 47: fromMapGet(new HashMap<String, String>()); break;
        case 48: fromConstant(); break;
        case 49: fromCast(null); break;
        case 50: fromArrayConstantIndex(new String[4]); break;
        case 51: fromArrayByteIndex(new String[101]); break;
        case 52: fromArrayShortIndex(new String[1001]); break;
        case 53: fromArrayLdcIndex(new String[100001]); break;
        case 54: fromArrayLocalIndex(new String[2], 1); break;
        case 55: fromArrayFieldIndex(new String[2], h); break;
        case 56: fromArrayCallIndex(new String[2]); break;
        case 57: fromArrayArithIndex(new String[2], 0); break;
        case 58: fromArrayLengthIndex(new String[2]); break;
        case 59: fromArrayArrayIndex(new String[2], new int[1]); break;
        case 60: fromTwoDims(new String[2][2], 1, 0); break;
        case 61: fromTwoDimsRow(new int[2][], 1); break;
        case 62: h.objects = new Object[3]; fromFieldArray(h); break;
        case 63: fromIncrement(null); break;
        case 64: fromBoxedField(h); break;
        case 65: fromBoxedStatic(); break;
        case 66: fromBoxedElement(new Integer[1]); break;
        case 67: receiverUnderArgs(null, h); break;
        case 68: receiverUnderWideArgs(h); break;
        case 69: fromConcat(null); break;
        default: throw new IllegalStateException("no case " + n);
        }
    }

    static final int CASES = 69;

    public static void main(String[] args) {
        for (int n = 1; n <= CASES; n++) {
            try {
                run(n);
                System.out.println(n + ": no exception");
            } catch (NullPointerException e) {
                System.out.println(n + ": " + e.getMessage());
            }
        }
        explicitExceptions();
        messageOutlivesTrace();
        library();
    }

    /* Exceptions made by programs have no computed message. */
    static void explicitExceptions() {
        try {
            throw new NullPointerException();
        } catch (NullPointerException e) {
            System.out.println("explicit: " + e.getMessage());
        }
        try {
            throw new NullPointerException("given");
        } catch (NullPointerException e) {
            System.out.println("explicit with message: " + e.getMessage());
        }
        NullPointerException made = new NullPointerException();
        made.fillInStackTrace();
        System.out.println("made: " + made.getMessage() + " / " + made);
        try {
            java.util.Objects.requireNonNull(null);
        } catch (NullPointerException e) {
            System.out.println("requireNonNull: " + e.getMessage());
        }
        try {
            java.util.Objects.requireNonNull(null, "what");
        } catch (NullPointerException e) {
            System.out.println("requireNonNull with message: " + e.getMessage());
        }
    }

    /* The message describes where the exception was thrown, whatever is done
     * to its stack trace first. */
    static void messageOutlivesTrace() {
        NullPointerException e = catchOne();
        StackTraceElement[] trace = e.getStackTrace();
        System.out.println("after getStackTrace (" + trace[0].getMethodName() + "): " + e.getMessage());
        e = catchOne();
        e.fillInStackTrace();
        System.out.println("after fillInStackTrace: " + e.getMessage());
        e = catchOne();
        e.setStackTrace(new StackTraceElement[0]);
        System.out.println("after setStackTrace: " + e.getMessage());
        e = catchOne();
        System.out.println("toString: " + e);
        System.out.println("localized: " + e.getLocalizedMessage());
        System.out.println("again: " + e.getMessage());
        RuntimeException wrapped = new RuntimeException(catchOne());
        System.out.println("cause: " + wrapped.getMessage());
    }

    static NullPointerException catchOne() {
        try {
            fromParameterField(new HelpfulNpe());
        } catch (NullPointerException e) {
            return e;
        }
        return null;
    }

    /* A null that comes out of the class library. (Exceptions thrown inside
     * it are not compared: its code differs between implementations.) */
    static void library() {
        List<String> list = new ArrayList<String>();
        list.add(null);
        try {
            list.get(0).length();
        } catch (NullPointerException e) {
            System.out.println("list element: " + e.getMessage());
        }
    }
}
