package java.util.logging;

import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;

/*
 * A named logger. A request at a level below the effective level (this logger's, or the
 * nearest ancestor's that is set) is dropped; otherwise the record goes to this logger's
 * handlers and, while useParentHandlers holds, to its ancestors'.
 */
public class Logger {
    public static final String GLOBAL_LOGGER_NAME = "global";

    @Deprecated
    public static final Logger global = new Logger(GLOBAL_LOGGER_NAME, null, true);

    private final String name;
    private final String resourceBundleName;
    private volatile Logger parent;
    private volatile Level levelObject;
    private volatile Filter filter;
    private volatile boolean useParentHandlers = true;
    private final CopyOnWriteArrayList<Handler> handlers = new CopyOnWriteArrayList<Handler>();

    protected Logger(String name, String resourceBundleName) {
        this(name, resourceBundleName, false);
    }

    Logger(String name, String resourceBundleName, boolean isGlobal) {
        this.name = name;
        this.resourceBundleName = resourceBundleName;
    }

    public static Logger getGlobal() {
        Logger g = global;
        LogManager m = LogManager.getLogManager();
        synchronized (m) {
            if (m.getLogger(GLOBAL_LOGGER_NAME) == null)
                m.addLogger(g);
        }
        return g;
    }

    public static Logger getLogger(String name) {
        if (name == null)
            throw new NullPointerException();
        LogManager m = LogManager.getLogManager();
        if (name.equals(GLOBAL_LOGGER_NAME))
            return getGlobal();
        return m.demand(name);
    }

    public static Logger getLogger(String name, String resourceBundleName) {
        return getLogger(name);
    }

    public static Logger getAnonymousLogger() {
        Logger l = new Logger(null, null, false);
        l.parent = LogManager.getLogManager().root;
        return l;
    }

    public static Logger getAnonymousLogger(String resourceBundleName) {
        return getAnonymousLogger();
    }

    public String getName() {
        return name;
    }

    public String getResourceBundleName() {
        return resourceBundleName;
    }

    public Logger getParent() {
        return parent;
    }

    public void setParent(Logger parent) {
        if (parent == null)
            throw new NullPointerException();
        this.parent = parent;
    }

    void setParentInternal(Logger parent) {
        this.parent = parent;
    }

    public void setLevel(Level newLevel) throws SecurityException {
        levelObject = newLevel;
    }

    public Level getLevel() {
        return levelObject;
    }

    private int effectiveLevel() {
        for (Logger l = this; l != null; l = l.parent) {
            Level lv = l.levelObject;
            if (lv != null)
                return lv.intValue();
        }
        return Level.INFO.intValue();
    }

    public boolean isLoggable(Level level) {
        int effective = effectiveLevel();
        return level.intValue() >= effective && effective != Level.OFF.intValue();
    }

    public void setFilter(Filter newFilter) throws SecurityException {
        filter = newFilter;
    }

    public Filter getFilter() {
        return filter;
    }

    public void addHandler(Handler handler) throws SecurityException {
        handlers.add(java.util.Objects.requireNonNull(handler));
    }

    public void removeHandler(Handler handler) throws SecurityException {
        if (handler != null)
            handlers.remove(handler);
    }

    public Handler[] getHandlers() {
        return handlers.toArray(new Handler[0]);
    }

    public void setUseParentHandlers(boolean useParentHandlers) {
        this.useParentHandlers = useParentHandlers;
    }

    public boolean getUseParentHandlers() {
        return useParentHandlers;
    }

    /* ---- logging ---- */

    public void log(LogRecord record) {
        if (!isLoggable(record.getLevel()))
            return;
        Filter f = filter;
        if (f != null && !f.isLoggable(record))
            return;
        for (Logger l = this; l != null; l = l.parent) {
            for (Handler h : l.handlers)
                h.publish(record);
            if (!l.useParentHandlers)
                break;
        }
    }

    private void send(LogRecord lr) {
        lr.setLoggerName(name);
        log(lr);
    }

    public void log(Level level, String msg) {
        if (!isLoggable(level))
            return;
        send(new LogRecord(level, msg));
    }

    public void log(Level level, Supplier<String> msgSupplier) {
        if (!isLoggable(level))
            return;
        send(new LogRecord(level, msgSupplier.get()));
    }

    public void log(Level level, String msg, Object param1) {
        if (!isLoggable(level))
            return;
        LogRecord lr = new LogRecord(level, msg);
        lr.setParameters(new Object[]{param1});
        send(lr);
    }

    public void log(Level level, String msg, Object[] params) {
        if (!isLoggable(level))
            return;
        LogRecord lr = new LogRecord(level, msg);
        lr.setParameters(params);
        send(lr);
    }

