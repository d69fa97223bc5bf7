package java.io;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;

import jdk.internal.reflect.DirectAccess;

/**
 * The serialization descriptor of a class: its name, serialVersionUID,
 * flags and serializable fields, as the stream protocol carries them. A
 * descriptor made by lookup describes a local class; one read from a stream
 * describes the writer's class and is bound to the local class of that name
 * (localDesc) when there is one.
 */
public class ObjectStreamClass implements Serializable {
    private static final long serialVersionUID = -6120832682080437368L;

    public static final ObjectStreamField[] NO_FIELDS = new ObjectStreamField[0];

    private static final Map<Class<?>, ObjectStreamClass> CACHE = new HashMap<Class<?>, ObjectStreamClass>();

    private Class<?> cl;
    private String name;
    private Long suid;
    private boolean isEnum;
    private boolean isRecord;
    private boolean serializable;
    private boolean externalizable;
    private boolean hasWriteObjectData;
    private boolean hasBlockExternalData = true;
    private ObjectStreamField[] fields = NO_FIELDS;
    private int primDataSize;
    private int numObjFields;
    private ObjectStreamClass superDesc;
    private ObjectStreamClass localDesc;

    private Method writeObjectMethod;
    private Method readObjectMethod;
    private Method readObjectNoDataMethod;
    private Method writeReplaceMethod;
    private Method readResolveMethod;
    private Constructor<?> cons;
    private Constructor<?> canonicalCons;
    /* The JDK's form of a library class whose own fields differ from it. */
    private SerialForms.Form form;
    /* Why instances cannot be deserialized, or null. */
    private String deserializeEx;

    ObjectStreamClass() {
    }

    public static ObjectStreamClass lookup(Class<?> cl) {
        return lookup(cl, false);
    }

    public static ObjectStreamClass lookupAny(Class<?> cl) {
        return lookup(cl, true);
    }

    static ObjectStreamClass lookup(Class<?> cl, boolean all) {
        if (!all && !Serializable.class.isAssignableFrom(cl))
            return null;
        ObjectStreamClass desc;
        synchronized (CACHE) {
            desc = CACHE.get(cl);
        }
        if (desc != null)
            return desc;
        desc = new ObjectStreamClass();
        desc.initLocal(cl);
        synchronized (CACHE) {
            ObjectStreamClass prev = CACHE.get(cl);
            if (prev != null)
                return prev;
            CACHE.put(cl, desc);
        }
        return desc;
    }

    private void initLocal(Class<?> c) {
        cl = c;
        name = c.getName();
        isEnum = Enum.class.isAssignableFrom(c);
        isRecord = c.isRecord();
        serializable = Serializable.class.isAssignableFrom(c);
        externalizable = Externalizable.class.isAssignableFrom(c);
        localDesc = this;
        Class<?> sup = c.getSuperclass();
        superDesc = (sup != null && !c.isArray()) ? lookup(sup, false) : null;
        if (c.isArray() && Serializable.class.isAssignableFrom(c)) {
            return;
        }
        if (!serializable) {
            suid = Long.valueOf(0);
            deserializeEx = "no valid constructor";
            return;
        }
        if (isEnum) {
            suid = Long.valueOf(0);
            deserializeEx = "enum type";
            return;
        }
        suid = declaredSUID(c);
        try {
            fields = serialFields(c);
        } catch (InvalidClassException e) {
            deserializeEx = e.getMessage();
            fields = NO_FIELDS;
        }
        computeOffsets();
        if (isRecord) {
            canonicalCons = canonicalConstructor(c);
        } else if (externalizable) {
            cons = externalizableConstructor(c);
        } else {
            cons = serializableConstructor(c);
            writeObjectMethod = privateMethod(c, "writeObject", ObjectOutputStream.class, Void.TYPE);
            readObjectMethod = privateMethod(c, "readObject", ObjectInputStream.class, Void.TYPE);
            readObjectNoDataMethod = privateMethod(c, "readObjectNoData", null, Void.TYPE);
            hasWriteObjectData = writeObjectMethod != null;
            form = SerialForms.forClass(c);
            if (form != null) {
                if (form.fields != null) {
                    fields = form.fields.clone();
                    Arrays.sort(fields);
                    computeOffsets();
                }
                hasWriteObjectData = form.writeMethod;
                writeObjectMethod = null;
                readObjectMethod = null;
            }
        }
        writeReplaceMethod = inheritableMethod(c, "writeReplace");
        readResolveMethod = inheritableMethod(c, "readResolve");
        if (deserializeEx == null && cons == null && !isRecord)
            deserializeEx = "no valid constructor";
        if (isRecord && canonicalCons == null && deserializeEx == null)
            deserializeEx = "record canonical constructor not found";
    }

