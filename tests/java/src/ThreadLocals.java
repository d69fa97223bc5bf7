public class ThreadLocals {
    static final ThreadLocal<Integer> counter = new ThreadLocal<Integer>() {
        @Override protected Integer initialValue() { return 100; }
    };
    static final ThreadLocal<String> plain = new ThreadLocal<>();
    static final InheritableThreadLocal<String> inherited = new InheritableThreadLocal<String>() {
        @Override protected String childValue(String parent) { return parent + "+child"; }
    };

    public static void main(String[] args) throws Exception {
        System.out.println("main initial " + counter.get() + " plain " + plain.get());
        counter.set(1);
        plain.set("main-value");
        inherited.set("from-main");
        final String[] seen = new String[4];
        Thread[] ts = new Thread[4];
        for (int i = 0; i < 4; i++) {
            final int id = i;
            ts[i] = new Thread() {
                public void run() {
                    int before = counter.get();
                    for (int k = 0; k <= id; k++) counter.set(counter.get() + 10);
                    seen[id] = "t" + id + " before " + before + " after " + counter.get() + " plain " + plain.get()
                        + " inherited " + inherited.get();
                    counter.remove();
                }
            };
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        for (String s : seen) System.out.println(s);
        System.out.println("main after " + counter.get() + " plain " + plain.get() + " inherited " + inherited.get());
        counter.remove();
        System.out.println("main after remove " + counter.get());
        ThreadLocal<StringBuilder> many[] = new ThreadLocal[50];
        for (int i = 0; i < many.length; i++) {
            many[i] = new ThreadLocal<>();
            many[i].set(new StringBuilder("v" + i));
        }
        int total = 0;
        for (ThreadLocal<StringBuilder> tl : many) total += tl.get().length();
        System.out.println("50 thread locals, total length " + total);
        ThreadLocal<Object> withNull = new ThreadLocal<>();
        withNull.set(null);
        System.out.println("null value " + withNull.get());
    }
}
