package java.util.logging;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/*
 * The registry of named loggers and the logging properties. The configuration is the
 * JDK's default logging.properties: the root logger at INFO with a ConsoleHandler at
 * INFO. Loggers are held strongly.
 */
public class LogManager {
    public static final String LOGGING_MXBEAN_NAME = "java.util.logging:type=Logging";
    private static LogManager manager;

    private final Properties props = new Properties();
    private final Map<String, Logger> loggers = new HashMap<String, Logger>();
    final Logger root;

    protected LogManager() {
        props.setProperty("handlers", "java.util.logging.ConsoleHandler");
        props.setProperty(".level", "INFO");
        props.setProperty("java.util.logging.ConsoleHandler.level", "INFO");
        props.setProperty("java.util.logging.ConsoleHandler.formatter", "java.util.logging.SimpleFormatter");
        root = new Logger("", null, false);
        root.setLevel(Level.INFO);
        loggers.put("", root);
    }

    public static synchronized LogManager getLogManager() {
        if (manager == null) {
            manager = new LogManager();
            manager.root.addHandler(new ConsoleHandler());
        }
        return manager;
    }

    public String getProperty(String name) {
        return props.getProperty(name);
    }

    public synchronized Logger getLogger(String name) {
        return loggers.get(name);
    }

    public synchronized Enumeration<String> getLoggerNames() {
        return Collections.enumeration(new ArrayList<String>(loggers.keySet()));
    }

    public synchronized boolean addLogger(Logger logger) {
        String name = logger.getName();
        if (name == null)
            throw new NullPointerException();
        if (loggers.containsKey(name))
            return false;
        register(logger);
        return true;
    }

    /* Finds or makes the named logger. */
    synchronized Logger demand(String name) {
        Logger l = loggers.get(name);
        if (l == null) {
            l = new Logger(name, null, false);
            register(l);
        }
        return l;
    }

    /* The parent is the nearest registered ancestor by dotted name; loggers whose
       nearest ancestor this one now is become its children. */
    private void register(Logger logger) {
        String name = logger.getName();
        loggers.put(name, logger);
        logger.setParentInternal(nearestAncestor(name));
        List<Logger> all = new ArrayList<Logger>(loggers.values());
        for (Logger other : all) {
            if (other != logger && other != root && other.getName().startsWith(name + ".")
                    && nearestAncestor(other.getName()) == logger)
                other.setParentInternal(logger);
        }
    }

    private Logger nearestAncestor(String name) {
        int dot = name.lastIndexOf('.');
        while (dot > 0) {
            Logger l = loggers.get(name.substring(0, dot));
            if (l != null)
                return l;
            dot = name.lastIndexOf('.', dot - 1);
        }
        return name.isEmpty() ? null : root;
    }

    /* Back to no handlers and the root at INFO; other levels are cleared. */
    public synchronized void reset() {
        for (Logger l : loggers.values()) {
            for (Handler h : l.getHandlers()) {
                l.removeHandler(h);
                try {
                    h.close();
                } catch (Exception e) {
                    // ignored, as on the JDK
                }
            }
            l.setLevel(l == root ? Level.INFO : null);
        }
    }

    public void readConfiguration() {
    }

    public void readConfiguration(java.io.InputStream ins) throws java.io.IOException {
        props.load(ins);
    }

    public void checkAccess() {
    }
}
