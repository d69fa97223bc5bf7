/*
 * Gives the errcodes agent a live-phase checkpoint (a wait() on an
 * Errcodes$Checkpoint, from probe(), whose locals have known slots and
 * types) and a few classes, fields and a never-bound native method to
 * aim its calls at.
 */
public class Errcodes {
    static int count = 1;
    String name = "errcodes";

    static class Other {
        static int otherStatic = 2;
        long otherField = 3;
    }

    static class Checkpoint {
        synchronized void reach() throws InterruptedException {
            wait(1);
        }
    }

    static native void neverBound();

    /* slot 0: int, slots 1-2: double, slot 3: Object, slot 4: long */
    static int probe(int i, double d, Object o) throws InterruptedException {
        long l = i + 1L;
        new Checkpoint().reach();
        return (int) (l + d) + (o == null ? 0 : 1);
    }

    public static void main(String[] args) throws InterruptedException {
        Other other = new Other();
        int r = probe(count, 2.5, other);
        System.out.println("probe " + r + " " + new Errcodes().name + " " + other.otherField
            + " " + Other.otherStatic);
    }
}