    public void log(Level level, String msg, Throwable thrown) {
        if (!isLoggable(level))
            return;
        LogRecord lr = new LogRecord(level, msg);
        lr.setThrown(thrown);
        send(lr);
    }

    public void log(Level level, Throwable thrown, Supplier<String> msgSupplier) {
        if (!isLoggable(level))
            return;
        LogRecord lr = new LogRecord(level, msgSupplier.get());
        lr.setThrown(thrown);
        send(lr);
    }

    private void sendFrom(LogRecord lr, String sourceClass, String sourceMethod) {
        lr.setSourceClassName(sourceClass);
        lr.setSourceMethodName(sourceMethod);
        send(lr);
    }

    public void logp(Level level, String sourceClass, String sourceMethod, String msg) {
        if (!isLoggable(level))
            return;
        sendFrom(new LogRecord(level, msg), sourceClass, sourceMethod);
    }

    public void logp(Level level, String sourceClass, String sourceMethod, Supplier<String> msgSupplier) {
        if (!isLoggable(level))
            return;
        sendFrom(new LogRecord(level, msgSupplier.get()), sourceClass, sourceMethod);
    }

    public void logp(Level level, String sourceClass, String sourceMethod, String msg, Object param1) {
        if (!isLoggable(level))
            return;
        LogRecord lr = new LogRecord(level, msg);
        lr.setParameters(new Object[]{param1});
        sendFrom(lr, sourceClass, sourceMethod);
    }

    public void logp(Level level, String sourceClass, String sourceMethod, String msg, Object[] params) {
        if (!isLoggable(level))
            return;
        LogRecord lr = new LogRecord(level, msg);
        lr.setParameters(params);
        sendFrom(lr, sourceClass, sourceMethod);
    }

    public void logp(Level level, String sourceClass, String sourceMethod, String msg, Throwable thrown) {
        if (!isLoggable(level))
            return;
        LogRecord lr = new LogRecord(level, msg);
        lr.setThrown(thrown);
        sendFrom(lr, sourceClass, sourceMethod);
    }

    public void logp(Level level, String sourceClass, String sourceMethod, Throwable thrown, Supplier<String> msgSupplier) {
        if (!isLoggable(level))
            return;
        LogRecord lr = new LogRecord(level, msgSupplier.get());
        lr.setThrown(thrown);
        sendFrom(lr, sourceClass, sourceMethod);
    }

    public void entering(String sourceClass, String sourceMethod) {
        logp(Level.FINER, sourceClass, sourceMethod, "ENTRY");
    }

    public void entering(String sourceClass, String sourceMethod, Object param1) {
        logp(Level.FINER, sourceClass, sourceMethod, "ENTRY {0}", param1);
    }

    public void entering(String sourceClass, String sourceMethod, Object[] params) {
        if (!isLoggable(Level.FINER))
            return;
        StringBuilder msg = new StringBuilder("ENTRY");
        int n = params == null ? 0 : params.length;
        for (int i = 0; i < n; i++)
            msg.append(" {").append(i).append('}');
        logp(Level.FINER, sourceClass, sourceMethod, msg.toString(), params);
    }

    public void exiting(String sourceClass, String sourceMethod) {
        logp(Level.FINER, sourceClass, sourceMethod, "RETURN");
    }

    public void exiting(String sourceClass, String sourceMethod, Object result) {
        logp(Level.FINER, sourceClass, sourceMethod, "RETURN {0}", result);
    }

    public void throwing(String sourceClass, String sourceMethod, Throwable thrown) {
        if (!isLoggable(Level.FINER))
            return;
        LogRecord lr = new LogRecord(Level.FINER, "THROW");
        lr.setThrown(thrown);
        sendFrom(lr, sourceClass, sourceMethod);
    }

    public void severe(String msg) { log(Level.SEVERE, msg); }
    public void warning(String msg) { log(Level.WARNING, msg); }
    public void info(String msg) { log(Level.INFO, msg); }
    public void config(String msg) { log(Level.CONFIG, msg); }
    public void fine(String msg) { log(Level.FINE, msg); }
    public void finer(String msg) { log(Level.FINER, msg); }
    public void finest(String msg) { log(Level.FINEST, msg); }
    public void severe(Supplier<String> msgSupplier) { log(Level.SEVERE, msgSupplier); }
    public void warning(Supplier<String> msgSupplier) { log(Level.WARNING, msgSupplier); }
    public void info(Supplier<String> msgSupplier) { log(Level.INFO, msgSupplier); }
    public void config(Supplier<String> msgSupplier) { log(Level.CONFIG, msgSupplier); }
    public void fine(Supplier<String> msgSupplier) { log(Level.FINE, msgSupplier); }
    public void finer(Supplier<String> msgSupplier) { log(Level.FINER, msgSupplier); }
    public void finest(Supplier<String> msgSupplier) { log(Level.FINEST, msgSupplier); }
}
