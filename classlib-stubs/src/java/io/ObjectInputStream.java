package java.io;

import java.lang.reflect.Array;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.HashMap;

import jdk.internal.reflect.DirectAccess;

/**
 * Reads objects written in the Java Object Serialization Stream Protocol.
 * Objects are made as the specification says: an Externalizable through its
 * public no-arg constructor, a record through its canonical constructor,
 * any other serializable class by running only the no-arg constructor of
 * its first non-serializable superclass.
 */
public class ObjectInputStream extends InputStream implements ObjectInput, ObjectStreamConstants {
    private static final Object UNSHARED = new Object();
    private static final HashMap<String, Class<?>> PRIMITIVES = new HashMap<String, Class<?>>();

    static {
        PRIMITIVES.put("boolean", Boolean.TYPE);
        PRIMITIVES.put("byte", Byte.TYPE);
        PRIMITIVES.put("char", Character.TYPE);
        PRIMITIVES.put("short", Short.TYPE);
        PRIMITIVES.put("int", Integer.TYPE);
        PRIMITIVES.put("long", Long.TYPE);
        PRIMITIVES.put("float", Float.TYPE);
        PRIMITIVES.put("double", Double.TYPE);
        PRIMITIVES.put("void", Void.TYPE);
    }

    private final InputStream in;
    private final boolean enableOverride;
    private int peeked = -2;
    /* Block data: inside a block, the bytes left in it; end once the
     * next thing in the stream is not block data. */
    private boolean blkmode;
    private int unread;
    private boolean end;

    private final ArrayList<Object> handles = new ArrayList<Object>();
    private int depth;
    private boolean defaultDataEnd;
    private boolean enableResolve;
    private Object curObj;
    private ObjectStreamClass curDesc;
    private boolean curFieldsRead;
    private ArrayList<Object[]> validations;
    /* The first class of the object being read that could not be found. */
    private ClassNotFoundException missingClass;

    public ObjectInputStream(InputStream in) throws IOException {
        if (in == null)
            throw new NullPointerException();
        this.in = in;
        enableOverride = false;
        readStreamHeader();
        setBlockDataMode(true);
    }

    protected ObjectInputStream() throws IOException, SecurityException {
        in = null;
        enableOverride = true;
    }

    protected void readStreamHeader() throws IOException, StreamCorruptedException {
        int s0 = readShort0();
        int s1 = readShort0();
        if (s0 != (STREAM_MAGIC & 0xFFFF) || s1 != STREAM_VERSION)
            throw new StreamCorruptedException("invalid stream header: " + hex(s0, 4) + hex(s1, 4));
    }

    private static String hex(long v, int digits) {
        String h = Long.toHexString(v).toUpperCase();
        while (h.length() < digits)
            h = "0" + h;
        return h;
    }

    protected Object readObjectOverride() throws IOException, ClassNotFoundException {
        return null;
    }

    protected Class<?> resolveClass(ObjectStreamClass desc) throws IOException, ClassNotFoundException {
        String name = desc.getName();
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        if (loader == null)
            loader = ClassLoader.getSystemClassLoader();
        try {
            return Class.forName(name, false, loader);
        } catch (ClassNotFoundException ex) {
            Class<?> c = PRIMITIVES.get(name);
            if (c != null)
                return c;
            throw ex;
        }
    }

    protected Class<?> resolveProxyClass(String[] interfaces) throws IOException, ClassNotFoundException {
        throw new ClassNotFoundException("proxy classes are not supported");
    }

    protected Object resolveObject(Object obj) throws IOException {
        return obj;
    }

    protected boolean enableResolveObject(boolean enable) throws SecurityException {
        boolean old = enableResolve;
        enableResolve = enable;
        return old;
    }

    protected ObjectStreamClass readClassDescriptor() throws IOException, ClassNotFoundException {
        String name = readUTF0();
        long suid = readLong0();
        byte flags = (byte) readByte0();
        int n = readShort0();
        if (n < 0 || n > 0xFFFF)
            throw new InvalidClassException(name, "illegal field count: " + n);
        if (n >= 0x8000)
            n -= 0x10000;
        if (n < 0)
            throw new InvalidClassException(name, "illegal field count: " + n);
        ObjectStreamField[] fields = new ObjectStreamField[n];
        for (int i = 0; i < n; i++) {
            char tcode = (char) readByte0();
            String fname = readUTF0();
            String sig = (tcode == 'L' || tcode == '[') ? readTypeString() : String.valueOf(tcode);
            try {
                fields[i] = new ObjectStreamField(fname, sig, false);
            } catch (RuntimeException e) {
                throw new InvalidClassException(name, "invalid descriptor for field " + fname);
            }
        }
        return ObjectStreamClass.fromStream(name, suid, flags, fields);
    }

