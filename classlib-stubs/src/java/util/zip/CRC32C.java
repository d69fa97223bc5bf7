package java.util.zip;

/** CRC-32C (Castagnoli, RFC 3720): reflected, 0x82F63B78. */
public final class CRC32C implements Checksum {
    private static final int[] TABLE = ZipChecks.crcTable(0x82F63B78);

    private int crc = 0xFFFFFFFF;

    public CRC32C() {
    }

    @Override
    public void update(int b) {
        crc = TABLE[(crc ^ b) & 0xff] ^ (crc >>> 8);
    }

    @Override
    public void update(byte[] b, int off, int len) {
        ZipChecks.range(b, off, len);
        int c = crc;
        int[] t = TABLE;         /* in a local, the loop body is one statement (interp/fuse.c) */
        for (int i = off, end = off + len; i < end; i++) {
            c = t[(c ^ b[i]) & 0xff] ^ (c >>> 8);
        }
        crc = c;
    }

    @Override
    public void reset() {
        crc = 0xFFFFFFFF;
    }

    @Override
    public long getValue() {
        return ~crc & 0xffffffffL;
    }
}
