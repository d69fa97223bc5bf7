package java.lang.invoke;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import jdk.internal.reflect.DirectAccess;
import jdk.internal.reflect.Reflect;

/*
 * A typed reference to a variable: a field (instance or static) or the
 * elements of an array type. The access-mode methods are signature
 * polymorphic (interp/polysig.c hands their calls to invokePolymorphic).
 * Arguments convert as MethodHandle.invoke converts them. Every access mode
 * is atomic and sequentially consistent: the read-modify-write modes run
 * under one lock, as the class library's atomic classes do.
 */
public abstract class VarHandle {
    private static final Object LOCK = new Object();

    private final Class<?> varType;
    private final Class<?>[] coordinates;

    VarHandle(Class<?> varType, Class<?>[] coordinates) {
        this.varType = varType;
        this.coordinates = coordinates;
    }

    public Class<?> varType() {
        return varType;
    }

    public List<Class<?>> coordinateTypes() {
        return Collections.unmodifiableList(Arrays.asList(coordinates.clone()));
    }

    public boolean hasInvokeExactBehavior() {
        return false;
    }

    public String toString() {
        StringBuilder sb = new StringBuilder("VarHandle[varType=").append(varType.getName()).append(", coord=[");
        for (int i = 0; i < coordinates.length; i++) {
            if (i > 0)
                sb.append(", ");
            sb.append(coordinates[i]);
        }
        return sb.append("]]").toString();
    }

    public enum AccessMode {
        GET("get"), SET("set"), GET_VOLATILE("getVolatile"), SET_VOLATILE("setVolatile"),
        GET_ACQUIRE("getAcquire"), SET_RELEASE("setRelease"), GET_OPAQUE("getOpaque"), SET_OPAQUE("setOpaque"),
        COMPARE_AND_SET("compareAndSet"), COMPARE_AND_EXCHANGE("compareAndExchange"),
        COMPARE_AND_EXCHANGE_ACQUIRE("compareAndExchangeAcquire"),
        COMPARE_AND_EXCHANGE_RELEASE("compareAndExchangeRelease"), WEAK_COMPARE_AND_SET_PLAIN("weakCompareAndSetPlain"),
        WEAK_COMPARE_AND_SET("weakCompareAndSet"), WEAK_COMPARE_AND_SET_ACQUIRE("weakCompareAndSetAcquire"),
        WEAK_COMPARE_AND_SET_RELEASE("weakCompareAndSetRelease"), GET_AND_SET("getAndSet"),
        GET_AND_SET_ACQUIRE("getAndSetAcquire"), GET_AND_SET_RELEASE("getAndSetRelease"), GET_AND_ADD("getAndAdd"),
        GET_AND_ADD_ACQUIRE("getAndAddAcquire"), GET_AND_ADD_RELEASE("getAndAddRelease"),
        GET_AND_BITWISE_OR("getAndBitwiseOr"), GET_AND_BITWISE_OR_RELEASE("getAndBitwiseOrRelease"),
        GET_AND_BITWISE_OR_ACQUIRE("getAndBitwiseOrAcquire"), GET_AND_BITWISE_AND("getAndBitwiseAnd"),
        GET_AND_BITWISE_AND_RELEASE("getAndBitwiseAndRelease"), GET_AND_BITWISE_AND_ACQUIRE("getAndBitwiseAndAcquire"),
        GET_AND_BITWISE_XOR("getAndBitwiseXor"), GET_AND_BITWISE_XOR_RELEASE("getAndBitwiseXorRelease"),
        GET_AND_BITWISE_XOR_ACQUIRE("getAndBitwiseXorAcquire");

        private final String methodName;

        AccessMode(String methodName) {
            this.methodName = methodName;
        }

        public String methodName() {
            return methodName;
        }

