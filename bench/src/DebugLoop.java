/*
 * DebugLoop: the program of the debugging benchmark (bench/debug-overhead.sh),
 * not one of the default benchmarks. It runs two loops once each: stepLoop,
 * which the debugger agent single-steps from its first instruction to its
 * return, and bpLoop, whose marked line the agent sets a breakpoint on and
 * which runs 100,000 times. Without an agent it ends in a few milliseconds.
 * The time each loop took goes to standard error, which the benchmark reads
 * (the checksum line on standard output does not depend on timing).
 */
public class DebugLoop {
    static final int STEP_ITERATIONS = 1000000;
    static final int BP_ITERATIONS = 100000;

    static long stepLoop(int n) {
        long s = 0;
        for (int i = 0; i < n; i++) {
            s += i ^ (s >>> 3);
        }
        return s;
    }

    static int mix(int i) {
        return i * 31 + 7;
    }

    static long bpLoop(int n) {
        long s = 0;
        for (int i = 0; i < n; i++) {
            s += mix(i); // BREAKPOINT
        }
        return s;
    }

    public static void main(String[] args) {
        long t0 = System.nanoTime();
        long sum = stepLoop(STEP_ITERATIONS);
        long t1 = System.nanoTime();
        sum += bpLoop(BP_ITERATIONS);
        long t2 = System.nanoTime();
        System.out.println("DebugLoop checksum " + sum);
        System.err.println("DebugLoop ns stepLoop " + (t1 - t0) + " bpLoop " + (t2 - t1));
    }
}
