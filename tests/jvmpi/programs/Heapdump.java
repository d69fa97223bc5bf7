// Objects with known field values, reachable from statics, locals and
// arrays; a thread named "jvmpi-heap-dump" starts once they exist (the
// agent takes its heap dumps when it does).
public class Heapdump {
    static class Base {
        int baseValue = 7;
        Object baseRef;
    }

    static final class Node extends Base implements Runnable {
        static int statInt = 99;
        static String statStr = "static-string";
        static Node statNode;
        int value;
        long big;
        char c;
        boolean flag;
        double d;
        Node next;
        String label;
        int[] data;

        public void run() {
        }
    }

    static Object[] table;

    public static void main(String[] args) throws Exception {
        Node a = new Node();
        a.value = 42;
        a.big = 1234567890123L;
        a.c = 'x';
        a.flag = true;
        a.d = 2.5;
        a.label = "alpha";
        a.data = new int[] { 1, 2, 3 };
        Node b = new Node();
        b.value = 43;
        b.next = a;
        a.baseRef = b;
        Node.statNode = a;
        table = new Object[] { b, null, "beta" };
        Thread t = new Thread(a, "jvmpi-heap-dump");
        t.start();
        t.join();
        System.out.println(a.value + b.value + " " + table.length);
    }
}
