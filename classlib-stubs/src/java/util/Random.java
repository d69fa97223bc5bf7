package java.util;

/*
 * The 48-bit linear congruential generator specified by the class documentation
 * (multiplier 0x5DEECE66D, addend 0xB), with the derived methods computed exactly as
 * documented so that a given seed yields the reference sequence.
 */
public class Random implements java.util.random.RandomGenerator, java.io.Serializable {
    private static final long serialVersionUID = 3905348978240129619L;
    private static final long MULTIPLIER = 0x5DEECE66DL;
    private static final long ADDEND = 0xBL;
    private static final long MASK = (1L << 48) - 1;
    private static final double DOUBLE_UNIT = 0x1.0p-53;

    /* Default seeds: a Weyl sequence mixed with the clock, distinct per instance. */
    private static long defaultSeedState = System.nanoTime();

    private long seed;
    /* nextGaussian makes values in pairs; the second one waits here. */
    private double spareGaussian;
    private boolean hasSpareGaussian;

    public Random() {
        this(nextDefaultSeed());
    }

    private static synchronized long nextDefaultSeed() {
        defaultSeedState += 0x9E3779B97F4A7C15L;
        long z = defaultSeedState ^ System.nanoTime();
        z = (z ^ (z >>> 33)) * 0xFF51AFD7ED558CCDL;
        return z ^ (z >>> 29);
    }

    /* As documented for setSeed: the seed becomes (seed ^ 0x5DEECE66D) mod 2^48. */
    public Random(long seed) {
        if (getClass() == Random.class) {
            this.seed = scramble(seed);
        } else {
            setSeed(seed);
        }
    }

    private static long scramble(long seed) {
        return (seed ^ MULTIPLIER) & MASK;
    }

    public synchronized void setSeed(long seed) {
        this.seed = scramble(seed);
        hasSpareGaussian = false;
    }

    protected int next(int bits) {
        long nextseed;
        synchronized (this) {
            nextseed = (seed * MULTIPLIER + ADDEND) & MASK;
            seed = nextseed;
        }
        return (int) (nextseed >>> (48 - bits));
    }

    public void nextBytes(byte[] bytes) {
        for (int i = 0, len = bytes.length; i < len;) {
            for (int rnd = nextInt(), n = Math.min(len - i, 4); n-- > 0; rnd >>= 8)
                bytes[i++] = (byte) rnd;
        }
    }

    public int nextInt() {
        return next(32);
    }

    public int nextInt(int bound) {
        if (bound <= 0)
            throw new IllegalArgumentException("bound must be positive");
        int r = next(31);
        int m = bound - 1;
        if ((bound & m) == 0) {
            r = (int) ((bound * (long) r) >> 31);
        } else {
            for (int u = r; u - (r = u % bound) + m < 0; u = next(31)) {
            }
        }
        return r;
    }

    public int nextInt(int origin, int bound) {
        if (origin >= bound)
            throw new IllegalArgumentException("bound must be greater than origin");
        int r = nextInt();
        int n = bound - origin;
        int m = n - 1;
        if ((n & m) == 0) {
            r = (r & m) + origin;
        } else if (n > 0) {
            for (int u = r >>> 1; u + m - (r = u % n) < 0; u = nextInt() >>> 1) {
            }
            r += origin;
        } else {
            while (r < origin || r >= bound)
                r = nextInt();
        }
        return r;
    }

    public long nextLong() {
        return ((long) (next(32)) << 32) + next(32);
    }

    public long nextLong(long bound) {
        if (bound <= 0)
            throw new IllegalArgumentException("bound must be positive");
        long m = bound - 1;
        long r = nextLong();
        if ((bound & m) == 0L) {
            r &= m;
        } else {
            for (long u = r >>> 1; u + m - (r = u % bound) < 0L; u = nextLong() >>> 1) {
            }
        }
        return r;
    }

