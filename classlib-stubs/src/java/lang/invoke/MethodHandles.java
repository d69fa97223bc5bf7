package java.lang.invoke;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import jdk.internal.reflect.DirectAccess;
import jdk.internal.reflect.Reflect;

/*
 * Lookup and the combinators. Direct handles are built on the reflection
 * objects of their members and call through jdk.internal.reflect.
 * DirectAccess; lookups check access with the language's rules against the
 * lookup class and report failures with JDK 17's texts
 * ("no such method: C.m(int)void/invokeVirtual"). The VM links the call
 * sites of the bootstrap methods javac emits without running this code
 * (docs/lambdas.md); see docs/invoke.md for the rest.
 */
public class MethodHandles {
    private MethodHandles() {
    }

    static final int FULL = Lookup.PUBLIC | Lookup.PRIVATE | Lookup.PROTECTED | Lookup.PACKAGE | Lookup.MODULE
            | Lookup.ORIGINAL;

    public static Lookup lookup() {
        Class<?> caller = DirectAccess.getCallerClass(1);
        return new Lookup(caller == null ? Object.class : caller, FULL);
    }

    public static Lookup publicLookup() {
        return new Lookup(Object.class, Lookup.UNCONDITIONAL);
    }

    public static Lookup privateLookupIn(Class<?> targetClass, Lookup caller) throws IllegalAccessException {
        if (targetClass.isPrimitive() || targetClass.isArray())
            throw new IllegalArgumentException(targetClass + " is a primitive or array class");
        return new Lookup(targetClass, FULL & ~Lookup.ORIGINAL);
    }

    /* ---------------------------------------------------------------- */
    /* Direct handles                                                    */
    /* ---------------------------------------------------------------- */

    static final int REF_getField = 1, REF_getStatic = 2, REF_putField = 3, REF_putStatic = 4,
            REF_invokeVirtual = 5, REF_invokeStatic = 6, REF_invokeSpecial = 7, REF_newInvokeSpecial = 8,
            REF_invokeInterface = 9;

    static final class Direct extends MethodHandle {
        final int kind;
        final Member member;

        Direct(int kind, Member member, MethodType type) {
            super(type);
            this.kind = kind;
            this.member = member;
        }

        Object invokeInternal(Object[] args) throws Throwable {
            switch (kind) {
            case REF_invokeStatic:
            case REF_newInvokeSpecial:
                return DirectAccess.invoke(member, null, args, false);
            case REF_invokeVirtual:
            case REF_invokeInterface:
            case REF_invokeSpecial: {
                Object recv = args[0];
                if (recv == null)
                    throw new NullPointerException();
                Object[] rest = new Object[args.length - 1];
                System.arraycopy(args, 1, rest, 0, rest.length);
                return DirectAccess.invoke(member, recv, rest, kind != REF_invokeSpecial);
            }
            case REF_getField:
                if (args[0] == null)
                    throw new NullPointerException();
                return DirectAccess.getField(member, args[0]);
            case REF_getStatic:
                return DirectAccess.getField(member, null);
            case REF_putField:
                if (args[0] == null)
                    throw new NullPointerException();
                DirectAccess.setField(member, args[0], args[1]);
                return null;
            default:
                DirectAccess.setField(member, null, args[0]);
                return null;
            }
        }
    }

    static MethodHandle methodHandle(int kind, Method m, Class<?> receiver) {
        MethodType t = MethodType.methodType(m.getReturnType(), m.getParameterTypes());
        if (kind != REF_invokeStatic)
            t = t.insertParameterTypes(0, receiver);
        MethodHandle h = new Direct(kind, m, t);
        return m.isVarArgs() ? h.asVarargsCollector(t.lastParameterType()) : h;
    }

    static MethodHandle constructorHandle(Constructor<?> c) {
        MethodType t = MethodType.methodType(c.getDeclaringClass(), c.getParameterTypes());
        MethodHandle h = new Direct(REF_newInvokeSpecial, c, t);
        return c.isVarArgs() ? h.asVarargsCollector(t.lastParameterType()) : h;
    }

