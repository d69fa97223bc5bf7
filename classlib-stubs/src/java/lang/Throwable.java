package java.lang;

import java.io.PrintStream;
import java.io.PrintWriter;

/**
 * The superclass of everything that can be thrown. The VM records the stack
 * in {@code backtrace} through the native {@code fillInStackTrace(int)} and
 * decodes it lazily through {@code getStackTrace0()}.
 */
public class Throwable implements java.io.Serializable {
    private static final StackTraceElement[] UNASSIGNED_STACK = new StackTraceElement[0];
    private static final Throwable[] NO_THROWABLES = new Throwable[0];

    private transient Object backtrace;
    private String detailMessage;
    /* A cause equal to this means "not yet initialized"; initCause may still set it. */
    private Throwable cause = this;
    private StackTraceElement[] stackTrace = UNASSIGNED_STACK;
    /* null: suppression disabled; otherwise the first suppressedCount entries are in use. */
    private Throwable[] suppressed = NO_THROWABLES;
    private int suppressedCount;

    public Throwable() {
        fillInStackTrace();
    }

    public Throwable(String message) {
        fillInStackTrace();
        detailMessage = message;
    }

    public Throwable(String message, Throwable cause) {
        fillInStackTrace();
        detailMessage = message;
        this.cause = cause;
    }

    public Throwable(Throwable cause) {
        fillInStackTrace();
        detailMessage = (cause == null ? null : cause.toString());
        this.cause = cause;
    }

    protected Throwable(String message, Throwable cause, boolean enableSuppression,
            boolean writableStackTrace) {
        if (writableStackTrace) {
            fillInStackTrace();
        } else {
            stackTrace = null;
        }
        detailMessage = message;
        this.cause = cause;
        if (!enableSuppression) {
            suppressed = null;
        }
    }

    public String getMessage() {
        return detailMessage;
    }

    public String getLocalizedMessage() {
        return getMessage();
    }

    public synchronized Throwable getCause() {
        return (cause == this ? null : cause);
    }

    public synchronized Throwable initCause(Throwable cause) {
        if (this.cause != this) {
            throw new IllegalStateException("Can't overwrite cause with "
                    + (cause == null ? "a null" : cause.toString()), this);
        }
        if (cause == this) {
            throw new IllegalArgumentException("Self-causation not permitted", this);
        }
        this.cause = cause;
        return this;
    }

    public String toString() {
        String s = getClass().getName();
        String message = getLocalizedMessage();
        return (message != null) ? (s + ": " + message) : s;
    }

    public synchronized Throwable fillInStackTrace() {
        if (stackTrace != null || backtrace != null) {
            fillInStackTrace(0);
            stackTrace = UNASSIGNED_STACK;
        }
        return this;
    }

    private native Throwable fillInStackTrace(int dummy);

    private native StackTraceElement[] getStackTrace0();

    public StackTraceElement[] getStackTrace() {
        return (StackTraceElement[]) getOurStackTrace().clone();
    }

    private synchronized StackTraceElement[] getOurStackTrace() {
        if (stackTrace == UNASSIGNED_STACK || (stackTrace == null && backtrace != null)) {
            StackTraceElement[] decoded = (backtrace != null) ? getStackTrace0() : null;
            stackTrace = (decoded != null) ? decoded : UNASSIGNED_STACK;
            backtrace = null;
            if (decoded == null) {
                return UNASSIGNED_STACK;
            }
        } else if (stackTrace == null) {
            return UNASSIGNED_STACK;
        }
        return stackTrace;
    }

    public void setStackTrace(StackTraceElement[] stackTrace) {
        StackTraceElement[] copy = (StackTraceElement[]) stackTrace.clone();
        for (int i = 0; i < copy.length; i++) {
            if (copy[i] == null) {
                throw new NullPointerException("stackTrace[" + i + "]");
            }
        }
        synchronized (this) {
            if (this.stackTrace == null && backtrace == null) {
                return;
            }
            this.stackTrace = copy;
            backtrace = null;
        }
    }

