package java.util.concurrent;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.BiPredicate;
import java.util.function.Consumer;

/**
 * Publishes submitted items to every current subscriber, each through its
 * own buffer drained by one task at a time on the executor (ForkJoinPool's
 * common pool unless given), in submission order and only as far as the
 * subscriber has requested. submit blocks while a buffer is full; close
 * delivers onComplete after the buffered items.
 */
public class SubmissionPublisher<T> implements Flow.Publisher<T>, AutoCloseable {
    private final Executor executor;
    private final int maxBufferCapacity;
    private final BiConsumer<? super Flow.Subscriber<? super T>, ? super Throwable> onNextHandler;
    private final ArrayList<Sub> subs = new ArrayList<Sub>();
    private volatile boolean closed;
    private volatile Throwable closedException;

    public SubmissionPublisher(Executor executor, int maxBufferCapacity,
            BiConsumer<? super Flow.Subscriber<? super T>, ? super Throwable> handler) {
        if (executor == null) {
            throw new NullPointerException();
        }
        if (maxBufferCapacity <= 0) {
            throw new IllegalArgumentException("capacity must be positive");
        }
        this.executor = executor;
        this.maxBufferCapacity = roundUp(maxBufferCapacity);
        this.onNextHandler = handler;
    }

    public SubmissionPublisher(Executor executor, int maxBufferCapacity) {
        this(executor, maxBufferCapacity, null);
    }

    public SubmissionPublisher() {
        this(ForkJoinPool.commonPool(), Flow.defaultBufferSize(), null);
    }

    private static int roundUp(int n) {
        int c = 1;
        while (c < n && c < (1 << 30)) {
            c <<= 1;
        }
        return c;
    }

    public void subscribe(Flow.Subscriber<? super T> subscriber) {
        if (subscriber == null) {
            throw new NullPointerException();
        }
        Sub s = new Sub(subscriber);
        synchronized (this) {
            for (Sub o : subs) {
                if (o.subscriber.equals(subscriber) && !o.isCancelled()) {
                    s.fail(new IllegalStateException("Duplicate subscribe"));
                    s.schedule();
                    return;
                }
            }
            if (closed) {
                s.fail(closedException);
            } else {
                subs.add(s);
            }
        }
        s.schedule();
    }

    private synchronized List<Sub> live() {
        ArrayList<Sub> l = new ArrayList<Sub>();
        for (int i = subs.size() - 1; i >= 0; i--) {
            if (subs.get(i).isCancelled()) {
                subs.remove(i);
            }
        }
        l.addAll(subs);
        return l;
    }

    public int submit(T item) {
        return offer(item, Long.MAX_VALUE, TimeUnit.NANOSECONDS, null, true);
    }

    public int offer(T item, BiPredicate<Flow.Subscriber<? super T>, ? super T> onDrop) {
        return offer(item, 0, TimeUnit.NANOSECONDS, onDrop, false);
    }

    public int offer(T item, long timeout, TimeUnit unit, BiPredicate<Flow.Subscriber<? super T>, ? super T> onDrop) {
        return offer(item, timeout, unit, onDrop, false);
    }