    private static Long declaredSUID(Class<?> c) {
        try {
            Field f = c.getDeclaredField("serialVersionUID");
            int mask = Modifier.STATIC | Modifier.FINAL;
            if ((f.getModifiers() & mask) == mask && f.getType() == Long.TYPE)
                return (Long) DirectAccess.getField(f, null);
        } catch (NoSuchFieldException e) {
        }
        return null;
    }

    private static ObjectStreamField[] serialFields(Class<?> c) throws InvalidClassException {
        if (externalizableOrNot(c) || c.isInterface() || java.lang.reflect.Proxy.isProxyClass(c))
            return NO_FIELDS;
        if (c == String.class || c == ObjectStreamClass.class)
            return NO_FIELDS;
        ObjectStreamField[] fs = declaredSerialFields(c);
        if (fs == null) {
            ArrayList<ObjectStreamField> list = new ArrayList<ObjectStreamField>();
            Field[] declared = c.getDeclaredFields();
            for (int i = 0; i < declared.length; i++) {
                int mods = declared[i].getModifiers();
                if ((mods & (Modifier.STATIC | Modifier.TRANSIENT)) == 0)
                    list.add(new ObjectStreamField(declared[i], false));
            }
            fs = list.toArray(NO_FIELDS);
        }
        Arrays.sort(fs);
        return fs;
    }

    private static boolean externalizableOrNot(Class<?> c) {
        return !Serializable.class.isAssignableFrom(c) || Externalizable.class.isAssignableFrom(c);
    }

    /* serialPersistentFields, each bound to the field of that name and type. */
    private static ObjectStreamField[] declaredSerialFields(Class<?> c) throws InvalidClassException {
        Object v;
        try {
            Field f = c.getDeclaredField("serialPersistentFields");
            int mask = Modifier.PRIVATE | Modifier.STATIC | Modifier.FINAL;
            if ((f.getModifiers() & mask) != mask)
                return null;
            v = DirectAccess.getField(f, null);
        } catch (NoSuchFieldException e) {
            return null;
        }
        if (!(v instanceof ObjectStreamField[]))
            return null;
        ObjectStreamField[] spf = (ObjectStreamField[]) v;
        if (spf.length == 0)
            return NO_FIELDS;
        ObjectStreamField[] out = new ObjectStreamField[spf.length];
        HashMap<String, String> seen = new HashMap<String, String>();
        for (int i = 0; i < spf.length; i++) {
            ObjectStreamField s = spf[i];
            String fname = s.getName();
            if (seen.containsKey(fname))
                throw new InvalidClassException("multiple serializable fields named " + fname);
            seen.put(fname, fname);
            ObjectStreamField o = new ObjectStreamField(fname, s.getType(), s.isUnshared());
            try {
                Field f = c.getDeclaredField(fname);
                if (f.getType() == s.getType() && (f.getModifiers() & Modifier.STATIC) == 0)
                    o.field = f;
            } catch (NoSuchFieldException e) {
            }
            out[i] = o;
        }
        return out;
    }

    private void computeOffsets() {
        primDataSize = 0;
        numObjFields = 0;
        for (int i = 0; i < fields.length; i++) {
            ObjectStreamField f = fields[i];
            if (f.isPrimitive()) {
                f.setOffset(primDataSize);
                primDataSize += f.primSize();
            } else {
                f.setOffset(numObjFields++);
            }
        }
    }

    private static Method privateMethod(Class<?> c, String mname, Class<?> arg, Class<?> ret) {
        try {
            Method m = arg == null ? c.getDeclaredMethod(mname) : c.getDeclaredMethod(mname, arg);
            int mods = m.getModifiers();
            if (m.getReturnType() == ret && (mods & Modifier.STATIC) == 0 && (mods & Modifier.PRIVATE) != 0)
                return m;
        } catch (NoSuchMethodException e) {
        }
        return null;
    }

