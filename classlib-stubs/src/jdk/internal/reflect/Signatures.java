package jdk.internal.reflect;

import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.GenericDeclaration;
import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Generic signatures (JVMS 4.7.9.1) as java.lang.reflect.Type objects.
 * Classes are loaded through the loader of the class that declares the
 * signature; type variables are looked up in the declaration, then in the
 * classes enclosing it. toString, equals and hashCode follow JDK 17.
 */
public final class Signatures {
    private final String sig;
    private final GenericDeclaration decl;
    private final ClassLoader loader;
    private int pos;
    /* The type parameters of decl itself, as parsed so far. */
    private final List<TypeVariable<?>> own = new ArrayList<TypeVariable<?>>();
    private boolean ownSignature = true;

    private Signatures(String sig, GenericDeclaration decl, Class<?> owner) {
        this.sig = sig;
        this.decl = decl;
        this.loader = owner.getClassLoader();
    }

    /** A class signature: [type parameters, superclass, interfaces...]. */
    public static Object[] parseClass(String sig, Class<?> c) {
        Signatures p = new Signatures(sig, c, c);
        TypeVariable<?>[] params = p.typeParams();
        List<Type> supers = new ArrayList<Type>();
        while (p.pos < sig.length())
            supers.add(p.fieldType());
        return new Object[] { params, supers.toArray(new Type[0]) };
    }

    /** A method signature: [type parameters, parameter types, return type, exceptions]. */
    public static Object[] parseMethod(String sig, GenericDeclaration m, Class<?> owner) {
        Signatures p = new Signatures(sig, m, owner);
        TypeVariable<?>[] params = p.typeParams();
        p.expect('(');
        List<Type> args = new ArrayList<Type>();
        while (p.peek() != ')')
            args.add(p.type());
        p.pos++;
        Type ret = p.type();
        List<Type> exc = new ArrayList<Type>();
        while (p.pos < sig.length() && p.peek() == '^') {
            p.pos++;
            exc.add(p.fieldType());
        }
        return new Object[] { params, args.toArray(new Type[0]), ret, exc.toArray(new Type[0]) };
    }

    /** A field signature (or a record component's). */
    public static Type parseField(String sig, Class<?> owner) {
        Signatures p = new Signatures(sig, owner, owner);
        p.ownSignature = false;
        return p.type();
    }

    private char peek() {
        if (pos >= sig.length())
            throw new java.lang.reflect.GenericSignatureFormatError("Signature Parse error: " + sig);
        return sig.charAt(pos);
    }

    private void expect(char c) {
        if (peek() != c)
            throw new java.lang.reflect.GenericSignatureFormatError("Signature Parse error: expected '" + c
                    + "' in " + sig);
        pos++;
    }

    private String identifier() {
        int start = pos;
        while (pos < sig.length() && ".;[<>:".indexOf(sig.charAt(pos)) < 0)
            pos++;
        return sig.substring(start, pos);
    }

    private TypeVariable<?>[] typeParams() {
        if (pos >= sig.length() || peek() != '<')
            return new TypeVariable<?>[0];
        pos++;
        List<TypeVariable<?>> vars = new ArrayList<TypeVariable<?>>();
        while (peek() != '>') {
            String name = identifier();
            TypeVar v = new TypeVar(name, decl);
            vars.add(v);
            own.add(v);
            List<Type> bounds = new ArrayList<Type>();
            expect(':');
            if (peek() != ':')
                bounds.add(fieldType());
            while (peek() == ':') {
                pos++;
                bounds.add(fieldType());
            }
            if (bounds.isEmpty())
                bounds.add(Object.class);
            v.bounds = bounds.toArray(new Type[0]);
        }
        pos++;
        return vars.toArray(new TypeVariable<?>[0]);
    }

    private Type type() {
        char c = peek();
        switch (c) {
        case 'B': pos++; return byte.class;
        case 'C': pos++; return char.class;
        case 'D': pos++; return double.class;
        case 'F': pos++; return float.class;
        case 'I': pos++; return int.class;
        case 'J': pos++; return long.class;
        case 'S': pos++; return short.class;
        case 'Z': pos++; return boolean.class;
        case 'V': pos++; return void.class;
        default: return fieldType();
        }
    }

    private Type fieldType() {
        char c = peek();
        if (c == '[') {
            pos++;
            Type comp = type();
            if (comp instanceof Class)
                return Array.newInstance((Class<?>) comp, 0).getClass();
            return new ArrayType(comp);
        }
        if (c == 'T') {
            pos++;
            String name = identifier();
            expect(';');
            return lookupVariable(name);
        }
        expect('L');
        StringBuilder binary = new StringBuilder(identifier());
        Type owner = null;
        Class<?> raw;
        while (true) {
            Type[] args = null;
            if (peek() == '<')
                args = typeArgs();
            raw = load(binary.toString());
            Type t;
            if (owner == null)
                t = args == null ? raw : new ParamType(raw, args, raw.getDeclaringClass());
            else if (args == null && owner instanceof Class)
                t = raw;
            else
                t = new ParamType(raw, args == null ? new Type[0] : args, owner);
            if (peek() == '.') {
                pos++;
                binary.append('$').append(identifier());
                owner = t;
                continue;
            }
            expect(';');
            return t;
        }
    }

    private Type[] typeArgs() {
        pos++;
        List<Type> args = new ArrayList<Type>();
        while (peek() != '>') {
            char c = peek();
            if (c == '*') {
                pos++;
                args.add(new Wildcard(new Type[] { Object.class }, new Type[0]));
            } else if (c == '+') {
                pos++;
                args.add(new Wildcard(new Type[] { fieldType() }, new Type[0]));
            } else if (c == '-') {
                pos++;
                args.add(new Wildcard(new Type[] { Object.class }, new Type[] { fieldType() }));
            } else {
                args.add(fieldType());
            }
        }
        pos++;
        return args.toArray(new Type[0]);
    }

