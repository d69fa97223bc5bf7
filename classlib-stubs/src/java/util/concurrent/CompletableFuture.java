package java.util.concurrent;

import java.util.ArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.AbstractQueuedSynchronizer;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/*
 * The result is set once (a compare-and-set on a small synchronizer, which
 * get() and join() also wait on); then the dependent actions registered so
 * far run, in the completing thread or handed to their executor. An action
 * registered after completion runs at once.
 *
 * Results are encoded as the JDK's: null as NIL, an exception as an
 * AltResult. An exception that reaches a stage through another stage is
 * wrapped in a CompletionException (unless it is one); one given to
 * completeExceptionally is kept as it is.
 */
public class CompletableFuture<T> implements Future<T>, CompletionStage<T> {
    static final class AltResult {
        final Throwable ex;

        AltResult(Throwable ex) {
            this.ex = ex;
        }
    }

    static final AltResult NIL = new AltResult(null);

    static final class Sync extends AbstractQueuedSynchronizer {
        private static final long serialVersionUID = 1L;

        protected int tryAcquireShared(int ignore) {
            return getState() == 2 ? 1 : -1;
        }

        protected boolean tryReleaseShared(int ignore) {
            return true;
        }

        boolean claim() {
            return compareAndSetState(0, 1);
        }

        void done() {
            setState(2);
            releaseShared(1);
        }

        boolean isDone() {
            return getState() == 2;
        }
    }

    /* Without enough processors for the common pool, a thread per task. */
    static final class ThreadPerTaskExecutor implements Executor {
        public void execute(Runnable r) {
            if (r == null)
                throw new NullPointerException();
            new Thread(r).start();
        }
    }

    private static final Executor ASYNC_POOL = ForkJoinPool.getCommonPoolParallelism() > 1 ? ForkJoinPool.commonPool()
            : new ThreadPerTaskExecutor();

    volatile Object result;
    private final Sync sync = new Sync();
    private final ReentrantLock depLock = new ReentrantLock();
    private ArrayList<Runnable> deps;          /* depLock */
    private boolean fired;                     /* depLock */

    public CompletableFuture() {
    }

    CompletableFuture(Object r) {
        completeWith(r);
    }

    /* ---------------------------------------------------------------- */
    /* Completion                                                        */
    /* ---------------------------------------------------------------- */

    final boolean completeWith(Object r) {
        if (!sync.claim())
            return false;
        result = r;
        sync.done();
        fire();
        return true;
    }

    private void fire() {
        ArrayList<Runnable> list;
        depLock.lock();
        try {
            list = deps;
            deps = null;
            fired = true;
        } finally {
            depLock.unlock();
        }
        /* The most recently registered first, as the JDK's stack of dependents. */
        if (list != null)
            for (int i = list.size() - 1; i >= 0; i--)
                list.get(i).run();
    }

    /* Runs action once this future is complete. */
    final void onDone(Runnable action) {
        depLock.lock();
        try {
            if (!fired) {
                if (deps == null)
                    deps = new ArrayList<Runnable>();
                deps.add(action);
                return;
            }
        } finally {
            depLock.unlock();
        }
        action.run();
    }

    /* Once complete: the task, run here or by e; an executor that refuses
     * it fails d. */
    final void onDone(final Executor e, final CompletableFuture<?> d, final Runnable task) {
        if (e == null) {
            onDone(task);
            return;
        }
        onDone(new Runnable() {
            public void run() {
                try {
                    e.execute(task);
                } catch (Throwable x) {
                    d.completeThrowable(x);
                }
            }
        });
    }

    static Object encodeValue(Object v) {
        return v == null ? NIL : v;
    }

    static AltResult encodeThrowable(Throwable x) {
        return new AltResult(x instanceof CompletionException ? x : new CompletionException(x));
    }

    static Object encodeRelay(Object r) {
        if (r instanceof AltResult) {
            Throwable x = ((AltResult) r).ex;
            if (x != null && !(x instanceof CompletionException))
                return new AltResult(new CompletionException(x));
        }
        return r;
    }

