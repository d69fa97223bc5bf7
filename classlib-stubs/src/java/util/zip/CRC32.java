package java.util.zip;

/** CRC-32 of ISO 3309 / ITU-T V.42 (zip, gzip, PNG): reflected, 0xEDB88320. */
public class CRC32 implements Checksum {
    private static final int[] TABLE = ZipChecks.crcTable(0xEDB88320);

    private int crc;

    public CRC32() {
    }

    @Override
    public void update(int b) {
        int c = ~crc;
        c = TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
        crc = ~c;
    }

    @Override
    public void update(byte[] b, int off, int len) {
        ZipChecks.range(b, off, len);
        int c = ~crc;
        int[] t = TABLE;         /* in a local, the loop body is one statement (interp/fuse.c) */
        for (int i = off, end = off + len; i < end; i++) {
            c = t[(c ^ b[i]) & 0xff] ^ (c >>> 8);
        }
        crc = ~c;
    }

    @Override
    public void update(byte[] b) {
        update(b, 0, b.length);
    }

    @Override
    public void reset() {
        crc = 0;
    }

    @Override
    public long getValue() {
        return crc & 0xffffffffL;
    }
}