        public static AccessMode valueFromMethodName(String methodName) {
            for (AccessMode m : values())
                if (m.methodName.equals(methodName))
                    return m;
            throw new IllegalArgumentException("No AccessMode value for method name " + methodName);
        }
    }

    public final native Object get(Object... args);
    public final native void set(Object... args);
    public final native Object getVolatile(Object... args);
    public final native void setVolatile(Object... args);
    public final native Object getOpaque(Object... args);
    public final native void setOpaque(Object... args);
    public final native Object getAcquire(Object... args);
    public final native void setRelease(Object... args);
    public final native boolean compareAndSet(Object... args);
    public final native Object compareAndExchange(Object... args);
    public final native Object compareAndExchangeAcquire(Object... args);
    public final native Object compareAndExchangeRelease(Object... args);
    public final native boolean weakCompareAndSetPlain(Object... args);
    public final native boolean weakCompareAndSet(Object... args);
    public final native boolean weakCompareAndSetAcquire(Object... args);
    public final native boolean weakCompareAndSetRelease(Object... args);
    public final native Object getAndSet(Object... args);
    public final native Object getAndSetAcquire(Object... args);
    public final native Object getAndSetRelease(Object... args);
    public final native Object getAndAdd(Object... args);
    public final native Object getAndAddAcquire(Object... args);
    public final native Object getAndAddRelease(Object... args);
    public final native Object getAndBitwiseOr(Object... args);
    public final native Object getAndBitwiseOrAcquire(Object... args);
    public final native Object getAndBitwiseOrRelease(Object... args);
    public final native Object getAndBitwiseAnd(Object... args);
    public final native Object getAndBitwiseAndAcquire(Object... args);
    public final native Object getAndBitwiseAndRelease(Object... args);
    public final native Object getAndBitwiseXor(Object... args);
    public final native Object getAndBitwiseXorAcquire(Object... args);
    public final native Object getAndBitwiseXorRelease(Object... args);

    /* Reading and writing the variable the coordinates (checked) name. */
    abstract Object read(Object[] coords);

    abstract void write(Object[] coords, Object value);

    abstract boolean writable();

    /* Coordinates converted to their types; a null receiver or array is an NPE. */
    Object[] coordinates(Object[] args) {
        Object[] c = new Object[coordinates.length];
        for (int i = 0; i < c.length; i++) {
            Class<?> t = coordinates[i];
            Object v = args[i];
            if (t.isPrimitive()) {
                c[i] = MethodHandles.coerce(v, t);
            } else {
                if (v == null)
                    throw new NullPointerException();
                c[i] = t.cast(v);
            }
        }
        return c;
    }

    private static final int GET = 0, SET = 1, CAS = 2, CAE = 3, GET_AND_SET = 4, ADD = 5, OR = 6, AND = 7, XOR = 8;

    private static int op(String name) {
        if (name.startsWith("get") && !name.startsWith("getAnd"))
            return GET;
        if (name.startsWith("set"))
            return SET;
        if (name.startsWith("compareAndSet") || name.startsWith("weakCompareAndSet"))
            return CAS;
        if (name.startsWith("compareAndExchange"))
            return CAE;
        if (name.startsWith("getAndSet"))
            return GET_AND_SET;
        if (name.startsWith("getAndAdd"))
            return ADD;
        if (name.startsWith("getAndBitwiseOr"))
            return OR;
        if (name.startsWith("getAndBitwiseAnd"))
            return AND;
        return XOR;
    }

    private static boolean same(Object a, Object b) {
        if (a instanceof Float && b instanceof Float)
            return Float.floatToRawIntBits(((Float) a).floatValue()) == Float.floatToRawIntBits(((Float) b).floatValue());
        if (a instanceof Double && b instanceof Double)
            return Double.doubleToRawLongBits(((Double) a).doubleValue())
                    == Double.doubleToRawLongBits(((Double) b).doubleValue());
        if (a instanceof Number || a instanceof Boolean || a instanceof Character)
            return a.equals(b);
        return a == b;
    }

