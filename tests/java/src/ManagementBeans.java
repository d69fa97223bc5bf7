// vm-options: -Xmx64m -Dmgmt.test=yes -Xss1m
import java.io.File;
import java.lang.management.*;
import java.util.*;
import java.util.concurrent.CountDownLatch;

/** java.lang.management and ProcessHandle: deterministic properties and checks, never raw times. */
public class ManagementBeans {
    static volatile boolean stop;

    public static void main(String[] args) throws Exception {
        runtime();
        memory();
        threads();
        os();
        classes();
        collectors();
        process();
        usage();
    }

    static void runtime() {
        RuntimeMXBean r = ManagementFactory.getRuntimeMXBean();
        long pid = ProcessHandle.current().pid();
        // the header's options, in order (a test harness may add others)
        List<String> mine = new ArrayList<String>();
        for (String a : r.getInputArguments())
            if (a.equals("-Xmx64m") || a.startsWith("-Dmgmt.") || a.equals("-Xss1m"))
                mine.add(a);
        System.out.println("input arguments: " + mine);
        System.out.println("name is pid@host: " + r.getName().equals(pid + "@" + r.getName().substring(r.getName().indexOf('@') + 1)));
        System.out.println("getPid matches: " + (r.getPid() == pid));
        System.out.println("pid > 0: " + (pid > 0));
        System.out.println("vm name is property: " + r.getVmName().equals(System.getProperty("java.vm.name")));
        System.out.println("vm vendor is property: " + r.getVmVendor().equals(System.getProperty("java.vm.vendor")));
        System.out.println("vm version is property: " + r.getVmVersion().equals(System.getProperty("java.vm.version")));
        System.out.println("spec: " + r.getSpecName() + " / " + r.getSpecVendor() + " / " + r.getSpecVersion());
        System.out.println("management spec: " + r.getManagementSpecVersion());
        System.out.println("class path is property: " + r.getClassPath().equals(System.getProperty("java.class.path")));
        System.out.println("library path is property: " + r.getLibraryPath().equals(System.getProperty("java.library.path")));
        System.out.println("boot class path supported: " + r.isBootClassPathSupported());
        try {
            r.getBootClassPath();
        } catch (UnsupportedOperationException e) {
            System.out.println("getBootClassPath: " + e);
        }
        System.out.println("property seen: " + r.getSystemProperties().get("mgmt.test"));
        long now = System.currentTimeMillis();
        System.out.println("start time in the past minute: " + (r.getStartTime() <= now && r.getStartTime() > now - 60000));
        long up1 = r.getUptime();
        System.out.println("uptime sane: " + (up1 >= 0 && up1 < 60000));
        System.out.println("uptime does not go back: " + (r.getUptime() >= up1));
        try {
            r.getInputArguments().add("x");
        } catch (UnsupportedOperationException e) {
            System.out.println("input arguments unmodifiable");
        }
        System.out.println("same bean: " + (ManagementFactory.getRuntimeMXBean() == r));
    }

    static void memory() {
        MemoryMXBean m = ManagementFactory.getMemoryMXBean();
        MemoryUsage h = m.getHeapMemoryUsage();
        System.out.println("heap max is -Xmx: " + (h.getMax() == 64L * 1024 * 1024));
        System.out.println("heap used <= committed <= max: " + (h.getUsed() <= h.getCommitted() && h.getCommitted() <= h.getMax()));
        System.out.println("heap used > 0: " + (h.getUsed() > 0));
        MemoryUsage nh = m.getNonHeapMemoryUsage();
        System.out.println("non-heap max: " + nh.getMax());
        System.out.println("pending finalization: " + m.getObjectPendingFinalizationCount());
        System.out.println("verbose: " + m.isVerbose());
    }