    /* writeReplace or readResolve: an instance method without parameters
     * returning Object, inherited as the access rules allow. */
    private static Method inheritableMethod(Class<?> c, String mname) {
        Class<?> defc = c;
        Method m = null;
        while (defc != null) {
            try {
                m = defc.getDeclaredMethod(mname);
                break;
            } catch (NoSuchMethodException e) {
                defc = defc.getSuperclass();
            }
        }
        if (m == null || m.getReturnType() != Object.class)
            return null;
        int mods = m.getModifiers();
        if ((mods & (Modifier.STATIC | Modifier.ABSTRACT)) != 0)
            return null;
        if ((mods & (Modifier.PUBLIC | Modifier.PROTECTED)) != 0)
            return m;
        if ((mods & Modifier.PRIVATE) != 0)
            return c == defc ? m : null;
        return samePackage(c, defc) ? m : null;
    }

    private static boolean samePackage(Class<?> a, Class<?> b) {
        return a.getClassLoader() == b.getClassLoader() && packageOf(a).equals(packageOf(b));
    }

    private static String packageOf(Class<?> c) {
        String n = c.getName();
        int i = n.lastIndexOf('.');
        return i < 0 ? "" : n.substring(0, i);
    }

    private static Constructor<?> externalizableConstructor(Class<?> c) {
        try {
            Constructor<?> k = c.getDeclaredConstructor();
            return (k.getModifiers() & Modifier.PUBLIC) != 0 ? k : null;
        } catch (NoSuchMethodException e) {
            return null;
        }
    }

    /* The no-arg constructor of the first superclass that is not serializable. */
    private static Constructor<?> serializableConstructor(Class<?> c) {
        Class<?> init = c;
        while (Serializable.class.isAssignableFrom(init)) {
            init = init.getSuperclass();
            if (init == null)
                return null;
        }
        try {
            Constructor<?> k = init.getDeclaredConstructor();
            int mods = k.getModifiers();
            if ((mods & Modifier.PRIVATE) != 0)
                return null;
            if ((mods & (Modifier.PUBLIC | Modifier.PROTECTED)) == 0 && !samePackage(c, init))
                return null;
            return k;
        } catch (NoSuchMethodException e) {
            return null;
        }
    }

    private static Constructor<?> canonicalConstructor(Class<?> c) {
        RecordComponent[] rc = c.getRecordComponents();
        Class<?>[] types = new Class<?>[rc.length];
        for (int i = 0; i < rc.length; i++)
            types[i] = rc[i].getType();
        try {
            return c.getDeclaredConstructor(types);
        } catch (NoSuchMethodException e) {
            return null;
        }
    }

    /* ---------------------------------------------------------------- */
    /* Public API                                                        */
    /* ---------------------------------------------------------------- */

    public String getName() {
        return name;
    }

    public long getSerialVersionUID() {
        if (suid == null) {
            if (isRecord)
                return 0L;
            suid = Long.valueOf(computeDefaultSUID(cl));
        }
        return suid.longValue();
    }

    public Class<?> forClass() {
        return cl;
    }

    public ObjectStreamField[] getFields() {
        return fields.clone();
    }

    public ObjectStreamField getField(String fname) {
        for (int i = 0; i < fields.length; i++)
            if (fields[i].getName().equals(fname))
                return fields[i];
        return null;
    }

    ObjectStreamField getField(String fname, Class<?> type) {
        for (int i = 0; i < fields.length; i++) {
            ObjectStreamField f = fields[i];
            if (!f.getName().equals(fname))
                continue;
            if (type == null || (type == Object.class && !f.isPrimitive()) || f.getType() == type)
                return f;
        }
        return null;
    }

    public String toString() {
        return name + ": static final long serialVersionUID = " + getSerialVersionUID() + "L;";
    }

    /* ---------------------------------------------------------------- */
    /* For the streams                                                   */
    /* ---------------------------------------------------------------- */

    ObjectStreamField[] fields() {
        return fields;
    }

    int getPrimDataSize() {
        return primDataSize;
    }