    static MethodHandle fieldHandle(int kind, Field f) {
        Class<?> c = f.getDeclaringClass(), t = f.getType();
        MethodType mt;
        switch (kind) {
        case REF_getField: mt = MethodType.methodType(t, c); break;
        case REF_getStatic: mt = MethodType.methodType(t); break;
        case REF_putField: mt = MethodType.methodType(void.class, c, t); break;
        default: mt = MethodType.methodType(void.class, t); break;
        }
        return new Direct(kind, f, mt);
    }

    /* ---------------------------------------------------------------- */

    public static final class Lookup {
        public static final int PUBLIC = 0x01;
        public static final int PRIVATE = 0x02;
        public static final int PROTECTED = 0x04;
        public static final int PACKAGE = 0x08;
        public static final int MODULE = 0x10;
        public static final int UNCONDITIONAL = 0x20;
        public static final int ORIGINAL = 0x40;

        private final Class<?> lookupClass;
        private final int allowedModes;
        private final Class<?> previousLookupClass;

        Lookup(Class<?> lookupClass, int allowedModes) {
            this(lookupClass, allowedModes, null);
        }

        Lookup(Class<?> lookupClass, int allowedModes, Class<?> previousLookupClass) {
            this.lookupClass = lookupClass;
            this.allowedModes = allowedModes;
            this.previousLookupClass = previousLookupClass;
        }

        public Class<?> lookupClass() {
            return lookupClass;
        }

        public Class<?> previousLookupClass() {
            return previousLookupClass;
        }

        public int lookupModes() {
            return allowedModes;
        }

        public boolean hasFullPrivilegeAccess() {
            return (allowedModes & (PRIVATE | MODULE)) == (PRIVATE | MODULE);
        }

        @Deprecated
        public boolean hasPrivateAccess() {
            return hasFullPrivilegeAccess();
        }

        public Lookup in(Class<?> requestedLookupClass) {
            if (requestedLookupClass == lookupClass)
                return this;
            int modes = allowedModes & ~(PRIVATE | PROTECTED | ORIGINAL);
            if (requestedLookupClass.getModule() != lookupClass.getModule())
                /* Into another module: public access only, remembering where from. */
                return new Lookup(requestedLookupClass, modes & PUBLIC, lookupClass);
            if (!Reflect.samePackage(lookupClass, requestedLookupClass))
                modes &= ~PACKAGE;
            return new Lookup(requestedLookupClass, modes, previousLookupClass);
        }

        public Lookup dropLookupMode(int modeToDrop) {
            int modes = allowedModes & ~modeToDrop;
            if ((modeToDrop & PACKAGE) != 0)
                modes &= ~(PRIVATE | PROTECTED);
            if ((modeToDrop & PUBLIC) != 0)
                modes = 0;
            return new Lookup(lookupClass, modes & ~ORIGINAL);
        }

        public String toString() {
            String n = lookupClass.getName();
            if (previousLookupClass != null)
                n += "/" + previousLookupClass.getName();
            if (allowedModes == UNCONDITIONAL)
                return n + "/publicLookup";
            if (allowedModes == 0)
                return n + "/noaccess";
            if ((allowedModes & ~ORIGINAL) == FULL - ORIGINAL)
                return n;
            if ((allowedModes & PRIVATE) == 0 && (allowedModes & PACKAGE) != 0)
                return n + "/package";
            if ((allowedModes & PACKAGE) == 0 && (allowedModes & MODULE) != 0)
                return n + "/module";
            if ((allowedModes & MODULE) == 0 && (allowedModes & PUBLIC) != 0)
                return n + "/public";
            return n;
        }

        public Class<?> findClass(String targetName) throws ClassNotFoundException, IllegalAccessException {
            Class<?> c = Class.forName(targetName, false, lookupClass.getClassLoader());
            return accessClass(c);
        }

