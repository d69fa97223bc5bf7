package java.util;

import java.util.random.RandomGenerator;
import java.util.stream.DoubleStream;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import java.util.stream.Stream;

import jdk.internal.util.random.RandomSupport;

/**
 * The SplitMix64 generator (Steele, Lea and Flood, "Fast splittable
 * pseudorandom number generators", OOPSLA 2014): a 64-bit state advanced by
 * an odd gamma, and a mixing function applied to each state. Seeded, it gives
 * the JDK's sequence; the bounded forms are RandomGenerator's.
 */
public final class SplittableRandom implements RandomGenerator.SplittableGenerator {
    private static final long GOLDEN_GAMMA = 0x9e3779b97f4a7c15L;

    /* Where unseeded generators come from: each takes two gammas' worth. */
    private static long defaultGen = mix64(System.currentTimeMillis()) ^ mix64(System.nanoTime());

    private long seed;
    private final long gamma;

    private SplittableRandom(long seed, long gamma) {
        this.seed = seed;
        this.gamma = gamma;
    }

    public SplittableRandom(long seed) {
        this(seed, GOLDEN_GAMMA);
    }

    public SplittableRandom() {
        long s;
        synchronized (SplittableRandom.class) {
            s = defaultGen;
            defaultGen = s + 2 * GOLDEN_GAMMA;
        }
        this.seed = mix64(s);
        this.gamma = mixGamma(s + GOLDEN_GAMMA);
    }

    /* Stafford's variant 13 of the MurmurHash3 finalizer. */
    private static long mix64(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    /* Variant 4, upper 32 bits. */
    private static int mix32(long z) {
        z = (z ^ (z >>> 33)) * 0x62a9d9ed799705f5L;
        return (int) (((z ^ (z >>> 28)) * 0xcb24d0a5c88c35b3L) >>> 32);
    }

    /* MurmurHash3's finalizer, made odd; gammas with too few bit transitions are flipped. */
    private static long mixGamma(long z) {
        z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
        z = (z ^ (z >>> 33)) * 0xc4ceb9fe1a85ec53L;
        z = (z ^ (z >>> 33)) | 1L;
        int n = Long.bitCount(z ^ (z >>> 1));
        return (n < 24) ? z ^ 0xaaaaaaaaaaaaaaaaL : z;
    }

    private long nextSeed() {
        return seed += gamma;
    }

    public SplittableRandom split() {
        return new SplittableRandom(nextLong(), mixGamma(nextSeed()));
    }

    public SplittableRandom split(RandomGenerator.SplittableGenerator source) {
        Objects.requireNonNull(source, "source should be non-null");
        return new SplittableRandom(source.nextLong(), mixGamma(source.nextLong()));
    }

    public int nextInt() {
        return mix32(nextSeed());
    }

    public long nextLong() {
        return mix64(nextSeed());
    }

    public void nextBytes(byte[] bytes) {
        RandomSupport.nextBytes(this, bytes);
    }

    public Stream<RandomGenerator.SplittableGenerator> splits() {
        return RandomGenerator.SplittableGenerator.super.splits();
    }

    public Stream<RandomGenerator.SplittableGenerator> splits(long streamSize) {
        return RandomGenerator.SplittableGenerator.super.splits(streamSize, this);
    }

    public Stream<RandomGenerator.SplittableGenerator> splits(RandomGenerator.SplittableGenerator source) {
        return RandomGenerator.SplittableGenerator.super.splits(Long.MAX_VALUE, source);
    }

    public Stream<RandomGenerator.SplittableGenerator> splits(long streamSize,
                                                               RandomGenerator.SplittableGenerator source) {
        return RandomGenerator.SplittableGenerator.super.splits(streamSize, source);
    }

    public IntStream ints(long streamSize) { return RandomGenerator.SplittableGenerator.super.ints(streamSize); }
    public IntStream ints() { return RandomGenerator.SplittableGenerator.super.ints(); }

    public IntStream ints(long streamSize, int randomNumberOrigin, int randomNumberBound) {
        return RandomGenerator.SplittableGenerator.super.ints(streamSize, randomNumberOrigin, randomNumberBound);
    }

    public IntStream ints(int randomNumberOrigin, int randomNumberBound) {
        return RandomGenerator.SplittableGenerator.super.ints(randomNumberOrigin, randomNumberBound);
    }

    public LongStream longs(long streamSize) { return RandomGenerator.SplittableGenerator.super.longs(streamSize); }
    public LongStream longs() { return RandomGenerator.SplittableGenerator.super.longs(); }

    public LongStream longs(long streamSize, long randomNumberOrigin, long randomNumberBound) {
        return RandomGenerator.SplittableGenerator.super.longs(streamSize, randomNumberOrigin, randomNumberBound);
    }

    public LongStream longs(long randomNumberOrigin, long randomNumberBound) {
        return RandomGenerator.SplittableGenerator.super.longs(randomNumberOrigin, randomNumberBound);
    }

    public DoubleStream doubles(long streamSize) {
        return RandomGenerator.SplittableGenerator.super.doubles(streamSize);
    }

    public DoubleStream doubles() { return RandomGenerator.SplittableGenerator.super.doubles(); }

    public DoubleStream doubles(long streamSize, double randomNumberOrigin, double randomNumberBound) {
        return RandomGenerator.SplittableGenerator.super.doubles(streamSize, randomNumberOrigin, randomNumberBound);
    }

    public DoubleStream doubles(double randomNumberOrigin, double randomNumberBound) {
        return RandomGenerator.SplittableGenerator.super.doubles(randomNumberOrigin, randomNumberBound);
    }
}
