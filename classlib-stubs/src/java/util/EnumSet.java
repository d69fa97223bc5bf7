package java.util;

/*
 * A set of constants of one enum type, stored as a bit vector indexed by ordinal, so
 * iteration follows declaration order.
 */
public abstract class EnumSet<E extends Enum<E>> extends AbstractSet<E> implements Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 1009687484059888093L;

    final transient Class<E> elementType;
    final transient Enum<?>[] universe;

    EnumSet(Class<E> elementType, Enum<?>[] universe) {
        this.elementType = elementType;
        this.universe = universe;
    }

    /* The JDK's serialized form: the element type and the elements. */
    private static class SerializationProxy<E extends Enum<E>> implements java.io.Serializable {
        private static final long serialVersionUID = 362491234563181265L;
        private final Class<E> elementType;
        private final Enum<?>[] elements;

        SerializationProxy(EnumSet<E> set) {
            elementType = set.elementType;
            elements = set.toArray(new Enum<?>[0]);
        }

        @SuppressWarnings("unchecked")
        private Object readResolve() {
            EnumSet<E> result = EnumSet.noneOf(elementType);
            for (Enum<?> e : elements)
                result.add((E) e);
            return result;
        }
    }

    Object writeReplace() {
        return new SerializationProxy<E>(this);
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.InvalidObjectException {
        throw new java.io.InvalidObjectException("Proxy required");
    }

    static <E extends Enum<E>> Enum<?>[] universeOf(Class<E> elementType) {
        E[] constants = elementType.getEnumConstants();
        if (constants == null)
            throw new ClassCastException(elementType + " not an enum");
        return constants;
    }

    public static <E extends Enum<E>> EnumSet<E> noneOf(Class<E> elementType) {
        return new BitEnumSet<E>(elementType, universeOf(elementType));
    }

    public static <E extends Enum<E>> EnumSet<E> allOf(Class<E> elementType) {
        EnumSet<E> result = noneOf(elementType);
        result.addAll();
        return result;
    }

    abstract void addAll();

    abstract void addRange(E from, E to);

    abstract void complement();

    public static <E extends Enum<E>> EnumSet<E> copyOf(EnumSet<E> s) {
        return s.clone();
    }

    public static <E extends Enum<E>> EnumSet<E> copyOf(Collection<E> c) {
        if (c instanceof EnumSet)
            return ((EnumSet<E>) c).clone();
        if (c.isEmpty())
            throw new IllegalArgumentException("Collection is empty");
        Iterator<E> i = c.iterator();
        E first = i.next();
        EnumSet<E> result = EnumSet.of(first);
        while (i.hasNext())
            result.add(i.next());
        return result;
    }

    public static <E extends Enum<E>> EnumSet<E> complementOf(EnumSet<E> s) {
        EnumSet<E> result = copyOf(s);
        result.complement();
        return result;
    }

    public static <E extends Enum<E>> EnumSet<E> of(E e) {
        EnumSet<E> result = noneOf(e.getDeclaringClass());
        result.add(e);
        return result;
    }

    public static <E extends Enum<E>> EnumSet<E> of(E e1, E e2) {
        EnumSet<E> result = noneOf(e1.getDeclaringClass());
        result.add(e1);
        result.add(e2);
        return result;
    }

    public static <E extends Enum<E>> EnumSet<E> of(E e1, E e2, E e3) {
        EnumSet<E> result = noneOf(e1.getDeclaringClass());
        result.add(e1);
        result.add(e2);
        result.add(e3);
        return result;
    }

    public static <E extends Enum<E>> EnumSet<E> of(E e1, E e2, E e3, E e4) {
        EnumSet<E> result = noneOf(e1.getDeclaringClass());
        result.add(e1);
        result.add(e2);
        result.add(e3);
        result.add(e4);
        return result;
    }

    public static <E extends Enum<E>> EnumSet<E> of(E e1, E e2, E e3, E e4, E e5) {
        EnumSet<E> result = noneOf(e1.getDeclaringClass());
        result.add(e1);
        result.add(e2);
        result.add(e3);
        result.add(e4);
        result.add(e5);
        return result;
    }

    @SafeVarargs
    public static <E extends Enum<E>> EnumSet<E> of(E first, E... rest) {
        EnumSet<E> result = noneOf(first.getDeclaringClass());
        result.add(first);
        for (E e : rest)
            result.add(e);
        return result;
    }

    public static <E extends Enum<E>> EnumSet<E> range(E from, E to) {
        if (from.compareTo(to) > 0)
            throw new IllegalArgumentException(from + " > " + to);
        EnumSet<E> result = noneOf(from.getDeclaringClass());
        result.addRange(from, to);
        return result;
    }

    @SuppressWarnings("unchecked")
    public EnumSet<E> clone() {
        try {
            return (EnumSet<E>) super.clone();
        } catch (CloneNotSupportedException e) {
            throw new AssertionError(e);
        }
    }

    final void typeCheck(E e) {
        Class<?> eClass = e.getClass();
        if (eClass != elementType && eClass.getSuperclass() != elementType)
            throw new ClassCastException(eClass + " != " + elementType);
    }
}

