package java.lang;

import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Stream;

import jdk.internal.vm.Management;

/**
 * A stack walker over the VM's frames (jdk.internal.vm.Management.stackFrames0).
 * The frames are taken all at once when walk or forEach starts, not lazily as
 * in the JDK; what a program sees is the same.
 */
public final class StackWalker {
    public enum Option {
        RETAIN_CLASS_REFERENCE,
        SHOW_REFLECT_FRAMES,
        SHOW_HIDDEN_FRAMES
    }

    public interface StackFrame {
        String getClassName();
        String getMethodName();
        Class<?> getDeclaringClass();

        default MethodType getMethodType() { throw new UnsupportedOperationException(); }

        default String getDescriptor() { throw new UnsupportedOperationException(); }

        int getByteCodeIndex();
        String getFileName();
        int getLineNumber();
        boolean isNativeMethod();
        StackTraceElement toStackTraceElement();
    }

    private static final StackWalker DEFAULT = new StackWalker(EnumSet.noneOf(Option.class));

    private final Set<Option> options;
    private final boolean retainClass;
    private final boolean showReflect;
    private final boolean showHidden;

    private StackWalker(EnumSet<Option> options) {
        this.options = options;
        this.retainClass = options.contains(Option.RETAIN_CLASS_REFERENCE);
        this.showHidden = options.contains(Option.SHOW_HIDDEN_FRAMES);
        this.showReflect = showHidden || options.contains(Option.SHOW_REFLECT_FRAMES);
    }

    public static StackWalker getInstance() { return DEFAULT; }

    public static StackWalker getInstance(Option option) {
        return new StackWalker(EnumSet.of(Objects.requireNonNull(option)));
    }

    public static StackWalker getInstance(Set<Option> options) {
        EnumSet<Option> set = EnumSet.noneOf(Option.class);
        for (Iterator<Option> it = options.iterator(); it.hasNext();)
            set.add(Objects.requireNonNull(it.next()));
        return set.isEmpty() ? DEFAULT : new StackWalker(set);
    }

    public static StackWalker getInstance(Set<Option> options, int estimateDepth) {
        if (estimateDepth <= 0)
            throw new IllegalArgumentException("estimateDepth must be > 0");
        return getInstance(options);
    }

    public <T> T walk(Function<? super Stream<StackFrame>, ? extends T> function) {
        Objects.requireNonNull(function);
        List<StackFrame> frames = frames(showReflect, showHidden);
        return function.apply(frames.stream());
    }

    public void forEach(Consumer<? super StackFrame> action) {
        Objects.requireNonNull(action);
        List<StackFrame> frames = frames(showReflect, showHidden);
        for (int i = 0; i < frames.size(); i++)
            action.accept(frames.get(i));
    }

    public Class<?> getCallerClass() {
        if (!retainClass)
            throw new UnsupportedOperationException("This stack walker does not have RETAIN_CLASS_REFERENCE access");
        List<StackFrame> frames = frames(false, false);
        /* frames[0] called getCallerClass; its caller is next. */
        if (frames.size() < 2)
            throw new IllegalCallerException("no caller frame");
        return ((Frame) frames.get(1)).declaringClass;
    }

    /* A frame of the reflection machinery: Method.invoke, Constructor.newInstance and their helpers. */
    private static boolean isReflectFrame(Class<?> c) {
        return c == java.lang.reflect.Method.class || c == java.lang.reflect.Constructor.class
            || c.getName().startsWith("jdk.internal.reflect.");
    }

    /* Hidden classes (lambda proxies) and the method handle machinery, which the JDK runs in hidden frames. */
    private static boolean isHiddenFrame(Class<?> c) {
        return c.isHidden() || c.getName().startsWith("java.lang.invoke.");
    }

    /* The frames of the walk's caller and below: leading frames of StackWalker itself are dropped. */
    private List<StackFrame> frames(boolean reflect, boolean hidden) {
        Object[] raw = Management.stackFrames0();
        StackTraceElement[] stes = (StackTraceElement[]) raw[0];
        Class<?>[] classes = (Class<?>[]) raw[1];
        int[] bcis = (int[]) raw[2];
        String[] descs = (String[]) raw[3];
        int i = 0;
        while (i < classes.length && classes[i] == StackWalker.class)
            i++;
        List<StackFrame> out = new ArrayList<StackFrame>(classes.length - i);
        for (; i < classes.length; i++) {
            Class<?> c = classes[i];
            if (!hidden && isHiddenFrame(c))
                continue;
            if (!reflect && isReflectFrame(c))
                continue;
            out.add(new Frame(this, c, stes[i], bcis[i], descs[i]));
        }
        return Collections.unmodifiableList(out);
    }

    static final class Frame implements StackFrame {
        private final StackWalker walker;
        final Class<?> declaringClass;
        private final StackTraceElement ste;
        private final int bci;
        private final String descriptor;

        Frame(StackWalker walker, Class<?> declaringClass, StackTraceElement ste, int bci, String descriptor) {
            this.walker = walker;
            this.declaringClass = declaringClass;
            this.ste = ste;
            this.bci = bci;
            this.descriptor = descriptor;
        }

        public String getClassName() { return declaringClass.getName(); }
        public String getMethodName() { return ste.getMethodName(); }

        public Class<?> getDeclaringClass() {
            if (!walker.retainClass)
                throw new UnsupportedOperationException("No access to RETAIN_CLASS_REFERENCE");
            return declaringClass;
        }

        public MethodType getMethodType() {
            if (!walker.retainClass)
                throw new UnsupportedOperationException("No access to RETAIN_CLASS_REFERENCE");
            return MethodType.fromMethodDescriptorString(descriptor, declaringClass.getClassLoader());
        }

        public String getDescriptor() { return descriptor; }
        public int getByteCodeIndex() { return bci; }
        public String getFileName() { return ste.getFileName(); }
        public int getLineNumber() { return ste.getLineNumber(); }
        public boolean isNativeMethod() { return ste.isNativeMethod(); }
        public StackTraceElement toStackTraceElement() { return ste; }
        public String toString() { return ste.toString(); }
    }
}
