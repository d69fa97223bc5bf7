package java.lang;

/**
 * Present only so that programs compiled against the JDK link:
 * {@link System#getSecurityManager()} always answers null and no security
 * manager can be installed.
 */
public class SecurityManager {
    public SecurityManager() {
    }

    public void checkPermission(Object perm) {
    }

    public void checkExit(int status) {
    }

    public void checkRead(String file) {
    }

    public void checkWrite(String file) {
    }

    public void checkPropertyAccess(String key) {
    }

    public ThreadGroup getThreadGroup() {
        return Thread.currentThread().getThreadGroup();
    }
}