        public Class<?> accessClass(Class<?> targetClass) throws IllegalAccessException {
            if (!Modifier.isPublic(targetClass.getModifiers()) && !Reflect.samePackage(lookupClass, targetClass))
                throw new IllegalAccessException("access violation: " + targetClass + ", from " + this);
            return targetClass;
        }

        public Class<?> ensureInitialized(Class<?> targetClass) throws IllegalAccessException {
            accessClass(targetClass);
            try {
                Class.forName(targetClass.getName(), true, targetClass.getClassLoader());
            } catch (ClassNotFoundException e) {
                throw new InternalError(e.toString());
            }
            return targetClass;
        }

        /* --- member search --- */

        private static String kindName(int kind) {
            switch (kind) {
            case REF_getField: return "getField";
            case REF_getStatic: return "getStatic";
            case REF_putField: return "putField";
            case REF_putStatic: return "putStatic";
            case REF_invokeVirtual: return "invokeVirtual";
            case REF_invokeStatic: return "invokeStatic";
            case REF_invokeSpecial: return "invokeSpecial";
            case REF_newInvokeSpecial: return "newInvokeSpecial";
            default: return "invokeInterface";
            }
        }

        private static String memberText(Class<?> refc, String name, MethodType type, int kind) {
            return refc.getName() + "." + name + type + "/" + kindName(kind);
        }

        private static String fieldText(Class<?> refc, String name, Class<?> type, int kind) {
            return refc.getName() + "." + name + "/" + type.getName() + "/" + kindName(kind);
        }

        /* The method name(type) of refc: declared in it, its superclasses,
         * or its superinterfaces (or Object for an interface). */
        private static Method findMethod(Class<?> refc, String name, MethodType type) {
            List<Class<?>> order = new ArrayList<Class<?>>();
            for (Class<?> c = refc; c != null; c = c.getSuperclass())
                order.add(c);
            for (int i = 0; i < order.size(); i++)
                for (Class<?> s : order.get(i).getInterfaces())
                    if (!order.contains(s))
                        order.add(s);
            if (refc.isInterface())
                order.add(Object.class);
            Class<?>[] ps = type.parameterArray();
            for (Class<?> c : order)
                for (Method m : c.getDeclaredMethods())
                    if (m.getName().equals(name) && m.getReturnType() == type.returnType()
                            && java.util.Arrays.equals(m.getParameterTypes(), ps))
                        return m;
            return null;
        }

        private void checkAccess(Member m, Class<?> refc, String text) throws IllegalAccessException {
            int mods = m.getModifiers();
            Class<?> decl = m.getDeclaringClass();
            boolean ok;
            if (allowedModes == UNCONDITIONAL || (allowedModes & (PRIVATE | PACKAGE | PROTECTED)) == 0)
                ok = Modifier.isPublic(mods) && Modifier.isPublic(decl.getModifiers())
                        || Modifier.isPublic(mods) && decl.isInterface() && Modifier.isPublic(refc.getModifiers());
            else if (Modifier.isPrivate(mods) && (allowedModes & PRIVATE) == 0)
                ok = false;
            else
                ok = Reflect.canAccess(lookupClass, decl, mods, null)
                        || (Modifier.isPublic(mods) && Modifier.isPublic(refc.getModifiers()));
            if (!ok && (allowedModes & (PRIVATE | PACKAGE | PROTECTED)) == 0)
                /* A public lookup does not see what it may not use. */
                throw new IllegalAccessException((m instanceof Field ? "no such field: " : "no such method: ") + text);
            if (!ok) {
                String what = Modifier.isPrivate(mods) ? "member is private: "
                        : Modifier.isProtected(mods) ? "member is protected: "
                        : Modifier.isPublic(mods) ? "class is not public: " : "member is private to package: ";
                throw new IllegalAccessException(what + text + ", from " + lookupClass + " (" + moduleText(lookupClass)
                        + ")");
            }
        }

