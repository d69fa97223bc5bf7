package java.io;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.Date;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

import jdk.internal.reflect.DirectAccess;

/**
 * The JDK's serialized forms of library classes whose fields here differ
 * from the JDK's: for each such class, the serializable fields the JDK
 * declares and what its writeObject and readObject methods put in and take
 * from the stream. A form stands for the class's own hooks: it writes with
 * putFields/writeFields and data, and reads with readFields and data.
 */
final class SerialForms {
    private SerialForms() {
    }

    abstract static class Form {
        final ObjectStreamField[] fields;
        final boolean writeMethod;

        Form(boolean writeMethod, ObjectStreamField[] fields) {
            this.writeMethod = writeMethod;
            this.fields = fields;
        }

        abstract void write(Object obj, ObjectOutputStream out) throws IOException;

        abstract void read(Object obj, ObjectInputStream in) throws IOException, ClassNotFoundException;
    }

    private static ObjectStreamField f(String name, Class<?> type) {
        return new ObjectStreamField(name, type);
    }

    private static final ObjectStreamField[] NONE = new ObjectStreamField[0];

    /* The form of class c (the class itself, not its subclasses), or null. */
    static Form forClass(Class<?> c) {
        if (c.getClassLoader() != null)
            return null;
        String n = c.getName();
        if (n.equals("java.util.ArrayList"))
            return ARRAY_LIST;
        if (n.equals("java.util.LinkedList"))
            return LINKED_LIST;
        if (n.equals("java.util.HashMap"))
            return HASH_MAP;
        if (n.equals("java.util.HashSet"))
            return HASH_SET;
        if (n.equals("java.util.TreeMap"))
            return TREE_MAP;
        if (n.equals("java.util.TreeSet"))
            return TREE_SET;
        if (n.equals("java.util.Date"))
            return DATE;
        if (n.equals("java.math.BigInteger"))
            return BIG_INTEGER;
        if (n.equals("java.math.BigDecimal") || n.equals("java.util.Vector")
                || n.equals("java.util.Collections$SynchronizedCollection")
                || n.equals("java.util.Collections$SynchronizedMap"))
            return new FieldsWithHook(c);
        if (n.equals("java.util.Hashtable"))
            return HASHTABLE;
        if (n.equals("java.util.ArrayDeque"))
            return ARRAY_DEQUE;
        if (n.equals("java.util.PriorityQueue"))
            return PRIORITY_QUEUE;
        if (n.equals("java.util.IdentityHashMap"))
            return IDENTITY_HASH_MAP;
        if (n.equals("java.util.EnumMap"))
            return ENUM_MAP;
        if (n.equals("java.util.BitSet"))
            return BIT_SET;
        if (n.equals("java.util.concurrent.CopyOnWriteArrayList"))
            return COPY_ON_WRITE_ARRAY_LIST;
        if (n.equals("java.util.concurrent.ConcurrentHashMap"))
            return CONCURRENT_HASH_MAP;
        if (n.equals("java.util.concurrent.ConcurrentLinkedQueue"))
            return CONCURRENT_LINKED_QUEUE;
        if (n.equals("java.util.Locale"))
            return LOCALE;
        if (n.equals("java.lang.StringBuilder"))
            return STRING_BUILDER;
        if (n.equals("java.lang.StringBuffer"))
            return STRING_BUFFER;
        if (n.equals("java.util.concurrent.atomic.AtomicBoolean"))
            return ATOMIC_BOOLEAN;
        if (n.equals("java.lang.Throwable"))
            return THROWABLE;
        if (n.equals("java.lang.StackTraceElement"))
            return STACK_TRACE_ELEMENT;
        if (n.equals("java.util.Random"))
            return RANDOM;
        return null;
    }

    /* ---------------------------------------------------------------- */
    /* Reflective helpers                                                */
    /* ---------------------------------------------------------------- */

    private static Field field(Class<?> c, String name) {
        try {
            return c.getDeclaredField(name);
        } catch (NoSuchFieldException e) {
            throw new InternalError(c.getName() + "." + name);
        }
    }

    static Object get(Object obj, Class<?> c, String name) {
        return DirectAccess.getField(field(c, name), obj);
    }

    static void set(Object obj, Class<?> c, String name, Object value) {
        DirectAccess.setField(field(c, name), obj, value);
    }

    /* Gives obj the state of fresh in every instance field c declares:
     * how a form turns an object made without c's constructor into one
     * built through the public API. */
    static void copyDeclared(Object fresh, Object obj, Class<?> c) {
        Field[] fs = c.getDeclaredFields();
        for (int i = 0; i < fs.length; i++) {
            if ((fs[i].getModifiers() & Modifier.STATIC) == 0)
                DirectAccess.setField(fs[i], obj, DirectAccess.getField(fs[i], fresh));
        }
    }

    /* ---------------------------------------------------------------- */
    /* Collections                                                       */
    /* ---------------------------------------------------------------- */

    /** The JDK's form of many collections: their fields, then the count and each element. */
    private static void writeDefaultAndElements(Collection<?> c, ObjectOutputStream out) throws IOException {
        Object[] a = c.toArray();
        out.defaultWriteObject();
        writeElements(a, out);
    }

