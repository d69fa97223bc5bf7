/*
 * Compound assignments to fields, `o.f op= e` and `o.f++`: javac reads the
 * field with the object duplicated under it for the putfield (aload, dup,
 * getfield). Every field type, through local 0 (`this`, or a static
 * method's first parameter) and through a later local, on first and later
 * runs, with a null object, and a field that a subclass hides.
 */
public class FieldUpdates {
    int i = 5;
    long j = 1L << 33;
    double d = 1.5;
    float f = 0.25f;
    Object o = "s";
    byte b = 120;
    char c = 'a';
    short s = 32000;
    boolean z;
    FieldUpdates next;

    void bumpThis(int k) {
        this.i += k;
        this.j *= 3;
        this.d -= k * 0.5;
        this.f *= 1.5f;
        this.o = this.o + "" + k;
        this.b += 3;
        this.c++;
        this.s += 500;
        this.z ^= true;
        i++;
        j--;
    }

    static void bumpOther(int unused1, long unused2, int unused3, FieldUpdates p, int k) {
        p.i -= k;
        p.j <<= 1;
        p.d *= 1.25;
        p.f += k;
        p.o = p.o + "-" + k;
        p.b -= 7;
        p.c += 2;
        p.s -= 1000;
        p.z |= k % 2 == 0;
        p.i++;
    }

    static void bumpParam(FieldUpdates p) {
        p.i += 10;
        p.d += 0.125;
    }

    static void nested(int a, int b2, int c2, FieldUpdates p) {
        p.next.i += a;
        p.next.j += b2 + c2;
    }

    String show() {
        return i + " " + j + " " + d + " " + f + " " + o + " " + b + " " + (int) c + " " + s + " " + z;
    }

    static class Hider extends FieldUpdates {
        int i = 1000;

        void bumpHidden() {
            this.i += 3;
            ((FieldUpdates) this).i += 4;
            super.i++;
        }
    }

    static void npe(Runnable r) {
        try {
            r.run();
            System.out.println("no exception");
        } catch (NullPointerException e) {
            System.out.println("NPE: " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        FieldUpdates a = new FieldUpdates();
        for (int k = 0; k < 6; k++) {
            a.bumpThis(k);
            System.out.println("this  " + k + ": " + a.show());
        }
        FieldUpdates p = new FieldUpdates();
        for (int k = 0; k < 6; k++) {
            bumpOther(0, 0L, 0, p, k);
            System.out.println("other " + k + ": " + p.show());
        }
        for (int k = 0; k < 3; k++) {
            bumpParam(p);
        }
        System.out.println("param: " + p.show());
        p.next = a;
        for (int k = 0; k < 3; k++) {
            nested(k, 2 * k, 3, p);
        }
        System.out.println("nested: " + a.show());

        Hider h = new Hider();
        for (int k = 0; k < 3; k++) {
            h.bumpHidden();
        }
        System.out.println("hidden: " + h.i + " " + ((FieldUpdates) h).i);

        /* Long loops: the quickened form runs many times. */
        FieldUpdates q = new FieldUpdates();
        for (int k = 0; k < 20000; k++) {
            q.i += k;
            q.j += q.i;
            q.d += 0.5;
            q.c++;
        }
        System.out.println("loop: " + q.show());

        npe(() -> bumpOther(1, 2L, 0, null, 3));
        npe(() -> bumpParam(null));
        npe(() -> nested(1, 2, 3, new FieldUpdates()));
        /* A run after the quickening run, then null. */
        FieldUpdates r = new FieldUpdates();
        bumpOther(0, 0L, 0, r, 1);
        npe(() -> bumpOther(0, 0L, 0, null, 1));
        bumpParam(r);
        npe(() -> bumpParam(null));
        System.out.println("after: " + r.show());
    }
}
