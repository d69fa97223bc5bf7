/*
 * Reads of fields through local 0 (`this.f` in an instance method, a
 * parameter in a static one): every field type, the first run and later
 * runs, a null local 0, and a field that a subclass hides.
 */
public class ThisFields {
    int i = -7;
    long j = 1L << 40;
    double d = 2.5;
    float f = -1.25f;
    Object o = "text";
    byte b = -3;
    char c = 'q';
    short s = -300;
    boolean z = true;
    int[] arr = { 4, 5, 6 };

    long sum() {
        long acc = 0;
        for (int k = 0; k < 3; k++) {
            acc += this.i + this.j + (long) this.d + (long) this.f + this.b + this.c + this.s + (this.z ? 1 : 0)
                + this.o.hashCode() + this.arr[k];
        }
        return acc;
    }

    static int readInt(ThisFields t) {
        return t.i;
    }

    static double readDouble(ThisFields t) {
        return t.d;
    }

    static Object readObject(ThisFields t) {
        return t.o;
    }

    static class Sub extends ThisFields {
        int i = 99;
        int both() {
            return this.i * 1000 + ((ThisFields) this).i;
        }
    }

    public static void main(String[] args) {
        ThisFields t = new ThisFields();
        for (int r = 0; r < 3; r++)
            System.out.println("sum " + t.sum());
        for (int r = 0; r < 3; r++)
            System.out.println(readInt(t) + " " + readDouble(t) + " " + readObject(t));
        t.i = 41;
        t.d = -0.0;
        t.o = null;
        System.out.println(readInt(t) + " " + readDouble(t) + " " + readObject(t));
        System.out.println("sub " + new Sub().both());
        for (int r = 0; r < 2; r++) {
            try {
                readInt(null);
            } catch (NullPointerException e) {
                System.out.println("int: " + e.getMessage());
            }
            try {
                readDouble(null);
            } catch (NullPointerException e) {
                System.out.println("double: " + e.getMessage());
            }
            try {
                readObject(null);
            } catch (NullPointerException e) {
                System.out.println("object: " + e.getMessage());
            }
        }
    }
}
