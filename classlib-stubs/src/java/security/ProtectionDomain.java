package java.security;

/**
 * The protection domain a class was defined in. This library has no
 * security policy, code sources or permissions: every class is in one
 * domain, which {@code Class.getProtectionDomain()} returns and which
 * class file transformers are handed.
 */
public class ProtectionDomain {
    static final ProtectionDomain ALL = new ProtectionDomain();

    private ProtectionDomain() {
    }

    /** Always null here: no code sources. */
    public final Object getCodeSource() {
        return null;
    }

    public final ClassLoader getClassLoader() {
        return null;
    }

    @Override
    public String toString() {
        return "ProtectionDomain  null\n null\n <no principals>\n null\n";
    }
}
