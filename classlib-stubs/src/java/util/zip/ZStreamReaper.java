package java.util.zip;

import java.lang.ref.PhantomReference;
import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.util.HashSet;

/*
 * Frees the zlib stream of a Deflater or Inflater that was dropped without
 * end(). There is no finalization, so each owner is tracked by a phantom
 * reference; once the collector has found the owner unreachable, the next
 * Deflater or Inflater made frees its stream.
 */
final class ZStreamReaper {
    private static final ReferenceQueue<Object> QUEUE = new ReferenceQueue<Object>();
    private static final HashSet<Handle> LIVE = new HashSet<Handle>();

    static final class Handle extends PhantomReference<Object> {
        final long address;
        final boolean inflater;

        Handle(Object owner, long address, boolean inflater) {
            super(owner, QUEUE);
            this.address = address;
            this.inflater = inflater;
        }
    }

    private ZStreamReaper() {
    }

    static Handle track(Object owner, long address, boolean inflater) {
        reap();
        Handle h = new Handle(owner, address, inflater);
        synchronized (LIVE) {
            LIVE.add(h);
        }
        return h;
    }

    /* The owner ended its stream itself. */
    static void forget(Handle h) {
        if (h != null) {
            synchronized (LIVE) {
                LIVE.remove(h);
            }
            h.clear();
        }
    }

    private static void reap() {
        Reference<?> r;
        while ((r = QUEUE.poll()) != null) {
            Handle h = (Handle) r;
            synchronized (LIVE) {
                if (!LIVE.remove(h)) {
                    continue;
                }
            }
            if (h.inflater) {
                Inflater.free(h.address);
            } else {
                Deflater.free(h.address);
            }
        }
    }
}