    static void threads() throws Exception {
        ThreadMXBean t = ManagementFactory.getThreadMXBean();
        int before = t.getThreadCount();
        long startedBefore = t.getTotalStartedThreadCount();
        int daemonsBefore = t.getDaemonThreadCount();
        final CountDownLatch ready = new CountDownLatch(2);
        final Object lock = new Object();
        Thread w = new Thread(new Runnable() {
            public void run() {
                synchronized (lock) {
                    ready.countDown();
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                    }
                }
            }
        }, "mgmt-waiter");
        Thread d = new Thread(new Runnable() {
            public void run() {
                ready.countDown();
                while (!stop)
                    Thread.onSpinWait();
            }
        }, "mgmt-spinner");
        d.setDaemon(true);
        w.start();
        d.start();
        ready.await();
        while (w.getState() != Thread.State.WAITING)
            Thread.sleep(1);
        System.out.println("thread count +2: " + (t.getThreadCount() == before + 2));
        System.out.println("started +2: " + (t.getTotalStartedThreadCount() == startedBefore + 2));
        System.out.println("daemon count +1: " + (t.getDaemonThreadCount() == daemonsBefore + 1));
        System.out.println("peak >= count: " + (t.getPeakThreadCount() >= t.getThreadCount()));
        long[] ids = t.getAllThreadIds();
        Set<Long> idSet = new HashSet<Long>();
        for (long id : ids)
            idSet.add(id);
        System.out.println("ids hold main, waiter, spinner: " + (idSet.contains(Thread.currentThread().getId())
            && idSet.contains(w.getId()) && idSet.contains(d.getId())));
        System.out.println("ids match count: " + (ids.length == t.getThreadCount()));

        ThreadInfo wi = t.getThreadInfo(w.getId());
        System.out.println("waiter: " + wi.getThreadName() + " " + wi.getThreadState() + " id matches "
            + (wi.getThreadId() == w.getId()) + " frames " + wi.getStackTrace().length + " daemon " + wi.isDaemon()
            + " prio " + wi.getPriority() + " suspended " + wi.isSuspended() + " native " + wi.isInNative());
        ThreadInfo wi2 = t.getThreadInfo(w.getId(), 100);
        StackTraceElement[] st = wi2.getStackTrace();
        boolean hasRun = false;
        for (StackTraceElement e : st)
            if (e.getMethodName().equals("run") && e.getClassName().startsWith("ManagementBeans"))
                hasRun = true;
        System.out.println("waiter's trace holds its run(): " + hasRun);
        System.out.println("waiter's trace ends in Thread.run: " + st[st.length - 1].getMethodName());
        ThreadInfo di = t.getThreadInfo(d.getId(), 0);
        System.out.println("spinner: " + di.getThreadName() + " " + di.getThreadState() + " daemon " + di.isDaemon());
        System.out.print("toString: " + di.toString().replace("Id=" + d.getId() + " ", "Id=N "));
        System.out.println("no such thread: " + t.getThreadInfo(Long.MAX_VALUE));
        ThreadInfo[] some = t.getThreadInfo(new long[] { w.getId(), Long.MAX_VALUE });
        System.out.println("array: " + some.length + " " + some[0].getThreadName() + " " + some[1]);
        try {
            t.getThreadInfo(0);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            t.getThreadInfo(1, -1);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        boolean sawWaiter = false, sawMain = false;
        for (ThreadInfo ti : t.dumpAllThreads(false, false)) {
            if (ti.getThreadName().equals("mgmt-waiter"))
                sawWaiter = ti.getThreadState() == Thread.State.WAITING;
            if (ti.getThreadName().equals("main"))
                sawMain = ti.getThreadState() == Thread.State.RUNNABLE;
        }
        System.out.println("dump: waiter WAITING " + sawWaiter + ", main RUNNABLE " + sawMain);

        System.out.println("cpu time supported: " + t.isThreadCpuTimeSupported() + " " + t.isCurrentThreadCpuTimeSupported()
            + " enabled " + t.isThreadCpuTimeEnabled());
        long c1 = t.getCurrentThreadCpuTime();
        long sum = 0;
        for (int i = 0; i < 2000000; i++)
            sum += i ^ (sum >>> 3);
        long c2 = t.getCurrentThreadCpuTime();
        System.out.println("cpu time grows: " + (c1 > 0 && c2 > c1) + (sum == 42 ? "!" : ""));
        System.out.println("user time <= cpu time: " + (t.getCurrentThreadUserTime() <= t.getCurrentThreadCpuTime()));
        System.out.println("own id cpu time > 0: " + (t.getThreadCpuTime(Thread.currentThread().getId()) > 0));
        long sc = t.getThreadCpuTime(d.getId());
        System.out.println("spinner cpu time >= 0: " + (sc >= 0));
        System.out.println("unknown thread cpu time: " + t.getThreadCpuTime(Long.MAX_VALUE));
        t.setThreadCpuTimeEnabled(false);
        System.out.println("disabled: " + t.getCurrentThreadCpuTime() + " " + t.getThreadCpuTime(d.getId()));
        t.setThreadCpuTimeEnabled(true);

        stop = true;
        synchronized (lock) {
            lock.notifyAll();
        }
        w.join();
        d.join();
        System.out.println("thread count back: " + (t.getThreadCount() == before));
        System.out.println("ended thread cpu time: " + t.getThreadCpuTime(w.getId()));
        System.out.println("ended thread info: " + t.getThreadInfo(w.getId()));
        t.resetPeakThreadCount();
        System.out.println("peak after reset == count: " + (t.getPeakThreadCount() == t.getThreadCount()));
    }

