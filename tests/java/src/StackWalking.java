import java.lang.reflect.Method;
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

/** StackWalker: frames, options, caller class, reflection and lambda frames. */
public class StackWalking {
    static final StackWalker PLAIN = StackWalker.getInstance();
    static final StackWalker RETAIN = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE);

    public static void main(String[] args) throws Exception {
        top();
        forEach();
        options();
        System.out.println("caller of helper: " + Helper.whoCalls().getName());
        callerFromNested();
        reflective();
        lambdas();
        errors();
        limits();
    }

    static String describe(StackWalker.StackFrame f) {
        return f.getClassName() + "." + f.getMethodName() + f.getDescriptor() + " line " + f.getLineNumber()
            + " file " + f.getFileName() + " native " + f.isNativeMethod();
    }

    static void top() {
        List<StackWalker.StackFrame> frames = PLAIN.walk(new Function<Stream<StackWalker.StackFrame>, List<StackWalker.StackFrame>>() {
            public List<StackWalker.StackFrame> apply(Stream<StackWalker.StackFrame> s) {
                return s.collect(Collectors.toList());
            }
        });
        System.out.println("frames: " + frames.size());
        for (StackWalker.StackFrame f : frames)
            System.out.println("  " + describe(f) + " bci>=0 " + (f.getByteCodeIndex() >= 0));
        StackTraceElement e = frames.get(0).toStackTraceElement();
        System.out.println("ste: " + e + " / " + frames.get(0));
        try {
            frames.get(0).getDeclaringClass();
        } catch (UnsupportedOperationException x) {
            System.out.println("getDeclaringClass: " + x.getMessage());
        }
        try {
            frames.get(0).getMethodType();
        } catch (UnsupportedOperationException x) {
            System.out.println("getMethodType: " + x.getMessage());
        }
    }

    static void forEach() {
        final List<String> names = new ArrayList<String>();
        RETAIN.forEach(new Consumer<StackWalker.StackFrame>() {
            public void accept(StackWalker.StackFrame f) {
                names.add(f.getDeclaringClass().getSimpleName() + "." + f.getMethodName() + " " + f.getMethodType());
            }
        });
        System.out.println("forEach: " + names);
    }

    static void options() {
        Set<StackWalker.Option> all = EnumSet.allOf(StackWalker.Option.class);
        StackWalker w = StackWalker.getInstance(all, 4);
        Long n = w.walk(new Function<Stream<StackWalker.StackFrame>, Long>() {
            public Long apply(Stream<StackWalker.StackFrame> s) { return s.count(); }
        });
        System.out.println("all options, frames: " + n);
        System.out.println("empty set is default: " + (StackWalker.getInstance(EnumSet.noneOf(StackWalker.Option.class)) == StackWalker.getInstance()));
        System.out.println("option names: " + Arrays.toString(StackWalker.Option.values()));
        String first = StackWalker.getInstance(Collections.singleton(StackWalker.Option.SHOW_REFLECT_FRAMES)).walk(
            new Function<Stream<StackWalker.StackFrame>, String>() {
                public String apply(Stream<StackWalker.StackFrame> s) {
                    return s.map(new Function<StackWalker.StackFrame, String>() {
                        public String apply(StackWalker.StackFrame f) { return f.getMethodName(); }
                    }).findFirst().get();
                }
            });
        System.out.println("first frame: " + first);
    }

    static class Helper {
        static Class<?> whoCalls() { return RETAIN.getCallerClass(); }
    }

    static void callerFromNested() {
        Runnable r = new Runnable() {
            public void run() { System.out.println("caller of run: " + RETAIN.getCallerClass().getName()); }
        };
        r.run();
        Supplier<Class<?>> s = () -> RETAIN.getCallerClass();
        System.out.println("caller of lambda body: " + s.get().getName());
    }

    public static String whereAmI() {
        return PLAIN.walk(new Function<Stream<StackWalker.StackFrame>, String>() {
            public String apply(Stream<StackWalker.StackFrame> s) {
                return s.limit(2).map(new Function<StackWalker.StackFrame, String>() {
                    public String apply(StackWalker.StackFrame f) { return f.getClassName() + "." + f.getMethodName(); }
                }).collect(Collectors.joining(" <- "));
            }
        });
    }

    public static Class<?> reflectCaller() { return RETAIN.getCallerClass(); }

    static void reflective() throws Exception {
        Method m = StackWalking.class.getMethod("whereAmI");
        System.out.println("through reflection: " + m.invoke(null));
        Method c = StackWalking.class.getMethod("reflectCaller");
        System.out.println("caller through reflection: " + ((Class<?>) c.invoke(null)).getName());
    }

    static void lambdas() {
        Supplier<String> s = () -> PLAIN.walk(st -> st.limit(3).map(f -> f.getMethodName()).collect(Collectors.toList())).toString();
        System.out.println("lambda frames: " + s.get());
        List<String> viaStream = Stream.of(1).map(i -> PLAIN.walk(st -> st.findFirst().get().getMethodName())).collect(Collectors.toList());
        System.out.println("in a stream: " + viaStream);
    }

    static void errors() {
        try {
            PLAIN.getCallerClass();
        } catch (UnsupportedOperationException e) {
            System.out.println(e);
        }
        try {
            StackWalker.getInstance((StackWalker.Option) null);
        } catch (NullPointerException e) {
            System.out.println("null option: NPE");
        }
        try {
            StackWalker.getInstance(EnumSet.noneOf(StackWalker.Option.class), 0);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            PLAIN.walk(null);
        } catch (NullPointerException e) {
            System.out.println("null function: NPE");
        }
        try {
            PLAIN.forEach(null);
        } catch (NullPointerException e) {
            System.out.println("null action: NPE");
        }
    }

    static int depth(int n) {
        if (n > 0)
            return depth(n - 1);
        return PLAIN.walk(s -> (int) s.filter(f -> f.getMethodName().equals("depth")).count());
    }

    static void limits() {
        System.out.println("recursion seen: " + depth(50));
        Optional<Integer> line = PLAIN.walk(s -> s.skip(1).map(StackWalker.StackFrame::getLineNumber).findFirst());
        System.out.println("caller line present: " + line.isPresent() + " positive " + (line.get() > 0));
    }
}