    private static void writeElements(Object[] a, ObjectOutputStream out) throws IOException {
        out.writeInt(a.length);
        for (int i = 0; i < a.length; i++)
            out.writeObject(a[i]);
    }

    private static final Form ARRAY_LIST = new Form(true, new ObjectStreamField[] { f("size", Integer.TYPE) }) {
        void write(Object obj, ObjectOutputStream out) throws IOException {
            List<?> list = (List<?>) obj;
            Object[] a = list.toArray();
            ObjectOutputStream.PutField pf = out.putFields();
            pf.put("size", a.length);
            out.writeFields();
            writeElements(a, out);
        }

        void read(Object obj, ObjectInputStream in) throws IOException, ClassNotFoundException {
            int size = in.readFields().get("size", 0);
            if (size < 0)
                throw new InvalidObjectException("Invalid size: " + size);
            in.readInt();
            ArrayList<Object> fresh = new ArrayList<Object>(size);
            copyDeclared(fresh, obj, ArrayList.class);
            for (int i = 0; i < size; i++)
                fresh.add(in.readObject());
            copyDeclared(fresh, obj, ArrayList.class);
        }
    };

    private static final Form LINKED_LIST = new Form(true, NONE) {
        void write(Object obj, ObjectOutputStream out) throws IOException {
            writeDefaultAndElements((Collection<?>) obj, out);
        }

        void read(Object obj, ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            int size = in.readInt();
            LinkedList<Object> fresh = new LinkedList<Object>();
            copyDeclared(fresh, obj, LinkedList.class);
            for (int i = 0; i < size; i++)
                fresh.add(in.readObject());
            copyDeclared(fresh, obj, LinkedList.class);
        }
    };

    /* The JDK's HashMap capacity: the table's length, else the length the
     * first table will have. */
    static int capacity(HashMap<?, ?> m) {
        Object[] slots = (Object[]) get(m, HashMap.class, "slots");
        if (slots != null)
            return slots.length;
        int limit = ((Integer) get(m, HashMap.class, "limit")).intValue();
        return limit > 0 ? limit : 16;
    }

    static float loadFactor(HashMap<?, ?> m) {
        return ((Float) get(m, HashMap.class, "loadFactor")).floatValue();
    }

    private static int tableSizeFor(int n) {
        int p = 1;
        while (p < n && p < (1 << 30))
            p += p;
        return p;
    }

    private static final Form HASH_MAP = new Form(true,
            new ObjectStreamField[] { f("loadFactor", Float.TYPE), f("threshold", Integer.TYPE) }) {
        void write(Object obj, ObjectOutputStream out) throws IOException {
            HashMap<?, ?> m = (HashMap<?, ?>) obj;
            ObjectOutputStream.PutField pf = out.putFields();
            pf.put("loadFactor", loadFactor(m));
            pf.put("threshold", ((Integer) get(m, HashMap.class, "limit")).intValue());
            out.writeFields();
            out.writeInt(capacity(m));
            out.writeInt(m.size());
            Iterator<?> it = m.entrySet().iterator();
            while (it.hasNext()) {
                Map.Entry<?, ?> e = (Map.Entry<?, ?>) it.next();
                out.writeObject(e.getKey());
                out.writeObject(e.getValue());
            }
        }

        void read(Object obj, ObjectInputStream in) throws IOException, ClassNotFoundException {
            float lf = in.readFields().get("loadFactor", 0f);
            if (lf <= 0 || Float.isNaN(lf))
                throw new InvalidObjectException("Illegal load factor: " + lf);
            in.readInt();
            int mappings = in.readInt();
            if (mappings < 0)
                throw new InvalidObjectException("Illegal mappings count: " + mappings);
            /* The table the JDK's readObject makes for this many mappings. */
            float clamped = Math.min(Math.max(0.25f, lf), 4.0f);
            float fc = (float) mappings / clamped + 1.0f;
            int cap = fc < 16 ? 16 : fc >= (1 << 30) ? (1 << 30) : tableSizeFor((int) fc);
            boolean linked = obj instanceof LinkedHashMap;
            HashMap<Object, Object> fresh = linked ? new LinkedHashMap<Object, Object>(cap, lf)
                    : new HashMap<Object, Object>(cap, lf);
            copyDeclared(fresh, obj, HashMap.class);
            if (linked)
                copyDeclared(fresh, obj, LinkedHashMap.class);
            for (int i = 0; i < mappings; i++) {
                Object k = in.readObject();
                Object v = in.readObject();
                fresh.put(k, v);
            }
            copyDeclared(fresh, obj, HashMap.class);
            if (linked) {
                Object order = get(obj, LinkedHashMap.class, "accessOrder");
                copyDeclared(fresh, obj, LinkedHashMap.class);
                set(obj, LinkedHashMap.class, "accessOrder", order);
            }
        }
    };

