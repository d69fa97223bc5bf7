package java.lang.invoke;

import java.util.List;
import jdk.internal.reflect.DirectAccess;
import jdk.internal.reflect.Reflect;

/*
 * A typed reference to an underlying method, constructor, field or
 * adaptation. invokeExact and invoke are signature polymorphic: the
 * interpreter (interp/polysig.c) boxes the arguments of a call by the call
 * site's descriptor and calls invokePolymorphic, which checks or converts
 * the types and runs invokeInternal. Every handle receives its arguments
 * there as an Object[] holding exactly its type's parameter types (a
 * primitive as its wrapper). See docs/invoke.md.
 */
public abstract class MethodHandle {
    private final MethodType type;
    private MethodHandle asTypeCache;

    MethodHandle(MethodType type) {
        this.type = type;
    }

    public MethodType type() {
        return type;
    }

    public String toString() {
        return "MethodHandle" + type;
    }

    /* The handle's behaviour, with arguments of exactly type(). */
    Object invokeInternal(Object[] args) throws Throwable {
        throw new UnsupportedOperationException("not a callable handle: " + this);
    }

    public final native Object invokeExact(Object... args) throws Throwable;

    public final native Object invoke(Object... args) throws Throwable;

    /* Entry from the interpreter for a call of invokeExact or invoke whose
     * call site has descriptor desc; args are boxed by that descriptor. The
     * result is boxed as the descriptor's return type. */
    static Object invokePolymorphic(Object handle, String name, String desc, Class<?> caller, Object[] args)
            throws Throwable {
        MethodHandle mh = (MethodHandle) handle;
        if (mh.type.toMethodDescriptorString().equals(desc))
            return mh.invokeInternal(args);
        MethodType site = MethodType.fromMethodDescriptorString(desc, caller.getClassLoader());
        if (name.equals("invokeExact"))
            throw new WrongMethodTypeException("expected " + mh.type + " but found " + site);
        return mh.asType(site).invokeInternal(args);
    }

    public Object invokeWithArguments(Object... arguments) throws Throwable {
        Object[] args = arguments == null ? new Object[0] : arguments;
        MethodHandle h = asType(MethodType.genericMethodType(args.length));
        return h.invokeInternal(args.clone());
    }

    public Object invokeWithArguments(List<?> arguments) throws Throwable {
        return invokeWithArguments(arguments.toArray());
    }

    public MethodHandle asType(MethodType newType) {
        if (newType.equals(type))
            return this;
        MethodHandle cached = asTypeCache;
        if (cached != null && cached.type.equals(newType))
            return cached;
        MethodHandle h = asTypeUncached(newType);
        asTypeCache = h;
        return h;
    }

    MethodHandle asTypeUncached(MethodType newType) {
        if (newType.parameterCount() != type.parameterCount() || !Convert.canConvert(newType, type))
            throw new WrongMethodTypeException("cannot convert " + this + " to " + newType);
        return new Converter(this, newType);
    }

    public MethodHandle bindTo(Object x) {
        if (type.parameterCount() == 0 || type.parameterType(0).isPrimitive())
            throw new IllegalArgumentException("no leading reference parameter");
        Object v = type.parameterType(0).cast(x);
        return new Bound(this, v);
    }

    public boolean isVarargsCollector() {
        return false;
    }

    public MethodHandle asFixedArity() {
        return this;
    }

    public MethodHandle asVarargsCollector(Class<?> arrayType) {
        if (!arrayType.isArray() || type.parameterCount() == 0
                || !arrayType.isAssignableFrom(type.lastParameterType()))
            throw new IllegalArgumentException("not an array type: " + arrayType);
        return new VarargsCollector(this, arrayType);
    }

    public MethodHandle withVarargs(boolean makeVarargs) {
        if (makeVarargs == isVarargsCollector())
            return this;
        return makeVarargs ? asVarargsCollector(type.lastParameterType()) : asFixedArity();
    }

    /* The last arrayLength arguments are collected into an array of arrayType. */
    public MethodHandle asCollector(Class<?> arrayType, int arrayLength) {
        return asCollector(type.parameterCount() - 1, arrayType, arrayLength);
    }

    public MethodHandle asCollector(int collectArgPos, final Class<?> arrayType, final int arrayLength) {
        if (!arrayType.isArray() || collectArgPos < 0 || collectArgPos >= type.parameterCount()
                || !type.parameterType(collectArgPos).isAssignableFrom(arrayType))
            throw new IllegalArgumentException("array type not assignable to argument: " + this + ", " + arrayType);
        final int pos = collectArgPos;
        Class<?>[] elems = new Class<?>[arrayLength];
        java.util.Arrays.fill(elems, arrayType.getComponentType());
        MethodType nt = type.dropParameterTypes(pos, pos + 1).insertParameterTypes(pos, elems);
        final MethodHandle target = this;
        return new MethodHandle(nt) {
            Object invokeInternal(Object[] args) throws Throwable {
                Object arr = java.lang.reflect.Array.newInstance(arrayType.getComponentType(), arrayLength);
                for (int i = 0; i < arrayLength; i++)
                    java.lang.reflect.Array.set(arr, i, args[pos + i]);
                Object[] out = new Object[args.length - arrayLength + 1];
                System.arraycopy(args, 0, out, 0, pos);
                out[pos] = arr;
                System.arraycopy(args, pos + arrayLength, out, pos + 1, args.length - pos - arrayLength);
                return target.invokeInternal(out);
            }
        };
    }

