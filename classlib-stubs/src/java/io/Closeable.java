package java.io;

/** A source or destination of data that can be closed. */
public interface Closeable extends AutoCloseable {
    void close() throws IOException;
}