    private Object combine(int op, Object cur, Object v) {
        Class<?> t = varType;
        if (op == ADD) {
            if (t == int.class) return Integer.valueOf(((Integer) cur).intValue() + ((Integer) v).intValue());
            if (t == long.class) return Long.valueOf(((Long) cur).longValue() + ((Long) v).longValue());
            if (t == short.class) return Short.valueOf((short) (((Short) cur).shortValue() + ((Short) v).shortValue()));
            if (t == byte.class) return Byte.valueOf((byte) (((Byte) cur).byteValue() + ((Byte) v).byteValue()));
            if (t == char.class) return Character.valueOf((char) (((Character) cur).charValue() + ((Character) v).charValue()));
            if (t == float.class) return Float.valueOf(((Float) cur).floatValue() + ((Float) v).floatValue());
            if (t == double.class) return Double.valueOf(((Double) cur).doubleValue() + ((Double) v).doubleValue());
            throw new UnsupportedOperationException();
        }
        if (t == boolean.class) {
            boolean a = ((Boolean) cur).booleanValue(), b = ((Boolean) v).booleanValue();
            return Boolean.valueOf(op == OR ? a | b : op == AND ? a & b : a ^ b);
        }
        long a, b;
        if (t == int.class) { a = ((Integer) cur).intValue(); b = ((Integer) v).intValue(); }
        else if (t == long.class) { a = ((Long) cur).longValue(); b = ((Long) v).longValue(); }
        else if (t == short.class) { a = ((Short) cur).shortValue(); b = ((Short) v).shortValue(); }
        else if (t == byte.class) { a = ((Byte) cur).byteValue(); b = ((Byte) v).byteValue(); }
        else if (t == char.class) { a = ((Character) cur).charValue(); b = ((Character) v).charValue(); }
        else throw new UnsupportedOperationException();
        long r = op == OR ? a | b : op == AND ? a & b : a ^ b;
        if (t == int.class) return Integer.valueOf((int) r);
        if (t == long.class) return Long.valueOf(r);
        if (t == short.class) return Short.valueOf((short) r);
        if (t == byte.class) return Byte.valueOf((byte) r);
        return Character.valueOf((char) r);
    }

    /* Entry from the interpreter for a call of access-mode method name with
     * call-site descriptor desc. */
    static Object invokePolymorphic(Object handle, String name, String desc, Class<?> caller, Object[] args)
            throws Throwable {
        VarHandle vh = (VarHandle) handle;
        int op = op(name);
        int values = op == GET ? 0 : (op == CAS || op == CAE) ? 2 : 1;
        int k = vh.coordinates.length;
        if (args.length != k + values) {
            MethodType site = MethodType.fromMethodDescriptorString(desc, caller.getClassLoader());
            throw new WrongMethodTypeException("cannot convert " + vh.accessModeTypeText(op) + " to " + site);
        }
        Object[] coords = vh.coordinates(args);
        Object[] vals = new Object[values];
        for (int i = 0; i < values; i++)
            vals[i] = MethodHandles.coerce(args[k + i], vh.varType);
        if (op != GET && !vh.writable())
            throw new UnsupportedOperationException();
        if ((op == ADD && (vh.varType == boolean.class || !vh.varType.isPrimitive()))
                || (op >= OR && !vh.varType.isPrimitive()) || (op >= OR && (vh.varType == float.class
                || vh.varType == double.class)))
            throw new UnsupportedOperationException();
        Object result;
        synchronized (LOCK) {
            Object cur = op == SET ? null : vh.read(coords);
            switch (op) {
            case GET:
                result = cur;
                break;
            case SET:
                vh.write(coords, vals[0]);
                result = null;
                break;
            case CAS:
                if (same(cur, vals[0])) {
                    vh.write(coords, vals[1]);
                    result = Boolean.TRUE;
                } else {
                    result = Boolean.FALSE;
                }
                break;
            case CAE:
                if (same(cur, vals[0]))
                    vh.write(coords, vals[1]);
                result = cur;
                break;
            case GET_AND_SET:
                vh.write(coords, vals[0]);
                result = cur;
                break;
            default:
                vh.write(coords, vh.combine(op, cur, vals[0]));
                result = cur;
                break;
            }
        }
        char rt = desc.charAt(desc.indexOf(')') + 1);
        if (rt == 'V')
            return null;
        Class<?> from = op == CAS ? boolean.class : vh.varType;
        MethodType site = null;
        Class<?> to;
        switch (rt) {
        case 'Z': to = boolean.class; break;
        case 'B': to = byte.class; break;
        case 'C': to = char.class; break;
        case 'S': to = short.class; break;
        case 'I': to = int.class; break;
        case 'J': to = long.class; break;
        case 'F': to = float.class; break;
        case 'D': to = double.class; break;
        default:
            if (result == null || desc.endsWith(")Ljava/lang/Object;"))
                return result;
            site = MethodType.fromMethodDescriptorString(desc, caller.getClassLoader());
            to = site.returnType();
        }
        if (!Convert.canConvertValue(from, to)) {
            if (site == null)
                site = MethodType.fromMethodDescriptorString(desc, caller.getClassLoader());
            throw new WrongMethodTypeException("cannot convert " + vh.accessModeTypeText(op) + " to " + site);
        }
        return Convert.value(result, from, to);
    }

