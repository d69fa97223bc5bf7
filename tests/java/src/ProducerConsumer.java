import java.util.LinkedList;

public class ProducerConsumer {
    static class BoundedBuffer {
        private final LinkedList<Integer> items = new LinkedList<>();
        private final int capacity;
        int maxSeen;

        BoundedBuffer(int capacity) { this.capacity = capacity; }

        synchronized void put(int v) throws InterruptedException {
            while (items.size() == capacity) wait();
            items.addLast(v);
            if (items.size() > maxSeen) maxSeen = items.size();
            notifyAll();
        }

        synchronized int take() throws InterruptedException {
            while (items.isEmpty()) wait();
            int v = items.removeFirst();
            notifyAll();
            return v;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        final BoundedBuffer buf = new BoundedBuffer(4);
        final int n = 2000;
        Thread producer = new Thread("producer") {
            public void run() {
                try {
                    for (int i = 1; i <= n; i++) buf.put(i);
                    buf.put(-1);
                } catch (InterruptedException e) {
                    System.out.println("producer interrupted");
                }
            }
        };
        final long[] sum = new long[1];
        final int[] count = new int[1];
        final boolean[] ordered = {true};
        Thread consumer = new Thread("consumer") {
            public void run() {
                try {
                    int last = 0;
                    while (true) {
                        int v = buf.take();
                        if (v < 0) break;
                        if (v != last + 1) ordered[0] = false;
                        last = v;
                        sum[0] += v;
                        count[0]++;
                    }
                } catch (InterruptedException e) {
                    System.out.println("consumer interrupted");
                }
            }
        };
        consumer.start();
        producer.start();
        producer.join();
        consumer.join();
        System.out.println("consumed " + count[0] + " items, sum " + sum[0] + ", in order " + ordered[0]
            + ", capacity respected " + (buf.maxSeen <= 4));
        final BoundedBuffer multi = new BoundedBuffer(2);
        Thread[] producers = new Thread[3];
        for (int p = 0; p < 3; p++) {
            final int base = p * 10000;
            producers[p] = new Thread() {
                public void run() {
                    try {
                        for (int i = 1; i <= 300; i++) multi.put(base + i);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            };
            producers[p].start();
        }
        final long[] msum = new long[2];
        Thread[] consumers = new Thread[2];
        for (int k = 0; k < 2; k++) {
            final int id = k;
            consumers[k] = new Thread() {
                public void run() {
                    try {
                        for (int i = 0; i < 450; i++) msum[id] += multi.take();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            };
            consumers[k].start();
        }
        for (Thread t : producers) t.join();
        for (Thread t : consumers) t.join();
        System.out.println("multi total " + (msum[0] + msum[1]));
    }
}
