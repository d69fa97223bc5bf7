/*
 * A fixed object graph held by static fields, and garbage (including a
 * cycle) that must be gone after a full collection.
 */
public class Heaphisto {
    static class Node {
        Node left, right;
        int value;

        Node(int value) {
            this.value = value;
        }
    }

    static class Leaf extends Node {
        String label;

        Leaf(int value) {
            super(value);
            label = "leaf";
        }
    }

    interface Named {
    }

    static class Registry implements Named {
        Node[] slots = new Node[4];
        static Registry instance;
    }

    static class Garbage {
        Node ref;
        int[] payload = new int[8];
    }

    static Node ROOT;
    static Node[][] grid;

    static Node build(int depth, int value) {
        if (depth == 0)
            return new Leaf(value);
        Node n = new Node(value);
        n.left = build(depth - 1, 2 * value);
        n.right = build(depth - 1, 2 * value + 1);
        return n;
    }

    public static void main(String[] args) {
        ROOT = build(2, 1);
        Registry.instance = new Registry();
        Registry.instance.slots[0] = ROOT;
        Registry.instance.slots[1] = ROOT.left;
        Registry.instance.slots[3] = new Node(99);
        grid = new Node[2][];
        grid[0] = new Node[] { ROOT.right, null };
        grid[1] = new Node[0];
        long sum = 0;
        for (int i = 0; i < 100; i++) {
            Garbage g = new Garbage();
            g.ref = new Node(i);
            sum += g.payload.length + g.ref.value;
        }
        Node a = new Node(-1);
        Node b = new Node(-2);
        a.left = b;
        b.left = a;
        a = null;
        b = null;
        System.out.println("sum " + sum);
    }
}
