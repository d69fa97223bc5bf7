package java.io;

import java.lang.reflect.Array;
import java.util.IdentityHashMap;

import jdk.internal.reflect.DirectAccess;

/**
 * Writes objects in the Java Object Serialization Stream Protocol (version
 * 2, block data for externalizable objects). Data written between objects
 * and by writeObject methods goes out in blocks of at most 1024 bytes, as the
 * JDK's does, so the bytes match the JDK's for the same graph.
 */
public class ObjectOutputStream extends OutputStream implements ObjectOutput, ObjectStreamConstants {
    private static final int MAX_BLOCK_SIZE = 1024;

    private final OutputStream out;
    private final byte[] buf = new byte[MAX_BLOCK_SIZE];
    private int pos;
    private boolean blkmode;

    private IdentityHashMap<Object, Integer> handles = new IdentityHashMap<Object, Integer>();
    private int nextHandle;
    private IdentityHashMap<Object, Object> subs = new IdentityHashMap<Object, Object>();
    private int depth;
    private boolean enableReplace;
    private final boolean enableOverride;

    /* The object and class whose writeObject method runs, with its fields. */
    private Object curObj;
    private ObjectStreamClass curDesc;
    private PutFieldImpl curPut;

    public ObjectOutputStream(OutputStream out) throws IOException {
        if (out == null)
            throw new NullPointerException();
        this.out = out;
        enableOverride = false;
        writeStreamHeader();
        setBlockDataMode(true);
    }

    protected ObjectOutputStream() throws IOException, SecurityException {
        out = null;
        enableOverride = true;
    }

    public void useProtocolVersion(int version) throws IOException {
        if (handles.size() != 0)
            throw new IllegalStateException("stream non-empty");
        if (version != PROTOCOL_VERSION_1 && version != PROTOCOL_VERSION_2)
            throw new IllegalArgumentException("unknown version: " + version);
    }

    protected void writeStreamHeader() throws IOException {
        writeShort0(STREAM_MAGIC);
        writeShort0(STREAM_VERSION);
    }

    protected void writeObjectOverride(Object obj) throws IOException {
    }

    protected void annotateClass(Class<?> cl) throws IOException {
    }

    protected void annotateProxyClass(Class<?> cl) throws IOException {
    }

    protected Object replaceObject(Object obj) throws IOException {
        return obj;
    }

    protected boolean enableReplaceObject(boolean enable) throws SecurityException {
        boolean old = enableReplace;
        enableReplace = enable;
        return old;
    }

    protected void writeClassDescriptor(ObjectStreamClass desc) throws IOException {
        writeUTF0(desc.getName());
        writeLong0(desc.getSerialVersionUID());
        write0(desc.flags());
        ObjectStreamField[] fields = desc.fields();
        writeShort0(fields.length);
        for (int i = 0; i < fields.length; i++) {
            ObjectStreamField f = fields[i];
            write0(f.getTypeCode());
            writeUTF0(f.getName());
            if (!f.isPrimitive())
                writeTypeString(f.getSignature());
        }
    }

    /* A field's type: shared with an equal (interned) string already written. */
    private void writeTypeString(String sig) throws IOException {
        if (sig == null)
            write0(TC_NULL);
        else if (!writeHandleIfShared(sig, false))
            writeString(sig, false);
    }

    protected void drain() throws IOException {
        if (pos == 0)
            return;
        if (blkmode) {
            if (pos <= 0xFF) {
                out.write(TC_BLOCKDATA);
                out.write(pos);
            } else {
                out.write(TC_BLOCKDATALONG);
                out.write(pos >>> 24);
                out.write(pos >>> 16);
                out.write(pos >>> 8);
                out.write(pos);
            }
        }
        out.write(buf, 0, pos);
        pos = 0;
    }

    private boolean setBlockDataMode(boolean mode) throws IOException {
        boolean old = blkmode;
        if (old != mode) {
            drain();
            blkmode = mode;
        }
        return old;
    }