    private static final Form HASH_SET = new Form(true, NONE) {
        void write(Object obj, ObjectOutputStream out) throws IOException {
            HashMap<?, ?> m = (HashMap<?, ?>) get(obj, HashSet.class, "map");
            out.defaultWriteObject();
            out.writeInt(capacity(m));
            out.writeFloat(loadFactor(m));
            out.writeInt(m.size());
            Iterator<?> it = m.keySet().iterator();
            while (it.hasNext())
                out.writeObject(it.next());
        }

        void read(Object obj, ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            int capacity = in.readInt();
            if (capacity < 0)
                throw new InvalidObjectException("Illegal capacity: " + capacity);
            float lf = in.readFloat();
            if (lf <= 0 || Float.isNaN(lf))
                throw new InvalidObjectException("Illegal load factor: " + lf);
            int size = in.readInt();
            if (size < 0)
                throw new InvalidObjectException("Illegal size: " + size);
            capacity = (int) Math.min(size * Math.min(1 / lf, 4.0f), 1 << 30);
            HashMap<Object, Object> map = obj instanceof LinkedHashSet ? new LinkedHashMap<Object, Object>(capacity, lf)
                    : new HashMap<Object, Object>(capacity, lf);
            set(obj, HashSet.class, "map", map);
            Object present = get(null, HashSet.class, "PRESENT");
            for (int i = 0; i < size; i++)
                map.put(in.readObject(), present);
        }
    };

    private static final Form TREE_MAP = new Form(true,
            new ObjectStreamField[] { f("comparator", Comparator.class) }) {
        void write(Object obj, ObjectOutputStream out) throws IOException {
            TreeMap<?, ?> m = (TreeMap<?, ?>) obj;
            ObjectOutputStream.PutField pf = out.putFields();
            pf.put("comparator", m.comparator());
            out.writeFields();
            out.writeInt(m.size());
            Iterator<?> it = m.entrySet().iterator();
            while (it.hasNext()) {
                Map.Entry<?, ?> e = (Map.Entry<?, ?>) it.next();
                out.writeObject(e.getKey());
                out.writeObject(e.getValue());
            }
        }

        @SuppressWarnings("unchecked")
        void read(Object obj, ObjectInputStream in) throws IOException, ClassNotFoundException {
            Comparator<Object> cmp = (Comparator<Object>) in.readFields().get("comparator", null);
            int size = in.readInt();
            TreeMap<Object, Object> fresh = new TreeMap<Object, Object>(cmp);
            copyDeclared(fresh, obj, TreeMap.class);
            for (int i = 0; i < size; i++) {
                Object k = in.readObject();
                fresh.put(k, in.readObject());
            }
            copyDeclared(fresh, obj, TreeMap.class);
        }
    };

    private static final Form TREE_SET = new Form(true, NONE) {
        void write(Object obj, ObjectOutputStream out) throws IOException {
            TreeSet<?> s = (TreeSet<?>) obj;
            out.defaultWriteObject();
            out.writeObject(s.comparator());
            out.writeInt(s.size());
            Iterator<?> it = s.iterator();
            while (it.hasNext())
                out.writeObject(it.next());
        }

        @SuppressWarnings("unchecked")
        void read(Object obj, ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            Comparator<Object> cmp = (Comparator<Object>) in.readObject();
            int size = in.readInt();
            TreeSet<Object> fresh = new TreeSet<Object>(cmp);
            copyDeclared(fresh, obj, TreeSet.class);
            for (int i = 0; i < size; i++)
                fresh.add(in.readObject());
            copyDeclared(fresh, obj, TreeSet.class);
        }
    };

    private static final Form HASHTABLE = new Form(true,
            new ObjectStreamField[] { f("loadFactor", Float.TYPE), f("threshold", Integer.TYPE) }) {
        void write(Object obj, ObjectOutputStream out) throws IOException {
            Class<?> c = java.util.Hashtable.class;
            if (obj instanceof java.util.Properties) {
                writeProperties((java.util.Properties) obj, out);
                return;
            }
            ArrayList<Object> pairs = new ArrayList<Object>();
            Object[] buckets;
            synchronized (obj) {
                buckets = (Object[]) get(obj, c, "buckets");
                /* The JDK stacks the chains of buckets 0, 1, ... and writes
                 * the stack from its top. */
                for (int i = 0; i < buckets.length; i++) {
                    for (Object node = buckets[i]; node != null; node = get(node, node.getClass(), "link")) {
                        pairs.add(get(node, node.getClass(), "key"));
                        pairs.add(get(node, node.getClass(), "val"));
                    }
                }
            }
            ObjectOutputStream.PutField pf = out.putFields();
            pf.put("loadFactor", ((Float) get(obj, c, "loadFactor")).floatValue());
            pf.put("threshold", ((Integer) get(obj, c, "threshold")).intValue());
            out.writeFields();
            out.writeInt(buckets.length);
            out.writeInt(pairs.size() / 2);
            for (int i = pairs.size() - 2; i >= 0; i -= 2) {
                out.writeObject(pairs.get(i));
                out.writeObject(pairs.get(i + 1));
            }
        }

        @SuppressWarnings("unchecked")
        void read(Object obj, ObjectInputStream in) throws IOException, ClassNotFoundException {
            float lf = in.readFields().get("loadFactor", 0.75f);
            int origlength = in.readInt();
            int elements = in.readInt();
            if (elements < 0)
                throw new StreamCorruptedException("Illegal # of Elements: " + elements);
            /* The table length the JDK's readObject picks. */
            origlength = Math.max(origlength, (int) (elements / lf) + 1);
            int length = (int) ((elements + elements / 20) / lf) + 3;
            if (length > elements && (length & 1) == 0)
                length--;
            length = Math.min(length, origlength);
            if (length < 0)
                length = origlength;
            if (obj instanceof java.util.Properties) {
                /* Properties keeps its entries in a map of its own. */
                copyDeclared(new java.util.Properties(), obj, java.util.Properties.class);
                for (; elements > 0; elements--) {
                    Object k = in.readObject();
                    Object v = in.readObject();
                    if (k == null || v == null)
                        throw new StreamCorruptedException();
                    ((java.util.Properties) obj).put(k, v);
                }
                return;
            }
            if (lf <= 0 || Float.isNaN(lf))
                throw new StreamCorruptedException("Illegal load factor: " + lf);
            lf = Math.min(Math.max(0.25f, lf), 4.0f);
            java.util.Hashtable<Object, Object> fresh = new java.util.Hashtable<Object, Object>(length, lf);
            for (; elements > 0; elements--) {
                Object k = in.readObject();
                Object v = in.readObject();
                if (k == null || v == null)
                    throw new StreamCorruptedException();
                if (fresh.containsKey(k))
                    throw new StreamCorruptedException();
                fresh.put(k, v);
            }
            copyDeclared(fresh, obj, java.util.Hashtable.class);
        }
    };

