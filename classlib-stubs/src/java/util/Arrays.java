package java.util;

import java.util.function.Consumer;
import java.util.function.IntFunction;
import java.util.function.IntUnaryOperator;
import java.util.function.UnaryOperator;

/*
 * Array utilities. Object sorts are a stable merge sort (the result of a stable sort is
 * fully determined by the comparator, so it equals the reference library's). Primitive
 * sorts are a quicksort; floating-point values are sorted through an order-preserving
 * mapping to integers, which puts -0.0 before 0.0 and NaN last as Double.compare does.
 */
public final class Arrays {
    /* Ranges up to this length are sorted by insertion. */
    private static final int SHORT_RANGE = 7;

    private Arrays() {
    }

    /* Range errors, reported in this order: reversed bounds, then the first bound that
       lies outside [0, length]. */
    static void checkSpan(int length, int fromIndex, int toIndex) {
        if (toIndex < fromIndex)
            throw new IllegalArgumentException("fromIndex(" + fromIndex + ") > toIndex(" + toIndex + ")");
        int outside;
        if (fromIndex < 0)
            outside = fromIndex;
        else if (toIndex > length)
            outside = toIndex;
        else
            return;
        throw new ArrayIndexOutOfBoundsException("Array index out of range: " + outside);
    }

    @SuppressWarnings("unchecked")
    static <T> T[] newArrayLike(T[] a, int length) {
        Class<?> type = a.getClass();
        if (type == Object[].class)
            return (T[]) new Object[length];
        return (T[]) java.lang.reflect.Array.newInstance(type.getComponentType(), length);
    }

    /* ---- primitive sorts ---- */

    public static void sort(int[] a, int fromIndex, int toIndex) {
        checkSpan(a.length, fromIndex, toIndex);
        quickSort(a, fromIndex, toIndex - 1);
    }

    public static void sort(long[] a, int fromIndex, int toIndex) {
        checkSpan(a.length, fromIndex, toIndex);
        quickSort(a, fromIndex, toIndex - 1);
    }

    public static void sort(short[] a, int fromIndex, int toIndex) {
        checkSpan(a.length, fromIndex, toIndex);
        int[] w = new int[toIndex - fromIndex];
        for (int i = 0; i < w.length; i++)
            w[i] = a[fromIndex + i];
        quickSort(w, 0, w.length - 1);
        for (int i = 0; i < w.length; i++)
            a[fromIndex + i] = (short) w[i];
    }

    public static void sort(char[] a, int fromIndex, int toIndex) {
        checkSpan(a.length, fromIndex, toIndex);
        int[] w = new int[toIndex - fromIndex];
        for (int i = 0; i < w.length; i++)
            w[i] = a[fromIndex + i];
        quickSort(w, 0, w.length - 1);
        for (int i = 0; i < w.length; i++)
            a[fromIndex + i] = (char) w[i];
    }

    public static void sort(byte[] a, int fromIndex, int toIndex) {
        checkSpan(a.length, fromIndex, toIndex);
        int[] w = new int[toIndex - fromIndex];
        for (int i = 0; i < w.length; i++)
            w[i] = a[fromIndex + i];
        quickSort(w, 0, w.length - 1);
        for (int i = 0; i < w.length; i++)
            a[fromIndex + i] = (byte) w[i];
    }

    /* Flipping the magnitude bits of negative values makes signed integer order match
       Double.compare order; the mapping is its own inverse. */
    public static void sort(float[] a, int fromIndex, int toIndex) {
        checkSpan(a.length, fromIndex, toIndex);
        int[] w = new int[toIndex - fromIndex];
        for (int i = 0; i < w.length; i++) {
            int bits = Float.floatToIntBits(a[fromIndex + i]);
            w[i] = bits ^ ((bits >> 31) & 0x7fffffff);
        }
        quickSort(w, 0, w.length - 1);
        for (int i = 0; i < w.length; i++)
            a[fromIndex + i] = Float.intBitsToFloat(w[i] ^ ((w[i] >> 31) & 0x7fffffff));
    }

    public static void sort(double[] a, int fromIndex, int toIndex) {
        checkSpan(a.length, fromIndex, toIndex);
        long[] w = new long[toIndex - fromIndex];
        for (int i = 0; i < w.length; i++) {
            long bits = Double.doubleToLongBits(a[fromIndex + i]);
            w[i] = bits ^ ((bits >> 63) & 0x7fffffffffffffffL);
        }
        quickSort(w, 0, w.length - 1);
        for (int i = 0; i < w.length; i++)
            a[fromIndex + i] = Double.longBitsToDouble(w[i] ^ ((w[i] >> 63) & 0x7fffffffffffffffL));
    }

