import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.*;

/* Call sites linked by several threads at once, and lambdas shared between threads. */
public class LambdaThreads {
    static final AtomicInteger counter = new AtomicInteger();

    static int work(int seed) {
        int sum = 0;
        for (int i = 0; i < 2000; i++) {
            final int k = i;
            IntUnaryOperator f = x -> x + k + seed;
            Supplier<String> s = () -> "v" + k;
            IntSupplier n = () -> 1;
            sum += f.applyAsInt(1) + s.get().length() + n.getAsInt();
            counter.incrementAndGet();
        }
        return sum;
    }

    public static void main(String[] args) throws InterruptedException {
        int nthreads = 4;
        int[] results = new int[nthreads];
        Thread[] ts = new Thread[nthreads];
        for (int t = 0; t < nthreads; t++) {
            final int id = t;
            ts[t] = new Thread(() -> results[id] = work(id));
        }
        for (Thread t : ts)
            t.start();
        for (Thread t : ts)
            t.join();
        for (int t = 0; t < nthreads; t++)
            System.out.println("thread " + t + ": " + results[t]);
        System.out.println("calls: " + counter.get());
        Runnable shared = () -> counter.addAndGet(10);
        Thread[] ts2 = new Thread[3];
        for (int t = 0; t < ts2.length; t++) {
            ts2[t] = new Thread(shared);
            ts2[t].start();
        }
        for (Thread t : ts2)
            t.join();
        System.out.println("after shared: " + counter.get());
    }
}