    private String readTypeString() throws IOException {
        boolean old = setBlockDataMode(false);
        try {
            int tc = peekByte();
            switch (tc) {
            case TC_NULL:
                readByte0();
                return null;
            case TC_REFERENCE: {
                Object o = readHandle(false);
                if (!(o instanceof String))
                    throw new StreamCorruptedException("invalid type code: " + hex(tc, 2));
                return (String) o;
            }
            case TC_STRING:
            case TC_LONGSTRING:
                return readString(false);
            default:
                throw new StreamCorruptedException("invalid type code: " + hex(tc, 2));
            }
        } finally {
            setBlockDataMode(old);
        }
    }

    /* ---------------------------------------------------------------- */
    /* Objects                                                           */
    /* ---------------------------------------------------------------- */

    public final Object readObject() throws IOException, ClassNotFoundException {
        if (enableOverride)
            return readObjectOverride();
        return readTop(false);
    }

    public Object readUnshared() throws IOException, ClassNotFoundException {
        return readTop(true);
    }

    private Object readTop(boolean unshared) throws IOException, ClassNotFoundException {
        boolean top = depth == 0;
        try {
            Object obj = readObject0(unshared);
            if (top && missingClass != null)
                throw missingClass;
            if (top && validations != null)
                runValidations();
            return obj;
        } finally {
            if (top) {
                validations = null;
                missingClass = null;
            }
        }
    }

    public void registerValidation(ObjectInputValidation obj, int prio)
            throws NotActiveException, InvalidObjectException {
        if (depth == 0)
            throw new NotActiveException("stream inactive");
        if (obj == null)
            throw new InvalidObjectException("null callback");
        if (validations == null)
            validations = new ArrayList<Object[]>();
        validations.add(new Object[] { obj, Integer.valueOf(prio) });
    }

