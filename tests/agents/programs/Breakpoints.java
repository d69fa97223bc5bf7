/*
 * Gives the breakpoints agent its locations: checkpoint(n) is where the
 * agent acts (a breakpoint it sets when the class is prepared); sum's
 * loop, and the field reads of readField (first run under a breakpoint,
 * so quickened under it) and readOther (run before a breakpoint is set,
 * so already quickened) are where it watches.
 */
public class Breakpoints {
    int field = 7;
    long other = 11;

    static int sum(int n) {
        int s = 0;
        for (int i = 0; i < n; i++)
            s += i;
        return s;
    }

    int readField() {
        return field;
    }

    long readOther() {
        return other;
    }

    static void checkpoint(int n) {
    }

    static native void nativeMethod();

    public static void main(String[] args) {
        Breakpoints b = new Breakpoints();
        long x = 0;
        for (int i = 0; i < 3; i++)
            x += b.readOther();
        checkpoint(1);
        x += b.readField();
        x += b.readOther();
        x += sum(4);
        checkpoint(2);
        x += b.readField();
        x += b.readOther();
        x += sum(3);
        checkpoint(3);
        System.out.println("x = " + x);
    }
}
