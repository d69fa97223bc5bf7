package java.util;

/** Told by an Observable it watches that the Observable changed. */
@Deprecated
public interface Observer {
    void update(Observable o, Object arg);
}