    private Class<?> load(String internal) {
        try {
            return Class.forName(internal.replace('/', '.'), false, loader);
        } catch (ClassNotFoundException e) {
            throw new TypeNotPresentException(internal.replace('/', '.'), e);
        }
    }

    /* The declaration in scope that declares name: the method or
     * constructor, its class, then the enclosing classes. */
    private Type lookupVariable(String name) {
        for (TypeVariable<?> v : own)
            if (v.getName().equals(name))
                return v;
        GenericDeclaration d = decl;
        /* decl's own parameters are in own while its signature is parsed. */
        boolean skip = ownSignature;
        while (d != null) {
            if (!skip) {
                for (TypeVariable<?> v : d.getTypeParameters())
                    if (v.getName().equals(name))
                        return v;
            }
            skip = false;
            if (d instanceof Method)
                d = ((Method) d).getDeclaringClass();
            else if (d instanceof Constructor)
                d = ((Constructor<?>) d).getDeclaringClass();
            else
                d = ((Class<?>) d).getEnclosingClass();
        }
        /* Not declared (a malformed signature): a free variable. */
        TypeVar v = new TypeVar(name, decl);
        v.bounds = new Type[] { Object.class };
        return v;
    }

    static String typeName(Type t) {
        return t.getTypeName();
    }

    /* ------------------------------------------------------------------ */

    static final class ParamType implements ParameterizedType {
        private final Class<?> raw;
        private final Type[] args;
        private final Type owner;

        ParamType(Class<?> raw, Type[] args, Type owner) {
            this.raw = raw;
            this.args = args;
            this.owner = owner;
        }

        public Type[] getActualTypeArguments() {
            return args.clone();
        }

        public Type getRawType() {
            return raw;
        }

        public Type getOwnerType() {
            return owner;
        }

        public boolean equals(Object o) {
            if (!(o instanceof ParameterizedType))
                return false;
            ParameterizedType p = (ParameterizedType) o;
            return raw.equals(p.getRawType()) && java.util.Objects.equals(owner, p.getOwnerType())
                    && Arrays.equals(args, p.getActualTypeArguments());
        }

        public int hashCode() {
            return Arrays.hashCode(args) ^ java.util.Objects.hashCode(owner) ^ raw.hashCode();
        }

        public String toString() {
            StringBuilder sb = new StringBuilder();
            if (owner != null) {
                sb.append(owner.getTypeName()).append('$');
                if (owner instanceof ParamType)
                    sb.append(raw.getName().replace(((ParamType) owner).raw.getName() + "$", ""));
                else
                    sb.append(raw.getSimpleName());
            } else {
                sb.append(raw.getName());
            }
            if (args.length > 0) {
                sb.append('<');
                for (int i = 0; i < args.length; i++) {
                    if (i > 0)
                        sb.append(", ");
                    sb.append(args[i].getTypeName());
                }
                sb.append('>');
            }
            return sb.toString();
        }
    }

    static final class ArrayType implements GenericArrayType {
        private final Type component;

        ArrayType(Type component) {
            this.component = component;
        }

        public Type getGenericComponentType() {
            return component;
        }

        public boolean equals(Object o) {
            return o instanceof GenericArrayType
                    && component.equals(((GenericArrayType) o).getGenericComponentType());
        }

        public int hashCode() {
            return component.hashCode();
        }

        public String toString() {
            return component.getTypeName() + "[]";
        }
    }

    static final class Wildcard implements WildcardType {
        private final Type[] upper, lower;

        Wildcard(Type[] upper, Type[] lower) {
            this.upper = upper;
            this.lower = lower;
        }

        public Type[] getUpperBounds() {
            return upper.clone();
        }

        public Type[] getLowerBounds() {
            return lower.clone();
        }

        public boolean equals(Object o) {
            if (!(o instanceof WildcardType))
                return false;
            WildcardType w = (WildcardType) o;
            return Arrays.equals(upper, w.getUpperBounds()) && Arrays.equals(lower, w.getLowerBounds());
        }

        public int hashCode() {
            return Arrays.hashCode(upper) ^ Arrays.hashCode(lower);
        }

        public String toString() {
            if (lower.length > 0)
                return "? super " + lower[0].getTypeName();
            if (upper.length == 0 || upper[0] == Object.class)
                return "?";
            return "? extends " + upper[0].getTypeName();
        }
    }

    static final class TypeVar implements TypeVariable<GenericDeclaration> {
        private final String name;
        private final GenericDeclaration decl;
        Type[] bounds;

        TypeVar(String name, GenericDeclaration decl) {
            this.name = name;
            this.decl = decl;
        }

        public Type[] getBounds() {
            return bounds.clone();
        }

        public GenericDeclaration getGenericDeclaration() {
            return decl;
        }

        public String getName() {
            return name;
        }

        public boolean equals(Object o) {
            if (!(o instanceof TypeVariable))
                return false;
            TypeVariable<?> v = (TypeVariable<?>) o;
            return name.equals(v.getName()) && decl.equals(v.getGenericDeclaration());
        }

        public int hashCode() {
            return decl.hashCode() ^ name.hashCode();
        }

        public String toString() {
            return name;
        }

        public <T extends java.lang.annotation.Annotation> T getAnnotation(Class<T> c) {
            return null;
        }

        public java.lang.annotation.Annotation[] getAnnotations() {
            return new java.lang.annotation.Annotation[0];
        }

        public java.lang.annotation.Annotation[] getDeclaredAnnotations() {
            return new java.lang.annotation.Annotation[0];
        }
    }
}
