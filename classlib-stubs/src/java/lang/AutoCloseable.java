package java.lang;

/** A resource closed automatically by try-with-resources. */
public interface AutoCloseable {
    void close() throws Exception;
}
