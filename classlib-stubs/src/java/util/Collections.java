package java.util;

import java.util.function.Consumer;
import java.util.function.Predicate;

public class Collections {
    /* Shared by the shuffles that are given no generator; made on first use. */
    private static Random defaultRandom;

    private Collections() {
    }

    /*
     * Lists that are not RandomAccess are worked on through list iterators once they
     * reach these sizes; below them, and for RandomAccess lists, positional get/set
     * is used. Which calls a list receives is visible to a list that counts them.
     */
    private static final int SEQUENTIAL_REVERSE_SIZE = 18;
    private static final int SEQUENTIAL_SHUFFLE_SIZE = 5;
    private static final int SEQUENTIAL_FILL_SIZE = 25;
    private static final int SEQUENTIAL_COPY_SIZE = 10;
    private static final int SEQUENTIAL_REPLACE_SIZE = 11;

    private static boolean positional(List<?> list, int size, int sequentialFrom) {
        return list instanceof RandomAccess || size < sequentialFrom;
    }

    /* ---- algorithms ---- */

    @SuppressWarnings("unchecked")
    public static <T extends Comparable<? super T>> void sort(List<T> list) {
        list.sort(null);
    }

    public static <T> void sort(List<T> list, Comparator<? super T> c) {
        list.sort(c);
    }

    public static <T> int binarySearch(List<? extends Comparable<? super T>> list, T key) {
        return search(list, key, null);
    }

    public static <T> int binarySearch(List<? extends T> list, T key, Comparator<? super T> c) {
        return search(list, key, c);
    }

    /* Large lists without RandomAccess are searched by moving one list iterator back
       and forth instead of positional get. */
    private static final int SEQUENTIAL_SEARCH_SIZE = 5000;

    /* Probes the middle of the open range (below, above) until it is empty. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static int search(List<?> list, Object key, Comparator c) {
        ListIterator<?> walker = null;
        int at = 0; // the walker's next index
        if (!(list instanceof RandomAccess) && list.size() >= SEQUENTIAL_SEARCH_SIZE)
            walker = list.listIterator();
        int below = -1;
        int above = list.size();
        while (above - below > 1) {
            int mid = (below + 1 + above - 1) >>> 1;
            Object probe;
            if (walker == null) {
                probe = list.get(mid);
            } else {
                if (at <= mid) {
                    do {
                        probe = walker.next();
                    } while (at++ < mid);
                } else {
                    do {
                        probe = walker.previous();
                    } while (--at > mid);
                }
            }
            int order;
            if (c == null) {
                Comparable midVal = (Comparable) probe;
                order = midVal.compareTo(key);
            } else {
                order = c.compare(probe, key);
            }
            if (order == 0)
                return mid;
            if (order < 0)
                below = mid;
            else
                above = mid;
        }
        return -1 - (below + 1);
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    public static void reverse(List<?> list) {
        int size = list.size();
        if (positional(list, size, SEQUENTIAL_REVERSE_SIZE)) {
            for (int lo = 0, hi = size - 1; lo < hi; lo++, hi--)
                swap(list, lo, hi);
            return;
        }
        ListIterator front = list.listIterator();
        ListIterator back = list.listIterator(size);
        // The list is asked for its size again once both iterators exist.
        for (int pairs = list.size() / 2; pairs > 0; pairs--) {
            Object early = front.next();
            Object late = back.previous();
            front.set(late);
            back.set(early);
        }
    }

    public static void shuffle(List<?> list) {
        Random g;
        synchronized (Collections.class) {
            g = defaultRandom;
            if (g == null) {
                g = new Random();
                defaultRandom = g;
            }
        }
        shuffle(list, g);
    }

    /* Fisher-Yates from the end: the slot at k - 1 takes the element at nextInt(k),
       for k from size down to 2. A list that is not RandomAccess is shuffled in an
       array and written back in one pass. */
    @SuppressWarnings({"rawtypes", "unchecked"})
    public static void shuffle(List<?> list, Random rnd) {
        int size = list.size();
        if (positional(list, size, SEQUENTIAL_SHUFFLE_SIZE)) {
            for (int k = size; k >= 2; k--)
                swap(list, k - 1, rnd.nextInt(k));
            return;
        }
        Object[] items = list.toArray();
        for (int k = size; k >= 2; k--) {
            int pick = rnd.nextInt(k);
            Object moved = items[pick];
            items[pick] = items[k - 1];
            items[k - 1] = moved;
        }
        ListIterator out = list.listIterator();
        for (int k = 0; k < items.length; k++) {
            out.next();
            out.set(items[k]);
        }
    }

    /* Reads i, writes j, then writes i: the order decides which bad index is reported.
       (The local's name shows in the message of a null list.) */
    @SuppressWarnings({"rawtypes", "unchecked"})
    public static void swap(List<?> list, int i, int j) {
        List l = list;
        Object atI = l.get(i);
        Object atJ = l.set(j, atI);
        l.set(i, atJ);
    }

    public static <T> void fill(List<? super T> list, T obj) {
        int size = list.size();
        if (positional(list, size, SEQUENTIAL_FILL_SIZE)) {
            for (int k = 0; k < size; k++)
                list.set(k, obj);
            return;
        }
        ListIterator<? super T> it = list.listIterator();
        for (int k = 0; k < size; k++) {
            it.next();
            it.set(obj);
        }
    }

    public static <T> void copy(List<? super T> dest, List<? extends T> src) {
        int n = src.size();
        if (n > dest.size())
            throw new IndexOutOfBoundsException("Source does not fit in dest");
        if (n < SEQUENTIAL_COPY_SIZE || (src instanceof RandomAccess && dest instanceof RandomAccess)) {
            for (int k = 0; k < n; k++)
                dest.set(k, src.get(k));
            return;
        }
        ListIterator<? super T> to = dest.listIterator();
        ListIterator<? extends T> from = src.listIterator();
        for (int k = 0; k < n; k++) {
            to.next();
            to.set(from.next());
        }
    }

    public static <T extends Object & Comparable<? super T>> T min(Collection<? extends T> coll) {
        return extreme(coll, null, -1);
    }

    public static <T> T min(Collection<? extends T> coll, Comparator<? super T> comp) {
        return extreme(coll, comp, -1);
    }

    public static <T extends Object & Comparable<? super T>> T max(Collection<? extends T> coll) {
        return extreme(coll, null, 1);
    }

    public static <T> T max(Collection<? extends T> coll, Comparator<? super T> comp) {
        return extreme(coll, comp, 1);
    }

    /* The first element that no later one beats; a later one wins when it compares
       (as the receiver, or the comparator's first argument) strictly in direction. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static <T> T extreme(Collection<? extends T> coll, Comparator<? super T> comp, int direction) {
        Iterator<? extends T> it = coll.iterator();
        T best = it.next();
        while (it.hasNext()) {
            T next = it.next();
            int order = (comp == null) ? ((Comparable) next).compareTo(best) : comp.compare(next, best);
            if ((direction < 0) ? order < 0 : order > 0)
                best = next;
        }
        return best;
    }

    /* Element i moves to (i + distance) mod size. */
    @SuppressWarnings({"rawtypes", "unchecked"})
    public static void rotate(List<?> list, int distance) {
        int size = list.size();
        if (size == 0)
            return;
        int shift = (int) (((long) distance % size + size) % size);
        if (shift == 0)
            return;
        Object[] before = list.toArray();
        List raw = list;
        for (int to = 0; to < size; to++) {
            int from = to - shift;
            raw.set(to, before[from < 0 ? from + size : from]);
        }
    }

    public static <T> boolean replaceAll(List<T> list, T oldVal, T newVal) {
        int size = list.size();
        boolean changed = false;
        if (positional(list, size, SEQUENTIAL_REPLACE_SIZE)) {
            for (int k = 0; k < size; k++) {
                if (matches(oldVal, list.get(k))) {
                    list.set(k, newVal);
                    changed = true;
                }
            }
            return changed;
        }
        ListIterator<T> it = list.listIterator();
        for (int k = 0; k < size; k++) {
            if (matches(oldVal, it.next())) {
                it.set(newVal);
                changed = true;
            }
        }
        return changed;
    }