    static void os() {
        OperatingSystemMXBean o = ManagementFactory.getOperatingSystemMXBean();
        System.out.println("os: " + o.getName() + " " + o.getArch() + " version is property "
            + o.getVersion().equals(System.getProperty("os.version")));
        System.out.println("processors: " + (o.getAvailableProcessors() == Runtime.getRuntime().availableProcessors()));
        double l = o.getSystemLoadAverage();
        System.out.println("load average >= 0: " + (l >= 0));
        com.sun.management.OperatingSystemMXBean x = (com.sun.management.OperatingSystemMXBean) o;
        long total = x.getTotalMemorySize(), free = x.getFreeMemorySize();
        System.out.println("memory: total > 0 " + (total > 0) + ", free in range " + (free >= 0 && free <= total)
            + ", deprecated forms agree " + (x.getTotalPhysicalMemorySize() == total));
        System.out.println("swap free <= total: " + (x.getFreeSwapSpaceSize() <= x.getTotalSwapSpaceSize()));
        System.out.println("committed virtual memory > heap max: " + (x.getCommittedVirtualMemorySize() > 64L * 1024 * 1024));
        System.out.println("process cpu time > 0: " + (x.getProcessCpuTime() > 0));
        double cl = x.getCpuLoad(), pl = x.getProcessCpuLoad();
        System.out.println("loads in range: " + (cl >= 0 && cl <= 1) + " " + (pl >= 0 && pl <= 1));
    }

    static void classes() {
        ClassLoadingMXBean c = ManagementFactory.getClassLoadingMXBean();
        int n = c.getLoadedClassCount();
        System.out.println("classes loaded > 100: " + (n > 100));
        System.out.println("total >= loaded: " + (c.getTotalLoadedClassCount() >= n));
        new Object() { };
        System.out.println("a new class counts: " + (c.getLoadedClassCount() > n));
        System.out.println("unloaded: " + c.getUnloadedClassCount() + " verbose: " + c.isVerbose());
    }

    static void collectors() {
        List<GarbageCollectorMXBean> gcs = ManagementFactory.getGarbageCollectorMXBeans();
        long before = 0;
        for (GarbageCollectorMXBean g : gcs)
            before += g.getCollectionCount();
        System.gc();
        long after = 0, time = 0;
        for (GarbageCollectorMXBean g : gcs) {
            after += g.getCollectionCount();
            time += g.getCollectionTime();
            if (!g.isValid() || g.getMemoryPoolNames().length == 0)
                System.out.println("bad collector " + g.getName());
        }
        System.out.println("collectors: " + (gcs.size() > 0) + ", System.gc counted: " + (after > before)
            + ", time >= 0: " + (time >= 0));
        try {
            gcs.clear();
            System.out.println("collector list modifiable");
        } catch (UnsupportedOperationException e) {
            System.out.println("collector list unmodifiable");
        }
    }

