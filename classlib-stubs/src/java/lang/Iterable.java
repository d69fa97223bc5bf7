package java.lang;

import java.util.Iterator;

/** Objects usable as the target of a for-each loop. */
public interface Iterable<T> {
    Iterator<T> iterator();
}