    private static boolean matches(Object wanted, Object found) {
        return wanted == null ? found == null : wanted.equals(found);
    }

    public static int indexOfSubList(List<?> source, List<?> target) {
        int last = source.size() - target.size();
        for (int at = 0; at <= last; at++)
            if (occursAt(source, target, at))
                return at;
        return -1;
    }

    public static int lastIndexOfSubList(List<?> source, List<?> target) {
        for (int at = source.size() - target.size(); at >= 0; at--)
            if (occursAt(source, target, at))
                return at;
        return -1;
    }

    private static boolean occursAt(List<?> source, List<?> target, int at) {
        int n = target.size();
        for (int k = 0; k < n; k++)
            if (!Objects.equals(target.get(k), source.get(at + k)))
                return false;
        return true;
    }

    public static int frequency(Collection<?> c, Object o) {
        int count = 0;
        for (Object e : c)
            if (o == null ? e == null : o.equals(e))
                count++;
        return count;
    }

    /* A Set answers the membership questions when there is one (the first argument
       if both are sets); otherwise the smaller collection is walked. */
    public static boolean disjoint(Collection<?> c1, Collection<?> c2) {
        boolean askFirst;
        if (c1 instanceof Set) {
            askFirst = true;
        } else if (c2 instanceof Set) {
            askFirst = false;
        } else {
            int n1 = c1.size();
            int n2 = c2.size();
            if (n1 == 0 || n2 == 0)
                return true;
            askFirst = n1 > n2;
        }
        Collection<?> asked = askFirst ? c1 : c2;
        Collection<?> iterate = askFirst ? c2 : c1; // named in a null argument's message
        for (Object e : iterate)
            if (asked.contains(e))
                return false;
        return true;
    }

    @SafeVarargs
    public static <T> boolean addAll(Collection<? super T> c, T... elements) {
        boolean changed = false;
        for (T element : elements)
            if (c.add(element))
                changed = true;
        return changed;
    }

    public static <E> Set<E> newSetFromMap(Map<E, Boolean> map) {
        if (!map.isEmpty())
            throw new IllegalArgumentException("Map is non-empty");
        return new SetFromMap<E>(map);
    }

    /* The iterator is taken by the enumeration's own initializer, from the captured
       collection (a null collection is reported as this.val$c). */
    public static <T> Enumeration<T> enumeration(final Collection<T> c) {
        return new Enumeration<T>() {
            private final Iterator<T> source = c.iterator();

            public boolean hasMoreElements() {
                return source.hasNext();
            }

            public T nextElement() {
                return source.next();
            }
        };
    }

    public static <T> ArrayList<T> list(Enumeration<T> e) {
        ArrayList<T> out = new ArrayList<T>();
        while (e.hasMoreElements())
            out.add(e.nextElement());
        return out;
    }

    /* ---- comparators ---- */

    @SuppressWarnings("unchecked")
    public static <T> Comparator<T> reverseOrder() {
        return (Comparator<T>) ReverseComparator.REVERSE_ORDER;
    }

    @SuppressWarnings("unchecked")
    public static <T> Comparator<T> reverseOrder(Comparator<T> cmp) {
        if (cmp == null)
            return (Comparator<T>) ReverseComparator.REVERSE_ORDER;
        if (cmp == ReverseComparator.REVERSE_ORDER)
            return (Comparator<T>) Comparators.NaturalOrder.INSTANCE;
        if (cmp instanceof ReverseComparator2)
            return ((ReverseComparator2<T>) cmp).cmp;
        return new ReverseComparator2<T>(cmp);
    }

    private static class ReverseComparator implements Comparator<Comparable<Object>>, java.io.Serializable {
        private static final long serialVersionUID = 7207038068494060240L;
        static final ReverseComparator REVERSE_ORDER = new ReverseComparator();

        /* Deserialization keeps the one reverse-order comparator. */
        private Object readResolve() {
            return Collections.reverseOrder();
        }

        public int compare(Comparable<Object> c1, Comparable<Object> c2) {
            return c2.compareTo(c1);
        }

        public Comparator<Comparable<Object>> reversed() {
            return Comparator.naturalOrder();
        }
    }

    private static class ReverseComparator2<T> implements Comparator<T>, java.io.Serializable {
        private static final long serialVersionUID = 4374092139857L;
        final Comparator<T> cmp;

        ReverseComparator2(Comparator<T> cmp) {
            this.cmp = cmp;
        }

        public int compare(T t1, T t2) {
            return cmp.compare(t2, t1);
        }

        public boolean equals(Object o) {
            return (o == this) || (o instanceof ReverseComparator2 && cmp.equals(((ReverseComparator2<?>) o).cmp));
        }

        public int hashCode() {
            return cmp.hashCode() ^ Integer.MIN_VALUE;
        }

        public Comparator<T> reversed() {
            return cmp;
        }
    }

    /* ---- empty, singleton and copies ---- */

    @SuppressWarnings("rawtypes")
    public static final List EMPTY_LIST = new EmptyList<Object>();
    @SuppressWarnings("rawtypes")
    public static final Set EMPTY_SET = new EmptySet<Object>();
    @SuppressWarnings("rawtypes")
    public static final Map EMPTY_MAP = new EmptyMap<Object, Object>();

    @SuppressWarnings("unchecked")
    public static final <T> List<T> emptyList() {
        return (List<T>) EMPTY_LIST;
    }

    @SuppressWarnings("unchecked")
    public static final <T> Set<T> emptySet() {
        return (Set<T>) EMPTY_SET;
    }

    @SuppressWarnings("unchecked")
    public static final <K, V> Map<K, V> emptyMap() {
        return (Map<K, V>) EMPTY_MAP;
    }

    @SuppressWarnings("unchecked")
    public static <T> Iterator<T> emptyIterator() {
        return (Iterator<T>) EmptyIterator.EMPTY_ITERATOR;
    }

    @SuppressWarnings("unchecked")
    public static <T> ListIterator<T> emptyListIterator() {
        return (ListIterator<T>) EmptyIterator.EMPTY_ITERATOR;
    }

    @SuppressWarnings("unchecked")
    public static <T> Enumeration<T> emptyEnumeration() {
        return (Enumeration<T>) EmptyIterator.EMPTY_ITERATOR;
    }

    private static class EmptyIterator<E> implements ListIterator<E>, Enumeration<E> {
        static final EmptyIterator<Object> EMPTY_ITERATOR = new EmptyIterator<Object>();

        public boolean hasNext() {
            return false;
        }

        public E next() {
            throw new NoSuchElementException();
        }

        public boolean hasPrevious() {
            return false;
        }

        public E previous() {
            throw new NoSuchElementException();
        }

        public int nextIndex() {
            return 0;
        }

        public int previousIndex() {
            return -1;
        }

        public void remove() {
            throw new IllegalStateException();
        }

        public void set(E e) {
            throw new IllegalStateException();
        }

        public void add(E e) {
            throw new UnsupportedOperationException();
        }

        public boolean hasMoreElements() {
            return false;
        }

        public E nextElement() {
            throw new NoSuchElementException();
        }

        public void forEachRemaining(Consumer<? super E> action) {
            Objects.requireNonNull(action);
        }
    }

    private static class EmptyList<E> extends AbstractList<E> implements RandomAccess, java.io.Serializable {
        private static final long serialVersionUID = 8842843931221139166L;

        /* Serialization keeps the one empty list. */
        private Object readResolve() {
            return EMPTY_LIST;
        }

        public Iterator<E> iterator() {
            return emptyIterator();
        }

        public ListIterator<E> listIterator() {
            return emptyListIterator();
        }

        public int size() {
            return 0;
        }

        public boolean isEmpty() {
            return true;
        }

        public void clear() {
        }

        public boolean contains(Object obj) {
            return false;
        }

        public boolean containsAll(Collection<?> c) {
            return c.isEmpty();
        }

        public Object[] toArray() {
            return new Object[0];
        }

        public <T> T[] toArray(T[] a) {
            if (a.length > 0)
                a[0] = null;
            return a;
        }

