package java.util;

/*
 * Positional access on top of listIterator(int): every operation walks a list
 * iterator to the index. A NoSuchElementException raised anywhere during the
 * operation is reported as an IndexOutOfBoundsException naming the index.
 */
public abstract class AbstractSequentialList<E> extends AbstractList<E> {
    private static final int READ = 0;
    private static final int REPLACE = 1;
    private static final int DROP = 2;

    protected AbstractSequentialList() {
    }

    private static IndexOutOfBoundsException noSuchIndex(int index) {
        return new IndexOutOfBoundsException("Index: " + index);
    }

    /* Steps over the element at index, then reads, replaces or drops it. */
    private E visit(int index, int action, E replacement) {
        try {
            ListIterator<E> cursor = listIterator(index);
            E found = cursor.next();
            if (action == REPLACE)
                cursor.set(replacement);
            else if (action == DROP)
                cursor.remove();
            return found;
        } catch (NoSuchElementException missing) {
            throw noSuchIndex(index);
        }
    }

    public E get(int index) {
        return visit(index, READ, null);
    }

    public E set(int index, E element) {
        return visit(index, REPLACE, element);
    }

    public E remove(int index) {
        return visit(index, DROP, null);
    }

    public void add(int index, E element) {
        try {
            listIterator(index).add(element);
        } catch (NoSuchElementException missing) {
            throw noSuchIndex(index);
        }
    }

    public boolean addAll(int index, Collection<? extends E> c) {
        try {
            ListIterator<E> cursor = listIterator(index);
            int inserted = 0;
            for (E item : c) {
                cursor.add(item);
                inserted++;
            }
            return inserted != 0;
        } catch (NoSuchElementException missing) {
            throw noSuchIndex(index);
        }
    }

    public Iterator<E> iterator() {
        return listIterator();
    }

    public abstract ListIterator<E> listIterator(int index);
}
