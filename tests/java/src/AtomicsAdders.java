import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.concurrent.atomic.DoubleAccumulator;
import java.util.concurrent.atomic.DoubleAdder;
import java.util.concurrent.atomic.LongAccumulator;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.BinaryOperator;
import java.util.function.LongBinaryOperator;
import java.util.function.DoubleBinaryOperator;
import java.util.function.UnaryOperator;

/* The atomics and the adders, under contention. */
public class AtomicsAdders {
    public static void main(String[] args) throws Exception {
        final LongAdder adder = new LongAdder();
        final AtomicLong al = new AtomicLong();
        final AtomicIntegerArray ia = new AtomicIntegerArray(4);
        final AtomicLongArray la = new AtomicLongArray(new long[] { 1, 2, 3 });
        final AtomicReferenceArray<String> ra = new AtomicReferenceArray<String>(new String[] { "x", "y" });
        final LongAccumulator max = new LongAccumulator(new LongBinaryOperator() {
            public long applyAsLong(long a, long b) {
                return Math.max(a, b);
            }
        }, Long.MIN_VALUE);
        final DoubleAdder dsum = new DoubleAdder();
        final AtomicBoolean once = new AtomicBoolean();
        final AtomicInteger winners = new AtomicInteger();
        Thread[] ts = new Thread[4];
        for (int i = 0; i < ts.length; i++) {
            final int id = i;
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    if (once.compareAndSet(false, true))
                        winners.incrementAndGet();
                    for (int k = 0; k < 1000; k++) {
                        adder.increment();
                        al.addAndGet(2);
                        ia.incrementAndGet(k % 4);
                        la.addAndGet(k % 3, 1);
                        max.accumulate(id * 1000 + k);
                        dsum.add(0.5);
                    }
                }
            });
            ts[i].start();
        }
        for (Thread t : ts)
            t.join();
        System.out.println("adder " + adder + " sum " + adder.sum() + " long " + adder.longValue() + " int " + adder.intValue());
        System.out.println("atomic long " + al + " int array " + ia + " long array " + la);
        System.out.println("max " + max + " get " + max.get() + " double sum " + dsum + " winners " + winners + " flag " + once);
        System.out.println("sumThenReset " + adder.sumThenReset() + " now " + adder.sum());
        adder.add(-5);
        adder.decrement();
        System.out.println("negative " + adder);
        max.reset();
        System.out.println("reset " + max.get() + " thenReset " + max.getThenReset());
        DoubleAccumulator prod = new DoubleAccumulator(new DoubleBinaryOperator() {
            public double applyAsDouble(double a, double b) {
                return a * b;
            }
        }, 1.0);
        prod.accumulate(2.5);
        prod.accumulate(4);
        System.out.println("product " + prod + " " + prod.intValue());

        System.out.println("ref array " + ra + " cas " + ra.compareAndSet(0, "x", "X") + " " + ra.compareAndSet(1, "x", "Y")
                + " " + ra.length() + " " + ra.get(0) + " getAndSet " + ra.getAndSet(1, "Z") + " " + ra);
        System.out.println("updateAndGet " + ra.updateAndGet(0, new UnaryOperator<String>() {
            public String apply(String s) {
                return s + "!";
            }
        }) + " accumulateAndGet " + ra.accumulateAndGet(1, "q", new BinaryOperator<String>() {
            public String apply(String a, String b) {
                return a + b;
            }
        }));
        try {
            ra.get(2);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("index: " + e.getClass().getSimpleName());
        }
        AtomicBoolean ab = new AtomicBoolean(true);
        System.out.println("boolean " + ab.getAndSet(false) + " " + ab.get() + " " + ab.compareAndSet(true, false) + " "
                + ab.weakCompareAndSet(false, true) + " " + ab);
        AtomicReference<String> ref = new AtomicReference<String>("a");
        System.out.println("ref " + ref.getAndUpdate(new UnaryOperator<String>() {
            public String apply(String s) {
                return s + "b";
            }
        }) + " " + ref.get() + " " + ref);
        AtomicIntegerArray empty = new AtomicIntegerArray(0);
        System.out.println("empty arrays " + empty + " " + new AtomicLongArray(0) + " " + new AtomicReferenceArray<Object>(0));
    }
}
