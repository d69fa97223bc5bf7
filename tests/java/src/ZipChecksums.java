import java.nio.ByteBuffer;
import java.util.zip.Adler32;
import java.util.zip.CRC32;
import java.util.zip.CRC32C;
import java.util.zip.Checksum;

/* java.util.zip's checksums: known values, every update form, argument
 * errors, and long inputs (Adler-32's deferred reduction). */
public class ZipChecksums {
    static String hex(long v) {
        return Long.toHexString(v);
    }

    static void show(String name, Checksum c) {
        System.out.println(name + " " + hex(c.getValue()));
    }

    static void all(String label, byte[] data) {
        Checksum[] cs = { new CRC32(), new CRC32C(), new Adler32() };
        String[] names = { "crc32", "crc32c", "adler32" };
        for (int i = 0; i < cs.length; i++) {
            cs[i].update(data, 0, data.length);
            show(label + " " + names[i], cs[i]);
        }
    }

    static void errors(Checksum c) {
        String n = c.getClass().getSimpleName();
        try {
            c.update(null, 0, 1);
            System.out.println(n + " null: no exception");
        } catch (RuntimeException e) {
            System.out.println(n + " null: " + e);
        }
        int[][] ranges = { { -1, 1 }, { 0, -1 }, { 3, 2 }, { 5, 0 }, { 6, 0 }, { Integer.MAX_VALUE, 2 } };
        for (int[] r : ranges) {
            try {
                c.update(new byte[5], r[0], r[1]);
                System.out.println(n + " " + r[0] + "," + r[1] + ": ok " + hex(c.getValue()));
            } catch (RuntimeException e) {
                System.out.println(n + " " + r[0] + "," + r[1] + ": " + e);
            }
        }
    }

    public static void main(String[] args) {
        all("empty", new byte[0]);
        all("check", "123456789".getBytes());
        all("wiki", "Wikipedia".getBytes());
        byte[] ff = new byte[100000];
        java.util.Arrays.fill(ff, (byte) 0xff);
        all("ff100000", ff);
        byte[] ramp = new byte[70000];
        for (int i = 0; i < ramp.length; i++) {
            ramp[i] = (byte) (i * 31 + (i >> 8));
        }
        all("ramp", ramp);

        Checksum[] cs = { new CRC32(), new CRC32C(), new Adler32() };
        for (Checksum c : cs) {
            String n = c.getClass().getSimpleName();
            c.update(0x141);          /* only the low eight bits count */
            c.update(-1);
            show(n + " ints", c);
            c.reset();
            show(n + " reset", c);
            c.update("abcdef".getBytes(), 1, 3);
            show(n + " range", c);
            c.reset();
            c.update("hello world".getBytes());
            show(n + " array", c);
            c.reset();
            ByteBuffer bb = ByteBuffer.wrap("xxhello worldyy".getBytes());
            bb.position(2);
            bb.limit(13);
            c.update(bb);
            System.out.println(n + " buffer " + hex(c.getValue()) + " position " + bb.position() + " limit " + bb.limit());
            c.reset();
            ByteBuffer ro = ByteBuffer.wrap("hello world".getBytes()).asReadOnlyBuffer();
            c.update(ro);
            System.out.println(n + " read-only " + hex(c.getValue()) + " position " + ro.position());
            c.update(ro);
            System.out.println(n + " again " + hex(c.getValue()));
            errors(c);
        }
    }
}
