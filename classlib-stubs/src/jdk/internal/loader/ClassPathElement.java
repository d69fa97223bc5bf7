package jdk.internal.loader;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;

/**
 * One element of a search path for classes and resources: a directory,
 * whose files are file: URLs, or a JAR, whose entries are jar: URLs. The
 * application loader's class path (java.class.path) and URLClassLoader's
 * URLs are made of these. The element is looked at on each use, so a
 * directory or JAR created after the loader is found, as with JDK 17's
 * loaders; a JAR, once opened, stays open until {@link #close()}.
 */
public final class ClassPathElement {
    /** Whatever the path is when looked at: a directory or else a JAR. */
    public static final int ANY = 0;
    /** A directory (a URLClassLoader URL ending in a slash). */
    public static final int DIRECTORY = 1;
    /** A JAR (any other URLClassLoader URL). */
    public static final int JAR = 2;

    private final String path;
    private final int kind;
    private java.util.jar.JarFile jar;
    private String base;
    private boolean closed;

    public ClassPathElement(String path, int kind) {
        this.path = path;
        this.kind = kind;
    }

    /** The URL of resource name here, or null. */
    public synchronized URL find(String name) {
        if (closed || (name.isEmpty() && jar == null)) {
            return null;
        }
        try {
            File dir = directory();
            if (dir != null) {
                if (name.startsWith("/") || name.contains("..") || !new File(dir, name).exists()) {
                    return null;
                }
                return new URL("file", "", encode(dir.getCanonicalPath() + "/" + name));
            }
            if (!openJar() || jar.getEntry(name) == null) {
                return null;
            }
            return new URL(base + encode(name));
        } catch (IOException e) {
            return null;
        }
    }

    /** The bytes of resource name (a class file), or null. */
    public synchronized byte[] read(String name) {
        if (closed) {
            return null;
        }
        try {
            File dir = directory();
            if (dir != null) {
                File f = new File(dir, name);
                if (!f.isFile()) {
                    return null;
                }
                try (InputStream in = new java.io.FileInputStream(f)) {
                    return in.readAllBytes();
                }
            }
            if (!openJar()) {
                return null;
            }
            java.util.zip.ZipEntry e = jar.getEntry(name);
            if (e == null || e.isDirectory()) {
                return null;
            }
            try (InputStream in = jar.getInputStream(e)) {
                return in.readAllBytes();
            }
        } catch (IOException e) {
            return null;
        }
    }

    public synchronized void close() throws IOException {
        closed = true;
        if (jar != null) {
            jar.close();
            jar = null;
        }
    }

    /* The directory this element reads, or null for a JAR. */
    private File directory() {
        if (jar != null || kind == JAR) {
            return null;
        }
        File f = new File(path);
        return kind == DIRECTORY || f.isDirectory() ? f : null;
    }

    private boolean openJar() throws IOException {
        if (jar == null) {
            File f = new File(path);
            if (!f.isFile()) {
                return false;
            }
            jar = new java.util.jar.JarFile(f);
            base = "jar:file:" + encode(f.getCanonicalPath()) + "!/";
        }
        return true;
    }

    /* The path as a URL's path: characters outside those a URL allows
     * unescaped are percent-encoded as UTF-8. */
    private static String encode(String s) {
        StringBuilder sb = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            boolean plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                    || "/-_.!~*'()@:&=+$,;".indexOf(c) >= 0;
            if (plain) {
                if (sb != null) {
                    sb.append(c);
                }
                continue;
            }
            if (sb == null) {
                sb = new StringBuilder(s.substring(0, i));
            }
            int end = i + 1;
            if (Character.isHighSurrogate(c) && end < s.length()) {
                end++;
            }
            for (byte b : s.substring(i, end).getBytes(java.nio.charset.StandardCharsets.UTF_8)) {
                sb.append('%').append(Character.toUpperCase(Character.forDigit((b >> 4) & 15, 16)))
                        .append(Character.toUpperCase(Character.forDigit(b & 15, 16)));
            }
            i = end - 1;
        }
        return sb == null ? s : sb.toString();
    }
}