    /* ---------------------------------------------------------------- */
    /* Objects                                                           */
    /* ---------------------------------------------------------------- */

    public final void writeObject(Object obj) throws IOException {
        if (enableOverride) {
            writeObjectOverride(obj);
            return;
        }
        try {
            writeObject0(obj, false);
        } catch (IOException ex) {
            if (depth == 0)
                writeFatalException(ex);
            throw ex;
        }
    }

    public void writeUnshared(Object obj) throws IOException {
        try {
            writeObject0(obj, true);
        } catch (IOException ex) {
            if (depth == 0)
                writeFatalException(ex);
            throw ex;
        }
    }

    private void writeFatalException(IOException ex) throws IOException {
        clear();
        boolean old = setBlockDataMode(false);
        try {
            write0(TC_EXCEPTION);
            writeObject0(ex, false);
            clear();
        } finally {
            setBlockDataMode(old);
        }
    }

    private void clear() {
        handles.clear();
        subs.clear();
        nextHandle = 0;
    }

    private void assign(Object obj) {
        if (obj != null)
            handles.put(obj, Integer.valueOf(nextHandle));
        nextHandle++;
    }

    private boolean writeHandleIfShared(Object obj, boolean unshared) throws IOException {
        if (unshared)
            return false;
        Integer h = handles.get(obj);
        if (h == null)
            return false;
        write0(TC_REFERENCE);
        writeInt0(baseWireHandle + h.intValue());
        return true;
    }

    private void writeObject0(Object obj, boolean unshared) throws IOException {
        boolean oldMode = setBlockDataMode(false);
        depth++;
        try {
            if (obj != null && subs.containsKey(obj))
                obj = subs.get(obj);
            if (obj == null) {
                write0(TC_NULL);
                return;
            }
            if (writeHandleIfShared(obj, unshared))
                return;
            if (obj instanceof Class) {
                writeClass((Class<?>) obj, unshared);
                return;
            }
            if (obj instanceof ObjectStreamClass) {
                writeClassDesc((ObjectStreamClass) obj, unshared);
                return;
            }
            Object orig = obj;
            Class<?> cl = obj.getClass();
            ObjectStreamClass desc;
            for (;;) {
                desc = ObjectStreamClass.lookup(cl, true);
                if (!desc.hasWriteReplaceMethod())
                    break;
                obj = desc.invokeWriteReplace(obj);
                if (obj == null || obj.getClass() == cl)
                    break;
                cl = obj.getClass();
            }
            if (enableReplace) {
                Object rep = replaceObject(obj);
                if (rep != obj && rep != null) {
                    cl = rep.getClass();
                    desc = ObjectStreamClass.lookup(cl, true);
                }
                obj = rep;
            }
            if (obj != orig) {
                subs.put(orig, obj);
                if (obj == null) {
                    write0(TC_NULL);
                    return;
                }
                if (writeHandleIfShared(obj, unshared))
                    return;
                if (obj instanceof Class) {
                    writeClass((Class<?>) obj, unshared);
                    return;
                }
                if (obj instanceof ObjectStreamClass) {
                    writeClassDesc((ObjectStreamClass) obj, unshared);
                    return;
                }
            }
            if (obj instanceof String) {
                writeString((String) obj, unshared);
            } else if (cl.isArray()) {
                writeArray(obj, desc, unshared);
            } else if (obj instanceof Enum) {
                writeEnum((Enum<?>) obj, desc, unshared);
            } else if (obj instanceof Serializable) {
                writeOrdinaryObject(obj, desc, unshared);
            } else {
                throw new NotSerializableException(cl.getName());
            }
        } finally {
            depth--;
            setBlockDataMode(oldMode);
        }
    }

    private void writeClass(Class<?> cl, boolean unshared) throws IOException {
        write0(TC_CLASS);
        writeClassDesc(ObjectStreamClass.lookup(cl, true), false);
        assign(unshared ? null : cl);
    }

