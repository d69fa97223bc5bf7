import java.util.concurrent.*;

/**
 * How ForkJoinTask reports an exception: to the thread that ran the task, the exception
 * itself; to any other thread, a new exception of the same class with the original as its
 * cause, made by a public (Throwable) constructor or else a public no-argument one, and the
 * original when the class has neither or they are not accessible.
 */
public class ForkJoinRethrow {
    public static class OnlyString extends RuntimeException {
        public OnlyString(String m) {
            super(m);
        }
    }

    public static class NoArg extends RuntimeException {
        public NoArg() {
            super("from the no-arg constructor");
        }

        public NoArg(String m) {
            super(m);
        }
    }

    public static class Both extends RuntimeException {
        public Both() {
            super("no-arg");
        }

        public Both(Throwable cause) {
            super("wrapping " + cause.getMessage(), cause);
        }

        public Both(String m) {
            super(m);
        }
    }

    static class Hidden extends RuntimeException {
        Hidden(Throwable t) {
            super(t);
        }

        Hidden(String m) {
            super(m);
        }
    }

    public static class Checked extends Exception {
        public Checked(String m) {
            super(m);
        }
    }

    static void show(String what, Throwable t, Throwable original) {
        System.out.println("  " + what + ": " + t + " | cause " + t.getCause() + " | same " + (t == original)
                + " | cause same " + (t.getCause() == original));
    }

    static ForkJoinTask<Void> failing(RuntimeException ex) {
        return ForkJoinTask.adapt(() -> {
            throw ex;
        }, null);
    }

    public static void main(String[] args) throws Exception {
        ForkJoinPool pool = new ForkJoinPool(2);
        RuntimeException[] exs = { new IllegalStateException("ise"), new OnlyString("os"), new NoArg("na"),
            new Both("both"), new Hidden("hidden"), new ArithmeticException("ae"), new NullPointerException() };
        for (RuntimeException ex : exs) {
            System.out.println(ex.getClass().getName());
            // Run by a worker: polled until done, so this thread never runs it itself.
            ForkJoinTask<Void> t = failing(ex);
            pool.execute(t);
            while (!t.isDone()) Thread.sleep(1);
            try {
                t.join();
            } catch (RuntimeException e) {
                show("join", e, ex);
            }
            show("getException", t.getException(), ex);
            try {
                t.get();
            } catch (ExecutionException e) {
                show("get", e.getCause(), ex);
            }
            // Run by this thread.
            ForkJoinTask<Void> here = failing(ex);
            try {
                here.invoke();
            } catch (RuntimeException e) {
                show("invoke here", e, ex);
            }
            ForkJoinTask<Void> manual = ForkJoinTask.adapt(() -> { }, null);
            manual.completeExceptionally(ex);
            manual.completeExceptionally(new IllegalArgumentException("second"));
            show("completeExceptionally twice", manual.getException(), ex);
        }
        ForkJoinTask<Void> checked = ForkJoinTask.adapt(() -> { }, null);
        checked.completeExceptionally(new Checked("checked"));
        show("checked", checked.getException(), null);
        ForkJoinTask<Void> done = ForkJoinTask.adapt(() -> { }, null);
        done.invoke();
        done.completeExceptionally(new IllegalStateException("late"));
        System.out.println("completed, then completeExceptionally: abnormal " + done.isCompletedAbnormally()
                + " exception " + done.getException());

        // A RecursiveTask failing in a forked subtask, joined by the parent in a worker.
        class Div extends RecursiveTask<Integer> {
            final int n;

            Div(int n) {
                this.n = n;
            }

            @Override
            protected Integer compute() {
                if (n == 0) return 1 / n;
                Div sub = new Div(n - 1);
                sub.fork();
                return sub.join() + 1;
            }
        }
        // Which workers ran which level varies, so only the copy made for this thread shows.
        Div root = new Div(3);
        pool.execute(root);
        while (!root.isDone()) Thread.sleep(1);
        try {
            root.join();
        } catch (ArithmeticException e) {
            System.out.println("RecursiveTask: " + e.getClass().getName() + " message " + (e.getMessage() == null ? "none" : "set")
                    + " cause " + e.getCause().getClass().getName());
        }
        pool.shutdown();
    }
}
