package java.util.jar;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * Writes a JAR: a zip archive whose first entry carries the JAR marker extra
 * field (id 0xCAFE, no data), and which starts with the manifest when one is
 * given.
 */
public class JarOutputStream extends ZipOutputStream {
    private static final int JAR_MAGIC = 0xCAFE;

    private boolean firstEntry = true;

    public JarOutputStream(OutputStream out, Manifest man) throws IOException {
        super(out);
        if (man == null) {
            throw new NullPointerException("man");
        }
        putNextEntry(new ZipEntry(JarFile.MANIFEST_NAME));
        BufferedOutputStream buf = new BufferedOutputStream(this);
        man.write(buf);
        buf.flush();
        closeEntry();
    }

    public JarOutputStream(OutputStream out) throws IOException {
        super(out);
    }

    @Override
    public void putNextEntry(ZipEntry ze) throws IOException {
        if (firstEntry) {
            byte[] extra = ze.getExtra();
            if (extra == null || !hasMagic(extra)) {
                byte[] with;
                if (extra == null) {
                    with = new byte[4];
                } else {
                    with = new byte[extra.length + 4];
                    System.arraycopy(extra, 0, with, 4, extra.length);
                }
                with[0] = (byte) JAR_MAGIC;
                with[1] = (byte) (JAR_MAGIC >> 8);
                ze.setExtra(with);
            }
            firstEntry = false;
        }
        super.putNextEntry(ze);
    }

    private static boolean hasMagic(byte[] extra) {
        int off = 0;
        while (off + 4 <= extra.length) {
            int tag = (extra[off] & 0xff) | (extra[off + 1] & 0xff) << 8;
            if (tag == JAR_MAGIC) {
                return true;
            }
            off += 4 + ((extra[off + 2] & 0xff) | (extra[off + 3] & 0xff) << 8);
        }
        return false;
    }
}
