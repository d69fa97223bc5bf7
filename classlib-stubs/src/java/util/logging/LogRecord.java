package java.util.logging;

import java.time.Instant;

/* One logging request. The source class and method are found from the stack when first
   asked for, unless set. */
public class LogRecord implements java.io.Serializable {
    private static final long serialVersionUID = 5372048053134512534L;
    private static long nextSequence;

    private Level level;
    private long sequenceNumber;
    private String sourceClassName;
    private String sourceMethodName;
    private boolean sourceKnown;
    private String message;
    private int threadID;
    private long longThreadID;
    private Throwable thrown;
    private String loggerName;
    private String resourceBundleName;
    private Instant instant;
    private transient Object[] parameters;

    public LogRecord(Level level, String msg) {
        if (level == null)
            throw new NullPointerException();
        this.level = level;
        this.message = msg;
        synchronized (LogRecord.class) {
            sequenceNumber = nextSequence++;
        }
        longThreadID = Thread.currentThread().getId();
        threadID = (int) longThreadID;
        instant = Instant.now();
    }

    public String getLoggerName() { return loggerName; }
    public void setLoggerName(String name) { loggerName = name; }
    public String getResourceBundleName() { return resourceBundleName; }
    public void setResourceBundleName(String name) { resourceBundleName = name; }
    public Level getLevel() { return level; }

    public void setLevel(Level level) {
        if (level == null)
            throw new NullPointerException();
        this.level = level;
    }

    public long getSequenceNumber() { return sequenceNumber; }
    public void setSequenceNumber(long seq) { sequenceNumber = seq; }

    public String getSourceClassName() {
        if (!sourceKnown)
            inferCaller();
        return sourceClassName;
    }

    public void setSourceClassName(String sourceClassName) {
        sourceKnown = true;
        this.sourceClassName = sourceClassName;
    }

    public String getSourceMethodName() {
        if (!sourceKnown)
            inferCaller();
        return sourceMethodName;
    }

    public void setSourceMethodName(String sourceMethodName) {
        sourceKnown = true;
        this.sourceMethodName = sourceMethodName;
    }

    public String getMessage() { return message; }
    public void setMessage(String message) { this.message = message; }
    public Object[] getParameters() { return parameters; }
    public void setParameters(Object[] parameters) { this.parameters = parameters; }
    @Deprecated public int getThreadID() { return threadID; }
    @Deprecated public void setThreadID(int threadID) { this.threadID = threadID; this.longThreadID = threadID; }
    public long getLongThreadID() { return longThreadID; }
    public LogRecord setLongThreadID(long id) { this.longThreadID = id; this.threadID = (int) id; return this; }
    public long getMillis() { return instant.toEpochMilli(); }
    @Deprecated public void setMillis(long millis) { instant = Instant.ofEpochMilli(millis); }
    public Instant getInstant() { return instant; }
    public void setInstant(Instant instant) { this.instant = java.util.Objects.requireNonNull(instant); }
    public Throwable getThrown() { return thrown; }
    public void setThrown(Throwable thrown) { this.thrown = thrown; }

    /* The caller is the first frame below the Logger's own frames (frames above them,
       such as a handler asking for the source, do not count), skipping reflection. */
    private void inferCaller() {
        sourceKnown = true;
        StackTraceElement[] frames = new Throwable().getStackTrace();
        boolean inLogger = false;
        for (StackTraceElement f : frames) {
            String cls = f.getClassName();
            boolean loggerFrame = cls.equals("java.util.logging.Logger");
            if (loggerFrame) {
                inLogger = true;
            } else if (inLogger && !cls.startsWith("java.lang.reflect.") && !cls.startsWith("jdk.internal.reflect.")) {
                sourceClassName = cls;
                sourceMethodName = f.getMethodName();
                return;
            }
        }
    }
}
