package java.util;

/** A 128-bit universally unique identifier (RFC 4122 layout). */
public final class UUID implements java.io.Serializable, Comparable<UUID> {
    private static final long serialVersionUID = -4856846361193249489L;

    private final long mostSigBits;
    private final long leastSigBits;

    public UUID(long mostSigBits, long leastSigBits) {
        this.mostSigBits = mostSigBits;
        this.leastSigBits = leastSigBits;
    }

    private static Random random;

    /** Random bits from /dev/urandom, or from a clock-seeded generator if it cannot be read. */
    private static void randomBytes(byte[] b) {
        try {
            java.io.FileInputStream in = new java.io.FileInputStream("/dev/urandom");
            try {
                int off = 0;
                while (off < b.length) {
                    int n = in.read(b, off, b.length - off);
                    if (n < 0) {
                        throw new java.io.IOException();
                    }
                    off += n;
                }
                return;
            } finally {
                in.close();
            }
        } catch (java.io.IOException e) {
            synchronized (UUID.class) {
                if (random == null) {
                    random = new Random(System.nanoTime() ^ System.currentTimeMillis());
                }
                random.nextBytes(b);
            }
        }
    }

    private static UUID fromBytes(byte[] b) {
        long msb = 0;
        long lsb = 0;
        for (int i = 0; i < 8; i++) {
            msb = (msb << 8) | (b[i] & 0xff);
        }
        for (int i = 8; i < 16; i++) {
            lsb = (lsb << 8) | (b[i] & 0xff);
        }
        return new UUID(msb, lsb);
    }

    public static UUID randomUUID() {
        byte[] b = new byte[16];
        randomBytes(b);
        b[6] = (byte) ((b[6] & 0x0f) | 0x40);   // version 4
        b[8] = (byte) ((b[8] & 0x3f) | 0x80);   // IETF variant
        return fromBytes(b);
    }

    public static UUID nameUUIDFromBytes(byte[] name) {
        byte[] md5 = md5(name);
        md5[6] = (byte) ((md5[6] & 0x0f) | 0x30);  // version 3
        md5[8] = (byte) ((md5[8] & 0x3f) | 0x80);
        return fromBytes(md5);
    }

    public static UUID fromString(String name) {
        int len = name.length();
        if (len > 36) {
            throw new IllegalArgumentException("UUID string too large");
        }
        int d1 = name.indexOf('-');
        int d2 = name.indexOf('-', d1 + 1);
        int d3 = name.indexOf('-', d2 + 1);
        int d4 = name.indexOf('-', d3 + 1);
        int d5 = name.indexOf('-', d4 + 1);
        if (d1 < 0 || d2 < 0 || d3 < 0 || d4 < 0 || d5 >= 0) {
            throw new IllegalArgumentException("Invalid UUID string: " + name);
        }
        long msb = Long.parseLong(name, 0, d1, 16) & 0xffffffffL;
        msb = (msb << 16) | (Long.parseLong(name, d1 + 1, d2, 16) & 0xffffL);
        msb = (msb << 16) | (Long.parseLong(name, d2 + 1, d3, 16) & 0xffffL);
        long lsb = Long.parseLong(name, d3 + 1, d4, 16) & 0xffffL;
        lsb = (lsb << 48) | (Long.parseLong(name, d4 + 1, len, 16) & 0xffffffffffffL);
        return new UUID(msb, lsb);
    }

    public long getLeastSignificantBits() {
        return leastSigBits;
    }

    public long getMostSignificantBits() {
        return mostSigBits;
    }

    public int version() {
        return (int) ((mostSigBits >> 12) & 0x0f);
    }

    public int variant() {
        long top3 = leastSigBits >>> 61;
        if ((top3 & 4) == 0) {
            return 0;
        }
        if ((top3 & 2) == 0) {
            return 2;
        }
        return (int) top3;    // 6 (Microsoft) or 7 (reserved)
    }

    private void timeBased() {
        if (version() != 1) {
            throw new UnsupportedOperationException("Not a time-based UUID");
        }
    }

    public long timestamp() {
        timeBased();
        return ((mostSigBits & 0x0fffL) << 48) | (((mostSigBits >> 16) & 0xffffL) << 32) | (mostSigBits >>> 32);
    }

