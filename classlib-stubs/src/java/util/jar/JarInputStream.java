package java.util.jar;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * Reads a JAR from a stream: a {@code META-INF/} directory entry and then a
 * {@code META-INF/MANIFEST.MF} at the start are read by the constructor and
 * give the manifest; every other entry comes back as a {@link JarEntry}.
 */
public class JarInputStream extends ZipInputStream {
    private Manifest man;
    private JarEntry first;

    public JarInputStream(InputStream in) throws IOException {
        this(in, true);
    }

    public JarInputStream(InputStream in, boolean verify) throws IOException {
        super(in);
        ZipEntry e = super.getNextEntry();
        if (e != null && e.getName().equalsIgnoreCase("META-INF/")) {
            e = super.getNextEntry();
        }
        if (e != null && e.getName().equalsIgnoreCase(JarFile.MANIFEST_NAME)) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            byte[] buf = new byte[1024];
            int n;
            while ((n = read(buf, 0, buf.length)) != -1) {
                bytes.write(buf, 0, n);
            }
            man = new Manifest(new ByteArrayInputStream(bytes.toByteArray()));
            closeEntry();
            e = super.getNextEntry();
        }
        first = (JarEntry) e;
    }

    public Manifest getManifest() {
        return man;
    }

    @Override
    public ZipEntry getNextEntry() throws IOException {
        if (first != null) {
            JarEntry e = first;
            first = null;
            return e;
        }
        return super.getNextEntry();
    }

    public JarEntry getNextJarEntry() throws IOException {
        return (JarEntry) getNextEntry();
    }

    @Override
    protected ZipEntry createZipEntry(String name) {
        JarEntry e = new JarEntry(name);
        if (man != null) {
            e.attr = man.getAttributes(name);
        }
        return e;
    }
}
