/*
 * Alloc: allocation rate and garbage collection. Small objects, short
 * arrays and linked structures are built and dropped, so almost all of the
 * heap is garbage at every collection; one long-lived tree stays reachable
 * throughout so that marking has real work.
 */
public class Alloc {
    static final class Node {
        Node left;
        Node right;
        int value;

        Node(Node left, Node right, int value) {
            this.left = left;
            this.right = right;
            this.value = value;
        }
    }

    static final class Cell {
        final int head;
        final Cell tail;

        Cell(int head, Cell tail) {
            this.head = head;
            this.tail = tail;
        }
    }

    static final class Point {
        final int x;
        final int y;

        Point(int x, int y) {
            this.x = x;
            this.y = y;
        }

        Point add(Point o) {
            return new Point(x + o.x, y + o.y);
        }
    }

    static Node tree(int depth, int value) {
        if (depth == 0) {
            return new Node(null, null, value);
        }
        return new Node(tree(depth - 1, value * 2), tree(depth - 1, value * 2 + 1), value);
    }

    static long walk(Node n) {
        if (n == null) {
            return 0;
        }
        return n.value + walk(n.left) + walk(n.right);
    }

    static long lists(int rounds, int length) {
        long check = 0;
        for (int r = 0; r < rounds; r++) {
            Cell list = null;
            for (int i = 0; i < length; i++) {
                list = new Cell(i ^ r, list);
            }
            for (Cell c = list; c != null; c = c.tail) {
                check += c.head;
            }
        }
        return check;
    }

    static long points(int count) {
        Point p = new Point(0, 0);
        Point step = new Point(1, 3);
        for (int i = 0; i < count; i++) {
            p = p.add(step);
            if ((i & 1023) == 0) {
                step = new Point(step.y % 7, step.x + 1);
            }
        }
        return p.x * 31L + p.y;
    }

    static long shortArrays(int count) {
        long check = 0;
        for (int i = 0; i < count; i++) {
            int[] a = new int[4 + (i & 7)];
            a[0] = i;
            a[a.length - 1] = a.length;
            Object[] o = new Object[3];
            o[i % 3] = a;
            check += a[0] + a[a.length - 1] + (o[1] == null ? 1 : 2);
        }
        return check;
    }

    public static void main(String[] args) {
        Node longLived = tree(16, 1);
        long check = walk(longLived);
        for (int i = 0; i < 60; i++) {
            check = check * 31 + walk(tree(12, i));
        }
        check = check * 31 + lists(1500, 1000);
        check = check * 31 + points(2000000);
        check = check * 31 + shortArrays(2000000);
        check = check * 31 + walk(longLived);
        System.out.println("Alloc checksum " + check);
    }
}
