import java.util.*;
import java.util.concurrent.*;

// LinkedBlockingDeque: both ends, bounded capacity, blocking put/take across threads,
// timed offers and polls, the queue and stack views, iterators and errors.
public class BlockingDeques {
    public static void main(String[] args) throws Exception {
        LinkedBlockingDeque<Integer> d = new LinkedBlockingDeque<>(4);
        d.addFirst(2); d.addLast(3); d.offerFirst(1); d.offer(4);
        System.out.println(d + " " + d.size() + " " + d.remainingCapacity() + " " + d.offerLast(5) + " " + d.offerFirst(0) + " " + d.peekFirst() + " " + d.peekLast() + " " + d.getFirst() + " " + d.element());
        try { d.addLast(9); } catch (IllegalStateException e) { System.out.println(e); }
        try { d.push(9); } catch (IllegalStateException e) { System.out.println(e); }
        System.out.println(d.offer(9, 20, TimeUnit.MILLISECONDS) + " " + d.offerFirst(9, 10, TimeUnit.MILLISECONDS));
        System.out.println(d.pollLast() + " " + d.pop() + " " + d.poll() + " " + d.removeLast() + " " + d + " " + d.poll() + " " + d.pollFirst(10, TimeUnit.MILLISECONDS) + " " + d.pollLast(10, TimeUnit.MILLISECONDS) + " " + d.peek());
        try { d.removeFirst(); } catch (NoSuchElementException e) { System.out.println("NSEE removeFirst"); }
        try { d.getLast(); } catch (NoSuchElementException e) { System.out.println("NSEE getLast"); }
        try { d.element(); } catch (NoSuchElementException e) { System.out.println("NSEE element"); }
        try { d.offer(null); } catch (NullPointerException e) { System.out.println("NPE offer"); }
        LinkedBlockingDeque<String> s = new LinkedBlockingDeque<>(List.of("a", "b", "c", "b", "a"));
        System.out.println(s.removeFirstOccurrence("b") + " " + s + " " + s.removeLastOccurrence("a") + " " + s + " " + s.removeLastOccurrence("zz") + " " + s.contains("c") + " " + s.contains(null) + " " + s.remove("a") + " " + s + " " + s.remainingCapacity());
        s.addAll(List.of("x", "y", "z"));
        Iterator<String> it = s.iterator();
        it.next(); it.remove();
        StringBuilder sb = new StringBuilder();
        for (Iterator<String> di = s.descendingIterator(); di.hasNext(); ) sb.append(di.next());
        System.out.println(s + " " + sb + " " + Arrays.toString(s.toArray()) + " " + s.toArray(new String[0]).length);
        List<String> sink = new ArrayList<>();
        System.out.println(s.drainTo(sink, 2) + " " + sink + " " + s + " " + s.drainTo(sink) + " " + sink + " " + s.isEmpty());
        try { s.drainTo(s); } catch (IllegalArgumentException e) { System.out.println("IAE drainTo self"); }
        LinkedBlockingDeque<Integer> pipe = new LinkedBlockingDeque<>(2);
        List<Integer> got = Collections.synchronizedList(new ArrayList<>());
        Thread producer = new Thread(() -> {
            try {
                for (int i = 1; i <= 6; i++) pipe.putLast(i % 2 == 0 ? i * 10 : i);
                pipe.putLast(-1);
            } catch (InterruptedException e) { }
        });
        producer.start();
        int sum = 0, n = 0;
        while (true) {
            int v = pipe.takeFirst();
            if (v == -1) break;
            sum += v; n++;
            got.add(v);
            Thread.sleep(5);
        }
        producer.join();
        System.out.println("took " + n + " sum " + sum + " left " + pipe.size() + " " + got);
        LinkedBlockingDeque<String> waiting = new LinkedBlockingDeque<>();
        Thread late = new Thread(() -> { try { Thread.sleep(50); waiting.putFirst("late"); } catch (InterruptedException e) { } });
        late.start();
        System.out.println(waiting.takeFirst() + " " + waiting.remainingCapacity());
        late.join();
        BlockingDeque<Integer> bd = new LinkedBlockingDeque<>();
        bd.put(1); bd.putFirst(0); bd.add(2);
        Deque<Integer> asDeque = bd;
        BlockingQueue<Integer> asQueue = bd;
        System.out.println(asDeque.peekLast() + " " + asQueue.take() + " " + bd);
        try { new LinkedBlockingDeque<Integer>(0); } catch (IllegalArgumentException e) { System.out.println("IAE capacity"); }
    }
}
