package java.lang;

/** Standard throwable of the java.lang package. */
public class ThreadDeath extends Error {
    private static final long serialVersionUID = -4417128565033088268L;

    public ThreadDeath() {
        super();
    }
}
