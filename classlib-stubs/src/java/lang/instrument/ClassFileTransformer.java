package java.lang.instrument;

import java.security.ProtectionDomain;

/**
 * An agent's transformer of class files: called, once registered with
 * {@link Instrumentation#addTransformer}, for every class defined and (when
 * registered as retransformation capable) every class retransformed or
 * redefined. A null result or an exception leaves the bytes as they are.
 */
public interface ClassFileTransformer {
    default byte[] transform(ClassLoader loader, String className, Class<?> classBeingRedefined,
            ProtectionDomain protectionDomain, byte[] classfileBuffer) throws IllegalClassFormatException {
        return null;
    }

    default byte[] transform(Module module, ClassLoader loader, String className, Class<?> classBeingRedefined,
            ProtectionDomain protectionDomain, byte[] classfileBuffer) throws IllegalClassFormatException {
        return transform(loader, className, classBeingRedefined, protectionDomain, classfileBuffer);
    }
}