    /* The JDK's Properties: the Hashtable fields as its unused table has
     * them, then the entries from the last one its map iterates to the first. */
    static void writeProperties(java.util.Properties p, ObjectOutputStream out) throws IOException {
        ArrayList<Object> stack = new ArrayList<Object>();
        Iterator<Map.Entry<Object, Object>> it = p.entrySet().iterator();
        while (it.hasNext()) {
            Map.Entry<Object, Object> e = it.next();
            stack.add(e.getValue());
            stack.add(e.getKey());
        }
        /* The table length the JDK's Properties writes. */
        int elements = stack.size() / 2;
        int length = (int) (elements / 0.75f) + elements / 20 + 3;
        if (length > elements && (length & 1) == 0)
            length--;
        ObjectOutputStream.PutField pf = out.putFields();
        pf.put("loadFactor", 0.75f);
        pf.put("threshold", (int) Math.min(length * 0.75f, Integer.MAX_VALUE - 7));
        out.writeFields();
        out.writeInt(length);
        out.writeInt(elements);
        for (int i = stack.size() - 1; i >= 0; i--)
            out.writeObject(stack.get(i));
    }

    private static final Form ARRAY_DEQUE = new Form(true, NONE) {
        void write(Object obj, ObjectOutputStream out) throws IOException {
            writeDefaultAndElements((Collection<?>) obj, out);
        }

        void read(Object obj, ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            int size = in.readInt();
            java.util.ArrayDeque<Object> fresh = new java.util.ArrayDeque<Object>(Math.max(size, 1));
            for (int i = 0; i < size; i++)
                fresh.addLast(in.readObject());
            copyDeclared(fresh, obj, java.util.ArrayDeque.class);
        }
    };

    private static final Form PRIORITY_QUEUE = new Form(true,
            new ObjectStreamField[] { f("size", Integer.TYPE), f("comparator", Comparator.class) }) {
        void write(Object obj, ObjectOutputStream out) throws IOException {
            java.util.PriorityQueue<?> q = (java.util.PriorityQueue<?>) obj;
            Object[] a = q.toArray();
            ObjectOutputStream.PutField pf = out.putFields();
            pf.put("size", a.length);
            pf.put("comparator", q.comparator());
            out.writeFields();
            out.writeInt(Math.max(2, a.length + 1));
            for (int i = 0; i < a.length; i++)
                out.writeObject(a[i]);
        }

        @SuppressWarnings("unchecked")
        void read(Object obj, ObjectInputStream in) throws IOException, ClassNotFoundException {
            ObjectInputStream.GetField gf = in.readFields();
            int size = gf.get("size", 0);
            Comparator<Object> cmp = (Comparator<Object>) gf.get("comparator", null);
            in.readInt();
            /* The stream holds the heap array; adding it in order keeps it. */
            java.util.PriorityQueue<Object> fresh = new java.util.PriorityQueue<Object>(Math.max(size, 1), cmp);
            for (int i = 0; i < size; i++)
                fresh.add(in.readObject());
            copyDeclared(fresh, obj, java.util.PriorityQueue.class);
        }
    };