    private void writeClassDesc(ObjectStreamClass desc, boolean unshared) throws IOException {
        if (desc == null) {
            write0(TC_NULL);
            return;
        }
        if (writeHandleIfShared(desc, unshared))
            return;
        write0(TC_CLASSDESC);
        assign(unshared ? null : desc);
        writeClassDescriptor(desc);
        Class<?> cl = desc.forClass();
        setBlockDataMode(true);
        if (cl != null)
            annotateClass(cl);
        setBlockDataMode(false);
        write0(TC_ENDBLOCKDATA);
        writeClassDesc(desc.getSuperDesc(), false);
    }

    private void writeString(String s, boolean unshared) throws IOException {
        assign(unshared ? null : s);
        long len = utfLength(s);
        if (len <= 0xFFFF) {
            write0(TC_STRING);
            writeShort0((int) len);
        } else {
            write0(TC_LONGSTRING);
            writeLong0(len);
        }
        writeUTFBody(s);
    }

    private void writeArray(Object array, ObjectStreamClass desc, boolean unshared) throws IOException {
        write0(TC_ARRAY);
        writeClassDesc(desc, false);
        assign(unshared ? null : array);
        Class<?> ccl = desc.forClass().getComponentType();
        if (ccl.isPrimitive()) {
            if (ccl == Integer.TYPE) {
                int[] a = (int[]) array;
                writeInt0(a.length);
                for (int i = 0; i < a.length; i++)
                    writeInt0(a[i]);
            } else if (ccl == Byte.TYPE) {
                byte[] a = (byte[]) array;
                writeInt0(a.length);
                write0(a, 0, a.length);
            } else if (ccl == Long.TYPE) {
                long[] a = (long[]) array;
                writeInt0(a.length);
                for (int i = 0; i < a.length; i++)
                    writeLong0(a[i]);
            } else if (ccl == Float.TYPE) {
                float[] a = (float[]) array;
                writeInt0(a.length);
                for (int i = 0; i < a.length; i++)
                    writeInt0(Float.floatToIntBits(a[i]));
            } else if (ccl == Double.TYPE) {
                double[] a = (double[]) array;
                writeInt0(a.length);
                for (int i = 0; i < a.length; i++)
                    writeLong0(Double.doubleToLongBits(a[i]));
            } else if (ccl == Short.TYPE) {
                short[] a = (short[]) array;
                writeInt0(a.length);
                for (int i = 0; i < a.length; i++)
                    writeShort0(a[i]);
            } else if (ccl == Character.TYPE) {
                char[] a = (char[]) array;
                writeInt0(a.length);
                for (int i = 0; i < a.length; i++)
                    writeShort0(a[i]);
            } else {
                boolean[] a = (boolean[]) array;
                writeInt0(a.length);
                for (int i = 0; i < a.length; i++)
                    write0(a[i] ? 1 : 0);
            }
        } else {
            Object[] a = (Object[]) array;
            writeInt0(a.length);
            for (int i = 0; i < a.length; i++)
                writeObject0(a[i], false);
        }
    }

    private void writeEnum(Enum<?> en, ObjectStreamClass desc, boolean unshared) throws IOException {
        write0(TC_ENUM);
        ObjectStreamClass sdesc = desc.getSuperDesc();
        writeClassDesc(sdesc.forClass() == Enum.class ? desc : sdesc, false);
        assign(unshared ? null : en);
        writeString(en.name(), false);
    }

    private void writeOrdinaryObject(Object obj, ObjectStreamClass desc, boolean unshared) throws IOException {
        write0(TC_OBJECT);
        writeClassDesc(desc, false);
        assign(unshared ? null : obj);
        if (desc.isExternalizable()) {
            Object oldObj = curObj;
            ObjectStreamClass oldDesc = curDesc;
            PutFieldImpl oldPut = curPut;
            curObj = null;
            curDesc = null;
            setBlockDataMode(true);
            try {
                ((Externalizable) obj).writeExternal(this);
            } finally {
                curObj = oldObj;
                curDesc = oldDesc;
                curPut = oldPut;
            }
            setBlockDataMode(false);
            write0(TC_ENDBLOCKDATA);
        } else if (desc.isRecord()) {
            writeRecordFields(obj, desc);
        } else {
            writeSerialData(obj, desc);
        }
    }