final class BitEnumSet<E extends Enum<E>> extends EnumSet<E> {
    private static final long serialVersionUID = 1L;
    private long[] bits;
    private int size;

    BitEnumSet(Class<E> elementType, Enum<?>[] universe) {
        super(elementType, universe);
        bits = new long[(universe.length + 63) >>> 6];
    }

    private boolean has(int ordinal) {
        return (bits[ordinal >>> 6] & (1L << ordinal)) != 0;
    }

    void addRange(E from, E to) {
        for (int i = from.ordinal(); i <= to.ordinal(); i++)
            if (!has(i)) {
                bits[i >>> 6] |= 1L << i;
                size++;
            }
    }

    void addAll() {
        for (int i = 0; i < universe.length; i++)
            bits[i >>> 6] |= 1L << i;
        size = universe.length;
    }

    void complement() {
        for (int i = 0; i < universe.length; i++)
            bits[i >>> 6] ^= 1L << i;
        size = universe.length - size;
    }

    public Iterator<E> iterator() {
        return new Iterator<E>() {
            int next = advance(0);
            int lastReturned = -1;

            private int advance(int from) {
                int i = from;
                while (i < universe.length && !has(i))
                    i++;
                return i;
            }

            public boolean hasNext() {
                return next < universe.length;
            }

            @SuppressWarnings("unchecked")
            public E next() {
                if (next >= universe.length)
                    throw new NoSuchElementException();
                lastReturned = next;
                next = advance(next + 1);
                return (E) universe[lastReturned];
            }

            public void remove() {
                if (lastReturned < 0)
                    throw new IllegalStateException();
                if (has(lastReturned)) {
                    bits[lastReturned >>> 6] &= ~(1L << lastReturned);
                    size--;
                }
                lastReturned = -1;
            }
        };
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public boolean contains(Object e) {
        if (e == null)
            return false;
        Class<?> eClass = e.getClass();
        if (eClass != elementType && eClass.getSuperclass() != elementType)
            return false;
        return has(((Enum<?>) e).ordinal());
    }

    public boolean add(E e) {
        typeCheck(e);
        int o = e.ordinal();
        if (has(o))
            return false;
        bits[o >>> 6] |= 1L << o;
        size++;
        return true;
    }

    public boolean remove(Object e) {
        if (!contains(e))
            return false;
        int o = ((Enum<?>) e).ordinal();
        bits[o >>> 6] &= ~(1L << o);
        size--;
        return true;
    }

    public void clear() {
        for (int i = 0; i < bits.length; i++)
            bits[i] = 0;
        size = 0;
    }

    public BitEnumSet<E> clone() {
        BitEnumSet<E> result = (BitEnumSet<E>) super.clone();
        result.bits = bits.clone();
        return result;
    }
}
