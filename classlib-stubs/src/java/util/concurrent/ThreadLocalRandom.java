package java.util.concurrent;

import java.util.Random;

/*
 * One shared generator seeded from the clock. Its sequence is unspecified (the reference
 * library's is too), so sharing it across threads is observably equivalent.
 */
public class ThreadLocalRandom extends Random {
    private static final long serialVersionUID = -5851777807851030925L;
    private static final ThreadLocalRandom INSTANCE = new ThreadLocalRandom();

    private boolean initialized;

    private ThreadLocalRandom() {
        super(System.nanoTime() ^ 0x9E3779B97F4A7C15L);
        initialized = true;
    }

    public static ThreadLocalRandom current() {
        return INSTANCE;
    }

    public void setSeed(long seed) {
        if (initialized)
            throw new UnsupportedOperationException();
        super.setSeed(seed);
    }
}