    final boolean completeValue(Object v) {
        return completeWith(encodeValue(v));
    }

    final boolean completeThrowable(Throwable x) {
        return completeWith(encodeThrowable(x));
    }

    final boolean completeRelay(Object r) {
        return completeWith(encodeRelay(r));
    }

    static Throwable exceptionOf(Object r) {
        return r instanceof AltResult ? ((AltResult) r).ex : null;
    }

    @SuppressWarnings("unchecked")
    static <T> T valueOf(Object r) {
        return r instanceof AltResult ? null : (T) r;
    }

    /* ---------------------------------------------------------------- */
    /* Results                                                           */
    /* ---------------------------------------------------------------- */

    private static <T> T reportGet(Object r) throws InterruptedException, ExecutionException {
        Throwable x = exceptionOf(r);
        if (x == null)
            return CompletableFuture.<T>valueOf(r);
        if (x instanceof CancellationException)
            throw (CancellationException) x;
        Throwable cause;
        if (x instanceof CompletionException && (cause = x.getCause()) != null)
            x = cause;
        throw new ExecutionException(x);
    }

    private static <T> T reportJoin(Object r) {
        Throwable x = exceptionOf(r);
        if (x == null)
            return CompletableFuture.<T>valueOf(r);
        if (x instanceof CancellationException)
            throw (CancellationException) x;
        if (x instanceof CompletionException)
            throw (CompletionException) x;
        throw new CompletionException(x);
    }

    public T get() throws InterruptedException, ExecutionException {
        if (!sync.isDone())
            sync.acquireSharedInterruptibly(1);
        return CompletableFuture.<T>reportGet(result);
    }

    public T get(long timeout, TimeUnit unit) throws InterruptedException, ExecutionException, TimeoutException {
        if (!sync.isDone() && !sync.tryAcquireSharedNanos(1, unit.toNanos(timeout)))
            throw new TimeoutException();
        return CompletableFuture.<T>reportGet(result);
    }

    public T join() {
        if (!sync.isDone())
            sync.acquireShared(1);
        return CompletableFuture.<T>reportJoin(result);
    }

    public T getNow(T valueIfAbsent) {
        return sync.isDone() ? CompletableFuture.<T>reportJoin(result) : valueIfAbsent;
    }

    public T resultNow() {
        if (!sync.isDone())
            throw new IllegalStateException("Task has not completed");
        Throwable x = exceptionOf(result);
        if (x != null)
            throw new IllegalStateException(x instanceof CancellationException ? "Task was cancelled"
                    : "Task completed with exception");
        return CompletableFuture.<T>valueOf(result);
    }

    public boolean complete(T value) {
        return completeValue(value);
    }

    public boolean completeExceptionally(Throwable ex) {
        if (ex == null)
            throw new NullPointerException();
        return completeWith(new AltResult(ex));
    }

    public boolean cancel(boolean mayInterruptIfRunning) {
        boolean cancelled = completeWith(new AltResult(new CancellationException()));
        return cancelled || isCancelled();
    }

    public boolean isDone() {
        return sync.isDone();
    }

    public boolean isCancelled() {
        return sync.isDone() && exceptionOf(result) instanceof CancellationException;
    }

    public boolean isCompletedExceptionally() {
        return sync.isDone() && exceptionOf(result) != null;
    }

    public void obtrudeValue(T value) {
        result = encodeValue(value);
        if (sync.claim()) {
            sync.done();
            fire();
        }
    }

    public void obtrudeException(Throwable ex) {
        if (ex == null)
            throw new NullPointerException();
        result = new AltResult(ex);
        if (sync.claim()) {
            sync.done();
            fire();
        }
    }

    public int getNumberOfDependents() {
        depLock.lock();
        try {
            return deps == null ? 0 : deps.size();
        } finally {
            depLock.unlock();
        }
    }

