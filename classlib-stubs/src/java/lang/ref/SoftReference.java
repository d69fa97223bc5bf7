package java.lang.ref;

/** A soft reference: the GC may clear it once the referent is otherwise unreachable. */
public class SoftReference<T> extends Reference<T> {
    public SoftReference(T referent) {
        super(referent);
    }

    public SoftReference(T referent, ReferenceQueue<? super T> q) {
        super(referent, q);
    }
}
