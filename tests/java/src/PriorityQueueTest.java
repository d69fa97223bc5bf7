import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;
import java.util.Random;

public class PriorityQueueTest {
    static class Task implements Comparable<Task> {
        final int prio;
        final String name;
        Task(int p, String n) { prio = p; name = n; }
        public int compareTo(Task o) { return Integer.compare(prio, o.prio); }
        public String toString() { return name + ":" + prio; }
    }

    public static void main(String[] args) {
        PriorityQueue<Integer> pq = new PriorityQueue<>();
        int[] in = {5, 1, 8, 3, 9, 2, 7, 4, 6, 0};
        for (int v : in) pq.add(v);
        System.out.println("heap array order " + pq);
        System.out.println("peek " + pq.peek() + " size " + pq.size());
        StringBuilder sb = new StringBuilder();
        while (!pq.isEmpty()) sb.append(pq.poll()).append(' ');
        System.out.println("polled " + sb);
        System.out.println("poll empty " + pq.poll() + " peek empty " + pq.peek());
        PriorityQueue<String> maxq = new PriorityQueue<>(11, Collections.<String>reverseOrder());
        for (String s : "m c x a q b".split(" ")) maxq.offer(s);
        System.out.println("max heap " + maxq);
        sb.setLength(0);
        while (maxq.size() > 0) sb.append(maxq.remove());
        System.out.println("max order " + sb);
        PriorityQueue<Task> tasks = new PriorityQueue<>();
        tasks.add(new Task(3, "write"));
        tasks.add(new Task(1, "plan"));
        tasks.add(new Task(2, "code"));
        tasks.add(new Task(5, "ship"));
        tasks.add(new Task(4, "test"));
        System.out.println("tasks " + tasks + " remove(code) ");
        tasks.remove(tasks.toArray()[2]);
        sb.setLength(0);
        while (!tasks.isEmpty()) sb.append(tasks.poll()).append(' ');
        System.out.println("task order " + sb);
        Random r = new Random(7);
        PriorityQueue<Integer> big = new PriorityQueue<>(new Comparator<Integer>() {
            public int compare(Integer a, Integer b) { return Integer.compare(Math.abs(a % 100), Math.abs(b % 100)); }
        });
        List<Integer> all = new ArrayList<>();
        for (int i = 0; i < 500; i++) { int v = r.nextInt(); big.add(v); all.add(v); }
        int prev = -1;
        boolean ok = true;
        int count = 0;
        while (!big.isEmpty()) {
            int k = Math.abs(big.poll() % 100);
            if (k < prev) ok = false;
            prev = k;
            count++;
        }
        System.out.println("500 random values polled in order: " + ok + " count " + count);
        PriorityQueue<Integer> fromList = new PriorityQueue<>(all.subList(0, 20));
        System.out.println("from collection " + fromList.peek() + " size " + fromList.size() + " contains " + fromList.contains(all.get(5)));
        try {
            new PriorityQueue<Integer>().add(null);
        } catch (NullPointerException e) {
            System.out.println("null element -> NullPointerException");
        }
    }
}