        private static String moduleText(Class<?> c) {
            Module m = c.getModule();
            return m.isNamed() ? "module " + m.getName()
                    : "unnamed module @" + Integer.toHexString(System.identityHashCode(m));
        }

        public MethodHandle findStatic(Class<?> refc, String name, MethodType type)
                throws NoSuchMethodException, IllegalAccessException {
            String text = memberText(refc, name, type, REF_invokeStatic);
            Method m = findMethod(refc, name, type);
            if (m == null)
                throw new NoSuchMethodException("no such method: " + text);
            if (!Modifier.isStatic(m.getModifiers()))
                throw new IllegalAccessException("no such method: " + text);
            checkAccess(m, refc, text);
            return methodHandle(REF_invokeStatic, m, refc);
        }

        public MethodHandle findVirtual(Class<?> refc, String name, MethodType type)
                throws NoSuchMethodException, IllegalAccessException {
            int kind = refc.isInterface() ? REF_invokeInterface : REF_invokeVirtual;
            String text = memberText(refc, name, type, kind);
            if (refc == MethodHandle.class && (name.equals("invokeExact") || name.equals("invoke")))
                return invoker(name.equals("invokeExact"), type);
            Method m = findMethod(refc, name, type);
            if (m == null)
                throw new NoSuchMethodException("no such method: " + text);
            if (Modifier.isStatic(m.getModifiers()))
                throw new IllegalAccessException("no such method: " + text);
            checkAccess(m, refc, text);
            return methodHandle(Modifier.isPrivate(m.getModifiers()) ? REF_invokeSpecial : kind, m, refc);
        }

        public MethodHandle findSpecial(Class<?> refc, String name, MethodType type, Class<?> specialCaller)
                throws NoSuchMethodException, IllegalAccessException {
            String text = memberText(refc, name, type, REF_invokeSpecial);
            if ((allowedModes & PRIVATE) == 0 || specialCaller != lookupClass)
                throw new IllegalAccessException("no private access for invokespecial: " + specialCaller
                        + ", from " + this);
            Method m = findMethod(refc, name, type);
            if (m == null)
                throw new NoSuchMethodException("no such method: " + text);
            if (Modifier.isStatic(m.getModifiers()))
                throw new IllegalAccessException("no such method: " + text);
            checkAccess(m, refc, text);
            return methodHandle(REF_invokeSpecial, m, specialCaller);
        }

        public MethodHandle findConstructor(Class<?> refc, MethodType type)
                throws NoSuchMethodException, IllegalAccessException {
            String text = memberText(refc, "<init>", type, REF_newInvokeSpecial);
            if (refc.isArray())
                throw new NoSuchMethodException("no constructor for array class: " + refc.getName());
            if (type.returnType() != void.class)
                throw new NoSuchMethodException("no such constructor: " + text);
            Constructor<?> c;
            try {
                c = refc.getDeclaredConstructor(type.parameterArray());
            } catch (NoSuchMethodException e) {
                throw new NoSuchMethodException("no such constructor: " + text);
            }
            checkAccess(c, refc, text);
            return constructorHandle(c);
        }

        private Field findField(Class<?> refc, String name, Class<?> type, int kind)
                throws NoSuchFieldException, IllegalAccessException {
            String text = fieldText(refc, name, type, kind);
            Field f = null;
            for (Class<?> c = refc; c != null && f == null; c = c.getSuperclass()) {
                for (Field x : c.getDeclaredFields())
                    if (x.getName().equals(name) && x.getType() == type)
                        f = x;
                if (f == null)
                    for (Class<?> i : c.getInterfaces())
                        for (Field x : i.getFields())
                            if (f == null && x.getName().equals(name) && x.getType() == type)
                                f = x;
            }
            if (f == null)
                throw new NoSuchFieldException("no such field: " + text);
            boolean wantStatic = kind == REF_getStatic || kind == REF_putStatic;
            if (Modifier.isStatic(f.getModifiers()) != wantStatic) {
                /* The text names the kind the field really has. */
                int actual = wantStatic ? (kind == REF_getStatic ? REF_getField : REF_putField)
                        : (kind == REF_getField ? REF_getStatic : REF_putStatic);
                throw new IllegalAccessException((wantStatic ? "expected a static field: " : "expected a non-static field: ")
                        + fieldText(refc, name, type, actual) + ", from " + lookupClass + " (" + moduleText(lookupClass) + ")");
            }
            checkAccess(f, refc, text);
            if ((kind == REF_putField || kind == REF_putStatic) && Modifier.isFinal(f.getModifiers()))
                throw new IllegalAccessException("member is final: " + text + ", from " + lookupClass + " ("
                        + moduleText(lookupClass) + ")");
            return f;
        }

