package java.util.jar;

import java.io.IOException;
import java.util.zip.ZipEntry;

/** A zip entry of a JAR, with its section of the manifest. Signatures are not verified (no certificates or code signers). */
public class JarEntry extends ZipEntry {
    Attributes attr;
    /* the jar the entry came from, whose manifest gives the attributes on first request */
    JarFile jar;
    private boolean attrLooked;

    public JarEntry(String name) {
        super(name);
    }

    public JarEntry(ZipEntry ze) {
        super(ze);
    }

    public JarEntry(JarEntry je) {
        this((ZipEntry) je);
        this.attr = je.attr;
        this.jar = je.jar;
        this.attrLooked = je.attrLooked;
    }

    public Attributes getAttributes() throws IOException {
        if (jar != null && !attrLooked) {
            Manifest man = jar.getManifest();
            attr = man == null ? null : man.getAttributes(getName());
            attrLooked = true;
        }
        return attr;
    }

    public String getRealName() {
        return getName();
    }
}
