import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
import java.util.function.*;

/* Lambda objects under garbage collection: captured values stay reachable
 * through the lambda, non-capturing instances survive collections, and
 * dropped lambdas are collected. */
public class LambdaGc {
    static Supplier<String> keep(String s) {
        StringBuilder sb = new StringBuilder(s);
        return () -> sb.append('!').toString();
    }

    static Supplier<Object> capture(Object o) {
        return () -> o;
    }

    public static void main(String[] args) {
        Runnable first = () -> { };
        List<Supplier<String>> held = new ArrayList<>();
        long total = 0;
        for (int round = 0; round < 5; round++) {
            for (int i = 0; i < 20000; i++) {
                final int v = i;
                final Object payload = new int[8];
                IntSupplier s = () -> v + ((int[]) payload).length;
                total += s.getAsInt();
            }
            held.add(keep("round" + round));
            System.gc();
        }
        System.out.println("total: " + total);
        for (Supplier<String> s : held)
            System.out.println(s.get() + " " + s.get());
        Runnable again = null;
        for (int i = 0; i < 2; i++)
            again = i == 0 ? first : again;
        System.out.println("singleton survives: " + (again == first));
        WeakReference<Object> ref = new WeakReference<>(null);
        Supplier<Object> holder = capture(new byte[1 << 16]);
        ref = new WeakReference<>(holder.get());
        System.gc();
        System.out.println("held through lambda: " + (ref.get() != null) + " " + (holder.get() != null));
        holder = null;
        for (int i = 0; i < 5 && ref.get() != null; i++)
            System.gc();
        System.out.println("collected after lambda dropped: " + (ref.get() == null));
    }
}