        public E get(int index) {
            throw new IndexOutOfBoundsException("Index: " + index);
        }

        public boolean equals(Object o) {
            return (o instanceof List) && ((List<?>) o).isEmpty();
        }

        public int hashCode() {
            return 1;
        }

        public boolean removeIf(Predicate<? super E> filter) {
            Objects.requireNonNull(filter);
            return false;
        }

        public void sort(Comparator<? super E> c) {
        }

        public void forEach(Consumer<? super E> action) {
            Objects.requireNonNull(action);
        }
    }

    private static class EmptySet<E> extends AbstractSet<E> implements java.io.Serializable {
        private static final long serialVersionUID = 1582296315990362920L;

        private Object readResolve() {
            return EMPTY_SET;
        }

        public Iterator<E> iterator() {
            return emptyIterator();
        }

        public int size() {
            return 0;
        }

        public boolean isEmpty() {
            return true;
        }

        public void clear() {
        }

        public boolean contains(Object obj) {
            return false;
        }

        public boolean containsAll(Collection<?> c) {
            return c.isEmpty();
        }

        public Object[] toArray() {
            return new Object[0];
        }

        public <T> T[] toArray(T[] a) {
            if (a.length > 0)
                a[0] = null;
            return a;
        }

        public boolean removeIf(Predicate<? super E> filter) {
            Objects.requireNonNull(filter);
            return false;
        }

        public void forEach(Consumer<? super E> action) {
            Objects.requireNonNull(action);
        }
    }

    private static class EmptyMap<K, V> extends AbstractMap<K, V> implements java.io.Serializable {
        private static final long serialVersionUID = 6428348081105594320L;

        private Object readResolve() {
            return EMPTY_MAP;
        }

        public int size() {
            return 0;
        }

        public boolean isEmpty() {
            return true;
        }

        public void clear() {
        }

        public boolean containsKey(Object key) {
            return false;
        }

        public boolean containsValue(Object value) {
            return false;
        }

        public V get(Object key) {
            return null;
        }

        public Set<K> keySet() {
            return emptySet();
        }

        public Collection<V> values() {
            return emptySet();
        }

        public Set<Map.Entry<K, V>> entrySet() {
            return emptySet();
        }

        public boolean equals(Object o) {
            return (o instanceof Map) && ((Map<?, ?>) o).isEmpty();
        }

        public int hashCode() {
            return 0;
        }

        public V getOrDefault(Object k, V defaultValue) {
            return defaultValue;
        }

        public V putIfAbsent(K key, V value) {
            throw new UnsupportedOperationException();
        }
    }

    static <E> Iterator<E> singletonIterator(final E e) {
        return new Iterator<E>() {
            private boolean hasNext = true;

            public boolean hasNext() {
                return hasNext;
            }

            public E next() {
                if (hasNext) {
                    hasNext = false;
                    return e;
                }
                throw new NoSuchElementException();
            }

            public void remove() {
                throw new UnsupportedOperationException();
            }
        };
    }

    public static <T> Set<T> singleton(T o) {
        return new SingletonSet<T>(o);
    }

    private static class SingletonSet<E> extends AbstractSet<E> implements java.io.Serializable {
        private static final long serialVersionUID = 3193687207550431679L;
        private final E element;

        SingletonSet(E e) {
            element = e;
        }

        public Iterator<E> iterator() {
            return singletonIterator(element);
        }

        public int size() {
            return 1;
        }

        public boolean contains(Object o) {
            return Objects.equals(o, element);
        }

        public boolean removeIf(Predicate<? super E> filter) {
            throw new UnsupportedOperationException();
        }

        public int hashCode() {
            return Objects.hashCode(element);
        }
    }

    public static <T> List<T> singletonList(T o) {
        return new SingletonList<T>(o);
    }

    private static class SingletonList<E> extends AbstractList<E> implements RandomAccess, java.io.Serializable {
        private static final long serialVersionUID = 3093736618740652951L;
        private final E element;

        SingletonList(E obj) {
            element = obj;
        }

        public Iterator<E> iterator() {
            return singletonIterator(element);
        }

        public int size() {
            return 1;
        }

        public boolean contains(Object obj) {
            return Objects.equals(obj, element);
        }

        public E get(int index) {
            if (index != 0)
                throw new IndexOutOfBoundsException("Index: " + index + ", Size: 1");
            return element;
        }

        public boolean removeIf(Predicate<? super E> filter) {
            throw new UnsupportedOperationException();
        }

        public void sort(Comparator<? super E> c) {
        }

        public int hashCode() {
            return 31 + Objects.hashCode(element);
        }
    }

    public static <K, V> Map<K, V> singletonMap(K key, V value) {
        return new SingletonMap<K, V>(key, value);
    }

    private static class SingletonMap<K, V> extends AbstractMap<K, V> implements java.io.Serializable {
        private static final long serialVersionUID = -6979724477215052911L;
        private final K k;
        private final V v;

        SingletonMap(K key, V value) {
            k = key;
            v = value;
        }

        public int size() {
            return 1;
        }

        public boolean isEmpty() {
            return false;
        }

        public boolean containsKey(Object key) {
            return Objects.equals(key, k);
        }

        public boolean containsValue(Object value) {
            return Objects.equals(value, v);
        }

        public V get(Object key) {
            return Objects.equals(key, k) ? v : null;
        }

        public Set<K> keySet() {
            return singleton(k);
        }

        public Set<Map.Entry<K, V>> entrySet() {
            return Collections.<Map.Entry<K, V>>singleton(new AbstractMap.SimpleImmutableEntry<K, V>(k, v));
        }

        public Collection<V> values() {
            return singleton(v);
        }

        public int hashCode() {
            return Objects.hashCode(k) ^ Objects.hashCode(v);
        }
    }

    public static <T> List<T> nCopies(int n, T o) {
        if (n < 0)
            throw new IllegalArgumentException("List length = " + n);
        return new CopiesList<T>(n, o);
    }

    private static class CopiesList<E> extends AbstractList<E> implements RandomAccess, java.io.Serializable {
        private static final long serialVersionUID = 2739099268398711800L;
        final int n;
        final E element;

        CopiesList(int n, E e) {
            this.n = n;
            element = e;
        }

        public int size() {
            return n;
        }

        public boolean contains(Object obj) {
            return n != 0 && Objects.equals(obj, element);
        }

        public int indexOf(Object o) {
            return contains(o) ? 0 : -1;
        }

        public int lastIndexOf(Object o) {
            return contains(o) ? n - 1 : -1;
        }

        public E get(int index) {
            if (index < 0 || index >= n)
                throw new IndexOutOfBoundsException("Index: " + index + ", Size: " + n);
            return element;
        }

        public Object[] toArray() {
            final Object[] a = new Object[n];
            if (element != null)
                Arrays.fill(a, 0, n, element);
            return a;
        }

        public List<E> subList(int fromIndex, int toIndex) {
            if (fromIndex < 0)
                throw new IndexOutOfBoundsException("fromIndex = " + fromIndex);
            if (toIndex > n)
                throw new IndexOutOfBoundsException("toIndex = " + toIndex);
            if (fromIndex > toIndex)
                throw new IllegalArgumentException("fromIndex(" + fromIndex + ") > toIndex(" + toIndex + ")");
            return new CopiesList<E>(toIndex - fromIndex, element);
        }
    }

    /* ---- unmodifiable views ---- */

    @SuppressWarnings("unchecked")
    public static <T> Collection<T> unmodifiableCollection(Collection<? extends T> c) {
        if (c.getClass() == UnmodifiableCollection.class)
            return (Collection<T>) c;
        return new UnmodifiableCollection<T>(c);
    }

    static class UnmodifiableCollection<E> implements Collection<E>, java.io.Serializable {
        private static final long serialVersionUID = 1820017752578914078L;
        final Collection<? extends E> c;

        UnmodifiableCollection(Collection<? extends E> c) {
            if (c == null)
                throw new NullPointerException();
            this.c = c;
        }

        public int size() {
            return c.size();
        }

        public boolean isEmpty() {
            return c.isEmpty();
        }

        public boolean contains(Object o) {
            return c.contains(o);
        }

