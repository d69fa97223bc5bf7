package java.net;

import java.io.Closeable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;

import jdk.internal.loader.ClassPathElement;

/**
 * Loads classes and resources from a list of URLs, parent first: a URL
 * ending in '/' is a directory, any other a JAR. Only local (file:) URLs
 * are read; others are kept in {@link #getURLs()} and never match, as a
 * JDK loader without a network would behave. {@link #close()} closes the
 * JARs; classes already defined stay usable, new lookups find nothing.
 */
public class URLClassLoader extends java.security.SecureClassLoader implements Closeable {
    private final ArrayList<URL> urls = new ArrayList<URL>();
    private final ArrayList<ClassPathElement> elements = new ArrayList<ClassPathElement>();
    private boolean closed;

    public URLClassLoader(URL[] urls, ClassLoader parent) {
        super(parent);
        addAll(urls);
    }

    public URLClassLoader(URL[] urls) {
        super();
        addAll(urls);
    }

    public URLClassLoader(String name, URL[] urls, ClassLoader parent) {
        super(name, parent);
        addAll(urls);
    }

    public static URLClassLoader newInstance(URL[] urls, ClassLoader parent) {
        return new URLClassLoader(urls, parent);
    }

    public static URLClassLoader newInstance(URL[] urls) {
        return new URLClassLoader(urls);
    }

    private void addAll(URL[] urls) {
        for (URL u : urls) {
            addURL(java.util.Objects.requireNonNull(u));
        }
    }

    protected synchronized void addURL(URL url) {
        if (url == null || closed || urls.contains(url)) {
            return;
        }
        urls.add(url);
        ClassPathElement e = null;
        if (url.getProtocol().equals("file")) {
            try {
                String path = URLDecoder.decode(url.getPath().replace("+", "%2B"), "UTF-8");
                e = new ClassPathElement(path, path.endsWith("/") ? ClassPathElement.DIRECTORY : ClassPathElement.JAR);
            } catch (java.io.UnsupportedEncodingException x) {
                throw new InternalError(x);
            }
        }
        elements.add(e);
    }

    public synchronized URL[] getURLs() {
        return urls.toArray(new URL[0]);
    }

    private synchronized ClassPathElement[] elements() {
        ArrayList<ClassPathElement> live = new ArrayList<ClassPathElement>();
        if (!closed) {
            for (ClassPathElement e : elements) {
                if (e != null) {
                    live.add(e);
                }
            }
        }
        return live.toArray(new ClassPathElement[0]);
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
        String file = name.replace('.', '/').concat(".class");
        for (ClassPathElement e : elements()) {
            byte[] b = e.read(file);
            if (b != null) {
                return defineClass(name, b, 0, b.length);
            }
        }
        throw new ClassNotFoundException(name);
    }

    @Override
    public URL findResource(String name) {
        for (ClassPathElement e : elements()) {
            URL u = e.find(name);
            if (u != null) {
                return u;
            }
        }
        return null;
    }

    @Override
    public Enumeration<URL> findResources(String name) throws IOException {
        ArrayList<URL> all = new ArrayList<URL>();
        for (ClassPathElement e : elements()) {
            URL u = e.find(name);
            if (u != null) {
                all.add(u);
            }
        }
        return Collections.enumeration(all);
    }

    @Override
    public void close() throws IOException {
        ClassPathElement[] toClose;
        synchronized (this) {
            if (closed) {
                return;
            }
            toClose = elements();
            closed = true;
        }
        IOException first = null;
        for (ClassPathElement e : toClose) {
            try {
                e.close();
            } catch (IOException x) {
                if (first == null) {
                    first = x;
                } else {
                    first.addSuppressed(x);
                }
            }
        }
        if (first != null) {
            throw first;
        }
    }
}
