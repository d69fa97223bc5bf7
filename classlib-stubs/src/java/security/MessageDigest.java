package java.security;

import java.nio.ByteBuffer;

/*
 * Message digests: MD5, SHA-1, SHA-224, SHA-256, SHA-384 and SHA-512 (also under the
 * JDK's aliases SHA, SHA1, SHA224, SHA256, SHA384, SHA512), computed by HashFunctions.
 * Input is collected until digest() and hashed in one go.
 */
public abstract class MessageDigest extends MessageDigestSpi {
    private final String algorithm;
    private boolean updated;

    protected MessageDigest(String algorithm) {
        this.algorithm = algorithm;
    }

    public static MessageDigest getInstance(String algorithm) throws NoSuchAlgorithmException {
        if (algorithm == null)
            throw new NullPointerException("null algorithm name");
        String canonical = HashFunctions.canonicalName(algorithm);
        if (canonical == null)
            throw new NoSuchAlgorithmException(algorithm + " MessageDigest not available");
        return new Standard(algorithm, canonical);
    }

    public static MessageDigest getInstance(String algorithm, String provider)
            throws NoSuchAlgorithmException, NoSuchProviderException {
        if (provider == null || provider.isEmpty())
            throw new IllegalArgumentException("missing provider");
        if (!provider.equals("SUN"))
            throw new NoSuchProviderException("no such provider: " + provider);
        return getInstance(algorithm);
    }

    public final String getAlgorithm() {
        return algorithm;
    }

    public final int getDigestLength() {
        int n = engineGetDigestLength();
        return n;
    }

    public void update(byte input) {
        engineUpdate(input);
        updated = true;
    }

    public void update(byte[] input, int offset, int len) {
        if (input == null)
            throw new IllegalArgumentException("No input buffer given");
        if (input.length - offset < len)
            throw new IllegalArgumentException("Input buffer too short");
        engineUpdate(input, offset, len);
        updated = true;
    }

    public void update(byte[] input) {
        engineUpdate(input, 0, input.length);
        updated = true;
    }

    public final void update(ByteBuffer input) {
        if (input == null)
            throw new NullPointerException();
        byte[] b = new byte[input.remaining()];
        input.get(b);
        engineUpdate(b, 0, b.length);
        updated = true;
    }

    public byte[] digest() {
        byte[] result = engineDigest();
        updated = false;
        return result;
    }

    public int digest(byte[] buf, int offset, int len) throws DigestException {
        if (buf == null)
            throw new IllegalArgumentException("No output buffer given");
        if (buf.length - offset < len)
            throw new IllegalArgumentException("Output buffer too small for specified offset and length");
        int needed = engineGetDigestLength();
        if (len < needed)
            throw new DigestException("Length must be at least " + needed + " for " + algorithm + "digests");
        byte[] d = engineDigest();
        updated = false;
        System.arraycopy(d, 0, buf, offset, d.length);
        return d.length;
    }

    public byte[] digest(byte[] input) {
        update(input);
        return digest();
    }

    public void reset() {
        engineReset();
        updated = false;
    }

    /* Constant time in the length of the shorter array's contents, as documented. */
    public static boolean isEqual(byte[] digesta, byte[] digestb) {
        if (digesta == digestb)
            return true;
        if (digesta == null || digestb == null)
            return false;
        if (digesta.length != digestb.length)
            return false;
        int diff = 0;
        for (int i = 0; i < digesta.length; i++)
            diff |= digesta[i] ^ digestb[i];
        return diff == 0;
    }

    public String toString() {
        return algorithm + " Message Digest from SUN, " + (updated ? "<in progress>" : "<initialized>") + "\n";
    }

    public Object clone() throws CloneNotSupportedException {
        return super.clone();
    }

    /* The one implementation: buffers the input. */
    private static final class Standard extends MessageDigest implements Cloneable {
        private java.io.ByteArrayOutputStream input = new java.io.ByteArrayOutputStream();
        /* The standard name; getAlgorithm() returns the name asked for. */
        private final String function;

        Standard(String requested, String function) {
            super(requested);
            this.function = function;
        }

        protected int engineGetDigestLength() {
            return HashFunctions.length(function);
        }

        protected void engineUpdate(byte b) {
            input.write(b);
        }

        protected void engineUpdate(byte[] b, int off, int len) {
            input.write(b, off, len);
        }

        protected byte[] engineDigest() {
            byte[] result = HashFunctions.hash(function, input.toByteArray());
            input.reset();
            return result;
        }

        protected void engineReset() {
            input.reset();
        }

        public Object clone() throws CloneNotSupportedException {
            Standard copy = (Standard) super.clone();
            copy.input = new java.io.ByteArrayOutputStream();
            byte[] sofar = input.toByteArray();
            copy.input.write(sofar, 0, sofar.length);
            return copy;
        }
    }
}