    private String accessModeTypeText(int op) {
        Class<?>[] ps;
        int values = op == GET ? 0 : (op == CAS || op == CAE) ? 2 : 1;
        ps = new Class<?>[1 + coordinates.length + values];
        ps[0] = VarHandle.class;
        System.arraycopy(coordinates, 0, ps, 1, coordinates.length);
        for (int i = 0; i < values; i++)
            ps[1 + coordinates.length + i] = varType;
        Class<?> r = op == SET ? void.class : op == CAS ? boolean.class : varType;
        return "MethodHandle" + MethodType.methodType(r, ps);
    }

    /* ---------------------------------------------------------------- */

    static final class FieldHandle extends VarHandle {
        private final Field field;
        private final boolean isStatic;

        FieldHandle(Field field, boolean isStatic) {
            super(field.getType(), isStatic ? new Class<?>[0] : new Class<?>[] { field.getDeclaringClass() });
            this.field = field;
            this.isStatic = isStatic;
        }

        Object read(Object[] coords) {
            return DirectAccess.getField(field, isStatic ? null : coords[0]);
        }

        void write(Object[] coords, Object value) {
            DirectAccess.setField(field, isStatic ? null : coords[0], value);
        }

        boolean writable() {
            return !Modifier.isFinal(field.getModifiers());
        }
    }

    static final class ArrayHandle extends VarHandle {
        ArrayHandle(Class<?> arrayClass) {
            super(arrayClass.getComponentType(), new Class<?>[] { arrayClass, int.class });
        }

        Object read(Object[] coords) {
            int i = ((Integer) coords[1]).intValue();
            int n = Array.getLength(coords[0]);
            if (i < 0 || i >= n)
                throw new ArrayIndexOutOfBoundsException("Index " + i + " out of bounds for length " + n);
            return Array.get(coords[0], i);
        }

        void write(Object[] coords, Object value) {
            int i = ((Integer) coords[1]).intValue();
            int n = Array.getLength(coords[0]);
            if (i < 0 || i >= n)
                throw new ArrayIndexOutOfBoundsException("Index " + i + " out of bounds for length " + n);
            if (value != null && !varType().isPrimitive() && !coords[0].getClass().getComponentType().isInstance(value))
                throw new ArrayStoreException(value.getClass().getName());
            Array.set(coords[0], i, value);
        }

        boolean writable() {
            return true;
        }
    }
}