    private void writeRecordFields(Object obj, ObjectStreamClass desc) throws IOException {
        java.lang.reflect.RecordComponent[] rc = desc.forClass().getRecordComponents();
        ObjectStreamField[] fields = desc.fields();
        for (int pass = 0; pass < 2; pass++) {
            for (int i = 0; i < fields.length; i++) {
                ObjectStreamField f = fields[i];
                if (f.isPrimitive() != (pass == 0))
                    continue;
                Object v = null;
                for (int k = 0; k < rc.length; k++)
                    if (rc[k].getName().equals(f.getName()))
                        v = DirectAccess.invoke(rc[k].getAccessor(), obj, new Object[0], false);
                if (pass == 0)
                    writePrim(f.getTypeCode(), v);
                else
                    writeObject0(v, f.isUnshared());
            }
        }
    }

    /* The class chain of desc, the topmost serializable class first. */
    static ObjectStreamClass[] chain(ObjectStreamClass desc) {
        int n = 0;
        for (ObjectStreamClass d = desc; d != null; d = d.getSuperDesc())
            n++;
        ObjectStreamClass[] c = new ObjectStreamClass[n];
        for (ObjectStreamClass d = desc; d != null; d = d.getSuperDesc())
            c[--n] = d;
        return c;
    }

    private void writeSerialData(Object obj, ObjectStreamClass desc) throws IOException {
        ObjectStreamClass[] slots = chain(desc);
        for (int i = 0; i < slots.length; i++) {
            ObjectStreamClass slot = slots[i];
            if (slot.hasWriteObjectMethod()) {
                Object oldObj = curObj;
                ObjectStreamClass oldDesc = curDesc;
                PutFieldImpl oldPut = curPut;
                curObj = obj;
                curDesc = slot;
                curPut = null;
                setBlockDataMode(true);
                try {
                    slot.invokeWriteObject(obj, this);
                } finally {
                    curObj = oldObj;
                    curDesc = oldDesc;
                    curPut = oldPut;
                }
                setBlockDataMode(false);
                if (slot.hasWriteObjectData())
                    write0(TC_ENDBLOCKDATA);
            } else {
                defaultWriteFields(obj, slot);
            }
        }
    }

    private void defaultWriteFields(Object obj, ObjectStreamClass desc) throws IOException {
        ObjectStreamField[] fields = desc.fields();
        for (int i = 0; i < fields.length; i++) {
            ObjectStreamField f = fields[i];
            if (f.isPrimitive())
                writePrim(f.getTypeCode(), f.field == null ? null : DirectAccess.getField(f.field, obj));
        }
        for (int i = 0; i < fields.length; i++) {
            ObjectStreamField f = fields[i];
            if (!f.isPrimitive())
                writeObject0(f.field == null ? null : DirectAccess.getField(f.field, obj), f.isUnshared());
        }
    }

    private void writePrim(char code, Object v) throws IOException {
        switch (code) {
        case 'Z': write0(v != null && ((Boolean) v).booleanValue() ? 1 : 0); break;
        case 'B': write0(v == null ? 0 : ((Byte) v).byteValue()); break;
        case 'C': writeShort0(v == null ? 0 : ((Character) v).charValue()); break;
        case 'S': writeShort0(v == null ? 0 : ((Short) v).shortValue()); break;
        case 'I': writeInt0(v == null ? 0 : ((Integer) v).intValue()); break;
        case 'F': writeInt0(Float.floatToIntBits(v == null ? 0f : ((Float) v).floatValue())); break;
        case 'J': writeLong0(v == null ? 0L : ((Long) v).longValue()); break;
        default: writeLong0(Double.doubleToLongBits(v == null ? 0d : ((Double) v).doubleValue())); break;
        }
    }