    public String toString() {
        Object r = sync.isDone() ? result : null;
        int count = getNumberOfDependents();
        Throwable x = exceptionOf(r);
        return super.toString() + (r == null ? (count == 0 ? "[Not completed]" : "[Not completed, " + count + " dependents]")
                : x != null ? "[Completed exceptionally: " + x + "]" : "[Completed normally]");
    }

    /* ---------------------------------------------------------------- */
    /* Factories                                                         */
    /* ---------------------------------------------------------------- */

    public static <U> CompletableFuture<U> supplyAsync(Supplier<U> supplier) {
        return supplyAsync(supplier, ASYNC_POOL);
    }

    public static <U> CompletableFuture<U> supplyAsync(final Supplier<U> supplier, Executor executor) {
        if (supplier == null || executor == null)
            throw new NullPointerException();
        final CompletableFuture<U> d = new CompletableFuture<U>();
        executor.execute(new Runnable() {
            public void run() {
                try {
                    d.completeValue(supplier.get());
                } catch (Throwable x) {
                    d.completeThrowable(x);
                }
            }
        });
        return d;
    }

    public static CompletableFuture<Void> runAsync(Runnable runnable) {
        return runAsync(runnable, ASYNC_POOL);
    }

    public static CompletableFuture<Void> runAsync(final Runnable runnable, Executor executor) {
        if (runnable == null || executor == null)
            throw new NullPointerException();
        final CompletableFuture<Void> d = new CompletableFuture<Void>();
        executor.execute(new Runnable() {
            public void run() {
                try {
                    runnable.run();
                    d.completeValue(null);
                } catch (Throwable x) {
                    d.completeThrowable(x);
                }
            }
        });
        return d;
    }

    public static <U> CompletableFuture<U> completedFuture(U value) {
        return new CompletableFuture<U>(encodeValue(value));
    }

    public static <U> CompletionStage<U> completedStage(U value) {
        return completedFuture(value);
    }

    public static <U> CompletableFuture<U> failedFuture(Throwable ex) {
        if (ex == null)
            throw new NullPointerException();
        return new CompletableFuture<U>(new AltResult(ex));
    }

    public static <U> CompletionStage<U> failedStage(Throwable ex) {
        return failedFuture(ex);
    }

    public static CompletableFuture<Void> allOf(final CompletableFuture<?>... cfs) {
        final CompletableFuture<Void> d = new CompletableFuture<Void>();
        if (cfs.length == 0) {
            d.completeValue(null);
            return d;
        }
        final AtomicInteger left = new AtomicInteger(cfs.length);
        Runnable one = new Runnable() {
            public void run() {
                if (left.decrementAndGet() != 0)
                    return;
                for (CompletableFuture<?> f : cfs) {
                    Object r = f.result;
                    if (exceptionOf(r) != null) {
                        d.completeRelay(r);
                        return;
                    }
                }
                d.completeValue(null);
            }
        };
        for (CompletableFuture<?> f : cfs)
            f.onDone(one);
        return d;
    }

    public static CompletableFuture<Object> anyOf(CompletableFuture<?>... cfs) {
        final CompletableFuture<Object> d = new CompletableFuture<Object>();
        for (final CompletableFuture<?> f : cfs) {
            f.onDone(new Runnable() {
                public void run() {
                    d.completeRelay(f.result);
                }
            });
        }
        return d;
    }

    public Executor defaultExecutor() {
        return ASYNC_POOL;
    }

    public <U> CompletableFuture<U> newIncompleteFuture() {
        return new CompletableFuture<U>();
    }

    public CompletableFuture<T> copy() {
        return uniApplyStage(null, new Function<T, T>() {
            public T apply(T t) {
                return t;
            }
        });
    }

    public CompletionStage<T> minimalCompletionStage() {
        return copy();
    }

    public CompletableFuture<T> completeAsync(Supplier<? extends T> supplier) {
        return completeAsync(supplier, defaultExecutor());
    }

