import java.util.*;
import java.util.function.*;

/* Exceptions thrown through lambda classes, and lambdas in exception handling. */
public class LambdaExceptions {
    static class CheckedThing extends Exception {
        CheckedThing(String m) {
            super(m);
        }
    }

    interface ThrowingSupplier<T> {
        T get() throws CheckedThing;
    }

    static <T> T attempt(ThrowingSupplier<T> s, T dflt) {
        try {
            return s.get();
        } catch (CheckedThing e) {
            System.out.println("caught checked: " + e.getMessage());
            return dflt;
        }
    }

    static String risky(int n) throws CheckedThing {
        if (n < 0)
            throw new CheckedThing("negative " + n);
        return "ok " + n;
    }

    public static void main(String[] args) {
        System.out.println(attempt(() -> risky(1), "default"));
        System.out.println(attempt(() -> risky(-1), "default"));
        Function<String, Integer> parse = Integer::parseInt;
        try {
            parse.apply("nope");
        } catch (NumberFormatException e) {
            System.out.println("from method ref: " + e.getMessage());
        }
        Supplier<Object> boom = () -> {
            throw new UnsupportedOperationException("lambda body");
        };
        try {
            boom.get();
        } catch (UnsupportedOperationException e) {
            StackTraceElement top = e.getStackTrace()[0];
            System.out.println("thrown in " + top.getMethodName().startsWith("lambda$main$") + " of "
                    + top.getClassName() + ": " + e.getMessage());
        }
        Function<Object[], Object> first = a -> a[0];
        try {
            first.apply(new Object[0]);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("AIOOBE: " + e.getMessage());
        }
        Function<String, Integer> len = String::length;
        try {
            len.apply(null);
        } catch (NullPointerException e) {
            System.out.println("NPE through unbound method ref");
        }
        String nul = null;
        try {
            Supplier<Integer> bound = nul::length;
            System.out.println("not reached " + bound);
        } catch (NullPointerException e) {
            System.out.println("NPE creating bound method ref on null");
        }
        Runnable r = () -> {
            try {
                throw new IllegalStateException("inner");
            } catch (IllegalStateException e) {
                System.out.println("caught inside lambda: " + e.getMessage());
            } finally {
                System.out.println("finally inside lambda");
            }
        };
        r.run();
        List<Integer> list = new ArrayList<>(Arrays.asList(1, 2, 3));
        try {
            list.forEach(x -> {
                if (x == 2)
                    list.add(99);
            });
        } catch (ConcurrentModificationException e) {
            System.out.println("ConcurrentModificationException from forEach");
        }
        Map<String, Integer> m = new HashMap<>();
        try {
            m.computeIfAbsent("k", k -> {
                throw new IllegalArgumentException("in mapping function");
            });
        } catch (IllegalArgumentException e) {
            System.out.println("computeIfAbsent: " + e.getMessage() + " " + m.containsKey("k"));
        }
        Thread t = new Thread(() -> System.out.println("thread lambda " + Thread.currentThread().getName()), "worker");
        t.start();
        try {
            t.join();
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }
        Thread.UncaughtExceptionHandler h = (th, ex) -> System.out.println("handler: " + th.getName() + " " + ex.getMessage());
        Thread t2 = new Thread(() -> {
            throw new RuntimeException("uncaught in lambda thread");
        }, "failing");
        t2.setUncaughtExceptionHandler(h);
        t2.start();
        try {
            t2.join();
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }
        System.out.println("end");
    }
}
