package java.util.zip;

/** Adler-32 of RFC 1950 (zlib): two sums modulo 65521. */
public class Adler32 implements Checksum {
    private static final int MOD = 65521;
    /* Bytes that can be summed before the sums must be reduced: the
     * largest n with 255 n (n + 1) / 2 + (n + 1) (MOD - 1) < 2^31. */
    private static final int BLOCK = 3800;

    private int a = 1;
    private int b;

    public Adler32() {
    }

    @Override
    public void update(int v) {
        a = (a + (v & 0xff)) % MOD;
        b = (b + a) % MOD;
    }

    @Override
    public void update(byte[] buf, int off, int len) {
        ZipChecks.range(buf, off, len);
        int s1 = a, s2 = b;
        int i = off, end = off + len;
        while (i < end) {
            int stop = Math.min(end, i + BLOCK);
            for (; i < stop; i++) {
                s1 += buf[i] & 0xff;
                s2 += s1;
            }
            s1 %= MOD;
            s2 %= MOD;
        }
        a = s1;
        b = s2;
    }

    @Override
    public void update(byte[] buf) {
        update(buf, 0, buf.length);
    }

    @Override
    public void reset() {
        a = 1;
        b = 0;
    }

    @Override
    public long getValue() {
        return ((long) b << 16) | a;
    }
}
