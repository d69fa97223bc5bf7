package java.util.zip;

import java.nio.ByteBuffer;

/** A checksum over a stream of bytes (CRC32, CRC32C, Adler32). */
public interface Checksum {
    void update(int b);

    default void update(byte[] b) {
        update(b, 0, b.length);
    }

    void update(byte[] b, int off, int len);

    /* The remaining bytes, position to limit; the position ends at the limit. */
    default void update(ByteBuffer buffer) {
        int pos = buffer.position();
        int limit = buffer.limit();
        if (pos >= limit) {
            return;
        }
        if (buffer.hasArray()) {
            update(buffer.array(), buffer.arrayOffset() + pos, limit - pos);
        } else {
            byte[] chunk = new byte[Math.min(limit - pos, 4096)];
            while (buffer.hasRemaining()) {
                int n = Math.min(buffer.remaining(), chunk.length);
                buffer.get(chunk, 0, n);
                update(chunk, 0, n);
            }
        }
        buffer.position(limit);
    }

    long getValue();

    void reset();
}