    int getNumObjFields() {
        return numObjFields;
    }

    ObjectStreamClass getSuperDesc() {
        return superDesc;
    }

    ObjectStreamClass getLocalDesc() {
        return localDesc;
    }

    boolean isEnum() {
        return isEnum;
    }

    boolean isRecord() {
        return isRecord;
    }

    boolean isSerializable() {
        return serializable;
    }

    boolean isExternalizable() {
        return externalizable;
    }

    boolean hasWriteObjectData() {
        return hasWriteObjectData;
    }

    boolean hasBlockExternalData() {
        return hasBlockExternalData;
    }

    byte flags() {
        int f = 0;
        if (externalizable)
            f |= ObjectStreamConstants.SC_EXTERNALIZABLE | ObjectStreamConstants.SC_BLOCK_DATA;
        else if (serializable)
            f |= ObjectStreamConstants.SC_SERIALIZABLE;
        if (hasWriteObjectData)
            f |= ObjectStreamConstants.SC_WRITE_METHOD;
        if (isEnum)
            f |= ObjectStreamConstants.SC_ENUM;
        return (byte) f;
    }

    boolean hasWriteObjectMethod() {
        return localDesc != null && (localDesc.writeObjectMethod != null || localDesc.form != null);
    }

    boolean hasReadObjectMethod() {
        return localDesc != null && (localDesc.readObjectMethod != null || localDesc.form != null);
    }

    boolean hasReadObjectNoDataMethod() {
        return localDesc != null && localDesc.readObjectNoDataMethod != null;
    }

    boolean hasWriteReplaceMethod() {
        return localDesc != null && localDesc.writeReplaceMethod != null;
    }

    boolean hasReadResolveMethod() {
        return localDesc != null && localDesc.readResolveMethod != null;
    }

    void invokeWriteObject(Object obj, ObjectOutputStream out) throws IOException {
        if (localDesc.form != null) {
            localDesc.form.write(obj, out);
            return;
        }
        DirectAccess.invoke(localDesc.writeObjectMethod, obj, new Object[] { out }, false);
    }

    void invokeReadObject(Object obj, ObjectInputStream in) throws IOException, ClassNotFoundException {
        if (localDesc.form != null) {
            localDesc.form.read(obj, in);
            return;
        }
        DirectAccess.invoke(localDesc.readObjectMethod, obj, new Object[] { in }, false);
    }

    void invokeReadObjectNoData(Object obj) {
        DirectAccess.invoke(localDesc.readObjectNoDataMethod, obj, new Object[0], false);
    }

    Object invokeWriteReplace(Object obj) {
        return DirectAccess.invoke(localDesc.writeReplaceMethod, obj, new Object[0], false);
    }

    Object invokeReadResolve(Object obj) {
        return DirectAccess.invoke(localDesc.readResolveMethod, obj, new Object[0], false);
    }

    /* Throws InvalidClassException when instances of the local class cannot
     * be made from this descriptor's data. */
    void checkDeserialize() throws InvalidClassException {
        if (cl == null)
            return;
        if (deserializeEx != null)
            throw new InvalidClassException(name, deserializeEx);
        if (localDesc.deserializeEx != null)
            throw new InvalidClassException(name, localDesc.deserializeEx);
    }

    void checkSerialize() throws InvalidClassException {
    }

    boolean isInstantiable() {
        return localDesc != null && (localDesc.cons != null);
    }

    Object newInstance() {
        Constructor<?> k = localDesc.cons;
        if (externalizable)
            return DirectAccess.invoke(k, null, new Object[0], false);
        return DirectAccess.allocate(cl, k);
    }

    Object newRecord(Object[] args) {
        return DirectAccess.invoke(localDesc.canonicalCons, null, args, false);
    }

    Constructor<?> canonicalConstructor() {
        return localDesc.canonicalCons;
    }

