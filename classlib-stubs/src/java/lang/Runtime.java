package java.lang;

import java.io.File;

/** The running VM: memory figures, exit, shutdown hooks and native libraries. */
public class Runtime {
    private static final Runtime currentRuntime = new Runtime();

    private Runtime() {
    }

    public static Runtime getRuntime() {
        return currentRuntime;
    }

    public native int availableProcessors();

    public native long freeMemory();

    public native long totalMemory();

    public native long maxMemory();

    public native void gc();

    /* A null class asks the VM to use the caller's class loader. */
    private static native void load0(Class<?> fromClass, String absolutePath);

    private static native void loadLibrary0(Class<?> fromClass, String libname);

    public void exit(int status) {
        Shutdown.exit(status);
    }

    public void halt(int status) {
        Shutdown.halt(status);
    }

    public void addShutdownHook(Thread hook) {
        Shutdown.addHook(hook);
    }

    public boolean removeShutdownHook(Thread hook) {
        return Shutdown.removeHook(hook);
    }

    public void runFinalization() {
    }

    public void load(String filename) {
        if (!new File(filename).isAbsolute()) {
            throw new UnsatisfiedLinkError("Expecting an absolute path of the library: "
                    + filename);
        }
        load0(null, filename);
    }

    public void loadLibrary(String libname) {
        if (libname.indexOf(File.separatorChar) >= 0) {
            throw new UnsatisfiedLinkError(
                    "Directory separator should not appear in library name: " + libname);
        }
        loadLibrary0(null, libname);
    }
}
