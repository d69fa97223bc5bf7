package java.util.logging;

public abstract class Handler {
    private volatile Level logLevel = Level.ALL;
    private volatile Formatter formatter;
    private volatile Filter filter;
    private volatile ErrorManager errorManager = new ErrorManager();
    private volatile String encoding;

    protected Handler() {
    }

    public abstract void publish(LogRecord record);

    public abstract void flush();

    public abstract void close() throws SecurityException;

    public synchronized void setFormatter(Formatter newFormatter) throws SecurityException {
        formatter = java.util.Objects.requireNonNull(newFormatter);
    }

    public Formatter getFormatter() {
        return formatter;
    }

    public synchronized void setEncoding(String encoding) throws SecurityException, java.io.UnsupportedEncodingException {
        if (encoding != null)
            "".getBytes(encoding);
        this.encoding = encoding;
    }

    public String getEncoding() {
        return encoding;
    }

    public synchronized void setFilter(Filter newFilter) throws SecurityException {
        filter = newFilter;
    }

    public Filter getFilter() {
        return filter;
    }

    public synchronized void setErrorManager(ErrorManager em) {
        if (em == null)
            throw new NullPointerException();
        errorManager = em;
    }

    public ErrorManager getErrorManager() {
        return errorManager;
    }

    protected void reportError(String msg, Exception ex, int code) {
        errorManager.error(msg, ex, code);
    }

    public synchronized void setLevel(Level newLevel) throws SecurityException {
        if (newLevel == null)
            throw new NullPointerException();
        logLevel = newLevel;
    }

    public Level getLevel() {
        return logLevel;
    }

    public boolean isLoggable(LogRecord record) {
        int levelValue = getLevel().intValue();
        if (record == null)
            return false;
        if (record.getLevel().intValue() < levelValue || levelValue == Level.OFF.intValue())
            return false;
        Filter f = getFilter();
        return f == null || f.isLoggable(record);
    }
}