    private static final Form IDENTITY_HASH_MAP = new Form(true, new ObjectStreamField[] { f("size", Integer.TYPE) }) {
        void write(Object obj, ObjectOutputStream out) throws IOException {
            Map<?, ?> m = (Map<?, ?>) obj;
            ObjectOutputStream.PutField pf = out.putFields();
            pf.put("size", m.size());
            out.writeFields();
            out.writeInt(m.size());
            Iterator<?> it = m.entrySet().iterator();
            while (it.hasNext()) {
                Map.Entry<?, ?> e = (Map.Entry<?, ?>) it.next();
                out.writeObject(e.getKey());
                out.writeObject(e.getValue());
            }
        }

        void read(Object obj, ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.readFields();
            int size = in.readInt();
            if (size < 0)
                throw new StreamCorruptedException("Illegal mappings count: " + size);
            java.util.IdentityHashMap<Object, Object> fresh = new java.util.IdentityHashMap<Object, Object>();
            for (int i = 0; i < size; i++) {
                Object k = in.readObject();
                fresh.put(k, in.readObject());
            }
            copyDeclared(fresh, obj, java.util.IdentityHashMap.class);
        }
    };

    private static final Form ENUM_MAP = new Form(true, new ObjectStreamField[] { f("keyType", Class.class) }) {
        void write(Object obj, ObjectOutputStream out) throws IOException {
            Map<?, ?> m = (Map<?, ?>) obj;
            ObjectOutputStream.PutField pf = out.putFields();
            pf.put("keyType", get(obj, java.util.EnumMap.class, "keyType"));
            out.writeFields();
            out.writeInt(m.size());
            Iterator<?> it = m.entrySet().iterator();
            while (it.hasNext()) {
                Map.Entry<?, ?> e = (Map.Entry<?, ?>) it.next();
                out.writeObject(e.getKey());
                out.writeObject(e.getValue());
            }
        }

        @SuppressWarnings({ "unchecked", "rawtypes" })
        void read(Object obj, ObjectInputStream in) throws IOException, ClassNotFoundException {
            Object keyType = in.readFields().get("keyType", null);
            if (!(keyType instanceof Class) || !((Class<?>) keyType).isEnum())
                throw new InvalidObjectException("keyType is not an enum class");
            java.util.EnumMap fresh = new java.util.EnumMap((Class) keyType);
            int size = in.readInt();
            for (int i = 0; i < size; i++) {
                Object k = in.readObject();
                fresh.put((Enum) k, in.readObject());
            }
            copyDeclared(fresh, obj, java.util.EnumMap.class);
        }
    };

    private static final Form BIT_SET = new Form(true, new ObjectStreamField[] { f("bits", long[].class) }) {
        void write(Object obj, ObjectOutputStream out) throws IOException {
            Class<?> c = java.util.BitSet.class;
            long[] bits = (long[]) get(obj, c, "bits");
            int inUse = ((Integer) get(obj, c, "inUse")).intValue();
            /* The JDK trims the words to those in use unless the size was given. */
            if (!((Boolean) get(obj, c, "exactSize")).booleanValue() && inUse != bits.length)
                bits = java.util.Arrays.copyOf(bits, inUse);
            ObjectOutputStream.PutField pf = out.putFields();
            pf.put("bits", bits);
            out.writeFields();
        }

        void read(Object obj, ObjectInputStream in) throws IOException, ClassNotFoundException {
            Object bits = in.readFields().get("bits", null);
            if (!(bits instanceof long[]))
                throw new InvalidObjectException("bits");
            copyDeclared(java.util.BitSet.valueOf((long[]) bits), obj, java.util.BitSet.class);
        }
    };

    private static final Form COPY_ON_WRITE_ARRAY_LIST = new Form(true, NONE) {
        void write(Object obj, ObjectOutputStream out) throws IOException {
            writeDefaultAndElements((Collection<?>) obj, out);
        }

        void read(Object obj, ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            int size = in.readInt();
            Object[] a = new Object[size];
            for (int i = 0; i < size; i++)
                a[i] = in.readObject();
            copyDeclared(new java.util.concurrent.CopyOnWriteArrayList<Object>(a), obj,
                    java.util.concurrent.CopyOnWriteArrayList.class);
        }
    };

    private static final Form CONCURRENT_HASH_MAP = new Form(true, new ObjectStreamField[] {
            f("segments", segmentArrayClass()), f("segmentShift", Integer.TYPE), f("segmentMask", Integer.TYPE) }) {
        void write(Object obj, ObjectOutputStream out) throws IOException {
            Object[] segments = (Object[]) java.lang.reflect.Array.newInstance(segmentArrayClass().getComponentType(), 16);
            try {
                java.lang.reflect.Constructor<?> k = segmentArrayClass().getComponentType().getDeclaredConstructor(Float.TYPE);
                for (int i = 0; i < segments.length; i++)
                    segments[i] = DirectAccess.invoke(k, null, new Object[] { Float.valueOf(0.75f) }, false);
            } catch (NoSuchMethodException e) {
                throw new InternalError(e);
            }
            ObjectOutputStream.PutField pf = out.putFields();
            pf.put("segments", segments);
            pf.put("segmentShift", 28);
            pf.put("segmentMask", 15);
            out.writeFields();
            Iterator<?> it = ((Map<?, ?>) obj).entrySet().iterator();
            while (it.hasNext()) {
                Map.Entry<?, ?> e = (Map.Entry<?, ?>) it.next();
                out.writeObject(e.getKey());
                out.writeObject(e.getValue());
            }
            out.writeObject(null);
            out.writeObject(null);
        }

        void read(Object obj, ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.readFields();
            ArrayList<Object> pairs = new ArrayList<Object>();
            for (;;) {
                Object k = in.readObject();
                Object v = in.readObject();
                if (k == null || v == null)
                    break;
                pairs.add(k);
                pairs.add(v);
            }
            /* The table length the JDK's readObject picks for this many mappings. */
            long ts = (long) (1.0 + pairs.size() / 2 / 0.75f);
            Class<?> c = java.util.concurrent.ConcurrentHashMap.class;
            java.util.concurrent.ConcurrentHashMap<Object, Object> fresh = new java.util.concurrent.ConcurrentHashMap<Object, Object>();
            if (!pairs.isEmpty())
                set(fresh, c, "plannedLength", Integer.valueOf(ts >= (1 << 30) ? (1 << 30) : tableSizeFor((int) ts)));
            for (int i = 0; i < pairs.size(); i += 2)
                fresh.put(pairs.get(i), pairs.get(i + 1));
            copyDeclared(fresh, obj, c);
        }
    };

