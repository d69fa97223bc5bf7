package java.util;

import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamException;
import java.io.Serializable;

/**
 * The serial proxy of the immutable collections of List.of, Set.of and
 * Map.of: a tag (1 list, 2 set, 3 map as keys and values in turn, 4 list
 * with nulls) and the elements, the JDK's serialized form.
 */
final class CollSer implements Serializable {
    private static final long serialVersionUID = 6309168927139932177L;

    static final int IMM_LIST = 1;
    static final int IMM_SET = 2;
    static final int IMM_MAP = 3;
    static final int IMM_LIST_NULLS = 4;

    private final int tag;
    private transient Object[] array;

    CollSer(int t, Object... a) {
        tag = t;
        array = a;
    }

    private void writeObject(ObjectOutputStream oos) throws IOException {
        oos.defaultWriteObject();
        oos.writeInt(array.length);
        for (int i = 0; i < array.length; i++)
            oos.writeObject(array[i]);
    }

    private void readObject(ObjectInputStream ois) throws IOException, ClassNotFoundException {
        ois.defaultReadObject();
        int len = ois.readInt();
        if (len < 0)
            throw new InvalidObjectException("negative length " + len);
        Object[] a = new Object[len];
        for (int i = 0; i < len; i++)
            a[i] = ois.readObject();
        array = a;
    }

    private Object readResolve() throws ObjectStreamException {
        try {
            if (array == null)
                throw new InvalidObjectException("null array");
            switch (tag & 0xff) {
            case IMM_LIST:
                return ImmutableCollections.listOf(array.clone());
            case IMM_LIST_NULLS:
                return Collections.unmodifiableList(new ArrayList<Object>(Arrays.asList(array)));
            case IMM_SET:
                return ImmutableCollections.setOf(array);
            case IMM_MAP: {
                if (array.length % 2 != 0)
                    throw new InvalidObjectException("odd number of elements in map: " + array.length);
                @SuppressWarnings("unchecked")
                Map.Entry<Object, Object>[] entries = new Map.Entry[array.length / 2];
                for (int i = 0; i < entries.length; i++)
                    entries[i] = Map.entry(array[2 * i], array[2 * i + 1]);
                return Map.ofEntries(entries);
            }
            default:
                throw new InvalidObjectException("invalid flags 0x" + Integer.toHexString(tag));
            }
        } catch (NullPointerException ex) {
            InvalidObjectException ioe = new InvalidObjectException("invalid object");
            ioe.initCause(ex);
            throw ioe;
        } catch (IllegalArgumentException ex) {
            InvalidObjectException ioe = new InvalidObjectException("invalid object");
            ioe.initCause(ex);
            throw ioe;
        }
    }
}
