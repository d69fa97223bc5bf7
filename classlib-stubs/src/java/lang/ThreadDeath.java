package java.lang;

/** Standard throwable of the java.lang package. */
public class ThreadDeath extends Error {
    public ThreadDeath() {
        super();
    }
}
