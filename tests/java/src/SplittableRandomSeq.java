import java.util.*;
import java.util.random.RandomGenerator;
import java.util.stream.*;

/** SplittableRandom's sequences for fixed seeds (SplitMix64) and RandomGenerator's defaults. */
public class SplittableRandomSeq {
    public static void main(String[] args) {
        long[] seeds = { 0L, 1L, 42L, -1L, Long.MIN_VALUE, 0x123456789abcdefL };
        for (long seed : seeds) {
            SplittableRandom r = new SplittableRandom(seed);
            StringBuilder sb = new StringBuilder("seed " + seed + ":");
            for (int i = 0; i < 3; i++)
                sb.append(' ').append(r.nextLong());
            for (int i = 0; i < 3; i++)
                sb.append(' ').append(r.nextInt());
            System.out.println(sb);
        }
        SplittableRandom r = new SplittableRandom(7);
        System.out.println("bounded ints: " + line(r, 0));
        System.out.println("ranges: " + line(r, 1));
        System.out.println("longs: " + line(r, 2));
        System.out.println("doubles: " + line(r, 3));
        System.out.println("floats/booleans: " + line(r, 4));
        byte[] b = new byte[13];
        r.nextBytes(b);
        System.out.println("bytes: " + Arrays.toString(b));
        SplittableRandom s1 = r.split();
        SplittableRandom s2 = r.split();
        System.out.println("split: " + s1.nextLong() + " " + s2.nextLong() + " " + s1.nextInt(1000) + " parent " + r.nextLong());
        SplittableRandom s3 = new SplittableRandom(99).split(new SplittableRandom(5));
        System.out.println("split(source): " + s3.nextLong());
        System.out.println("ints(5): " + Arrays.toString(new SplittableRandom(3).ints(5).toArray()));
        System.out.println("ints(5, -10, 10): " + Arrays.toString(new SplittableRandom(3).ints(5, -10, 10).toArray()));
        System.out.println("longs(3, 0, 1e12): " + Arrays.toString(new SplittableRandom(3).longs(3, 0, 1000000000000L).toArray()));
        System.out.println("doubles(3): " + Arrays.toString(new SplittableRandom(3).doubles(3).toArray()));
        System.out.println("doubles(3, 5, 6): " + Arrays.toString(new SplittableRandom(3).doubles(3, 5, 6).toArray()));
        System.out.println("ints().limit(4): " + Arrays.toString(new SplittableRandom(4).ints().limit(4).toArray()));
        System.out.println("ints(1,7) limit: " + Arrays.toString(new SplittableRandom(4).ints(1, 7).limit(8).toArray()));
        System.out.println("splits(2): " + new SplittableRandom(8).splits(2).map(g -> g.nextLong()).collect(Collectors.toList()));
        SplittableRandom same = new SplittableRandom(11);
        long x = same.nextLong();
        System.out.println("ints(n).count(): " + new SplittableRandom(11).ints(10).count());

        RandomGenerator g = new SplittableRandom(12);
        System.out.println("as RandomGenerator: " + g.nextInt(100) + " " + g.nextLong(5, 10) + " " + g.nextDouble(2.0)
            + " " + g.nextFloat(1.5f) + " " + g.isDeprecated());
        RandomGenerator legacy = new Random(12);
        System.out.println("Random as RandomGenerator: " + legacy.nextInt(100) + " " + legacy.nextLong(1000) + " "
            + legacy.nextLong(5, 10) + " " + legacy.nextDouble(3.0) + " " + legacy.nextInt(3, 9));
        System.out.println("of: " + RandomGenerator.of("SplittableRandom").getClass().getName() + " "
            + RandomGenerator.of("Random").getClass().getName());
        try {
            RandomGenerator.of("NoSuchAlgorithm");
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        double gs = new SplittableRandom(1).nextGaussian();
        System.out.println("gaussian finite: " + !Double.isNaN(gs) + " exponential >= 0: " + (new SplittableRandom(1).nextExponential() >= 0));
        SplittableRandom u1 = new SplittableRandom(), u2 = new SplittableRandom();
        System.out.println("unseeded differ: " + (u1.nextLong() != u2.nextLong()));

        Runnable[] bad = {
            () -> new SplittableRandom(1).nextInt(0),
            () -> new SplittableRandom(1).nextInt(5, 5),
            () -> new SplittableRandom(1).nextLong(-1),
            () -> new SplittableRandom(1).nextLong(3, 2),
            () -> new SplittableRandom(1).nextDouble(0.0),
            () -> new SplittableRandom(1).nextDouble(Double.POSITIVE_INFINITY),
            () -> new SplittableRandom(1).nextDouble(1.0, 1.0),
            () -> new SplittableRandom(1).nextFloat(-1f),
            () -> new SplittableRandom(1).ints(-1),
            () -> new SplittableRandom(1).ints(2, 1),
            () -> new SplittableRandom(1).doubles(3, 1.0, 0.5),
            () -> new SplittableRandom(1).nextGaussian(0, -1),
        };
        for (Runnable b2 : bad) {
            try {
                b2.run();
                System.out.println("no exception");
            } catch (IllegalArgumentException e) {
                System.out.println(e);
            }
        }
        int[] hist = new int[6];
        SplittableRandom h = new SplittableRandom(2024);
        for (int i = 0; i < 60000; i++)
            hist[h.nextInt(6)]++;
        System.out.println("histogram: " + Arrays.toString(hist));
        System.out.println(x != 0);
    }

    static String line(SplittableRandom r, int kind) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 5; i++) {
            switch (kind) {
            case 0: sb.append(r.nextInt(10)).append(' ').append(r.nextInt(1 << 20)).append(' ').append(r.nextInt(Integer.MAX_VALUE)).append(' '); break;
            case 1: sb.append(r.nextInt(-5, 5)).append(' ').append(r.nextInt(Integer.MIN_VALUE, Integer.MAX_VALUE)).append(' ').append(r.nextInt(0, 64)).append(' '); break;
            case 2: sb.append(r.nextLong(1000)).append(' ').append(r.nextLong(Long.MIN_VALUE, Long.MAX_VALUE)).append(' ').append(r.nextLong(-3, 1L << 40)).append(' '); break;
            case 3: sb.append(r.nextDouble()).append(' ').append(r.nextDouble(10.0)).append(' ').append(r.nextDouble(-1.0, 1.0)).append(' '); break;
            default: sb.append(r.nextFloat()).append(' ').append(r.nextBoolean()).append(' ').append(r.nextFloat(2f, 3f)).append(' ');
            }
        }
        return sb.toString().trim();
    }
}
