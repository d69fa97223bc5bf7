import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;

public class WeakRefs {
    static class Payload {
        final int id;
        final byte[] data = new byte[1024];
        Payload(int id) { this.id = id; }
    }

    static Reference<?> awaitEnqueued(ReferenceQueue<?> q) throws InterruptedException {
        for (int i = 0; i < 100; i++) {
            Reference<?> r = q.remove(50);
            if (r != null) return r;
            System.gc();
        }
        return null;
    }

    static WeakReference<Payload> makeWeak(int id, ReferenceQueue<Payload> q) {
        return new WeakReference<>(new Payload(id), q);
    }

    public static void main(String[] args) throws Exception {
        ReferenceQueue<Payload> q = new ReferenceQueue<>();
        Payload strong = new Payload(1);
        WeakReference<Payload> kept = new WeakReference<>(strong, q);
        WeakReference<Payload> dropped = makeWeak(2, q);
        System.gc();
        Reference<?> r = awaitEnqueued(q);
        System.out.println("enqueued the dropped one: " + (r == dropped));
        System.out.println("dropped.get() = " + dropped.get());
        System.out.println("kept.get().id = " + kept.get().id);
        System.out.println("queue empty now: " + (q.poll() == null));
        strong = null;
        r = awaitEnqueued(q);
        System.out.println("after dropping the strong ref: enqueued " + (r == kept) + ", get " + kept.get());
        List<WeakReference<Payload>> refs = new ArrayList<>();
        for (int i = 0; i < 100; i++) refs.add(makeWeak(100 + i, q));
        int seen = 0;
        while (seen < 100) {
            Reference<?> x = awaitEnqueued(q);
            if (x == null) break;
            seen++;
        }
        int cleared = 0;
        for (WeakReference<Payload> w : refs) if (w.get() == null) cleared++;
        System.out.println("100 weak refs: enqueued " + seen + ", cleared " + cleared);
        WeakReference<Object> noQueue = new WeakReference<>(new Object());
        for (int i = 0; i < 10 && noQueue.get() != null; i++) System.gc();
        System.out.println("no-queue ref cleared: " + (noQueue.get() == null));
        WeakReference<String> literal = new WeakReference<>("interned literal");
        System.gc();
        System.out.println("literal stays reachable: " + literal.get());
        Payload p = new Payload(7);
        WeakReference<Payload> manual = new WeakReference<>(p, q);
        manual.clear();
        System.out.println("clear(): " + manual.get() + ", enqueue() " + manual.enqueue() + ", again " + manual.enqueue()
            + ", polled " + (q.poll() == manual));
        System.out.println("still strongly held: " + p.id);
        WeakReference<Payload> nullRef = new WeakReference<>(null);
        System.out.println("null referent: " + nullRef.get());
    }
}