    /* A descriptor read from a stream. */
    static ObjectStreamClass fromStream(String name, long suid, byte flags, ObjectStreamField[] fields)
            throws InvalidClassException {
        ObjectStreamClass d = new ObjectStreamClass();
        d.name = name;
        d.suid = Long.valueOf(suid);
        d.externalizable = (flags & ObjectStreamConstants.SC_EXTERNALIZABLE) != 0;
        d.serializable = d.externalizable || (flags & ObjectStreamConstants.SC_SERIALIZABLE) != 0;
        d.hasWriteObjectData = (flags & ObjectStreamConstants.SC_WRITE_METHOD) != 0;
        d.hasBlockExternalData = (flags & ObjectStreamConstants.SC_BLOCK_DATA) != 0;
        d.isEnum = (flags & ObjectStreamConstants.SC_ENUM) != 0;
        if (d.externalizable && (flags & ObjectStreamConstants.SC_SERIALIZABLE) != 0)
            throw new InvalidClassException(name, "serializable and externalizable flags conflict");
        if (d.isEnum && suid != 0L)
            throw new InvalidClassException(name, "enum descriptor has non-zero serialVersionUID: " + suid);
        if (d.isEnum && fields.length > 0)
            throw new InvalidClassException(name, "enum descriptor has non-zero field count: " + fields.length);
        d.fields = fields;
        d.computeOffsets();
        return d;
    }

    /* Binds a descriptor read from a stream to local class c (null if the
     * class is unknown), checking that the two agree. */
    void bind(Class<?> c, ObjectStreamClass sup) throws InvalidClassException {
        superDesc = sup;
        cl = c;
        if (c == null)
            return;
        ObjectStreamClass local = lookup(c, true);
        if (isEnum != local.isEnum)
            throw new InvalidClassException(name, isEnum ? "cannot bind enum descriptor to a non-enum class"
                    : "cannot bind non-enum descriptor to an enum class");
        if (serializable == local.serializable && !c.isArray() && !local.isRecord
                && getSerialVersionUID() != local.getSerialVersionUID())
            throw new InvalidClassException(local.name, "local class incompatible: stream classdesc serialVersionUID = "
                    + getSerialVersionUID() + ", local class serialVersionUID = " + local.getSerialVersionUID());
        if (!name.equals(local.name))
            throw new InvalidClassException(local.name,
                    "local class name incompatible with stream class name \"" + name + "\"");
        if (!isEnum) {
            if (serializable == local.serializable && externalizable != local.externalizable)
                throw new InvalidClassException(local.name, "Serializable incompatible with Externalizable");
            if (serializable != local.serializable || externalizable != local.externalizable
                    || !(serializable || externalizable))
                deserializeEx = "class invalid for deserialization";
        }
        localDesc = local;
        isRecord = local.isRecord;
        /* Stream fields take the local fields of the same name. */
        for (int i = 0; i < fields.length; i++) {
            ObjectStreamField f = fields[i];
            ObjectStreamField lf = local.getField(f.getName());
            if (lf == null)
                continue;
            if ((f.isPrimitive() || lf.isPrimitive()) && f.getTypeCode() != lf.getTypeCode())
                throw new InvalidClassException(local.name, "incompatible types for field " + f.getName());
            f.field = lf.field;
        }
    }

    /* ---------------------------------------------------------------- */
    /* The default serialVersionUID                                      */
    /* ---------------------------------------------------------------- */

    private static final class Member {
        final String name;
        final int mods;
        final String sig;

        Member(String name, int mods, String sig) {
            this.name = name;
            this.mods = mods;
            this.sig = sig;
        }
    }

    private static String methodSig(Class<?>[] params, Class<?> ret) {
        StringBuilder sb = new StringBuilder("(");
        for (int i = 0; i < params.length; i++)
            sb.append(params[i].descriptorString());
        sb.append(')').append(ret.descriptorString());
        return sb.toString();
    }

