package java.lang;

import java.io.PrintStream;

/**
 * A tree of thread groups. The VM creates "system" through the private
 * constructor and "main" through {@link #ThreadGroup(ThreadGroup, String)}.
 */
public class ThreadGroup implements Thread.UncaughtExceptionHandler {
    final ThreadGroup parent;
    String name;
    int maxPriority;
    boolean daemon;

    private int unstartedCount;
    private int nthreads;
    private Thread[] threads;
    private int ngroups;
    private ThreadGroup[] groups;

    private ThreadGroup() {
        this.name = "system";
        this.maxPriority = Thread.MAX_PRIORITY;
        this.parent = null;
    }

    public ThreadGroup(String name) {
        this(Thread.currentThread().getThreadGroup(), name);
    }

    public ThreadGroup(ThreadGroup parent, String name) {
        if (parent == null) {
            throw new NullPointerException();
        }
        this.name = name;
        this.maxPriority = parent.maxPriority;
        this.daemon = parent.daemon;
        this.parent = parent;
        parent.add(this);
    }

    public final String getName() {
        return name;
    }

    public final ThreadGroup getParent() {
        return parent;
    }

    public final int getMaxPriority() {
        return maxPriority;
    }

    public final boolean isDaemon() {
        return daemon;
    }

    public final void setDaemon(boolean daemon) {
        this.daemon = daemon;
    }

    public final void checkAccess() {
    }

    public final synchronized void setMaxPriority(int pri) {
        if (pri < Thread.MIN_PRIORITY || pri > Thread.MAX_PRIORITY) {
            return;
        }
        maxPriority = (parent != null) ? Math.min(pri, parent.maxPriority) : pri;
        for (int i = 0; i < ngroups; i++) {
            groups[i].setMaxPriority(pri);
        }
    }

    private boolean destroyed;

    public synchronized boolean isDestroyed() {
        return destroyed;
    }

    /* A group with no live threads is destroyed with all its subgroups. */
    public final void destroy() {
        ThreadGroup[] snapshot;
        int n;
        synchronized (this) {
            if (destroyed || nthreads > 0) {
                throw new IllegalThreadStateException();
            }
            n = ngroups;
            snapshot = (groups == null) ? null : (ThreadGroup[]) groups.clone();
            if (parent != null) {
                destroyed = true;
                ngroups = 0;
                groups = null;
            }
        }
        for (int i = 0; i < n; i++) {
            snapshot[i].destroy();
        }
        if (parent != null) {
            parent.removeGroup(this);
        }
    }

    private synchronized void removeGroup(ThreadGroup g) {
        for (int i = 0; i < ngroups; i++) {
            if (groups[i] == g) {
                ngroups--;
                System.arraycopy(groups, i + 1, groups, i, ngroups - i);
                groups[ngroups] = null;
                return;
            }
        }
    }

    public final boolean parentOf(ThreadGroup g) {
        for (; g != null; g = g.parent) {
            if (g == this) {
                return true;
            }
        }
        return false;
    }

    public int activeCount() {
        int result;
        ThreadGroup[] snapshot;
        int n;
        synchronized (this) {
            result = nthreads;
            n = ngroups;
            snapshot = (groups == null) ? null : (ThreadGroup[]) groups.clone();
        }
        for (int i = 0; i < n; i++) {
            result += snapshot[i].activeCount();
        }
        return result;
    }

    public int activeGroupCount() {
        int result;
        ThreadGroup[] snapshot;
        int n;
        synchronized (this) {
            n = ngroups;
            snapshot = (groups == null) ? null : (ThreadGroup[]) groups.clone();
        }
        result = n;
        for (int i = 0; i < n; i++) {
            result += snapshot[i].activeGroupCount();
        }
        return result;
    }

    public int enumerate(Thread[] list) {
        return enumerate(list, 0, true);
    }

    public int enumerate(Thread[] list, boolean recurse) {
        return enumerate(list, 0, recurse);
    }

