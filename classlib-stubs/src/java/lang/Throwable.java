package java.lang;

import java.io.PrintStream;
import java.io.PrintWriter;

/**
 * The superclass of everything that can be thrown. The VM records the stack
 * in {@code backtrace} through the native {@code fillInStackTrace(int)} and
 * decodes it lazily through {@code getStackTrace0()}.
 */
public class Throwable implements java.io.Serializable {
    private static final long serialVersionUID = -3042686055658047285L;

    private static final StackTraceElement[] NO_FRAMES = new StackTraceElement[0];
    private static final Throwable[] NO_THROWABLES = new Throwable[0];

    /*
     * The stack trace. backtrace is the VM's record of the frames, kept until
     * the first request turns it into stackTrace; stackTrace is null while
     * nothing has been decoded or set. When writable is false (made with
     * writableStackTrace false, or allocated by the VM without a constructor)
     * fillInStackTrace and setStackTrace leave the trace alone and it reads as
     * empty.
     */
    private transient Object backtrace;
    private StackTraceElement[] stackTrace;
    private transient boolean writable = true;

    private String detailMessage;
    /* A cause equal to this means "not yet initialized"; initCause may still set it. */
    private Throwable cause = this;
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
        if (cause != null) {
            detailMessage = cause.toString();
        }
        this.cause = cause;
    }

    protected Throwable(String message, Throwable cause, boolean enableSuppression,
            boolean writableStackTrace) {
        writable = writableStackTrace;
        if (writable) {
            fillInStackTrace();
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
        Throwable c = cause;
        return c == this ? null : c;
    }

    public synchronized Throwable initCause(Throwable cause) {
        if (this.cause == this) {
            if (cause != this) {
                this.cause = cause;
                return this;
            }
            throw new IllegalArgumentException("Self-causation not permitted", this);
        }
        String given = cause == null ? "a null" : cause.toString();
        throw new IllegalStateException("Can't overwrite cause with " + given, this);
    }

    public String toString() {
        String name = getClass().getName();
        String text = getLocalizedMessage();
        if (text == null) {
            return name;
        }
        return name + ": " + text;
    }

    public synchronized Throwable fillInStackTrace() {
        if (writable || backtrace != null) {
            fillInStackTrace(0);
            stackTrace = null;
        }
        return this;
    }

    private native Throwable fillInStackTrace(int dummy);

    private native StackTraceElement[] getStackTrace0();

    /* The frames to report (never null), decoding the VM's record on first use. */
    private synchronized StackTraceElement[] frames() {
        if (stackTrace == null && backtrace != null) {
            stackTrace = getStackTrace0();
            backtrace = null;
        }
        StackTraceElement[] known = stackTrace;
        return known != null ? known : NO_FRAMES;
    }

    public StackTraceElement[] getStackTrace() {
        return (StackTraceElement[]) frames().clone();
    }

    public void setStackTrace(StackTraceElement[] stackTrace) {
        StackTraceElement[] copy = (StackTraceElement[]) stackTrace.clone();
        for (int i = 0; i < copy.length; i++) {
            if (copy[i] == null) {
                throw new NullPointerException("stackTrace[" + i + "]");
            }
        }
        synchronized (this) {
            if (writable || backtrace != null) {
                this.stackTrace = copy;
                backtrace = null;
            }
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
        TraceOut out = new TraceOut(s, null);
        synchronized (s) {
            report(out, null, "", "", new Seen());
        }
    }

    public void printStackTrace(PrintWriter s) {
        TraceOut out = new TraceOut(null, s);
        synchronized (s) {
            report(out, null, "", "", new Seen());
        }
    }

    /*
     * The JDK's format: the throwable's own line, the frames it does not share
     * with the trace that encloses it, "... n more" for the shared ones, then
     * its suppressed throwables (indented by one more tab) and its cause.
     * A throwable met a second time is printed as a circular reference.
     * Every line goes to println(Object); the first line is the throwable itself.
     */
    private void report(TraceOut out, StackTraceElement[] enclosing, String caption,
            String indent, Seen seen) {
        if (!seen.add(this)) {
            out.line(indent + caption + "[CIRCULAR REFERENCE: " + this + "]");
            return;
        }
        StackTraceElement[] own = frames();
        int shared = enclosing == null ? 0 : sharedTail(own, enclosing);
        if (enclosing == null) {
            out.line(this);
        } else {
            out.line(indent + caption + this);
        }
        int unshared = own.length - shared;
        for (int i = 0; i < unshared; i++) {
            out.line(indent + "\tat " + own[i]);
        }
        if (shared != 0) {
            out.line(indent + "\t... " + shared + " more");
        }
        for (Throwable s : getSuppressed()) {
            s.report(out, own, "Suppressed: ", indent + "\t", seen);
        }
        Throwable next = getCause();
        if (next != null) {
            next.report(out, own, "Caused by: ", indent, seen);
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

    /** Where a trace is printed: a PrintStream or a PrintWriter, one of them null. */
    private static final class TraceOut {
        private final PrintStream stream;
        private final PrintWriter writer;

        TraceOut(PrintStream stream, PrintWriter writer) {
            this.stream = stream;
            this.writer = writer;
        }

        void line(Object text) {
            if (stream != null) {
                stream.println(text);
            } else {
                writer.println(text);
            }
        }
    }

    /** An identity set of the throwables already printed, to detect cycles. */
    private static final class Seen {
        private Throwable[] items = new Throwable[8];
        private int count;

        /* Adds t; false if it was there already. */
        boolean add(Throwable t) {
            for (int i = 0; i < count; i++) {
                if (items[i] == t) {
                    return false;
                }
            }
            if (count == items.length) {
                Throwable[] grown = new Throwable[count * 2];
                System.arraycopy(items, 0, grown, 0, count);
                items = grown;
            }
            items[count++] = t;
            return true;
        }
    }
}
