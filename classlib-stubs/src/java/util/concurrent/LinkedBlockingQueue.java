package java.util.concurrent;

import java.util.Collection;

public class LinkedBlockingQueue<E> extends MonitorBlockingQueue<E> {
    private static final long serialVersionUID = -6903933977591709194L;

    public LinkedBlockingQueue() {
        this(Integer.MAX_VALUE);
    }

    public LinkedBlockingQueue(int capacity) {
        super(capacity);
    }

    public LinkedBlockingQueue(Collection<? extends E> c) {
        this(Integer.MAX_VALUE);
        for (E e : c) {
            if (!offer(e))
                throw new IllegalStateException("Queue full");
        }
    }
}
