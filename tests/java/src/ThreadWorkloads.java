import java.util.*;

public class ThreadWorkloads {
    // ---- parallel sum with join
    static final class Summer extends Thread {
        final int[] data; final int from, to; long sum;
        Summer(int[] data, int from, int to, int id) { super("summer-" + id); this.data = data; this.from = from; this.to = to; }
        @Override public void run() { for (int i = from; i < to; i++) sum += data[i]; }
    }

    // ---- bounded buffer with wait/notifyAll
    static final class BoundedBuffer<T> {
        private final Object[] items;
        private int head, tail, count;
        int maxSeen;
        BoundedBuffer(int cap) { items = new Object[cap]; }
        synchronized void put(T t) throws InterruptedException {
            while (count == items.length) wait();
            items[tail] = t;
            tail = (tail + 1) % items.length;
            count++;
            if (count > maxSeen) maxSeen = count;
            notifyAll();
        }
        @SuppressWarnings("unchecked")
        synchronized T take() throws InterruptedException {
            while (count == 0) wait();
            T t = (T) items[head];
            items[head] = null;
            head = (head + 1) % items.length;
            count--;
            notifyAll();
            return t;
        }
    }

    // ---- dining philosophers with ordered locks
    static final class Fork { final int id; int uses; Fork(int id) { this.id = id; } }

    static volatile boolean stop;

