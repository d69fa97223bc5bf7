import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/* The demo program: a little of everything the VM does. */
public class Hello {
    static int fib(int n) {
        return n < 2 ? n : fib(n - 1) + fib(n - 2);
    }

    public static void main(String[] args) throws Exception {
        System.out.println("Hello from " + System.getProperty("java.vm.name") + " " + System.getProperty("java.vm.version"));
        Map<String, Integer> lengths = new HashMap<>();
        for (String w : "the quick brown fox jumps over the lazy dog".split(" "))
            lengths.put(w, w.length());
        System.out.println("word lengths: " + lengths);
        final List<Integer> results = new ArrayList<>();
        Thread[] workers = new Thread[4];
        for (int i = 0; i < workers.length; i++) {
            final int n = 20 + i;
            workers[i] = new Thread("worker-" + i) {
                public void run() {
                    int f = fib(n);
                    synchronized (results) {
                        results.add(f);
                    }
                }
            };
            workers[i].start();
        }
        for (Thread w : workers)
            w.join();
        java.util.Collections.sort(results);
        System.out.println("fib(20..23) computed by 4 threads: " + results);
        long garbage = 0;
        for (int i = 0; i < 200000; i++)
            garbage += new int[16].length;
        System.gc();
        System.out.println("allocated " + garbage + " ints in short-lived arrays; heap max "
                + (Runtime.getRuntime().maxMemory() >> 20) + " MiB");
        try {
            Object o = "text";
            Integer bad = (Integer) o;
        } catch (ClassCastException e) {
            System.out.println("caught: " + e.getMessage());
        }
    }
}
