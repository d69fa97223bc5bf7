package java.lang.management;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.locks.LockSupport;

import jdk.internal.vm.Management;

/** The beans ManagementFactory hands out, over jdk.internal.vm.Management. */
final class PlatformBeans {
    private PlatformBeans() { }

    static final class Runtime implements RuntimeMXBean {
        private List<String> inputArguments;

        public long getPid() { return Management.pid0(); }
        public String getName() { return Management.pid0() + "@" + Management.hostName0(); }
        public String getVmName() { return System.getProperty("java.vm.name"); }
        public String getVmVendor() { return System.getProperty("java.vm.vendor"); }
        public String getVmVersion() { return System.getProperty("java.vm.version"); }
        public String getSpecName() { return System.getProperty("java.vm.specification.name"); }
        public String getSpecVendor() { return System.getProperty("java.vm.specification.vendor"); }
        public String getSpecVersion() { return System.getProperty("java.vm.specification.version"); }
        public String getManagementSpecVersion() { return "3.0"; }
        public String getClassPath() { return System.getProperty("java.class.path"); }
        public String getLibraryPath() { return System.getProperty("java.library.path"); }
        public boolean isBootClassPathSupported() { return false; }

        public String getBootClassPath() {
            throw new UnsupportedOperationException("Boot class path mechanism is not supported");
        }

        public synchronized List<String> getInputArguments() {
            if (inputArguments == null) {
                String[] a = Management.inputArguments0();
                List<String> l = new ArrayList<String>(a.length);
                for (int i = 0; i < a.length; i++)
                    l.add(a[i]);
                inputArguments = Collections.unmodifiableList(l);
            }
            return inputArguments;
        }

        public long getUptime() { return Management.uptimeNanos0() / 1000000L; }
        public long getStartTime() { return Management.startTime0(); }

        public Map<String, String> getSystemProperties() {
            Properties p = System.getProperties();
            Map<String, String> m = new HashMap<String, String>();
            synchronized (p) {
                for (Iterator<Map.Entry<Object, Object>> it = p.entrySet().iterator(); it.hasNext();) {
                    Map.Entry<Object, Object> e = it.next();
                    if (e.getKey() instanceof String && e.getValue() instanceof String)
                        m.put((String) e.getKey(), (String) e.getValue());
                }
            }
            return m;
        }
    }

    static final class Threads implements ThreadMXBean {
        private volatile boolean cpuTimeEnabled = true;

        public int getThreadCount() { return (int) Management.threadCounts0()[0]; }
        public int getPeakThreadCount() { return (int) Management.threadCounts0()[1]; }
        public long getTotalStartedThreadCount() { return Management.threadCounts0()[3]; }
        public int getDaemonThreadCount() { return (int) Management.threadCounts0()[2]; }
        public void resetPeakThreadCount() { Management.resetPeakThreadCount0(); }

        private static Thread[] live() {
            Thread[] all = Management.threads0();
            int n = 0;
            for (int i = 0; i < all.length; i++)
                if (all[i] != null && all[i].isAlive())
                    all[n++] = all[i];
            Thread[] r = new Thread[n];
            System.arraycopy(all, 0, r, 0, n);
            return r;
        }

        private static Thread find(long id) {
            Thread[] all = Management.threads0();
            for (int i = 0; i < all.length; i++)
                if (all[i] != null && all[i].getId() == id && all[i].isAlive())
                    return all[i];
            return null;
        }

        private static void checkId(long id) {
            if (id <= 0)
                throw new IllegalArgumentException("Invalid thread ID parameter: " + id);
        }

        private static void checkIds(long[] ids) {
            for (int i = 0; i < ids.length; i++)
                checkId(ids[i]);
        }

        private static void checkDepth(int maxDepth) {
            if (maxDepth < 0)
                throw new IllegalArgumentException("Invalid maxDepth parameter: " + maxDepth);
        }

        public long[] getAllThreadIds() {
            Thread[] all = live();
            long[] ids = new long[all.length];
            for (int i = 0; i < all.length; i++)
                ids[i] = all[i].getId();
            return ids;
        }

