package jdk.internal.util.random;

import java.util.Objects;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;
import java.util.random.RandomGenerator;
import java.util.stream.DoubleStream;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import java.util.stream.StreamSupport;

/**
 * The argument checks, bounded values and streams that RandomGenerator's
 * default methods and SplittableRandom share. The bounded integer forms
 * reject values from the top of the range as the JDK's do, so a generator
 * gives the JDK's sequence for them.
 */
public final class RandomSupport {
    public static final String BAD_SIZE = "size must be non-negative";
    public static final String BAD_BOUND = "bound must be positive";
    public static final String BAD_FLOATING_BOUND = "bound must be finite and positive";
    public static final String BAD_RANGE = "bound must be greater than origin";

    private RandomSupport() { }

    public static void checkStreamSize(long size) {
        if (size < 0L)
            throw new IllegalArgumentException(BAD_SIZE);
    }

    public static void checkBound(int bound) {
        if (bound <= 0)
            throw new IllegalArgumentException(BAD_BOUND);
    }

    public static void checkBound(long bound) {
        if (bound <= 0L)
            throw new IllegalArgumentException(BAD_BOUND);
    }

    public static void checkBound(float bound) {
        if (!(bound > 0.0f && bound < Float.POSITIVE_INFINITY))
            throw new IllegalArgumentException(BAD_FLOATING_BOUND);
    }

    public static void checkBound(double bound) {
        if (!(bound > 0.0 && bound < Double.POSITIVE_INFINITY))
            throw new IllegalArgumentException(BAD_FLOATING_BOUND);
    }

    public static void checkRange(int origin, int bound) {
        if (origin >= bound)
            throw new IllegalArgumentException(BAD_RANGE);
    }

    public static void checkRange(long origin, long bound) {
        if (origin >= bound)
            throw new IllegalArgumentException(BAD_RANGE);
    }

    public static void checkRange(float origin, float bound) {
        if (!(Float.NEGATIVE_INFINITY < origin && origin < bound && bound < Float.POSITIVE_INFINITY))
            throw new IllegalArgumentException(BAD_RANGE);
    }

    public static void checkRange(double origin, double bound) {
        if (!(Double.NEGATIVE_INFINITY < origin && origin < bound && bound < Double.POSITIVE_INFINITY))
            throw new IllegalArgumentException(BAD_RANGE);
    }

    /** origin >= bound means unbounded. */
    public static int boundedNextInt(RandomGenerator rng, int origin, int bound) {
        int r = rng.nextInt();
        if (origin < bound) {
            int n = bound - origin, m = n - 1;
            if ((n & m) == 0) {
                r = (r & m) + origin;
            } else if (n > 0) {
                for (int u = r >>> 1; u + m - (r = u % n) < 0; u = rng.nextInt() >>> 1) {
                }
                r += origin;
            } else {
                while (r < origin || r >= bound)
                    r = rng.nextInt();
            }
        }
        return r;
    }

    public static int boundedNextInt(RandomGenerator rng, int bound) {
        int r = rng.nextInt();
        int m = bound - 1;
        if ((bound & m) == 0) {
            r &= m;
        } else {
            for (int u = r >>> 1; u + m - (r = u % bound) < 0; u = rng.nextInt() >>> 1) {
            }
        }
        return r;
    }

    public static long boundedNextLong(RandomGenerator rng, long origin, long bound) {
        long r = rng.nextLong();
        if (origin < bound) {
            long n = bound - origin, m = n - 1;
            if ((n & m) == 0L) {
                r = (r & m) + origin;
            } else if (n > 0L) {
                for (long u = r >>> 1; u + m - (r = u % n) < 0L; u = rng.nextLong() >>> 1) {
                }
                r += origin;
            } else {
                while (r < origin || r >= bound)
                    r = rng.nextLong();
            }
        }
        return r;
    }

    public static long boundedNextLong(RandomGenerator rng, long bound) {
        long r = rng.nextLong();
        long m = bound - 1;
        if ((bound & m) == 0L) {
            r &= m;
        } else {
            for (long u = r >>> 1; u + m - (r = u % bound) < 0L; u = rng.nextLong() >>> 1) {
            }
        }
        return r;
    }

    public static float boundedNextFloat(RandomGenerator rng, float origin, float bound) {
        float r = rng.nextFloat();
        if (origin < bound) {
            r = r * (bound - origin) + origin;
            if (r >= bound)
                r = Math.nextDown(bound);
        }
        return r;
    }

