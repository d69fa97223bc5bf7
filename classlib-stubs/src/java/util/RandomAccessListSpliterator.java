package java.util;

import java.util.function.Consumer;

/*
 * The spliterator of a random-access list without one of its own (List.spliterator()):
 * it reads elements by index, binds to the list's size when first used and splits in
 * halves, as the JDK's does. Over an AbstractList it reports a structural change made
 * meanwhile with ConcurrentModificationException once its elements are handed out.
 */
final class RandomAccessListSpliterator<E> implements Spliterator<E> {
    private final List<E> list;
    private int index;
    private int fence;
    private final AbstractList<E> modCounted;
    private int expectedModCount;

    RandomAccessListSpliterator(List<E> list) {
        this.list = list;
        this.index = 0;
        this.fence = -1;
        this.modCounted = (list instanceof AbstractList) ? (AbstractList<E>) list : null;
        this.expectedModCount = modCounted != null ? modCounted.modCount : 0;
    }

    private RandomAccessListSpliterator(RandomAccessListSpliterator<E> parent, int origin, int fence) {
        this.list = parent.list;
        this.index = origin;
        this.fence = fence;
        this.modCounted = parent.modCounted;
        this.expectedModCount = parent.expectedModCount;
    }

    private int fence() {
        if (fence < 0) {
            fence = list.size();
            if (modCounted != null)
                expectedModCount = modCounted.modCount;
        }
        return fence;
    }

    private void checkModCount() {
        if (modCounted != null && modCounted.modCount != expectedModCount)
            throw new ConcurrentModificationException();
    }

    public Spliterator<E> trySplit() {
        int hi = fence(), lo = index, mid = (lo + hi) >>> 1;
        if (lo >= mid)
            return null;
        index = mid;
        return new RandomAccessListSpliterator<E>(this, lo, mid);
    }

    public boolean tryAdvance(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        int hi = fence(), i = index;
        if (i < hi) {
            index = i + 1;
            action.accept(list.get(i));
            checkModCount();
            return true;
        }
        return false;
    }

    public void forEachRemaining(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        int hi = fence();
        int i = index;
        index = hi;
        for (; i < hi; i++)
            action.accept(list.get(i));
        checkModCount();
    }

    public long estimateSize() {
        return (long) (fence() - index);
    }

    public int characteristics() {
        return Spliterator.ORDERED | Spliterator.SIZED | Spliterator.SUBSIZED;
    }
}
