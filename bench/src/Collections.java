import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Map;

/*
 * Collections: library code written in Java. Boxing through
 * Integer.valueOf, interface calls into ArrayList, HashMap and ArrayDeque,
 * hashing, equals and iterator objects. The checksum is built only from
 * order-independent quantities, so it does not depend on iteration order.
 */
public class Collections {
    static long arrayList(int n, int rounds) {
        long check = 0;
        for (int r = 0; r < rounds; r++) {
            ArrayList<Integer> list = new ArrayList<Integer>();
            for (int i = 0; i < n; i++) {
                list.add(i * 3 + r);
            }
            for (int i = 0; i < n; i += 2) {
                list.set(i, list.get(i) + 1);
            }
            for (int i = 0; i < n / 4; i++) {
                check += list.remove(list.size() - 1);
            }
            for (Integer v : list) {
                check += v;
            }
        }
        return check;
    }

    static long hashMap(int n, int rounds) {
        long check = 0;
        for (int r = 0; r < rounds; r++) {
            HashMap<Integer, Integer> map = new HashMap<Integer, Integer>();
            for (int i = 0; i < n; i++) {
                map.put(i * 7 + r, i);
            }
            for (int i = 0; i < n * 7; i += 5) {
                Integer v = map.get(i);
                if (v != null) {
                    check += v;
                }
            }
            for (int i = 0; i < n; i += 3) {
                map.remove(i * 7 + r);
            }
            for (int i = 0; i < n; i++) {
                Integer key = i * 7 + r;
                if (map.containsKey(key)) {
                    map.put(key, map.get(key) + 1);
                }
            }
            for (Map.Entry<Integer, Integer> e : map.entrySet()) {
                check += e.getKey() ^ e.getValue();
            }
            check += map.size();
        }
        return check;
    }

    /* Breadth-first search over a grid graph, with ArrayDeque as the queue. */
    static long breadthFirst(int side) {
        int[] dist = new int[side * side];
        for (int i = 0; i < dist.length; i++) {
            dist[i] = -1;
        }
        ArrayDeque<Integer> queue = new ArrayDeque<Integer>();
        dist[0] = 0;
        queue.addLast(0);
        long check = 0;
        while (!queue.isEmpty()) {
            int cell = queue.pollFirst();
            int x = cell % side;
            int y = cell / side;
            check += dist[cell];
            int[] next = {cell - 1, cell + 1, cell - side, cell + side};
            boolean[] ok = {x > 0, x < side - 1, y > 0, y < side - 1};
            for (int k = 0; k < 4; k++) {
                /* Every seventh cell is a wall. */
                if (ok[k] && dist[next[k]] < 0 && next[k] % 7 != 3) {
                    dist[next[k]] = dist[cell] + 1;
                    queue.addLast(next[k]);
                }
            }
        }
        return check;
    }

    /* ArrayDeque as a stack. */
    static long stack(int n, int rounds) {
        long check = 0;
        ArrayDeque<Integer> stack = new ArrayDeque<Integer>();
        for (int r = 0; r < rounds; r++) {
            for (int i = 0; i < n; i++) {
                stack.push(i + r);
            }
            while (stack.size() > r % 5) {
                check += stack.pop() * (long) stack.size();
            }
            stack.clear();
        }
        return check;
    }

    public static void main(String[] args) {
        long check = 0;
        check = check * 31 + arrayList(20000, 20);
        check = check * 31 + hashMap(20000, 12);
        check = check * 31 + breadthFirst(500);
        check = check * 31 + stack(20000, 20);
        System.out.println("Collections checksum " + check);
    }
}
