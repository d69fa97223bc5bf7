import java.io.Serializable;
import java.util.Comparator;
import java.util.function.*;

/* Generic functional interfaces needing bridge methods, marker interfaces and
 * serializable lambdas (altMetafactory). */
public class LambdaBridges {
    interface Transformer<T> {
        T transform(T t);
    }

    interface StringTransformer extends Transformer<String> {
        @Override
        String transform(String s);
    }

    interface NumberSource<N extends Number> {
        N get();
    }

    interface IntegerSource extends NumberSource<Integer>, Supplier<Integer> {
        Integer get();
    }

    interface Marker {
    }

    interface Other {
        default String other() {
            return "other default";
        }
    }

    @SuppressWarnings({ "unchecked", "rawtypes" })
    public static void main(String[] args) {
        StringTransformer up = s -> s.toUpperCase();
        Transformer<String> asGeneric = up;
        Transformer raw = up;
        System.out.println(up.transform("direct") + " " + asGeneric.transform("generic") + " "
                + raw.transform("raw"));
        try {
            raw.transform(42);
        } catch (ClassCastException e) {
            System.out.println("bridge casts: ClassCastException");
        }
        IntegerSource src = () -> 42;
        NumberSource<Integer> ns = src;
        Supplier<Integer> sup = src;
        System.out.println(src.get() + " " + ns.get() + " " + sup.get());
        Runnable marked = (Runnable & Marker) () -> System.out.println("marked run");
        marked.run();
        System.out.println("is Marker: " + (marked instanceof Marker) + ", is Serializable: "
                + (marked instanceof Serializable));
        Runnable both = (Runnable & Marker & Other) () -> { };
        System.out.println("intersection default: " + ((Other) both).other());

        Runnable ser = (Runnable & Serializable) () -> System.out.println("serializable run");
        ser.run();
        System.out.println("is Serializable: " + (ser instanceof Serializable));
        int base = 10;
        Function<Integer, Integer> serCap = (Function<Integer, Integer> & Serializable) x -> x + base;
        System.out.println("serializable capturing: " + serCap.apply(5) + " " + (serCap instanceof Serializable));
        Comparator<String> byLen = (Comparator<String> & Serializable) (a, b) -> a.length() - b.length();
        System.out.println("serializable comparator: " + byLen.compare("aa", "b"));
        SerFn<String, Integer> sf = String::length;
        System.out.println("serializable interface: " + sf.apply("12345") + " " + (sf instanceof Serializable));
        Both bridged = s -> s + "?";
        Gen<String> gen = bridged;
        Plain plain = bridged;
        System.out.println("FLAG_BRIDGES: " + gen.m("gen") + " " + plain.m("plain"));
        try {
            ((Gen) bridged).m(3);
        } catch (ClassCastException e) {
            System.out.println("bridge casts its argument: ClassCastException");
        }
        Sized sized = Integer::bitCount;
        NumGen<Integer> ng = sized;
        System.out.println("bridged method ref: " + ng.size(255) + " " + ((IntSized) sized).size(7));
        Comparator<String> nat = Comparator.naturalOrder();
        System.out.println("natural: " + nat.compare("a", "b"));
    }

    interface SerFn<A, B> extends Function<A, B>, Serializable {
    }

    /* C inherits m(T) and m(String) without declaring m: javac asks
     * altMetafactory for a bridge (FLAG_BRIDGES). */
    interface Gen<T> {
        String m(T t);
    }

    interface Plain {
        String m(String s);
    }

    interface Both extends Gen<String>, Plain {
    }

    interface NumGen<N extends Number> {
        long size(N n);
    }

    interface IntSized {
        long size(Integer i);
    }

    interface Sized extends NumGen<Integer>, IntSized {
    }
}
