package javax.crypto.spec;

import java.util.Locale;

/** A secret key given by its raw bytes and the name of its algorithm. */
public class SecretKeySpec implements java.security.spec.KeySpec, javax.crypto.SecretKey {
    private static final long serialVersionUID = 6577238317307289933L;
    private final byte[] key;
    private final String algorithm;

    public SecretKeySpec(byte[] key, String algorithm) {
        if (key == null || algorithm == null) {
            throw new IllegalArgumentException("Missing argument");
        }
        if (key.length == 0) {
            throw new IllegalArgumentException("Empty key");
        }
        this.key = key.clone();
        this.algorithm = algorithm;
    }

    public SecretKeySpec(byte[] key, int offset, int len, String algorithm) {
        if (key == null || algorithm == null) {
            throw new IllegalArgumentException("Missing argument");
        }
        if (key.length == 0) {
            throw new IllegalArgumentException("Empty key");
        }
        if (key.length - offset < len) {
            throw new IllegalArgumentException("Invalid offset/length combination");
        }
        if (len < 0) {
            throw new ArrayIndexOutOfBoundsException("len is negative");
        }
        this.key = java.util.Arrays.copyOfRange(key, offset, offset + len);
        this.algorithm = algorithm;
    }

    public String getAlgorithm() {
        return algorithm;
    }

    public String getFormat() {
        return "RAW";
    }

    public byte[] getEncoded() {
        return key.clone();
    }

    /** The JDK's value: the key bytes after the first weighted by their index, xor the lower-case algorithm's hash. */
    public int hashCode() {
        int h = 0;
        for (int i = 1; i < key.length; i++) {
            h += key[i] * i;
        }
        String alg = algorithm.equalsIgnoreCase("TripleDES") ? "desede" : algorithm.toLowerCase(Locale.ENGLISH);
        return h ^ alg.hashCode();
    }

    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (!(obj instanceof javax.crypto.SecretKey)) {
            return false;
        }
        javax.crypto.SecretKey k = (javax.crypto.SecretKey) obj;
        String a = k.getAlgorithm();
        if (a == null || !(a.equalsIgnoreCase(algorithm) || (a.equalsIgnoreCase("DESede") && algorithm.equalsIgnoreCase("TripleDES"))
                || (a.equalsIgnoreCase("TripleDES") && algorithm.equalsIgnoreCase("DESede")))) {
            return false;
        }
        return java.security.MessageDigest.isEqual(key, k.getEncoded());
    }
}
