package jdk.internal.reflect;

import java.lang.annotation.Annotation;
import java.lang.reflect.Array;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runtime-visible annotations (JVMS 4.7.16) read from the raw attribute
 * bytes, as proxies of the annotation interface whose handler answers the
 * members, toString (JDK 17's form), equals, hashCode and annotationType.
 * Annotations whose type cannot be loaded are left out, as on the JDK.
 */
public final class Annotations {
    private static final Annotation[] NONE = new Annotation[0];
    private static final Map<Class<?>, Map<String, Object>> DEFAULTS = new HashMap<Class<?>, Map<String, Object>>();

    private final byte[] b;
    private final Class<?> cp;
    private int pos;

    private Annotations(byte[] b, Class<?> cp) {
        this.b = b;
        this.cp = cp;
    }

    /** The annotations of a RuntimeVisibleAnnotations attribute (null: none). */
    public static Annotation[] parse(byte[] raw, Class<?> cp) {
        if (raw == null)
            return NONE;
        Annotations p = new Annotations(raw, cp);
        int n = p.u2();
        List<Annotation> out = new ArrayList<Annotation>();
        for (int i = 0; i < n; i++) {
            Annotation a = p.annotation();
            if (a != null)
                out.add(a);
        }
        return out.toArray(NONE);
    }

    /** RuntimeVisibleParameterAnnotations, one array per parameter. */
    public static Annotation[][] parseParameters(byte[] raw, Class<?> cp, int count) {
        Annotation[][] result = new Annotation[count][];
        for (int i = 0; i < count; i++)
            result[i] = NONE;
        if (raw == null)
            return result;
        Annotations p = new Annotations(raw, cp);
        int n = p.u1();
        /* javac leaves out synthetic leading parameters (an inner class's outer instance). */
        int skip = count - n;
        for (int i = 0; i < n; i++) {
            int k = p.u2();
            List<Annotation> out = new ArrayList<Annotation>();
            for (int j = 0; j < k; j++) {
                Annotation a = p.annotation();
                if (a != null)
                    out.add(a);
            }
            if (i + skip >= 0 && i + skip < count)
                result[i + skip] = out.toArray(NONE);
        }
        return result;
    }

    /** The AnnotationDefault of an annotation member of type type, or null. */
    public static Object parseDefault(byte[] raw, Class<?> cp, Class<?> type) {
        if (raw == null)
            return null;
        return new Annotations(raw, cp).value(type);
    }

    private int u1() {
        return b[pos++] & 0xff;
    }

    private int u2() {
        int v = ((b[pos] & 0xff) << 8) | (b[pos + 1] & 0xff);
        pos += 2;
        return v;
    }

    private Object constant(int i) {
        return DirectAccess.constant(cp, i);
    }

    private Class<?> typeOf(String desc) {
        switch (desc.charAt(0)) {
        case 'B': return byte.class;
        case 'C': return char.class;
        case 'D': return double.class;
        case 'F': return float.class;
        case 'I': return int.class;
        case 'J': return long.class;
        case 'S': return short.class;
        case 'Z': return boolean.class;
        case 'V': return void.class;
        case '[':
            return Array.newInstance(typeOf(desc.substring(1)), 0).getClass();
        default:
            try {
                return Class.forName(desc.substring(1, desc.length() - 1).replace('/', '.'), false,
                        cp.getClassLoader());
            } catch (ClassNotFoundException e) {
                throw new TypeNotPresentException(desc, e);
            }
        }
    }

    /* One annotation; null when its type cannot be loaded (its bytes are skipped). */
    @SuppressWarnings("unchecked")
    private Annotation annotation() {
        String desc = (String) constant(u2());
        Class<?> type;
        try {
            type = typeOf(desc);
        } catch (TypeNotPresentException e) {
            type = null;
        }
        int n = u2();
        if (type == null || !type.isAnnotation()) {
            for (int i = 0; i < n; i++) {
                u2();
                value(null);
            }
            return null;
        }
        Map<String, Object> values = new LinkedHashMap<String, Object>(defaults((Class<? extends Annotation>) type));
        for (int i = 0; i < n; i++) {
            String name = (String) constant(u2());
            Class<?> mt = null;
            try {
                mt = type.getDeclaredMethod(name).getReturnType();
            } catch (NoSuchMethodException e) {
                /* a member removed since compilation: read and drop */
            }
            Object v = value(mt);
            if (mt != null)
                values.put(name, v);
        }
        return make((Class<? extends Annotation>) type, values);
    }

    /* An element_value for a member of type t (null: skip it). */
    private Object value(Class<?> t) {
        char tag = (char) u1();
        switch (tag) {
        case 'B': return Byte.valueOf((byte) ((Integer) constant(u2())).intValue());
        case 'C': return Character.valueOf((char) ((Integer) constant(u2())).intValue());
        case 'S': return Short.valueOf((short) ((Integer) constant(u2())).intValue());
        case 'Z': return Boolean.valueOf(((Integer) constant(u2())).intValue() != 0);
        case 'I': case 'J': case 'F': case 'D': case 's':
            return constant(u2());
        case 'e': {
            String desc = (String) constant(u2());
            String name = (String) constant(u2());
            if (t == null)
                return null;
            return enumConstant(typeOf(desc), name);
        }
        case 'c': {
            String desc = (String) constant(u2());
            return t == null ? null : typeOf(desc);
        }
        case '@':
            return annotation();
        case '[': {
            int n = u2();
            Class<?> comp = t != null && t.isArray() ? t.getComponentType() : null;
            Object arr = comp != null ? Array.newInstance(comp, n) : null;
            for (int i = 0; i < n; i++) {
                Object v = value(comp);
                if (arr != null)
                    Array.set(arr, i, v);
            }
            return arr;
        }
        default:
            throw new java.lang.annotation.AnnotationFormatError("Invalid member-value tag: " + tag);
        }
    }

    @SuppressWarnings({ "unchecked", "rawtypes" })
    private static Object enumConstant(Class<?> type, String name) {
        return Enum.valueOf((Class) type, name);
    }

    /** The members' default values of an annotation type, by name. */
    public static synchronized Map<String, Object> defaults(Class<? extends Annotation> type) {
        Map<String, Object> d = DEFAULTS.get(type);
        if (d == null) {
            d = new HashMap<String, Object>();
            for (Method m : type.getDeclaredMethods()) {
                Object v = m.getDefaultValue();
                if (v != null)
                    d.put(m.getName(), v);
            }
            DEFAULTS.put(type, d);
        }
        return d;
    }

    /** An instance of annotation type with these member values. */
    public static Annotation make(Class<? extends Annotation> type, Map<String, Object> values) {
        return (Annotation) Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] { type },
                new Handler(type, values));
    }

    static final class Handler implements InvocationHandler {
        private final Class<? extends Annotation> type;
        private final Map<String, Object> values;

        Handler(Class<? extends Annotation> type, Map<String, Object> values) {
            this.type = type;
            this.values = values;
        }

        public Object invoke(Object proxy, Method method, Object[] args) {
            String name = method.getName();
            int n = method.getParameterCount();
            if (n == 1 && name.equals("equals") && method.getParameterTypes()[0] == Object.class)
                return Boolean.valueOf(equalTo(args[0]));
            if (n != 0)
                throw new AssertionError("Too many parameters for an annotation method");
            if (name.equals("toString"))
                return text();
            if (name.equals("hashCode"))
                return Integer.valueOf(hash());
            if (name.equals("annotationType"))
                return type;
            Object v = values.get(name);
            if (v == null)
                throw new java.lang.annotation.IncompleteAnnotationException(type, name);
            return v.getClass().isArray() && Array.getLength(v) != 0 ? cloneArray(v) : v;
        }

        private static Object cloneArray(Object v) {
            int n = Array.getLength(v);
            Object c = Array.newInstance(v.getClass().getComponentType(), n);
            System.arraycopy(v, 0, c, 0, n);
            return c;
        }

        private String text() {
            StringBuilder sb = new StringBuilder("@").append(type.getName()).append('(');
            boolean single = values.size() == 1 && values.containsKey("value");
            boolean first = true;
            for (Map.Entry<String, Object> e : values.entrySet()) {
                if (!first)
                    sb.append(", ");
                first = false;
                if (!single)
                    sb.append(e.getKey()).append('=');
                sb.append(valueText(e.getValue()));
            }
            return sb.append(')').toString();
        }

        private int hash() {
            int h = 0;
            for (Map.Entry<String, Object> e : values.entrySet())
                h += (127 * e.getKey().hashCode()) ^ valueHash(e.getValue());
            return h;
        }

        private boolean equalTo(Object o) {
            if (o == null || !type.isInstance(o))
                return false;
            for (Map.Entry<String, Object> e : values.entrySet()) {
                Object other;
                try {
                    Method m = type.getDeclaredMethod(e.getKey());
                    m.setAccessible(true);
                    other = m.invoke(o);
                } catch (Exception ex) {
                    return false;
                }
                if (!valueEquals(e.getValue(), other))
                    return false;
            }
            return true;
        }
    }

    static int valueHash(Object v) {
        if (!v.getClass().isArray())
            return v.hashCode();
        if (v instanceof int[]) return Arrays.hashCode((int[]) v);
        if (v instanceof long[]) return Arrays.hashCode((long[]) v);
        if (v instanceof byte[]) return Arrays.hashCode((byte[]) v);
        if (v instanceof short[]) return Arrays.hashCode((short[]) v);
        if (v instanceof char[]) return Arrays.hashCode((char[]) v);
        if (v instanceof boolean[]) return Arrays.hashCode((boolean[]) v);
        if (v instanceof float[]) return Arrays.hashCode((float[]) v);
        if (v instanceof double[]) return Arrays.hashCode((double[]) v);
        return Arrays.hashCode((Object[]) v);
    }

    static boolean valueEquals(Object a, Object b) {
        if (a == null || b == null)
            return a == b;
        if (!a.getClass().isArray())
            return a.equals(b);
        if (a.getClass() != b.getClass())
            return false;
        int n = Array.getLength(a);
        if (n != Array.getLength(b))
            return false;
        for (int i = 0; i < n; i++)
            if (!valueEquals(Array.get(a, i), Array.get(b, i)))
                return false;
        return true;
    }

    /* A member value as JDK 17's annotation toString writes it. */
    static String valueText(Object v) {
        if (v.getClass().isArray()) {
            StringBuilder sb = new StringBuilder("{");
            int n = Array.getLength(v);
            for (int i = 0; i < n; i++) {
                if (i > 0)
                    sb.append(", ");
                sb.append(valueText(Array.get(v, i)));
            }
            return sb.append('}').toString();
        }
        if (v instanceof Class)
            return classText((Class<?>) v) + ".class";
        if (v instanceof String)
            return '"' + quote((String) v) + '"';
        if (v instanceof Character)
            return "'" + quote(String.valueOf(v)) + "'";
        if (v instanceof Long)
            return v + "L";
        if (v instanceof Byte)
            return "(byte)0x" + hex(((Byte) v).byteValue() & 0xff, 2);
        if (v instanceof Float) {
            float f = ((Float) v).floatValue();
            if (Float.isNaN(f))
                return "0.0f/0.0f";
            if (Float.isInfinite(f))
                return f < 0 ? "-1.0f/0.0f" : "1.0f/0.0f";
            return v + "f";
        }
        if (v instanceof Double) {
            double d = ((Double) v).doubleValue();
            if (Double.isNaN(d))
                return "0.0/0.0";
            if (Double.isInfinite(d))
                return d < 0 ? "-1.0/0.0" : "1.0/0.0";
            return v.toString();
        }
        if (v instanceof Enum)
            return ((Enum<?>) v).name();
        return v.toString();
    }

    private static String classText(Class<?> c) {
        int dims = 0;
        while (c.isArray()) {
            dims++;
            c = c.getComponentType();
        }
        StringBuilder sb = new StringBuilder(c.getName());
        for (int i = 0; i < dims; i++)
            sb.append("[]");
        return sb.toString();
    }

    private static String hex(int v, int digits) {
        String h = Integer.toHexString(v);
        while (h.length() < digits)
            h = "0" + h;
        return h;
    }

    /* Both quotes are escaped, in strings and in chars, as JDK 17 does. */
    private static String quote(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
            case '\b': sb.append("\\b"); break;
            case '\f': sb.append("\\f"); break;
            case '\n': sb.append("\\n"); break;
            case '\r': sb.append("\\r"); break;
            case '\t': sb.append("\\t"); break;
            case '\\': sb.append("\\\\"); break;
            case '\'': sb.append("\\'"); break;
            case '"': sb.append("\\\""); break;
            default:
                if (c < 0x20 || c > 0x7e)
                    sb.append("\\u").append(hex(c, 4));
                else
                    sb.append(c);
            }
        }
        return sb.toString();
    }
}