    public long nextLong(long origin, long bound) {
        if (origin >= bound)
            throw new IllegalArgumentException("bound must be greater than origin");
        long r = nextLong();
        long n = bound - origin;
        long m = n - 1;
        if ((n & m) == 0L) {
            r = (r & m) + origin;
        } else if (n > 0L) {
            for (long u = r >>> 1; u + m - (r = u % n) < 0L; u = nextLong() >>> 1) {
            }
            r += origin;
        } else {
            while (r < origin || r >= bound)
                r = nextLong();
        }
        return r;
    }

    public boolean nextBoolean() {
        return next(1) != 0;
    }

    public float nextFloat() {
        return next(24) / ((float) (1 << 24));
    }

    /* The bounded float forms of Java 17 (RandomGenerator's): scaled from nextFloat(). */
    public float nextFloat(float bound) {
        if (!(bound > 0.0f && bound < Float.POSITIVE_INFINITY))
            throw new IllegalArgumentException("bound must be finite and positive");
        float r = nextFloat() * bound;
        if (r >= bound)
            r = Math.nextDown(bound);
        return r;
    }

    public float nextFloat(float origin, float bound) {
        if (!(origin < bound && bound - origin < Float.POSITIVE_INFINITY))
            throw new IllegalArgumentException("bound must be greater than origin");
        float r = nextFloat();
        r = r * (bound - origin) + origin;
        if (r >= bound)
            r = Math.nextAfter(bound, origin);
        return r;
    }

    public double nextDouble() {
        return (((long) (next(26)) << 27) + next(27)) * DOUBLE_UNIT;
    }

    public double nextDouble(double bound) {
        if (!(bound > 0.0 && bound < Double.POSITIVE_INFINITY))
            throw new IllegalArgumentException("bound must be finite and positive");
        double r = nextDouble() * bound;
        if (r >= bound)
            r = Double.longBitsToDouble(Double.doubleToLongBits(bound) - 1);
        return r;
    }

    public double nextDouble(double origin, double bound) {
        if (!(origin < bound && bound - origin < Double.POSITIVE_INFINITY))
            throw new IllegalArgumentException("bound must be greater than origin");
        double r = nextDouble();
        r = r * (bound - origin) + origin;
        if (r >= bound)
            r = Double.longBitsToDouble(Double.doubleToLongBits(bound) + (bound > 0 ? -1 : 1));
        return r;
    }

    /* The polar method; each call computes two values and keeps the second for the next call. */
    public synchronized double nextGaussian() {
        if (hasSpareGaussian) {
            hasSpareGaussian = false;
            return spareGaussian;
        }
        double v1, v2, s;
        do {
            v1 = 2 * nextDouble() - 1;
            v2 = 2 * nextDouble() - 1;
            s = v1 * v1 + v2 * v2;
        } while (s >= 1 || s == 0);
        double multiplier = StrictMath.sqrt(-2 * StrictMath.log(s) / s);
        spareGaussian = v2 * multiplier;
        hasSpareGaussian = true;
        return v1 * multiplier;
    }

    // ---- streams of random values: each element is the next value of the matching next* method

    private static void checkStreamSize(long streamSize) {
        if (streamSize < 0L) {
            throw new IllegalArgumentException("size must be non-negative");
        }
    }