        public MethodHandle findGetter(Class<?> refc, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            return fieldHandle(REF_getField, findField(refc, name, type, REF_getField));
        }

        public MethodHandle findSetter(Class<?> refc, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            return fieldHandle(REF_putField, findField(refc, name, type, REF_putField));
        }

        public MethodHandle findStaticGetter(Class<?> refc, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            return fieldHandle(REF_getStatic, findField(refc, name, type, REF_getStatic));
        }

        public MethodHandle findStaticSetter(Class<?> refc, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            return fieldHandle(REF_putStatic, findField(refc, name, type, REF_putStatic));
        }

        public VarHandle findVarHandle(Class<?> recv, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            return new VarHandle.FieldHandle(findField(recv, name, type, REF_getField), false);
        }

        public VarHandle findStaticVarHandle(Class<?> decl, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            return new VarHandle.FieldHandle(findField(decl, name, type, REF_getStatic), true);
        }

        public VarHandle unreflectVarHandle(Field f) throws IllegalAccessException {
            return new VarHandle.FieldHandle(f, Modifier.isStatic(f.getModifiers()));
        }

        public MethodHandle bind(Object receiver, String name, MethodType type)
                throws NoSuchMethodException, IllegalAccessException {
            return findVirtual(receiver.getClass(), name, type).bindTo(receiver);
        }

        /* --- unreflect: access as the reflection object allows --- */

        private void checkUnreflect(java.lang.reflect.AccessibleObject o, Member m, String text)
                throws IllegalAccessException {
            if (!o.isAccessible())
                checkAccess(m, m.getDeclaringClass(), text);
        }

        public MethodHandle unreflect(Method m) throws IllegalAccessException {
            boolean isStatic = Modifier.isStatic(m.getModifiers());
            int kind = isStatic ? REF_invokeStatic
                    : m.getDeclaringClass().isInterface() ? REF_invokeInterface : REF_invokeVirtual;
            checkUnreflect(m, m, memberText(m.getDeclaringClass(), m.getName(),
                    MethodType.methodType(m.getReturnType(), m.getParameterTypes()), kind));
            if (!isStatic && Modifier.isPrivate(m.getModifiers()))
                kind = REF_invokeSpecial;
            return methodHandle(kind, m, m.getDeclaringClass());
        }

        public MethodHandle unreflectSpecial(Method m, Class<?> specialCaller) throws IllegalAccessException {
            if ((allowedModes & PRIVATE) == 0 || specialCaller != lookupClass)
                throw new IllegalAccessException("no private access for invokespecial: " + specialCaller
                        + ", from " + this);
            return methodHandle(REF_invokeSpecial, m, specialCaller);
        }

        public MethodHandle unreflectConstructor(Constructor<?> c) throws IllegalAccessException {
            checkUnreflect(c, c, memberText(c.getDeclaringClass(), "<init>",
                    MethodType.methodType(void.class, c.getParameterTypes()), REF_newInvokeSpecial));
            return constructorHandle(c);
        }

