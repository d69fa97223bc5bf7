/*
 * Gives the popframe agent methods to pop and to return early from:
 * a breakpoint in each (set by the agent) decides. twice() is popped once
 * after it counted its call, so it runs twice; the others are forced to
 * return a value of their type (or refused with the wrong type). main
 * prints what came back. A helper thread waits meanwhile, the target of
 * the calls that need a suspended thread.
 */
public class Popframe {
    static final Object lock = new Object();
    static int calls;

    static int twice(int x) {
        calls++;
        return x * 2;
    }

    static int answer() { return 1; }
    static long big() { return 1L; }
    static float flt() { return 1f; }
    static double dbl() { return 1.0; }
    static String str() { return "orig"; }
    static Object obj() { return null; }
    static void nothing() { calls += 100; }
    static boolean flag() { return false; }
    static int[] arr() { return null; }

    synchronized int locked() {
        return 5;
    }

    static class Helper extends Thread {
        Helper() {
            super("helper");
            setDaemon(true);
        }

        public void run() {
            synchronized (lock) {
                lock.notify();
                try {
                    lock.wait(0L);
                } catch (InterruptedException e) {
                }
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Helper helper = new Helper();
        synchronized (lock) {
            helper.start();
            lock.wait();
        }
        StringBuilder sb = new StringBuilder();
        sb.append("twice ").append(twice(21)).append(" calls ").append(calls);
        sb.append(" answer ").append(answer()).append(" big ").append(big()).append(" flt ").append(flt());
        sb.append(" dbl ").append(dbl()).append(" str ").append(str()).append(" obj ").append(obj());
        nothing();
        sb.append(" calls ").append(calls).append(" flag ").append(flag());
        int[] a = arr();
        sb.append(" arr ").append(a == null ? -1 : a.length);
        Popframe p = new Popframe();
        sb.append(" locked ").append(p.locked());
        synchronized (lock) {
            lock.notify();
        }
        helper.join();
        System.out.println(sb);
    }
}
