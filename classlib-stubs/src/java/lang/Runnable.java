package java.lang;

/** A task to run, typically in a thread. */
@FunctionalInterface
public interface Runnable {
    void run();
}