    static void process() throws Exception {
        ProcessHandle p = ProcessHandle.current();
        System.out.println("current is current: " + (p == ProcessHandle.current() || p.equals(ProcessHandle.current())));
        System.out.println("alive: " + p.isAlive());
        System.out.println("toString is pid: " + p.toString().equals(Long.toString(p.pid())));
        System.out.println("hashCode: " + (p.hashCode() == Long.hashCode(p.pid())));
        System.out.println("of(pid): " + ProcessHandle.of(p.pid()).get().equals(p));
        System.out.println("of(huge) empty: " + !ProcessHandle.of(Integer.MAX_VALUE - 1).isPresent());
        System.out.println("parent present: " + p.parent().isPresent());
        System.out.println("compareTo self: " + p.compareTo(ProcessHandle.current()));
        ProcessHandle.Info info = p.info();
        System.out.println("command is a file: " + new File(info.command().get()).isFile());
        String[] a = info.arguments().get();
        System.out.println("last argument: " + a[a.length - 1]);
        System.out.println("arguments hold -Dmgmt.test=yes: " + Arrays.asList(a).contains("-Dmgmt.test=yes"));
        System.out.println("command line starts with command: " + info.commandLine().get().startsWith(info.command().get()));
        System.out.println("user: " + info.user().get().equals(System.getProperty("user.name")));
        System.out.println("start instant present: " + info.startInstant().isPresent());
        System.out.println("cpu duration present: " + info.totalCpuDuration().isPresent());
        String s = info.toString();
        System.out.println("info text: " + (s.startsWith("[user: Optional[") && s.contains("cmd: ") && s.contains(", args: [")
            && s.contains("startTime: Optional[") && s.endsWith("]")));
        try {
            p.destroy();
        } catch (IllegalStateException e) {
            System.out.println(e);
        }
        try {
            p.onExit();
        } catch (IllegalStateException e) {
            System.out.println(e);
        }
        System.out.println("normal termination: " + p.supportsNormalTermination());
    }

    static void usage() {
        System.out.println(new MemoryUsage(-1, 0, 0, -1));
        System.out.println(new MemoryUsage(1 << 20, 3000, 4096, 1L << 33));
        String[][] bad = { { "-2", "0", "0", "0" }, { "0", "-1", "0", "0" }, { "0", "0", "-1", "0" },
                           { "0", "0", "0", "-2" }, { "0", "5", "4", "10" }, { "0", "1", "11", "10" } };
        for (String[] b : bad) {
            try {
                new MemoryUsage(Long.parseLong(b[0]), Long.parseLong(b[1]), Long.parseLong(b[2]), Long.parseLong(b[3]));
            } catch (IllegalArgumentException e) {
                System.out.println(e);
            }
        }
        System.out.println(MemoryType.HEAP + " / " + MemoryType.NON_HEAP + " / " + MemoryType.valueOf("HEAP").name());
        LockInfo li = new LockInfo("a.B", 255);
        System.out.println(li + " " + li.getClassName() + " " + li.getIdentityHashCode());
        MonitorInfo mi = new MonitorInfo("x.Y", 16, -1, null);
        System.out.println(mi + " " + mi.getLockedStackDepth() + " " + mi.getLockedStackFrame());
        try {
            new MonitorInfo("x.Y", 16, 2, null);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        System.out.println(ManagementFactory.RUNTIME_MXBEAN_NAME + " " + ManagementFactory.THREAD_MXBEAN_NAME + " "
            + ManagementFactory.GARBAGE_COLLECTOR_MXBEAN_DOMAIN_TYPE);
    }
}