    /* The trailing array argument is spread into arrayLength arguments. */
    public MethodHandle asSpreader(final Class<?> arrayType, final int arrayLength) {
        return asSpreader(type.parameterCount() - arrayLength, arrayType, arrayLength);
    }

    public MethodHandle asSpreader(final int spreadArgPos, final Class<?> arrayType, final int arrayLength) {
        if (!arrayType.isArray() || spreadArgPos < 0 || spreadArgPos + arrayLength > type.parameterCount())
            throw new IllegalArgumentException("bad spread array type " + arrayType.getName());
        MethodType spread = type.dropParameterTypes(spreadArgPos, spreadArgPos + arrayLength)
                .insertParameterTypes(spreadArgPos, arrayType);
        Class<?>[] elems = new Class<?>[arrayLength];
        java.util.Arrays.fill(elems, arrayType.getComponentType());
        final MethodHandle target = asType(type.dropParameterTypes(spreadArgPos, spreadArgPos + arrayLength)
                .insertParameterTypes(spreadArgPos, elems));
        return new MethodHandle(spread) {
            Object invokeInternal(Object[] args) throws Throwable {
                Object arr = args[spreadArgPos];
                int n = arr == null ? 0 : java.lang.reflect.Array.getLength(arr);
                if (n != arrayLength)
                    throw new IllegalArgumentException("array is not of length " + arrayLength);
                Object[] out = new Object[args.length - 1 + arrayLength];
                System.arraycopy(args, 0, out, 0, spreadArgPos);
                for (int i = 0; i < arrayLength; i++)
                    out[spreadArgPos + i] = java.lang.reflect.Array.get(arr, i);
                System.arraycopy(args, spreadArgPos + 1, out, spreadArgPos + arrayLength,
                        args.length - spreadArgPos - 1);
                return target.invokeInternal(out);
            }
        };
    }

    /* ---------------------------------------------------------------- */

    /* A handle with a different but convertible type (asType). */
    static final class Converter extends MethodHandle {
        private final MethodHandle target;

        Converter(MethodHandle target, MethodType newType) {
            super(newType);
            this.target = target;
        }

        Object invokeInternal(Object[] args) throws Throwable {
            MethodType from = type(), to = target.type();
            Object[] out = new Object[args.length];
            for (int i = 0; i < args.length; i++)
                out[i] = Convert.value(args[i], from.parameterType(i), to.parameterType(i));
            Object r = target.invokeInternal(out);
            return Convert.value(r, to.returnType(), from.returnType());
        }
    }

    /* bindTo: the first argument fixed. */
    static final class Bound extends MethodHandle {
        private final MethodHandle target;
        private final Object value;

        Bound(MethodHandle target, Object value) {
            super(target.type().dropParameterTypes(0, 1));
            this.target = target;
            this.value = value;
        }

        Object invokeInternal(Object[] args) throws Throwable {
            Object[] out = new Object[args.length + 1];
            out[0] = value;
            System.arraycopy(args, 0, out, 1, args.length);
            return target.invokeInternal(out);
        }
    }

    /* A varargs collector: invoke and asType with another arity collect the
     * trailing arguments into the array. */
    static final class VarargsCollector extends MethodHandle {
        private final MethodHandle target;
        private final Class<?> arrayType;

        VarargsCollector(MethodHandle target, Class<?> arrayType) {
            super(target.type());
            this.target = target;
            this.arrayType = arrayType;
        }

        Object invokeInternal(Object[] args) throws Throwable {
            return target.invokeInternal(args);
        }

        public boolean isVarargsCollector() {
            return true;
        }

        public MethodHandle asFixedArity() {
            return target;
        }

        MethodHandle asTypeUncached(MethodType newType) {
            MethodType t = type();
            int n = t.parameterCount();
            if (newType.parameterCount() == n
                    && Convert.canConvertValue(newType.parameterType(n - 1), t.parameterType(n - 1)))
                return target.asType(newType);
            int collect = newType.parameterCount() - (n - 1);
            if (collect < 0)
                throw new WrongMethodTypeException("cannot convert " + this + " to " + newType);
            return target.asCollector(arrayType, collect).asType(newType);
        }
    }
}