    public void defaultWriteObject() throws IOException {
        if (curDesc == null)
            throw new NotActiveException("not in call to writeObject");
        setBlockDataMode(false);
        defaultWriteFields(curObj, curDesc);
        setBlockDataMode(true);
    }

    public ObjectOutputStream.PutField putFields() throws IOException {
        if (curPut == null) {
            if (curDesc == null)
                throw new NotActiveException("not in call to writeObject");
            curPut = new PutFieldImpl(curDesc);
        }
        return curPut;
    }

    public void writeFields() throws IOException {
        if (curPut == null)
            throw new NotActiveException("no current PutField object");
        setBlockDataMode(false);
        curPut.writeTo(this);
        setBlockDataMode(true);
    }

    public void reset() throws IOException {
        if (depth != 0)
            throw new IOException("stream active");
        setBlockDataMode(false);
        write0(TC_RESET);
        clear();
        setBlockDataMode(true);
    }

    /* ---------------------------------------------------------------- */
    /* Raw bytes (buffered; in block data mode framed as blocks)         */
    /* ---------------------------------------------------------------- */

    private void write0(int b) throws IOException {
        if (pos >= MAX_BLOCK_SIZE)
            drain();
        buf[pos++] = (byte) b;
    }

    private void write0(byte[] b, int off, int len) throws IOException {
        while (len > 0) {
            if (pos >= MAX_BLOCK_SIZE)
                drain();
            int n = Math.min(len, MAX_BLOCK_SIZE - pos);
            System.arraycopy(b, off, buf, pos, n);
            pos += n;
            off += n;
            len -= n;
        }
    }

    private void writeShort0(int v) throws IOException {
        write0(v >>> 8);
        write0(v);
    }

    private void writeInt0(int v) throws IOException {
        write0(v >>> 24);
        write0(v >>> 16);
        write0(v >>> 8);
        write0(v);
    }

    private void writeLong0(long v) throws IOException {
        writeInt0((int) (v >>> 32));
        writeInt0((int) v);
    }