    private void runValidations() throws InvalidObjectException {
        ArrayList<Object[]> list = validations;
        validations = null;
        /* Highest priority first; equal priorities in no particular order. */
        Object[][] a = list.toArray(new Object[0][]);
        for (int i = 1; i < a.length; i++) {
            Object[] x = a[i];
            int j = i - 1;
            while (j >= 0 && ((Integer) a[j][1]).intValue() < ((Integer) x[1]).intValue()) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
        for (int i = 0; i < a.length; i++)
            ((ObjectInputValidation) a[i][0]).validateObject();
    }

    private Object readObject0(boolean unshared) throws IOException, ClassNotFoundException {
        boolean oldMode = blkmode;
        if (oldMode) {
            int remain = currentBlockRemaining();
            if (remain > 0)
                throw new OptionalDataException(remain);
            if (defaultDataEnd)
                throw new OptionalDataException(true);
            setBlockDataMode(false);
        }
        int tc;
        while ((tc = peekByte()) == TC_RESET) {
            readByte0();
            handleReset();
        }
        depth++;
        try {
            switch (tc) {
            case TC_NULL:
                readByte0();
                return null;
            case TC_REFERENCE:
                return readHandle(unshared);
            case TC_CLASS:
                return readClass(unshared);
            case TC_CLASSDESC:
            case TC_PROXYCLASSDESC:
                return readClassDesc(unshared);
            case TC_STRING:
            case TC_LONGSTRING:
                return checkResolve(readString(unshared));
            case TC_ARRAY:
                return checkResolve(readArray(unshared));
            case TC_ENUM:
                return checkResolve(readEnum(unshared));
            case TC_OBJECT:
                return checkResolve(readOrdinaryObject(unshared));
            case TC_EXCEPTION: {
                IOException ex = readFatalException();
                throw new WriteAbortedException("writing aborted", ex);
            }
            case TC_BLOCKDATA:
            case TC_BLOCKDATALONG:
                if (oldMode) {
                    setBlockDataMode(true);
                    refill();
                    throw new OptionalDataException(currentBlockRemaining());
                }
                throw new StreamCorruptedException("unexpected block data");
            case TC_ENDBLOCKDATA:
                if (oldMode)
                    throw new OptionalDataException(true);
                throw new StreamCorruptedException("unexpected end of block data");
            default:
                throw new StreamCorruptedException("invalid type code: " + hex(tc, 2));
            }
        } finally {
            depth--;
            setBlockDataMode(oldMode);
        }
    }

    private Object checkResolve(Object obj) throws IOException {
        if (!enableResolve)
            return obj;
        return resolveObject(obj);
    }

    private void handleReset() throws StreamCorruptedException {
        if (depth > 0)
            throw new StreamCorruptedException("unexpected reset; recursion depth: " + depth);
        handles.clear();
    }

    private int assign(Object obj) {
        handles.add(obj);
        return handles.size() - 1;
    }

    private Object readHandle(boolean unshared) throws IOException {
        readByte0();
        int h = readInt0() - baseWireHandle;
        if (h < 0 || h >= handles.size())
            throw new StreamCorruptedException("invalid handle value: " + hex((h + baseWireHandle) & 0xFFFFFFFFL, 8));
        if (unshared)
            throw new InvalidObjectException("cannot read back reference as unshared");
        Object obj = handles.get(h);
        if (obj == UNSHARED)
            throw new InvalidObjectException("cannot read back reference to unshared object");
        return obj;
    }

    private Class<?> readClass(boolean unshared) throws IOException, ClassNotFoundException {
        readByte0();
        ObjectStreamClass desc = readClassDesc(false);
        Class<?> cl = desc.forClass();
        assign(unshared ? UNSHARED : cl);
        return cl;
    }

    private ObjectStreamClass readClassDesc(boolean unshared) throws IOException, ClassNotFoundException {
        int tc = peekByte();
        switch (tc) {
        case TC_NULL:
            readByte0();
            return null;
        case TC_REFERENCE: {
            Object o = readHandle(unshared);
            if (!(o instanceof ObjectStreamClass))
                throw new StreamCorruptedException("invalid type code: " + hex(tc, 2));
            return (ObjectStreamClass) o;
        }
        case TC_PROXYCLASSDESC:
            throw new InvalidClassException("proxy class descriptors are not supported");
        case TC_CLASSDESC:
            return readNonProxyDesc(unshared);
        default:
            throw new StreamCorruptedException("invalid type code: " + hex(tc, 2));
        }
    }

    private ObjectStreamClass readNonProxyDesc(boolean unshared) throws IOException, ClassNotFoundException {
        readByte0();
        int handle = assign(null);
        ObjectStreamClass desc = readClassDescriptor();
        Class<?> cl;
        boolean old = setBlockDataMode(true);
        try {
            cl = resolveClass(desc);
        } catch (ClassNotFoundException ex) {
            /* As in the JDK, the rest of the object is read (its data
             * dropped) and the exception thrown once readObject ends. */
            cl = null;
            if (missingClass == null)
                missingClass = ex;
        }
        skipCustomData();
        setBlockDataMode(old);
        ObjectStreamClass sup = readClassDesc(false);
        desc.bind(cl, sup);
        handles.set(handle, unshared ? UNSHARED : desc);
        return desc;
    }

    private String readString(boolean unshared) throws IOException {
        int tc = readByte0();
        String s;
        if (tc == TC_STRING)
            s = readUTFBody(readShort0());
        else if (tc == TC_LONGSTRING)
            s = readUTFBody(readLong0());
        else
            throw new StreamCorruptedException("invalid type code: " + hex(tc, 2));
        assign(unshared ? UNSHARED : s);
        return s;
    }

    private Object readArray(boolean unshared) throws IOException, ClassNotFoundException {
        readByte0();
        ObjectStreamClass desc = readClassDesc(false);
        int len = readInt0();
        if (len < 0)
            throw new StreamCorruptedException("Array length is negative");
        Class<?> cl = desc.forClass();
        Class<?> ccl = cl == null ? null : cl.getComponentType();
        Object array = ccl == null ? null : Array.newInstance(ccl, len);
        int handle = assign(unshared ? UNSHARED : array);
        if (ccl == null) {
            /* Unknown class: read and drop the elements. */
            String n = desc.getName();
            char code = n.length() > 1 ? n.charAt(1) : 'L';
            for (int i = 0; i < len; i++) {
                if (code == 'L' || code == '[')
                    readObject0(false);
                else
                    readPrim(code);
            }
            return null;
        }
        if (ccl == Integer.TYPE) {
            int[] a = (int[]) array;
            for (int i = 0; i < len; i++)
                a[i] = readInt0();
        } else if (ccl == Byte.TYPE) {
            readFully0((byte[]) array, 0, len);
        } else if (ccl == Long.TYPE) {
            long[] a = (long[]) array;
            for (int i = 0; i < len; i++)
                a[i] = readLong0();
        } else if (ccl == Float.TYPE) {
            float[] a = (float[]) array;
            for (int i = 0; i < len; i++)
                a[i] = Float.intBitsToFloat(readInt0());
        } else if (ccl == Double.TYPE) {
            double[] a = (double[]) array;
            for (int i = 0; i < len; i++)
                a[i] = Double.longBitsToDouble(readLong0());
        } else if (ccl == Short.TYPE) {
            short[] a = (short[]) array;
            for (int i = 0; i < len; i++)
                a[i] = (short) readShort0();
        } else if (ccl == Character.TYPE) {
            char[] a = (char[]) array;
            for (int i = 0; i < len; i++)
                a[i] = (char) readShort0();
        } else if (ccl == Boolean.TYPE) {
            boolean[] a = (boolean[]) array;
            for (int i = 0; i < len; i++)
                a[i] = readByte0() != 0;
        } else {
            Object[] a = (Object[]) array;
            for (int i = 0; i < len; i++) {
                Object v = readObject0(false);
                if (v != null && !ccl.isInstance(v))
                    throw new ClassCastException("cannot store " + v.getClass().getName() + " in array of "
                            + ccl.getName());
                a[i] = v;
            }
        }
        return array;
    }

    private Enum<?> readEnum(boolean unshared) throws IOException, ClassNotFoundException {
        readByte0();
        ObjectStreamClass desc = readClassDesc(false);
        if (!desc.isEnum())
            throw new InvalidClassException("non-enum class: " + desc);
        int handle = assign(null);
        String name = readString(false);
        Enum<?> result = null;
        Class<?> cl = desc.forClass();
        if (cl != null) {
            try {
                result = enumValue(cl, name);
            } catch (IllegalArgumentException ex) {
                InvalidObjectException e = new InvalidObjectException("enum constant " + name + " does not exist in " + cl);
                e.initCause(ex);
                throw e;
            }
        }
        handles.set(handle, unshared ? UNSHARED : result);
        return result;
    }

    @SuppressWarnings({ "unchecked", "rawtypes" })
    private static Enum<?> enumValue(Class<?> cl, String name) {
        return Enum.valueOf((Class) cl, name);
    }

    private IOException readFatalException() throws IOException {
        handles.clear();
        readByte0();
        Object ex;
        try {
            ex = readObject0(false);
        } catch (ClassNotFoundException e) {
            throw new StreamCorruptedException("unreadable exception: " + e);
        }
        handles.clear();
        if (!(ex instanceof IOException))
            throw new StreamCorruptedException("unexpected exception type");
        return (IOException) ex;
    }

    private Object readOrdinaryObject(boolean unshared) throws IOException, ClassNotFoundException {
        readByte0();
        ObjectStreamClass desc = readClassDesc(false);
        desc.checkDeserialize();
        Class<?> cl = desc.forClass();
        if (cl == String.class || cl == Class.class || cl == ObjectStreamClass.class)
            throw new InvalidClassException("invalid class descriptor");
        Object obj = null;
        if (cl != null && !desc.isRecord()) {
            try {
                obj = desc.newInstance();
            } catch (Exception ex) {
                InvalidClassException ice = new InvalidClassException(desc.getName(), "unable to create instance");
                ice.initCause(ex);
                throw ice;
            }
        }
        int handle = assign(unshared ? UNSHARED : obj);
        if (desc.isExternalizable()) {
            readExternalData((Externalizable) obj, desc);
        } else if (desc.isRecord() && cl != null) {
            obj = readRecord(desc);
            if (!unshared)
                handles.set(handle, obj);
        } else {
            readSerialData(obj, desc);
        }
        if (obj != null && desc.hasReadResolveMethod()) {
            Object rep = desc.invokeReadResolve(obj);
            if (unshared && rep != null && rep.getClass().isArray())
                rep = cloneArray(rep);
            if (rep != obj) {
                if (!unshared)
                    handles.set(handle, rep);
                obj = rep;
            }
        }
        return obj;
    }

    private static Object cloneArray(Object a) {
        int n = Array.getLength(a);
        Object c = Array.newInstance(a.getClass().getComponentType(), n);
        System.arraycopy(a, 0, c, 0, n);
        return c;
    }

    private void readExternalData(Externalizable obj, ObjectStreamClass desc)
            throws IOException, ClassNotFoundException {
        Object oldObj = curObj;
        ObjectStreamClass oldDesc = curDesc;
        curObj = null;
        curDesc = null;
        boolean blocked = desc.hasBlockExternalData();
        if (blocked)
            setBlockDataMode(true);
        try {
            if (obj != null)
                obj.readExternal(this);
            if (blocked)
                skipCustomData();
        } finally {
            curObj = oldObj;
            curDesc = oldDesc;
        }
    }

    private Object readRecord(ObjectStreamClass desc) throws IOException, ClassNotFoundException {
        Object[] vals = readFieldValues(desc);
        ObjectStreamField[] fields = desc.fields();
        RecordComponent[] rc = desc.forClass().getRecordComponents();
        Object[] args = new Object[rc.length];
        for (int k = 0; k < rc.length; k++) {
            Class<?> t = rc[k].getType();
            Object v = null;
            boolean found = false;
            for (int i = 0; i < fields.length; i++) {
                if (fields[i].getName().equals(rc[k].getName())) {
                    ObjectStreamField f = fields[i];
                    if (f.isPrimitive() ? t.descriptorString().charAt(0) == f.getTypeCode()
                            : !t.isPrimitive() && (vals[i] == null || t.isInstance(vals[i]))) {
                        v = vals[i];
                        found = true;
                    }
                }
            }
            if (!found && t.isPrimitive())
                v = defaultValue(t.descriptorString().charAt(0));
            args[k] = v;
        }
        try {
            return desc.newRecord(args);
        } catch (RuntimeException ex) {
            InvalidObjectException e = new InvalidObjectException(ex.toString());
            e.initCause(ex);
            throw e;
        }
    }

    private static Object defaultValue(char code) {
        switch (code) {
        case 'Z': return Boolean.FALSE;
        case 'B': return Byte.valueOf((byte) 0);
        case 'C': return Character.valueOf((char) 0);
        case 'S': return Short.valueOf((short) 0);
        case 'I': return Integer.valueOf(0);
        case 'J': return Long.valueOf(0L);
        case 'F': return Float.valueOf(0f);
        default: return Double.valueOf(0d);
        }
    }

    /* The data slots of desc, superclasses first: each a stream descriptor
     * with data, or a local class without data in the stream (for its
     * readObjectNoData). */
    private static Object[] layout(ObjectStreamClass desc) {
        ObjectStreamClass[] stream = ObjectOutputStream.chain(desc);
        ArrayList<Object> slots = new ArrayList<Object>();
        Class<?> cl = desc.forClass();
        if (cl == null) {
            for (int i = 0; i < stream.length; i++)
                slots.add(stream[i]);
            return slots.toArray();
        }
        /* Bottom up: local classes matched with stream descriptors by name. */
        ArrayList<Object> rev = new ArrayList<Object>();
        int next = stream.length - 1;
        for (Class<?> c = cl; c != null && Serializable.class.isAssignableFrom(c); c = c.getSuperclass()) {
            int match = -1;
            for (int i = next; i >= 0; i--) {
                if (stream[i].getName().equals(c.getName())) {
                    match = i;
                    break;
                }
            }
            if (match >= 0) {
                for (int i = next; i >= match; i--)
                    rev.add(stream[i]);
                next = match - 1;
            } else {
                rev.add(c);
            }
        }
        for (int i = next; i >= 0; i--)
            rev.add(stream[i]);
        for (int i = rev.size() - 1; i >= 0; i--)
            slots.add(rev.get(i));
        return slots.toArray();
    }

    private void readSerialData(Object obj, ObjectStreamClass desc) throws IOException, ClassNotFoundException {
        Object[] slots = layout(desc);
        for (int i = 0; i < slots.length; i++) {
            if (slots[i] instanceof Class) {
                ObjectStreamClass local = ObjectStreamClass.lookup((Class<?>) slots[i], true);
                if (obj != null && local.hasReadObjectNoDataMethod())
                    local.invokeReadObjectNoData(obj);
                continue;
            }
            ObjectStreamClass slot = (ObjectStreamClass) slots[i];
            if (obj != null && slot.forClass() != null && slot.hasReadObjectMethod()) {
                Object oldObj = curObj;
                ObjectStreamClass oldDesc = curDesc;
                boolean oldRead = curFieldsRead;
                curObj = obj;
                curDesc = slot;
                curFieldsRead = false;
                setBlockDataMode(true);
                try {
                    slot.invokeReadObject(obj, this);
                } finally {
                    curObj = oldObj;
                    curDesc = oldDesc;
                    curFieldsRead = oldRead;
                }
                defaultDataEnd = false;
            } else {
                defaultReadFields(slot.forClass() == null ? null : obj, slot);
            }
            if (slot.hasWriteObjectData())
                skipCustomData();
            else
                setBlockDataMode(false);
        }
    }

    private void skipCustomData() throws IOException, ClassNotFoundException {
        for (;;) {
            if (blkmode) {
                skipBlockData();
                setBlockDataMode(false);
            }
            int tc = peekByte();
            if (tc == TC_BLOCKDATA || tc == TC_BLOCKDATALONG) {
                setBlockDataMode(true);
            } else if (tc == TC_ENDBLOCKDATA) {
                readByte0();
                return;
            } else {
                readObject0(false);
            }
        }
    }

    /* The values of desc's fields in the stream, in field order. */
    private Object[] readFieldValues(ObjectStreamClass desc) throws IOException, ClassNotFoundException {
        ObjectStreamField[] fields = desc.fields();
        Object[] vals = new Object[fields.length];
        for (int i = 0; i < fields.length; i++)
            if (fields[i].isPrimitive())
                vals[i] = readPrim(fields[i].getTypeCode());
        for (int i = 0; i < fields.length; i++)
            if (!fields[i].isPrimitive())
                vals[i] = readObject0(fields[i].isUnshared());
        return vals;
    }

    private void defaultReadFields(Object obj, ObjectStreamClass desc) throws IOException, ClassNotFoundException {
        Object[] vals = readFieldValues(desc);
        if (obj == null)
            return;
        ObjectStreamField[] fields = desc.fields();
        for (int i = 0; i < fields.length; i++) {
            ObjectStreamField f = fields[i];
            if (f.field == null)
                continue;
            Object v = vals[i];
            if (!f.isPrimitive() && v != null && !f.field.getType().isInstance(v))
                throw new ClassCastException("cannot assign instance of " + v.getClass().getName() + " to field "
                        + f.field.getDeclaringClass().getName() + "." + f.field.getName() + " of type "
                        + f.field.getType().getName() + " in instance of " + obj.getClass().getName());
            DirectAccess.setField(f.field, obj, v);
        }
    }

    private Object readPrim(char code) throws IOException {
        switch (code) {
        case 'Z': return Boolean.valueOf(readByte0() != 0);
        case 'B': return Byte.valueOf((byte) readByte0());
        case 'C': return Character.valueOf((char) readShort0());
        case 'S': return Short.valueOf((short) readShort0());
        case 'I': return Integer.valueOf(readInt0());
        case 'F': return Float.valueOf(Float.intBitsToFloat(readInt0()));
        case 'J': return Long.valueOf(readLong0());
        default: return Double.valueOf(Double.longBitsToDouble(readLong0()));
        }
    }

    public void defaultReadObject() throws IOException, ClassNotFoundException {
        if (curDesc == null)
            throw new NotActiveException("not in call to readObject");
        if (curFieldsRead)
            throw new NotActiveException("not in readObject invocation or fields already read");
        setBlockDataMode(false);
        defaultReadFields(curObj, curDesc);
        setBlockDataMode(true);
        curFieldsRead = true;
        if (!curDesc.hasWriteObjectData())
            defaultDataEnd = true;
    }

    public ObjectInputStream.GetField readFields() throws IOException, ClassNotFoundException {
        if (curDesc == null)
            throw new NotActiveException("not in call to readObject");
        if (curFieldsRead)
            throw new NotActiveException("not in readObject invocation or fields already read");
        setBlockDataMode(false);
        GetFieldImpl g = new GetFieldImpl(curDesc, readFieldValues(curDesc));
        setBlockDataMode(true);
        curFieldsRead = true;
        if (!curDesc.hasWriteObjectData())
            defaultDataEnd = true;
        return g;
    }

    /* ---------------------------------------------------------------- */
    /* Bytes and block data                                              */
    /* ---------------------------------------------------------------- */

    private int rawRead() throws IOException {
        if (peeked != -2) {
            int b = peeked;
            peeked = -2;
            return b;
        }
        return in.read();
    }

    private int rawPeek() throws IOException {
        if (peeked == -2)
            peeked = in.read();
        return peeked;
    }

    private int rawRead(byte[] b, int off, int len) throws IOException {
        if (len == 0)
            return 0;
        if (peeked != -2) {
            if (peeked < 0)
                return -1;
            b[off] = (byte) peeked;
            peeked = -2;
            return 1;
        }
        return in.read(b, off, len);
    }

    private int peekByte() throws IOException {
        int b = rawPeek();
        if (b < 0)
            throw new EOFException();
        return b;
    }

    private boolean setBlockDataMode(boolean mode) throws IOException {
        boolean old = blkmode;
        if (old == mode)
            return old;
        if (mode) {
            unread = 0;
            end = false;
        } else if (unread > 0) {
            throw new IllegalStateException("unread block data");
        }
        blkmode = mode;
        return old;
    }

    /* In block data mode with the current block used up: reads the next
     * block header, or finds that the block data has ended. */
    private void refill() throws IOException {
        while (blkmode && unread == 0 && !end) {
            int tc = rawPeek();
            if (tc == TC_BLOCKDATA) {
                rawRead();
                int n = rawRead();
                if (n < 0)
                    throw new StreamCorruptedException("unexpected EOF while reading block data header");
                unread = n;
            } else if (tc == TC_BLOCKDATALONG) {
                rawRead();
                int n = 0;
                for (int i = 0; i < 4; i++) {
                    int b = rawRead();
                    if (b < 0)
                        throw new StreamCorruptedException("unexpected EOF while reading block data header");
                    n = (n << 8) | b;
                }
                if (n < 0)
                    throw new StreamCorruptedException("illegal block data header length: " + n);
                unread = n;
            } else if (tc == TC_RESET) {
                rawRead();
                handleReset();
            } else {
                end = true;
            }
        }
    }

    private int currentBlockRemaining() {
        return end ? 0 : unread;
    }

    private void skipBlockData() throws IOException {
        byte[] skip = new byte[256];
        for (;;) {
            refill();
            if (end)
                return;
            while (unread > 0) {
                int n = rawRead(skip, 0, Math.min(unread, skip.length));
                if (n < 0)
                    throw new StreamCorruptedException("unexpected EOF in middle of data block");
                unread -= n;
            }
        }
    }

    private int read0() throws IOException {
        if (!blkmode)
            return rawRead();
        refill();
        if (end)
            return -1;
        int b = rawRead();
        if (b < 0)
            throw new StreamCorruptedException("unexpected EOF in middle of data block");
        unread--;
        return b;
    }

    private int read0(byte[] b, int off, int len) throws IOException {
        if (!blkmode)
            return rawRead(b, off, len);
        refill();
        if (end)
            return -1;
        int n = rawRead(b, off, Math.min(len, unread));
        if (n < 0)
            throw new StreamCorruptedException("unexpected EOF in middle of data block");
        unread -= n;
        return n;
    }

    private void readFully0(byte[] b, int off, int len) throws IOException {
        while (len > 0) {
            int n = read0(b, off, len);
            if (n < 0)
                throw new EOFException();
            off += n;
            len -= n;
        }
    }

    private int readByte0() throws IOException {
        int b = read0();
        if (b < 0)
            throw new EOFException();
        return b;
    }

    private int readShort0() throws IOException {
        int a = readByte0();
        return (a << 8) | readByte0();
    }

    private int readInt0() throws IOException {
        int a = readShort0();
        return (a << 16) | readShort0();
    }

    private long readLong0() throws IOException {
        long a = readInt0();
        return (a << 32) | (readInt0() & 0xFFFFFFFFL);
    }

    private String readUTF0() throws IOException {
        return readUTFBody(readShort0());
    }

    private String readUTFBody(long utflen) throws IOException {
        StringBuilder sb = new StringBuilder((int) Math.min(utflen, 1 << 16));
        long i = 0;
        while (i < utflen) {
            int a = readByte0();
            i++;
            switch (a >> 4) {
            case 0: case 1: case 2: case 3: case 4: case 5: case 6: case 7:
                sb.append((char) a);
                break;
            case 12:
            case 13: {
                if (i + 1 > utflen)
                    throw new UTFDataFormatException();
                int b = readByte0();
                i++;
                if ((b & 0xC0) != 0x80)
                    throw new UTFDataFormatException();
                sb.append((char) (((a & 0x1F) << 6) | (b & 0x3F)));
                break;
            }
            case 14: {
                if (i + 2 > utflen)
                    throw new UTFDataFormatException();
                int b = readByte0();
                int c = readByte0();
                i += 2;
                if ((b & 0xC0) != 0x80 || (c & 0xC0) != 0x80)
                    throw new UTFDataFormatException();
                sb.append((char) (((a & 0x0F) << 12) | ((b & 0x3F) << 6) | (c & 0x3F)));
                break;
            }
            default:
                throw new UTFDataFormatException();
            }
        }
        return sb.toString();
    }

    /* ---------------------------------------------------------------- */
    /* InputStream and DataInput                                         */
    /* ---------------------------------------------------------------- */

    public int read() throws IOException {
        return read0();
    }

    public int read(byte[] b, int off, int len) throws IOException {
        if (b == null)
            throw new NullPointerException();
        if (off < 0 || len < 0 || len > b.length - off)
            throw new IndexOutOfBoundsException();
        if (len == 0)
            return 0;
        return read0(b, off, len);
    }

    public int available() throws IOException {
        if (!blkmode)
            return 0;
        if (unread == 0 && !end && in.available() > 0)
            refill();
        return currentBlockRemaining();
    }

    public void close() throws IOException {
        in.close();
    }

    public boolean readBoolean() throws IOException {
        return readByte0() != 0;
    }

    public byte readByte() throws IOException {
        return (byte) readByte0();
    }

    public int readUnsignedByte() throws IOException {
        return readByte0();
    }

    public char readChar() throws IOException {
        return (char) readShort0();
    }

    public short readShort() throws IOException {
        return (short) readShort0();
    }

    public int readUnsignedShort() throws IOException {
        return readShort0();
    }

    public int readInt() throws IOException {
        return readInt0();
    }

    public long readLong() throws IOException {
        return readLong0();
    }

    public float readFloat() throws IOException {
        return Float.intBitsToFloat(readInt0());
    }

    public double readDouble() throws IOException {
        return Double.longBitsToDouble(readLong0());
    }

    public void readFully(byte[] buf) throws IOException {
        readFully0(buf, 0, buf.length);
    }

    public void readFully(byte[] buf, int off, int len) throws IOException {
        if (off < 0 || len < 0 || len > buf.length - off)
            throw new IndexOutOfBoundsException();
        readFully0(buf, off, len);
    }

    public int skipBytes(int len) throws IOException {
        int n = 0;
        while (n < len && read0() >= 0)
            n++;
        return n;
    }

    @Deprecated
    public String readLine() throws IOException {
        StringBuilder sb = new StringBuilder();
        int c;
        while ((c = read0()) >= 0) {
            if (c == '\n')
                return sb.toString();
            if (c == '\r') {
                int d = read0();
                if (d >= 0 && d != '\n')
                    return sb.toString() + (char) d;
                return sb.toString();
            }
            sb.append((char) c);
        }
        return sb.length() == 0 ? null : sb.toString();
    }

    public String readUTF() throws IOException {
        return readUTF0();
    }

    /* ---------------------------------------------------------------- */
    /* GetField                                                          */
    /* ---------------------------------------------------------------- */

    public abstract static class GetField {
        public GetField() {
        }

        public abstract ObjectStreamClass getObjectStreamClass();

        public abstract boolean defaulted(String name) throws IOException;

        public abstract boolean get(String name, boolean val) throws IOException;

        public abstract byte get(String name, byte val) throws IOException;

        public abstract char get(String name, char val) throws IOException;

        public abstract short get(String name, short val) throws IOException;

        public abstract int get(String name, int val) throws IOException;

        public abstract long get(String name, long val) throws IOException;

        public abstract float get(String name, float val) throws IOException;

        public abstract double get(String name, double val) throws IOException;

        public abstract Object get(String name, Object val) throws IOException, ClassNotFoundException;
    }

    private static final class GetFieldImpl extends GetField {
        private final ObjectStreamClass desc;
        private final Object[] vals;

        GetFieldImpl(ObjectStreamClass desc, Object[] vals) {
            this.desc = desc;
            this.vals = vals;
        }

        public ObjectStreamClass getObjectStreamClass() {
            return desc;
        }

        /* The value of the field in the stream, or def when the stream has
         * no such field but the local class has. */
        private Object value(String name, Class<?> type, Object def) {
            ObjectStreamField[] fields = desc.fields();
            for (int i = 0; i < fields.length; i++) {
                ObjectStreamField f = fields[i];
                if (f.getName().equals(name)
                        && (type == Object.class ? !f.isPrimitive() : f.getType() == type))
                    return vals[i];
            }
            ObjectStreamClass local = desc.getLocalDesc();
            if (local != null && local.getField(name, type) != null)
                return def;
            throw new IllegalArgumentException("no such field " + name + " with type " + type);
        }

        public boolean defaulted(String name) {
            ObjectStreamField[] fields = desc.fields();
            for (int i = 0; i < fields.length; i++)
                if (fields[i].getName().equals(name))
                    return false;
            ObjectStreamClass local = desc.getLocalDesc();
            if (local != null && local.getField(name, null) != null)
                return true;
            throw new IllegalArgumentException("no such field " + name + " with type null");
        }

        public boolean get(String name, boolean val) {
            return ((Boolean) value(name, Boolean.TYPE, Boolean.valueOf(val))).booleanValue();
        }

        public byte get(String name, byte val) {
            return ((Byte) value(name, Byte.TYPE, Byte.valueOf(val))).byteValue();
        }

        public char get(String name, char val) {
            return ((Character) value(name, Character.TYPE, Character.valueOf(val))).charValue();
        }

        public short get(String name, short val) {
            return ((Short) value(name, Short.TYPE, Short.valueOf(val))).shortValue();
        }

        public int get(String name, int val) {
            return ((Integer) value(name, Integer.TYPE, Integer.valueOf(val))).intValue();
        }

        public long get(String name, long val) {
            return ((Long) value(name, Long.TYPE, Long.valueOf(val))).longValue();
        }

        public float get(String name, float val) {
            return ((Float) value(name, Float.TYPE, Float.valueOf(val))).floatValue();
        }

        public double get(String name, double val) {
            return ((Double) value(name, Double.TYPE, Double.valueOf(val))).doubleValue();
        }

        public Object get(String name, Object val) {
            return value(name, Object.class, val);
        }
    }
}
