package java.util.jar;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * A JAR read as a {@link ZipFile} whose entries are {@link JarEntry}s, with its
 * manifest ({@code META-INF/MANIFEST.MF}, found without regard to case) read
 * once on first request. Not versioned: a multi-release JAR is read as its
 * base entries, and signatures are not verified.
 */
public class JarFile extends ZipFile {
    public static final String MANIFEST_NAME = "META-INF/MANIFEST.MF";

    private Manifest manifest;
    private boolean manifestRead;

    public JarFile(String name) throws IOException {
        this(new File(name), true, ZipFile.OPEN_READ);
    }

    public JarFile(String name, boolean verify) throws IOException {
        this(new File(name), verify, ZipFile.OPEN_READ);
    }

    public JarFile(File file) throws IOException {
        this(file, true, ZipFile.OPEN_READ);
    }

    public JarFile(File file, boolean verify) throws IOException {
        this(file, verify, ZipFile.OPEN_READ);
    }

    public JarFile(File file, boolean verify, int mode) throws IOException {
        super(file, mode);
    }

    public boolean isMultiRelease() {
        return false;
    }

    public Manifest getManifest() throws IOException {
        synchronized (this) {
            if (!manifestRead) {
                ZipEntry e = manifestEntry();
                if (e != null) {
                    InputStream in = super.getInputStream(e);
                    try {
                        manifest = new Manifest(in);
                    } finally {
                        in.close();
                    }
                }
                manifestRead = true;
            }
            return manifest;
        }
    }

    private ZipEntry manifestEntry() {
        ZipEntry e = super.getEntry(MANIFEST_NAME);
        if (e != null) {
            return e;
        }
        Enumeration<? extends ZipEntry> all = super.entries();
        while (all.hasMoreElements()) {
            ZipEntry z = all.nextElement();
            if (MANIFEST_NAME.equalsIgnoreCase(z.getName())) {
                return z;
            }
        }
        return null;
    }

    public JarEntry getJarEntry(String name) {
        return (JarEntry) getEntry(name);
    }

    @Override
    public ZipEntry getEntry(String name) {
        ZipEntry e = super.getEntry(name);
        return e == null ? null : jarEntry(e);
    }

    private JarEntry jarEntry(ZipEntry e) {
        JarEntry je = new JarEntry(e);
        je.jar = this;
        return je;
    }

    @Override
    public Enumeration<JarEntry> entries() {
        final Enumeration<? extends ZipEntry> all = super.entries();
        return new Enumeration<JarEntry>() {
            public boolean hasMoreElements() {
                return all.hasMoreElements();
            }

            public JarEntry nextElement() {
                return jarEntry(all.nextElement());
            }
        };
    }

    @Override
    public Stream<JarEntry> stream() {
        Enumeration<JarEntry> all = entries();
        ArrayList<JarEntry> list = new ArrayList<JarEntry>();
        while (all.hasMoreElements()) {
            list.add(all.nextElement());
        }
        return list.stream();
    }

    @Override
    public synchronized InputStream getInputStream(ZipEntry ze) throws IOException {
        return super.getInputStream(ze);
    }
}
