import java.io.*;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.*;

/* ResourceBundle lookup: candidate locales, the default-locale fallback, parents, class and properties bundles. */
public class ResourceBundles {
    public static class Msgs extends ListResourceBundle {
        protected Object[][] getContents() {
            return new Object[][] {
                { "greeting", "Hello" },
                { "farewell", "Goodbye" },
                { "colors", new String[] { "red", "green", "blue" } },
                { "count", Integer.valueOf(3) },
                { "only.root", "root value" },
                { "alpha", "a" }, { "beta", "b" }, { "gamma", "c" }, { "delta", "d" }, { "epsilon", "e" },
            };
        }
    }

    public static class Msgs_fr extends ListResourceBundle {
        protected Object[][] getContents() {
            return new Object[][] { { "greeting", "Bonjour" }, { "farewell", "Au revoir" }, { "fr.only", "oui" } };
        }
    }

    public static class Msgs_fr_CA extends ListResourceBundle {
        protected Object[][] getContents() {
            return new Object[][] { { "farewell", "Salut" } };
        }
    }

    public static class Msgs_en extends ListResourceBundle {
        protected Object[][] getContents() {
            return new Object[][] { { "greeting", "Hi" } };
        }
    }

    /* only a language-less country bundle: never a candidate of a locale with a language */
    public static class Msgs__US extends ListResourceBundle {
        protected Object[][] getContents() {
            return new Object[][] { { "greeting", "Howdy" } };
        }
    }

    public static class Lonely_ja extends ListResourceBundle {
        protected Object[][] getContents() {
            return new Object[][] { { "k", "ja only" } };
        }
    }

    public static class NotABundle {
    }

    public static class BadContents extends ListResourceBundle {
        protected Object[][] getContents() {
            return new Object[][] { { "k", null } };
        }
    }

    /* Resources from a directory: both ways a JDK may ask for them. */
    static class DirLoader extends ClassLoader {
        final File root;

        DirLoader(File root) {
            super(ResourceBundles.class.getClassLoader());
            this.root = root;
        }

        @Override
        public InputStream getResourceAsStream(String name) {
            File f = new File(root, name);
            try {
                return f.isFile() ? new FileInputStream(f) : null;
            } catch (IOException e) {
                return null;
            }
        }

        @Override
        public URL getResource(String name) {
            File f = new File(root, name);
            try {
                return f.isFile() ? f.toURI().toURL() : null;
            } catch (IOException e) {
                return null;
            }
        }
    }

    interface Op { Object run() throws Exception; }

