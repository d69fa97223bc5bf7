package java.util;

import java.io.IOException;
import java.io.InputStream;

/**
 * Locale-specific objects looked up by key, with a chain of parents from the
 * most specific locale to the base bundle. {@code getBundle} follows the
 * default {@code Control} of the JDK: the candidate locales of the requested
 * locale (language_country_variant, language_country, language, root), for
 * each first a class named baseName_locale that extends ResourceBundle, then a
 * properties file of that name from the loader's resources; when only the
 * base bundle is found, the default locale's candidates are tried before it.
 * Loaded bundles are cached per base name, locale and loader.
 */
public abstract class ResourceBundle {
    protected ResourceBundle parent;
    private String name;
    private Locale locale = null;
    private volatile Set<String> keySet;

    /* the bundles found, by bundle name and loader; NONE for a name that has none */
    private static final Map<LoadKey, ResourceBundle> LOADED = new HashMap<LoadKey, ResourceBundle>();
    private static final ResourceBundle NONE = new ResourceBundle() {
        protected Object handleGetObject(String key) {
            return null;
        }

        public Enumeration<String> getKeys() {
            return Collections.emptyEnumeration();
        }
    };

    public ResourceBundle() {
    }

    public String getBaseBundleName() {
        return name;
    }

    public Locale getLocale() {
        return locale;
    }

    protected void setParent(ResourceBundle parent) {
        this.parent = parent;
    }

    public final String getString(String key) {
        return (String) getObject(key);
    }

    public final String[] getStringArray(String key) {
        return (String[]) getObject(key);
    }

    /* Not found anywhere in the chain: the message names the class of the last bundle asked, as on the JDK. */
    public final Object getObject(String key) {
        ResourceBundle rb = this;
        while (true) {
            Object o = rb.handleGetObject(key);
            if (o != null) {
                return o;
            }
            if (rb.parent == null) {
                String cn = rb.getClass().getName();
                throw new MissingResourceException("Can't find resource for bundle " + cn + ", key " + key, cn, key);
            }
            rb = rb.parent;
        }
    }

    protected abstract Object handleGetObject(String key);

    public abstract Enumeration<String> getKeys();

    public boolean containsKey(String key) {
        if (key == null) {
            throw new NullPointerException();
        }
        for (ResourceBundle rb = this; rb != null; rb = rb.parent) {
            if (rb.handleKeySet().contains(key)) {
                return true;
            }
        }
        return false;
    }

    public Set<String> keySet() {
        Set<String> keys = new HashSet<String>();
        for (ResourceBundle rb = this; rb != null; rb = rb.parent) {
            keys.addAll(rb.handleKeySet());
        }
        return keys;
    }

    protected Set<String> handleKeySet() {
        if (keySet == null) {
            Set<String> keys = new HashSet<String>();
            Enumeration<String> all = getKeys();
            while (all.hasMoreElements()) {
                String k = all.nextElement();
                if (handleGetObject(k) != null) {
                    keys.add(k);
                }
            }
            keySet = keys;
        }
        return keySet;
    }

    /* The keys of own, then those of the parent chain that own does not have. */
    Enumeration<String> keysThenParent(final Set<String> own) {
        final Iterator<String> mine = own.iterator();
        final Enumeration<String> inherited = parent == null ? null : parent.getKeys();
        return new Enumeration<String>() {
            private String next;

            public boolean hasMoreElements() {
                if (next == null) {
                    if (mine.hasNext()) {
                        next = mine.next();
                    } else if (inherited != null) {
                        while (next == null && inherited.hasMoreElements()) {
                            String k = inherited.nextElement();
                            if (!own.contains(k)) {
                                next = k;
                            }
                        }
                    }
                }
                return next != null;
            }

            public String nextElement() {
                if (!hasMoreElements()) {
                    throw new NoSuchElementException();
                }
                String k = next;
                next = null;
                return k;
            }
        };
    }

    /* ---- getBundle ---- */

    public static final ResourceBundle getBundle(String baseName) {
        return find(baseName, Locale.getDefault(), callerLoader());
    }

    public static final ResourceBundle getBundle(String baseName, Locale locale) {
        return find(baseName, locale, callerLoader());
    }

    public static ResourceBundle getBundle(String baseName, Locale targetLocale, ClassLoader loader) {
        if (loader == null) {
            throw new NullPointerException();
        }
        return find(baseName, targetLocale, loader);
    }

    public static final void clearCache() {
        synchronized (LOADED) {
            LOADED.clear();
        }
    }

    public static final void clearCache(ClassLoader loader) {
        synchronized (LOADED) {
            Iterator<LoadKey> it = LOADED.keySet().iterator();
            while (it.hasNext()) {
                if (it.next().loader == loader) {
                    it.remove();
                }
            }
        }
    }