    static long utfLength(String s) {
        long n = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            n += (c >= 0x0001 && c <= 0x007F) ? 1 : (c > 0x07FF ? 3 : 2);
        }
        return n;
    }

    private void writeUTFBody(String s) throws IOException {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 0x0001 && c <= 0x007F) {
                write0(c);
            } else if (c > 0x07FF) {
                write0(0xE0 | ((c >> 12) & 0x0F));
                write0(0x80 | ((c >> 6) & 0x3F));
                write0(0x80 | (c & 0x3F));
            } else {
                write0(0xC0 | ((c >> 6) & 0x1F));
                write0(0x80 | (c & 0x3F));
            }
        }
    }

    private void writeUTF0(String s) throws IOException {
        long len = utfLength(s);
        if (len > 0xFFFF)
            throw new UTFDataFormatException();
        writeShort0((int) len);
        writeUTFBody(s);
    }

    /* ---------------------------------------------------------------- */
    /* OutputStream and DataOutput                                       */
    /* ---------------------------------------------------------------- */

    public void write(int val) throws IOException {
        write0(val);
    }

    public void write(byte[] b) throws IOException {
        write0(b, 0, b.length);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        if (b == null)
            throw new NullPointerException();
        if (off < 0 || len < 0 || off + len > b.length || off + len < 0)
            throw new IndexOutOfBoundsException();
        write0(b, off, len);
    }

    public void flush() throws IOException {
        drain();
        out.flush();
    }

    public void close() throws IOException {
        flush();
        clear();
        out.close();
    }

    public void writeBoolean(boolean v) throws IOException {
        write0(v ? 1 : 0);
    }

    public void writeByte(int v) throws IOException {
        write0(v);
    }

    public void writeShort(int v) throws IOException {
        writeShort0(v);
    }

    public void writeChar(int v) throws IOException {
        writeShort0(v);
    }

    public void writeInt(int v) throws IOException {
        writeInt0(v);
    }

    public void writeLong(long v) throws IOException {
        writeLong0(v);
    }

    public void writeFloat(float v) throws IOException {
        writeInt0(Float.floatToIntBits(v));
    }

    public void writeDouble(double v) throws IOException {
        writeLong0(Double.doubleToLongBits(v));
    }

    public void writeBytes(String s) throws IOException {
        for (int i = 0; i < s.length(); i++)
            write0(s.charAt(i));
    }

    public void writeChars(String s) throws IOException {
        for (int i = 0; i < s.length(); i++)
            writeShort0(s.charAt(i));
    }

    public void writeUTF(String s) throws IOException {
        writeUTF0(s);
    }

    /* ---------------------------------------------------------------- */
    /* PutField                                                          */
    /* ---------------------------------------------------------------- */

    public abstract static class PutField {
        public PutField() {
        }

        public abstract void put(String name, boolean val);

        public abstract void put(String name, byte val);

        public abstract void put(String name, char val);

        public abstract void put(String name, short val);

        public abstract void put(String name, int val);

        public abstract void put(String name, long val);

        public abstract void put(String name, float val);

        public abstract void put(String name, double val);

        public abstract void put(String name, Object val);

        @Deprecated
        public abstract void write(ObjectOutput out) throws IOException;
    }

    private static final class PutFieldImpl extends PutField {
        private final ObjectStreamClass desc;
        private final Object[] values;

        PutFieldImpl(ObjectStreamClass desc) {
            this.desc = desc;
            values = new Object[desc.fields().length];
        }

        private int index(String name, Class<?> type) {
            ObjectStreamField[] fields = desc.fields();
            for (int i = 0; i < fields.length; i++) {
                ObjectStreamField f = fields[i];
                if (f.getName().equals(name)
                        && (type == Object.class ? !f.isPrimitive() : f.getType() == type))
                    return i;
            }
            throw new IllegalArgumentException("no such field " + name + " with type " + type);
        }

        public void put(String name, boolean val) {
            values[index(name, Boolean.TYPE)] = Boolean.valueOf(val);
        }

        public void put(String name, byte val) {
            values[index(name, Byte.TYPE)] = Byte.valueOf(val);
        }

        public void put(String name, char val) {
            values[index(name, Character.TYPE)] = Character.valueOf(val);
        }

        public void put(String name, short val) {
            values[index(name, Short.TYPE)] = Short.valueOf(val);
        }

        public void put(String name, int val) {
            values[index(name, Integer.TYPE)] = Integer.valueOf(val);
        }

        public void put(String name, long val) {
            values[index(name, Long.TYPE)] = Long.valueOf(val);
        }

        public void put(String name, float val) {
            values[index(name, Float.TYPE)] = Float.valueOf(val);
        }

        public void put(String name, double val) {
            values[index(name, Double.TYPE)] = Double.valueOf(val);
        }

        public void put(String name, Object val) {
            values[index(name, Object.class)] = val;
        }

        public void write(ObjectOutput out) throws IOException {
            if (out instanceof ObjectOutputStream) {
                ((ObjectOutputStream) out).setBlockDataMode(false);
                writeTo((ObjectOutputStream) out);
                ((ObjectOutputStream) out).setBlockDataMode(true);
            }
        }

        void writeTo(ObjectOutputStream oos) throws IOException {
            ObjectStreamField[] fields = desc.fields();
            for (int i = 0; i < fields.length; i++)
                if (fields[i].isPrimitive())
                    oos.writePrim(fields[i].getTypeCode(), values[i]);
            for (int i = 0; i < fields.length; i++)
                if (!fields[i].isPrimitive())
                    oos.writeObject0(values[i], fields[i].isUnshared());
        }
    }
}
