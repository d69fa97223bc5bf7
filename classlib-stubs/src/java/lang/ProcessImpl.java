package java.lang;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * A child process started with posix_spawn (natives in
 * classlib-stubs/natives/process.c). A daemon "process reaper" thread waits for
 * its end in a native, then reaps it under this object's lock and wakes the
 * waiters: waitFor is an Object.wait, so it is interruptible and, under green
 * threads, scheduled like any wait. Signals are sent under the same lock and only
 * before the reap, so a pid the system may have reused is never signalled.
 */
final class ProcessImpl extends Process {
    /* modes of the child's fds 0, 1 and 2, as spawn0 takes them */
    static final int PIPE = 0, INHERIT = 1, READ = 2, WRITE = 3, APPEND = 4;

    private static native long spawn0(String[] argv, String[] env, String dir, int[] modes, String[] files,
            boolean mergeErr, int[] fds) throws IOException;
    private static native void waitExit0(long pid);
    private static native int reap0(long pid);
    private static native void kill0(long pid, boolean force);
    static native int read0(int fd, byte[] b, int off, int len) throws IOException;
    static native void write0(int fd, byte[] b, int off, int len) throws IOException;
    static native int available0(int fd);
    static native void close0(int fd);

    private final long pid;
    private final OutputStream stdin;
    private final PipeOutputStream stdinPipe;
    private final InputStream stdout;
    private final InputStream stderr;
    private boolean hasExited;
    private int exitCode;
    private CompletableFuture<Process> exitFuture;

    private ProcessImpl(long pid, int[] fds) {
        this.pid = pid;
        stdinPipe = fds[0] < 0 ? null : new PipeOutputStream(fds[0]);
        stdin = stdinPipe == null ? (OutputStream) new NullOutputStream() : new BufferedOutputStream(stdinPipe, 8192);
        stdout = fds[1] < 0 ? (InputStream) new NullInputStream() : new BufferedInputStream(new PipeInputStream(fds[1]), 8192);
        stderr = fds[2] < 0 ? (InputStream) new NullInputStream() : new BufferedInputStream(new PipeInputStream(fds[2]), 8192);
    }

    static Process start(String[] argv, String[] env, String dir, int[] modes, String[] files, boolean mergeErr)
            throws IOException {
        int[] fds = new int[] { -1, -1, -1 };
        long pid = spawn0(argv, env, dir, modes, files, mergeErr, fds);
        final ProcessImpl p = new ProcessImpl(pid, fds);
        Thread reaper = new Thread("process reaper") {
            public void run() {
                p.reap();
            }
        };
        reaper.setDaemon(true);
        reaper.start();
        return p;
    }

    private void reap() {
        waitExit0(pid);
        CompletableFuture<Process> f;
        synchronized (this) {
            exitCode = reap0(pid);
            hasExited = true;
            notifyAll();
            f = exitFuture;
        }
        /* As the JDK's: nobody reads the child's stdin any more, so writes fail with "Stream closed". */
        if (stdinPipe != null)
            stdinPipe.close();
        if (f != null)
            f.complete(this);
    }

    public OutputStream getOutputStream() { return stdin; }

    public InputStream getInputStream() { return stdout; }

    public InputStream getErrorStream() { return stderr; }

    public synchronized int waitFor() throws InterruptedException {
        while (!hasExited)
            wait();
        return exitCode;
    }

    public synchronized boolean waitFor(long timeout, TimeUnit unit) throws InterruptedException {
        long remaining = unit.toNanos(timeout);
        if (hasExited)
            return true;
        if (timeout <= 0)
            return false;
        long deadline = System.nanoTime() + remaining;
        while (!hasExited) {
            if (remaining <= 0)
                return false;
            wait(Math.max(1, (remaining + 999999) / 1000000));
            remaining = deadline - System.nanoTime();
        }
        return true;
    }

    public synchronized int exitValue() {
        if (!hasExited)
            throw new IllegalThreadStateException("process hasn't exited");
        return exitCode;
    }

    public synchronized boolean isAlive() { return !hasExited; }

    private void signal(boolean force) {
        synchronized (this) {
            if (!hasExited)
                kill0(pid, force);
        }
        closeQuietly(stdin);
        closeQuietly(stdout);
        closeQuietly(stderr);
    }

    private static void closeQuietly(java.io.Closeable c) {
        try {
            c.close();
        } catch (IOException e) {
            // already failed or closed: nothing to release
        }
    }

    public void destroy() { signal(false); }

    public Process destroyForcibly() {
        signal(true);
        return this;
    }

    public boolean supportsNormalTermination() { return true; }

    public long pid() { return pid; }

    public synchronized CompletableFuture<Process> onExit() {
        if (exitFuture == null) {
            exitFuture = new CompletableFuture<Process>();
            if (hasExited)
                exitFuture.complete(this);
        }
        return exitFuture;
    }

    public ProcessHandle toHandle() { return ProcessHandleImpl.child(pid); }

    public String toString() {
        return "Process[pid=" + pid + ", exitValue=" + (hasExited ? String.valueOf(exitCode) : "\"not exited\"") + "]";
    }

    /** Our end of a pipe to the child's stdout or stderr. */
    static final class PipeInputStream extends InputStream {
        private int fd;

        PipeInputStream(int fd) { this.fd = fd; }

        private int fd() throws IOException {
            int f = fd;
            if (f < 0)
                throw new IOException("Stream closed");
            return f;
        }

        public int read() throws IOException {
            byte[] b = new byte[1];
            int n = read(b, 0, 1);
            return n < 0 ? -1 : b[0] & 0xff;
        }

        public int read(byte[] b, int off, int len) throws IOException {
            return read0(fd(), b, off, len);
        }

        public int available() throws IOException {
            return available0(fd());
        }

        public void close() {
            int f;
            synchronized (this) {
                f = fd;
                fd = -1;
            }
            if (f >= 0)
                close0(f);
        }
    }

    /** Our end of the pipe to the child's stdin. */
    static final class PipeOutputStream extends OutputStream {
        private int fd;

        PipeOutputStream(int fd) { this.fd = fd; }

        private int fd() throws IOException {
            int f = fd;
            if (f < 0)
                throw new IOException("Stream closed");
            return f;
        }

        public void write(int b) throws IOException {
            write0(fd(), new byte[] { (byte) b }, 0, 1);
        }

        public void write(byte[] b, int off, int len) throws IOException {
            write0(fd(), b, off, len);
        }

        public void close() {
            int f;
            synchronized (this) {
                f = fd;
                fd = -1;
            }
            if (f >= 0)
                close0(f);
        }
    }

    /** The stream of a redirected stdout or stderr: always at its end. */
    static final class NullInputStream extends InputStream {
        public int read() { return -1; }

        public int available() { return 0; }
    }

    /** The stream of a redirected stdin: every write fails. */
    static final class NullOutputStream extends OutputStream {
        public void write(int b) throws IOException {
            throw new IOException("Stream closed");
        }
    }
}
