package sun.instrument;

import java.lang.instrument.ClassDefinition;
import java.lang.instrument.ClassFileTransformer;
import java.lang.instrument.Instrumentation;
import java.lang.instrument.UnmodifiableClassException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.security.ProtectionDomain;
import java.util.ArrayList;
import java.util.jar.JarFile;

/**
 * The Instrumentation of one Java agent (-javaagent, or a JAR loaded
 * through the attach mechanism). The VM's side (vm/jplis.c) creates it,
 * calls the agent's premain or agentmain through it, and hands it every
 * class file through its ClassFileLoadHook; the natives here reach the
 * VM's JVMTI environment of the agent.
 */
public final class InstrumentationImpl implements Instrumentation {
    private final long agent;
    private final boolean redefineAvailable;
    private final boolean retransformAvailable;
    private final boolean prefixAvailable;

    private static final class Entry {
        final ClassFileTransformer transformer;
        String prefix;

        Entry(ClassFileTransformer t) {
            transformer = t;
        }
    }

    /* Retransformation incapable transformers run first, as JVMTI calls
     * the incapable environments first. Copy on write: transform reads
     * without a lock. */
    private volatile Entry[] plain = new Entry[0];
    private volatile Entry[] retransformers = new Entry[0];
    /* The thread in retransformClasses, whose class file hooks run only the
     * retransformation capable transformers. One at a time (the lock);
     * not a ThreadLocal, whose first use would load classes, and every
     * class loaded here comes back to transform. */
    private final Object retransformLock = new Object();
    private volatile Thread retransformer;

    private InstrumentationImpl(long agent, boolean redefine, boolean retransform, boolean prefix) {
        this.agent = agent;
        this.redefineAvailable = redefine;
        this.retransformAvailable = retransform;
        this.prefixAvailable = prefix;
    }

    private static native void redefineClasses0(long agent, Class<?>[] classes, byte[][] files)
            throws ClassNotFoundException, UnmodifiableClassException;

    private static native void retransformClasses0(long agent, Class<?>[] classes) throws UnmodifiableClassException;

    private static native Class<?>[] getAllLoadedClasses0(long agent);

    private static native Class<?>[] getInitiatedClasses0(long agent, ClassLoader loader);

    private static native long getObjectSize0(long agent, Object o);

    private static native boolean isModifiableClass0(long agent, Class<?> c);

    private static native void appendToClassLoaderSearch0(long agent, String jar, boolean boot);

    private static native void setNativeMethodPrefixes0(long agent, String[] prefixes, boolean retransformable);

    @Override
    public void addTransformer(ClassFileTransformer transformer, boolean canRetransform) {
        if (transformer == null) {
            throw new NullPointerException("null passed as 'transformer' in addTransformer");
        }
        if (canRetransform && !retransformAvailable) {
            throw new UnsupportedOperationException(
                    "adding retransformable transformers is not supported in this environment");
        }
        synchronized (this) {
            if (canRetransform) {
                retransformers = added(retransformers, transformer);
            } else {
                plain = added(plain, transformer);
            }
        }
    }

    @Override
    public void addTransformer(ClassFileTransformer transformer) {
        addTransformer(transformer, false);
    }

    private static Entry[] added(Entry[] list, ClassFileTransformer t) {
        Entry[] n = java.util.Arrays.copyOf(list, list.length + 1);
        n[list.length] = new Entry(t);
        return n;
    }

    @Override
    public synchronized boolean removeTransformer(ClassFileTransformer transformer) {
        if (transformer == null) {
            throw new NullPointerException("null passed as 'transformer' in removeTransformer");
        }
        Entry[][] lists = { retransformers, plain };
        for (int k = 0; k < 2; k++) {
            Entry[] list = lists[k];
            for (int i = list.length - 1; i >= 0; i--) {
                if (list[i].transformer == transformer) {
                    Entry[] n = new Entry[list.length - 1];
                    System.arraycopy(list, 0, n, 0, i);
                    System.arraycopy(list, i + 1, n, i, list.length - i - 1);
                    if (k == 0) {
                        retransformers = n;
                        updatePrefixes(true);
                    } else {
                        plain = n;
                        updatePrefixes(false);
                    }
                    return true;
                }
            }
        }
        return false;
    }

    @Override
    public boolean isRetransformClassesSupported() {
        return retransformAvailable;
    }

    @Override
    public void retransformClasses(Class<?>... classes) throws UnmodifiableClassException {
        if (!retransformAvailable) {
            throw new UnsupportedOperationException("retransformClasses is not supported in this environment");
        }
        if (classes.length == 0) {
            return;
        }
        synchronized (retransformLock) {
            retransformer = Thread.currentThread();
            try {
                retransformClasses0(agent, classes);
            } finally {
                retransformer = null;
            }
        }
    }

    @Override
    public boolean isRedefineClassesSupported() {
        return redefineAvailable;
    }

    @Override
    public void redefineClasses(ClassDefinition... definitions) throws ClassNotFoundException, UnmodifiableClassException {
        if (!redefineAvailable) {
            throw new UnsupportedOperationException("redefineClasses is not supported in this environment");
        }
        if (definitions == null) {
            throw new NullPointerException("null passed as 'definitions' in redefineClasses");
        }
        for (ClassDefinition d : definitions) {
            if (d == null) {
                throw new NullPointerException("element of 'definitions' is null in redefineClasses");
            }
        }
        if (definitions.length == 0) {
            return;
        }
        Class<?>[] classes = new Class<?>[definitions.length];
        byte[][] files = new byte[definitions.length][];
        for (int i = 0; i < definitions.length; i++) {
            classes[i] = definitions[i].getDefinitionClass();
            files[i] = definitions[i].getDefinitionClassFile();
        }
        redefineClasses0(agent, classes, files);
    }

