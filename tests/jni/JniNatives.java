/* Native methods of a user library: short and long JNI names, overloads,
 * RegisterNatives from JNI_OnLoad, every argument type, callbacks into
 * Java, exceptions thrown from native code, arrays and strings. */
public class JniNatives {
    static native int add(int a, int b);
    static native long mix(byte b, short s, char c, int i, long l, float f, double d, boolean z);
    static native double sum(double a, float b, double c, float d, double e, float f, double g, float h, double i, int j);
    static native String greet(String who);
    static native int over(int x);
    static native int over(String s);
    static native int registered(int x);
    native int instanceField();
    static native int callBack(int n);
    static native void throwIt(String msg);
    static native int[] squares(int n);
    static native String reverse(String s);

    int value = 41;

    static int javaSide(int n) {
        return n * 10;
    }

    public static void main(String[] args) {
        System.loadLibrary("jninatives");
        System.out.println("add " + add(2, 40));
        System.out.println("mix " + mix((byte) -3, (short) 300, 'A', 100000, 1L << 40, 1.5f, 2.25, true));
        System.out.println("sum " + sum(1.5, 2.5f, 3.5, 4.5f, 5.5, 6.5f, 7.5, 8.5f, 9.5, 10));
        System.out.println("greet " + greet("world"));
        System.out.println("over(int) " + over(7) + " over(String) " + over("seven"));
        System.out.println("registered " + registered(5));
        System.out.println("instance " + new JniNatives().instanceField());
        System.out.println("callBack " + callBack(4));
        try {
            throwIt("from native");
        } catch (IllegalStateException e) {
            System.out.println("caught " + e.getMessage());
        }
        int[] sq = squares(6);
        StringBuilder sb = new StringBuilder();
        for (int v : sq)
            sb.append(v).append(' ');
        System.out.println("squares " + sb.toString().trim());
        System.out.println("reverse " + reverse("h\u00e9llo \u4e16\u754c"));
        try {
            System.loadLibrary("no_such_library_anywhere");
        } catch (UnsatisfiedLinkError e) {
            System.out.println("missing library: UnsatisfiedLinkError");
        }
    }
}