    public int clockSequence() {
        timeBased();
        return (int) ((leastSigBits & 0x3fff000000000000L) >>> 48);
    }

    public long node() {
        timeBased();
        return leastSigBits & 0x0000ffffffffffffL;
    }

    private static void hex(StringBuilder sb, long v, int digits) {
        for (int i = digits - 1; i >= 0; i--) {
            sb.append(Character.forDigit((int) ((v >>> (4 * i)) & 0xf), 16));
        }
    }

    public String toString() {
        StringBuilder sb = new StringBuilder(36);
        hex(sb, mostSigBits >>> 32, 8);
        sb.append('-');
        hex(sb, mostSigBits >>> 16, 4);
        sb.append('-');
        hex(sb, mostSigBits, 4);
        sb.append('-');
        hex(sb, leastSigBits >>> 48, 4);
        sb.append('-');
        hex(sb, leastSigBits, 12);
        return sb.toString();
    }

    public int hashCode() {
        long x = mostSigBits ^ leastSigBits;
        return (int) (x >> 32) ^ (int) x;
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof UUID)) {
            return false;
        }
        UUID o = (UUID) obj;
        return mostSigBits == o.mostSigBits && leastSigBits == o.leastSigBits;
    }

    public int compareTo(UUID val) {
        int c = Long.compare(mostSigBits, val.mostSigBits);
        return c != 0 ? c : Long.compare(leastSigBits, val.leastSigBits);
    }

    // ---- MD5 (RFC 1321), for name-based UUIDs ---------------------------

    private static final int[] MD5_SHIFT = {
        7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21,
    };

    private static int[] md5Table;

    private static synchronized int[] md5Table() {
        if (md5Table == null) {
            int[] k = new int[64];
            for (int i = 0; i < 64; i++) {
                k[i] = (int) (long) Math.floor(Math.abs(Math.sin(i + 1)) * 4294967296.0);
            }
            md5Table = k;
        }
        return md5Table;
    }

    static byte[] md5(byte[] msg) {
        int[] k = md5Table();
        long bitLen = (long) msg.length * 8;
        int padded = ((msg.length + 8) / 64 + 1) * 64;
        byte[] m = Arrays.copyOf(msg, padded);
        m[msg.length] = (byte) 0x80;
        for (int i = 0; i < 8; i++) {
            m[padded - 8 + i] = (byte) (bitLen >>> (8 * i));
        }
        int a0 = 0x67452301;
        int b0 = 0xefcdab89;
        int c0 = 0x98badcfe;
        int d0 = 0x10325476;
        int[] w = new int[16];
        for (int chunk = 0; chunk < padded; chunk += 64) {
            for (int i = 0; i < 16; i++) {
                int o = chunk + 4 * i;
                w[i] = (m[o] & 0xff) | ((m[o + 1] & 0xff) << 8) | ((m[o + 2] & 0xff) << 16) | ((m[o + 3] & 0xff) << 24);
            }
            int a = a0;
            int b = b0;
            int c = c0;
            int d = d0;
            for (int i = 0; i < 64; i++) {
                int f;
                int g;
                if (i < 16) {
                    f = (b & c) | (~b & d);
                    g = i;
                } else if (i < 32) {
                    f = (d & b) | (~d & c);
                    g = (5 * i + 1) & 15;
                } else if (i < 48) {
                    f = b ^ c ^ d;
                    g = (3 * i + 5) & 15;
                } else {
                    f = c ^ (b | ~d);
                    g = (7 * i) & 15;
                }
                int t = d;
                d = c;
                c = b;
                b = b + Integer.rotateLeft(a + f + k[i] + w[g], MD5_SHIFT[(i / 16) * 4 + (i & 3)]);
                a = t;
            }
            a0 += a;
            b0 += b;
            c0 += c;
            d0 += d;
        }
        byte[] out = new byte[16];
        int[] r = {a0, b0, c0, d0};
        for (int i = 0; i < 16; i++) {
            out[i] = (byte) (r[i / 4] >>> (8 * (i & 3)));
        }
        return out;
    }
}
