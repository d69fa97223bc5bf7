public class UncaughtMain {
    static void fail(int depth) {
        if (depth == 0) throw new IllegalStateException("uncaught from main");
        fail(depth - 1);
    }

    public static void main(String[] args) {
        System.out.println("before the exception");
        try {
            fail(1);
        } finally {
            System.out.println("finally runs before the VM reports it");
        }
        System.out.println("not printed");
    }
}