    private int enumerate(Thread[] list, int n, boolean recurse) {
        ThreadGroup[] snapshot = null;
        int ng = 0;
        synchronized (this) {
            for (int i = 0; i < nthreads && n < list.length; i++) {
                if (threads[i].isAlive()) {
                    list[n++] = threads[i];
                }
            }
            if (recurse) {
                ng = ngroups;
                snapshot = (groups == null) ? null : (ThreadGroup[]) groups.clone();
            }
        }
        for (int i = 0; i < ng; i++) {
            n = snapshot[i].enumerate(list, n, true);
        }
        return n;
    }

    public int enumerate(ThreadGroup[] list) {
        return enumerate(list, 0, true);
    }

    public int enumerate(ThreadGroup[] list, boolean recurse) {
        return enumerate(list, 0, recurse);
    }

    private int enumerate(ThreadGroup[] list, int n, boolean recurse) {
        ThreadGroup[] snapshot;
        int ng;
        synchronized (this) {
            ng = ngroups;
            snapshot = (groups == null) ? null : (ThreadGroup[]) groups.clone();
        }
        for (int i = 0; i < ng && n < list.length; i++) {
            list[n++] = snapshot[i];
            if (recurse) {
                n = snapshot[i].enumerate(list, n, true);
            }
        }
        return n;
    }

    public final void interrupt() {
        Thread[] list = new Thread[activeCount() + 8];
        int n = enumerate(list);
        for (int i = 0; i < n; i++) {
            list[i].interrupt();
        }
    }

    private synchronized void add(ThreadGroup g) {
        if (groups == null) {
            groups = new ThreadGroup[4];
        } else if (ngroups == groups.length) {
            ThreadGroup[] grown = new ThreadGroup[ngroups * 2];
            System.arraycopy(groups, 0, grown, 0, ngroups);
            groups = grown;
        }
        groups[ngroups++] = g;
    }

    synchronized void reserveUnstarted() {
        unstartedCount++;
    }

    /* A started thread moves from the unstarted count to the list of threads. */
    synchronized void add(Thread t) {
        if (threads == null) {
            threads = new Thread[4];
        } else if (nthreads == threads.length) {
            Thread[] grown = new Thread[nthreads * 2];
            System.arraycopy(threads, 0, grown, 0, nthreads);
            threads = grown;
        }
        threads[nthreads++] = t;
        if (unstartedCount > 0) {
            unstartedCount--;
        }
    }

    synchronized void startFailed(Thread t) {
        remove(t);
        unstartedCount++;
    }

    synchronized void leave(Thread t) {
        remove(t);
        notifyAll();
    }

    private void remove(Thread t) {
        for (int i = 0; i < nthreads; i++) {
            if (threads[i] == t) {
                System.arraycopy(threads, i + 1, threads, i, nthreads - i - 1);
                threads[--nthreads] = null;
                return;
            }
        }
    }

    public void list() {
        list(System.out, 0);
    }

    private void list(PrintStream out, int indent) {
        Thread[] ts;
        int nt;
        ThreadGroup[] gs;
        int ng;
        synchronized (this) {
            nt = nthreads;
            ts = (threads == null) ? null : (Thread[]) threads.clone();
            ng = ngroups;
            gs = (groups == null) ? null : (ThreadGroup[]) groups.clone();
        }
        printIndent(out, indent);
        out.println(this);
        for (int i = 0; i < nt; i++) {
            printIndent(out, indent + 4);
            out.println(ts[i]);
        }
        for (int i = 0; i < ng; i++) {
            gs[i].list(out, indent + 4);
        }
    }

    private static void printIndent(PrintStream out, int indent) {
        for (int j = 0; j < indent; j++) {
            out.print(" ");
        }
    }

    /* JDK order: the parent group, then the default handler, then print. */
    public void uncaughtException(Thread t, Throwable e) {
        if (parent != null) {
            parent.uncaughtException(t, e);
            return;
        }
        Thread.UncaughtExceptionHandler ueh = Thread.getDefaultUncaughtExceptionHandler();
        if (ueh != null) {
            ueh.uncaughtException(t, e);
        } else if (!(e instanceof ThreadDeath)) {
            System.err.print("Exception in thread \"" + t.getName() + "\" ");
            e.printStackTrace(System.err);
        }
    }

    public String toString() {
        return getClass().getName() + "[name=" + getName() + ",maxpri=" + getMaxPriority() + "]";
    }
}