    public static float boundedNextFloat(RandomGenerator rng, float bound) {
        float r = rng.nextFloat() * bound;
        if (r >= bound)
            r = Math.nextDown(bound);
        return r;
    }

    public static double boundedNextDouble(RandomGenerator rng, double origin, double bound) {
        double r = rng.nextDouble();
        if (origin < bound) {
            if (bound - origin < Double.POSITIVE_INFINITY) {
                r = r * (bound - origin) + origin;
            } else {
                double half = 0.5 * origin;
                r = (r * (0.5 * bound - half) + half) * 2.0;
            }
            if (r >= bound)
                r = Math.nextDown(bound);
        }
        return r;
    }

    public static double boundedNextDouble(RandomGenerator rng, double bound) {
        double r = rng.nextDouble() * bound;
        if (r >= bound)
            r = Math.nextDown(bound);
        return r;
    }

    /** Little-endian bytes of successive nextLong() values. */
    public static void nextBytes(RandomGenerator rng, byte[] bytes) {
        int i = 0, len = bytes.length;
        for (int words = len >> 3; words-- > 0;) {
            long rnd = rng.nextLong();
            for (int n = 8; n-- > 0; rnd >>>= 8)
                bytes[i++] = (byte) rnd;
        }
        if (i < len)
            for (long rnd = rng.nextLong(); i < len; rnd >>>= 8)
                bytes[i++] = (byte) rnd;
    }

    private static int characteristics(long size) {
        return Spliterator.NONNULL | Spliterator.IMMUTABLE
            | (size == Long.MAX_VALUE ? 0 : Spliterator.SIZED | Spliterator.SUBSIZED);
    }

    /** origin >= bound: unbounded values. */
    public static IntStream ints(final RandomGenerator rng, final long size, final int origin, final int bound) {
        return StreamSupport.intStream(new Spliterators.AbstractIntSpliterator(size, characteristics(size)) {
            long remaining = size;

            public boolean tryAdvance(IntConsumer action) {
                Objects.requireNonNull(action);
                if (remaining <= 0)
                    return false;
                if (remaining != Long.MAX_VALUE)
                    remaining--;
                action.accept(boundedNextInt(rng, origin, bound));
                return true;
            }

            public long estimateSize() { return remaining; }
        }, false);
    }

    public static LongStream longs(final RandomGenerator rng, final long size, final long origin, final long bound) {
        return StreamSupport.longStream(new Spliterators.AbstractLongSpliterator(size, characteristics(size)) {
            long remaining = size;

            public boolean tryAdvance(LongConsumer action) {
                Objects.requireNonNull(action);
                if (remaining <= 0)
                    return false;
                if (remaining != Long.MAX_VALUE)
                    remaining--;
                action.accept(boundedNextLong(rng, origin, bound));
                return true;
            }

            public long estimateSize() { return remaining; }
        }, false);
    }

    public static DoubleStream doubles(final RandomGenerator rng, final long size, final double origin,
                                       final double bound) {
        return StreamSupport.doubleStream(new Spliterators.AbstractDoubleSpliterator(size, characteristics(size)) {
            long remaining = size;

            public boolean tryAdvance(DoubleConsumer action) {
                Objects.requireNonNull(action);
                if (remaining <= 0)
                    return false;
                if (remaining != Long.MAX_VALUE)
                    remaining--;
                action.accept(boundedNextDouble(rng, origin, bound));
                return true;
            }

            public long estimateSize() { return remaining; }
        }, false);
    }

    /**
     * A standard normal value by the polar method. The JDK uses a ziggurat
     * here, so the values differ from its for the same generator state.
     */
    public static double normal(RandomGenerator rng) {
        double v1, v2, s;
        do {
            v1 = 2 * rng.nextDouble() - 1;
            v2 = 2 * rng.nextDouble() - 1;
            s = v1 * v1 + v2 * v2;
        } while (s >= 1 || s == 0);
        return v1 * StrictMath.sqrt(-2 * StrictMath.log(s) / s);
    }

    /** An exponential value of mean 1 by inversion (the JDK uses a ziggurat). */
    public static double exponential(RandomGenerator rng) {
        return -StrictMath.log1p(-rng.nextDouble());
    }
}
