package java.lang;

import java.util.Iterator;
import java.util.function.Consumer;

/** Objects usable as the target of a for-each loop. */
public interface Iterable<T> {
    Iterator<T> iterator();

    default void forEach(Consumer<? super T> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        for (Iterator<T> it = iterator(); it.hasNext();) {
            action.accept(it.next());
        }
    }
}