        public Object[] toArray() {
            return c.toArray();
        }

        public <T> T[] toArray(T[] a) {
            return c.toArray(a);
        }

        public String toString() {
            return c.toString();
        }

        public Iterator<E> iterator() {
            return new Iterator<E>() {
                private final Iterator<? extends E> i = c.iterator();

                public boolean hasNext() {
                    return i.hasNext();
                }

                public E next() {
                    return i.next();
                }

                public void remove() {
                    throw new UnsupportedOperationException();
                }

                public void forEachRemaining(Consumer<? super E> action) {
                    i.forEachRemaining(action);
                }
            };
        }

        public boolean add(E e) {
            throw new UnsupportedOperationException();
        }

        public boolean remove(Object o) {
            throw new UnsupportedOperationException();
        }

        public boolean containsAll(Collection<?> coll) {
            return c.containsAll(coll);
        }

        public boolean addAll(Collection<? extends E> coll) {
            throw new UnsupportedOperationException();
        }

        public boolean removeAll(Collection<?> coll) {
            throw new UnsupportedOperationException();
        }

        public boolean retainAll(Collection<?> coll) {
            throw new UnsupportedOperationException();
        }

        public void clear() {
            throw new UnsupportedOperationException();
        }

        public void forEach(Consumer<? super E> action) {
            Objects.requireNonNull(action);
            for (E e : c)
                action.accept(e);
        }

        public boolean removeIf(Predicate<? super E> filter) {
            throw new UnsupportedOperationException();
        }
    }

    @SuppressWarnings("unchecked")
    public static <T> Set<T> unmodifiableSet(Set<? extends T> s) {
        if (s.getClass() == UnmodifiableSet.class)
            return (Set<T>) s;
        return new UnmodifiableSet<T>(s);
    }

    static class UnmodifiableSet<E> extends UnmodifiableCollection<E> implements Set<E>, java.io.Serializable {
        private static final long serialVersionUID = -9215047833775013803L;

        UnmodifiableSet(Set<? extends E> s) {
            super(s);
        }

        public boolean equals(Object o) {
            return o == this || c.equals(o);
        }

        public int hashCode() {
            return c.hashCode();
        }
    }

    public static <T> SortedSet<T> unmodifiableSortedSet(SortedSet<T> s) {
        return new UnmodifiableSortedSet<T>(s);
    }

    static class UnmodifiableSortedSet<E> extends UnmodifiableSet<E> implements SortedSet<E> {
        private static final long serialVersionUID = -4929149591599911165L;
        private final SortedSet<E> ss;

        UnmodifiableSortedSet(SortedSet<E> s) {
            super(s);
            ss = s;
        }

        public Comparator<? super E> comparator() {
            return ss.comparator();
        }

        public SortedSet<E> subSet(E fromElement, E toElement) {
            return new UnmodifiableSortedSet<E>(ss.subSet(fromElement, toElement));
        }

        public SortedSet<E> headSet(E toElement) {
            return new UnmodifiableSortedSet<E>(ss.headSet(toElement));
        }

        public SortedSet<E> tailSet(E fromElement) {
            return new UnmodifiableSortedSet<E>(ss.tailSet(fromElement));
        }

        public E first() {
            return ss.first();
        }

        public E last() {
            return ss.last();
        }
    }

    @SuppressWarnings("unchecked")
    public static <T> List<T> unmodifiableList(List<? extends T> list) {
        if (list.getClass() == UnmodifiableList.class || list.getClass() == UnmodifiableRandomAccessList.class)
            return (List<T>) list;
        return (list instanceof RandomAccess ? new UnmodifiableRandomAccessList<T>(list)
                : new UnmodifiableList<T>(list));
    }

    static class UnmodifiableList<E> extends UnmodifiableCollection<E> implements List<E> {
        private static final long serialVersionUID = -283967356065247728L;
        final List<? extends E> list;

        UnmodifiableList(List<? extends E> list) {
            super(list);
            this.list = list;
        }

        /* Back to the random access view after deserialization. */
        private Object readResolve() {
            return list instanceof RandomAccess ? new UnmodifiableRandomAccessList<E>(list) : this;
        }

        public boolean equals(Object o) {
            return o == this || list.equals(o);
        }

        public int hashCode() {
            return list.hashCode();
        }

        public E get(int index) {
            return list.get(index);
        }

        public E set(int index, E element) {
            throw new UnsupportedOperationException();
        }

        public void add(int index, E element) {
            throw new UnsupportedOperationException();
        }

        public E remove(int index) {
            throw new UnsupportedOperationException();
        }

        public int indexOf(Object o) {
            return list.indexOf(o);
        }

        public int lastIndexOf(Object o) {
            return list.lastIndexOf(o);
        }

        public boolean addAll(int index, Collection<? extends E> c) {
            throw new UnsupportedOperationException();
        }

        public void replaceAll(java.util.function.UnaryOperator<E> operator) {
            throw new UnsupportedOperationException();
        }

        public void sort(Comparator<? super E> c) {
            throw new UnsupportedOperationException();
        }

        public ListIterator<E> listIterator() {
            return listIterator(0);
        }

        public ListIterator<E> listIterator(final int index) {
            return new ListIterator<E>() {
                private final ListIterator<? extends E> i = list.listIterator(index);

                public boolean hasNext() {
                    return i.hasNext();
                }

                public E next() {
                    return i.next();
                }

                public boolean hasPrevious() {
                    return i.hasPrevious();
                }

                public E previous() {
                    return i.previous();
                }

                public int nextIndex() {
                    return i.nextIndex();
                }

                public int previousIndex() {
                    return i.previousIndex();
                }

                public void remove() {
                    throw new UnsupportedOperationException();
                }

                public void set(E e) {
                    throw new UnsupportedOperationException();
                }

                public void add(E e) {
                    throw new UnsupportedOperationException();
                }
            };
        }

        public List<E> subList(int fromIndex, int toIndex) {
            return new UnmodifiableList<E>(list.subList(fromIndex, toIndex));
        }
    }

    static class UnmodifiableRandomAccessList<E> extends UnmodifiableList<E> implements RandomAccess {
        private static final long serialVersionUID = -2542308836966382001L;

        UnmodifiableRandomAccessList(List<? extends E> list) {
            super(list);
        }

        /* Serialized as an UnmodifiableList, as the JDK does, so that
         * streams read by older releases know the class. */
        private Object writeReplace() {
            return new UnmodifiableList<E>(list);
        }

        public List<E> subList(int fromIndex, int toIndex) {
            return new UnmodifiableRandomAccessList<E>(list.subList(fromIndex, toIndex));
        }
    }

    @SuppressWarnings("unchecked")
    public static <K, V> Map<K, V> unmodifiableMap(Map<? extends K, ? extends V> m) {
        if (m.getClass() == UnmodifiableMap.class)
            return (Map<K, V>) m;
        return new UnmodifiableMap<K, V>(m);
    }

    static class UnmodifiableMap<K, V> implements Map<K, V>, java.io.Serializable {
        private static final long serialVersionUID = -1034234728574286014L;
        private final Map<? extends K, ? extends V> m;
        private transient Set<K> keySet;
        private transient Set<Map.Entry<K, V>> entrySet;
        private transient Collection<V> values;

        UnmodifiableMap(Map<? extends K, ? extends V> m) {
            if (m == null)
                throw new NullPointerException();
            this.m = m;
        }

        public int size() {
            return m.size();
        }

        public boolean isEmpty() {
            return m.isEmpty();
        }

        public boolean containsKey(Object key) {
            return m.containsKey(key);
        }

        public boolean containsValue(Object val) {
            return m.containsValue(val);
        }

        public V get(Object key) {
            return m.get(key);
        }

        public V put(K key, V value) {
            throw new UnsupportedOperationException();
        }

        public V remove(Object key) {
            throw new UnsupportedOperationException();
        }

        public void putAll(Map<? extends K, ? extends V> m) {
            throw new UnsupportedOperationException();
        }

        public void clear() {
            throw new UnsupportedOperationException();
        }

        public Set<K> keySet() {
            if (keySet == null)
                keySet = unmodifiableSet(m.keySet());
            return keySet;
        }