    /* The specification's hash: SHA-1 over the class name, modifiers,
     * sorted interface names, fields, static initializer, constructors and
     * methods; the first eight bytes of the digest, little-endian. */
    static long computeDefaultSUID(Class<?> c) {
        if (!Serializable.class.isAssignableFrom(c) || java.lang.reflect.Proxy.isProxyClass(c))
            return 0L;
        try {
            ByteArrayOutputStream bout = new ByteArrayOutputStream();
            DataOutputStream dout = new DataOutputStream(bout);
            dout.writeUTF(c.getName());
            Method[] methods = c.getDeclaredMethods();
            int classMods = c.getModifiers()
                    & (Modifier.PUBLIC | Modifier.FINAL | Modifier.INTERFACE | Modifier.ABSTRACT);
            if ((classMods & Modifier.INTERFACE) != 0)
                classMods = methods.length > 0 ? (classMods | Modifier.ABSTRACT) : (classMods & ~Modifier.ABSTRACT);
            dout.writeInt(classMods);
            if (!c.isArray()) {
                Class<?>[] interfaces = c.getInterfaces();
                String[] names = new String[interfaces.length];
                for (int i = 0; i < interfaces.length; i++)
                    names[i] = interfaces[i].getName();
                Arrays.sort(names);
                for (int i = 0; i < names.length; i++)
                    dout.writeUTF(names[i]);
            }
            Field[] fs = c.getDeclaredFields();
            Member[] fields = new Member[fs.length];
            for (int i = 0; i < fs.length; i++)
                fields[i] = new Member(fs[i].getName(), fs[i].getModifiers(), fs[i].getType().descriptorString());
            Arrays.sort(fields, new Comparator<Member>() {
                public int compare(Member a, Member b) {
                    return a.name.compareTo(b.name);
                }
            });
            for (int i = 0; i < fields.length; i++) {
                int mods = fields[i].mods & (Modifier.PUBLIC | Modifier.PRIVATE | Modifier.PROTECTED | Modifier.STATIC
                        | Modifier.FINAL | Modifier.VOLATILE | Modifier.TRANSIENT);
                if ((mods & Modifier.PRIVATE) == 0 || (mods & (Modifier.STATIC | Modifier.TRANSIENT)) == 0) {
                    dout.writeUTF(fields[i].name);
                    dout.writeInt(mods);
                    dout.writeUTF(fields[i].sig);
                }
            }
            if (!c.isArray() && DirectAccess.hasStaticInitializer(c)) {
                dout.writeUTF("<clinit>");
                dout.writeInt(Modifier.STATIC);
                dout.writeUTF("()V");
            }
            Constructor<?>[] cs = c.getDeclaredConstructors();
            Member[] cons = new Member[cs.length];
            for (int i = 0; i < cs.length; i++)
                cons[i] = new Member("<init>", cs[i].getModifiers(), methodSig(cs[i].getParameterTypes(), Void.TYPE));
            Arrays.sort(cons, new Comparator<Member>() {
                public int compare(Member a, Member b) {
                    return a.sig.compareTo(b.sig);
                }
            });
            int methodMask = Modifier.PUBLIC | Modifier.PRIVATE | Modifier.PROTECTED | Modifier.STATIC | Modifier.FINAL
                    | Modifier.SYNCHRONIZED | Modifier.NATIVE | Modifier.ABSTRACT | Modifier.STRICT;
            for (int i = 0; i < cons.length; i++) {
                int mods = cons[i].mods & methodMask;
                if ((mods & Modifier.PRIVATE) == 0) {
                    dout.writeUTF("<init>");
                    dout.writeInt(mods);
                    dout.writeUTF(cons[i].sig.replace('/', '.'));
                }
            }
            Member[] ms = new Member[methods.length];
            for (int i = 0; i < methods.length; i++)
                ms[i] = new Member(methods[i].getName(), methods[i].getModifiers(),
                        methodSig(methods[i].getParameterTypes(), methods[i].getReturnType()));
            Arrays.sort(ms, new Comparator<Member>() {
                public int compare(Member a, Member b) {
                    int comp = a.name.compareTo(b.name);
                    return comp != 0 ? comp : a.sig.compareTo(b.sig);
                }
            });
            for (int i = 0; i < ms.length; i++) {
                int mods = ms[i].mods & methodMask;
                if ((mods & Modifier.PRIVATE) == 0) {
                    dout.writeUTF(ms[i].name);
                    dout.writeInt(mods);
                    dout.writeUTF(ms[i].sig.replace('/', '.'));
                }
            }
            dout.flush();
            byte[] hash = MessageDigest.getInstance("SHA").digest(bout.toByteArray());
            long h = 0;
            for (int i = Math.min(hash.length, 8) - 1; i >= 0; i--)
                h = (h << 8) | (hash[i] & 0xFF);
            return h;
        } catch (IOException e) {
            throw new InternalError(e);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new SecurityException(e.getMessage());
        }
    }
}
