public class WaitNotify {
    static final Object gate = new Object();
    static boolean open;
    static int waiting;

    public static void main(String[] args) throws Exception {
        Thread[] ts = new Thread[5];
        final int[] passed = new int[1];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread("waiter-" + i) {
                public void run() {
                    synchronized (gate) {
                        waiting++;
                        gate.notifyAll();
                        while (!open) {
                            try {
                                gate.wait();
                            } catch (InterruptedException e) {
                                return;
                            }
                        }
                        passed[0]++;
                    }
                }
            };
            ts[i].start();
        }
        synchronized (gate) {
            while (waiting < ts.length) gate.wait();
            System.out.println("all " + waiting + " threads waiting");
            open = true;
            gate.notifyAll();
        }
        for (Thread t : ts) t.join();
        System.out.println("passed " + passed[0]);

        Object o = new Object();
        synchronized (o) {
            o.wait(20);
            System.out.println("wait(20) returned without notify");
            o.wait(1, 500);
            System.out.println("wait(1, 500) returned");
        }
        try {
            o.wait();
        } catch (IllegalMonitorStateException e) {
            System.out.println("wait without lock: IllegalMonitorStateException");
        }
        try {
            o.notify();
        } catch (IllegalMonitorStateException e) {
            System.out.println("notify without lock: IllegalMonitorStateException");
        }
        try {
            o.notifyAll();
        } catch (IllegalMonitorStateException e) {
            System.out.println("notifyAll without lock: IllegalMonitorStateException");
        }
        try {
            synchronized (o) {
                o.wait(-1);
            }
        } catch (IllegalArgumentException e) {
            System.out.println("wait(-1): IllegalArgumentException: " + e.getMessage());
        }
        final Object token = new Object();
        final StringBuilder order = new StringBuilder();
        Thread pinger = new Thread() {
            public void run() {
                synchronized (token) {
                    for (int i = 0; i < 5; i++) {
                        order.append("ping ");
                        token.notify();
                        try {
                            token.wait();
                        } catch (InterruptedException e) {
                            return;
                        }
                    }
                    token.notify();
                }
            }
        };
        synchronized (token) {
            pinger.start();
            for (int i = 0; i < 5; i++) {
                token.wait();
                order.append("pong ");
                token.notify();
            }
        }
        pinger.join();
        System.out.println(order.toString().trim());
        Thread.State st = Thread.State.WAITING;
        System.out.println("states " + java.util.Arrays.toString(Thread.State.values()) + " " + st.ordinal());
    }
}
