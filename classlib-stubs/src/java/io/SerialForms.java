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

    private static final Form ARRAY_LIST = new Form(true, new ObjectStreamField[] { f("size", Integer.TYPE) }) {
        void write(Object obj, ObjectOutputStream out) throws IOException {
            List<?> list = (List<?>) obj;
            Object[] a = list.toArray();
            ObjectOutputStream.PutField pf = out.putFields();
            pf.put("size", a.length);
            out.writeFields();
            out.writeInt(a.length);
            for (int i = 0; i < a.length; i++)
                out.writeObject(a[i]);
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
            Object[] a = ((Collection<?>) obj).toArray();
            out.defaultWriteObject();
            out.writeInt(a.length);
            for (int i = 0; i < a.length; i++)
                out.writeObject(a[i]);
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