    private static Class<?> segmentArrayClass() {
        try {
            return Class.forName("[Ljava.util.concurrent.ConcurrentHashMap$Segment;");
        } catch (ClassNotFoundException e) {
            throw new InternalError(e);
        }
    }

    private static final Form CONCURRENT_LINKED_QUEUE = new Form(true, NONE) {
        void write(Object obj, ObjectOutputStream out) throws IOException {
            Object[] a = ((Collection<?>) obj).toArray();
            out.defaultWriteObject();
            for (int i = 0; i < a.length; i++)
                out.writeObject(a[i]);
            out.writeObject(null);
        }

        void read(Object obj, ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            java.util.concurrent.ConcurrentLinkedQueue<Object> fresh = new java.util.concurrent.ConcurrentLinkedQueue<Object>();
            for (Object e; (e = in.readObject()) != null;)
                fresh.add(e);
            copyDeclared(fresh, obj, java.util.concurrent.ConcurrentLinkedQueue.class);
        }
    };

    /* The JDK's Locale, its names interned as its BaseLocale keeps them. */
    private static final Form LOCALE = new Form(true, new ObjectStreamField[] { f("language", String.class),
            f("script", String.class), f("country", String.class), f("variant", String.class),
            f("extensions", String.class), f("hashcode", Integer.TYPE) }) {
        void write(Object obj, ObjectOutputStream out) throws IOException {
            java.util.Locale l = (java.util.Locale) obj;
            ObjectOutputStream.PutField pf = out.putFields();
            pf.put("language", l.getLanguage().intern());
            pf.put("script", "");
            pf.put("country", l.getCountry().intern());
            pf.put("variant", l.getVariant().intern());
            pf.put("extensions", "");
            pf.put("hashcode", -1);
            out.writeFields();
        }

        void read(Object obj, ObjectInputStream in) throws IOException, ClassNotFoundException {
            ObjectInputStream.GetField gf = in.readFields();
            Object lang = gf.get("language", "");
            Object country = gf.get("country", "");
            Object variant = gf.get("variant", "");
            if (!(lang instanceof String) || !(country instanceof String) || !(variant instanceof String))
                throw new InvalidObjectException("invalid locale");
            copyDeclared(new java.util.Locale((String) lang, (String) country, (String) variant), obj,
                    java.util.Locale.class);
        }
    };

    /* ---------------------------------------------------------------- */
    /* Text                                                              */
    /* ---------------------------------------------------------------- */

    private static Class<?> asb() {
        return StringBuilder.class.getSuperclass();
    }

    /* The characters and the capacity of a StringBuilder or StringBuffer. */
    private static char[] capacityChars(Object sb) {
        char[] value = (char[]) get(sb, asb(), "value");
        int count = ((Integer) get(sb, asb(), "count")).intValue();
        char[] out = new char[value.length];
        System.arraycopy(value, 0, out, 0, count);
        return out;
    }

    private static void setChars(Object sb, char[] val, int count) throws IOException {
        if (count < 0 || count > val.length)
            throw new StreamCorruptedException("count value invalid");
        set(sb, asb(), "value", val.clone());
        set(sb, asb(), "count", Integer.valueOf(count));
    }

    private static final Form STRING_BUILDER = new Form(true, NONE) {
        void write(Object obj, ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
            out.writeInt(((CharSequence) obj).length());
            out.writeObject(capacityChars(obj));
        }

        void read(Object obj, ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            int count = in.readInt();
            Object val = in.readObject();
            if (!(val instanceof char[]))
                throw new InvalidObjectException("value");
            setChars(obj, (char[]) val, count);
        }
    };

    private static final Form STRING_BUFFER = new Form(true, new ObjectStreamField[] { f("value", char[].class),
            f("count", Integer.TYPE), f("shared", Boolean.TYPE) }) {
        void write(Object obj, ObjectOutputStream out) throws IOException {
            char[] chars;
            int count;
            synchronized (obj) {
                chars = capacityChars(obj);
                count = ((CharSequence) obj).length();
            }
            ObjectOutputStream.PutField pf = out.putFields();
            pf.put("value", chars);
            pf.put("count", count);
            pf.put("shared", false);
            out.writeFields();
        }

        void read(Object obj, ObjectInputStream in) throws IOException, ClassNotFoundException {
            ObjectInputStream.GetField gf = in.readFields();
            Object val = gf.get("value", null);
            if (!(val instanceof char[]))
                throw new InvalidObjectException("value");
            setChars(obj, (char[]) val, gf.get("count", 0));
        }
    };

