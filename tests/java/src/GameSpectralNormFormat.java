import java.text.DecimalFormat;
import java.text.NumberFormat;
import java.util.*;
import java.util.concurrent.*;
import java.util.stream.IntStream;

/**
 * spectral-norm as the older versions write it: a DecimalFormat("#.000000000") for the result,
 * an ExecutorService running one Callable per row block with invokeAll for each product, a
 * Phaser variant, and a parallel IntStream variant.
 */
public class GameSpectralNormFormat {
    static double a(int i, int j) {
        return 1.0 / ((i + j) * (i + j + 1) / 2 + i + 1);
    }

    static void multiplyAv(ExecutorService pool, double[] v, double[] out, boolean transpose, int blocks)
            throws Exception {
        int n = v.length;
        List<Callable<Void>> jobs = new ArrayList<>();
        for (int b = 0; b < blocks; b++) {
            int from = n * b / blocks, to = n * (b + 1) / blocks;
            jobs.add(() -> {
                for (int i = from; i < to; i++) {
                    double sum = 0;
                    for (int j = 0; j < n; j++) sum += (transpose ? a(j, i) : a(i, j)) * v[j];
                    out[i] = sum;
                }
                return null;
            });
        }
        for (Future<Void> f : pool.invokeAll(jobs)) f.get();
    }

    static double withExecutor(int n) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(3);
        double[] u = new double[n], v = new double[n], t = new double[n];
        Arrays.fill(u, 1);
        for (int i = 0; i < 10; i++) {
            multiplyAv(pool, u, t, false, 3);
            multiplyAv(pool, t, v, true, 3);
            multiplyAv(pool, v, t, false, 3);
            multiplyAv(pool, t, u, true, 3);
        }
        pool.shutdown();
        double vBv = 0, vv = 0;
        for (int i = 0; i < n; i++) {
            vBv += u[i] * v[i];
            vv += v[i] * v[i];
        }
        return Math.sqrt(vBv / vv);
    }

    static double withPhaser(int n, int parties) throws InterruptedException {
        double[] u = new double[n], v = new double[n], t = new double[n];
        Arrays.fill(u, 1);
        Phaser phaser = new Phaser(parties);
        double[][] partial = new double[parties][2];
        Thread[] threads = new Thread[parties];
        for (int p = 0; p < parties; p++) {
            int from = n * p / parties, to = n * (p + 1) / parties, id = p;
            threads[p] = new Thread(() -> {
                double[][] order = { u, t, v, t, v, t, u, t };
                for (int it = 0; it < 10; it++) {
                    for (int step = 0; step < 4; step++) {
                        double[] in = order[step * 2], out = order[step * 2 + 1 == 1 ? 1 : step * 2 + 1];
                        boolean transpose = step % 2 == 1;
                        // steps: u->t, t->v (transposed), v->t, t->u (transposed)
                        in = step == 0 ? u : step == 1 ? t : step == 2 ? v : t;
                        out = step == 0 ? t : step == 1 ? v : step == 2 ? t : u;
                        for (int i = from; i < to; i++) {
                            double sum = 0;
                            for (int j = 0; j < n; j++) sum += (transpose ? a(j, i) : a(i, j)) * in[j];
                            out[i] = sum;
                        }
                        phaser.arriveAndAwaitAdvance();
                    }
                }
                for (int i = from; i < to; i++) {
                    partial[id][0] += u[i] * v[i];
                    partial[id][1] += v[i] * v[i];
                }
                phaser.arriveAndDeregister();
            });
            threads[p].start();
        }
        for (Thread th : threads) th.join();
        double vBv = 0, vv = 0;
        for (double[] p : partial) {
            vBv += p[0];
            vv += p[1];
        }
        System.out.println("phaser phase " + phaser.getPhase() + " parties " + phaser.getRegisteredParties()
                + " terminated " + phaser.isTerminated());
        return Math.sqrt(vBv / vv);
    }

    static double withStreams(int n) {
        double[] u = new double[n], v = new double[n], t = new double[n];
        Arrays.fill(u, 1);
        for (int it = 0; it < 10; it++) {
            IntStream.range(0, n).parallel().forEach(i -> t[i] = IntStream.range(0, n).mapToDouble(j -> a(i, j) * u[j]).sum());
            IntStream.range(0, n).parallel().forEach(i -> v[i] = IntStream.range(0, n).mapToDouble(j -> a(j, i) * t[j]).sum());
            IntStream.range(0, n).parallel().forEach(i -> t[i] = IntStream.range(0, n).mapToDouble(j -> a(i, j) * v[j]).sum());
            IntStream.range(0, n).parallel().forEach(i -> u[i] = IntStream.range(0, n).mapToDouble(j -> a(j, i) * t[j]).sum());
        }
        double vBv = IntStream.range(0, n).mapToDouble(i -> u[i] * v[i]).sum();
        double vv = IntStream.range(0, n).mapToDouble(i -> v[i] * v[i]).sum();
        return Math.sqrt(vBv / vv);
    }

    public static void main(String[] args) throws Exception {
        NumberFormat formatter = new DecimalFormat("#.000000000");
        System.out.println(formatter.format(withExecutor(100)));
        System.out.println(formatter.format(withPhaser(64, 3)));
        System.out.println(formatter.format(withStreams(50)));
        System.out.println(formatter.format(0.5) + " " + formatter.format(-2.25) + " " + formatter.format(12345.0000000005));
        DecimalFormat grouped = new DecimalFormat("#,##0.00");
        System.out.println(grouped.format(1234567.891) + " " + grouped.format(0.005) + " " + grouped.format(-0.015));
        System.out.println(new DecimalFormat("0.###E0").format(withExecutor(10) * 1e7));
    }
}