    public CompletableFuture<T> completeAsync(final Supplier<? extends T> supplier, Executor executor) {
        if (supplier == null || executor == null)
            throw new NullPointerException();
        executor.execute(new Runnable() {
            public void run() {
                try {
                    completeValue(supplier.get());
                } catch (Throwable x) {
                    completeThrowable(x);
                }
            }
        });
        return this;
    }

    public CompletableFuture<T> toCompletableFuture() {
        return this;
    }

    /* ---------------------------------------------------------------- */
    /* Stages on one future                                              */
    /* ---------------------------------------------------------------- */

    private static Executor screen(Executor e) {
        if (e == null)
            throw new NullPointerException();
        return e;
    }

    private <U> CompletableFuture<U> uniApplyStage(Executor e, final Function<? super T, ? extends U> fn) {
        if (fn == null)
            throw new NullPointerException();
        final CompletableFuture<U> d = newIncompleteFuture();
        onDone(e, d, new Runnable() {
            public void run() {
                Object r = result;
                if (exceptionOf(r) != null) {
                    d.completeRelay(r);
                    return;
                }
                try {
                    d.completeValue(fn.apply(CompletableFuture.<T>valueOf(r)));
                } catch (Throwable x) {
                    d.completeThrowable(x);
                }
            }
        });
        return d;
    }

    public <U> CompletableFuture<U> thenApply(Function<? super T, ? extends U> fn) {
        return uniApplyStage(null, fn);
    }

    public <U> CompletableFuture<U> thenApplyAsync(Function<? super T, ? extends U> fn) {
        return uniApplyStage(defaultExecutor(), fn);
    }

    public <U> CompletableFuture<U> thenApplyAsync(Function<? super T, ? extends U> fn, Executor executor) {
        return uniApplyStage(screen(executor), fn);
    }

    private static <T> Function<T, Void> accepting(final Consumer<? super T> action) {
        if (action == null)
            throw new NullPointerException();
        return new Function<T, Void>() {
            public Void apply(T t) {
                action.accept(t);
                return null;
            }
        };
    }

    private static <T> Function<T, Void> running(final Runnable action) {
        if (action == null)
            throw new NullPointerException();
        return new Function<T, Void>() {
            public Void apply(T t) {
                action.run();
                return null;
            }
        };
    }

    public CompletableFuture<Void> thenAccept(Consumer<? super T> action) {
        return uniApplyStage(null, CompletableFuture.<T>accepting(action));
    }

    public CompletableFuture<Void> thenAcceptAsync(Consumer<? super T> action) {
        return uniApplyStage(defaultExecutor(), CompletableFuture.<T>accepting(action));
    }

    public CompletableFuture<Void> thenAcceptAsync(Consumer<? super T> action, Executor executor) {
        return uniApplyStage(screen(executor), CompletableFuture.<T>accepting(action));
    }

    public CompletableFuture<Void> thenRun(Runnable action) {
        return uniApplyStage(null, CompletableFuture.<T>running(action));
    }

    public CompletableFuture<Void> thenRunAsync(Runnable action) {
        return uniApplyStage(defaultExecutor(), CompletableFuture.<T>running(action));
    }

    public CompletableFuture<Void> thenRunAsync(Runnable action, Executor executor) {
        return uniApplyStage(screen(executor), CompletableFuture.<T>running(action));
    }

    private <U> CompletableFuture<U> uniHandleStage(Executor e, final BiFunction<? super T, Throwable, ? extends U> fn) {
        if (fn == null)
            throw new NullPointerException();
        final CompletableFuture<U> d = newIncompleteFuture();
        onDone(e, d, new Runnable() {
            public void run() {
                Object r = result;
                try {
                    d.completeValue(fn.apply(CompletableFuture.<T>valueOf(r), exceptionOf(r)));
                } catch (Throwable x) {
                    d.completeThrowable(x);
                }
            }
        });
        return d;
    }

    public <U> CompletableFuture<U> handle(BiFunction<? super T, Throwable, ? extends U> fn) {
        return uniHandleStage(null, fn);
    }

