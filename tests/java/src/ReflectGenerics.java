import java.io.Serializable;
import java.lang.reflect.*;
import java.util.*;
import java.util.function.*;

/* Generic signatures: superclass and interfaces, type parameters with bounds, parameterized, wildcard, array and nested owner types, generic methods and fields, toString, equals. */
public class ReflectGenerics {
    interface Repo<K extends Comparable<K>, V> { V find(K key); }

    static abstract class Base<T> implements Iterable<T> { }

    static class Store<K extends Number & Comparable<K>, V extends List<? super K>> extends Base<Map<K, V>>
            implements Repo<String, V[]>, Serializable, Function<Map.Entry<K, ? extends V>, Optional<V>> {
        public Map<String, List<Integer>> map;
        public List<?>[] wildcards;
        public K key;
        public V[][] grid;
        public Outer<String>.Inner<Integer> nested;
        public Map.Entry<K, V> entry;
        public int plain;
        public List raw;

        public V[] find(String key) { return null; }
        public Iterator<Map<K, V>> iterator() { return null; }
        public Optional<V> apply(Map.Entry<K, ? extends V> e) { return null; }
        public <E extends Exception, R extends K> R generic(Supplier<? extends R> s, Class<? super E> c) throws E { return null; }
        public static <T extends Comparable<? super T>> void sort(List<T> list) { }
        public <A> Store(A a, List<? extends A> as) { }
    }

    static class Outer<X> { class Inner<Y> { } }

    static void describe(String label, Type t) {
        StringBuilder sb = new StringBuilder(label).append(": ").append(t.getTypeName()).append(" [");
        if (t instanceof Class) sb.append("Class");
        else if (t instanceof ParameterizedType p) {
            sb.append("ParameterizedType raw=").append(p.getRawType().getTypeName()).append(" owner=")
                    .append(p.getOwnerType() == null ? null : p.getOwnerType().getTypeName()).append(" args=")
                    .append(p.getActualTypeArguments().length);
        } else if (t instanceof GenericArrayType g) sb.append("GenericArrayType of ").append(g.getGenericComponentType());
        else if (t instanceof WildcardType w) sb.append("WildcardType upper=").append(Arrays.toString(w.getUpperBounds()))
                .append(" lower=").append(Arrays.toString(w.getLowerBounds()));
        else if (t instanceof TypeVariable<?> v) sb.append("TypeVariable bounds=").append(Arrays.toString(v.getBounds()))
                .append(" decl=").append(v.getGenericDeclaration() instanceof Class<?> c ? c.getSimpleName() : "member");
        System.out.println(sb.append("]"));
    }

    public static void main(String[] args) throws Exception {
        Class<?> s = Store.class;
        describe("superclass", s.getGenericSuperclass());
        for (Type t : s.getGenericInterfaces()) describe("interface", t);
        for (TypeVariable<?> v : s.getTypeParameters()) describe("type parameter", v);
        for (String name : new String[] { "map", "wildcards", "key", "grid", "nested", "entry", "plain", "raw" }) {
            Field f = s.getField(name);
            describe("field " + name, f.getGenericType());
            System.out.println("  " + f.toGenericString());
        }
        ParameterizedType map = (ParameterizedType) s.getField("map").getGenericType();
        for (Type a : map.getActualTypeArguments()) describe("  arg", a);
        ParameterizedType list = (ParameterizedType) ((GenericArrayType) s.getField("wildcards").getGenericType()).getGenericComponentType();
        describe("  wildcard", list.getActualTypeArguments()[0]);
        ParameterizedType fn = (ParameterizedType) s.getGenericInterfaces()[2];
        ParameterizedType entry = (ParameterizedType) fn.getActualTypeArguments()[0];
        describe("  entry arg 1", entry.getActualTypeArguments()[1]);

        List<Method> ms = new ArrayList<>(Arrays.asList(s.getDeclaredMethods()));
        ms.sort(Comparator.comparing(Method::toGenericString));
        for (Method m : ms) {
            System.out.println(m.toGenericString());
            describe("  return", m.getGenericReturnType());
            for (Type p : m.getGenericParameterTypes()) describe("  param", p);
            for (Type e : m.getGenericExceptionTypes()) describe("  throws", e);
            for (TypeVariable<?> v : m.getTypeParameters()) describe("  type parameter", v);
        }
        Constructor<?> c = s.getConstructors()[0];
        System.out.println(c.toGenericString());
        for (Type p : c.getGenericParameterTypes()) describe("  param", p);
        System.out.println(Repo.class.getTypeParameters()[0].getBounds()[0]);
        System.out.println(HashMap.class.getGenericSuperclass() + " " + Arrays.toString(ArrayList.class.getTypeParameters()));
        System.out.println(String.class.getGenericSuperclass() + " " + int.class.getGenericSuperclass() + " " + Runnable.class.getGenericSuperclass()
                + " " + Object.class.getGenericSuperclass() + " " + Arrays.toString(int[].class.getGenericInterfaces()));
        Type t1 = s.getField("map").getGenericType(), t2 = s.getField("map").getGenericType();
        System.out.println(t1.equals(t2) + " " + (t1.hashCode() == t2.hashCode()) + " " + t1.equals(s.getField("entry").getGenericType()));
        TypeVariable<?> k1 = s.getTypeParameters()[0];
        System.out.println(k1.equals(s.getField("key").getGenericType()) + " " + k1.getName() + " " + k1.getGenericDeclaration());
        for (Class<?> k : new Class<?>[] { Store.class, Repo.class, Base.class, Store[][].class, Map.class, int.class, int[].class,
                Thread.State.class, Deprecated.class, Outer.Inner.class, Optional.class })
            System.out.println(k.toGenericString());
        Method sort = s.getMethod("sort", List.class);
        System.out.println(sort.getTypeParameters()[0].getGenericDeclaration().equals(sort));
    }
}
