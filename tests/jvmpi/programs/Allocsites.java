// Allocations of application objects at several sites, some of them
// garbage by the time of a collection, for the allocation-site profiler.
public class Allocsites {
    static final class Node {
        Node next;
        int value;

        Node(int value, Node next) {
            this.value = value;
            this.next = next;
        }
    }

    static final class Leaf {
        final long weight;

        Leaf(long weight) {
            this.weight = weight;
        }
    }

    static Node keep;

    static Node chain(int n) {
        Node head = null;
        for (int i = 0; i < n; i++)
            head = new Node(i, head);
        return head;
    }

    static long garbage(int n) {
        long sum = 0;
        for (int i = 0; i < n; i++)
            sum += new Leaf(i).weight;
        Leaf[] some = new Leaf[n / 10];
        for (int i = 0; i < some.length; i++)
            some[i] = new Leaf(-i);
        return sum + some.length;
    }

    static int sum(Node n) {
        int s = 0;
        for (; n != null; n = n.next)
            s += n.value;
        return s;
    }

    public static void main(String[] args) throws Exception {
        keep = chain(100);
        System.out.println("garbage " + garbage(500));
        System.out.println("temp " + sum(chain(50)));
        Node[][] grid = new Node[4][];
        for (int i = 0; i < grid.length; i++)
            grid[i] = new Node[i + 1];
        System.out.println("grid " + grid.length);
        System.gc();
        Thread.sleep(200);
        System.gc();
        Thread.sleep(200);
        System.out.println("kept " + sum(keep));
    }
}
