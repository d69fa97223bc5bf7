package java.lang;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;

import jdk.internal.vm.Management;

/** Processes as /proc shows them; the current one through the VM. */
final class ProcessHandleImpl implements ProcessHandle {
    private static ProcessHandleImpl current;

    private final long pid;

    private ProcessHandleImpl(long pid) { this.pid = pid; }

    static synchronized ProcessHandleImpl current() {
        if (current == null)
            current = new ProcessHandleImpl(Management.pid0());
        return current;
    }

    /** The handle of a child this VM started. */
    static ProcessHandleImpl child(long pid) {
        return new ProcessHandleImpl(pid);
    }

    static Optional<ProcessHandle> of(long pid) {
        if (pid == Management.pid0())
            return Optional.<ProcessHandle>of(current());
        return procExists(pid) ? Optional.<ProcessHandle>of(new ProcessHandleImpl(pid)) : Optional.<ProcessHandle>empty();
    }

    private static boolean procExists(long pid) {
        return pid > 0 && new File("/proc/" + pid).isDirectory();
    }

    private static long[] allPids() {
        String[] names = new File("/proc").list();
        if (names == null)
            return new long[0];
        long[] r = new long[names.length];
        int n = 0;
        for (int i = 0; i < names.length; i++) {
            try {
                r[n] = Long.parseLong(names[i]);
                n++;
            } catch (NumberFormatException e) {
                // not a process
            }
        }
        long[] out = Arrays.copyOf(r, n);
        Arrays.sort(out);
        return out;
    }

    static Stream<ProcessHandle> all() {
        long[] pids = allPids();
        List<ProcessHandle> l = new ArrayList<ProcessHandle>();
        long me = Management.pid0();
        for (int i = 0; i < pids.length; i++)
            l.add(pids[i] == me ? current() : new ProcessHandleImpl(pids[i]));
        return l.stream();
    }

    private static byte[] readProc(long pid, String what) {
        try {
            FileInputStream in = new FileInputStream("/proc/" + pid + "/" + what);
            try {
                return in.readAllBytes();
            } finally {
                in.close();
            }
        } catch (IOException e) {
            return null;
        }
    }

    /** The fields of /proc/pid/stat after the command, from field 3 (state) on. */
    private static String[] statFields(long pid) {
        byte[] b = readProc(pid, "stat");
        if (b == null)
            return null;
        String s = new String(b, 0, b.length, java.nio.charset.StandardCharsets.ISO_8859_1);
        int close = s.lastIndexOf(')');
        if (close < 0)
            return null;
        return s.substring(close + 1).trim().split(" ");
    }

