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
     * The JDK's format: the throwable's own line, the frames it does not share
     * with the trace that encloses it, "... n more" for the shared ones, then
     * its suppressed throwables (indented by one more tab) and its cause.
     * A throwable met a second time is printed as a circular reference.
     */
    private void printStackTrace(Sink s) {
        synchronized (s.lock()) {
            printTrace(s, null, "", "", new Seen());
        }
    }

    private void printTrace(Sink s, StackTraceElement[] enclosing, String caption,
            String indent, Seen seen) {
        if (seen.contains(this)) {
            s.println(indent + caption + "[CIRCULAR REFERENCE: " + this + "]");
            return;
        }
        seen.add(this);
        StackTraceElement[] frames = getOurStackTrace();
        int shared = (enclosing == null) ? 0 : sharedTail(frames, enclosing);
        s.println(indent + caption + this);
        for (int i = 0; i < frames.length - shared; i++) {
            s.println(indent + "\tat " + frames[i]);
        }
        if (shared > 0) {
            s.println(indent + "\t... " + shared + " more");
        }
        Throwable[] sup = getSuppressed();
        for (int i = 0; i < sup.length; i++) {
            sup[i].printTrace(s, frames, "Suppressed: ", indent + "\t", seen);
        }
        Throwable c = getCause();
        if (c != null) {
            c.printTrace(s, frames, "Caused by: ", indent, seen);
        }
    }

    /* How many frames at the bottom of a equal those at the bottom of b. */
    private static int sharedTail(StackTraceElement[] a, StackTraceElement[] b) {
        int n = 0;
        while (n < a.length && n < b.length
                && a[a.length - 1 - n].equals(b[b.length - 1 - n])) {
            n++;
        }
        return n;
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
