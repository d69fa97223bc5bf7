import java.io.OutputStream;
import java.io.PrintStream;

/**
 * The Java side of the fuzz harnesses (tests/fuzz). An instance is a
 * class loader of its own, so each input of the VM target defines its
 * class in a fresh namespace; its parent is the bootstrap loader. The
 * fields and methods are the JNI and JVMTI targets' well-typed members.
 */
public final class FuzzSupport extends ClassLoader {
    public static int staticInt = 7;
    public static long staticLong = 8L;
    public static double staticDouble = 9.5;
    public static Object staticObject = "static";
    public int instanceInt = 1;
    public boolean instanceBoolean = true;
    public byte instanceByte = 2;
    public char instanceChar = 'c';
    public short instanceShort = 3;
    public long instanceLong = 4L;
    public float instanceFloat = 5.5f;
    public double instanceDouble = 6.5;
    public String instanceString = "instance";

    public FuzzSupport() {
        super(null);
    }

    /** Output of fuzzed code goes nowhere. */
    public static void quiet() {
        PrintStream nowhere = new PrintStream(new OutputStream() {
            public void write(int b) {
            }

            public void write(byte[] b, int off, int len) {
            }
        });
        System.setOut(nowhere);
        System.setErr(nowhere);
    }

    public static int twice(int x) {
        return 2 * x;
    }

    public int plus(int x, long y, String s) {
        return x + (int) y + (s == null ? 0 : s.length());
    }

    public String describe() {
        return "FuzzSupport " + instanceInt;
    }

    /** Bound by JNI RegisterNatives calls of the API target. */
    public static native void nativeNoop();

    /** The API target's calls made from a native method with Java frames below. */
    static native void nativeOps();

    static int callNative(int a, long b, Object o, String s) {
        int x = a + 1;
        double d = b * 0.5;
        nativeOps();
        return x + (int) d + (o == null ? 0 : 1) + (s == null ? 0 : s.length());
    }

    /** The API target's calls made from an Exception event callback. */
    static int throwAndCatch(int a) {
        try {
            throw new IllegalStateException("fuzz " + a);
        } catch (IllegalStateException e) {
            return a + 1;
        }
    }

    static Thread finishedThread() throws InterruptedException {
        Thread t = new Thread("fuzz finished");
        t.start();
        t.join();
        return t;
    }

    /** Redefined by the API target (RedefineClasses); never run. */
    public static final class Redefined {
        public int value;

        public int get() {
            return value;
        }
    }

    public abstract static class Shape {
        public abstract int sides();
    }
}
