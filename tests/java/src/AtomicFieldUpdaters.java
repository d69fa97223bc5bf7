import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

/**
 * The atomic field updaters and the stamped and markable references as concurrent
 * programs use them: a lock-free (Treiber) stack on an AtomicReferenceFieldUpdater pushed
 * and popped by four threads, counters on int and long updaters, an ABA-safe top with an
 * AtomicStampedReference, logical deletion with an AtomicMarkableReference, and the
 * updaters' checks with the JDK's exceptions.
 */
public class AtomicFieldUpdaters {
    static final class Node {
        final int value;
        Node next;

        Node(int value) {
            this.value = value;
        }
    }

    static final class Stack {
        volatile Node top;
        volatile int pushes;
        volatile long sum;

        static final AtomicReferenceFieldUpdater<Stack, Node> TOP =
                AtomicReferenceFieldUpdater.newUpdater(Stack.class, Node.class, "top");
        static final AtomicIntegerFieldUpdater<Stack> PUSHES = AtomicIntegerFieldUpdater.newUpdater(Stack.class, "pushes");
        static final AtomicLongFieldUpdater<Stack> SUM = AtomicLongFieldUpdater.newUpdater(Stack.class, "sum");

        void push(int v) {
            Node n = new Node(v);
            do {
                n.next = TOP.get(this);
            } while (!TOP.compareAndSet(this, n.next, n));
            PUSHES.incrementAndGet(this);
            SUM.addAndGet(this, v);
        }

        Integer pop() {
            Node t;
            do {
                t = top;
                if (t == null) return null;
            } while (!TOP.weakCompareAndSet(this, t, t.next));
            SUM.getAndAdd(this, -t.value);
            return t.value;
        }
    }

    static class Holder {
        volatile int i;
        volatile long l;
        volatile String s;
        volatile Object o;
        int plain;
        volatile long wide;
        static volatile int shared;
        volatile Integer boxed;
    }

    static class SubHolder extends Holder {
    }