        public MethodHandle unreflectGetter(Field f) throws IllegalAccessException {
            boolean s = Modifier.isStatic(f.getModifiers());
            checkUnreflect(f, f, fieldText(f.getDeclaringClass(), f.getName(), f.getType(),
                    s ? REF_getStatic : REF_getField));
            return fieldHandle(s ? REF_getStatic : REF_getField, f);
        }

        public MethodHandle unreflectSetter(Field f) throws IllegalAccessException {
            boolean s = Modifier.isStatic(f.getModifiers());
            String text = fieldText(f.getDeclaringClass(), f.getName(), f.getType(), s ? REF_putStatic : REF_putField);
            checkUnreflect(f, f, text);
            if (Modifier.isFinal(f.getModifiers()) && (s || !f.isAccessible()))
                throw new IllegalAccessException("member is final: " + text + ", from " + lookupClass + " ("
                        + moduleText(lookupClass) + ")");
            return fieldHandle(s ? REF_putStatic : REF_putField, f);
        }
    }

    /* ---------------------------------------------------------------- */
    /* Combinators                                                       */
    /* ---------------------------------------------------------------- */

    public static MethodHandle invoker(MethodType type) {
        return invoker(false, type);
    }

    public static MethodHandle exactInvoker(MethodType type) {
        return invoker(true, type);
    }

    static MethodHandle invoker(final boolean exact, final MethodType type) {
        return new MethodHandle(type.insertParameterTypes(0, MethodHandle.class)) {
            Object invokeInternal(Object[] args) throws Throwable {
                MethodHandle target = (MethodHandle) args[0];
                if (target == null)
                    throw new NullPointerException();
                Object[] rest = new Object[args.length - 1];
                System.arraycopy(args, 1, rest, 0, rest.length);
                if (!target.type().equals(type)) {
                    if (exact)
                        throw new WrongMethodTypeException("expected " + target.type() + " but found " + type);
                    target = target.asType(type);
                }
                return target.invokeInternal(rest);
            }
        };
    }

    /* A value for a parameter of type p, as bindTo and insertArguments convert it. */
    static Object coerce(Object v, Class<?> p) {
        if (!p.isPrimitive())
            return p.cast(v);
        if (v == null)
            throw new NullPointerException();
        Object w = DirectAccess.widen(v, p);
        if (w == null)
            throw new ClassCastException("Cannot cast " + v.getClass().getName() + " to "
                    + Reflect.wrapper(p).getName());
        return w;
    }

    /* The initial target of a MutableCallSite made from a type alone. */
    static MethodHandle invalidTarget(MethodType type) {
        return new MethodHandle(type) {
            Object invokeInternal(Object[] args) {
                throw new IllegalStateException("uninitialized call site");
            }
        };
    }

    public static MethodHandle constant(Class<?> type, Object value) {
        if (type == void.class)
            throw new IllegalArgumentException("void type");
        final Object v = coerce(value, type);
        return new MethodHandle(MethodType.methodType(type)) {
            Object invokeInternal(Object[] args) {
                return v;
            }
        };
    }

    public static MethodHandle identity(Class<?> type) {
        if (type == void.class)
            throw new IllegalArgumentException("void type");
        return new MethodHandle(MethodType.methodType(type, type)) {
            Object invokeInternal(Object[] args) {
                return args[0];
            }
        };
    }

    public static MethodHandle zero(Class<?> type) {
        final Object z = Convert.zero(type);
        return new MethodHandle(MethodType.methodType(type)) {
            Object invokeInternal(Object[] args) {
                return z;
            }
        };
    }

    public static MethodHandle empty(MethodType type) {
        final Object z = Convert.zero(type.returnType());
        return new MethodHandle(type) {
            Object invokeInternal(Object[] args) {
                return z;
            }
        };
    }

