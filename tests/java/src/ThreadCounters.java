public class ThreadCounters {
    static class Counter {
        private long value;
        synchronized void add(long d) { value += d; }
        synchronized long get() { return value; }
    }

    static class Account {
        private int balance;
        Account(int b) { balance = b; }
    }

    static void transfer(Account from, Account to, int amount, Object lock) {
        synchronized (lock) {
            from.balance -= amount;
            to.balance += amount;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        final Counter c = new Counter();
        final int threads = 6, iterations = 20000;
        Thread[] ts = new Thread[threads];
        for (int i = 0; i < threads; i++) {
            final int inc = i + 1;
            ts[i] = new Thread() {
                public void run() {
                    for (int k = 0; k < iterations; k++) c.add(inc);
                }
            };
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println("counter = " + c.get() + " expected " + (long) iterations * 21);
        final Account a = new Account(1000000), b = new Account(1000000);
        final Object bank = new Object();
        Thread[] movers = new Thread[4];
        for (int i = 0; i < movers.length; i++) {
            final boolean forward = i % 2 == 0;
            movers[i] = new Thread() {
                public void run() {
                    for (int k = 0; k < 10000; k++) {
                        if (forward) transfer(a, b, 3, bank);
                        else transfer(b, a, 2, bank);
                    }
                }
            };
            movers[i].start();
        }
        for (Thread t : movers) t.join();
        System.out.println("balances " + a.balance + " " + b.balance + " total " + (a.balance + b.balance));
        final int[] shared = new int[1];
        final Object lock = new Object();
        Thread[] bumpers = new Thread[3];
        for (int i = 0; i < 3; i++) {
            bumpers[i] = new Thread("bumper-" + i) {
                public void run() {
                    for (int k = 0; k < 10000; k++) {
                        synchronized (lock) {
                            shared[0]++;
                        }
                    }
                }
            };
            bumpers[i].start();
        }
        for (Thread t : bumpers) t.join();
        System.out.println("shared = " + shared[0]);
        final java.util.List<Integer> list = new java.util.ArrayList<>();
        Thread[] adders = new Thread[4];
        for (int i = 0; i < 4; i++) {
            final int base = i * 1000;
            adders[i] = new Thread() {
                public void run() {
                    for (int k = 0; k < 500; k++) {
                        synchronized (list) { list.add(base + k); }
                    }
                }
            };
            adders[i].start();
        }
        for (Thread t : adders) t.join();
        java.util.Collections.sort(list);
        long sum = 0;
        for (int v : list) sum += v;
        System.out.println("list size " + list.size() + " sum " + sum + " first " + list.get(0) + " last " + list.get(list.size() - 1));
    }
}
