/*
 * PingPong: two threads hand a token back and forth over one monitor with
 * wait/notify, 200,000 round trips: every hand-over is a context switch.
 * Compares the thread models (-Xthreads:native and -Xthreads:green).
 */
public class PingPong {
    static final Object lock = new Object();
    static int turn;                 // 0: ping's turn, 1: pong's
    static long checksum;
    static final int ROUNDS = 200000;

    static Thread player(final int me) {
        return new Thread() {
            public void run() {
                for (int i = 0; i < ROUNDS; i++) {
                    synchronized (lock) {
                        while (turn != me) {
                            try {
                                lock.wait();
                            } catch (InterruptedException e) {
                                return;
                            }
                        }
                        checksum += i ^ me;
                        turn = 1 - me;
                        lock.notify();
                    }
                }
            }
        };
    }

    public static void main(String[] args) throws InterruptedException {
        Thread ping = player(0), pong = player(1);
        ping.start();
        pong.start();
        ping.join();
        pong.join();
        System.out.println("checksum " + checksum);
    }
}
