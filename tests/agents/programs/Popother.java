/*
 * Gives the popother agent a second thread to pop frames of and to force
 * early returns on while it is suspended. The worker stops itself in
 * breakpoints (the agent suspends it there) at the start of run(), in
 * target() after it counted its call, and at the start of answer(), str(),
 * nothing() and reflected() (called through reflection); later main suspends it while it spins in spin() and
 * spin2(). Each time main calls control(), where the agent, on the main
 * thread, acts on the suspended worker and resumes it. A sleeper thread
 * waits in Object.wait meanwhile: a suspended thread with a native top frame;
 * the blocker thread blocks entering a monitor main holds.
 * The worker's results show what the agent did: target() ran twice, the
 * others returned the forced values.
 */
public class Popother {
    static final Object lock = new Object();
    static final Object gate = new Object();
    static int gateCalls;
    static int calls;
    static volatile int spinCalls;
    static volatile boolean spinning;
    static volatile boolean inSpin2;
    static volatile boolean spinStop;
    static String result;
    static final Object spinLock = new Object();
    static final Object spinLock2 = new Object();
    static volatile int lockedCalls;
    static volatile boolean inLocked, inLocked2, lockedStop;

    static int target(int x) {
        calls++;
        return x * 2;
    }

    static int answer() { return 1; }
    static String str() { return "orig"; }
    static void nothing() { calls += 100; }
    static int reflected() { return 1; }

    static long spin() {
        spinCalls++;
        spinning = true;
        long n = 0;
        while (spinCalls < 2)
            n++;
        return spinCalls;
    }

    static int spin2() {
        inSpin2 = true;
        while (!spinStop) {
        }
        return -1;
    }

    /* Popped while it holds spinLock through monitorenter. */
    static int lockedSpin() {
        lockedCalls++;
        synchronized (spinLock) {
            inLocked = true;
            while (lockedCalls < 2) {
            }
        }
        return lockedCalls;
    }

    /* Forced to return while it holds spinLock2 through monitorenter. */
    static int lockedSpin2() {
        synchronized (spinLock2) {
            inLocked2 = true;
            while (!lockedStop) {
            }
        }
        return -1;
    }

    /* Whether another thread can take the monitor of o within 5 s. */
    static boolean isFree(final Object o) throws InterruptedException {
        final boolean[] got = new boolean[1];
        Thread t = new Thread("probe") {
            public void run() {
                synchronized (o) {
                    got[0] = true;
                }
            }
        };
        t.setDaemon(true);
        t.start();
        t.join(5000);
        return got[0];
    }

    static void blocked() {
        synchronized (gate) {
            gateCalls++;
        }
    }

    /* The agent's hook on the main thread: a breakpoint at its start. */
    static void control(int step) {
    }

    static class Worker extends Thread {
        Worker() {
            super("worker");
        }

        public void run() {
            StringBuilder sb = new StringBuilder();
            sb.append("target ").append(target(21)).append(" calls ").append(calls);
            sb.append(" answer ").append(answer()).append(" str ").append(str());
            nothing();
            sb.append(" calls ").append(calls);
            try {
                sb.append(" reflected ").append(Popother.class.getDeclaredMethod("reflected").invoke(null));
            } catch (Exception e) {
                sb.append(" reflected ").append(e);
            }
            sb.append(" spin ").append(spin()).append(" spinCalls ").append(spinCalls);
            sb.append(" spin2 ").append(spin2());
            sb.append(" lockedSpin ").append(lockedSpin()).append(" lockedSpin2 ").append(lockedSpin2());
            result = sb.toString();
        }
    }

    static class Blocker extends Thread {
        Blocker() {
            super("blocker");
        }

        public void run() {
            blocked();
        }
    }

    static class Sleeper extends Thread {
        Sleeper() {
            super("sleeper");
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
        Sleeper sleeper = new Sleeper();
        synchronized (lock) {
            sleeper.start();
            lock.wait();
        }
        Worker worker = new Worker();
        worker.start();
        for (int step = 1; step <= 7; step++)
            control(step);      // run, target, answer, str, nothing, reflected, the native sleeper
        while (!spinning)
            Thread.sleep(1);
        control(8);             // spin, suspended while it runs
        while (!inSpin2)
            Thread.sleep(1);
        control(9);             // spin2, the same
        while (!inLocked)
            Thread.sleep(1);
        control(10);            // lockedSpin, inside its synchronized block
        while (!inLocked2)
            Thread.sleep(1);
        control(11);            // lockedSpin2, the same
        worker.join();
        String free = " spinLock free " + isFree(spinLock) + " spinLock2 free " + isFree(spinLock2);
        Blocker blocker = new Blocker();
        synchronized (gate) {
            blocker.start();
            while (blocker.getState() != Thread.State.BLOCKED)
                Thread.sleep(1);
            control(12);        // blocker, blocked entering the monitor of gate
        }
        blocker.join();
        synchronized (lock) {
            lock.notify();
        }
        sleeper.join();
        System.out.println(result + " gateCalls " + gateCalls + free);
    }
}
