import java.util.*;
import java.util.concurrent.*;

/** DelayQueue and LinkedTransferQueue: ordering, expiry, hand-offs and argument checks. */
public class DelayTransferQueues {
    static final class Job implements Delayed {
        final String name;
        final long due;

        Job(String name, long delayMillis) {
            this.name = name;
            this.due = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(delayMillis);
        }

        public long getDelay(TimeUnit unit) {
            return unit.convert(due - System.nanoTime(), TimeUnit.NANOSECONDS);
        }

        public int compareTo(Delayed o) {
            return Long.compare(due, ((Job) o).due);
        }

        public String toString() { return name; }
    }

    public static void main(String[] args) throws Exception {
        delayQueue();
        transferQueue();
    }

    static void delayQueue() throws Exception {
        DelayQueue<Job> q = new DelayQueue<Job>();
        q.add(new Job("later", 60000));
        q.offer(new Job("past2", -20));
        q.put(new Job("past1", -50));
        q.offer(new Job("past3", -10), 1, TimeUnit.SECONDS);
        System.out.println("size " + q.size() + " peek " + q.peek() + " remaining " + (q.remainingCapacity() == Integer.MAX_VALUE));
        System.out.println("poll " + q.poll() + " " + q.poll() + " " + q.poll() + " " + q.poll());
        List<Job> drained = new ArrayList<Job>();
        System.out.println("drain (none expired) " + q.drainTo(drained) + " " + drained);
        long t0 = System.nanoTime();      // before the job's time is set: it waits 60 ms at least
        q.add(new Job("soon", 60));
        Job s = q.take();
        long waited = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0);
        System.out.println("take " + s + " waited for it: " + (waited >= 40));
        System.out.println("timed poll of unexpired: " + q.poll(30, TimeUnit.MILLISECONDS));
        System.out.println("left " + q + " size " + q.size());
        System.out.println("remove later: " + q.remove(q.peek()) + " empty " + q.isEmpty());

        for (int i = 5; i >= 1; i--)
            q.add(new Job("e" + i, -i * 10));
        q.add(new Job("far", 100000));
        drained.clear();
        System.out.println("drainTo max 2: " + q.drainTo(drained, 2) + " " + drained);
        drained.clear();
        System.out.println("drainTo rest: " + q.drainTo(drained) + " " + drained + " size " + q.size());
        int n = 0;
        for (Iterator<Job> it = q.iterator(); it.hasNext();) {
            it.next();
            it.remove();
            n++;
        }
        System.out.println("iterated and removed " + n + ", size " + q.size());

        final DelayQueue<Job> q2 = new DelayQueue<Job>();
        Thread taker = new Thread(new Runnable() {
            public void run() {
                try {
                    System.out.println("taker got " + q2.take());
                } catch (InterruptedException e) {
                    System.out.println("taker interrupted");
                }
            }
        });
        taker.start();
        Thread.sleep(30);
        q2.add(new Job("x", 20));
        taker.join();

        try {
            q.add(null);
        } catch (NullPointerException e) {
            System.out.println("null: NPE");
        }
        try {
            q.drainTo(q);
        } catch (IllegalArgumentException e) {
            System.out.println("drainTo self: IAE");
        }
        DelayQueue<Job> fromList = new DelayQueue<Job>(Arrays.asList(new Job("b", -1), new Job("a", -100)));
        System.out.println("from collection: " + fromList.poll() + " " + fromList.poll());
    }

    static void transferQueue() throws Exception {
        LinkedTransferQueue<String> q = new LinkedTransferQueue<String>();
        System.out.println("tryTransfer with no consumer: " + q.tryTransfer("a") + " size " + q.size());
        q.add("1");
        q.offer("2");
        q.put("3");
        System.out.println(q + " peek " + q.peek() + " contains 2 " + q.contains("2") + " size " + q.size());
        System.out.println("poll " + q.poll() + " remove 3 " + q.remove("3") + " left " + q);
        System.out.println("timed tryTransfer: " + q.tryTransfer("t", 20, TimeUnit.MILLISECONDS) + " " + q);
        q.clear();
        System.out.println("waiting consumers: " + q.hasWaitingConsumer() + " " + q.getWaitingConsumerCount());

        final LinkedTransferQueue<String> tq = new LinkedTransferQueue<String>();
        final List<String> got = Collections.synchronizedList(new ArrayList<String>());
        Thread consumer = new Thread(new Runnable() {
            public void run() {
                try {
                    for (int i = 0; i < 3; i++)
                        got.add(tq.take());
                } catch (InterruptedException e) {
                    got.add("interrupted");
                }
            }
        });
        consumer.start();
        while (!tq.hasWaitingConsumer())
            Thread.sleep(1);
        System.out.println("consumer waiting: " + tq.getWaitingConsumerCount());
        System.out.println("tryTransfer to waiting consumer: " + tq.tryTransfer("x"));
        tq.transfer("y");
        System.out.println("transfer returned");
        while (!tq.hasWaitingConsumer())
            Thread.sleep(1);
        System.out.println("timed transfer: " + tq.tryTransfer("z", 5, TimeUnit.SECONDS));
        consumer.join();
        System.out.println("consumer got " + got + ", queue empty " + tq.isEmpty());

        final LinkedTransferQueue<String> iq = new LinkedTransferQueue<String>();
        final Thread main = Thread.currentThread();
        Thread interrupter = new Thread(new Runnable() {
            public void run() {
                try {
                    Thread.sleep(30);
                } catch (InterruptedException e) {
                }
                main.interrupt();
            }
        });
        interrupter.start();
        try {
            iq.transfer("lost");
            System.out.println("transfer returned");
        } catch (InterruptedException e) {
            System.out.println("transfer interrupted, element withdrawn: " + iq.isEmpty());
        }
        interrupter.join();
        System.out.println("poll with timeout on empty: " + iq.poll(10, TimeUnit.MILLISECONDS));

        LinkedTransferQueue<Integer> dq = new LinkedTransferQueue<Integer>(Arrays.asList(5, 6, 7, 8));
        List<Integer> sink = new ArrayList<Integer>();
        System.out.println("drainTo 3: " + dq.drainTo(sink, 3) + " " + sink + " left " + dq);
        Integer[] arr = dq.toArray(new Integer[0]);
        System.out.println("toArray: " + Arrays.toString(arr) + " iterator: " + dq.iterator().next());
        try {
            dq.offer(null);
        } catch (NullPointerException e) {
            System.out.println("null: NPE");
        }
        try {
            dq.tryTransfer(null);
        } catch (NullPointerException e) {
            System.out.println("null transfer: NPE");
        }
        System.out.println("remainingCapacity max: " + (dq.remainingCapacity() == Integer.MAX_VALUE));
    }
}