        @SuppressWarnings({"unchecked", "rawtypes"})
        public Set<Map.Entry<K, V>> entrySet() {
            if (entrySet == null)
                entrySet = new UnmodifiableEntrySet<K, V>((Set) m.entrySet());
            return entrySet;
        }

        public Collection<V> values() {
            if (values == null)
                values = unmodifiableCollection(m.values());
            return values;
        }

        public boolean equals(Object o) {
            return o == this || m.equals(o);
        }

        public int hashCode() {
            return m.hashCode();
        }

        public String toString() {
            return m.toString();
        }

        @SuppressWarnings("unchecked")
        public V getOrDefault(Object k, V defaultValue) {
            return ((Map<K, V>) m).getOrDefault(k, defaultValue);
        }

        public void forEach(java.util.function.BiConsumer<? super K, ? super V> action) {
            ((Map<K, V>) (Map) m).forEach(action);
        }

        public void replaceAll(java.util.function.BiFunction<? super K, ? super V, ? extends V> function) {
            throw new UnsupportedOperationException();
        }

        public V putIfAbsent(K key, V value) {
            throw new UnsupportedOperationException();
        }

        public boolean remove(Object key, Object value) {
            throw new UnsupportedOperationException();
        }

        public boolean replace(K key, V oldValue, V newValue) {
            throw new UnsupportedOperationException();
        }

        public V replace(K key, V value) {
            throw new UnsupportedOperationException();
        }

        public V computeIfAbsent(K key, java.util.function.Function<? super K, ? extends V> f) {
            throw new UnsupportedOperationException();
        }

        public V computeIfPresent(K key, java.util.function.BiFunction<? super K, ? super V, ? extends V> f) {
            throw new UnsupportedOperationException();
        }

        public V compute(K key, java.util.function.BiFunction<? super K, ? super V, ? extends V> f) {
            throw new UnsupportedOperationException();
        }

        public V merge(K key, V value, java.util.function.BiFunction<? super V, ? super V, ? extends V> f) {
            throw new UnsupportedOperationException();
        }
    }

    /* Entries handed out must not allow setValue. */
    private static class UnmodifiableEntrySet<K, V> extends UnmodifiableSet<Map.Entry<K, V>> {
        private static final long serialVersionUID = 7854390611657943733L;

        UnmodifiableEntrySet(Set<? extends Map.Entry<? extends K, ? extends V>> s) {
            super((Set) s);
        }

        public Iterator<Map.Entry<K, V>> iterator() {
            final Iterator<? extends Map.Entry<K, V>> i = c.iterator();
            return new Iterator<Map.Entry<K, V>>() {
                public boolean hasNext() {
                    return i.hasNext();
                }

                public Map.Entry<K, V> next() {
                    final Map.Entry<K, V> e = i.next();
                    return new Map.Entry<K, V>() {
                        public K getKey() {
                            return e.getKey();
                        }

                        public V getValue() {
                            return e.getValue();
                        }

                        public V setValue(V value) {
                            throw new UnsupportedOperationException();
                        }

                        public int hashCode() {
                            return e.hashCode();
                        }

                        public boolean equals(Object o) {
                            if (this == o)
                                return true;
                            if (!(o instanceof Map.Entry))
                                return false;
                            Map.Entry<?, ?> t = (Map.Entry<?, ?>) o;
                            return Objects.equals(e.getKey(), t.getKey()) && Objects.equals(e.getValue(), t.getValue());
                        }

                        public String toString() {
                            return e.toString();
                        }
                    };
                }

                public void remove() {
                    throw new UnsupportedOperationException();
                }
            };
        }

        public Object[] toArray() {
            Object[] a = c.toArray();
            return a;
        }
    }

    /* ---- synchronized views ---- */

    public static <T> Collection<T> synchronizedCollection(Collection<T> c) {
        return new SynchronizedCollection<T>(c);
    }

    static <T> Collection<T> synchronizedCollection(Collection<T> c, Object mutex) {
        return new SynchronizedCollection<T>(c, mutex);
    }

    static class SynchronizedCollection<E> implements Collection<E>, java.io.Serializable {
        private static final long serialVersionUID = 3053995032091335093L;
        final Collection<E> c;
        final Object mutex;

        SynchronizedCollection(Collection<E> c) {
            this.c = Objects.requireNonNull(c);
            mutex = this;
        }

        SynchronizedCollection(Collection<E> c, Object mutex) {
            this.c = Objects.requireNonNull(c);
            this.mutex = Objects.requireNonNull(mutex);
        }

        public int size() {
            synchronized (mutex) {
                return c.size();
            }
        }

        public boolean isEmpty() {
            synchronized (mutex) {
                return c.isEmpty();
            }
        }

        public boolean contains(Object o) {
            synchronized (mutex) {
                return c.contains(o);
            }
        }

        public Object[] toArray() {
            synchronized (mutex) {
                return c.toArray();
            }
        }

        public <T> T[] toArray(T[] a) {
            synchronized (mutex) {
                return c.toArray(a);
            }
        }

        public Iterator<E> iterator() {
            return c.iterator();
        }

        public boolean add(E e) {
            synchronized (mutex) {
                return c.add(e);
            }
        }

        public boolean remove(Object o) {
            synchronized (mutex) {
                return c.remove(o);
            }
        }

        public boolean containsAll(Collection<?> coll) {
            synchronized (mutex) {
                return c.containsAll(coll);
            }
        }

        public boolean addAll(Collection<? extends E> coll) {
            synchronized (mutex) {
                return c.addAll(coll);
            }
        }

        public boolean removeAll(Collection<?> coll) {
            synchronized (mutex) {
                return c.removeAll(coll);
            }
        }

        public boolean retainAll(Collection<?> coll) {
            synchronized (mutex) {
                return c.retainAll(coll);
            }
        }

        public void clear() {
            synchronized (mutex) {
                c.clear();
            }
        }

        public String toString() {
            synchronized (mutex) {
                return c.toString();
            }
        }

        public void forEach(Consumer<? super E> consumer) {
            Objects.requireNonNull(consumer);
            synchronized (mutex) {
                for (E e : c)
                    consumer.accept(e);
            }
        }

        public boolean removeIf(Predicate<? super E> filter) {
            synchronized (mutex) {
                return c.removeIf(filter);
            }
        }
    }

    public static <T> Set<T> synchronizedSet(Set<T> s) {
        return new SynchronizedSet<T>(s);
    }

    static <T> Set<T> synchronizedSet(Set<T> s, Object mutex) {
        return new SynchronizedSet<T>(s, mutex);
    }

    static class SynchronizedSet<E> extends SynchronizedCollection<E> implements Set<E> {
        private static final long serialVersionUID = 487447009682186044L;

        SynchronizedSet(Set<E> s) {
            super(s);
        }

        SynchronizedSet(Set<E> s, Object mutex) {
            super(s, mutex);
        }

        public boolean equals(Object o) {
            if (this == o)
                return true;
            synchronized (mutex) {
                return c.equals(o);
            }
        }

        public int hashCode() {
            synchronized (mutex) {
                return c.hashCode();
            }
        }
    }

    public static <T> List<T> synchronizedList(List<T> list) {
        return new SynchronizedList<T>(list);
    }

    static <T> List<T> synchronizedList(List<T> list, Object mutex) {
        return new SynchronizedList<T>(list, mutex);
    }

    static class SynchronizedList<E> extends SynchronizedCollection<E> implements List<E> {
        private static final long serialVersionUID = -7754090372962971524L;
        final List<E> list;

        SynchronizedList(List<E> list) {
            super(list);
            this.list = list;
        }

        SynchronizedList(List<E> list, Object mutex) {
            super(list, mutex);
            this.list = list;
        }

        public boolean equals(Object o) {
            if (this == o)
                return true;
            synchronized (mutex) {
                return list.equals(o);
            }
        }

        public int hashCode() {
            synchronized (mutex) {
                return list.hashCode();
            }
        }

        public E get(int index) {
            synchronized (mutex) {
                return list.get(index);
            }
        }