    private static long parentPid(long pid) {
        String[] f = statFields(pid);
        if (f == null || f.length < 2)
            return -1;
        try {
            return Long.parseLong(f[1]);
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    public long pid() { return pid; }

    public Optional<ProcessHandle> parent() {
        long pp = parentPid(pid);
        return pp > 0 ? of(pp) : Optional.<ProcessHandle>empty();
    }

    public Stream<ProcessHandle> children() {
        List<ProcessHandle> l = new ArrayList<ProcessHandle>();
        long[] pids = allPids();
        for (int i = 0; i < pids.length; i++)
            if (parentPid(pids[i]) == pid)
                l.add(new ProcessHandleImpl(pids[i]));
        return l.stream();
    }

    public Stream<ProcessHandle> descendants() {
        long[] pids = allPids();
        long[] parents = new long[pids.length];
        for (int i = 0; i < pids.length; i++)
            parents[i] = parentPid(pids[i]);
        List<ProcessHandle> l = new ArrayList<ProcessHandle>();
        List<Long> frontier = new ArrayList<Long>();
        frontier.add(Long.valueOf(pid));
        for (int k = 0; k < frontier.size(); k++) {
            long p = frontier.get(k).longValue();
            for (int i = 0; i < pids.length; i++)
                if (parents[i] == p) {
                    l.add(new ProcessHandleImpl(pids[i]));
                    frontier.add(Long.valueOf(pids[i]));
                }
        }
        return l.stream();
    }

    public ProcessHandle.Info info() { return new InfoImpl(this); }

    public CompletableFuture<ProcessHandle> onExit() {
        if (this == current())
            throw new IllegalStateException("onExit for current process not allowed");
        throw new UnsupportedOperationException("onExit");
    }

    public boolean supportsNormalTermination() { return true; }

    public boolean destroy() {
        if (this == current())
            throw new IllegalStateException("destroy of current process not allowed");
        return false;
    }

    public boolean destroyForcibly() {
        if (this == current())
            throw new IllegalStateException("destroy of current process not allowed");
        return false;
    }

    public boolean isAlive() {
        return this == current() || procExists(pid);
    }

    public int hashCode() { return Long.hashCode(pid); }

    public boolean equals(Object obj) {
        return obj instanceof ProcessHandleImpl && ((ProcessHandleImpl) obj).pid == pid;
    }

    public int compareTo(ProcessHandle other) { return Long.compare(pid, other.pid()); }

    public String toString() { return String.valueOf(pid); }

    static final class InfoImpl implements ProcessHandle.Info {
        private String command;
        private String[] arguments;
        private String user;
        private long startTime = -1;
        private long totalTime = -1;

        InfoImpl(ProcessHandleImpl h) {
            try {
                command = new File("/proc/" + h.pid + "/exe").getCanonicalPath();
            } catch (IOException e) {
                command = null;
            }
            byte[] cl = readProc(h.pid, "cmdline");
            if (cl != null && cl.length > 0) {
                List<String> parts = new ArrayList<String>();
                int start = 0;
                for (int i = 0; i < cl.length; i++)
                    if (cl[i] == 0) {
                        parts.add(new String(cl, start, i - start, java.nio.charset.StandardCharsets.UTF_8));
                        start = i + 1;
                    }
                if (start < cl.length)
                    parts.add(new String(cl, start, cl.length - start, java.nio.charset.StandardCharsets.UTF_8));
                if (parts.size() > 1)
                    arguments = parts.subList(1, parts.size()).toArray(new String[0]);
            }
            if (h == current()) {
                user = System.getProperty("user.name");
                startTime = Management.startTime0();
                totalTime = Management.processCpuTime0();
            }
        }

        public Optional<String> command() { return Optional.ofNullable(command); }

        public Optional<String> commandLine() {
            if (command == null)
                return Optional.empty();
            if (arguments == null)
                return Optional.of(command);
            StringBuilder sb = new StringBuilder(command);
            for (int i = 0; i < arguments.length; i++)
                sb.append(' ').append(arguments[i]);
            return Optional.of(sb.toString());
        }

        public Optional<String[]> arguments() {
            return arguments == null ? Optional.<String[]>empty() : Optional.of(arguments.clone());
        }

        public Optional<Instant> startInstant() {
            return startTime > 0 ? Optional.of(Instant.ofEpochMilli(startTime)) : Optional.<Instant>empty();
        }

        public Optional<Duration> totalCpuDuration() {
            return totalTime >= 0 ? Optional.of(Duration.ofNanos(totalTime)) : Optional.<Duration>empty();
        }

        public Optional<String> user() { return Optional.ofNullable(user); }

        public String toString() {
            StringBuilder sb = new StringBuilder("[");
            if (user != null)
                sb.append("user: ").append(user());
            if (command != null) {
                if (sb.length() > 1)
                    sb.append(", ");
                sb.append("cmd: ").append(command);
            }
            if (arguments != null && arguments.length > 0) {
                if (sb.length() > 1)
                    sb.append(", ");
                sb.append("args: ").append(Arrays.toString(arguments));
            }
            if (startTime > 0) {
                if (sb.length() > 1)
                    sb.append(", ");
                sb.append("startTime: ").append(startInstant());
            }
            if (totalTime >= 0) {
                if (sb.length() > 1)
                    sb.append(", ");
                sb.append("totalTime: ").append(totalCpuDuration());
            }
            return sb.append(']').toString();
        }
    }
}