    public <U> CompletableFuture<U> handleAsync(BiFunction<? super T, Throwable, ? extends U> fn) {
        return uniHandleStage(defaultExecutor(), fn);
    }

    public <U> CompletableFuture<U> handleAsync(BiFunction<? super T, Throwable, ? extends U> fn, Executor executor) {
        return uniHandleStage(screen(executor), fn);
    }

    private CompletableFuture<T> uniWhenCompleteStage(Executor e, final BiConsumer<? super T, ? super Throwable> action) {
        if (action == null)
            throw new NullPointerException();
        final CompletableFuture<T> d = newIncompleteFuture();
        onDone(e, d, new Runnable() {
            public void run() {
                Object r = result;
                Throwable x = exceptionOf(r);
                try {
                    action.accept(CompletableFuture.<T>valueOf(r), x);
                } catch (Throwable ex) {
                    if (x == null) {
                        d.completeThrowable(ex);
                        return;
                    }
                    if (x != ex)
                        x.addSuppressed(ex);
                }
                d.completeRelay(r);
            }
        });
        return d;
    }

    public CompletableFuture<T> whenComplete(BiConsumer<? super T, ? super Throwable> action) {
        return uniWhenCompleteStage(null, action);
    }

    public CompletableFuture<T> whenCompleteAsync(BiConsumer<? super T, ? super Throwable> action) {
        return uniWhenCompleteStage(defaultExecutor(), action);
    }

    public CompletableFuture<T> whenCompleteAsync(BiConsumer<? super T, ? super Throwable> action, Executor executor) {
        return uniWhenCompleteStage(screen(executor), action);
    }

    private CompletableFuture<T> uniExceptionallyStage(Executor e, final Function<Throwable, ? extends T> fn) {
        if (fn == null)
            throw new NullPointerException();
        final CompletableFuture<T> d = newIncompleteFuture();
        onDone(e, d, new Runnable() {
            public void run() {
                Object r = result;
                Throwable x = exceptionOf(r);
                if (x == null) {
                    d.completeRelay(r);
                    return;
                }
                try {
                    d.completeValue(fn.apply(x));
                } catch (Throwable ex) {
                    d.completeThrowable(ex);
                }
            }
        });
        return d;
    }

    public CompletableFuture<T> exceptionally(Function<Throwable, ? extends T> fn) {
        return uniExceptionallyStage(null, fn);
    }

    public CompletableFuture<T> exceptionallyAsync(Function<Throwable, ? extends T> fn) {
        return uniExceptionallyStage(defaultExecutor(), fn);
    }

    public CompletableFuture<T> exceptionallyAsync(Function<Throwable, ? extends T> fn, Executor executor) {
        return uniExceptionallyStage(screen(executor), fn);
    }

    /* On an exception, the stage fn makes of it decides the result; otherwise the result
       is relayed. */
    private CompletableFuture<T> uniExceptionallyComposeStage(Executor e,
            final Function<Throwable, ? extends CompletionStage<T>> fn) {
        if (fn == null)
            throw new NullPointerException();
        final CompletableFuture<T> d = newIncompleteFuture();
        onDone(e, d, new Runnable() {
            public void run() {
                Object r = result;
                Throwable x = exceptionOf(r);
                if (x == null) {
                    d.completeRelay(r);
                    return;
                }
                try {
                    final CompletableFuture<T> g = fn.apply(x).toCompletableFuture();
                    g.onDone(new Runnable() {
                        public void run() {
                            d.completeRelay(g.result);
                        }
                    });
                } catch (Throwable ex) {
                    d.completeThrowable(ex);
                }
            }
        });
        return d;
    }

    public CompletableFuture<T> exceptionallyCompose(Function<Throwable, ? extends CompletionStage<T>> fn) {
        return uniExceptionallyComposeStage(null, fn);
    }

    public CompletableFuture<T> exceptionallyComposeAsync(Function<Throwable, ? extends CompletionStage<T>> fn) {
        return uniExceptionallyComposeStage(defaultExecutor(), fn);
    }

