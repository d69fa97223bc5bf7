/*
 * Checksum: table-driven CRC-32 (the reflected polynomial 0xEDB88320, as
 * used by zip and PNG) and Adler-32, both computed here, over a 1 MiB
 * byte[] for many rounds. Measures byte[] loads with sign masking, int[]
 * table lookups, shifts, xors and int remainder.
 */
public class Checksum {
    static int[] crcTable() {
        int[] table = new int[256];
        for (int n = 0; n < 256; n++) {
            int c = n;
            for (int k = 0; k < 8; k++) {
                if ((c & 1) != 0) {
                    c = 0xEDB88320 ^ (c >>> 1);
                } else {
                    c = c >>> 1;
                }
            }
            table[n] = c;
        }
        return table;
    }

    static int crc32(int[] table, byte[] data, int off, int len) {
        int c = 0xFFFFFFFF;
        for (int i = off; i < off + len; i++) {
            c = table[(c ^ data[i]) & 0xff] ^ (c >>> 8);
        }
        return ~c;
    }

    static int adler32(byte[] data, int off, int len) {
        int a = 1, b = 0;
        int end = off + len;
        int i = off;
        while (i < end) {
            /* 3800 bytes cannot overflow b before the reduction. */
            int chunk = Math.min(3800, end - i);
            for (int k = 0; k < chunk; k++) {
                a += data[i + k] & 0xff;
                b += a;
            }
            i += chunk;
            a %= 65521;
            b %= 65521;
        }
        return (b << 16) | a;
    }

    public static void main(String[] args) {
        int[] table = crcTable();
        byte[] data = new byte[SIZE];
        int seed = 12345;
        for (int i = 0; i < SIZE; i++) {
            seed = seed * 1103515245 + 12345;
            data[i] = (byte) (seed >>> 16);
        }
        long check = 0;
        for (int r = 0; r < ROUNDS; r++) {
            int len = SIZE - (r * 4099) % 1024;
            int crc = crc32(table, data, 0, len);
            int adler = adler32(data, r % 17, len - 17);
            check = check * 31 + (crc & 0xFFFFFFFFL);
            check = check * 31 + (adler & 0xFFFFFFFFL);
            /* Change the data so every round computes something new. */
            data[(r * 7919) % SIZE] ^= (byte) (crc ^ adler);
        }
        System.out.println("Checksum checksum " + check);
    }

    static final int SIZE = 1024 * 1024;
    static final int ROUNDS = 40;
}