        public E set(int index, E element) {
            synchronized (mutex) {
                return list.set(index, element);
            }
        }

        public void add(int index, E element) {
            synchronized (mutex) {
                list.add(index, element);
            }
        }

        public E remove(int index) {
            synchronized (mutex) {
                return list.remove(index);
            }
        }

        public int indexOf(Object o) {
            synchronized (mutex) {
                return list.indexOf(o);
            }
        }

        public int lastIndexOf(Object o) {
            synchronized (mutex) {
                return list.lastIndexOf(o);
            }
        }

        public boolean addAll(int index, Collection<? extends E> c) {
            synchronized (mutex) {
                return list.addAll(index, c);
            }
        }

        public ListIterator<E> listIterator() {
            return list.listIterator();
        }

        public ListIterator<E> listIterator(int index) {
            return list.listIterator(index);
        }

        public List<E> subList(int fromIndex, int toIndex) {
            synchronized (mutex) {
                return new SynchronizedList<E>(list.subList(fromIndex, toIndex), mutex);
            }
        }

        public void replaceAll(java.util.function.UnaryOperator<E> operator) {
            synchronized (mutex) {
                list.replaceAll(operator);
            }
        }

        public void sort(Comparator<? super E> c) {
            synchronized (mutex) {
                list.sort(c);
            }
        }
    }

    public static <K, V> Map<K, V> synchronizedMap(Map<K, V> m) {
        return new SynchronizedMap<K, V>(m);
    }

    static class SynchronizedMap<K, V> implements Map<K, V>, java.io.Serializable {
        private static final long serialVersionUID = 1978198479659022715L;
        private final Map<K, V> m;
        final Object mutex;
        private transient Set<K> keySet;
        private transient Set<Map.Entry<K, V>> entrySet;
        private transient Collection<V> values;

        SynchronizedMap(Map<K, V> m) {
            this.m = Objects.requireNonNull(m);
            mutex = this;
        }

        SynchronizedMap(Map<K, V> m, Object mutex) {
            this.m = Objects.requireNonNull(m);
            this.mutex = Objects.requireNonNull(mutex);
        }

        public int size() {
            synchronized (mutex) {
                return m.size();
            }
        }

        public boolean isEmpty() {
            synchronized (mutex) {
                return m.isEmpty();
            }
        }

        public boolean containsKey(Object key) {
            synchronized (mutex) {
                return m.containsKey(key);
            }
        }

        public boolean containsValue(Object value) {
            synchronized (mutex) {
                return m.containsValue(value);
            }
        }

        public V get(Object key) {
            synchronized (mutex) {
                return m.get(key);
            }
        }

        public V put(K key, V value) {
            synchronized (mutex) {
                return m.put(key, value);
            }
        }

        public V remove(Object key) {
            synchronized (mutex) {
                return m.remove(key);
            }
        }

        public void putAll(Map<? extends K, ? extends V> map) {
            synchronized (mutex) {
                m.putAll(map);
            }
        }

        public void clear() {
            synchronized (mutex) {
                m.clear();
            }
        }

        public Set<K> keySet() {
            synchronized (mutex) {
                if (keySet == null)
                    keySet = new SynchronizedSet<K>(m.keySet(), mutex);
                return keySet;
            }
        }

        public Set<Map.Entry<K, V>> entrySet() {
            synchronized (mutex) {
                if (entrySet == null)
                    entrySet = new SynchronizedSet<Map.Entry<K, V>>(m.entrySet(), mutex);
                return entrySet;
            }
        }

        public Collection<V> values() {
            synchronized (mutex) {
                if (values == null)
                    values = new SynchronizedCollection<V>(m.values(), mutex);
                return values;
            }
        }

        public boolean equals(Object o) {
            if (this == o)
                return true;
            synchronized (mutex) {
                return m.equals(o);
            }
        }

        public int hashCode() {
            synchronized (mutex) {
                return m.hashCode();
            }
        }

        public String toString() {
            synchronized (mutex) {
                return m.toString();
            }
        }

        public V getOrDefault(Object k, V defaultValue) {
            synchronized (mutex) {
                return m.getOrDefault(k, defaultValue);
            }
        }

        public void forEach(java.util.function.BiConsumer<? super K, ? super V> action) {
            synchronized (mutex) {
                m.forEach(action);
            }
        }

        public V putIfAbsent(K key, V value) {
            synchronized (mutex) {
                return m.putIfAbsent(key, value);
            }
        }

        public V computeIfAbsent(K key, java.util.function.Function<? super K, ? extends V> f) {
            synchronized (mutex) {
                return m.computeIfAbsent(key, f);
            }
        }

        public V merge(K key, V value, java.util.function.BiFunction<? super V, ? super V, ? extends V> f) {
            synchronized (mutex) {
                return m.merge(key, value, f);
            }
        }
    }

    /* ---- set from map ---- */

    private static class SetFromMap<E> extends AbstractSet<E> implements Set<E>, java.io.Serializable {
        private static final long serialVersionUID = 2454657854757543876L;
        private final Map<E, Boolean> m;
        private transient Set<E> s;

        SetFromMap(Map<E, Boolean> map) {
            m = map;
            s = map.keySet();
        }

        public void clear() {
            m.clear();
        }

        public int size() {
            return m.size();
        }

        public boolean isEmpty() {
            return m.isEmpty();
        }

        public boolean contains(Object o) {
            return m.containsKey(o);
        }

        public boolean remove(Object o) {
            return m.remove(o) != null;
        }

        public boolean add(E e) {
            return m.put(e, Boolean.TRUE) == null;
        }

        public Iterator<E> iterator() {
            return s.iterator();
        }

        public String toString() {
            return s.toString();
        }

        public int hashCode() {
            return s.hashCode();
        }

        public boolean equals(Object o) {
            return o == this || s.equals(o);
        }
    }

    /* ---- sorted and navigable views: unmodifiable, synchronized, empty ---- */

    public static <T> NavigableSet<T> unmodifiableNavigableSet(NavigableSet<T> s) {
        return new UnmodifiableNavigableSet<T>(s);
    }

    static class UnmodifiableNavigableSet<E> extends UnmodifiableSortedSet<E> implements NavigableSet<E> {
        private static final long serialVersionUID = -6027448201786391929L;
        private final NavigableSet<E> ns;

        UnmodifiableNavigableSet(NavigableSet<E> s) {
            super(s);
            ns = s;
        }

        public E lower(E e) { return ns.lower(e); }
        public E floor(E e) { return ns.floor(e); }
        public E ceiling(E e) { return ns.ceiling(e); }
        public E higher(E e) { return ns.higher(e); }
        public E pollFirst() { throw new UnsupportedOperationException(); }
        public E pollLast() { throw new UnsupportedOperationException(); }

        public NavigableSet<E> descendingSet() {
            return new UnmodifiableNavigableSet<E>(ns.descendingSet());
        }

        public Iterator<E> descendingIterator() {
            return descendingSet().iterator();
        }

        public NavigableSet<E> subSet(E fromElement, boolean fromInclusive, E toElement, boolean toInclusive) {
            return new UnmodifiableNavigableSet<E>(ns.subSet(fromElement, fromInclusive, toElement, toInclusive));
        }

        public NavigableSet<E> headSet(E toElement, boolean inclusive) {
            return new UnmodifiableNavigableSet<E>(ns.headSet(toElement, inclusive));
        }

        public NavigableSet<E> tailSet(E fromElement, boolean inclusive) {
            return new UnmodifiableNavigableSet<E>(ns.tailSet(fromElement, inclusive));
        }
    }

    @SuppressWarnings("unchecked")
    public static <K, V> SortedMap<K, V> unmodifiableSortedMap(SortedMap<K, ? extends V> m) {
        return new UnmodifiableSortedMap<K, V>((SortedMap<K, V>) m);
    }

    static class UnmodifiableSortedMap<K, V> extends UnmodifiableMap<K, V> implements SortedMap<K, V> {
        private static final long serialVersionUID = -8806743815996713206L;
        private final SortedMap<K, V> sm;

        UnmodifiableSortedMap(SortedMap<K, V> m) {
            super(m);
            sm = m;
        }

