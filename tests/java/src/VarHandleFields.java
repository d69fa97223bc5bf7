import java.lang.invoke.*;

/* VarHandles on instance and static fields: every access mode, CAS, numeric and bitwise read-modify-write, threads, errors. */
public class VarHandleFields {
    int count;
    long total;
    volatile String name = "start";
    boolean flag;
    double ratio = 1.0;
    byte small;
    char letter = 'a';
    final int fixed = 5;
    static int hits;
    static Object ref;

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        VarHandle COUNT = l.findVarHandle(VarHandleFields.class, "count", int.class);
        VarHandle TOTAL = l.findVarHandle(VarHandleFields.class, "total", long.class);
        VarHandle NAME = l.findVarHandle(VarHandleFields.class, "name", String.class);
        VarHandle FLAG = l.findVarHandle(VarHandleFields.class, "flag", boolean.class);
        VarHandle RATIO = l.findVarHandle(VarHandleFields.class, "ratio", double.class);
        VarHandle SMALL = l.findVarHandle(VarHandleFields.class, "small", byte.class);
        VarHandle LETTER = l.findVarHandle(VarHandleFields.class, "letter", char.class);
        VarHandle FIXED = l.findVarHandle(VarHandleFields.class, "fixed", int.class);
        VarHandle HITS = l.findStaticVarHandle(VarHandleFields.class, "hits", int.class);
        VarHandle REF = l.findStaticVarHandle(VarHandleFields.class, "ref", Object.class);
        System.out.println(COUNT.varType() + " " + COUNT.coordinateTypes());
        System.out.println(HITS.varType() + " " + HITS.coordinateTypes());

        VarHandleFields o = new VarHandleFields();
        COUNT.set(o, 10);
        System.out.println((int) COUNT.get(o));
        System.out.println((int) COUNT.getAndAdd(o, 5) + " " + o.count);
        System.out.println(COUNT.compareAndSet(o, 15, 20) + " " + COUNT.compareAndSet(o, 15, 30) + " " + o.count);
        System.out.println((int) COUNT.compareAndExchange(o, 20, 21) + " " + (int) COUNT.compareAndExchange(o, 0, 1) + " " + o.count);
        System.out.println((int) COUNT.getAndSet(o, 0b1100) + " " + o.count);
        System.out.println((int) COUNT.getAndBitwiseOr(o, 0b0011) + " " + (int) COUNT.getAndBitwiseAnd(o, 0b0110) + " "
                + (int) COUNT.getAndBitwiseXor(o, 0b1111) + " " + o.count);
        COUNT.setVolatile(o, 1);
        COUNT.setRelease(o, 2);
        COUNT.setOpaque(o, 3);
        System.out.println((int) COUNT.getVolatile(o) + " " + (int) COUNT.getAcquire(o) + " " + (int) COUNT.getOpaque(o));
        System.out.println(COUNT.weakCompareAndSet(o, 3, 4) + " " + COUNT.weakCompareAndSetPlain(o, 4, 5) + " "
                + COUNT.weakCompareAndSetAcquire(o, 5, 6) + " " + COUNT.weakCompareAndSetRelease(o, 6, 7) + " " + o.count);
        System.out.println((int) COUNT.getAndAddAcquire(o, 1) + " " + (int) COUNT.getAndAddRelease(o, 1) + " " + o.count);

        TOTAL.set(o, 1L << 40);
        System.out.println((long) TOTAL.getAndAdd(o, 1L) + " " + (long) TOTAL.get(o));
        NAME.set(o, "alpha");
        System.out.println((String) NAME.getAndSet(o, "beta") + " " + o.name);
        String expected = o.name;
        System.out.println(NAME.compareAndSet(o, expected, "gamma") + " " + NAME.compareAndSet(o, new String("gamma"), "delta") + " " + o.name);
        System.out.println(FLAG.compareAndSet(o, false, true) + " " + (boolean) FLAG.getAndBitwiseXor(o, true) + " " + o.flag);
        System.out.println((double) RATIO.getAndAdd(o, 0.5) + " " + (double) RATIO.get(o));
        System.out.println(RATIO.compareAndSet(o, 1.5, 2.5) + " " + o.ratio);
        SMALL.set(o, (byte) 127);
        System.out.println((byte) SMALL.getAndAdd(o, (byte) 1) + " " + o.small);
        System.out.println((char) LETTER.getAndAdd(o, 'b' - 'a' == 1 ? (char) 2 : (char) 0) + " " + o.letter);
        System.out.println((int) FIXED.get(o));
        try {
            FIXED.set(o, 6);
        } catch (UnsupportedOperationException e) {
            System.out.println("UnsupportedOperationException for final field");
        }
        try {
            NAME.getAndAdd(o, "x");
        } catch (UnsupportedOperationException e) {
            System.out.println("UnsupportedOperationException for getAndAdd on a reference");
        }
        try {
            COUNT.get((VarHandleFields) null);
        } catch (NullPointerException e) {
            System.out.println("NullPointerException");
        }
        try {
            COUNT.get("not the declaring class");
        } catch (ClassCastException e) {
            System.out.println("ClassCastException");
        }

        HITS.set(3);
        System.out.println((int) HITS.get() + " " + (int) HITS.getAndAdd(2) + " " + hits);
        REF.set("object");
        System.out.println(REF.compareAndSet((Object) "other", (Object) "x") + " " + REF.get());
        // call-site conversions
        long widened = (long) COUNT.get(o);
        Object boxed = COUNT.get(o);
        System.out.println(widened + " " + boxed + " " + boxed.getClass().getName());
        COUNT.set(o, (short) 9);
        System.out.println(o.count);

        // many threads, one counter
        VarHandleFields shared = new VarHandleFields();
        Thread[] ts = new Thread[4];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> {
                for (int j = 0; j < 2000; j++) {
                    int cur;
                    do {
                        cur = (int) COUNT.getVolatile(shared);
                    } while (!COUNT.compareAndSet(shared, cur, cur + 1));
                    HITS.getAndAdd(1);
                }
            });
            ts[i].start();
        }
        for (Thread t : ts)
            t.join();
        System.out.println("threads " + shared.count + " " + hits);
    }
}
