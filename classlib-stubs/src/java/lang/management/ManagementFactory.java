package java.lang.management;

import java.util.ArrayList;
import java.util.List;

/**
 * The platform beans. There is no javax.management, so no
 * getPlatformMBeanServer and no bean proxies; and, as on HotSpot with -Xint,
 * no compilation bean: getCompilationMXBean() returns null.
 */
public class ManagementFactory {
    public static final String CLASS_LOADING_MXBEAN_NAME = "java.lang:type=ClassLoading";
    public static final String COMPILATION_MXBEAN_NAME = "java.lang:type=Compilation";
    public static final String MEMORY_MXBEAN_NAME = "java.lang:type=Memory";
    public static final String OPERATING_SYSTEM_MXBEAN_NAME = "java.lang:type=OperatingSystem";
    public static final String RUNTIME_MXBEAN_NAME = "java.lang:type=Runtime";
    public static final String THREAD_MXBEAN_NAME = "java.lang:type=Threading";
    public static final String GARBAGE_COLLECTOR_MXBEAN_DOMAIN_TYPE = "java.lang:type=GarbageCollector";
    public static final String MEMORY_MANAGER_MXBEAN_DOMAIN_TYPE = "java.lang:type=MemoryManager";
    public static final String MEMORY_POOL_MXBEAN_DOMAIN_TYPE = "java.lang:type=MemoryPool";

    private static final RuntimeMXBean RUNTIME = new PlatformBeans.Runtime();
    private static final ThreadMXBean THREADS = new PlatformBeans.Threads();
    private static final MemoryMXBean MEMORY = new PlatformBeans.Memory();
    private static final OperatingSystemMXBean OS = new PlatformBeans.OperatingSystem();
    private static final ClassLoadingMXBean CLASSES = new PlatformBeans.ClassLoading();
    private static final List<GarbageCollectorMXBean> COLLECTORS;

    static {
        List<GarbageCollectorMXBean> l = new ArrayList<GarbageCollectorMXBean>();
        l.add(new PlatformBeans.Collector("G1 Young Generation", false));
        l.add(new PlatformBeans.Collector("G1 Old Generation", true));
        COLLECTORS = l;
    }

    private ManagementFactory() { }

    public static ClassLoadingMXBean getClassLoadingMXBean() { return CLASSES; }
    public static MemoryMXBean getMemoryMXBean() { return MEMORY; }
    public static ThreadMXBean getThreadMXBean() { return THREADS; }
    public static RuntimeMXBean getRuntimeMXBean() { return RUNTIME; }
    public static CompilationMXBean getCompilationMXBean() { return null; }
    public static OperatingSystemMXBean getOperatingSystemMXBean() { return OS; }

    /** A new list each time, as the JDK's. */
    public static List<GarbageCollectorMXBean> getGarbageCollectorMXBeans() {
        return new ArrayList<GarbageCollectorMXBean>(COLLECTORS);
    }

    public static List<MemoryManagerMXBean> getMemoryManagerMXBeans() {
        return new ArrayList<MemoryManagerMXBean>(COLLECTORS);
    }
}