        public Comparator<? super K> comparator() { return sm.comparator(); }
        public SortedMap<K, V> subMap(K fromKey, K toKey) { return new UnmodifiableSortedMap<K, V>(sm.subMap(fromKey, toKey)); }
        public SortedMap<K, V> headMap(K toKey) { return new UnmodifiableSortedMap<K, V>(sm.headMap(toKey)); }
        public SortedMap<K, V> tailMap(K fromKey) { return new UnmodifiableSortedMap<K, V>(sm.tailMap(fromKey)); }
        public K firstKey() { return sm.firstKey(); }
        public K lastKey() { return sm.lastKey(); }
    }

    @SuppressWarnings("unchecked")
    public static <K, V> NavigableMap<K, V> unmodifiableNavigableMap(NavigableMap<K, ? extends V> m) {
        return new UnmodifiableNavigableMap<K, V>((NavigableMap<K, V>) m);
    }

    static class UnmodifiableNavigableMap<K, V> extends UnmodifiableSortedMap<K, V> implements NavigableMap<K, V> {
        private static final long serialVersionUID = -4858195264774772197L;
        private final NavigableMap<K, V> nm;

        UnmodifiableNavigableMap(NavigableMap<K, V> m) {
            super(m);
            nm = m;
        }

        /* Entries handed out cannot change the map. */
        private static <K, V> Map.Entry<K, V> frozen(Map.Entry<K, V> e) {
            return e == null ? null : new AbstractMap.SimpleImmutableEntry<K, V>(e);
        }

        public K lowerKey(K key) { return nm.lowerKey(key); }
        public K floorKey(K key) { return nm.floorKey(key); }
        public K ceilingKey(K key) { return nm.ceilingKey(key); }
        public K higherKey(K key) { return nm.higherKey(key); }
        public Map.Entry<K, V> lowerEntry(K key) { return frozen(nm.lowerEntry(key)); }
        public Map.Entry<K, V> floorEntry(K key) { return frozen(nm.floorEntry(key)); }
        public Map.Entry<K, V> ceilingEntry(K key) { return frozen(nm.ceilingEntry(key)); }
        public Map.Entry<K, V> higherEntry(K key) { return frozen(nm.higherEntry(key)); }
        public Map.Entry<K, V> firstEntry() { return frozen(nm.firstEntry()); }
        public Map.Entry<K, V> lastEntry() { return frozen(nm.lastEntry()); }
        public Map.Entry<K, V> pollFirstEntry() { throw new UnsupportedOperationException(); }
        public Map.Entry<K, V> pollLastEntry() { throw new UnsupportedOperationException(); }
        public NavigableMap<K, V> descendingMap() { return new UnmodifiableNavigableMap<K, V>(nm.descendingMap()); }
        public NavigableSet<K> navigableKeySet() { return unmodifiableNavigableSet(nm.navigableKeySet()); }
        public NavigableSet<K> descendingKeySet() { return unmodifiableNavigableSet(nm.descendingKeySet()); }

        public NavigableMap<K, V> subMap(K fromKey, boolean fromInclusive, K toKey, boolean toInclusive) {
            return new UnmodifiableNavigableMap<K, V>(nm.subMap(fromKey, fromInclusive, toKey, toInclusive));
        }

        public NavigableMap<K, V> headMap(K toKey, boolean inclusive) {
            return new UnmodifiableNavigableMap<K, V>(nm.headMap(toKey, inclusive));
        }

        public NavigableMap<K, V> tailMap(K fromKey, boolean inclusive) {
            return new UnmodifiableNavigableMap<K, V>(nm.tailMap(fromKey, inclusive));
        }
    }

    public static <E> SortedSet<E> emptySortedSet() {
        return emptyNavigableSet();
    }

    public static <E> NavigableSet<E> emptyNavigableSet() {
        return new UnmodifiableNavigableSet<E>(new TreeSet<E>());
    }

    public static <K, V> SortedMap<K, V> emptySortedMap() {
        return emptyNavigableMap();
    }

    public static <K, V> NavigableMap<K, V> emptyNavigableMap() {
        return new UnmodifiableNavigableMap<K, V>(new TreeMap<K, V>());
    }

    public static <T> SortedSet<T> synchronizedSortedSet(SortedSet<T> s) {
        return new SynchronizedSortedSet<T>(s);
    }

    public static <T> NavigableSet<T> synchronizedNavigableSet(NavigableSet<T> s) {
        return new SynchronizedNavigableSet<T>(s);
    }

    /* Views made from a synchronized set or map lock the same mutex as it. */
    static class SynchronizedSortedSet<E> extends SynchronizedSet<E> implements SortedSet<E> {
        private static final long serialVersionUID = 8695801310862127406L;
        private final SortedSet<E> ss;

        SynchronizedSortedSet(SortedSet<E> s) {
            super(s);
            ss = s;
        }

        SynchronizedSortedSet(SortedSet<E> s, Object mutex) {
            super(s, mutex);
            ss = s;
        }

        public Comparator<? super E> comparator() { synchronized (mutex) { return ss.comparator(); } }
        public SortedSet<E> subSet(E fromElement, E toElement) { synchronized (mutex) { return new SynchronizedSortedSet<E>(ss.subSet(fromElement, toElement), mutex); } }
        public SortedSet<E> headSet(E toElement) { synchronized (mutex) { return new SynchronizedSortedSet<E>(ss.headSet(toElement), mutex); } }
        public SortedSet<E> tailSet(E fromElement) { synchronized (mutex) { return new SynchronizedSortedSet<E>(ss.tailSet(fromElement), mutex); } }
        public E first() { synchronized (mutex) { return ss.first(); } }
        public E last() { synchronized (mutex) { return ss.last(); } }
    }

    static class SynchronizedNavigableSet<E> extends SynchronizedSortedSet<E> implements NavigableSet<E> {
        private static final long serialVersionUID = -5505529816273629798L;
        private final NavigableSet<E> ns;

        SynchronizedNavigableSet(NavigableSet<E> s) {
            super(s);
            ns = s;
        }

        SynchronizedNavigableSet(NavigableSet<E> s, Object mutex) {
            super(s, mutex);
            ns = s;
        }

        public E lower(E e) { synchronized (mutex) { return ns.lower(e); } }
        public E floor(E e) { synchronized (mutex) { return ns.floor(e); } }
        public E ceiling(E e) { synchronized (mutex) { return ns.ceiling(e); } }
        public E higher(E e) { synchronized (mutex) { return ns.higher(e); } }
        public E pollFirst() { synchronized (mutex) { return ns.pollFirst(); } }
        public E pollLast() { synchronized (mutex) { return ns.pollLast(); } }
        public NavigableSet<E> descendingSet() { synchronized (mutex) { return new SynchronizedNavigableSet<E>(ns.descendingSet(), mutex); } }
        public Iterator<E> descendingIterator() { synchronized (mutex) { return descendingSet().iterator(); } }
        public NavigableSet<E> subSet(E fromElement, boolean fromInclusive, E toElement, boolean toInclusive) { synchronized (mutex) { return new SynchronizedNavigableSet<E>(ns.subSet(fromElement, fromInclusive, toElement, toInclusive), mutex); } }
        public NavigableSet<E> headSet(E toElement, boolean inclusive) { synchronized (mutex) { return new SynchronizedNavigableSet<E>(ns.headSet(toElement, inclusive), mutex); } }
        public NavigableSet<E> tailSet(E fromElement, boolean inclusive) { synchronized (mutex) { return new SynchronizedNavigableSet<E>(ns.tailSet(fromElement, inclusive), mutex); } }
        public SortedSet<E> subSet(E fromElement, E toElement) { return subSet(fromElement, true, toElement, false); }
        public SortedSet<E> headSet(E toElement) { return headSet(toElement, false); }
        public SortedSet<E> tailSet(E fromElement) { return tailSet(fromElement, true); }
    }

    public static <K, V> SortedMap<K, V> synchronizedSortedMap(SortedMap<K, V> m) {
        return new SynchronizedSortedMap<K, V>(m);
    }