    static void t(String what, Op op) {
        try {
            Object r = op.run();
            System.out.println(what + " -> " + (r instanceof Object[] ? Arrays.deepToString((Object[]) r) : r));
        } catch (MissingResourceException e) {
            System.out.println(what + " !! MissingResourceException: " + e.getMessage() + " [class " + e.getClassName()
                    + ", key " + e.getKey() + "]");
        } catch (ClassCastException e) {
            System.out.println(what + " !! ClassCastException");
        } catch (Throwable e) {
            System.out.println(what + " !! " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    static String describe(ResourceBundle rb) {
        StringBuilder sb = new StringBuilder(rb.getClass().getName()).append(" locale=").append(rb.getLocale())
                .append(" base=").append(rb.getBaseBundleName());
        return sb.toString();
    }

    static List<String> keys(ResourceBundle rb) {
        List<String> l = new ArrayList<>();
        for (Enumeration<String> e = rb.getKeys(); e.hasMoreElements();) l.add(e.nextElement());
        return l;
    }

    static final String MSGS = "ResourceBundles$Msgs";

    static void classBundles() {
        for (Locale l : new Locale[] { Locale.CANADA_FRENCH, Locale.FRANCE, new Locale("fr", "CA", "UNIX"),
                Locale.FRENCH, Locale.GERMANY, Locale.US, Locale.ENGLISH, Locale.ROOT, new Locale("", "US"),
                Locale.JAPAN }) {
            t("get " + l, () -> {
                ResourceBundle rb = ResourceBundle.getBundle(MSGS, l);
                return describe(rb) + " greeting=" + rb.getString("greeting") + " farewell=" + rb.getString("farewell");
            });
        }
        t("default locale", () -> describe(ResourceBundle.getBundle(MSGS)));
        t("same instance", () -> ResourceBundle.getBundle(MSGS, Locale.FRANCE) == ResourceBundle.getBundle(MSGS, Locale.FRENCH));
        ResourceBundle ca = ResourceBundle.getBundle(MSGS, Locale.CANADA_FRENCH);
        t("inherited", () -> ca.getString("only.root") + " / " + ca.getString("fr.only") + " / " + ca.getObject("count"));
        t("string array", () -> ca.getStringArray("colors"));
        t("getObject array", () -> ca.getObject("colors").getClass().getSimpleName());
        t("missing key", () -> ca.getString("nope"));
        t("missing key root", () -> ResourceBundle.getBundle(MSGS, Locale.ROOT).getObject("nope"));
        t("null key", () -> ca.getString(null));
        t("not a string", () -> ca.getString("count"));
        t("not an array", () -> ca.getStringArray("greeting"));
        t("containsKey", () -> ca.containsKey("farewell") + " " + ca.containsKey("only.root") + " " + ca.containsKey("x"));
        t("containsKey null", () -> ca.containsKey(null));
        t("keys sorted", () -> new TreeSet<>(keys(ca)));
        t("keys order", () -> keys(ca));
        t("keySet sorted", () -> new TreeSet<>(ca.keySet()));
        t("keySet order", () -> ca.keySet());
        t("root keys order", () -> keys(ResourceBundle.getBundle(MSGS, Locale.ROOT)));
        t("fr keys order", () -> keys(ResourceBundle.getBundle(MSGS, Locale.FRENCH)));
        t("missing bundle", () -> ResourceBundle.getBundle("no.such.Bundle"));
        t("missing bundle locale", () -> ResourceBundle.getBundle("no.such.Bundle", Locale.CANADA_FRENCH));
        t("missing bundle variant", () -> ResourceBundle.getBundle("NoSuch", new Locale("de", "CH", "POSIX")));
        t("missing bundle root", () -> ResourceBundle.getBundle("NoSuch", Locale.ROOT));
        t("only ja, asked en", () -> ResourceBundle.getBundle("ResourceBundles$Lonely", Locale.ENGLISH));
        t("only ja, asked ja", () -> describe(ResourceBundle.getBundle("ResourceBundles$Lonely", Locale.JAPAN)));
        t("null base", () -> {
            try {
                return ResourceBundle.getBundle(null, Locale.US);
            } catch (NullPointerException e) {
                return "NullPointerException";
            }
        });
        t("null locale", () -> ResourceBundle.getBundle(MSGS, (Locale) null));
        t("null loader", () -> ResourceBundle.getBundle(MSGS, Locale.US, (ClassLoader) null));
        t("not a bundle", () -> ResourceBundle.getBundle("ResourceBundles$NotABundle", Locale.ROOT));
        t("null value", () -> ResourceBundle.getBundle("ResourceBundles$BadContents", Locale.ROOT).getString("k"));
        t("clearCache", () -> {
            ResourceBundle a = ResourceBundle.getBundle(MSGS, Locale.FRANCE);
            ResourceBundle.clearCache();
            ResourceBundle b = ResourceBundle.getBundle(MSGS, Locale.FRANCE);
            return (a != b) + " " + describe(b);
        });
    }

    static void write(File f, String text, java.nio.charset.Charset cs) throws IOException {
        f.getParentFile().mkdirs();
        try (OutputStream o = new FileOutputStream(f)) {
            o.write(text.getBytes(cs));
        }
    }

    static void propertyBundles(File dir) throws Exception {
        write(new File(dir, "props/App.properties"),
                "# root\ntitle=Application\nescaped=caf\\u00e9\nraw=caf\u00e9\nmulti=one \\\n    two\nempty=\nonly.root=r\n",
                StandardCharsets.UTF_8);
        write(new File(dir, "props/App_fr.properties"), "title=Application (fr)\n", StandardCharsets.UTF_8);
        write(new File(dir, "props/App_fr_FR.properties"), "raw=caf\u00e9 latin\n", StandardCharsets.ISO_8859_1);
        write(new File(dir, "ResourceBundles$Msgs_it.properties"), "greeting=Ciao\n", StandardCharsets.UTF_8);
        write(new File(dir, "ResourceBundles$Msgs_fr.properties"), "greeting=never read\n", StandardCharsets.UTF_8);
        ClassLoader loader = new DirLoader(dir);
        t("props fr_FR", () -> {
            ResourceBundle rb = ResourceBundle.getBundle("props.App", Locale.FRANCE, loader);
            return describe(rb) + " title=" + rb.getString("title") + " raw=" + rb.getString("raw") + " escaped="
                    + rb.getString("escaped") + " multi=" + rb.getString("multi") + " empty=[" + rb.getString("empty") + "]";
        });
        t("props root", () -> {
            ResourceBundle rb = ResourceBundle.getBundle("props.App", Locale.ROOT, loader);
            return describe(rb) + " raw=" + rb.getString("raw") + " keys=" + new TreeSet<>(rb.keySet());
        });
        t("props de -> default en_US -> root", () -> describe(ResourceBundle.getBundle("props.App", Locale.GERMAN, loader)));
        t("props missing key", () -> ResourceBundle.getBundle("props.App", Locale.FRANCE, loader).getString("zz"));
        t("props keys sorted", () -> new TreeSet<>(keys(ResourceBundle.getBundle("props.App", Locale.FRANCE, loader))));
        t("props keys order", () -> keys(ResourceBundle.getBundle("props.App", Locale.ROOT, loader)));
        t("class and properties: it", () -> {
            ResourceBundle rb = ResourceBundle.getBundle(MSGS, Locale.ITALY, loader);
            return describe(rb) + " greeting=" + rb.getString("greeting") + " farewell=" + rb.getString("farewell");
        });
        t("class wins over properties", () -> ResourceBundle.getBundle(MSGS, Locale.FRENCH, loader).getString("greeting"));
        t("missing with loader", () -> ResourceBundle.getBundle("props.Nothing", Locale.FRANCE, loader));

        /* direct construction */
        PropertyResourceBundle utf = new PropertyResourceBundle(
                new ByteArrayInputStream("k=\u00e9t\u00e9\nn=1\n".getBytes(StandardCharsets.UTF_8)));
        PropertyResourceBundle latin = new PropertyResourceBundle(
                new ByteArrayInputStream("k=\u00e9t\u00e9\n".getBytes(StandardCharsets.ISO_8859_1)));
        PropertyResourceBundle reader = new PropertyResourceBundle(new StringReader("k = from reader\nx:y\n"));
        t("stream utf-8", () -> utf.getString("k") + " " + utf.getString("n") + " locale=" + utf.getLocale()
                + " base=" + utf.getBaseBundleName());
        t("stream latin-1", () -> latin.getString("k"));
        t("reader", () -> reader.getString("k") + " " + reader.getString("x") + " " + new TreeSet<>(reader.keySet()));
        t("handleGetObject", () -> reader.handleGetObject("nope"));
        t("no parent missing", () -> reader.getString("nope"));
        t("null key", () -> reader.getObject(null));
        t("containsKey", () -> reader.containsKey("x") + " " + reader.containsKey("y"));

        /* a bundle subclass with its own parent */
        ResourceBundle child = new ResourceBundle() {
            { setParent(reader); }

            protected Object handleGetObject(String key) {
                return key.equals("own") ? "mine" : null;
            }

            public Enumeration<String> getKeys() {
                return Collections.enumeration(Arrays.asList("own", "ghost"));
            }
        };
        t("custom child", () -> child.getString("own") + " " + child.getString("k") + " " + new TreeSet<>(child.keySet())
                + " " + child.containsKey("ghost"));
        t("custom missing", () -> child.getString("zz"));
    }

    public static void main(String[] args) throws Exception {
        Locale.setDefault(Locale.US);
        classBundles();
        File dir = Files.createTempDirectory("bundles").toFile();
        try {
            propertyBundles(dir);
        } finally {
            deleteTree(dir);
        }
    }

    static void deleteTree(File f) {
        File[] kids = f.listFiles();
        if (kids != null) for (File k : kids) deleteTree(k);
        f.delete();
    }
}
