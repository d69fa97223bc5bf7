package java.util;

/** Wraps a listener with extra data, such as the name of the property it listens to. */
public abstract class EventListenerProxy<T extends EventListener> implements EventListener {
    private final T listener;

    public EventListenerProxy(T listener) {
        this.listener = listener;
    }

    public T getListener() {
        return listener;
    }
}
