package com.sun.management;

/** The platform's operating system bean, with the figures HotSpot adds. */
public interface OperatingSystemMXBean extends java.lang.management.OperatingSystemMXBean {
    long getCommittedVirtualMemorySize();
    long getTotalSwapSpaceSize();
    long getFreeSwapSpaceSize();
    long getProcessCpuTime();

    @Deprecated
    default long getFreePhysicalMemorySize() { return getFreeMemorySize(); }

    long getFreeMemorySize();

    @Deprecated
    default long getTotalPhysicalMemorySize() { return getTotalMemorySize(); }

    long getTotalMemorySize();

    @Deprecated
    default double getSystemCpuLoad() { return getCpuLoad(); }

    double getCpuLoad();
    double getProcessCpuLoad();
}
