import java.lang.invoke.*;

/* Exceptions thrown through method handles: the stack trace goes from the target straight to the caller, as HotSpot hides its lambda-form frames. */
public class MhStackTraces {
    static int fail(int x) {
        throw new IllegalStateException("failed with " + x);
    }

    int instanceFail(String s) {
        return Integer.parseInt(s);
    }

    static void print(Throwable e) {
        System.out.println(e);
        for (StackTraceElement el : e.getStackTrace())
            System.out.println("  at " + el);
    }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        MethodHandle fail = l.findStatic(MhStackTraces.class, "fail", MethodType.methodType(int.class, int.class));
        try {
            int r = (int) fail.invokeExact(3);
        } catch (IllegalStateException e) {
            print(e);
        }
        try {
            Object r = fail.invoke(Integer.valueOf(4));
        } catch (IllegalStateException e) {
            print(e);
        }
        MethodHandle bound = l.findVirtual(MhStackTraces.class, "instanceFail", MethodType.methodType(int.class, String.class))
                .bindTo(new MhStackTraces());
        try {
            int r = (int) bound.invokeExact("x1");
        } catch (NumberFormatException e) {
            System.out.println(e);
            for (StackTraceElement el : e.getStackTrace())
                if (el.getClassName().startsWith("MhStackTraces"))
                    System.out.println("  at " + el);
        }
        MethodHandle filtered = MethodHandles.filterReturnValue(fail, MethodHandles.identity(int.class));
        try {
            int r = (int) filtered.invokeExact(5);
        } catch (IllegalStateException e) {
            print(e);
        }
    }
}