    public CompletableFuture<T> exceptionallyComposeAsync(Function<Throwable, ? extends CompletionStage<T>> fn,
            Executor executor) {
        return uniExceptionallyComposeStage(screen(executor), fn);
    }

    /* ---- timeouts and delays (Java 9) ---- */

    /* One daemon thread, started on first use, runs the timers of every future. */
    private static final class Delayer {
        static final ScheduledThreadPoolExecutor TIMER = makeTimer();

        private static ScheduledThreadPoolExecutor makeTimer() {
            ScheduledThreadPoolExecutor t = new ScheduledThreadPoolExecutor(1, new ThreadFactory() {
                public Thread newThread(Runnable r) {
                    Thread th = new Thread(r, "CompletableFutureDelayScheduler");
                    th.setDaemon(true);
                    return th;
                }
            });
            t.setRemoveOnCancelPolicy(true);
            return t;
        }

        static ScheduledFuture<?> delay(Runnable command, long delay, TimeUnit unit) {
            return TIMER.schedule(command, delay, unit);
        }
    }

    /* Runs action after the delay unless this future completes first. */
    private void onTimeout(long timeout, TimeUnit unit, Runnable action) {
        if (unit == null)
            throw new NullPointerException();
        if (result != null)
            return;
        final ScheduledFuture<?> timer = Delayer.delay(action, timeout, unit);
        onDone(new Runnable() {
            public void run() {
                timer.cancel(false);
            }
        });
    }

    public CompletableFuture<T> orTimeout(long timeout, TimeUnit unit) {
        onTimeout(timeout, unit, new Runnable() {
            public void run() {
                completeExceptionally(new TimeoutException());
            }
        });
        return this;
    }

    public CompletableFuture<T> completeOnTimeout(final T value, long timeout, TimeUnit unit) {
        onTimeout(timeout, unit, new Runnable() {
            public void run() {
                complete(value);
            }
        });
        return this;
    }

    public static Executor delayedExecutor(long delay, TimeUnit unit) {
        return delayedExecutor(delay, unit, ASYNC_POOL);
    }

    public static Executor delayedExecutor(final long delay, final TimeUnit unit, final Executor executor) {
        if (unit == null || executor == null)
            throw new NullPointerException();
        return new Executor() {
            public void execute(final Runnable r) {
                if (r == null)
                    throw new NullPointerException();
                Delayer.delay(new Runnable() {
                    public void run() {
                        executor.execute(r);
                    }
                }, delay, unit);
            }
        };
    }

    private <U> CompletableFuture<U> uniComposeStage(Executor e,
            final Function<? super T, ? extends CompletionStage<U>> fn) {
        if (fn == null)
            throw new NullPointerException();
        final CompletableFuture<U> d = newIncompleteFuture();
        onDone(e, d, new Runnable() {
            public void run() {
                Object r = result;
                if (exceptionOf(r) != null) {
                    d.completeRelay(r);
                    return;
                }
                try {
                    final CompletableFuture<U> g = fn.apply(CompletableFuture.<T>valueOf(r)).toCompletableFuture();
                    g.onDone(new Runnable() {
                        public void run() {
                            d.completeRelay(g.result);
                        }
                    });
                } catch (Throwable x) {
                    d.completeThrowable(x);
                }
            }
        });
        return d;
    }

    public <U> CompletableFuture<U> thenCompose(Function<? super T, ? extends CompletionStage<U>> fn) {
        return uniComposeStage(null, fn);
    }

    public <U> CompletableFuture<U> thenComposeAsync(Function<? super T, ? extends CompletionStage<U>> fn) {
        return uniComposeStage(defaultExecutor(), fn);
    }

    public <U> CompletableFuture<U> thenComposeAsync(Function<? super T, ? extends CompletionStage<U>> fn,
            Executor executor) {
        return uniComposeStage(screen(executor), fn);
    }

    /* ---------------------------------------------------------------- */
    /* Stages on two futures                                             */
    /* ---------------------------------------------------------------- */