    public static void main(String[] args) throws Exception {
        int[] data = new int[200000];
        for (int i = 0; i < data.length; i++) data[i] = (i * 31) % 1000 - 500;
        long expected = 0;
        for (int v : data) expected += v;
        Summer[] ss = new Summer[4];
        for (int i = 0; i < 4; i++) ss[i] = new Summer(data, i * 50000, (i + 1) * 50000, i);
        for (Summer s : ss) s.start();
        long total = 0;
        for (Summer s : ss) { s.join(); total += s.sum; }
        System.out.println("parallel sum " + total + " expected " + expected + " alive " + ss[0].isAlive() + " name " + ss[3].getName() + " state " + ss[2].getState());

        final BoundedBuffer<Integer> buf = new BoundedBuffer<Integer>(4);
        final int producers = 3, perProducer = 500;
        final long[] consumed = new long[2];
        final int[] counts = new int[2];
        Thread[] prod = new Thread[producers];
        for (int p = 0; p < producers; p++) {
            final int base = p * 10000;
            prod[p] = new Thread(new Runnable() {
                public void run() {
                    try { for (int i = 0; i < perProducer; i++) buf.put(base + i); }
                    catch (InterruptedException e) { throw new RuntimeException(e); }
                }
            }, "producer-" + p);
        }
        Thread[] cons = new Thread[2];
        for (int c = 0; c < 2; c++) {
            final int idx = c;
            cons[c] = new Thread("consumer-" + c) {
                public void run() {
                    try {
                        while (true) {
                            int v = buf.take();
                            if (v < 0) break;
                            consumed[idx] += v;
                            counts[idx]++;
                        }
                    } catch (InterruptedException e) { throw new RuntimeException(e); }
                }
            };
        }
        for (Thread t : cons) t.start();
        for (Thread t : prod) t.start();
        for (Thread t : prod) t.join();
        buf.put(-1); buf.put(-1);
        for (Thread t : cons) t.join();
        long want = 0;
        for (int p = 0; p < producers; p++) for (int i = 0; i < perProducer; i++) want += p * 10000 + i;
        System.out.println("buffer consumed " + (consumed[0] + consumed[1]) + " want " + want + " items " + (counts[0] + counts[1]) + " maxSeen<=4 " + (buf.maxSeen <= 4));

        final Fork[] forks = new Fork[5];
        for (int i = 0; i < 5; i++) forks[i] = new Fork(i);
        final int[] meals = new int[5];
        Thread[] phil = new Thread[5];
        for (int i = 0; i < 5; i++) {
            final int me = i;
            phil[i] = new Thread(new Runnable() {
                public void run() {
                    Fork left = forks[me], right = forks[(me + 1) % 5];
                    Fork first = left.id < right.id ? left : right;
                    Fork second = left.id < right.id ? right : left;
                    for (int m = 0; m < 200; m++) {
                        synchronized (first) {
                            synchronized (second) {
                                first.uses++; second.uses++;
                                meals[me]++;
                                if (m % 50 == 0) Thread.yield();
                            }
                        }
                    }
                }
            });
        }
        for (Thread t : phil) t.start();
        for (Thread t : phil) t.join();
        int forkUses = 0;
        for (Fork f : forks) forkUses += f.uses;
        System.out.println("meals " + Arrays.toString(meals) + " fork uses " + forkUses);

        // ThreadLocal counters
        final ThreadLocal<int[]> local = new ThreadLocal<int[]>() {
            @Override protected int[] initialValue() { return new int[1]; }
        };
        final int[] results = new int[4];
        Thread[] tl = new Thread[4];
        for (int i = 0; i < 4; i++) {
            final int id = i;
            tl[i] = new Thread() {
                public void run() {
                    for (int k = 0; k <= id * 100; k++) local.get()[0]++;
                    results[id] = local.get()[0];
                    local.remove();
                    if (local.get()[0] != 0) results[id] = -1;
                }
            };
            tl[i].start();
        }
        for (Thread t : tl) t.join();
        local.get()[0] = 42;
        System.out.println("thread locals " + Arrays.toString(results) + " main " + local.get()[0]);
        final InheritableThreadLocal<String> inh = new InheritableThreadLocal<String>() {
            @Override protected String childValue(String parent) { return parent + "+child"; }
        };
        inh.set("root");
        final String[] seen = new String[1];
        Thread child = new Thread() { public void run() { seen[0] = inh.get(); } };
        child.start(); child.join();
        System.out.println("inheritable " + seen[0] + " parent " + inh.get());

        // volatile flag
        final long[] spins = new long[1];
        Thread spinner = new Thread() {
            public void run() { do spins[0]++; while (!stop); }   // spins once however late it starts
        };
        spinner.start();
        Thread.sleep(20);
        stop = true;
        spinner.join();
        System.out.println("spinner stopped " + !spinner.isAlive() + " spun " + (spins[0] > 0));

        // interrupt during sleep and wait
        final List<String> events = Collections.synchronizedList(new ArrayList<String>());
        Thread sleeper = new Thread("sleeper") {
            public void run() {
                try {
                    Thread.sleep(10000);
                    events.add("woke normally");
                } catch (InterruptedException e) {
                    events.add("sleep interrupted: " + e.getMessage() + " flag=" + isInterrupted());
                }
                Object lock = new Object();
                synchronized (lock) {
                    interrupt();
                    try { lock.wait(); events.add("wait returned"); }
                    catch (InterruptedException e) { events.add("wait interrupted flag=" + Thread.currentThread().isInterrupted()); }
                }
                interrupt();
                events.add("interrupted() " + Thread.interrupted() + " then " + Thread.interrupted());
                try { Thread.sleep(0); events.add("sleep(0) ok"); } catch (InterruptedException e) { events.add("sleep(0) interrupted"); }
                interrupt();
                try { Thread.sleep(0); events.add("sleep(0) ok with flag"); } catch (InterruptedException e) { events.add("sleep(0) interrupted with flag"); }
            }
        };
        sleeper.start();
        while (sleeper.getState() != Thread.State.TIMED_WAITING) Thread.sleep(1);
        sleeper.interrupt();
        sleeper.join();
        System.out.println(events + " final state " + sleeper.getState());
        Thread neverStarted = new Thread("lazy");
        neverStarted.interrupt();
        System.out.println("never started: " + neverStarted.getState() + " " + neverStarted.isInterrupted() + " " + neverStarted.isAlive());
        neverStarted.join();
        try { sleeper.start(); } catch (IllegalThreadStateException e) { System.out.println("restart: " + e.getClass().getSimpleName() + " " + e.getMessage()); }
        try { Thread.sleep(-1); } catch (IllegalArgumentException e) { System.out.println("negative sleep: " + e.getMessage()); }
        try { new Object().wait(); } catch (IllegalMonitorStateException e) { System.out.println("IMSE: " + e.getMessage()); }
        try { new Object().notify(); } catch (IllegalMonitorStateException e) { System.out.println("IMSE notify: " + e.getMessage()); }
        Thread.currentThread().interrupt();
        try {
            synchronized (ThreadWorkloads.class) { ThreadWorkloads.class.wait(1000); }
        } catch (InterruptedException e) {
            System.out.println("main wait with pending interrupt: " + e.getMessage() + " " + Thread.currentThread().isInterrupted());
        }
        Thread.currentThread().interrupt();
        try { Thread.currentThread().join(10); } catch (InterruptedException e) { System.out.println("join interrupted " + Thread.interrupted()); }
    }
}