    private int offer(T item, long timeout, TimeUnit unit, BiPredicate<Flow.Subscriber<? super T>, ? super T> onDrop,
            boolean block) {
        if (item == null) {
            throw new NullPointerException();
        }
        if (closed) {
            throw new IllegalStateException("Closed");
        }
        int lag = 0;
        int drops = 0;
        for (Sub s : live()) {
            int r = s.put(item, block, unit.toNanos(timeout));
            if (r < 0) {
                if (onDrop != null && onDrop.test(s.subscriber, item) && s.put(item, false, 0) >= 0) {
                    lag = Math.max(lag, 1);
                } else {
                    drops++;
                }
            } else {
                lag = Math.max(lag, r);
            }
        }
        return drops > 0 ? -drops : lag;
    }

    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        for (Sub s : live()) {
            s.complete(null);
        }
    }

    public void closeExceptionally(Throwable error) {
        if (error == null) {
            throw new NullPointerException();
        }
        if (closed) {
            return;
        }
        closedException = error;
        closed = true;
        for (Sub s : live()) {
            s.complete(error);
        }
    }

    public boolean isClosed() {
        return closed;
    }

    public Throwable getClosedException() {
        return closedException;
    }

    public boolean hasSubscribers() {
        return !live().isEmpty();
    }

    public int getNumberOfSubscribers() {
        return live().size();
    }

    public Executor getExecutor() {
        return executor;
    }

    public int getMaxBufferCapacity() {
        return maxBufferCapacity;
    }

    public List<Flow.Subscriber<? super T>> getSubscribers() {
        ArrayList<Flow.Subscriber<? super T>> l = new ArrayList<Flow.Subscriber<? super T>>();
        for (Sub s : live()) {
            l.add(s.subscriber);
        }
        return l;
    }

    public boolean isSubscribed(Flow.Subscriber<? super T> subscriber) {
        for (Sub s : live()) {
            if (s.subscriber.equals(subscriber)) {
                return true;
            }
        }
        return false;
    }

    public long estimateMinimumDemand() {
        long min = Long.MAX_VALUE;
        boolean any = false;
        for (Sub s : live()) {
            any = true;
            min = Math.min(min, s.demandLeft());
        }
        return any ? min : 0;
    }

    public int estimateMaximumLag() {
        int max = 0;
        for (Sub s : live()) {
            max = Math.max(max, s.buffered());
        }
        return max;
    }

    public CompletableFuture<Void> consume(final Consumer<? super T> consumer) {
        if (consumer == null) {
            throw new NullPointerException();
        }
        final CompletableFuture<Void> status = new CompletableFuture<Void>();
        subscribe(new Flow.Subscriber<T>() {
            public void onSubscribe(Flow.Subscription subscription) {
                subscription.request(Long.MAX_VALUE);
            }

            public void onNext(T item) {
                consumer.accept(item);
            }

            public void onError(Throwable ex) {
                status.completeExceptionally(ex);
            }

            public void onComplete() {
                status.complete(null);
            }
        });
        return status;
    }

    /** One subscriber's buffer, demand and delivery state. */
    private final class Sub implements Flow.Subscription, Runnable {
        final Flow.Subscriber<? super T> subscriber;
        private final ArrayDeque<T> items = new ArrayDeque<T>();
        private long demand;
        private boolean started;
        private boolean cancelled;
        private boolean scheduled;
        private boolean ending;        // complete after the buffered items
        private boolean failing;       // error at once, dropping the buffer
        private Throwable error;

        Sub(Flow.Subscriber<? super T> subscriber) {
            this.subscriber = subscriber;
        }

        synchronized boolean isCancelled() {
            return cancelled;
        }

        synchronized long demandLeft() {
            return demand - items.size();
        }

        synchronized int buffered() {
            return items.size();
        }

        /** Buffers an item: the lag, or -1 when full and not waiting (or waited out). */
        int put(T item, boolean block, long nanos) {
            synchronized (this) {
                long deadline = System.nanoTime() + nanos;
                while (!cancelled && items.size() >= maxBufferCapacity) {
                    if (!block && nanos <= 0) {
                        return -1;
                    }
                    try {
                        if (block) {
                            wait();
                        } else {
                            long left = deadline - System.nanoTime();
                            if (left <= 0) {
                                return -1;
                            }
                            wait(Math.max(1, left / 1000000L));
                        }
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        return -1;
                    }
                }
                if (cancelled) {
                    return 0;
                }
                items.add(item);
            }
            schedule();
            synchronized (this) {
                return items.size();
            }
        }

        void complete(Throwable ex) {
            synchronized (this) {
                ending = true;
                error = ex;
            }
            schedule();
        }

        synchronized void fail(Throwable ex) {
            ending = true;
            error = ex;
            if (ex != null) {
                failing = true;
            }
        }

        void schedule() {
            synchronized (this) {
                if (scheduled) {
                    return;
                }
                scheduled = true;
            }
            try {
                executor.execute(this);
            } catch (RuntimeException e) {
                synchronized (this) {
                    scheduled = false;
                    cancelled = true;
                }
                throw e;
            }
        }

        public void request(long n) {
            synchronized (this) {
                if (n <= 0) {
                    failing = true;
                    ending = true;
                    error = new IllegalArgumentException("non-positive subscription request");
                } else {
                    demand = demand + n < 0 ? Long.MAX_VALUE : demand + n;
                }
            }
            schedule();
        }

        public void cancel() {
            synchronized (this) {
                cancelled = true;
                items.clear();
                notifyAll();
            }
        }

        public void run() {
            boolean first;
            synchronized (this) {
                first = !started;
                started = true;
            }
            if (first) {
                try {
                    subscriber.onSubscribe(this);
                } catch (Throwable t) {
                    synchronized (this) {
                        failing = true;
                        ending = true;
                        error = t;
                    }
                }
            }
            while (true) {
                T item = null;
                Throwable end = null;
                boolean finish = false;
                synchronized (this) {
                    if (cancelled) {
                        scheduled = false;
                        return;
                    }
                    if (failing || (ending && items.isEmpty())) {
                        finish = true;
                        end = error;
                        cancelled = true;
                        items.clear();
                        notifyAll();
                    } else if (!items.isEmpty() && demand > 0) {
                        item = items.poll();
                        if (demand != Long.MAX_VALUE) {
                            demand--;
                        }
                        notifyAll();
                    } else {
                        scheduled = false;
                        return;
                    }
                }
                if (finish) {
                    try {
                        if (end != null) {
                            subscriber.onError(end);
                        } else {
                            subscriber.onComplete();
                        }
                    } catch (Throwable ignored) {
                        // the subscription is over either way
                    }
                    synchronized (this) {
                        scheduled = false;
                    }
                    return;
                }
                try {
                    subscriber.onNext(item);
                } catch (Throwable t) {
                    if (onNextHandler != null) {
                        try {
                            onNextHandler.accept(subscriber, t);
                        } catch (Throwable ignored) {
                            // the handler's own failure changes nothing
                        }
                    }
                    synchronized (this) {
                        failing = true;
                        ending = true;
                        error = t;
                    }
                }
            }
        }
    }
}