    /* The loader of the class that called getBundle; the application loader for the bootstrap's classes. */
    private static ClassLoader callerLoader() {
        Class<?> caller = jdk.internal.reflect.DirectAccess.getCallerClass(2);
        ClassLoader cl = caller == null ? null : caller.getClassLoader();
        return cl != null ? cl : ClassLoader.getSystemClassLoader();
    }

    private static ResourceBundle find(String baseName, Locale locale, ClassLoader loader) {
        if (baseName == null || locale == null) {
            throw new NullPointerException();
        }
        ResourceBundle rb = chain(baseName, locale, loader);
        boolean onlyBase = rb == null || rb.locale.equals(Locale.ROOT);
        Locale fallback = Locale.getDefault();
        if (onlyBase && !locale.equals(Locale.ROOT) && !locale.equals(fallback)) {
            ResourceBundle other = chain(baseName, fallback, loader);
            if (other != null && (rb == null || !other.locale.equals(Locale.ROOT))) {
                rb = other;
            }
        }
        if (rb == null) {
            throw new MissingResourceException("Can't find bundle for base name " + baseName + ", locale " + locale,
                    baseName + "_" + locale, "");
        }
        return rb;
    }

    /* The bundle of the most specific candidate that has one, its parents linked; null if none has one. */
    private static ResourceBundle chain(String baseName, Locale locale, ClassLoader loader) {
        List<Locale> candidates = candidateLocales(locale);
        ResourceBundle first = null;
        ResourceBundle last = null;
        for (Locale l : candidates) {
            ResourceBundle rb = load(baseName, l, loader);
            if (rb == null) {
                continue;
            }
            if (first == null) {
                first = rb;
            } else if (last.parent == null) {
                last.setParent(rb);
            }
            last = rb;
        }
        return first;
    }

    private static List<Locale> candidateLocales(Locale locale) {
        String language = locale.getLanguage();
        String country = locale.getCountry();
        String variant = locale.getVariant();
        List<Locale> list = new ArrayList<Locale>(4);
        if (!variant.isEmpty()) {
            list.add(locale);
        }
        if (!country.isEmpty()) {
            list.add(new Locale(language, country));
        }
        if (!language.isEmpty()) {
            list.add(new Locale(language));
        }
        list.add(Locale.ROOT);
        return list;
    }

    private static String bundleName(String baseName, Locale locale) {
        if (locale.equals(Locale.ROOT)) {
            return baseName;
        }
        String language = locale.getLanguage();
        String country = locale.getCountry();
        String variant = locale.getVariant();
        StringBuilder sb = new StringBuilder(baseName).append('_').append(language);
        if (!variant.isEmpty()) {
            sb.append('_').append(country).append('_').append(variant);
        } else if (!country.isEmpty()) {
            sb.append('_').append(country);
        }
        return sb.toString();
    }

    private static ResourceBundle load(String baseName, Locale locale, ClassLoader loader) {
        String bundleName = bundleName(baseName, locale);
        LoadKey key = new LoadKey(bundleName, loader);
        synchronized (LOADED) {
            ResourceBundle rb = LOADED.get(key);
            if (rb == null) {
                rb = newBundle(bundleName, loader);
                if (rb == null) {
                    rb = NONE;
                } else {
                    rb.name = baseName;
                    rb.locale = locale;
                }
                LOADED.put(key, rb);
            }
            return rb == NONE ? null : rb;
        }
    }

    /* A class of that name extending ResourceBundle, else a properties file of that name; null if neither. */
    private static ResourceBundle newBundle(String bundleName, ClassLoader loader) {
        Class<?> c = null;
        try {
            c = loader.loadClass(bundleName);
        } catch (ClassNotFoundException e) {
            c = null;
        } catch (LinkageError e) {
            c = null;
        }
        /* a class of that name that is no bundle is passed over, as on the JDK */
        if (c != null && ResourceBundle.class.isAssignableFrom(c)) {
            try {
                return (ResourceBundle) c.newInstance();
            } catch (InstantiationException e) {
                return null;
            } catch (IllegalAccessException e) {
                return null;
            }
        }
        String resource = bundleName.replace('.', '/') + ".properties";
        InputStream in = loader.getResourceAsStream(resource);
        if (in == null) {
            return null;
        }
        try {
            try {
                return new PropertyResourceBundle(in);
            } finally {
                in.close();
            }
        } catch (IOException e) {
            return null;
        }
    }

    private static final class LoadKey {
        final String name;
        final ClassLoader loader;

        LoadKey(String name, ClassLoader loader) {
            this.name = name;
            this.loader = loader;
        }

        public boolean equals(Object o) {
            return o instanceof LoadKey && ((LoadKey) o).name.equals(name) && ((LoadKey) o).loader == loader;
        }

        public int hashCode() {
            return name.hashCode() ^ System.identityHashCode(loader);
        }
    }
}
