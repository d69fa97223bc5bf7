package java.security;

import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * Cryptographically strong random numbers. The algorithms of JDK 17's "SUN"
 * provider on Linux are recognised by name: the NativePRNG family and DRBG
 * read /dev/urandom; SHA1PRNG is the SHA-1 generator whose output, once
 * seeded explicitly before first use, is the same sequence as the JDK's
 * (state = SHA-1(seed); each block is SHA-1(state), and the state then becomes
 * state + block + 1, the bytes taken least significant first). Unseeded, it
 * seeds itself from /dev/urandom.
 */
public class SecureRandom extends java.util.Random {
    private static final long serialVersionUID = 4940670005562187L;

    private static final int SHA1 = 0;
    private static final int NATIVE = 1;
    private static final int BLOCKING = 2;
    private static final int NON_BLOCKING = 3;
    private static final int DRBG = 4;
    private static final String[] NAMES = { "SHA1PRNG", "NativePRNG", "NativePRNGBlocking", "NativePRNGNonBlocking",
            "DRBG" };
    private static final String[] SPI_NAMES = { "SecureRandom", "NativePRNG", "Blocking", "NonBlocking",
            "Hash_DRBG,SHA-256,128,reseed_only" };
    private static final int BLOCK = 20;

    private static InputStream urandom;

    private String algorithm;
    private int kind;
    /* SHA1PRNG: the 160-bit state (null until seeded), the unused rest of the last block */
    private byte[] state;
    private byte[] remainder;
    private int remCount;
    private MessageDigest sha;

    public SecureRandom() {
        super(0);
        this.algorithm = "NativePRNG";
        this.kind = NATIVE;
    }

    public SecureRandom(byte[] seed) {
        this();
        setSeed(seed);
    }

    private SecureRandom(String algorithm, int kind) {
        super(0);
        this.algorithm = algorithm;
        this.kind = kind;
    }

    public static SecureRandom getInstance(String algorithm) throws NoSuchAlgorithmException {
        if (algorithm == null) {
            throw new NullPointerException("null algorithm name");
        }
        for (int k = 0; k < NAMES.length; k++) {
            if (NAMES[k].equalsIgnoreCase(algorithm)) {
                return new SecureRandom(algorithm, k);
            }
        }
        throw new NoSuchAlgorithmException(algorithm + " SecureRandom not available");
    }

    public static SecureRandom getInstance(String algorithm, String provider)
            throws NoSuchAlgorithmException, NoSuchProviderException {
        if (provider == null || provider.isEmpty()) {
            throw new IllegalArgumentException("missing provider");
        }
        if (!provider.equals("SUN")) {
            throw new NoSuchProviderException("no such provider: " + provider);
        }
        return getInstance(algorithm);
    }

    /* securerandom.strongAlgorithms of JDK 17 on Linux: NativePRNGBlocking:SUN first. */
    public static SecureRandom getInstanceStrong() throws NoSuchAlgorithmException {
        return new SecureRandom("NativePRNGBlocking", BLOCKING);
    }

    public String getAlgorithm() {
        return algorithm;
    }

    @Override
    public String toString() {
        return SPI_NAMES[kind];
    }

    public synchronized void setSeed(byte[] seed) {
        if (kind != SHA1) {
            /* the native generators only mix a seed in; their output stays unpredictable */
            return;
        }
        MessageDigest md = digest();
        if (state != null) {
            md.update(state);
            java.util.Arrays.fill(state, (byte) 0);
        }
        state = md.digest(seed);
        remCount = 0;
    }

    @Override
    public void setSeed(long seed) {
        /* Random's constructor passes 0 here; a zero seed is ignored, as in the JDK;
         * others become eight bytes, least significant first */
        if (seed != 0) {
            byte[] b = new byte[8];
            for (int i = 0; i < 8; i++) {
                b[i] = (byte) seed;
                seed >>= 8;
            }
            setSeed(b);
        }
    }

    @Override
    public void nextBytes(byte[] bytes) {
        fill(bytes);
    }

    private synchronized void fill(byte[] result) {
        int n = result.length;
        if (kind != SHA1) {
            readUrandom(result, n);
            return;
        }
        if (state == null) {
            byte[] seed = new byte[BLOCK];
            readUrandom(seed, BLOCK);
            state = digest().digest(seed);
        }
        int done = 0;
        if (remCount > 0) {
            int take = Math.min(n, BLOCK - remCount);
            for (int i = 0; i < take; i++) {
                result[i] = remainder[remCount];
                remainder[remCount++] = 0;
            }
            done = take;
        }
        byte[] block = remainder;
        while (done < n) {
            MessageDigest md = digest();
            md.update(state);
            block = md.digest();
            step(block);
            int take = Math.min(n - done, BLOCK);
            for (int i = 0; i < take; i++) {
                result[done++] = block[i];
                block[i] = 0;
            }
            remCount = take;
        }
        remainder = block;
        remCount %= BLOCK;
    }

    /* state = state + block + 1 mod 2^160, byte 0 least significant, signed carries
     * as the JDK computes them; the state always changes. */
    private void step(byte[] block) {
        int carry = 1;
        boolean changed = false;
        for (int i = 0; i < state.length; i++) {
            int sum = state[i] + block[i] + carry;
            byte b = (byte) sum;
            changed |= state[i] != b;
            state[i] = b;
            carry = sum >> 8;
        }
        if (!changed) {
            state[0]++;
        }
    }

    private MessageDigest digest() {
        if (sha == null) {
            try {
                sha = MessageDigest.getInstance("SHA-1");
            } catch (NoSuchAlgorithmException e) {
                throw new InternalError("SHA-1 missing", e);
            }
        }
        return sha;
    }

    @Override
    protected final int next(int numBits) {
        int numBytes = (numBits + 7) / 8;
        byte[] b = new byte[numBytes];
        nextBytes(b);
        int r = 0;
        for (int i = 0; i < numBytes; i++) {
            r = (r << 8) + (b[i] & 0xff);
        }
        return r >>> (numBytes * 8 - numBits);
    }

    public byte[] generateSeed(int numBytes) {
        if (numBytes < 0) {
            throw new IllegalArgumentException("numBytes cannot be negative");
        }
        byte[] b = new byte[numBytes];
        readUrandom(b, numBytes);
        return b;
    }

    public static byte[] getSeed(int numBytes) {
        if (numBytes < 0) {
            throw new IllegalArgumentException("numBytes cannot be negative");
        }
        byte[] b = new byte[numBytes];
        readUrandom(b, numBytes);
        return b;
    }

    private static synchronized void readUrandom(byte[] b, int n) {
        try {
            if (urandom == null) {
                urandom = new FileInputStream("/dev/urandom");
            }
            int off = 0;
            while (off < n) {
                int got = urandom.read(b, off, n - off);
                if (got < 0) {
                    throw new IOException("end of /dev/urandom");
                }
                off += got;
            }
        } catch (IOException e) {
            throw new ProviderException("nextBytes() failed", e);
        }
    }
}
