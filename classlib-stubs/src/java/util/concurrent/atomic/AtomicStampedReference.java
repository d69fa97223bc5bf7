package java.util.concurrent.atomic;

/* A reference and an int stamp updated together; every operation holds this object's monitor. */
public class AtomicStampedReference<V> {
    private V reference;
    private int stamp;

    public AtomicStampedReference(V initialRef, int initialStamp) {
        reference = initialRef;
        stamp = initialStamp;
    }

    public synchronized V getReference() {
        return reference;
    }

    public synchronized int getStamp() {
        return stamp;
    }

    public synchronized V get(int[] stampHolder) {
        stampHolder[0] = stamp;
        return reference;
    }

    public boolean weakCompareAndSet(V expectedReference, V newReference, int expectedStamp, int newStamp) {
        return compareAndSet(expectedReference, newReference, expectedStamp, newStamp);
    }

    public synchronized boolean compareAndSet(V expectedReference, V newReference, int expectedStamp, int newStamp) {
        if (reference != expectedReference || stamp != expectedStamp)
            return false;
        reference = newReference;
        stamp = newStamp;
        return true;
    }

    public synchronized void set(V newReference, int newStamp) {
        reference = newReference;
        stamp = newStamp;
    }

    public synchronized boolean attemptStamp(V expectedReference, int newStamp) {
        if (reference != expectedReference)
            return false;
        stamp = newStamp;
        return true;
    }
}
