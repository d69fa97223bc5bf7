package java.security;

/**
 * A class loader that, in the JDK, attaches code sources and permissions to
 * the classes it defines. This library has no security manager or policy,
 * so it adds nothing to ClassLoader but its place in the hierarchy
 * (URLClassLoader extends it).
 */
public class SecureClassLoader extends ClassLoader {
    protected SecureClassLoader(ClassLoader parent) {
        super(parent);
    }

    protected SecureClassLoader() {
        super();
    }

    protected SecureClassLoader(String name, ClassLoader parent) {
        super(name, parent);
    }
}
