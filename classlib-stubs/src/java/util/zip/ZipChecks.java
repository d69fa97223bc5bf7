package java.util.zip;

/* The argument checks CRC32, CRC32C and Adler32 share. */
final class ZipChecks {
    private ZipChecks() {
    }

    static void range(byte[] b, int off, int len) {
        if (b == null) {
            throw new NullPointerException();
        }
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new ArrayIndexOutOfBoundsException();
        }
    }

    /* The 256-entry table of a reflected CRC-32 with polynomial poly. */
    static int[] crcTable(int poly) {
        int[] t = new int[256];
        for (int n = 0; n < 256; n++) {
            int c = n;
            for (int k = 0; k < 8; k++) {
                c = (c & 1) != 0 ? (c >>> 1) ^ poly : c >>> 1;
            }
            t[n] = c;
        }
        return t;
    }
}
