package javax.crypto;

import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.Key;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.spec.AlgorithmParameterSpec;

/**
 * Message authentication codes: HMAC (RFC 2104) over the digests MessageDigest offers,
 * HmacMD5, HmacSHA1, HmacSHA224, HmacSHA256, HmacSHA384 and HmacSHA512 (names in any case).
 */
public class Mac implements Cloneable {
    private final String algorithm;
    private final String digestName;
    private final int blockSize;
    private MessageDigest inner;
    private MessageDigest outer;
    private byte[] ipad;
    private byte[] opad;
    private boolean bound;     // the JDK has picked its provider: after any use or a good key

    private Mac(String algorithm, String digestName, int blockSize) {
        this.algorithm = algorithm;
        this.digestName = digestName;
        this.blockSize = blockSize;
    }

    public static final Mac getInstance(String algorithm) throws NoSuchAlgorithmException {
        if (algorithm == null) {
            throw new NullPointerException("null algorithm name");
        }
        String d;
        switch (algorithm.toUpperCase(java.util.Locale.ROOT)) {
            case "HMACMD5": d = "MD5"; break;
            case "HMACSHA1": d = "SHA-1"; break;
            case "HMACSHA224": d = "SHA-224"; break;
            case "HMACSHA256": d = "SHA-256"; break;
            case "HMACSHA384": d = "SHA-384"; break;
            case "HMACSHA512": d = "SHA-512"; break;
            default: throw new NoSuchAlgorithmException("Algorithm " + algorithm + " not available");
        }
        return new Mac(algorithm, d, d.equals("SHA-384") || d.equals("SHA-512") ? 128 : 64);
    }

    public static final Mac getInstance(String algorithm, String provider)
            throws NoSuchAlgorithmException, java.security.NoSuchProviderException {
        return getInstance(algorithm);
    }

    public final String getAlgorithm() {
        return algorithm;
    }

    public final int getMacLength() {
        bound = true;
        try {
            return MessageDigest.getInstance(digestName).getDigestLength();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    public final void init(Key key) throws InvalidKeyException {
        byte[] k = key == null ? null : key.getEncoded();
        if (k == null || !"RAW".equalsIgnoreCase(key.getFormat())) {
            throw new InvalidKeyException(bound ? "Secret key expected"
                    : "No installed provider supports this key: " + (key == null ? "(null)" : key.getClass().getName()));
        }
        bound = true;
        try {
            inner = MessageDigest.getInstance(digestName);
            outer = MessageDigest.getInstance(digestName);
        } catch (NoSuchAlgorithmException e) {
            throw new InvalidKeyException(e);
        }
        if (k.length > blockSize) {
            k = inner.digest(k);
        }
        ipad = new byte[blockSize];
        opad = new byte[blockSize];
        for (int i = 0; i < blockSize; i++) {
            byte b = i < k.length ? k[i] : 0;
            ipad[i] = (byte) (b ^ 0x36);
            opad[i] = (byte) (b ^ 0x5c);
        }
        inner.update(ipad);
    }

    public final void init(Key key, AlgorithmParameterSpec params) throws InvalidKeyException, InvalidAlgorithmParameterException {
        if (params != null) {
            throw new InvalidAlgorithmParameterException("HMAC does not use parameters");
        }
        init(key);
    }

    private void checkInit() {
        bound = true;
        if (inner == null) {
            throw new IllegalStateException("MAC not initialized");
        }
    }

    public final void update(byte input) {
        checkInit();
        inner.update(input);
    }

    public final void update(byte[] input) {
        checkInit();
        if (input != null) {
            inner.update(input);
        }
    }

    public final void update(byte[] input, int offset, int len) {
        checkInit();
        if (input != null) {
            if (offset < 0 || len > input.length - offset || len < 0) {
                throw new IllegalArgumentException("Bad arguments");
            }
            inner.update(input, offset, len);
        }
    }

    public final void update(java.nio.ByteBuffer input) {
        checkInit();
        if (input == null) {
            throw new IllegalArgumentException("Buffer must not be null");
        }
        inner.update(input);
    }

    public final byte[] doFinal() {
        checkInit();
        byte[] h = inner.digest();
        outer.update(opad);
        byte[] mac = outer.digest(h);
        inner.update(ipad);
        return mac;
    }

    public final byte[] doFinal(byte[] input) {
        checkInit();
        update(input);
        return doFinal();
    }

    public final void doFinal(byte[] output, int outOffset) throws ShortBufferException {
        checkInit();
        int n = getMacLength();
        if (output == null || output.length - outOffset < n) {
            throw new ShortBufferException("Cannot store MAC in output buffer");
        }
        System.arraycopy(doFinal(), 0, output, outOffset, n);
    }

    public final void reset() {
        bound = true;
        if (inner != null) {
            inner.reset();
            inner.update(ipad);
        }
    }

    public final Object clone() throws CloneNotSupportedException {
        Mac m = (Mac) super.clone();
        if (inner != null) {
            m.inner = (MessageDigest) inner.clone();
            m.outer = (MessageDigest) outer.clone();
        }
        return m;
    }
}
