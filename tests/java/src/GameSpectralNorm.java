import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;

/**
 * spectral-norm in the style of the benchmark programs: the power method on the infinite
 * matrix A(i,j) = 1/((i+j)(i+j+1)/2+i+1), rows split between threads that meet at a
 * CyclicBarrier after each half-product; the result printed with printf("%.9f%n").
 */
public class GameSpectralNorm {
    static double a(int i, int j) {
        int ij = i + j;
        return 1.0 / ((ij * (ij + 1) >>> 1) + i + 1);
    }

    static final class Worker extends Thread {
        final CyclicBarrier barrier;
        final double[] u, v, tmp;
        final int from, to;
        double vBv, vv;

        Worker(CyclicBarrier barrier, double[] u, double[] v, double[] tmp, int from, int to) {
            this.barrier = barrier;
            this.u = u;
            this.v = v;
            this.tmp = tmp;
            this.from = from;
            this.to = to;
        }

        /** out[from..to) = A x in, or A^T x in. */
        void times(double[] out, double[] in, boolean transpose) {
            for (int i = from; i < to; i++) {
                double sum = 0;
                for (int j = 0; j < in.length; j++) sum += (transpose ? a(j, i) : a(i, j)) * in[j];
                out[i] = sum;
            }
        }

        /** out = A^T A in, in two halves with a barrier after each. */
        void timesAtA(double[] out, double[] in) throws InterruptedException, BrokenBarrierException {
            times(tmp, in, false);
            barrier.await();
            times(out, tmp, true);
            barrier.await();
        }

        @Override
        public void run() {
            try {
                for (int i = 0; i < 10; i++) {
                    timesAtA(v, u);
                    timesAtA(u, v);
                }
            } catch (InterruptedException | BrokenBarrierException e) {
                throw new RuntimeException(e);
            }
            for (int i = from; i < to; i++) {
                vBv += u[i] * v[i];
                vv += v[i] * v[i];
            }
        }
    }

    static double spectralNorm(int n, int nThreads) throws InterruptedException {
        double[] u = new double[n], v = new double[n], tmp = new double[n];
        java.util.Arrays.fill(u, 1.0);
        CyclicBarrier barrier = new CyclicBarrier(nThreads);
        Worker[] workers = new Worker[nThreads];
        int chunk = n / nThreads;
        for (int t = 0; t < nThreads; t++) {
            int from = t * chunk, to = t == nThreads - 1 ? n : from + chunk;
            workers[t] = new Worker(barrier, u, v, tmp, from, to);
            workers[t].start();
        }
        double vBv = 0, vv = 0;
        for (Worker w : workers) {
            w.join();
            vBv += w.vBv;
            vv += w.vv;
        }
        return Math.sqrt(vBv / vv);
    }

    public static void main(String[] args) throws Exception {
        System.out.printf("%.9f%n", spectralNorm(100, 4));
        System.out.printf("%.9f%n", spectralNorm(37, 3));
        System.out.printf("%.9f%n", spectralNorm(5, 1));

        // A barrier action runs once per trip, in the last thread to arrive.
        int[] trips = new int[1];
        CyclicBarrier counted = new CyclicBarrier(3, () -> trips[0]++);
        Thread[] ts = new Thread[3];
        for (int i = 0; i < 3; i++) {
            ts[i] = new Thread(() -> {
                try {
                    for (int k = 0; k < 5; k++) counted.await();
                } catch (Exception e) {
                    throw new RuntimeException(e);
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("trips=" + trips[0] + " parties=" + counted.getParties()
                + " waiting=" + counted.getNumberWaiting() + " broken=" + counted.isBroken());
    }
}