    @Override
    public boolean isModifiableClass(Class<?> theClass) {
        if (theClass == null) {
            throw new NullPointerException("null passed as 'theClass' in isModifiableClass");
        }
        return isModifiableClass0(agent, theClass);
    }

    @Override
    @SuppressWarnings("rawtypes")
    public Class[] getAllLoadedClasses() {
        return getAllLoadedClasses0(agent);
    }

    @Override
    @SuppressWarnings("rawtypes")
    public Class[] getInitiatedClasses(ClassLoader loader) {
        return getInitiatedClasses0(agent, loader);
    }

    @Override
    public long getObjectSize(Object objectToSize) {
        if (objectToSize == null) {
            throw new NullPointerException("null passed as 'objectToSize' in getObjectSize");
        }
        return getObjectSize0(agent, objectToSize);
    }

    @Override
    public void appendToBootstrapClassLoaderSearch(JarFile jarfile) {
        appendToClassLoaderSearch0(agent, jarfile.getName(), true);
    }

    @Override
    public void appendToSystemClassLoaderSearch(JarFile jarfile) {
        appendToClassLoaderSearch0(agent, jarfile.getName(), false);
    }

    @Override
    public boolean isNativeMethodPrefixSupported() {
        return prefixAvailable;
    }

    @Override
    public synchronized void setNativeMethodPrefix(ClassFileTransformer transformer, String prefix) {
        if (!prefixAvailable) {
            throw new UnsupportedOperationException("setNativeMethodPrefix is not supported in this environment");
        }
        if (transformer == null) {
            throw new NullPointerException("null passed as 'transformer' in setNativeMethodPrefix");
        }
        for (int k = 0; k < 2; k++) {
            Entry[] list = k == 0 ? plain : retransformers;
            for (Entry e : list) {
                if (e.transformer == transformer) {
                    e.prefix = prefix;
                    updatePrefixes(k == 1);
                    return;
                }
            }
        }
        throw new IllegalArgumentException("transformer not registered in setNativeMethodPrefix");
    }

    private void updatePrefixes(boolean retransformable) {
        if (!prefixAvailable) {
            return;
        }
        ArrayList<String> p = new ArrayList<String>();
        for (Entry e : retransformable ? retransformers : plain) {
            if (e.prefix != null && !e.prefix.isEmpty()) {
                p.add(e.prefix);
            }
        }
        setNativeMethodPrefixes0(agent, p.toArray(new String[0]), retransformable);
    }

    @Override
    public void redefineModule(Module module, java.util.Set<Module> extraReads,
            java.util.Map<String, java.util.Set<Module>> extraExports,
            java.util.Map<String, java.util.Set<Module>> extraOpens, java.util.Set<Class<?>> extraUses,
            java.util.Map<Class<?>, java.util.List<Class<?>>> extraProvides) {
        if (module == null || extraReads == null || extraExports == null || extraOpens == null || extraUses == null
                || extraProvides == null) {
            throw new NullPointerException();
        }
        /* One module and unnamed ones: every package is open to everyone. */
    }

    @Override
    public boolean isModifiableModule(Module module) {
        if (module == null) {
            throw new NullPointerException("'module' is null");
        }
        return true;
    }

    /* ------------------------------------------------------------------ */
    /* Called by the VM (vm/jplis.c)                                       */
    /* ------------------------------------------------------------------ */

    /* The class file after every transformer that applies, or null when
     * none changed it. A transformer that throws is skipped. */
    private byte[] transform(Module module, ClassLoader loader, String className, Class<?> classBeingRedefined,
            ProtectionDomain domain, byte[] classfileBuffer) {
        boolean retransform = retransformer == Thread.currentThread();
        byte[] current = classfileBuffer;
        boolean changed = false;
        for (int k = retransform ? 1 : 0; k < 2; k++) {
            for (Entry e : k == 0 ? plain : retransformers) {
                byte[] out;
                try {
                    out = e.transformer.transform(module, loader, className, classBeingRedefined, domain, current);
                } catch (Throwable t) {
                    continue;
                }
                if (out != null) {
                    current = out;
                    changed = true;
                }
            }
        }
        return changed ? current : null;
    }

    /* premain(String, Instrumentation), else premain(String), of the class
     * the JAR's manifest names; likewise agentmain. */
    private void loadClassAndCallPremain(String className, String args) throws Throwable {
        callAgent(className, "premain", args);
    }

    private void loadClassAndCallAgentmain(String className, String args) throws Throwable {
        callAgent(className, "agentmain", args);
    }

    private void callAgent(String className, String name, String args) throws Throwable {
        Class<?> c = ClassLoader.getSystemClassLoader().loadClass(className);
        Method m = null;
        boolean two = true;
        try {
            m = c.getDeclaredMethod(name, String.class, Instrumentation.class);
        } catch (NoSuchMethodException e) {
            try {
                m = c.getDeclaredMethod(name, String.class);
                two = false;
            } catch (NoSuchMethodException e2) {
                throw new NoSuchMethodException(className + "." + name + "(java.lang.String, java.lang.instrument.Instrumentation)");
            }
        }
        if (!Modifier.isStatic(m.getModifiers())) {
            throw new NoSuchMethodException(className + "." + name + " is not static");
        }
        m.setAccessible(true);
        if (two) {
            m.invoke(null, args, this);
        } else {
            m.invoke(null, args);
        }
    }
}
