package java.lang.instrument;

import java.util.jar.JarFile;

/**
 * The services a Java agent gets in its premain or agentmain method
 * (-javaagent, or loading through the attach mechanism).
 */
public interface Instrumentation {
    void addTransformer(ClassFileTransformer transformer, boolean canRetransform);

    void addTransformer(ClassFileTransformer transformer);

    boolean removeTransformer(ClassFileTransformer transformer);

    boolean isRetransformClassesSupported();

    void retransformClasses(Class<?>... classes) throws UnmodifiableClassException;

    boolean isRedefineClassesSupported();

    void redefineClasses(ClassDefinition... definitions) throws ClassNotFoundException, UnmodifiableClassException;

    boolean isModifiableClass(Class<?> theClass);

    @SuppressWarnings("rawtypes")
    Class[] getAllLoadedClasses();

    @SuppressWarnings("rawtypes")
    Class[] getInitiatedClasses(ClassLoader loader);

    long getObjectSize(Object objectToSize);

    void appendToBootstrapClassLoaderSearch(JarFile jarfile);

    void appendToSystemClassLoaderSearch(JarFile jarfile);

    boolean isNativeMethodPrefixSupported();

    void setNativeMethodPrefix(ClassFileTransformer transformer, String prefix);

    void redefineModule(Module module, java.util.Set<Module> extraReads,
            java.util.Map<String, java.util.Set<Module>> extraExports,
            java.util.Map<String, java.util.Set<Module>> extraOpens, java.util.Set<Class<?>> extraUses,
            java.util.Map<Class<?>, java.util.List<Class<?>>> extraProvides);

    boolean isModifiableModule(Module module);
}
