package java.lang;

import java.util.Iterator;
import java.util.function.Consumer;

/** Objects usable as the target of a for-each loop. */
public interface Iterable<T> {
    Iterator<T> iterator();

    /** A spliterator over iterator(), of unknown size. */
    default java.util.Spliterator<T> spliterator() {
        return java.util.Spliterators.spliteratorUnknownSize(iterator(), 0);
    }

    default void forEach(Consumer<? super T> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        for (Iterator<T> it = iterator(); it.hasNext();) {
            action.accept(it.next());
        }
    }
}
