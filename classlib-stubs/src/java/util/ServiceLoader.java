package java.util;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URL;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * Finds and instantiates the providers of a service listed in the
 * {@code META-INF/services/<service binary name>} files on a class loader's
 * resources (the class path: this library has no named modules). Files are
 * UTF-8, one fully qualified class name per line, {@code #} starts a
 * comment; a name listed twice is loaded once. Providers are found lazily,
 * cached in the order found, and instantiated through their public
 * no-argument constructor.
 */
public final class ServiceLoader<S> implements Iterable<S> {
    /** A provider found but not yet instantiated. */
    public static interface Provider<S> extends Supplier<S> {
        Class<? extends S> type();

        @Override
        S get();
    }

    private final Class<S> service;
    private final ClassLoader loader;
    /* The names not yet looked at, and the providers found so far. */
    private Iterator<String> pending;
    private final ArrayList<ProviderImpl<S>> found = new ArrayList<ProviderImpl<S>>();
    private final HashSet<String> seen = new HashSet<String>();
    private int reloads;

    private ServiceLoader(Class<S> service, ClassLoader loader) {
        this.service = Objects.requireNonNull(service, "service interface cannot be null");
        this.loader = loader;
    }

    public static <S> ServiceLoader<S> load(Class<S> service, ClassLoader loader) {
        return new ServiceLoader<S>(service, loader);
    }

    public static <S> ServiceLoader<S> load(Class<S> service) {
        return new ServiceLoader<S>(service, Thread.currentThread().getContextClassLoader());
    }

    public static <S> ServiceLoader<S> loadInstalled(Class<S> service) {
        return new ServiceLoader<S>(service, ClassLoader.getPlatformClassLoader());
    }

    public void reload() {
        synchronized (found) {
            pending = null;
            found.clear();
            seen.clear();
            reloads++;
        }
        synchronized (instances) {
            instances.clear();
        }
    }

    @Override
    public String toString() {
        return "java.util.ServiceLoader[" + service.getName() + "]";
    }

    private static ServiceConfigurationError fail(Class<?> service, String msg, Throwable cause) {
        return new ServiceConfigurationError(service.getName() + ": " + msg, cause);
    }

    private static ServiceConfigurationError fail(Class<?> service, String msg) {
        return new ServiceConfigurationError(service.getName() + ": " + msg);
    }

    /* The provider names of every configuration file, in order, once each. */
    private Iterator<String> names() {
        String file = "META-INF/services/" + service.getName();
        Enumeration<URL> configs;
        try {
            configs = loader == null ? ClassLoader.getSystemResources(file) : loader.getResources(file);
        } catch (IOException e) {
            throw fail(service, "Error locating configuration files", e);
        }
        ArrayList<String> names = new ArrayList<String>();
        while (configs.hasMoreElements()) {
            parse(configs.nextElement(), names);
        }
        return names.iterator();
    }

    private void parse(URL url, List<String> names) {
        try (InputStream in = url.openStream();
                BufferedReader r = new BufferedReader(new InputStreamReader(in, "UTF-8"))) {
            String line;
            int lineNo = 0;
            while ((line = r.readLine()) != null) {
                lineNo++;
                int hash = line.indexOf('#');
                if (hash >= 0) {
                    line = line.substring(0, hash);
                }
                line = line.trim();
                if (line.isEmpty()) {
                    continue;
                }
                if (line.indexOf(' ') >= 0 || line.indexOf('\t') >= 0) {
                    throw fail(service, url + ":" + lineNo + ": Illegal configuration-file syntax");
                }
                int cp = line.codePointAt(0);
                if (!Character.isJavaIdentifierStart(cp)) {
                    throw fail(service, url + ":" + lineNo + ": Illegal provider-class name: " + line);
                }
                for (int i = Character.charCount(cp); i < line.length(); i += Character.charCount(cp)) {
                    cp = line.codePointAt(i);
                    if (!Character.isJavaIdentifierPart(cp) && cp != '.') {
                        throw fail(service, url + ":" + lineNo + ": Illegal provider-class name: " + line);
                    }
                }
                if (seen.add(line)) {
                    names.add(line);
                }
            }
        } catch (IOException e) {
            throw fail(service, "Error accessing configuration file", e);
        }
    }

    private static final class ProviderImpl<S> implements Provider<S> {
        private final Class<S> service;
        private final Class<? extends S> type;

        ProviderImpl(Class<S> service, Class<? extends S> type) {
            this.service = service;
            this.type = type;
        }

        @Override
        public Class<? extends S> type() {
            return type;
        }

        @Override
        public S get() {
            java.lang.reflect.Constructor<? extends S> ctor;
            try {
                ctor = type.getConstructor();
            } catch (NoSuchMethodException e) {
                throw fail(service, type.getName() + " Unable to get public no-arg constructor", e);
            }
            try {
                return ctor.newInstance();
            } catch (java.lang.reflect.InvocationTargetException e) {
                throw fail(service, "Provider " + type.getName() + " could not be instantiated", e.getCause());
            } catch (Throwable e) {
                throw fail(service, "Provider " + type.getName() + " could not be instantiated", e);
            }
        }

        @Override
        public int hashCode() {
            return Objects.hash(service, type);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof ProviderImpl && ((ProviderImpl<?>) o).service == service
                    && ((ProviderImpl<?>) o).type == type;
        }
    }

    /* The next provider found, or null when there are no more. */
    private ProviderImpl<S> next(int index) {
        synchronized (found) {
            if (index < found.size()) {
                return found.get(index);
            }
            if (pending == null) {
                pending = names();
            }
            if (!pending.hasNext()) {
                return null;
            }
            String cn = pending.next();
            Class<?> c;
            try {
                c = Class.forName(cn, false, loader == null ? ClassLoader.getSystemClassLoader() : loader);
            } catch (ClassNotFoundException e) {
                throw fail(service, "Provider " + cn + " not found");
            }
            if (!service.isAssignableFrom(c)) {
                throw fail(service, cn + " not a subtype");
            }
            @SuppressWarnings("unchecked")
            ProviderImpl<S> p = new ProviderImpl<S>(service, (Class<? extends S>) c);
            found.add(p);
            return p;
        }
    }

    private abstract class Walk<T> implements Iterator<T> {
        private int index;
        private final int generation = reloads;
        private ProviderImpl<S> ahead;

        @Override
        public boolean hasNext() {
            if (generation != reloads) {
                throw new ConcurrentModificationException();
            }
            if (ahead == null) {
                ahead = ServiceLoader.this.next(index);
            }
            return ahead != null;
        }

        ProviderImpl<S> step() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            ProviderImpl<S> p = ahead;
            ahead = null;
            index++;
            return p;
        }
    }

    /* The iterator instantiates each provider as it is reached; instances
     * are cached, as the JDK's iterator caches them. */
    private final ArrayList<S> instances = new ArrayList<S>();

    @Override
    public Iterator<S> iterator() {
        return new Walk<S>() {
            private int at;

            @Override
            public S next() {
                ProviderImpl<S> p = step();
                synchronized (instances) {
                    if (at < instances.size()) {
                        return instances.get(at++);
                    }
                    S s = p.get();
                    instances.add(s);
                    at++;
                    return s;
                }
            }
        };
    }

    public Stream<Provider<S>> stream() {
        Iterator<Provider<S>> it = new Walk<Provider<S>>() {
            @Override
            public Provider<S> next() {
                return step();
            }
        };
        return StreamSupport.stream(Spliterators.spliteratorUnknownSize(it, Spliterator.ORDERED), false);
    }

    public Optional<S> findFirst() {
        Iterator<S> it = iterator();
        return it.hasNext() ? Optional.of(it.next()) : Optional.<S>empty();
    }

    @Override
    public void forEach(Consumer<? super S> action) {
        for (S s : this) {
            action.accept(s);
        }
    }
}