    private <U, V> CompletableFuture<V> biApplyStage(final Executor e, CompletionStage<? extends U> o,
            final BiFunction<? super T, ? super U, ? extends V> fn) {
        if (fn == null || o == null)
            throw new NullPointerException();
        final CompletableFuture<? extends U> other = o.toCompletableFuture();
        final CompletableFuture<V> d = newIncompleteFuture();
        final AtomicInteger left = new AtomicInteger(2);
        final Runnable body = new Runnable() {
            public void run() {
                Object r = result, s = other.result;
                if (exceptionOf(r) != null) {
                    d.completeRelay(r);
                    return;
                }
                if (exceptionOf(s) != null) {
                    d.completeRelay(s);
                    return;
                }
                try {
                    d.completeValue(fn.apply(CompletableFuture.<T>valueOf(r), CompletableFuture.<U>valueOf(s)));
                } catch (Throwable x) {
                    d.completeThrowable(x);
                }
            }
        };
        Runnable one = new Runnable() {
            public void run() {
                if (left.decrementAndGet() != 0)
                    return;
                if (e == null) {
                    body.run();
                    return;
                }
                try {
                    e.execute(body);
                } catch (Throwable x) {
                    d.completeThrowable(x);
                }
            }
        };
        onDone(one);
        other.onDone(one);
        return d;
    }

    public <U, V> CompletableFuture<V> thenCombine(CompletionStage<? extends U> other,
            BiFunction<? super T, ? super U, ? extends V> fn) {
        return biApplyStage(null, other, fn);
    }

    public <U, V> CompletableFuture<V> thenCombineAsync(CompletionStage<? extends U> other,
            BiFunction<? super T, ? super U, ? extends V> fn) {
        return biApplyStage(defaultExecutor(), other, fn);
    }

    public <U, V> CompletableFuture<V> thenCombineAsync(CompletionStage<? extends U> other,
            BiFunction<? super T, ? super U, ? extends V> fn, Executor executor) {
        return biApplyStage(screen(executor), other, fn);
    }

    private static <T, U> BiFunction<T, U, Void> accepting2(final BiConsumer<? super T, ? super U> action) {
        if (action == null)
            throw new NullPointerException();
        return new BiFunction<T, U, Void>() {
            public Void apply(T t, U u) {
                action.accept(t, u);
                return null;
            }
        };
    }

    private static <T, U> BiFunction<T, U, Void> running2(final Runnable action) {
        if (action == null)
            throw new NullPointerException();
        return new BiFunction<T, U, Void>() {
            public Void apply(T t, U u) {
                action.run();
                return null;
            }
        };
    }

    public <U> CompletableFuture<Void> thenAcceptBoth(CompletionStage<? extends U> other,
            BiConsumer<? super T, ? super U> action) {
        return biApplyStage(null, other, CompletableFuture.<T, U>accepting2(action));
    }

    public <U> CompletableFuture<Void> thenAcceptBothAsync(CompletionStage<? extends U> other,
            BiConsumer<? super T, ? super U> action) {
        return biApplyStage(defaultExecutor(), other, CompletableFuture.<T, U>accepting2(action));
    }

    public <U> CompletableFuture<Void> thenAcceptBothAsync(CompletionStage<? extends U> other,
            BiConsumer<? super T, ? super U> action, Executor executor) {
        return biApplyStage(screen(executor), other, CompletableFuture.<T, U>accepting2(action));
    }

    @SuppressWarnings("unchecked")
    public CompletableFuture<Void> runAfterBoth(CompletionStage<?> other, Runnable action) {
        return biApplyStage(null, (CompletionStage<Object>) other, CompletableFuture.<T, Object>running2(action));
    }

    @SuppressWarnings("unchecked")
    public CompletableFuture<Void> runAfterBothAsync(CompletionStage<?> other, Runnable action) {
        return biApplyStage(defaultExecutor(), (CompletionStage<Object>) other,
                CompletableFuture.<T, Object>running2(action));
    }

