import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class GarbageLoop {
    static class Node {
        Node next;
        final int value;
        final Object payload;
        Node(int v, Node n) { value = v; next = n; payload = new int[v % 16]; }
    }

    static long buildAndDrop(int n) {
        Node head = null;
        for (int i = 0; i < n; i++) head = new Node(i, head);
        long sum = 0;
        for (Node p = head; p != null; p = p.next) sum += p.value;
        return sum;
    }

    public static void main(String[] args) {
        long total = 0;
        for (int round = 0; round < 40; round++) total += buildAndDrop(20000);
        System.out.println("linked lists total " + total);
        String s = "";
        for (int i = 0; i < 2000; i++) {
            s = s + (char) ('a' + i % 26);
            if (s.length() > 100) s = s.substring(50);
        }
        System.out.println("string churn " + s.length() + " " + s.substring(0, 10));
        List<Object> survivors = new ArrayList<>();
        for (int i = 0; i < 200000; i++) {
            Object o = (i % 3 == 0) ? new long[4] : (i % 3 == 1) ? "x" + i : new StringBuilder().append(i);
            if (i % 1000 == 0) survivors.add(o);
        }
        System.out.println("survivors " + survivors.size() + " " + survivors.get(1) + " " + survivors.get(2));
        Map<Integer, int[]> map = new HashMap<>();
        for (int i = 0; i < 50000; i++) {
            map.put(i % 500, new int[] {i});
        }
        long msum = 0;
        for (int i = 0; i < 500; i++) msum += map.get(i)[0];
        System.out.println("map churn " + map.size() + " " + msum);
        Node cycleA = new Node(1, null);
        Node cycleB = new Node(2, cycleA);
        cycleA.next = cycleB;
        cycleA = cycleB = null;
        for (int i = 0; i < 5; i++) System.gc();
        int[][] arrays = new int[1000][];
        for (int round = 0; round < 20; round++) {
            for (int i = 0; i < arrays.length; i++) arrays[i] = new int[(i * 7 + round) % 64];
        }
        long len = 0;
        for (int[] a : arrays) len += a.length;
        System.out.println("array churn " + len);
        Runtime rt = Runtime.getRuntime();
        System.out.println("maxMemory > 0: " + (rt.maxMemory() > 0));
        System.out.println("done");
    }
}
