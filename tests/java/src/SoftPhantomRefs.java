// vm-options: -Xmx64m
import java.lang.ref.PhantomReference;
import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.SoftReference;

public class SoftPhantomRefs {
    static PhantomReference<Object> makePhantom(ReferenceQueue<Object> q) {
        return new PhantomReference<>(new int[100], q);
    }

    public static void main(String[] args) throws Exception {
        SoftReference<byte[]> soft = new SoftReference<>(new byte[1024 * 1024]);
        for (int i = 0; i < 3; i++) System.gc();
        System.out.println("soft ref kept while memory is available: " + (soft.get() != null));
        for (int i = 0; i < 50; i++) {
            byte[] garbage = new byte[100000];
            garbage[0] = 1;
        }
        System.out.println("still kept after small garbage: " + (soft.get() != null) + " length " + soft.get().length);
        ReferenceQueue<Object> q = new ReferenceQueue<>();
        Object target = new Object();
        PhantomReference<Object> held = new PhantomReference<>(target, q);
        System.out.println("phantom get() is null even while reachable: " + held.get());
        PhantomReference<Object> ph = makePhantom(q);
        Reference<?> r = null;
        for (int i = 0; i < 100 && r == null; i++) {
            System.gc();
            r = q.remove(50);
        }
        System.out.println("phantom enqueued: " + (r == ph) + ", get " + ph.get());
        System.out.println("reachable target not enqueued: " + (q.poll() == null) + " " + (target != null));
        SoftReference<Object> softQ = new SoftReference<Object>(new Object(), q);
        System.out.println("soft with queue, get non-null: " + (softQ.get() != null));
        SoftReference<byte[]> chunk = new SoftReference<>(new byte[8 * 1024 * 1024]);
        byte[][] hog = new byte[20][];
        boolean oom = false;
        try {
            for (int i = 0; i < hog.length; i++) hog[i] = new byte[4 * 1024 * 1024];
        } catch (OutOfMemoryError e) {
            oom = true;
        }
        hog = null;
        System.out.println("soft refs are cleared before OutOfMemoryError: " + (oom || chunk.get() == null));
        Runtime rt = Runtime.getRuntime();
        System.out.println("maxMemory>0 " + (rt.maxMemory() > 0) + " totalMemory>0 " + (rt.totalMemory() > 0)
            + " freeMemory>=0 " + (rt.freeMemory() >= 0) + " free<=total " + (rt.freeMemory() <= rt.totalMemory()));
    }
}
