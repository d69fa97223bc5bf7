package java.util;

/** The marker every event listener interface extends. */
public interface EventListener {
}
