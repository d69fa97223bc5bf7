public class ThreadsBasic {
    static int[] results = new int[4];

    static class Worker extends Thread {
        final int id;
        Worker(int id) { this.id = id; }
        public void run() {
            int s = 0;
            for (int i = 0; i <= id * 1000; i++) s += i;
            results[id] = s;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread main = Thread.currentThread();
        System.out.println("main name: " + main.getName());
        System.out.println("main group: " + main.getThreadGroup().getName());
        System.out.println("main priority: " + main.getPriority() + " daemon: " + main.isDaemon() + " alive: " + main.isAlive());
        Thread[] ws = new Thread[4];
        for (int i = 0; i < 4; i++) ws[i] = new Worker(i);
        for (Thread w : ws) System.out.println("created " + w.getName() + " state " + w.getState() + " alive " + w.isAlive());
        for (Thread w : ws) w.start();
        for (Thread w : ws) w.join();
        for (int i = 0; i < 4; i++) System.out.println("result " + i + " = " + results[i] + ", state " + ws[i].getState() + " alive " + ws[i].isAlive());
        final StringBuilder seen = new StringBuilder();
        Thread named = new Thread(new Runnable() {
            public void run() {
                Thread me = Thread.currentThread();
                seen.append(me.getName()).append(' ').append(me.getThreadGroup().getName()).append(' ').append(me.isDaemon());
            }
        }, "custom-name");
        named.start();
        named.join();
        System.out.println("runnable thread saw: " + seen);
        Thread anon = new Thread(new Runnable() { public void run() { } });
        System.out.println("next default name: " + anon.getName());
        anon.setName("renamed");
        System.out.println("renamed: " + anon.getName());
        Thread t = new Thread();
        t.start();
        t.join();
        System.out.println("empty thread done " + t.getState());
        try {
            t.start();
        } catch (IllegalThreadStateException e) {
            System.out.println("start twice -> IllegalThreadStateException");
        }
        final int[] counter = {0};
        Thread chain = null;
        for (int i = 0; i < 5; i++) {
            final Thread prev = chain;
            final int n = i;
            chain = new Thread("chain-" + i) {
                public void run() {
                    try {
                        if (prev != null) prev.join();
                    } catch (InterruptedException e) {
                        return;
                    }
                    counter[0] = counter[0] * 10 + n;
                }
            };
            chain.start();
        }
        chain.join();
        System.out.println("chained joins: " + counter[0]);
        ThreadGroup g = new ThreadGroup("workers");
        Thread inGroup = new Thread(g, new Runnable() { public void run() { } }, "grouped");
        System.out.println("group " + inGroup.getThreadGroup().getName() + " parent " + g.getParent().getName());
        inGroup.start();
        inGroup.join(1000);
        Thread.yield();
        Thread.sleep(1);
        System.out.println("priority bounds " + Thread.MIN_PRIORITY + " " + Thread.NORM_PRIORITY + " " + Thread.MAX_PRIORITY);
        Thread p = new Thread("prio");
        p.setPriority(3);
        System.out.println("set priority " + p.getPriority());
    }
}
