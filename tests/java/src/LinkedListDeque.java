import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.LinkedList;
import java.util.NoSuchElementException;
import java.util.Queue;

public class LinkedListDeque {
    static void exercise(String name, Deque<Integer> d) {
        for (int i = 0; i < 5; i++) {
            d.addFirst(i);
            d.addLast(i * 10);
        }
        System.out.println(name + " " + d + " size " + d.size());
        System.out.println(name + " peekFirst " + d.peekFirst() + " peekLast " + d.peekLast() + " pollFirst " + d.pollFirst() + " pollLast " + d.pollLast());
        d.push(99);
        System.out.println(name + " push/pop " + d.pop() + " offer " + d.offer(7) + " poll " + d.poll() + " element " + d.element());
        StringBuilder sb = new StringBuilder();
        for (Iterator<Integer> it = d.descendingIterator(); it.hasNext(); ) sb.append(it.next()).append(',');
        System.out.println(name + " descending " + sb);
        System.out.println(name + " removeFirstOccurrence " + d.removeFirstOccurrence(0) + " removeLastOccurrence " + d.removeLastOccurrence(30) + " " + d);
        while (!d.isEmpty()) d.removeFirst();
        System.out.println(name + " emptied poll " + d.poll() + " peek " + d.peek());
        try {
            d.removeFirst();
        } catch (NoSuchElementException e) {
            System.out.println(name + " removeFirst on empty: NoSuchElementException");
        }
        try {
            d.element();
        } catch (NoSuchElementException e) {
            System.out.println(name + " element on empty: NoSuchElementException");
        }
    }

    public static void main(String[] args) {
        exercise("LinkedList", new LinkedList<Integer>());
        exercise("ArrayDeque", new ArrayDeque<Integer>());
        LinkedList<String> ll = new LinkedList<>();
        ll.add("b");
        ll.add(null);
        ll.add(0, "a");
        ll.add(2, "c");
        System.out.println("linked list " + ll + " get(2) " + ll.get(2) + " indexOf(null) " + ll.indexOf(null));
        ll.set(3, "d");
        System.out.println("set " + ll + " removeLast " + ll.removeLast() + " getFirst " + ll.getFirst());
        try {
            new ArrayDeque<String>().add(null);
        } catch (NullPointerException e) {
            System.out.println("ArrayDeque rejects null");
        }
        ArrayDeque<Integer> big = new ArrayDeque<>();
        for (int i = 0; i < 1000; i++) {
            if (i % 2 == 0) big.addFirst(i);
            else big.addLast(i);
            if (i % 7 == 0) big.pollFirst();
        }
        long s = 0;
        for (int v : big) s += v;
        System.out.println("big deque size " + big.size() + " sum " + s + " first " + big.peekFirst() + " last " + big.peekLast());
        Queue<String> q = new LinkedList<>();
        q.offer("one");
        q.offer("two");
        q.add("three");
        System.out.println("queue " + q.poll() + " " + q.peek() + " " + q);
        LinkedList<Integer> eq1 = new LinkedList<>();
        java.util.ArrayList<Integer> eq2 = new java.util.ArrayList<>();
        for (int i = 0; i < 5; i++) { eq1.add(i); eq2.add(i); }
        System.out.println("LinkedList equals ArrayList " + eq1.equals(eq2) + " hash " + eq1.hashCode() + " " + eq2.hashCode());
    }
}