        private static ThreadInfo info(Thread t, int maxDepth) {
            if (t == null)
                return null;
            Thread.State state = t.getState();
            if (state == Thread.State.TERMINATED)
                return null;
            StackTraceElement[] st = new StackTraceElement[0];
            if (maxDepth != 0) {
                StackTraceElement[] full = t.getStackTrace();
                if (t == Thread.currentThread())
                    full = dropOwnFrames(full);
                int n = maxDepth < 0 || maxDepth > full.length ? full.length : maxDepth;
                st = new StackTraceElement[n];
                System.arraycopy(full, 0, st, 0, n);
            }
            Object blocker = null;
            Thread owner = null;
            if (state == Thread.State.BLOCKED || state == Thread.State.WAITING
                || state == Thread.State.TIMED_WAITING) {
                Object[] li = Management.lockInfo0(t);
                if (li != null) {
                    blocker = li[0];
                    if (state == Thread.State.BLOCKED)
                        owner = (Thread) li[1];
                } else if (state != Thread.State.BLOCKED) {
                    blocker = LockSupport.getBlocker(t);
                }
            }
            return new ThreadInfo(t, state, blocker, owner, st);
        }

        /* The current thread's trace starts at the caller of the bean. */
        private static StackTraceElement[] dropOwnFrames(StackTraceElement[] full) {
            int i = 0;
            while (i < full.length && (full[i].getClassName().startsWith("java.lang.management.PlatformBeans")
                                       || full[i].getClassName().equals("java.lang.Thread")))
                i++;
            StackTraceElement[] r = new StackTraceElement[full.length - i];
            System.arraycopy(full, i, r, 0, r.length);
            return r;
        }

        public ThreadInfo getThreadInfo(long id) { return getThreadInfo(id, 0); }

        public ThreadInfo[] getThreadInfo(long[] ids) { return getThreadInfo(ids, 0); }

        public ThreadInfo getThreadInfo(long id, int maxDepth) {
            checkId(id);
            checkDepth(maxDepth);
            return info(find(id), maxDepth);
        }

        public ThreadInfo[] getThreadInfo(long[] ids, int maxDepth) {
            checkIds(ids);
            checkDepth(maxDepth);
            ThreadInfo[] r = new ThreadInfo[ids.length];
            for (int i = 0; i < ids.length; i++)
                r[i] = info(find(ids[i]), maxDepth);
            return r;
        }

        private void checkLocks(boolean lockedMonitors, boolean lockedSynchronizers) {
            if (lockedMonitors)
                throw new UnsupportedOperationException("Monitoring of Object Monitor Usage is not supported.");
            if (lockedSynchronizers)
                throw new UnsupportedOperationException("Monitoring of Synchronizer Usage is not supported.");
        }

        public ThreadInfo[] getThreadInfo(long[] ids, boolean lockedMonitors, boolean lockedSynchronizers) {
            return getThreadInfo(ids, lockedMonitors, lockedSynchronizers, Integer.MAX_VALUE);
        }

        public ThreadInfo[] getThreadInfo(long[] ids, boolean lockedMonitors, boolean lockedSynchronizers,
                                          int maxDepth) {
            checkIds(ids);
            checkDepth(maxDepth);
            checkLocks(lockedMonitors, lockedSynchronizers);
            ThreadInfo[] r = new ThreadInfo[ids.length];
            for (int i = 0; i < ids.length; i++)
                r[i] = info(find(ids[i]), maxDepth);
            return r;
        }

        public ThreadInfo[] dumpAllThreads(boolean lockedMonitors, boolean lockedSynchronizers) {
            return dumpAllThreads(lockedMonitors, lockedSynchronizers, Integer.MAX_VALUE);
        }

        public ThreadInfo[] dumpAllThreads(boolean lockedMonitors, boolean lockedSynchronizers, int maxDepth) {
            checkDepth(maxDepth);
            checkLocks(lockedMonitors, lockedSynchronizers);
            Thread[] all = live();
            List<ThreadInfo> l = new ArrayList<ThreadInfo>();
            for (int i = 0; i < all.length; i++) {
                ThreadInfo ti = info(all[i], maxDepth);
                if (ti != null)
                    l.add(ti);
            }
            return l.toArray(new ThreadInfo[l.size()]);
        }

        public boolean isThreadContentionMonitoringSupported() { return false; }
        public boolean isThreadContentionMonitoringEnabled() {
            throw new UnsupportedOperationException("Thread contention monitoring is not supported.");
        }
        public void setThreadContentionMonitoringEnabled(boolean enable) {
            throw new UnsupportedOperationException("Thread contention monitoring is not supported.");
        }