    public static MethodHandle insertArguments(final MethodHandle target, final int pos, Object... values) {
        MethodType t = target.type();
        if (pos < 0 || pos + values.length > t.parameterCount())
            throw new IllegalArgumentException("too many values to insert");
        final Object[] vals = new Object[values.length];
        for (int i = 0; i < values.length; i++) {
            Class<?> p = t.parameterType(pos + i);
            vals[i] = coerce(values[i], p);
        }
        return new MethodHandle(t.dropParameterTypes(pos, pos + values.length)) {
            Object invokeInternal(Object[] args) throws Throwable {
                Object[] out = new Object[args.length + vals.length];
                System.arraycopy(args, 0, out, 0, pos);
                System.arraycopy(vals, 0, out, pos, vals.length);
                System.arraycopy(args, pos, out, pos + vals.length, args.length - pos);
                return target.invokeInternal(out);
            }
        };
    }

    public static MethodHandle dropArguments(final MethodHandle target, final int pos, final Class<?>... valueTypes) {
        MethodType t = target.type();
        if (pos < 0 || pos > t.parameterCount())
            throw new IllegalArgumentException("bad argument count " + pos);
        return new MethodHandle(t.insertParameterTypes(pos, valueTypes)) {
            Object invokeInternal(Object[] args) throws Throwable {
                Object[] out = new Object[args.length - valueTypes.length];
                System.arraycopy(args, 0, out, 0, pos);
                System.arraycopy(args, pos + valueTypes.length, out, pos, out.length - pos);
                return target.invokeInternal(out);
            }
        };
    }

    public static MethodHandle dropArguments(MethodHandle target, int pos, List<Class<?>> valueTypes) {
        return dropArguments(target, pos, valueTypes.toArray(new Class<?>[0]));
    }

    public static MethodHandle filterReturnValue(final MethodHandle target, final MethodHandle filter) {
        MethodType t = target.type();
        return new MethodHandle(t.changeReturnType(filter.type().returnType())) {
            Object invokeInternal(Object[] args) throws Throwable {
                Object r = target.invokeInternal(args);
                return filter.invokeInternal(target.type().returnType() == void.class ? new Object[0]
                        : new Object[] { r });
            }
        };
    }

    public static MethodHandle filterArguments(final MethodHandle target, final int pos,
            final MethodHandle... filters) {
        MethodType t = target.type();
        for (int i = 0; i < filters.length; i++)
            if (filters[i] != null)
                t = t.changeParameterType(pos + i, filters[i].type().parameterType(0));
        return new MethodHandle(t) {
            Object invokeInternal(Object[] args) throws Throwable {
                Object[] out = args.clone();
                for (int i = 0; i < filters.length; i++)
                    if (filters[i] != null)
                        out[pos + i] = filters[i].invokeInternal(new Object[] { args[pos + i] });
                return target.invokeInternal(out);
            }
        };
    }

    public static MethodHandle guardWithTest(final MethodHandle test, final MethodHandle target,
            final MethodHandle fallback) {
        if (!target.type().equals(fallback.type()))
            throw new IllegalArgumentException("target and fallback types must match: " + target.type() + " != "
                    + fallback.type());
        return new MethodHandle(target.type()) {
            Object invokeInternal(Object[] args) throws Throwable {
                Object[] targs = new Object[test.type().parameterCount()];
                System.arraycopy(args, 0, targs, 0, targs.length);
                boolean ok = ((Boolean) test.invokeInternal(targs)).booleanValue();
                return (ok ? target : fallback).invokeInternal(args);
            }
        };
    }

    public static MethodHandle catchException(final MethodHandle target, final Class<? extends Throwable> exType,
            final MethodHandle handler) {
        return new MethodHandle(target.type()) {
            Object invokeInternal(Object[] args) throws Throwable {
                try {
                    return target.invokeInternal(args);
                } catch (Throwable e) {
                    if (!exType.isInstance(e))
                        throw e;
                    Object[] hargs = new Object[handler.type().parameterCount()];
                    hargs[0] = e;
                    System.arraycopy(args, 0, hargs, 1, hargs.length - 1);
                    return handler.invokeInternal(hargs);
                }
            }
        };
    }