    public final synchronized void addSuppressed(Throwable exception) {
        if (exception == this) {
            throw new IllegalArgumentException("Self-suppression not permitted", exception);
        }
        if (exception == null) {
            throw new NullPointerException("Cannot suppress a null exception.");
        }
        if (suppressed == null) {
            return;
        }
        if (suppressedCount == suppressed.length) {
            Throwable[] grown = new Throwable[suppressedCount * 2 + 1];
            System.arraycopy(suppressed, 0, grown, 0, suppressedCount);
            suppressed = grown;
        }
        suppressed[suppressedCount++] = exception;
    }

    public final synchronized Throwable[] getSuppressed() {
        if (suppressed == null || suppressedCount == 0) {
            return NO_THROWABLES;
        }
        Throwable[] result = new Throwable[suppressedCount];
        System.arraycopy(suppressed, 0, result, 0, suppressedCount);
        return result;
    }

    public void printStackTrace() {
        printStackTrace(System.err);
    }

    public void printStackTrace(PrintStream s) {
        printStackTrace(new StreamSink(s));
    }

    public void printStackTrace(PrintWriter s) {
        printStackTrace(new WriterSink(s));
    }

    /*
     * The format is JDK's: the throwable itself, its frames, then suppressed
     * throwables (one more tab each level) and the cause, each printing only
     * the frames not shared with the trace that encloses it.
     */
    private void printStackTrace(Sink s) {
        Seen seen = new Seen();
        seen.add(this);
        synchronized (s.lock()) {
            s.println(this);
            StackTraceElement[] trace = getOurStackTrace();
            for (int i = 0; i < trace.length; i++) {
                s.println("\tat " + trace[i]);
            }
            Throwable[] sup = getSuppressed();
            for (int i = 0; i < sup.length; i++) {
                sup[i].printEnclosedStackTrace(s, trace, "Suppressed: ", "\t", seen);
            }
            Throwable ourCause = getCause();
            if (ourCause != null) {
                ourCause.printEnclosedStackTrace(s, trace, "Caused by: ", "", seen);
            }
        }
    }

    private void printEnclosedStackTrace(Sink s, StackTraceElement[] enclosing, String caption,
            String prefix, Seen seen) {
        if (seen.contains(this)) {
            s.println(prefix + caption + "[CIRCULAR REFERENCE: " + this + "]");
            return;
        }
        seen.add(this);
        StackTraceElement[] trace = getOurStackTrace();
        int m = trace.length - 1;
        int n = enclosing.length - 1;
        while (m >= 0 && n >= 0 && trace[m].equals(enclosing[n])) {
            m--;
            n--;
        }
        int framesInCommon = trace.length - 1 - m;
        s.println(prefix + caption + this);
        for (int i = 0; i <= m; i++) {
            s.println(prefix + "\tat " + trace[i]);
        }
        if (framesInCommon != 0) {
            s.println(prefix + "\t... " + framesInCommon + " more");
        }
        Throwable[] sup = getSuppressed();
        for (int i = 0; i < sup.length; i++) {
            sup[i].printEnclosedStackTrace(s, trace, "Suppressed: ", prefix + "\t", seen);
        }
        Throwable ourCause = getCause();
        if (ourCause != null) {
            ourCause.printEnclosedStackTrace(s, trace, "Caused by: ", prefix, seen);
        }
    }

    /** An identity set of the throwables already printed, to detect cycles. */
    private static final class Seen {
        private Throwable[] items = new Throwable[8];
        private int count;

        void add(Throwable t) {
            if (count == items.length) {
                Throwable[] grown = new Throwable[count * 2];
                System.arraycopy(items, 0, grown, 0, count);
                items = grown;
            }
            items[count++] = t;
        }

        boolean contains(Throwable t) {
            for (int i = 0; i < count; i++) {
                if (items[i] == t) {
                    return true;
                }
            }
            return false;
        }
    }

    private abstract static class Sink {
        abstract Object lock();

        abstract void println(Object o);
    }

    private static final class StreamSink extends Sink {
        private final PrintStream stream;

        StreamSink(PrintStream stream) {
            this.stream = stream;
        }

        Object lock() {
            return stream;
        }

        void println(Object o) {
            stream.println(o);
        }
    }

    private static final class WriterSink extends Sink {
        private final PrintWriter writer;

        WriterSink(PrintWriter writer) {
            this.writer = writer;
        }

        Object lock() {
            return writer;
        }

        void println(Object o) {
            writer.println(o);
        }
    }
}
