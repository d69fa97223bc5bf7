import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.PriorityBlockingQueue;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.TimeUnit;

/* Blocking queues and the concurrent collections. */
public class ConcurrentQueues {
    static long transfer(final BlockingQueue<Integer> q, final int n) throws Exception {
        final long[] sum = new long[1];
        Thread consumer = new Thread(new Runnable() {
            public void run() {
                try {
                    for (int i = 0; i < n; i++)
                        sum[0] += q.take();
                } catch (InterruptedException e) {
                }
            }
        });
        consumer.start();
        for (int i = 1; i <= n; i++)
            q.put(i);
        consumer.join();
        return sum[0];
    }

    public static void main(String[] args) throws Exception {
        System.out.println("ABQ " + transfer(new ArrayBlockingQueue<Integer>(4), 500));
        System.out.println("LBQ " + transfer(new LinkedBlockingQueue<Integer>(3), 500));
        System.out.println("PBQ " + transfer(new PriorityBlockingQueue<Integer>(), 500));
        System.out.println("SynchronousQueue " + transfer(new SynchronousQueue<Integer>(), 200));

        ArrayBlockingQueue<String> abq = new ArrayBlockingQueue<String>(2);
        System.out.println(abq.offer("a") + " " + abq.offer("b") + " " + abq.offer("c") + " " + abq + " remaining "
                + abq.remainingCapacity());
        System.out.println("timed offer " + abq.offer("c", 1, TimeUnit.MILLISECONDS));
        try {
            abq.add("c");
        } catch (IllegalStateException e) {
            System.out.println("add full: " + e);
        }
        List<String> drained = new ArrayList<String>();
        System.out.println("drained " + abq.drainTo(drained) + " " + drained + " poll " + abq.poll(1, TimeUnit.MILLISECONDS));
        try {
            abq.offer(null);
        } catch (NullPointerException e) {
            System.out.println("null offer: NPE");
        }

        PriorityBlockingQueue<String> pbq = new PriorityBlockingQueue<String>(4, new Comparator<String>() {
            public int compare(String a, String b) {
                return b.compareTo(a);
            }
        });
        pbq.addAll(Arrays.asList("m", "z", "a", "q"));
        StringBuilder sb = new StringBuilder();
        while (!pbq.isEmpty())
            sb.append(pbq.take());
        System.out.println("PBQ order " + sb + " poll empty " + pbq.poll() + " timed " + pbq.poll(1, TimeUnit.MILLISECONDS));

        SynchronousQueue<String> sq = new SynchronousQueue<String>();
        System.out.println("SQ offer without taker " + sq.offer("x") + " size " + sq.size() + " peek " + sq.peek() + " " + sq
                + " timed poll " + sq.poll(1, TimeUnit.MILLISECONDS));

        ConcurrentLinkedQueue<Integer> clq = new ConcurrentLinkedQueue<Integer>();
        final ConcurrentLinkedDeque<Integer> cld = new ConcurrentLinkedDeque<Integer>();
        Thread[] ts = new Thread[4];
        for (int i = 0; i < ts.length; i++) {
            final int base = i * 1000;
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    for (int k = 0; k < 250; k++) {
                        if (k % 2 == 0)
                            cld.addFirst(base + k);
                        else
                            cld.addLast(base + k);
                    }
                }
            });
            ts[i].start();
        }
        for (Thread t : ts)
            t.join();
        System.out.println("deque size " + cld.size());
        cld.clear();
        cld.push(1);
        cld.offerLast(2);
        cld.offerFirst(0);
        System.out.println(cld + " first " + cld.peekFirst() + " last " + cld.peekLast() + " pop " + cld.pop() + " pollLast "
                + cld.pollLast() + " " + cld);
        cld.addAll(Arrays.asList(5, 6, 7));
        StringBuilder desc = new StringBuilder();
        for (Iterator<Integer> it = cld.descendingIterator(); it.hasNext();)
            desc.append(it.next());
        System.out.println("descending " + desc);
        for (Iterator<Integer> it = cld.iterator(); it.hasNext();) {
            int v = it.next();
            if (v == 6)
                it.remove();
        }
        System.out.println("removed while iterating " + cld);
        try {
            cld.addFirst(null);
        } catch (NullPointerException e) {
            System.out.println("null element: NPE");
        }
        clq.addAll(Arrays.asList(3, 1, 2));
        System.out.println(clq + " poll " + clq.poll() + " " + clq.contains(2));

        final CopyOnWriteArrayList<String> cow = new CopyOnWriteArrayList<String>(Arrays.asList("a", "b"));
        for (String s : cow)
            cow.add(s + s);
        System.out.println("cow " + cow + " addIfAbsent " + cow.addIfAbsent("a") + " " + cow.addIfAbsent("c"));
        Iterator<String> it = cow.iterator();
        it.next();
        try {
            it.remove();
        } catch (UnsupportedOperationException e) {
            System.out.println("cow iterator remove: " + e);
        }
        List<String> syncd = Collections.synchronizedList(new ArrayList<String>());
        syncd.add("x");
        System.out.println(syncd);
    }
}