    private static final Form ATOMIC_BOOLEAN = new Form(false, new ObjectStreamField[] { f("value", Integer.TYPE) }) {
        void write(Object obj, ObjectOutputStream out) throws IOException {
            ObjectOutputStream.PutField pf = out.putFields();
            pf.put("value", ((java.util.concurrent.atomic.AtomicBoolean) obj).get() ? 1 : 0);
            out.writeFields();
        }

        void read(Object obj, ObjectInputStream in) throws IOException, ClassNotFoundException {
            ((java.util.concurrent.atomic.AtomicBoolean) obj).set(in.readFields().get("value", 0) != 0);
        }
    };

    /* ---------------------------------------------------------------- */
    /* Values                                                            */
    /* ---------------------------------------------------------------- */

    private static final Form DATE = new Form(true, NONE) {
        void write(Object obj, ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
            out.writeLong(((Date) obj).getTime());
        }

        void read(Object obj, ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            ((Date) obj).setTime(in.readLong());
        }
    };

    private static final Form BIG_INTEGER = new Form(true, new ObjectStreamField[] {
            f("bitCount", Integer.TYPE), f("bitLength", Integer.TYPE), f("firstNonzeroByteNum", Integer.TYPE),
            f("lowestSetBit", Integer.TYPE), f("signum", Integer.TYPE), f("magnitude", byte[].class) }) {
        void write(Object obj, ObjectOutputStream out) throws IOException {
            BigInteger b = (BigInteger) obj;
            byte[] bytes = b.abs().toByteArray();
            int lead = 0;
            while (lead < bytes.length && bytes[lead] == 0)
                lead++;
            byte[] magnitude = new byte[bytes.length - lead];
            System.arraycopy(bytes, lead, magnitude, 0, magnitude.length);
            ObjectOutputStream.PutField pf = out.putFields();
            pf.put("signum", b.signum());
            pf.put("magnitude", magnitude);
            pf.put("bitCount", -1);
            pf.put("bitLength", -1);
            pf.put("lowestSetBit", -2);
            pf.put("firstNonzeroByteNum", -2);
            out.writeFields();
        }

        void read(Object obj, ObjectInputStream in) throws IOException, ClassNotFoundException {
            ObjectInputStream.GetField gf = in.readFields();
            int signum = gf.get("signum", -2);
            Object m = gf.get("magnitude", null);
            if (signum < -1 || signum > 1)
                throw new StreamCorruptedException("BigInteger: Invalid signum value");
            if (!(m instanceof byte[]))
                throw new StreamCorruptedException("BigInteger: Invalid magnitude");
            byte[] magnitude = (byte[]) m;
            int lead = 0;
            while (lead < magnitude.length && magnitude[lead] == 0)
                lead++;
            if ((lead == magnitude.length) != (signum == 0))
                throw new StreamCorruptedException("BigInteger: signum-magnitude mismatch");
            copyDeclared(new BigInteger(signum, magnitude), obj, BigInteger.class);
        }
    };

    /* A class whose fields are the JDK's but whose JDK form has a
     * writeObject method that writes just them (the flag is in the stream). */
    private static final class FieldsWithHook extends Form {
        FieldsWithHook(Class<?> c) {
            super(true, null);
        }

        void write(Object obj, ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
        }

        void read(Object obj, ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
        }
    }

    private static final Form RANDOM = new Form(true, new ObjectStreamField[] {
            f("haveNextNextGaussian", Boolean.TYPE), f("nextNextGaussian", Double.TYPE), f("seed", Long.TYPE) }) {
        void write(Object obj, ObjectOutputStream out) throws IOException {
            Class<?> c = java.util.Random.class;
            ObjectOutputStream.PutField pf = out.putFields();
            pf.put("seed", ((Long) get(obj, c, "seed")).longValue());
            pf.put("nextNextGaussian", ((Double) get(obj, c, "spareGaussian")).doubleValue());
            pf.put("haveNextNextGaussian", ((Boolean) get(obj, c, "hasSpareGaussian")).booleanValue());
            out.writeFields();
        }

        void read(Object obj, ObjectInputStream in) throws IOException, ClassNotFoundException {
            Class<?> c = java.util.Random.class;
            ObjectInputStream.GetField gf = in.readFields();
            set(obj, c, "seed", Long.valueOf(gf.get("seed", -1L) & ((1L << 48) - 1)));
            set(obj, c, "spareGaussian", Double.valueOf(gf.get("nextNextGaussian", 0.0)));
            set(obj, c, "hasSpareGaussian", Boolean.valueOf(gf.get("haveNextNextGaussian", false)));
        }
    };

    /* ---------------------------------------------------------------- */
    /* Throwables                                                        */
    /* ---------------------------------------------------------------- */