    public static <K, V> NavigableMap<K, V> synchronizedNavigableMap(NavigableMap<K, V> m) {
        return new SynchronizedNavigableMap<K, V>(m);
    }

    static class SynchronizedSortedMap<K, V> extends SynchronizedMap<K, V> implements SortedMap<K, V> {
        private static final long serialVersionUID = -8798146769416483793L;
        private final SortedMap<K, V> sm;

        SynchronizedSortedMap(SortedMap<K, V> m) {
            super(m);
            sm = m;
        }

        SynchronizedSortedMap(SortedMap<K, V> m, Object mutex) {
            super(m, mutex);
            sm = m;
        }

        public Comparator<? super K> comparator() { synchronized (mutex) { return sm.comparator(); } }
        public SortedMap<K, V> subMap(K fromKey, K toKey) { synchronized (mutex) { return new SynchronizedSortedMap<K, V>(sm.subMap(fromKey, toKey), mutex); } }
        public SortedMap<K, V> headMap(K toKey) { synchronized (mutex) { return new SynchronizedSortedMap<K, V>(sm.headMap(toKey), mutex); } }
        public SortedMap<K, V> tailMap(K fromKey) { synchronized (mutex) { return new SynchronizedSortedMap<K, V>(sm.tailMap(fromKey), mutex); } }
        public K firstKey() { synchronized (mutex) { return sm.firstKey(); } }
        public K lastKey() { synchronized (mutex) { return sm.lastKey(); } }
    }

    static class SynchronizedNavigableMap<K, V> extends SynchronizedSortedMap<K, V> implements NavigableMap<K, V> {
        private static final long serialVersionUID = 699392247599746807L;
        private final NavigableMap<K, V> nm;

        SynchronizedNavigableMap(NavigableMap<K, V> m) {
            super(m);
            nm = m;
        }

        SynchronizedNavigableMap(NavigableMap<K, V> m, Object mutex) {
            super(m, mutex);
            nm = m;
        }

        public Map.Entry<K, V> lowerEntry(K key) { synchronized (mutex) { return nm.lowerEntry(key); } }
        public K lowerKey(K key) { synchronized (mutex) { return nm.lowerKey(key); } }
        public Map.Entry<K, V> floorEntry(K key) { synchronized (mutex) { return nm.floorEntry(key); } }
        public K floorKey(K key) { synchronized (mutex) { return nm.floorKey(key); } }
        public Map.Entry<K, V> ceilingEntry(K key) { synchronized (mutex) { return nm.ceilingEntry(key); } }
        public K ceilingKey(K key) { synchronized (mutex) { return nm.ceilingKey(key); } }
        public Map.Entry<K, V> higherEntry(K key) { synchronized (mutex) { return nm.higherEntry(key); } }
        public K higherKey(K key) { synchronized (mutex) { return nm.higherKey(key); } }
        public Map.Entry<K, V> firstEntry() { synchronized (mutex) { return nm.firstEntry(); } }
        public Map.Entry<K, V> lastEntry() { synchronized (mutex) { return nm.lastEntry(); } }
        public Map.Entry<K, V> pollFirstEntry() { synchronized (mutex) { return nm.pollFirstEntry(); } }
        public Map.Entry<K, V> pollLastEntry() { synchronized (mutex) { return nm.pollLastEntry(); } }
        public NavigableMap<K, V> descendingMap() { synchronized (mutex) { return new SynchronizedNavigableMap<K, V>(nm.descendingMap(), mutex); } }
        public NavigableSet<K> navigableKeySet() { synchronized (mutex) { return new SynchronizedNavigableSet<K>(nm.navigableKeySet(), mutex); } }
        public NavigableSet<K> descendingKeySet() { synchronized (mutex) { return new SynchronizedNavigableSet<K>(nm.descendingKeySet(), mutex); } }
        public NavigableMap<K, V> subMap(K fromKey, boolean fromInclusive, K toKey, boolean toInclusive) { synchronized (mutex) { return new SynchronizedNavigableMap<K, V>(nm.subMap(fromKey, fromInclusive, toKey, toInclusive), mutex); } }
        public NavigableMap<K, V> headMap(K toKey, boolean inclusive) { synchronized (mutex) { return new SynchronizedNavigableMap<K, V>(nm.headMap(toKey, inclusive), mutex); } }
        public NavigableMap<K, V> tailMap(K fromKey, boolean inclusive) { synchronized (mutex) { return new SynchronizedNavigableMap<K, V>(nm.tailMap(fromKey, inclusive), mutex); } }
        public SortedMap<K, V> subMap(K fromKey, K toKey) { return subMap(fromKey, true, toKey, false); }
        public SortedMap<K, V> headMap(K toKey) { return headMap(toKey, false); }
        public SortedMap<K, V> tailMap(K fromKey) { return tailMap(fromKey, true); }
    }

    /* A last-in-first-out queue over a deque: add and offer push, remove and poll pop. */
    public static <E> Collection<E> checkedCollection(Collection<E> c, Class<E> type) {
        return new CheckedCollections.CheckedCollection<E>(c, type);
    }

    public static <E> Queue<E> checkedQueue(Queue<E> queue, Class<E> type) {
        return new CheckedCollections.CheckedQueue<E>(queue, type);
    }

    public static <E> Set<E> checkedSet(Set<E> s, Class<E> type) {
        return new CheckedCollections.CheckedSet<E>(s, type);
    }

    public static <E> SortedSet<E> checkedSortedSet(SortedSet<E> s, Class<E> type) {
        return new CheckedCollections.CheckedSortedSet<E>(s, type);
    }

    public static <E> NavigableSet<E> checkedNavigableSet(NavigableSet<E> s, Class<E> type) {
        return new CheckedCollections.CheckedNavigableSet<E>(s, type);
    }

    public static <E> List<E> checkedList(List<E> list, Class<E> type) {
        return list instanceof RandomAccess ? new CheckedCollections.CheckedRandomAccessList<E>(list, type)
                : new CheckedCollections.CheckedList<E>(list, type);
    }

    public static <K, V> Map<K, V> checkedMap(Map<K, V> m, Class<K> keyType, Class<V> valueType) {
        return new CheckedCollections.CheckedMap<K, V>(m, keyType, valueType);
    }

    public static <K, V> SortedMap<K, V> checkedSortedMap(SortedMap<K, V> m, Class<K> keyType, Class<V> valueType) {
        return new CheckedCollections.CheckedSortedMap<K, V>(m, keyType, valueType);
    }

    public static <K, V> NavigableMap<K, V> checkedNavigableMap(NavigableMap<K, V> m, Class<K> keyType, Class<V> valueType) {
        return new CheckedCollections.CheckedNavigableMap<K, V>(m, keyType, valueType);
    }

    public static <T> Queue<T> asLifoQueue(Deque<T> deque) {
        return new AsLIFOQueue<T>(Objects.requireNonNull(deque));
    }

    static class AsLIFOQueue<E> extends AbstractQueue<E> implements Queue<E>, java.io.Serializable {
        private static final long serialVersionUID = 1802017725587941708L;
        private final Deque<E> q;

        AsLIFOQueue(Deque<E> q) {
            this.q = q;
        }

        public boolean add(E e) { q.addFirst(e); return true; }
        public boolean offer(E e) { return q.offerFirst(e); }
        public E poll() { return q.pollFirst(); }
        public E remove() { return q.removeFirst(); }
        public E peek() { return q.peekFirst(); }
        public E element() { return q.getFirst(); }
        public void clear() { q.clear(); }
        public int size() { return q.size(); }
        public boolean isEmpty() { return q.isEmpty(); }
        public boolean contains(Object o) { return q.contains(o); }
        public boolean remove(Object o) { return q.remove(o); }
        public Iterator<E> iterator() { return q.iterator(); }
        public Object[] toArray() { return q.toArray(); }
        public <T> T[] toArray(T[] a) { return q.toArray(a); }
        public String toString() { return q.toString(); }
        public boolean containsAll(Collection<?> c) { return q.containsAll(c); }
        public boolean removeAll(Collection<?> c) { return q.removeAll(c); }
        public boolean retainAll(Collection<?> c) { return q.retainAll(c); }
    }
}