    private static void quickSort(int[] a, int lo, int hi) {
        while (hi - lo >= SHORT_RANGE) {
            int mid = (lo + hi) >>> 1;
            if (a[mid] < a[lo]) swap(a, mid, lo);
            if (a[hi] < a[lo]) swap(a, hi, lo);
            if (a[hi] < a[mid]) swap(a, hi, mid);
            int pivot = a[mid];
            int i = lo, j = hi;
            while (i <= j) {
                while (a[i] < pivot) i++;
                while (a[j] > pivot) j--;
                if (i <= j) {
                    swap(a, i, j);
                    i++;
                    j--;
                }
            }
            /* Recurse into the smaller part to bound the stack depth. */
            if (j - lo < hi - i) {
                quickSort(a, lo, j);
                lo = i;
            } else {
                quickSort(a, i, hi);
                hi = j;
            }
        }
        for (int i = lo + 1; i <= hi; i++) {
            int v = a[i];
            int j = i - 1;
            while (j >= lo && a[j] > v) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    private static void swap(int[] a, int i, int j) {
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    private static void quickSort(long[] a, int lo, int hi) {
        while (hi - lo >= SHORT_RANGE) {
            int mid = (lo + hi) >>> 1;
            if (a[mid] < a[lo]) swap(a, mid, lo);
            if (a[hi] < a[lo]) swap(a, hi, lo);
            if (a[hi] < a[mid]) swap(a, hi, mid);
            long pivot = a[mid];
            int i = lo, j = hi;
            while (i <= j) {
                while (a[i] < pivot) i++;
                while (a[j] > pivot) j--;
                if (i <= j) {
                    swap(a, i, j);
                    i++;
                    j--;
                }
            }
            if (j - lo < hi - i) {
                quickSort(a, lo, j);
                lo = i;
            } else {
                quickSort(a, i, hi);
                hi = j;
            }
        }
        for (int i = lo + 1; i <= hi; i++) {
            long v = a[i];
            int j = i - 1;
            while (j >= lo && a[j] > v) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    private static void swap(long[] a, int i, int j) {
        long t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    /* ---- object sorts ---- */

    public static void sort(Object[] a) {
        sort(a, 0, a.length);
    }

    public static void sort(Object[] a, int fromIndex, int toIndex) {
        checkSpan(a.length, fromIndex, toIndex);
        mergeSort(a, fromIndex, toIndex, null);
    }

    public static <T> void sort(T[] a, Comparator<? super T> c) {
        sort(a, 0, a.length, c);
    }

    public static <T> void sort(T[] a, int fromIndex, int toIndex, Comparator<? super T> c) {
        checkSpan(a.length, fromIndex, toIndex);
        mergeSort(a, fromIndex, toIndex, c);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static int cmp(Object x, Object y, Comparator c) {
        if (c == null)
            return ((Comparable) x).compareTo(y);
        return c.compare(x, y);
    }

    private static void mergeSort(Object[] a, int from, int to, Comparator<?> c) {
        int n = to - from;
        if (n < 2)
            return;
        Object[] tmp = new Object[n];
        mergeSort(a, tmp, from, to, c);
    }

    /* Sorts a[lo, hi) stably using tmp (indexed from 0) as scratch space. */
    private static void mergeSort(Object[] a, Object[] tmp, int lo, int hi, Comparator<?> c) {
        int n = hi - lo;
        if (n <= SHORT_RANGE) {
            for (int i = lo + 1; i < hi; i++) {
                Object v = a[i];
                int j = i - 1;
                while (j >= lo && cmp(a[j], v, c) > 0) {
                    a[j + 1] = a[j];
                    j--;
                }
                a[j + 1] = v;
            }
            return;
        }
        int mid = (lo + hi) >>> 1;
        mergeSort(a, tmp, lo, mid, c);
        mergeSort(a, tmp, mid, hi, c);
        if (cmp(a[mid - 1], a[mid], c) <= 0)
            return;
        int left = mid - lo;
        System.arraycopy(a, lo, tmp, 0, left);
        int i = 0, j = mid, k = lo;
        while (i < left && j < hi) {
            if (cmp(a[j], tmp[i], c) < 0)
                a[k++] = a[j++];
            else
                a[k++] = tmp[i++];
        }
        while (i < left)
            a[k++] = tmp[i++];
    }

    /* ---- object searching ---- */

    public static int binarySearch(Object[] a, Object key) {
        return search(a, 0, a.length, key, null);
    }

    public static int binarySearch(Object[] a, int fromIndex, int toIndex, Object key) {
        checkSpan(a.length, fromIndex, toIndex);
        return search(a, fromIndex, toIndex, key, null);
    }

    public static <T> int binarySearch(T[] a, T key, Comparator<? super T> c) {
        return search(a, 0, a.length, key, c);
    }

    public static <T> int binarySearch(T[] a, int fromIndex, int toIndex, T key, Comparator<? super T> c) {
        checkSpan(a.length, fromIndex, toIndex);
        return search(a, fromIndex, toIndex, key, c);
    }

    /* As the primitive searches: halves [lo, hi) around its lower middle. Without a
       comparator the probed element is the receiver (a null one is named midVal). */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static int search(Object[] a, int lo, int hi, Object key, Comparator c) {
        while (lo < hi) {
            int mid = (lo + hi - 1) >>> 1;
            int order;
            if (c == null) {
                Comparable midVal = (Comparable) a[mid];
                order = midVal.compareTo(key);
            } else {
                order = c.compare(a[mid], key);
            }
            if (order == 0)
                return mid;
            if (order < 0)
                lo = mid + 1;
            else
                hi = mid;
        }
        return -1 - lo;
    }

    /* ---- Object[] equality, hashing, text ---- */

    public static boolean equals(Object[] a, Object[] a2) {
        if (a == a2)
            return true;
        if (a == null || a2 == null || a2.length != a.length)
            return false;
        for (int k = 0; k < a.length; k++)
            if (!Objects.equals(a[k], a2[k]))
                return false;
        return true;
    }

    public static int hashCode(Object[] a) {
        if (a == null)
            return 0;
        int h = 1;
        for (int k = 0; k < a.length; k++)
            h = 31 * h + Objects.hashCode(a[k]);
        return h;
    }

    public static int deepHashCode(Object[] a) {
        if (a == null)
            return 0;
        int h = 1;
        for (int k = 0; k < a.length; k++)
            h = 31 * h + deepHashOf(a[k]);
        return h;
    }

    /* Arrays (of any type) by content, anything else by its own hashCode. */
    private static int deepHashOf(Object e) {
        if (e instanceof Object[])
            return deepHashCode((Object[]) e);
        if (e instanceof int[])
            return hashCode((int[]) e);
        if (e instanceof long[])
            return hashCode((long[]) e);
        if (e instanceof double[])
            return hashCode((double[]) e);
        if (e instanceof float[])
            return hashCode((float[]) e);
        if (e instanceof char[])
            return hashCode((char[]) e);
        if (e instanceof short[])
            return hashCode((short[]) e);
        if (e instanceof byte[])
            return hashCode((byte[]) e);
        if (e instanceof boolean[])
            return hashCode((boolean[]) e);
        return Objects.hashCode(e);
    }

    public static boolean deepEquals(Object[] a1, Object[] a2) {
        if (a1 == a2)
            return true;
        if (a1 == null || a2 == null || a1.length != a2.length)
            return false;
        for (int k = 0; k < a1.length; k++) {
            Object x = a1[k];
            Object y = a2[k];
            if (x != y && (x == null || !sameDeep(x, y)))
                return false;
        }
        return true;
    }

    /* Deep equality of two non-null values: arrays of the same kind by content (object
       arrays recursively), everything else, including arrays of different kinds,
       through x.equals(y). Objects.deepEquals uses it too. */
    static boolean sameDeep(Object x, Object y) {
        if (x instanceof Object[])
            return (y instanceof Object[]) ? deepEquals((Object[]) x, (Object[]) y) : x.equals(y);
        if (x instanceof int[] && y instanceof int[])
            return equals((int[]) x, (int[]) y);
        if (x instanceof long[] && y instanceof long[])
            return equals((long[]) x, (long[]) y);
        if (x instanceof double[] && y instanceof double[])
            return equals((double[]) x, (double[]) y);
        if (x instanceof float[] && y instanceof float[])
            return equals((float[]) x, (float[]) y);
        if (x instanceof char[] && y instanceof char[])
            return equals((char[]) x, (char[]) y);
        if (x instanceof short[] && y instanceof short[])
            return equals((short[]) x, (short[]) y);
        if (x instanceof byte[] && y instanceof byte[])
            return equals((byte[]) x, (byte[]) y);
        if (x instanceof boolean[] && y instanceof boolean[])
            return equals((boolean[]) x, (boolean[]) y);
        return x.equals(y);
    }

    public static String toString(Object[] a) {
        if (a == null)
            return "null";
        StringBuilder sb = new StringBuilder().append('[');
        for (int k = 0; k < a.length; k++) {
            if (k != 0)
                sb.append(", ");
            sb.append(String.valueOf(a[k]));
        }
        return sb.append(']').toString();
    }

    public static String deepToString(Object[] a) {
        if (a == null)
            return "null";
        StringBuilder sb = new StringBuilder();
        appendDeep(sb, a, new java.util.ArrayList<Object[]>());
        return sb.toString();
    }

    /* path holds the object arrays being printed around this one; meeting one of them
       again (by identity) prints [...] instead of recursing. */
    private static void appendDeep(StringBuilder sb, Object[] a, List<Object[]> path) {
        path.add(a);
        sb.append('[');
        for (int k = 0; k < a.length; k++) {
            if (k != 0)
                sb.append(", ");
            Object e = a[k];
            if (e instanceof Object[]) {
                if (onPath(path, e))
                    sb.append("[...]");
                else
                    appendDeep(sb, (Object[]) e, path);
            } else if (e != null && e.getClass().isArray()) {
                sb.append(primitiveText(e));
            } else {
                sb.append(String.valueOf(e));
            }
        }
        sb.append(']');
        path.remove(path.size() - 1);
    }

    private static String primitiveText(Object e) {
        if (e instanceof int[])
            return toString((int[]) e);
        if (e instanceof long[])
            return toString((long[]) e);
        if (e instanceof double[])
            return toString((double[]) e);
        if (e instanceof float[])
            return toString((float[]) e);
        if (e instanceof char[])
            return toString((char[]) e);
        if (e instanceof short[])
            return toString((short[]) e);
        if (e instanceof byte[])
            return toString((byte[]) e);
        return toString((boolean[]) e);
    }

    private static boolean onPath(List<Object[]> path, Object e) {
        for (int k = path.size() - 1; k >= 0; k--)
            if (path.get(k) == e)
                return true;
        return false;
    }

    /* ---- Object[] fill and copy ---- */

    public static void fill(Object[] a, Object val) {
        int n = a.length;
        for (int k = 0; k < n; k++)
            a[k] = val;
    }

    public static void fill(Object[] a, int fromIndex, int toIndex, Object val) {
        checkSpan(a.length, fromIndex, toIndex);
        for (int k = fromIndex; k < toIndex; k++)
            a[k] = val;
    }

    @SuppressWarnings("unchecked")
    public static <T> T[] copyOf(T[] original, int newLength) {
        return (T[]) copyOf(original, newLength, original.getClass());
    }

    public static <T, U> T[] copyOf(U[] original, int newLength, Class<? extends T[]> newType) {
        T[] copy = allocate(newType, newLength);
        transfer(original, original.length, 0, copy, newLength);
        return copy;
    }

    @SuppressWarnings("unchecked")
    public static <T> T[] copyOfRange(T[] original, int from, int to) {
        return copyOfRange(original, from, to, (Class<? extends T[]>) original.getClass());
    }

    public static <T, U> T[] copyOfRange(U[] original, int from, int to, Class<? extends T[]> newType) {
        int n = spanLength(from, to);
        T[] copy = allocate(newType, n);
        transfer(original, original.length, from, copy, n);
        return copy;
    }

    /* A new array of the given array class; plain Object[] without reflection. (The
       parameter's name shows in the message of a null type.) */
    @SuppressWarnings("unchecked")
    private static <T> T[] allocate(Class<? extends T[]> newType, int length) {
        if ((Object) newType == Object[].class)
            return (T[]) new Object[length];
        return (T[]) java.lang.reflect.Array.newInstance(newType.getComponentType(), length);
    }

    public static <T> void setAll(T[] array, IntFunction<? extends T> generator) {
        Objects.requireNonNull(generator);
        for (int k = 0; k < array.length; k++)
            array[k] = generator.apply(k);
    }

    public static void setAll(int[] array, IntUnaryOperator generator) {
        Objects.requireNonNull(generator);
        for (int k = 0; k < array.length; k++)
            array[k] = generator.applyAsInt(k);
    }

    /* ---- asList ---- */

    @SafeVarargs
    public static <T> List<T> asList(T... a) {
        return new ArrayList<T>(a);
    }

    /* The fixed-size list view of asList; its name and its one field are part of the
       serialized form. */
    private static class ArrayList<E> extends AbstractList<E> implements RandomAccess, java.io.Serializable {
        private static final long serialVersionUID = -2764017481108945198L;
        private final E[] a;

        ArrayList(E[] array) {
            a = Objects.requireNonNull(array);
        }

        public int size() {
            return a.length;
        }

        public E get(int index) {
            return a[index];
        }

        public E set(int index, E element) {
            E previous = a[index];
            a[index] = element;
            return previous;
        }

        public Object[] toArray() {
            Object[] out = new Object[a.length];
            System.arraycopy(a, 0, out, 0, out.length);
            return out;
        }

        /* The parameter keeps the interface's name: a null argument's message shows it. */
        public <T> T[] toArray(T[] a) {
            E[] mine = this.a;
            int n = mine.length;
            if (a.length < n) {
                @SuppressWarnings("unchecked")
                T[] grown = (T[]) Arrays.copyOf(mine, n, a.getClass());
                return grown;
            }
            System.arraycopy(mine, 0, a, 0, n);
            if (n < a.length)
                a[n] = null;
            return a;
        }

        public int indexOf(Object o) {
            for (int k = 0; k < a.length; k++)
                if (Objects.equals(o, a[k]))
                    return k;
            return -1;
        }

        public boolean contains(Object o) {
            return indexOf(o) != -1;
        }

        public void forEach(Consumer<? super E> action) {
            Objects.requireNonNull(action);
            for (int k = 0; k < a.length; k++)
                action.accept(a[k]);
        }

        public void replaceAll(UnaryOperator<E> operator) {
            Objects.requireNonNull(operator);
            for (int k = 0; k < a.length; k++)
                a[k] = operator.apply(a[k]);
        }

        public void sort(Comparator<? super E> c) {
            Arrays.sort(a, c);
        }

        public Iterator<E> iterator() {
            return new ArrayItr<E>(a);
        }
    }

    /* The iterator of the asList view (its class name is what Java 17 reports). */
    private static final class ArrayItr<E> implements Iterator<E> {
        private final E[] items;
        private int next;

        ArrayItr(E[] items) {
            this.items = items;
        }

        public boolean hasNext() {
            return next < items.length;
        }

        public E next() {
            if (next >= items.length)
                throw new NoSuchElementException();
            return items[next++];
        }
    }

    /* ---- per-type helpers for the primitive arrays ---- */

    private static int longHash(long bits) {
        return (int) (bits ^ (bits >>> 32));
    }

    /* Length of [from, to) for copyOfRange; the difference is tested, not the bounds,
       so an overflowing difference is reported the same way. */
    private static int spanLength(int from, int to) {
        int n = to - from;
        if (n < 0)
            throw new IllegalArgumentException(from + " > " + to);
        return n;
    }

    /* Copies from src (of srcLength elements, starting at from) to the start of dst,
       as much as both allow. */
    private static void transfer(Object src, int srcLength, int from, Object dst, int dstLength) {
        System.arraycopy(src, from, dst, 0, Math.min(srcLength - from, dstLength));
    }

    /* ---- int[] ---- */

    public static String toString(int[] a) {
        if (a == null)
            return "null";
        StringBuilder sb = new StringBuilder().append('[');
        for (int k = 0; k < a.length; k++) {
            if (k != 0)
                sb.append(", ");
            sb.append(a[k]);
        }
        return sb.append(']').toString();
    }

    public static boolean equals(int[] a, int[] a2) {
        if (a == a2)
            return true;
        if (a == null || a2 == null || a2.length != a.length)
            return false;
        for (int k = 0; k < a.length; k++)
            if (a[k] != a2[k])
                return false;
        return true;
    }

    public static int hashCode(int[] a) {
        if (a == null)
            return 0;
        int h = 1;
        for (int e : a)
            h = 31 * h + e;
        return h;
    }

    public static void fill(int[] a, int val) {
        int n = a.length;
        for (int k = 0; k < n; k++)
            a[k] = val;
    }

    public static void fill(int[] a, int fromIndex, int toIndex, int val) {
        checkSpan(a.length, fromIndex, toIndex);
        for (int k = fromIndex; k < toIndex; k++)
            a[k] = val;
    }

    public static int[] copyOf(int[] original, int newLength) {
        int[] copy = new int[newLength];
        transfer(original, original.length, 0, copy, newLength);
        return copy;
    }

    public static int[] copyOfRange(int[] original, int from, int to) {
        int n = spanLength(from, to);
        int[] copy = new int[n];
        transfer(original, original.length, from, copy, n);
        return copy;
    }

    public static int binarySearch(int[] a, int key) {
        return search(a, 0, a.length, key);
    }

    public static int binarySearch(int[] a, int fromIndex, int toIndex, int key) {
        checkSpan(a.length, fromIndex, toIndex);
        return search(a, fromIndex, toIndex, key);
    }

    /* Halves [lo, hi) around its lower middle; returns -(insertion point) - 1 if absent. */
    private static int search(int[] a, int lo, int hi, int key) {
        while (lo < hi) {
            int mid = (lo + hi - 1) >>> 1;
            int order = (a[mid] < key) ? -1 : (a[mid] == key ? 0 : 1);
            if (order == 0)
                return mid;
            if (order < 0)
                lo = mid + 1;
            else
                hi = mid;
        }
        return -1 - lo;
    }

    public static void sort(int[] a) {
        sort(a, 0, a.length);
    }

    /* ---- long[] ---- */

    public static String toString(long[] a) {
        if (a == null)
            return "null";
        StringBuilder sb = new StringBuilder().append('[');
        for (int k = 0; k < a.length; k++) {
            if (k != 0)
                sb.append(", ");
            sb.append(a[k]);
        }
        return sb.append(']').toString();
    }

    public static boolean equals(long[] a, long[] a2) {
        if (a == a2)
            return true;
        if (a == null || a2 == null || a2.length != a.length)
            return false;
        for (int k = 0; k < a.length; k++)
            if (a[k] != a2[k])
                return false;
        return true;
    }

    public static int hashCode(long[] a) {
        if (a == null)
            return 0;
        int h = 1;
        for (long e : a)
            h = 31 * h + (int) (e ^ (e >>> 32));
        return h;
    }

    public static void fill(long[] a, long val) {
        int n = a.length;
        for (int k = 0; k < n; k++)
            a[k] = val;
    }

    public static void fill(long[] a, int fromIndex, int toIndex, long val) {
        checkSpan(a.length, fromIndex, toIndex);
        for (int k = fromIndex; k < toIndex; k++)
            a[k] = val;
    }

    public static long[] copyOf(long[] original, int newLength) {
        long[] copy = new long[newLength];
        transfer(original, original.length, 0, copy, newLength);
        return copy;
    }

    public static long[] copyOfRange(long[] original, int from, int to) {
        int n = spanLength(from, to);
        long[] copy = new long[n];
        transfer(original, original.length, from, copy, n);
        return copy;
    }

    public static int binarySearch(long[] a, long key) {
        return search(a, 0, a.length, key);
    }

    public static int binarySearch(long[] a, int fromIndex, int toIndex, long key) {
        checkSpan(a.length, fromIndex, toIndex);
        return search(a, fromIndex, toIndex, key);
    }

    /* Halves [lo, hi) around its lower middle; returns -(insertion point) - 1 if absent. */
    private static int search(long[] a, int lo, int hi, long key) {
        while (lo < hi) {
            int mid = (lo + hi - 1) >>> 1;
            int order = (a[mid] < key) ? -1 : (a[mid] == key ? 0 : 1);
            if (order == 0)
                return mid;
            if (order < 0)
                lo = mid + 1;
            else
                hi = mid;
        }
        return -1 - lo;
    }

    public static void sort(long[] a) {
        sort(a, 0, a.length);
    }

    /* ---- short[] ---- */

    public static String toString(short[] a) {
        if (a == null)
            return "null";
        StringBuilder sb = new StringBuilder().append('[');
        for (int k = 0; k < a.length; k++) {
            if (k != 0)
                sb.append(", ");
            sb.append(a[k]);
        }
        return sb.append(']').toString();
    }

    public static boolean equals(short[] a, short[] a2) {
        if (a == a2)
            return true;
        if (a == null || a2 == null || a2.length != a.length)
            return false;
        for (int k = 0; k < a.length; k++)
            if (a[k] != a2[k])
                return false;
        return true;
    }

    public static int hashCode(short[] a) {
        if (a == null)
            return 0;
        int h = 1;
        for (short e : a)
            h = 31 * h + e;
        return h;
    }

    public static void fill(short[] a, short val) {
        int n = a.length;
        for (int k = 0; k < n; k++)
            a[k] = val;
    }

    public static void fill(short[] a, int fromIndex, int toIndex, short val) {
        checkSpan(a.length, fromIndex, toIndex);
        for (int k = fromIndex; k < toIndex; k++)
            a[k] = val;
    }

    public static short[] copyOf(short[] original, int newLength) {
        short[] copy = new short[newLength];
        transfer(original, original.length, 0, copy, newLength);
        return copy;
    }

    public static short[] copyOfRange(short[] original, int from, int to) {
        int n = spanLength(from, to);
        short[] copy = new short[n];
        transfer(original, original.length, from, copy, n);
        return copy;
    }

    public static int binarySearch(short[] a, short key) {
        return search(a, 0, a.length, key);
    }

    public static int binarySearch(short[] a, int fromIndex, int toIndex, short key) {
        checkSpan(a.length, fromIndex, toIndex);
        return search(a, fromIndex, toIndex, key);
    }

    /* Halves [lo, hi) around its lower middle; returns -(insertion point) - 1 if absent. */
    private static int search(short[] a, int lo, int hi, short key) {
        while (lo < hi) {
            int mid = (lo + hi - 1) >>> 1;
            int order = (a[mid] < key) ? -1 : (a[mid] == key ? 0 : 1);
            if (order == 0)
                return mid;
            if (order < 0)
                lo = mid + 1;
            else
                hi = mid;
        }
        return -1 - lo;
    }

    public static void sort(short[] a) {
        sort(a, 0, a.length);
    }

    /* ---- char[] ---- */

    public static String toString(char[] a) {
        if (a == null)
            return "null";
        StringBuilder sb = new StringBuilder().append('[');
        for (int k = 0; k < a.length; k++) {
            if (k != 0)
                sb.append(", ");
            sb.append(a[k]);
        }
        return sb.append(']').toString();
    }

    public static boolean equals(char[] a, char[] a2) {
        if (a == a2)
            return true;
        if (a == null || a2 == null || a2.length != a.length)
            return false;
        for (int k = 0; k < a.length; k++)
            if (a[k] != a2[k])
                return false;
        return true;
    }

    public static int hashCode(char[] a) {
        if (a == null)
            return 0;
        int h = 1;
        for (char e : a)
            h = 31 * h + e;
        return h;
    }

    public static void fill(char[] a, char val) {
        int n = a.length;
        for (int k = 0; k < n; k++)
            a[k] = val;
    }

    public static void fill(char[] a, int fromIndex, int toIndex, char val) {
        checkSpan(a.length, fromIndex, toIndex);
        for (int k = fromIndex; k < toIndex; k++)
            a[k] = val;
    }

    public static char[] copyOf(char[] original, int newLength) {
        char[] copy = new char[newLength];
        transfer(original, original.length, 0, copy, newLength);
        return copy;
    }

    public static char[] copyOfRange(char[] original, int from, int to) {
        int n = spanLength(from, to);
        char[] copy = new char[n];
        transfer(original, original.length, from, copy, n);
        return copy;
    }

    public static int binarySearch(char[] a, char key) {
        return search(a, 0, a.length, key);
    }

    public static int binarySearch(char[] a, int fromIndex, int toIndex, char key) {
        checkSpan(a.length, fromIndex, toIndex);
        return search(a, fromIndex, toIndex, key);
    }

    /* Halves [lo, hi) around its lower middle; returns -(insertion point) - 1 if absent. */
    private static int search(char[] a, int lo, int hi, char key) {
        while (lo < hi) {
            int mid = (lo + hi - 1) >>> 1;
            int order = (a[mid] < key) ? -1 : (a[mid] == key ? 0 : 1);
            if (order == 0)
                return mid;
            if (order < 0)
                lo = mid + 1;
            else
                hi = mid;
        }
        return -1 - lo;
    }

    public static void sort(char[] a) {
        sort(a, 0, a.length);
    }

    /* ---- byte[] ---- */

    public static String toString(byte[] a) {
        if (a == null)
            return "null";
        StringBuilder sb = new StringBuilder().append('[');
        for (int k = 0; k < a.length; k++) {
            if (k != 0)
                sb.append(", ");
            sb.append(a[k]);
        }
        return sb.append(']').toString();
    }

    public static boolean equals(byte[] a, byte[] a2) {
        if (a == a2)
            return true;
        if (a == null || a2 == null || a2.length != a.length)
            return false;
        for (int k = 0; k < a.length; k++)
            if (a[k] != a2[k])
                return false;
        return true;
    }

    public static int hashCode(byte[] a) {
        if (a == null)
            return 0;
        int h = 1;
        for (byte e : a)
            h = 31 * h + e;
        return h;
    }

    public static void fill(byte[] a, byte val) {
        int n = a.length;
        for (int k = 0; k < n; k++)
            a[k] = val;
    }

    public static void fill(byte[] a, int fromIndex, int toIndex, byte val) {
        checkSpan(a.length, fromIndex, toIndex);
        for (int k = fromIndex; k < toIndex; k++)
            a[k] = val;
    }

    public static byte[] copyOf(byte[] original, int newLength) {
        byte[] copy = new byte[newLength];
        transfer(original, original.length, 0, copy, newLength);
        return copy;
    }

    public static byte[] copyOfRange(byte[] original, int from, int to) {
        int n = spanLength(from, to);
        byte[] copy = new byte[n];
        transfer(original, original.length, from, copy, n);
        return copy;
    }

    public static int binarySearch(byte[] a, byte key) {
        return search(a, 0, a.length, key);
    }

    public static int binarySearch(byte[] a, int fromIndex, int toIndex, byte key) {
        checkSpan(a.length, fromIndex, toIndex);
        return search(a, fromIndex, toIndex, key);
    }

    /* Halves [lo, hi) around its lower middle; returns -(insertion point) - 1 if absent. */
    private static int search(byte[] a, int lo, int hi, byte key) {
        while (lo < hi) {
            int mid = (lo + hi - 1) >>> 1;
            int order = (a[mid] < key) ? -1 : (a[mid] == key ? 0 : 1);
            if (order == 0)
                return mid;
            if (order < 0)
                lo = mid + 1;
            else
                hi = mid;
        }
        return -1 - lo;
    }

    public static void sort(byte[] a) {
        sort(a, 0, a.length);
    }

    /* ---- float[] ---- */

    public static String toString(float[] a) {
        if (a == null)
            return "null";
        StringBuilder sb = new StringBuilder().append('[');
        for (int k = 0; k < a.length; k++) {
            if (k != 0)
                sb.append(", ");
            sb.append(a[k]);
        }
        return sb.append(']').toString();
    }

    public static boolean equals(float[] a, float[] a2) {
        if (a == a2)
            return true;
        if (a == null || a2 == null || a2.length != a.length)
            return false;
        for (int k = 0; k < a.length; k++)
            if (Float.floatToIntBits(a[k]) != Float.floatToIntBits(a2[k]))
                return false;
        return true;
    }

    public static int hashCode(float[] a) {
        if (a == null)
            return 0;
        int h = 1;
        for (float e : a)
            h = 31 * h + Float.floatToIntBits(e);
        return h;
    }

    public static void fill(float[] a, float val) {
        int n = a.length;
        for (int k = 0; k < n; k++)
            a[k] = val;
    }

    public static void fill(float[] a, int fromIndex, int toIndex, float val) {
        checkSpan(a.length, fromIndex, toIndex);
        for (int k = fromIndex; k < toIndex; k++)
            a[k] = val;
    }

    public static float[] copyOf(float[] original, int newLength) {
        float[] copy = new float[newLength];
        transfer(original, original.length, 0, copy, newLength);
        return copy;
    }

    public static float[] copyOfRange(float[] original, int from, int to) {
        int n = spanLength(from, to);
        float[] copy = new float[n];
        transfer(original, original.length, from, copy, n);
        return copy;
    }

    public static int binarySearch(float[] a, float key) {
        return search(a, 0, a.length, key);
    }

    public static int binarySearch(float[] a, int fromIndex, int toIndex, float key) {
        checkSpan(a.length, fromIndex, toIndex);
        return search(a, fromIndex, toIndex, key);
    }

    /* Halves [lo, hi) around its lower middle; returns -(insertion point) - 1 if absent. */
    private static int search(float[] a, int lo, int hi, float key) {
        while (lo < hi) {
            int mid = (lo + hi - 1) >>> 1;
            int order = Float.compare(a[mid], key);
            if (order == 0)
                return mid;
            if (order < 0)
                lo = mid + 1;
            else
                hi = mid;
        }
        return -1 - lo;
    }

    public static void sort(float[] a) {
        sort(a, 0, a.length);
    }

    /* ---- double[] ---- */

    public static String toString(double[] a) {
        if (a == null)
            return "null";
        StringBuilder sb = new StringBuilder().append('[');
        for (int k = 0; k < a.length; k++) {
            if (k != 0)
                sb.append(", ");
            sb.append(a[k]);
        }
        return sb.append(']').toString();
    }

    public static boolean equals(double[] a, double[] a2) {
        if (a == a2)
            return true;
        if (a == null || a2 == null || a2.length != a.length)
            return false;
        for (int k = 0; k < a.length; k++)
            if (Double.doubleToLongBits(a[k]) != Double.doubleToLongBits(a2[k]))
                return false;
        return true;
    }

    public static int hashCode(double[] a) {
        if (a == null)
            return 0;
        int h = 1;
        for (double e : a)
            h = 31 * h + longHash(Double.doubleToLongBits(e));
        return h;
    }

    public static void fill(double[] a, double val) {
        int n = a.length;
        for (int k = 0; k < n; k++)
            a[k] = val;
    }

    public static void fill(double[] a, int fromIndex, int toIndex, double val) {
        checkSpan(a.length, fromIndex, toIndex);
        for (int k = fromIndex; k < toIndex; k++)
            a[k] = val;
    }

    public static double[] copyOf(double[] original, int newLength) {
        double[] copy = new double[newLength];
        transfer(original, original.length, 0, copy, newLength);
        return copy;
    }

    public static double[] copyOfRange(double[] original, int from, int to) {
        int n = spanLength(from, to);
        double[] copy = new double[n];
        transfer(original, original.length, from, copy, n);
        return copy;
    }

    public static int binarySearch(double[] a, double key) {
        return search(a, 0, a.length, key);
    }

    public static int binarySearch(double[] a, int fromIndex, int toIndex, double key) {
        checkSpan(a.length, fromIndex, toIndex);
        return search(a, fromIndex, toIndex, key);
    }

    /* Halves [lo, hi) around its lower middle; returns -(insertion point) - 1 if absent. */
    private static int search(double[] a, int lo, int hi, double key) {
        while (lo < hi) {
            int mid = (lo + hi - 1) >>> 1;
            int order = Double.compare(a[mid], key);
            if (order == 0)
                return mid;
            if (order < 0)
                lo = mid + 1;
            else
                hi = mid;
        }
        return -1 - lo;
    }

    public static void sort(double[] a) {
        sort(a, 0, a.length);
    }

    /* ---- boolean[] ---- */

    public static String toString(boolean[] a) {
        if (a == null)
            return "null";
        StringBuilder sb = new StringBuilder().append('[');
        for (int k = 0; k < a.length; k++) {
            if (k != 0)
                sb.append(", ");
            sb.append(a[k]);
        }
        return sb.append(']').toString();
    }

    public static boolean equals(boolean[] a, boolean[] a2) {
        if (a == a2)
            return true;
        if (a == null || a2 == null || a2.length != a.length)
            return false;
        for (int k = 0; k < a.length; k++)
            if (a[k] != a2[k])
                return false;
        return true;
    }

    public static int hashCode(boolean[] a) {
        if (a == null)
            return 0;
        int h = 1;
        for (boolean e : a)
            h = 31 * h + (e ? 1231 : 1237);
        return h;
    }

    public static void fill(boolean[] a, boolean val) {
        int n = a.length;
        for (int k = 0; k < n; k++)
            a[k] = val;
    }

    public static void fill(boolean[] a, int fromIndex, int toIndex, boolean val) {
        checkSpan(a.length, fromIndex, toIndex);
        for (int k = fromIndex; k < toIndex; k++)
            a[k] = val;
    }

    public static boolean[] copyOf(boolean[] original, int newLength) {
        boolean[] copy = new boolean[newLength];
        transfer(original, original.length, 0, copy, newLength);
        return copy;
    }

    public static boolean[] copyOfRange(boolean[] original, int from, int to) {
        int n = spanLength(from, to);
        boolean[] copy = new boolean[n];
        transfer(original, original.length, from, copy, n);
        return copy;
    }

    public static <T> Spliterator<T> spliterator(T[] array) {
        return Spliterators.spliterator(array, Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static <T> Spliterator<T> spliterator(T[] array, int startInclusive, int endExclusive) {
        return Spliterators.spliterator(array, startInclusive, endExclusive,
                Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static Spliterator.OfInt spliterator(int[] array) {
        return Spliterators.spliterator(array, Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static Spliterator.OfInt spliterator(int[] array, int startInclusive, int endExclusive) {
        return Spliterators.spliterator(array, startInclusive, endExclusive,
                Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static Spliterator.OfLong spliterator(long[] array) {
        return Spliterators.spliterator(array, Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static Spliterator.OfLong spliterator(long[] array, int startInclusive, int endExclusive) {
        return Spliterators.spliterator(array, startInclusive, endExclusive,
                Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static Spliterator.OfDouble spliterator(double[] array) {
        return Spliterators.spliterator(array, Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static Spliterator.OfDouble spliterator(double[] array, int startInclusive, int endExclusive) {
        return Spliterators.spliterator(array, startInclusive, endExclusive,
                Spliterator.ORDERED | Spliterator.IMMUTABLE);
    }

    public static <T> java.util.stream.Stream<T> stream(T[] array) {
        return stream(array, 0, array.length);
    }

    public static <T> java.util.stream.Stream<T> stream(T[] array, int startInclusive, int endExclusive) {
        return java.util.stream.StreamSupport.stream(spliterator(array, startInclusive, endExclusive), false);
    }

    public static java.util.stream.IntStream stream(int[] array) {
        return stream(array, 0, array.length);
    }

    public static java.util.stream.IntStream stream(int[] array, int startInclusive, int endExclusive) {
        return java.util.stream.StreamSupport.intStream(spliterator(array, startInclusive, endExclusive), false);
    }

    public static java.util.stream.LongStream stream(long[] array) {
        return stream(array, 0, array.length);
    }

    public static java.util.stream.LongStream stream(long[] array, int startInclusive, int endExclusive) {
        return java.util.stream.StreamSupport.longStream(spliterator(array, startInclusive, endExclusive), false);
    }

    public static java.util.stream.DoubleStream stream(double[] array) {
        return stream(array, 0, array.length);
    }

    public static java.util.stream.DoubleStream stream(double[] array, int startInclusive, int endExclusive) {
        return java.util.stream.StreamSupport.doubleStream(spliterator(array, startInclusive, endExclusive),
                false);
    }

    /* ---- ranges, lexicographic compare and mismatch (Java 9) ----
       The mismatch of two ranges is the first relative index where they differ, the
       shorter length when one is a proper prefix of the other, or -1. equals and
       mismatch of float and double elements compare their bits as equals(double[],
       double[]) does (NaN equals NaN, -0.0 differs from 0.0); compare orders them as
       Double.compare does. A null array is less than any non-null one in compare. */

    private static int mismatchSpan(int[] a, int aFromIndex, int[] b, int bFromIndex, int length) {
        for (int i = 0; i < length; i++)
            if (a[aFromIndex + i] != b[bFromIndex + i])
                return i;
        return -1;
    }

    public static int mismatch(int[] a, int[] b) {
        int length = Math.min(a.length, b.length);
        if (a == b)
            return -1;
        int i = mismatchSpan(a, 0, b, 0, length);
        return (i < 0 && a.length != b.length) ? length : i;
    }

    public static int mismatch(int[] a, int aFromIndex, int aToIndex, int[] b, int bFromIndex, int bToIndex) {
        checkSpan(a.length, aFromIndex, aToIndex);
        checkSpan(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex, bLength = bToIndex - bFromIndex;
        int length = Math.min(aLength, bLength);
        int i = mismatchSpan(a, aFromIndex, b, bFromIndex, length);
        return (i < 0 && aLength != bLength) ? length : i;
    }

    public static boolean equals(int[] a, int aFromIndex, int aToIndex, int[] b, int bFromIndex, int bToIndex) {
        checkSpan(a.length, aFromIndex, aToIndex);
        checkSpan(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex, bLength = bToIndex - bFromIndex;
        return aLength == bLength && mismatchSpan(a, aFromIndex, b, bFromIndex, aLength) < 0;
    }

    public static int compare(int[] a, int[] b) {
        if (a == b)
            return 0;
        if (a == null || b == null)
            return a == null ? -1 : 1;
        int length = Math.min(a.length, b.length);
        int i = mismatchSpan(a, 0, b, 0, length);
        return (i >= 0) ? Integer.compare(a[i], b[i]) : a.length - b.length;
    }

    public static int compare(int[] a, int aFromIndex, int aToIndex, int[] b, int bFromIndex, int bToIndex) {
        checkSpan(a.length, aFromIndex, aToIndex);
        checkSpan(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex, bLength = bToIndex - bFromIndex;
        int i = mismatchSpan(a, aFromIndex, b, bFromIndex, Math.min(aLength, bLength));
        return (i >= 0) ? Integer.compare(a[aFromIndex + i], b[bFromIndex + i]) : aLength - bLength;
    }

    public static int compareUnsigned(int[] a, int[] b) {
        if (a == b)
            return 0;
        if (a == null || b == null)
            return a == null ? -1 : 1;
        int length = Math.min(a.length, b.length);
        int i = mismatchSpan(a, 0, b, 0, length);
        return (i >= 0) ? Integer.compareUnsigned(a[i], b[i]) : a.length - b.length;
    }

    public static int compareUnsigned(int[] a, int aFromIndex, int aToIndex, int[] b, int bFromIndex, int bToIndex) {
        checkSpan(a.length, aFromIndex, aToIndex);
        checkSpan(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex, bLength = bToIndex - bFromIndex;
        int i = mismatchSpan(a, aFromIndex, b, bFromIndex, Math.min(aLength, bLength));
        return (i >= 0) ? Integer.compareUnsigned(a[aFromIndex + i], b[bFromIndex + i]) : aLength - bLength;
    }

    public static void parallelSort(int[] a) {
        sort(a);
    }

    public static void parallelSort(int[] a, int fromIndex, int toIndex) {
        sort(a, fromIndex, toIndex);
    }

    private static int mismatchSpan(long[] a, int aFromIndex, long[] b, int bFromIndex, int length) {
        for (int i = 0; i < length; i++)
            if (a[aFromIndex + i] != b[bFromIndex + i])
                return i;
        return -1;
    }

    public static int mismatch(long[] a, long[] b) {
        int length = Math.min(a.length, b.length);
        if (a == b)
            return -1;
        int i = mismatchSpan(a, 0, b, 0, length);
        return (i < 0 && a.length != b.length) ? length : i;
    }

    public static int mismatch(long[] a, int aFromIndex, int aToIndex, long[] b, int bFromIndex, int bToIndex) {
        checkSpan(a.length, aFromIndex, aToIndex);
        checkSpan(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex, bLength = bToIndex - bFromIndex;
        int length = Math.min(aLength, bLength);
        int i = mismatchSpan(a, aFromIndex, b, bFromIndex, length);
        return (i < 0 && aLength != bLength) ? length : i;
    }

    public static boolean equals(long[] a, int aFromIndex, int aToIndex, long[] b, int bFromIndex, int bToIndex) {
        checkSpan(a.length, aFromIndex, aToIndex);
        checkSpan(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex, bLength = bToIndex - bFromIndex;
        return aLength == bLength && mismatchSpan(a, aFromIndex, b, bFromIndex, aLength) < 0;
    }

    public static int compare(long[] a, long[] b) {
        if (a == b)
            return 0;
        if (a == null || b == null)
            return a == null ? -1 : 1;
        int length = Math.min(a.length, b.length);
        int i = mismatchSpan(a, 0, b, 0, length);
        return (i >= 0) ? Long.compare(a[i], b[i]) : a.length - b.length;
    }

    public static int compare(long[] a, int aFromIndex, int aToIndex, long[] b, int bFromIndex, int bToIndex) {
        checkSpan(a.length, aFromIndex, aToIndex);
        checkSpan(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex, bLength = bToIndex - bFromIndex;
        int i = mismatchSpan(a, aFromIndex, b, bFromIndex, Math.min(aLength, bLength));
        return (i >= 0) ? Long.compare(a[aFromIndex + i], b[bFromIndex + i]) : aLength - bLength;
    }

    public static int compareUnsigned(long[] a, long[] b) {
        if (a == b)
            return 0;
        if (a == null || b == null)
            return a == null ? -1 : 1;
        int length = Math.min(a.length, b.length);
        int i = mismatchSpan(a, 0, b, 0, length);
        return (i >= 0) ? Long.compareUnsigned(a[i], b[i]) : a.length - b.length;
    }

    public static int compareUnsigned(long[] a, int aFromIndex, int aToIndex, long[] b, int bFromIndex, int bToIndex) {
        checkSpan(a.length, aFromIndex, aToIndex);
        checkSpan(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex, bLength = bToIndex - bFromIndex;
        int i = mismatchSpan(a, aFromIndex, b, bFromIndex, Math.min(aLength, bLength));
        return (i >= 0) ? Long.compareUnsigned(a[aFromIndex + i], b[bFromIndex + i]) : aLength - bLength;
    }

    public static void parallelSort(long[] a) {
        sort(a);
    }

    public static void parallelSort(long[] a, int fromIndex, int toIndex) {
        sort(a, fromIndex, toIndex);
    }

    private static int mismatchSpan(short[] a, int aFromIndex, short[] b, int bFromIndex, int length) {
        for (int i = 0; i < length; i++)
            if (a[aFromIndex + i] != b[bFromIndex + i])
                return i;
        return -1;
    }

    public static int mismatch(short[] a, short[] b) {
        int length = Math.min(a.length, b.length);
        if (a == b)
            return -1;
        int i = mismatchSpan(a, 0, b, 0, length);
        return (i < 0 && a.length != b.length) ? length : i;
    }

    public static int mismatch(short[] a, int aFromIndex, int aToIndex, short[] b, int bFromIndex, int bToIndex) {
        checkSpan(a.length, aFromIndex, aToIndex);
        checkSpan(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex, bLength = bToIndex - bFromIndex;
        int length = Math.min(aLength, bLength);
        int i = mismatchSpan(a, aFromIndex, b, bFromIndex, length);
        return (i < 0 && aLength != bLength) ? length : i;
    }

    public static boolean equals(short[] a, int aFromIndex, int aToIndex, short[] b, int bFromIndex, int bToIndex) {
        checkSpan(a.length, aFromIndex, aToIndex);
        checkSpan(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex, bLength = bToIndex - bFromIndex;
        return aLength == bLength && mismatchSpan(a, aFromIndex, b, bFromIndex, aLength) < 0;
    }

    public static int compare(short[] a, short[] b) {
        if (a == b)
            return 0;
        if (a == null || b == null)
            return a == null ? -1 : 1;
        int length = Math.min(a.length, b.length);
        int i = mismatchSpan(a, 0, b, 0, length);
        return (i >= 0) ? Short.compare(a[i], b[i]) : a.length - b.length;
    }

    public static int compare(short[] a, int aFromIndex, int aToIndex, short[] b, int bFromIndex, int bToIndex) {
        checkSpan(a.length, aFromIndex, aToIndex);
        checkSpan(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex, bLength = bToIndex - bFromIndex;
        int i = mismatchSpan(a, aFromIndex, b, bFromIndex, Math.min(aLength, bLength));
        return (i >= 0) ? Short.compare(a[aFromIndex + i], b[bFromIndex + i]) : aLength - bLength;
    }

    public static int compareUnsigned(short[] a, short[] b) {
        if (a == b)
            return 0;
        if (a == null || b == null)
            return a == null ? -1 : 1;
        int length = Math.min(a.length, b.length);
        int i = mismatchSpan(a, 0, b, 0, length);
        return (i >= 0) ? Short.compareUnsigned(a[i], b[i]) : a.length - b.length;
    }

    public static int compareUnsigned(short[] a, int aFromIndex, int aToIndex, short[] b, int bFromIndex, int bToIndex) {
        checkSpan(a.length, aFromIndex, aToIndex);
        checkSpan(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex, bLength = bToIndex - bFromIndex;
        int i = mismatchSpan(a, aFromIndex, b, bFromIndex, Math.min(aLength, bLength));
        return (i >= 0) ? Short.compareUnsigned(a[aFromIndex + i], b[bFromIndex + i]) : aLength - bLength;
    }

    public static void parallelSort(short[] a) {
        sort(a);
    }

    public static void parallelSort(short[] a, int fromIndex, int toIndex) {
        sort(a, fromIndex, toIndex);
    }

    private static int mismatchSpan(char[] a, int aFromIndex, char[] b, int bFromIndex, int length) {
        for (int i = 0; i < length; i++)
            if (a[aFromIndex + i] != b[bFromIndex + i])
                return i;
        return -1;
    }

    public static int mismatch(char[] a, char[] b) {
        int length = Math.min(a.length, b.length);
        if (a == b)
            return -1;
        int i = mismatchSpan(a, 0, b, 0, length);
        return (i < 0 && a.length != b.length) ? length : i;
    }

    public static int mismatch(char[] a, int aFromIndex, int aToIndex, char[] b, int bFromIndex, int bToIndex) {
        checkSpan(a.length, aFromIndex, aToIndex);
        checkSpan(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex, bLength = bToIndex - bFromIndex;
        int length = Math.min(aLength, bLength);
        int i = mismatchSpan(a, aFromIndex, b, bFromIndex, length);
        return (i < 0 && aLength != bLength) ? length : i;
    }

    public static boolean equals(char[] a, int aFromIndex, int aToIndex, char[] b, int bFromIndex, int bToIndex) {
        checkSpan(a.length, aFromIndex, aToIndex);
        checkSpan(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex, bLength = bToIndex - bFromIndex;
        return aLength == bLength && mismatchSpan(a, aFromIndex, b, bFromIndex, aLength) < 0;
    }

    public static int compare(char[] a, char[] b) {
        if (a == b)
            return 0;
        if (a == null || b == null)
            return a == null ? -1 : 1;
        int length = Math.min(a.length, b.length);
        int i = mismatchSpan(a, 0, b, 0, length);
        return (i >= 0) ? Character.compare(a[i], b[i]) : a.length - b.length;
    }

    public static int compare(char[] a, int aFromIndex, int aToIndex, char[] b, int bFromIndex, int bToIndex) {
        checkSpan(a.length, aFromIndex, aToIndex);
        checkSpan(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex, bLength = bToIndex - bFromIndex;
        int i = mismatchSpan(a, aFromIndex, b, bFromIndex, Math.min(aLength, bLength));
        return (i >= 0) ? Character.compare(a[aFromIndex + i], b[bFromIndex + i]) : aLength - bLength;
    }

    public static void parallelSort(char[] a) {
        sort(a);
    }

    public static void parallelSort(char[] a, int fromIndex, int toIndex) {
        sort(a, fromIndex, toIndex);
    }

    private static int mismatchSpan(byte[] a, int aFromIndex, byte[] b, int bFromIndex, int length) {
        for (int i = 0; i < length; i++)
            if (a[aFromIndex + i] != b[bFromIndex + i])
                return i;
        return -1;
    }

    public static int mismatch(byte[] a, byte[] b) {
        int length = Math.min(a.length, b.length);
        if (a == b)
            return -1;
        int i = mismatchSpan(a, 0, b, 0, length);
        return (i < 0 && a.length != b.length) ? length : i;
    }

    public static int mismatch(byte[] a, int aFromIndex, int aToIndex, byte[] b, int bFromIndex, int bToIndex) {
        checkSpan(a.length, aFromIndex, aToIndex);
        checkSpan(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex, bLength = bToIndex - bFromIndex;
        int length = Math.min(aLength, bLength);
        int i = mismatchSpan(a, aFromIndex, b, bFromIndex, length);
        return (i < 0 && aLength != bLength) ? length : i;
    }

    public static boolean equals(byte[] a, int aFromIndex, int aToIndex, byte[] b, int bFromIndex, int bToIndex) {
        checkSpan(a.length, aFromIndex, aToIndex);
        checkSpan(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex, bLength = bToIndex - bFromIndex;
        return aLength == bLength && mismatchSpan(a, aFromIndex, b, bFromIndex, aLength) < 0;
    }

    public static int compare(byte[] a, byte[] b) {
        if (a == b)
            return 0;
        if (a == null || b == null)
            return a == null ? -1 : 1;
        int length = Math.min(a.length, b.length);
        int i = mismatchSpan(a, 0, b, 0, length);
        return (i >= 0) ? Byte.compare(a[i], b[i]) : a.length - b.length;
    }

    public static int compare(byte[] a, int aFromIndex, int aToIndex, byte[] b, int bFromIndex, int bToIndex) {
        checkSpan(a.length, aFromIndex, aToIndex);
        checkSpan(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex, bLength = bToIndex - bFromIndex;
        int i = mismatchSpan(a, aFromIndex, b, bFromIndex, Math.min(aLength, bLength));
        return (i >= 0) ? Byte.compare(a[aFromIndex + i], b[bFromIndex + i]) : aLength - bLength;
    }

    public static int compareUnsigned(byte[] a, byte[] b) {
        if (a == b)
            return 0;
        if (a == null || b == null)
            return a == null ? -1 : 1;
        int length = Math.min(a.length, b.length);
        int i = mismatchSpan(a, 0, b, 0, length);
        return (i >= 0) ? Byte.compareUnsigned(a[i], b[i]) : a.length - b.length;
    }

    public static int compareUnsigned(byte[] a, int aFromIndex, int aToIndex, byte[] b, int bFromIndex, int bToIndex) {
        checkSpan(a.length, aFromIndex, aToIndex);
        checkSpan(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex, bLength = bToIndex - bFromIndex;
        int i = mismatchSpan(a, aFromIndex, b, bFromIndex, Math.min(aLength, bLength));
        return (i >= 0) ? Byte.compareUnsigned(a[aFromIndex + i], b[bFromIndex + i]) : aLength - bLength;
    }

    public static void parallelSort(byte[] a) {
        sort(a);
    }

    public static void parallelSort(byte[] a, int fromIndex, int toIndex) {
        sort(a, fromIndex, toIndex);
    }

    private static int mismatchSpan(boolean[] a, int aFromIndex, boolean[] b, int bFromIndex, int length) {
        for (int i = 0; i < length; i++)
            if (a[aFromIndex + i] != b[bFromIndex + i])
                return i;
        return -1;
    }

    public static int mismatch(boolean[] a, boolean[] b) {
        int length = Math.min(a.length, b.length);
        if (a == b)
            return -1;
        int i = mismatchSpan(a, 0, b, 0, length);
        return (i < 0 && a.length != b.length) ? length : i;
    }

    public static int mismatch(boolean[] a, int aFromIndex, int aToIndex, boolean[] b, int bFromIndex, int bToIndex) {
        checkSpan(a.length, aFromIndex, aToIndex);
        checkSpan(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex, bLength = bToIndex - bFromIndex;
        int length = Math.min(aLength, bLength);
        int i = mismatchSpan(a, aFromIndex, b, bFromIndex, length);
        return (i < 0 && aLength != bLength) ? length : i;
    }

    public static boolean equals(boolean[] a, int aFromIndex, int aToIndex, boolean[] b, int bFromIndex, int bToIndex) {
        checkSpan(a.length, aFromIndex, aToIndex);
        checkSpan(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex, bLength = bToIndex - bFromIndex;
        return aLength == bLength && mismatchSpan(a, aFromIndex, b, bFromIndex, aLength) < 0;
    }

    public static int compare(boolean[] a, boolean[] b) {
        if (a == b)
            return 0;
        if (a == null || b == null)
            return a == null ? -1 : 1;
        int length = Math.min(a.length, b.length);
        int i = mismatchSpan(a, 0, b, 0, length);
        return (i >= 0) ? Boolean.compare(a[i], b[i]) : a.length - b.length;
    }

    public static int compare(boolean[] a, int aFromIndex, int aToIndex, boolean[] b, int bFromIndex, int bToIndex) {
        checkSpan(a.length, aFromIndex, aToIndex);
        checkSpan(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex, bLength = bToIndex - bFromIndex;
        int i = mismatchSpan(a, aFromIndex, b, bFromIndex, Math.min(aLength, bLength));
        return (i >= 0) ? Boolean.compare(a[aFromIndex + i], b[bFromIndex + i]) : aLength - bLength;
    }

    private static int mismatchSpan(float[] a, int aFromIndex, float[] b, int bFromIndex, int length) {
        for (int i = 0; i < length; i++)
            if (Float.floatToIntBits(a[aFromIndex + i]) != Float.floatToIntBits(b[bFromIndex + i]))
                return i;
        return -1;
    }

    public static int mismatch(float[] a, float[] b) {
        int length = Math.min(a.length, b.length);
        if (a == b)
            return -1;
        int i = mismatchSpan(a, 0, b, 0, length);
        return (i < 0 && a.length != b.length) ? length : i;
    }

    public static int mismatch(float[] a, int aFromIndex, int aToIndex, float[] b, int bFromIndex, int bToIndex) {
        checkSpan(a.length, aFromIndex, aToIndex);
        checkSpan(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex, bLength = bToIndex - bFromIndex;
        int length = Math.min(aLength, bLength);
        int i = mismatchSpan(a, aFromIndex, b, bFromIndex, length);
        return (i < 0 && aLength != bLength) ? length : i;
    }

    public static boolean equals(float[] a, int aFromIndex, int aToIndex, float[] b, int bFromIndex, int bToIndex) {
        checkSpan(a.length, aFromIndex, aToIndex);
        checkSpan(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex, bLength = bToIndex - bFromIndex;
        return aLength == bLength && mismatchSpan(a, aFromIndex, b, bFromIndex, aLength) < 0;
    }

    public static int compare(float[] a, float[] b) {
        if (a == b)
            return 0;
        if (a == null || b == null)
            return a == null ? -1 : 1;
        int length = Math.min(a.length, b.length);
        int i = mismatchSpan(a, 0, b, 0, length);
        return (i >= 0) ? Float.compare(a[i], b[i]) : a.length - b.length;
    }

    public static int compare(float[] a, int aFromIndex, int aToIndex, float[] b, int bFromIndex, int bToIndex) {
        checkSpan(a.length, aFromIndex, aToIndex);
        checkSpan(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex, bLength = bToIndex - bFromIndex;
        int i = mismatchSpan(a, aFromIndex, b, bFromIndex, Math.min(aLength, bLength));
        return (i >= 0) ? Float.compare(a[aFromIndex + i], b[bFromIndex + i]) : aLength - bLength;
    }

    public static void parallelSort(float[] a) {
        sort(a);
    }

    public static void parallelSort(float[] a, int fromIndex, int toIndex) {
        sort(a, fromIndex, toIndex);
    }

    private static int mismatchSpan(double[] a, int aFromIndex, double[] b, int bFromIndex, int length) {
        for (int i = 0; i < length; i++)
            if (Double.doubleToLongBits(a[aFromIndex + i]) != Double.doubleToLongBits(b[bFromIndex + i]))
                return i;
        return -1;
    }

    public static int mismatch(double[] a, double[] b) {
        int length = Math.min(a.length, b.length);
        if (a == b)
            return -1;
        int i = mismatchSpan(a, 0, b, 0, length);
        return (i < 0 && a.length != b.length) ? length : i;
    }

    public static int mismatch(double[] a, int aFromIndex, int aToIndex, double[] b, int bFromIndex, int bToIndex) {
        checkSpan(a.length, aFromIndex, aToIndex);
        checkSpan(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex, bLength = bToIndex - bFromIndex;
        int length = Math.min(aLength, bLength);
        int i = mismatchSpan(a, aFromIndex, b, bFromIndex, length);
        return (i < 0 && aLength != bLength) ? length : i;
    }

    public static boolean equals(double[] a, int aFromIndex, int aToIndex, double[] b, int bFromIndex, int bToIndex) {
        checkSpan(a.length, aFromIndex, aToIndex);
        checkSpan(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex, bLength = bToIndex - bFromIndex;
        return aLength == bLength && mismatchSpan(a, aFromIndex, b, bFromIndex, aLength) < 0;
    }

    public static int compare(double[] a, double[] b) {
        if (a == b)
            return 0;
        if (a == null || b == null)
            return a == null ? -1 : 1;
        int length = Math.min(a.length, b.length);
        int i = mismatchSpan(a, 0, b, 0, length);
        return (i >= 0) ? Double.compare(a[i], b[i]) : a.length - b.length;
    }

    public static int compare(double[] a, int aFromIndex, int aToIndex, double[] b, int bFromIndex, int bToIndex) {
        checkSpan(a.length, aFromIndex, aToIndex);
        checkSpan(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex, bLength = bToIndex - bFromIndex;
        int i = mismatchSpan(a, aFromIndex, b, bFromIndex, Math.min(aLength, bLength));
        return (i >= 0) ? Double.compare(a[aFromIndex + i], b[bFromIndex + i]) : aLength - bLength;
    }

    public static void parallelSort(double[] a) {
        sort(a);
    }

    public static void parallelSort(double[] a, int fromIndex, int toIndex) {
        sort(a, fromIndex, toIndex);
    }

    /* Object ranges: elements are equal by Objects.equals, or when the comparator says 0. */
    private static <T> int mismatchSpan(T[] a, int aFromIndex, T[] b, int bFromIndex, int length, Comparator<? super T> cmp) {
        for (int i = 0; i < length; i++) {
            T x = a[aFromIndex + i], y = b[bFromIndex + i];
            if (cmp == null ? !Objects.equals(x, y) : cmp.compare(x, y) != 0)
                return i;
        }
        return -1;
    }

    public static int mismatch(Object[] a, Object[] b) {
        int length = Math.min(a.length, b.length);
        if (a == b)
            return -1;
        int i = mismatchSpan(a, 0, b, 0, length, null);
        return (i < 0 && a.length != b.length) ? length : i;
    }

    public static int mismatch(Object[] a, int aFromIndex, int aToIndex, Object[] b, int bFromIndex, int bToIndex) {
        checkSpan(a.length, aFromIndex, aToIndex);
        checkSpan(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex, bLength = bToIndex - bFromIndex;
        int length = Math.min(aLength, bLength);
        int i = mismatchSpan(a, aFromIndex, b, bFromIndex, length, null);
        return (i < 0 && aLength != bLength) ? length : i;
    }

    public static <T> int mismatch(T[] a, T[] b, Comparator<? super T> cmp) {
        Objects.requireNonNull(cmp);
        int length = Math.min(a.length, b.length);
        if (a == b)
            return -1;
        int i = mismatchSpan(a, 0, b, 0, length, cmp);
        return (i < 0 && a.length != b.length) ? length : i;
    }

    public static <T> int mismatch(T[] a, int aFromIndex, int aToIndex, T[] b, int bFromIndex, int bToIndex, Comparator<? super T> cmp) {
        Objects.requireNonNull(cmp);
        checkSpan(a.length, aFromIndex, aToIndex);
        checkSpan(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex, bLength = bToIndex - bFromIndex;
        int length = Math.min(aLength, bLength);
        int i = mismatchSpan(a, aFromIndex, b, bFromIndex, length, cmp);
        return (i < 0 && aLength != bLength) ? length : i;
    }

    public static boolean equals(Object[] a, int aFromIndex, int aToIndex, Object[] b, int bFromIndex, int bToIndex) {
        checkSpan(a.length, aFromIndex, aToIndex);
        checkSpan(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex, bLength = bToIndex - bFromIndex;
        return aLength == bLength && mismatchSpan(a, aFromIndex, b, bFromIndex, aLength, null) < 0;
    }

    public static <T> boolean equals(T[] a, T[] a2, Comparator<? super T> cmp) {
        Objects.requireNonNull(cmp);
        if (a == a2)
            return true;
        if (a == null || a2 == null || a.length != a2.length)
            return false;
        return mismatchSpan(a, 0, a2, 0, a.length, cmp) < 0;
    }

    public static <T> boolean equals(T[] a, int aFromIndex, int aToIndex, T[] b, int bFromIndex, int bToIndex, Comparator<? super T> cmp) {
        Objects.requireNonNull(cmp);
        checkSpan(a.length, aFromIndex, aToIndex);
        checkSpan(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex, bLength = bToIndex - bFromIndex;
        return aLength == bLength && mismatchSpan(a, aFromIndex, b, bFromIndex, aLength, cmp) < 0;
    }

    /* Natural order with null less than any element. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static int compareElements(Object x, Object y) {
        if (x == y)
            return 0;
        if (x == null || y == null)
            return x == null ? -1 : 1;
        return ((Comparable) x).compareTo(y);
    }

    private static int compareSpans(Object[] a, int aFromIndex, int aLength, Object[] b, int bFromIndex, int bLength) {
        int length = Math.min(aLength, bLength);
        for (int i = 0; i < length; i++) {
            int v = compareElements(a[aFromIndex + i], b[bFromIndex + i]);
            if (v != 0)
                return v;
        }
        return aLength - bLength;
    }

    public static <T extends Comparable<? super T>> int compare(T[] a, T[] b) {
        if (a == b)
            return 0;
        if (a == null || b == null)
            return a == null ? -1 : 1;
        return compareSpans(a, 0, a.length, b, 0, b.length);
    }

    public static <T extends Comparable<? super T>> int compare(T[] a, int aFromIndex, int aToIndex, T[] b, int bFromIndex, int bToIndex) {
        checkSpan(a.length, aFromIndex, aToIndex);
        checkSpan(b.length, bFromIndex, bToIndex);
        return compareSpans(a, aFromIndex, aToIndex - aFromIndex, b, bFromIndex, bToIndex - bFromIndex);
    }

    public static <T> int compare(T[] a, T[] b, Comparator<? super T> cmp) {
        Objects.requireNonNull(cmp);
        if (a == b)
            return 0;
        if (a == null || b == null)
            return a == null ? -1 : 1;
        return compare(a, 0, a.length, b, 0, b.length, cmp);
    }

    public static <T> int compare(T[] a, int aFromIndex, int aToIndex, T[] b, int bFromIndex, int bToIndex, Comparator<? super T> cmp) {
        Objects.requireNonNull(cmp);
        checkSpan(a.length, aFromIndex, aToIndex);
        checkSpan(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex, bLength = bToIndex - bFromIndex;
        int length = Math.min(aLength, bLength);
        for (int i = 0; i < length; i++) {
            int v = cmp.compare(a[aFromIndex + i], b[bFromIndex + i]);
            if (v != 0)
                return v;
        }
        return aLength - bLength;
    }

    /* ---- the parallel variants: this library runs them sequentially, with the same results ---- */

    public static <T extends Comparable<? super T>> void parallelSort(T[] a) {
        sort(a);
    }

    public static <T extends Comparable<? super T>> void parallelSort(T[] a, int fromIndex, int toIndex) {
        sort(a, fromIndex, toIndex);
    }

    public static <T> void parallelSort(T[] a, Comparator<? super T> cmp) {
        sort(a, cmp);
    }

    public static <T> void parallelSort(T[] a, int fromIndex, int toIndex, Comparator<? super T> cmp) {
        sort(a, fromIndex, toIndex, cmp);
    }

    public static <T> void parallelPrefix(T[] array, java.util.function.BinaryOperator<T> op) {
        parallelPrefix(array, 0, array.length, op);
    }

    public static <T> void parallelPrefix(T[] array, int fromIndex, int toIndex, java.util.function.BinaryOperator<T> op) {
        Objects.requireNonNull(op);
        checkSpan(array.length, fromIndex, toIndex);
        for (int i = fromIndex + 1; i < toIndex; i++)
            array[i] = op.apply(array[i - 1], array[i]);
    }

    public static void parallelPrefix(int[] array, java.util.function.IntBinaryOperator op) {
        parallelPrefix(array, 0, array.length, op);
    }

    public static void parallelPrefix(int[] array, int fromIndex, int toIndex, java.util.function.IntBinaryOperator op) {
        Objects.requireNonNull(op);
        checkSpan(array.length, fromIndex, toIndex);
        for (int i = fromIndex + 1; i < toIndex; i++)
            array[i] = op.applyAsInt(array[i - 1], array[i]);
    }

    public static void parallelPrefix(long[] array, java.util.function.LongBinaryOperator op) {
        parallelPrefix(array, 0, array.length, op);
    }

    public static void parallelPrefix(long[] array, int fromIndex, int toIndex, java.util.function.LongBinaryOperator op) {
        Objects.requireNonNull(op);
        checkSpan(array.length, fromIndex, toIndex);
        for (int i = fromIndex + 1; i < toIndex; i++)
            array[i] = op.applyAsLong(array[i - 1], array[i]);
    }

    public static void parallelPrefix(double[] array, java.util.function.DoubleBinaryOperator op) {
        parallelPrefix(array, 0, array.length, op);
    }

    public static void parallelPrefix(double[] array, int fromIndex, int toIndex, java.util.function.DoubleBinaryOperator op) {
        Objects.requireNonNull(op);
        checkSpan(array.length, fromIndex, toIndex);
        for (int i = fromIndex + 1; i < toIndex; i++)
            array[i] = op.applyAsDouble(array[i - 1], array[i]);
    }

    public static void setAll(long[] array, java.util.function.IntToLongFunction generator) {
        Objects.requireNonNull(generator);
        for (int k = 0; k < array.length; k++)
            array[k] = generator.applyAsLong(k);
    }

    public static void setAll(double[] array, java.util.function.IntToDoubleFunction generator) {
        Objects.requireNonNull(generator);
        for (int k = 0; k < array.length; k++)
            array[k] = generator.applyAsDouble(k);
    }

    public static <T> void parallelSetAll(T[] array, IntFunction<? extends T> generator) {
        setAll(array, generator);
    }

    public static void parallelSetAll(int[] array, IntUnaryOperator generator) {
        setAll(array, generator);
    }

    public static void parallelSetAll(long[] array, java.util.function.IntToLongFunction generator) {
        setAll(array, generator);
    }

    public static void parallelSetAll(double[] array, java.util.function.IntToDoubleFunction generator) {
        setAll(array, generator);
    }
}