    private static final Form THROWABLE = new Form(true, new ObjectStreamField[] {
            f("detailMessage", String.class), f("cause", Throwable.class),
            f("stackTrace", StackTraceElement[].class), f("suppressedExceptions", List.class) }) {
        void write(Object obj, ObjectOutputStream out) throws IOException {
            Throwable t = (Throwable) obj;
            Class<?> c = Throwable.class;
            StackTraceElement[] trace = t.getStackTrace();
            Throwable[] sup = t.getSuppressed();
            ObjectOutputStream.PutField pf = out.putFields();
            pf.put("detailMessage", get(t, c, "detailMessage"));
            pf.put("cause", get(t, c, "cause"));
            pf.put("stackTrace", trace);
            List<Throwable> list;
            if (sup.length == 0) {
                list = Collections.emptyList();
            } else {
                list = new ArrayList<Throwable>(sup.length);
                for (int i = 0; i < sup.length; i++)
                    list.add(sup[i]);
            }
            pf.put("suppressedExceptions", list);
            out.writeFields();
        }

        void read(Object obj, ObjectInputStream in) throws IOException, ClassNotFoundException {
            Class<?> c = Throwable.class;
            ObjectInputStream.GetField gf = in.readFields();
            Object msg = gf.get("detailMessage", null);
            Object cause = gf.get("cause", null);
            Object trace = gf.get("stackTrace", null);
            Object sup = gf.get("suppressedExceptions", null);
            set(obj, c, "detailMessage", msg instanceof String ? msg : null);
            set(obj, c, "cause", cause instanceof Throwable ? cause : null);
            if (trace instanceof StackTraceElement[])
                set(obj, c, "stackTrace", ((StackTraceElement[]) trace).clone());
            else
                set(obj, c, "stackTrace", new StackTraceElement[0]);
            Throwable[] s = new Throwable[0];
            if (sup instanceof List) {
                List<?> l = (List<?>) sup;
                s = new Throwable[l.size()];
                for (int i = 0; i < s.length; i++) {
                    Object e = l.get(i);
                    if (!(e instanceof Throwable) || e == obj)
                        throw new StreamCorruptedException("Cannot suppress a null exception.");
                    s[i] = (Throwable) e;
                }
            }
            set(obj, c, "suppressed", sup == null ? null : s);
            set(obj, c, "suppressedCount", Integer.valueOf(sup == null ? 0 : s.length));
            set(obj, c, "writable", Boolean.TRUE);
        }
    };

    /* The JDK's stack frames share one string per class, file and method
     * name, so the stream refers back to them. */
    private static String intern(String s) {
        return s == null ? null : s.intern();
    }

    private static final Form STACK_TRACE_ELEMENT = new Form(false, new ObjectStreamField[] {
            f("format", Byte.TYPE), f("lineNumber", Integer.TYPE), f("classLoaderName", String.class),
            f("declaringClass", String.class), f("fileName", String.class), f("methodName", String.class),
            f("moduleName", String.class), f("moduleVersion", String.class) }) {
        void write(Object obj, ObjectOutputStream out) throws IOException {
            StackTraceElement e = (StackTraceElement) obj;
            String loader = intern(e.getClassLoaderName());
            String module = intern(e.getModuleName());
            /* The VM names no loader in stack traces; a frame outside the
             * JDK's modules is taken to be the application loader's. */
            if (loader == null && module == null)
                loader = "app";
            int format = 0;
            /* Bit 0: a built-in class loader; bit 1: a JDK module the JDK
             * does not let be upgraded (these print without their version). */
            if (loader == null || loader.equals("app") || loader.equals("platform"))
                format |= 1;
            if (module != null && (module.startsWith("java.") || module.startsWith("jdk.")))
                format |= 2;
            ObjectOutputStream.PutField pf = out.putFields();
            pf.put("format", (byte) format);
            pf.put("lineNumber", e.getLineNumber());
            pf.put("classLoaderName", loader);
            pf.put("declaringClass", intern(e.getClassName()));
            pf.put("fileName", intern(e.getFileName()));
            pf.put("methodName", intern(e.getMethodName()));
            pf.put("moduleName", module);
            pf.put("moduleVersion", intern(e.getModuleVersion()));
            out.writeFields();
        }

        void read(Object obj, ObjectInputStream in) throws IOException, ClassNotFoundException {
            Class<?> c = StackTraceElement.class;
            ObjectInputStream.GetField gf = in.readFields();
            set(obj, c, "lineNumber", Integer.valueOf(gf.get("lineNumber", 0)));
            /* Here a frame prints its loader's name whenever it has one; the
             * JDK leaves out the names of its built-in loaders (format bit 0). */
            Object loader = gf.get("classLoaderName", null);
            if ((gf.get("format", (byte) 0) & 1) != 0)
                loader = null;
            set(obj, c, "classLoaderName", loader);
            set(obj, c, "declaringClass", gf.get("declaringClass", null));
            set(obj, c, "fileName", gf.get("fileName", null));
            set(obj, c, "methodName", gf.get("methodName", null));
            set(obj, c, "moduleName", gf.get("moduleName", null));
            set(obj, c, "moduleVersion", gf.get("moduleVersion", null));
        }
    };
}