    @SuppressWarnings("unchecked")
    public CompletableFuture<Void> runAfterBothAsync(CompletionStage<?> other, Runnable action, Executor executor) {
        return biApplyStage(screen(executor), (CompletionStage<Object>) other,
                CompletableFuture.<T, Object>running2(action));
    }

    private <U> CompletableFuture<U> orApplyStage(final Executor e, CompletionStage<?> o,
            final Function<Object, ? extends U> fn) {
        if (fn == null || o == null)
            throw new NullPointerException();
        final CompletableFuture<?> other = o.toCompletableFuture();
        final CompletableFuture<U> d = newIncompleteFuture();
        final AtomicBoolean once = new AtomicBoolean();
        final CompletableFuture<?>[] both = { this, other };
        for (final CompletableFuture<?> src : both) {
            src.onDone(new Runnable() {
                public void run() {
                    if (!once.compareAndSet(false, true))
                        return;
                    final Object r = src.result;
                    Runnable body = new Runnable() {
                        public void run() {
                            if (exceptionOf(r) != null) {
                                d.completeRelay(r);
                                return;
                            }
                            try {
                                d.completeValue(fn.apply(valueOf(r)));
                            } catch (Throwable x) {
                                d.completeThrowable(x);
                            }
                        }
                    };
                    if (e == null) {
                        body.run();
                        return;
                    }
                    try {
                        e.execute(body);
                    } catch (Throwable x) {
                        d.completeThrowable(x);
                    }
                }
            });
        }
        return d;
    }

    @SuppressWarnings("unchecked")
    private static <T, U> Function<Object, U> either(final Function<? super T, U> fn) {
        if (fn == null)
            throw new NullPointerException();
        return new Function<Object, U>() {
            public U apply(Object o) {
                return fn.apply((T) o);
            }
        };
    }

    public <U> CompletableFuture<U> applyToEither(CompletionStage<? extends T> other, Function<? super T, U> fn) {
        return orApplyStage(null, other, CompletableFuture.<T, U>either(fn));
    }

    public <U> CompletableFuture<U> applyToEitherAsync(CompletionStage<? extends T> other, Function<? super T, U> fn) {
        return orApplyStage(defaultExecutor(), other, CompletableFuture.<T, U>either(fn));
    }

    public <U> CompletableFuture<U> applyToEitherAsync(CompletionStage<? extends T> other, Function<? super T, U> fn,
            Executor executor) {
        return orApplyStage(screen(executor), other, CompletableFuture.<T, U>either(fn));
    }

    public CompletableFuture<Void> acceptEither(CompletionStage<? extends T> other, Consumer<? super T> action) {
        return orApplyStage(null, other, CompletableFuture.<T, Void>either(CompletableFuture.<T>accepting(action)));
    }

    public CompletableFuture<Void> acceptEitherAsync(CompletionStage<? extends T> other, Consumer<? super T> action) {
        return orApplyStage(defaultExecutor(), other,
                CompletableFuture.<T, Void>either(CompletableFuture.<T>accepting(action)));
    }

    public CompletableFuture<Void> acceptEitherAsync(CompletionStage<? extends T> other, Consumer<? super T> action,
            Executor executor) {
        return orApplyStage(screen(executor), other,
                CompletableFuture.<T, Void>either(CompletableFuture.<T>accepting(action)));
    }

    public CompletableFuture<Void> runAfterEither(CompletionStage<?> other, Runnable action) {
        return orApplyStage(null, other, CompletableFuture.<Object>running(action));
    }

    public CompletableFuture<Void> runAfterEitherAsync(CompletionStage<?> other, Runnable action) {
        return orApplyStage(defaultExecutor(), other, CompletableFuture.<Object>running(action));
    }

    public CompletableFuture<Void> runAfterEitherAsync(CompletionStage<?> other, Runnable action, Executor executor) {
        return orApplyStage(screen(executor), other, CompletableFuture.<Object>running(action));
    }
}