    static void attempt(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": ok");
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e + (e.getCause() != null ? " (cause " + e.getCause() + ")" : ""));
        }
    }

    @SuppressWarnings({ "unchecked", "rawtypes" })
    public static void main(String[] args) throws Exception {
        Stack stack = new Stack();
        ExecutorService pool = Executors.newFixedThreadPool(4);
        List<Future<Long>> popped = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            int base = t * 1000;
            popped.add(pool.submit(() -> {
                long got = 0;
                for (int i = 0; i < 1000; i++) {
                    stack.push(base + i);
                    if (i % 3 == 0) {
                        Integer v = stack.pop();
                        if (v != null) got += v;
                    }
                }
                return got;
            }));
        }
        long poppedSum = 0;
        for (Future<Long> f : popped) poppedSum += f.get();
        pool.shutdown();
        int left = 0;
        long leftSum = 0;
        for (Node n = stack.top; n != null; n = n.next) {
            left++;
            leftSum += n.value;
        }
        System.out.println("pushes " + stack.pushes + " left " + left + " popped+left " + (poppedSum + leftSum)
                + " expected " + (4 * 999 * 1000 / 2 + 1000 * 1000 * 6) + " sum field " + (stack.sum == leftSum));

        Holder h = new Holder();
        AtomicIntegerFieldUpdater<Holder> iu = AtomicIntegerFieldUpdater.newUpdater(Holder.class, "i");
        System.out.println(iu.getAndAdd(h, 5) + " " + iu.addAndGet(h, 3) + " " + iu.getAndUpdate(h, x -> x * 2) + " "
                + iu.accumulateAndGet(h, 10, Math::max) + " " + iu.getAndSet(h, 7) + " " + iu.compareAndSet(h, 6, 1) + " "
                + iu.compareAndSet(h, 7, 1) + " " + iu.decrementAndGet(h) + " " + iu.getAndDecrement(h) + " " + h.i);
        AtomicLongFieldUpdater<Holder> lu = AtomicLongFieldUpdater.newUpdater(Holder.class, "l");
        lu.set(h, Long.MAX_VALUE);
        System.out.println(lu.incrementAndGet(h) + " " + lu.updateAndGet(h, x -> x / 2) + " " + lu.getAndAccumulate(h, 3, Long::sum)
                + " " + h.l);
        AtomicReferenceFieldUpdater<Holder, String> su = AtomicReferenceFieldUpdater.newUpdater(Holder.class, String.class, "s");
        String a = new String("a");
        su.set(h, a);
        System.out.println(su.compareAndSet(h, new String("a"), "b") + " " + su.compareAndSet(h, a, "b") + " "
                + su.getAndSet(h, "c") + " " + su.accumulateAndGet(h, "d", String::concat) + " " + su.get(h));
        SubHolder sub = new SubHolder();
        System.out.println("subclass object " + iu.incrementAndGet(sub) + " " + sub.i);

        attempt("missing field", () -> AtomicIntegerFieldUpdater.newUpdater(Holder.class, "nope"));
        attempt("not volatile", () -> AtomicIntegerFieldUpdater.newUpdater(Holder.class, "plain"));
        attempt("long as int", () -> AtomicIntegerFieldUpdater.newUpdater(Holder.class, "wide"));
        attempt("Integer as int", () -> AtomicIntegerFieldUpdater.newUpdater(Holder.class, "boxed"));
        attempt("static", () -> AtomicIntegerFieldUpdater.newUpdater(Holder.class, "shared"));
        attempt("int as long", () -> AtomicLongFieldUpdater.newUpdater(Holder.class, "i"));
        attempt("String as Object", () -> AtomicReferenceFieldUpdater.newUpdater(Holder.class, Object.class, "s"));
        attempt("int as reference", () -> AtomicReferenceFieldUpdater.newUpdater(Holder.class, int.class, "i"));
        attempt("null name", () -> AtomicIntegerFieldUpdater.newUpdater(Holder.class, null));
        attempt("get(null)", () -> iu.get(null));
        attempt("incrementAndGet(null)", () -> iu.incrementAndGet(null));
        AtomicIntegerFieldUpdater raw = iu;
        attempt("get(other class)", () -> raw.get("x"));
        AtomicReferenceFieldUpdater rawRef = su;
        attempt("set(wrong value type)", () -> rawRef.set(new Holder(), 5));
        attempt("compareAndSet(wrong value type)", () -> rawRef.compareAndSet(new Holder(), null, 5));
        AtomicReferenceFieldUpdater<Holder, Object> ou = AtomicReferenceFieldUpdater.newUpdater(Holder.class, Object.class, "o");
        attempt("Object field takes anything", () -> ou.set(new Holder(), 5));
        System.out.println("updater is a subclass: " + (iu.getClass().getSuperclass() == AtomicIntegerFieldUpdater.class)
                + " " + (lu.getClass().getSuperclass() == AtomicLongFieldUpdater.class)
                + " " + (su.getClass().getSuperclass() == AtomicReferenceFieldUpdater.class));

        // ABA: a stamp tells a top that came back from a top that never changed.
        AtomicStampedReference<String> top = new AtomicStampedReference<>("A", 0);
        int[] stampHolder = new int[1];
        String seen = top.get(stampHolder);
        int seenStamp = stampHolder[0];
        top.compareAndSet("A", "B", 0, 1);
        top.compareAndSet("B", "A", 1, 2);
        System.out.println("stale stamp cas " + top.compareAndSet(seen, "C", seenStamp, seenStamp + 1) + " now "
                + top.getReference() + "/" + top.getStamp());
        System.out.println("fresh cas " + top.compareAndSet("A", "C", 2, 3) + " attemptStamp " + top.attemptStamp("C", 9)
                + " " + top.attemptStamp("A", 10) + " " + top.getReference() + "/" + top.getStamp()
                + " same values " + top.compareAndSet("C", "C", 9, 9) + " weak " + top.weakCompareAndSet("C", "D", 9, 1));
        top.set(null, -1);
        System.out.println("set " + top.getReference() + "/" + top.getStamp());

        AtomicMarkableReference<String> node = new AtomicMarkableReference<>("n1", false);
        boolean[] markHolder = new boolean[1];
        System.out.println("mark " + node.attemptMark("n1", true) + " " + node.isMarked() + " get " + node.get(markHolder)
                + "/" + markHolder[0] + " cas unmarked " + node.compareAndSet("n1", "n2", false, false) + " cas marked "
                + node.compareAndSet("n1", "n2", true, false) + " " + node.getReference() + "/" + node.isMarked()
                + " attemptMark other " + node.attemptMark("zz", true));

        // Four threads race to delete logically; exactly one wins.
        AtomicMarkableReference<String> victim = new AtomicMarkableReference<>("v", false);
        AtomicInteger winners = new AtomicInteger();
        Thread[] ts = new Thread[4];
        for (int t = 0; t < ts.length; t++) {
            ts[t] = new Thread(() -> {
                if (victim.compareAndSet("v", "v", false, true)) winners.incrementAndGet();
            });
            ts[t].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("winners " + winners.get() + " marked " + victim.isMarked());
    }
}