        public boolean isThreadCpuTimeSupported() { return true; }
        public boolean isCurrentThreadCpuTimeSupported() { return true; }
        public boolean isThreadCpuTimeEnabled() { return cpuTimeEnabled; }
        public void setThreadCpuTimeEnabled(boolean enable) { cpuTimeEnabled = enable; }

        public long getCurrentThreadCpuTime() {
            return cpuTimeEnabled ? Management.threadCpuTime0(null, false) : -1;
        }

        public long getCurrentThreadUserTime() {
            return cpuTimeEnabled ? Management.threadCpuTime0(null, true) : -1;
        }

        private long cpuTime(long id, boolean user) {
            checkId(id);
            if (!cpuTimeEnabled)
                return -1;
            if (id == Thread.currentThread().getId())
                return Management.threadCpuTime0(null, user);
            Thread t = find(id);
            return t == null ? -1 : Management.threadCpuTime0(t, user);
        }

        public long getThreadCpuTime(long id) { return cpuTime(id, false); }
        public long getThreadUserTime(long id) { return cpuTime(id, true); }

        /* Threads in cycles of threads each blocked entering a monitor the next one owns; null if none. */
        public long[] findMonitorDeadlockedThreads() {
            Thread[] all = live();
            Map<Thread, Thread> waitsFor = new HashMap<Thread, Thread>();
            for (int i = 0; i < all.length; i++) {
                if (all[i].getState() != Thread.State.BLOCKED)
                    continue;
                Object[] li = Management.lockInfo0(all[i]);
                if (li != null && li[1] != null)
                    waitsFor.put(all[i], (Thread) li[1]);
            }
            List<Long> ids = new ArrayList<Long>();
            for (int i = 0; i < all.length; i++) {
                Thread t = waitsFor.get(all[i]);
                for (int steps = 0; t != null && t != all[i] && steps < all.length; steps++)
                    t = waitsFor.get(t);
                if (t == all[i])
                    ids.add(Long.valueOf(all[i].getId()));
            }
            if (ids.isEmpty())
                return null;
            long[] r = new long[ids.size()];
            for (int i = 0; i < r.length; i++)
                r[i] = ids.get(i).longValue();
            return r;
        }

        /* Monitors only: locks of java.util.concurrent are not followed. */
        public long[] findDeadlockedThreads() { return findMonitorDeadlockedThreads(); }
        public boolean isObjectMonitorUsageSupported() { return false; }
        public boolean isSynchronizerUsageSupported() { return false; }
    }

    static final class Memory implements MemoryMXBean {
        private volatile boolean verbose;

        public int getObjectPendingFinalizationCount() { return 0; }

        public MemoryUsage getHeapMemoryUsage() {
            long[] s = Management.heapStats0();
            long committed = s[2] < s[1] ? s[1] : s[2];
            long max = s[3] > 0 ? s[3] : -1;
            if (max >= 0 && committed > max)
                committed = max;
            long init = s[0] > 0 ? s[0] : 0;
            return new MemoryUsage(init, s[1] > committed ? committed : s[1], committed, max);
        }

        public MemoryUsage getNonHeapMemoryUsage() { return new MemoryUsage(0, 0, 0, -1); }

        public boolean isVerbose() { return verbose; }
        public void setVerbose(boolean value) { verbose = value; }
        public void gc() { System.gc(); }
    }

    /** Memory and CPU figures from /proc, as HotSpot reads them on Linux. */
    static final class OperatingSystem implements com.sun.management.OperatingSystemMXBean {
        private long lastBusy = -1, lastTotal = -1;
        private long lastProcessCpu = -1, lastNanos;

        public String getName() { return System.getProperty("os.name"); }
        public String getArch() { return System.getProperty("os.arch"); }
        public String getVersion() { return System.getProperty("os.version"); }
        public int getAvailableProcessors() { return java.lang.Runtime.getRuntime().availableProcessors(); }
        public double getSystemLoadAverage() { return Management.loadAverage0(); }

        private static String readFile(String path) {
            try {
                java.io.FileInputStream in = new java.io.FileInputStream(path);
                try {
                    return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.ISO_8859_1);
                } finally {
                    in.close();
                }
            } catch (java.io.IOException e) {
                return null;
            }
        }

