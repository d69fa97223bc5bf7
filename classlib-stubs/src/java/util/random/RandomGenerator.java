package java.util.random;

import java.util.stream.DoubleStream;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import java.util.stream.Stream;

import jdk.internal.util.random.RandomSupport;

/**
 * The common interface of random generators. Of the JDK's algorithms only
 * "Random" and "SplittableRandom" are here, so of(name) knows those two and
 * getDefault() (the JDK's L32X64MixRandom) is left out.
 */
public interface RandomGenerator {
    static RandomGenerator of(String name) {
        java.util.Objects.requireNonNull(name);
        if (name.equals("Random"))
            return new java.util.Random();
        if (name.equals("SplittableRandom"))
            return new java.util.SplittableRandom();
        throw new IllegalArgumentException("No implementation of the random number generator algorithm \""
                                           + name + "\" is available");
    }

    default boolean isDeprecated() { return false; }

    default DoubleStream doubles() { return RandomSupport.doubles(this, Long.MAX_VALUE, Double.MAX_VALUE, 0.0); }

    default DoubleStream doubles(double randomNumberOrigin, double randomNumberBound) {
        RandomSupport.checkRange(randomNumberOrigin, randomNumberBound);
        return RandomSupport.doubles(this, Long.MAX_VALUE, randomNumberOrigin, randomNumberBound);
    }

    default DoubleStream doubles(long streamSize) {
        RandomSupport.checkStreamSize(streamSize);
        return RandomSupport.doubles(this, streamSize, Double.MAX_VALUE, 0.0);
    }

    default DoubleStream doubles(long streamSize, double randomNumberOrigin, double randomNumberBound) {
        RandomSupport.checkStreamSize(streamSize);
        RandomSupport.checkRange(randomNumberOrigin, randomNumberBound);
        return RandomSupport.doubles(this, streamSize, randomNumberOrigin, randomNumberBound);
    }

    default IntStream ints() { return RandomSupport.ints(this, Long.MAX_VALUE, Integer.MAX_VALUE, 0); }

    default IntStream ints(int randomNumberOrigin, int randomNumberBound) {
        RandomSupport.checkRange(randomNumberOrigin, randomNumberBound);
        return RandomSupport.ints(this, Long.MAX_VALUE, randomNumberOrigin, randomNumberBound);
    }

    default IntStream ints(long streamSize) {
        RandomSupport.checkStreamSize(streamSize);
        return RandomSupport.ints(this, streamSize, Integer.MAX_VALUE, 0);
    }

    default IntStream ints(long streamSize, int randomNumberOrigin, int randomNumberBound) {
        RandomSupport.checkStreamSize(streamSize);
        RandomSupport.checkRange(randomNumberOrigin, randomNumberBound);
        return RandomSupport.ints(this, streamSize, randomNumberOrigin, randomNumberBound);
    }

    default LongStream longs() { return RandomSupport.longs(this, Long.MAX_VALUE, Long.MAX_VALUE, 0L); }

    default LongStream longs(long randomNumberOrigin, long randomNumberBound) {
        RandomSupport.checkRange(randomNumberOrigin, randomNumberBound);
        return RandomSupport.longs(this, Long.MAX_VALUE, randomNumberOrigin, randomNumberBound);
    }

    default LongStream longs(long streamSize) {
        RandomSupport.checkStreamSize(streamSize);
        return RandomSupport.longs(this, streamSize, Long.MAX_VALUE, 0L);
    }

    default LongStream longs(long streamSize, long randomNumberOrigin, long randomNumberBound) {
        RandomSupport.checkStreamSize(streamSize);
        RandomSupport.checkRange(randomNumberOrigin, randomNumberBound);
        return RandomSupport.longs(this, streamSize, randomNumberOrigin, randomNumberBound);
    }

    default boolean nextBoolean() { return nextInt() < 0; }

    default void nextBytes(byte[] bytes) { RandomSupport.nextBytes(this, bytes); }

    default float nextFloat() { return (nextInt() >>> 8) * 0x1.0p-24f; }

    default float nextFloat(float bound) {
        RandomSupport.checkBound(bound);
        return RandomSupport.boundedNextFloat(this, bound);
    }

    default float nextFloat(float origin, float bound) {
        RandomSupport.checkRange(origin, bound);
        return RandomSupport.boundedNextFloat(this, origin, bound);
    }

    default double nextDouble() { return (nextLong() >>> 11) * 0x1.0p-53; }

    default double nextDouble(double bound) {
        RandomSupport.checkBound(bound);
        return RandomSupport.boundedNextDouble(this, bound);
    }

    default double nextDouble(double origin, double bound) {
        RandomSupport.checkRange(origin, bound);
        return RandomSupport.boundedNextDouble(this, origin, bound);
    }

    default int nextInt() { return (int) (nextLong() >>> 32); }

    default int nextInt(int bound) {
        RandomSupport.checkBound(bound);
        return RandomSupport.boundedNextInt(this, bound);
    }

    default int nextInt(int origin, int bound) {
        RandomSupport.checkRange(origin, bound);
        return RandomSupport.boundedNextInt(this, origin, bound);
    }

    long nextLong();

    default long nextLong(long bound) {
        RandomSupport.checkBound(bound);
        return RandomSupport.boundedNextLong(this, bound);
    }

    default long nextLong(long origin, long bound) {
        RandomSupport.checkRange(origin, bound);
        return RandomSupport.boundedNextLong(this, origin, bound);
    }

    default double nextGaussian() { return RandomSupport.normal(this); }

    default double nextGaussian(double mean, double stddev) {
        if (stddev < 0.0)
            throw new IllegalArgumentException("standard deviation must be non-negative");
        return mean + stddev * nextGaussian();
    }

    default double nextExponential() { return RandomSupport.exponential(this); }

    /** A generator that makes streams of generators. */
    interface StreamableGenerator extends RandomGenerator {
        Stream<RandomGenerator> rngs();

        default Stream<RandomGenerator> rngs(long streamSize) {
            RandomSupport.checkStreamSize(streamSize);
            return rngs().limit(streamSize);
        }
    }

    /** A generator that can split off new, independent generators. */
    interface SplittableGenerator extends StreamableGenerator {
        SplittableGenerator split();

        SplittableGenerator split(SplittableGenerator source);

        default Stream<SplittableGenerator> splits() { return splits(Long.MAX_VALUE, this); }

        default Stream<SplittableGenerator> splits(long streamSize) { return splits(streamSize, this); }

        default Stream<SplittableGenerator> splits(SplittableGenerator source) { return splits(Long.MAX_VALUE, source); }

        default Stream<SplittableGenerator> splits(long streamSize, final SplittableGenerator source) {
            RandomSupport.checkStreamSize(streamSize);
            java.util.Objects.requireNonNull(source, "source should be non-null");
            final SplittableGenerator self = this;
            Stream<SplittableGenerator> s = Stream.generate(new java.util.function.Supplier<SplittableGenerator>() {
                public SplittableGenerator get() { return self.split(source); }
            });
            return streamSize == Long.MAX_VALUE ? s : s.limit(streamSize);
        }

        default Stream<RandomGenerator> rngs() {
            return splits().map(new java.util.function.Function<SplittableGenerator, RandomGenerator>() {
                public RandomGenerator apply(SplittableGenerator g) { return g; }
            });
        }
    }
}
