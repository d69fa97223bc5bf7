import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.Exchanger;
import java.util.concurrent.Phaser;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/* CyclicBarrier, Exchanger and Phaser. */
public class SyncBarriers {
    public static void main(String[] args) throws Exception {
        final List<String> log = Collections.synchronizedList(new ArrayList<String>());
        final int[] trips = new int[1];
        final CyclicBarrier barrier = new CyclicBarrier(3, new Runnable() {
            public void run() {
                trips[0]++;
            }
        });
        System.out.println("parties " + barrier.getParties() + " waiting " + barrier.getNumberWaiting());
        Thread[] ts = new Thread[3];
        final int[] arrivalIndexSum = new int[1];
        for (int i = 0; i < 3; i++) {
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    try {
                        for (int round = 0; round < 4; round++) {
                            int idx = barrier.await();
                            synchronized (arrivalIndexSum) {
                                arrivalIndexSum[0] += idx;
                            }
                        }
                    } catch (Exception e) {
                        log.add("unexpected " + e);
                    }
                }
            });
            ts[i].start();
        }
        for (Thread t : ts)
            t.join();
        System.out.println("trips " + trips[0] + " index sum " + arrivalIndexSum[0] + " broken " + barrier.isBroken() + " " + log);

        // Timeout breaks the barrier for everyone.
        final CyclicBarrier b2 = new CyclicBarrier(2);
        try {
            b2.await(5, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("timeout: " + e + " broken " + b2.isBroken());
        }
        try {
            b2.await();
        } catch (BrokenBarrierException e) {
            System.out.println("after break: " + e);
        }
        b2.reset();
        System.out.println("after reset broken " + b2.isBroken());
        try {
            new CyclicBarrier(0);
        } catch (IllegalArgumentException e) {
            System.out.println("zero parties: " + e);
        }
        // A failing barrier action breaks it and reaches the last arrival.
        final CyclicBarrier b3 = new CyclicBarrier(2, new Runnable() {
            public void run() {
                throw new IllegalStateException("action failed");
            }
        });
        final String[] other = new String[1];
        Thread w = new Thread(new Runnable() {
            public void run() {
                try {
                    b3.await();
                    other[0] = "passed";
                } catch (BrokenBarrierException e) {
                    other[0] = "broken";
                } catch (InterruptedException e) {
                    other[0] = "interrupted";
                }
            }
        });
        w.start();
        while (b3.getNumberWaiting() == 0)
            Thread.sleep(1);
        try {
            b3.await();
        } catch (IllegalStateException e) {
            System.out.println("last arrival gets " + e.getMessage());
        }
        w.join();
        System.out.println("other party " + other[0]);

        // Exchanger: two threads swap buffers.
        final Exchanger<String> ex = new Exchanger<String>();
        final String[] got = new String[1];
        Thread partner = new Thread(new Runnable() {
            public void run() {
                try {
                    got[0] = ex.exchange("from partner");
                } catch (InterruptedException e) {
                    got[0] = "interrupted";
                }
            }
        });
        partner.start();
        String mine = ex.exchange("from main");
        partner.join();
        System.out.println("main got '" + mine + "', partner got '" + got[0] + "'");
        try {
            ex.exchange("alone", 2, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("exchange timeout: " + e);
        }
        final Exchanger<Integer> ex2 = new Exchanger<Integer>();
        final Integer[] swapped = new Integer[1];
        Thread p2 = new Thread(new Runnable() {
            public void run() {
                try {
                    swapped[0] = ex2.exchange(null);
                } catch (InterruptedException e) {
                }
            }
        });
        p2.start();
        Integer back = ex2.exchange(7);
        p2.join();
        System.out.println("null exchange " + back + " / " + swapped[0]);

        // Phaser: phases advance when all registered parties arrive.
        final Phaser ph = new Phaser(1);
        System.out.println("phase " + ph.getPhase() + " parties " + ph.getRegisteredParties());
        final int[] work = new int[3];
        Thread[] workers = new Thread[3];
        for (int i = 0; i < 3; i++) {
            ph.register();
            final int n = i;
            workers[i] = new Thread(new Runnable() {
                public void run() {
                    for (int p = 0; p < 3; p++) {
                        work[n]++;
                        ph.arriveAndAwaitAdvance();
                    }
                    ph.arriveAndDeregister();
                }
            });
            workers[i].start();
        }
        for (int p = 0; p < 3; p++) {
            int phase = ph.arriveAndAwaitAdvance();
            System.out.println("advanced to " + phase);
        }
        ph.arriveAndDeregister();
        for (Thread t : workers)
            t.join();
        System.out.println("work " + (work[0] + work[1] + work[2]) + " terminated " + ph.isTerminated() + " phase " + ph.getPhase() + " parties " + ph.getRegisteredParties());
        String s = ph.toString();
        System.out.println(s.substring(s.indexOf('[')));

        Phaser counted = new Phaser(2) {
            protected boolean onAdvance(int phase, int parties) {
                System.out.println("onAdvance phase " + phase + " parties " + parties);
                return phase >= 1;
            }
        };
        counted.arrive();
        System.out.println("arrived " + counted.getArrivedParties() + " unarrived " + counted.getUnarrivedParties());
        counted.arrive();
        counted.arrive();
        counted.arrive();
        System.out.println("after two phases terminated " + counted.isTerminated() + " phase " + counted.getPhase());
        Phaser empty = new Phaser();
        try {
            empty.arrive();
        } catch (IllegalStateException e) {
            String m = e.getMessage();
            System.out.println(m.substring(0, m.indexOf('@')) + m.substring(m.indexOf('[')));
        }
        try {
            new Phaser(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("negative parties: " + e.getMessage());
        }
        Phaser forced = new Phaser(3);
        forced.forceTermination();
        System.out.println("forced " + forced.isTerminated() + " awaitAdvance " + forced.awaitAdvance(0) + " arrive " + forced.arrive());
    }
}