    public static MethodHandle throwException(Class<?> returnType, Class<? extends Throwable> exType) {
        return new MethodHandle(MethodType.methodType(returnType, exType)) {
            Object invokeInternal(Object[] args) throws Throwable {
                throw (Throwable) args[0];
            }
        };
    }

    public static MethodHandle permuteArguments(final MethodHandle target, MethodType newType,
            final int... reorder) {
        if (reorder.length != target.type().parameterCount())
            throw new IllegalArgumentException("bad reorder array: " + java.util.Arrays.toString(reorder));
        return new MethodHandle(newType) {
            Object invokeInternal(Object[] args) throws Throwable {
                Object[] out = new Object[reorder.length];
                for (int i = 0; i < reorder.length; i++)
                    out[i] = args[reorder[i]];
                return target.invokeInternal(out);
            }
        };
    }

    public static MethodHandle foldArguments(final MethodHandle target, final MethodHandle combiner) {
        final boolean isVoid = combiner.type().returnType() == void.class;
        MethodType t = isVoid ? target.type() : target.type().dropParameterTypes(0, 1);
        return new MethodHandle(t) {
            Object invokeInternal(Object[] args) throws Throwable {
                Object[] cargs = new Object[combiner.type().parameterCount()];
                System.arraycopy(args, 0, cargs, 0, cargs.length);
                Object v = combiner.invokeInternal(cargs);
                if (isVoid)
                    return target.invokeInternal(args);
                Object[] out = new Object[args.length + 1];
                out[0] = v;
                System.arraycopy(args, 0, out, 1, args.length);
                return target.invokeInternal(out);
            }
        };
    }

    public static MethodHandle arrayConstructor(final Class<?> arrayClass) {
        if (!arrayClass.isArray())
            throw new IllegalArgumentException("not an array class: " + arrayClass.getName());
        return new MethodHandle(MethodType.methodType(arrayClass, int.class)) {
            Object invokeInternal(Object[] args) {
                return java.lang.reflect.Array.newInstance(arrayClass.getComponentType(),
                        ((Integer) args[0]).intValue());
            }
        };
    }

    public static MethodHandle arrayLength(Class<?> arrayClass) {
        if (!arrayClass.isArray())
            throw new IllegalArgumentException("not an array class: " + arrayClass.getName());
        return new MethodHandle(MethodType.methodType(int.class, arrayClass)) {
            Object invokeInternal(Object[] args) {
                return Integer.valueOf(java.lang.reflect.Array.getLength(args[0]));
            }
        };
    }

    public static MethodHandle arrayElementGetter(Class<?> arrayClass) {
        if (!arrayClass.isArray())
            throw new IllegalArgumentException("not an array class: " + arrayClass.getName());
        return new MethodHandle(MethodType.methodType(arrayClass.getComponentType(), arrayClass, int.class)) {
            Object invokeInternal(Object[] args) {
                return java.lang.reflect.Array.get(args[0], ((Integer) args[1]).intValue());
            }
        };
    }

    public static MethodHandle arrayElementSetter(Class<?> arrayClass) {
        if (!arrayClass.isArray())
            throw new IllegalArgumentException("not an array class: " + arrayClass.getName());
        return new MethodHandle(MethodType.methodType(void.class, arrayClass, int.class,
                arrayClass.getComponentType())) {
            Object invokeInternal(Object[] args) {
                java.lang.reflect.Array.set(args[0], ((Integer) args[1]).intValue(), args[2]);
                return null;
            }
        };
    }

    public static VarHandle arrayElementVarHandle(Class<?> arrayClass) {
        if (!arrayClass.isArray())
            throw new IllegalArgumentException("not an array class: " + arrayClass.getName());
        return new VarHandle.ArrayHandle(arrayClass);
    }

    public static <T extends Member> T reflectAs(Class<T> expected, MethodHandle target) {
        if (target instanceof Direct)
            return expected.cast(((Direct) target).member);
        throw new IllegalArgumentException("not a direct method handle");
    }
}