    private static void checkRange(double origin, double bound) {
        if (!(origin < bound && bound - origin < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
    }

    private java.util.stream.IntStream intStream(final long size, final boolean bounded, final int origin,
            final int bound) {
        int ch = Spliterator.NONNULL | Spliterator.IMMUTABLE | (size == Long.MAX_VALUE ? 0 : Spliterator.SIZED);
        return java.util.stream.StreamSupport.intStream(new Spliterators.AbstractIntSpliterator(size, ch) {
            long remaining = size;

            public boolean tryAdvance(java.util.function.IntConsumer action) {
                Objects.requireNonNull(action);
                if (remaining <= 0) {
                    return false;
                }
                if (remaining != Long.MAX_VALUE) {
                    remaining--;
                }
                action.accept(bounded ? nextInt(origin, bound) : nextInt());
                return true;
            }

            public long estimateSize() {
                return remaining;
            }
        }, false);
    }

    private java.util.stream.LongStream longStream(final long size, final boolean bounded, final long origin,
            final long bound) {
        int ch = Spliterator.NONNULL | Spliterator.IMMUTABLE | (size == Long.MAX_VALUE ? 0 : Spliterator.SIZED);
        return java.util.stream.StreamSupport.longStream(new Spliterators.AbstractLongSpliterator(size, ch) {
            long remaining = size;

            public boolean tryAdvance(java.util.function.LongConsumer action) {
                Objects.requireNonNull(action);
                if (remaining <= 0) {
                    return false;
                }
                if (remaining != Long.MAX_VALUE) {
                    remaining--;
                }
                action.accept(bounded ? nextLong(origin, bound) : nextLong());
                return true;
            }

            public long estimateSize() {
                return remaining;
            }
        }, false);
    }

    private java.util.stream.DoubleStream doubleStream(final long size, final boolean bounded,
            final double origin, final double bound) {
        int ch = Spliterator.NONNULL | Spliterator.IMMUTABLE | (size == Long.MAX_VALUE ? 0 : Spliterator.SIZED);
        return java.util.stream.StreamSupport.doubleStream(new Spliterators.AbstractDoubleSpliterator(size, ch) {
            long remaining = size;

            public boolean tryAdvance(java.util.function.DoubleConsumer action) {
                Objects.requireNonNull(action);
                if (remaining <= 0) {
                    return false;
                }
                if (remaining != Long.MAX_VALUE) {
                    remaining--;
                }
                action.accept(bounded ? nextDouble(origin, bound) : nextDouble());
                return true;
            }

            public long estimateSize() {
                return remaining;
            }
        }, false);
    }

    public java.util.stream.IntStream ints(long streamSize) {
        checkStreamSize(streamSize);
        return intStream(streamSize, false, 0, 0);
    }

    public java.util.stream.IntStream ints() {
        return intStream(Long.MAX_VALUE, false, 0, 0);
    }

    public java.util.stream.IntStream ints(long streamSize, int randomNumberOrigin, int randomNumberBound) {
        checkStreamSize(streamSize);
        if (randomNumberOrigin >= randomNumberBound) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
        return intStream(streamSize, true, randomNumberOrigin, randomNumberBound);
    }

    public java.util.stream.IntStream ints(int randomNumberOrigin, int randomNumberBound) {
        if (randomNumberOrigin >= randomNumberBound) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
        return intStream(Long.MAX_VALUE, true, randomNumberOrigin, randomNumberBound);
    }

    public java.util.stream.LongStream longs(long streamSize) {
        checkStreamSize(streamSize);
        return longStream(streamSize, false, 0, 0);
    }

    public java.util.stream.LongStream longs() {
        return longStream(Long.MAX_VALUE, false, 0, 0);
    }

    public java.util.stream.LongStream longs(long streamSize, long randomNumberOrigin, long randomNumberBound) {
        checkStreamSize(streamSize);
        if (randomNumberOrigin >= randomNumberBound) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
        return longStream(streamSize, true, randomNumberOrigin, randomNumberBound);
    }

    public java.util.stream.LongStream longs(long randomNumberOrigin, long randomNumberBound) {
        if (randomNumberOrigin >= randomNumberBound) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
        return longStream(Long.MAX_VALUE, true, randomNumberOrigin, randomNumberBound);
    }

    public java.util.stream.DoubleStream doubles(long streamSize) {
        checkStreamSize(streamSize);
        return doubleStream(streamSize, false, 0, 0);
    }

    public java.util.stream.DoubleStream doubles() {
        return doubleStream(Long.MAX_VALUE, false, 0, 0);
    }

    public java.util.stream.DoubleStream doubles(long streamSize, double randomNumberOrigin,
            double randomNumberBound) {
        checkStreamSize(streamSize);
        checkRange(randomNumberOrigin, randomNumberBound);
        return doubleStream(streamSize, true, randomNumberOrigin, randomNumberBound);
    }

    public java.util.stream.DoubleStream doubles(double randomNumberOrigin, double randomNumberBound) {
        checkRange(randomNumberOrigin, randomNumberBound);
        return doubleStream(Long.MAX_VALUE, true, randomNumberOrigin, randomNumberBound);
    }
}