        /* A "Name:   123 kB" line of a /proc file, in bytes; -1 if absent. */
        private static long kbField(String path, String name) {
            String text = readFile(path);
            if (text == null)
                return -1;
            int i = text.indexOf(name + ":");
            if (i < 0 || (i > 0 && text.charAt(i - 1) != '\n'))
                return -1;
            int j = i + name.length() + 1;
            while (j < text.length() && (text.charAt(j) == ' ' || text.charAt(j) == '\t'))
                j++;
            long v = 0;
            boolean any = false;
            while (j < text.length() && Character.isDigit(text.charAt(j))) {
                v = v * 10 + (text.charAt(j++) - '0');
                any = true;
            }
            return any ? v * 1024 : -1;
        }

        public long getCommittedVirtualMemorySize() { return kbField("/proc/self/status", "VmSize"); }
        public long getTotalSwapSpaceSize() { return kbField("/proc/meminfo", "SwapTotal"); }
        public long getFreeSwapSpaceSize() { return kbField("/proc/meminfo", "SwapFree"); }
        public long getProcessCpuTime() { return Management.processCpuTime0(); }
        public long getFreeMemorySize() { return kbField("/proc/meminfo", "MemFree"); }
        public long getTotalMemorySize() { return kbField("/proc/meminfo", "MemTotal"); }

        /* The share of busy time in /proc/stat's cpu line since the last call (since boot at first). */
        public synchronized double getCpuLoad() {
            String text = readFile("/proc/stat");
            if (text == null || !text.startsWith("cpu "))
                return -1.0;
            int end = text.indexOf('\n');
            String[] f = text.substring(4, end < 0 ? text.length() : end).trim().split(" +");
            if (f.length < 4)
                return -1.0;
            long total = 0, idle = 0;
            for (int i = 0; i < f.length && i < 8; i++) {
                long v = Long.parseLong(f[i]);
                total += v;
                if (i == 3 || i == 4)
                    idle += v;
            }
            long busy = total - idle;
            long dBusy = lastTotal < 0 ? busy : busy - lastBusy;
            long dTotal = lastTotal < 0 ? total : total - lastTotal;
            lastBusy = busy;
            lastTotal = total;
            if (dTotal <= 0)
                return 0.0;
            double load = (double) dBusy / dTotal;
            return load < 0 ? 0.0 : load > 1 ? 1.0 : load;
        }

        /* The process's CPU time over wall time and processors since the last call (since start at first). */
        public synchronized double getProcessCpuLoad() {
            long cpu = Management.processCpuTime0();
            long now = System.nanoTime();
            if (cpu < 0)
                return -1.0;
            long dCpu, dWall;
            if (lastProcessCpu < 0) {
                dCpu = cpu;
                dWall = Management.uptimeNanos0();
            } else {
                dCpu = cpu - lastProcessCpu;
                dWall = now - lastNanos;
            }
            lastProcessCpu = cpu;
            lastNanos = now;
            if (dWall <= 0)
                return 0.0;
            double load = (double) dCpu / ((double) dWall * getAvailableProcessors());
            return load < 0 ? 0.0 : load > 1 ? 1.0 : load;
        }
    }

    static final class ClassLoading implements ClassLoadingMXBean {
        private volatile boolean verbose;

        public long getTotalLoadedClassCount() { return Management.loadedClassCount0(); }
        public int getLoadedClassCount() { return Management.loadedClassCount0(); }
        public long getUnloadedClassCount() { return 0; }
        public boolean isVerbose() { return verbose; }
        public void setVerbose(boolean value) { verbose = value; }
    }

    /** The VM has one collector, a full mark-sweep: counted as the old generation's. */
    static final class Collector implements GarbageCollectorMXBean {
        private final String name;
        private final boolean full;

        Collector(String name, boolean full) {
            this.name = name;
            this.full = full;
        }

        public String getName() { return name; }
        public boolean isValid() { return true; }

        public String[] getMemoryPoolNames() {
            return new String[] { "G1 Eden Space", "G1 Survivor Space", "G1 Old Gen" };
        }

        public long getCollectionCount() { return full ? Management.heapStats0()[4] : 0; }
        public long getCollectionTime() { return full ? Management.heapStats0()[5] / 1000000L : 0; }
    }
}
