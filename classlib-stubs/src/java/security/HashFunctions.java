package java.security;

import java.util.Arrays;

/*
 * MD5 (RFC 1321), SHA-1 and the SHA-2 family (FIPS 180-4) over a whole message. The
 * SHA-2 round constants are the fractional parts of the cube roots of the first primes,
 * the initial values those of the square roots (as the standard defines them).
 */
final class HashFunctions {
    private HashFunctions() {
    }

    static String canonicalName(String name) {
        String n = name.toUpperCase(java.util.Locale.ROOT);
        switch (n) {
            case "MD5": return "MD5";
            case "SHA": case "SHA1": case "SHA-1": return "SHA-1";
            case "SHA224": case "SHA-224": return "SHA-224";
            case "SHA256": case "SHA-256": return "SHA-256";
            case "SHA384": case "SHA-384": return "SHA-384";
            case "SHA512": case "SHA-512": return "SHA-512";
            default: return null;
        }
    }

    static int length(String algorithm) {
        switch (algorithm) {
            case "MD5": return 16;
            case "SHA-1": return 20;
            case "SHA-224": return 28;
            case "SHA-256": return 32;
            case "SHA-384": return 48;
            default: return 64;
        }
    }

    static byte[] hash(String algorithm, byte[] msg) {
        switch (algorithm) {
            case "MD5": return md5(msg);
            case "SHA-1": return sha1(msg);
            case "SHA-224": return Arrays.copyOf(sha256(msg, IV224), 28);
            case "SHA-256": return sha256(msg, IV256);
            case "SHA-384": return Arrays.copyOf(sha512(msg, IV384), 48);
            default: return sha512(msg, IV512);
        }
    }

    /* The message, a 1 bit, zeros, and the bit length in lengthBytes bytes (big- or
       little-endian), to a multiple of blockBytes. */
    private static byte[] pad(byte[] msg, int blockBytes, int lengthBytes, boolean bigEndian) {
        int total = ((msg.length + lengthBytes) / blockBytes + 1) * blockBytes;
        byte[] m = Arrays.copyOf(msg, total);
        m[msg.length] = (byte) 0x80;
        long bits = (long) msg.length * 8;
        for (int i = 0; i < 8; i++) {
            int at = bigEndian ? total - 1 - i : total - lengthBytes + i;
            m[at] = (byte) (bits >>> (8 * i));
        }
        return m;
    }

    private static final int[] MD5_SHIFTS = {7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21};
    private static int[] md5Constants;

    private static synchronized int[] md5Constants() {
        if (md5Constants == null) {
            int[] k = new int[64];
            for (int i = 0; i < 64; i++)
                k[i] = (int) (long) Math.floor(Math.abs(Math.sin(i + 1)) * 4294967296.0);
            md5Constants = k;
        }
        return md5Constants;
    }

    static byte[] md5(byte[] msg) {
        int[] k = md5Constants();
        byte[] m = pad(msg, 64, 8, false);
        int[] h = {0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476};
        int[] w = new int[16];
        for (int block = 0; block < m.length; block += 64) {
            for (int i = 0; i < 16; i++) {
                int o = block + 4 * i;
                w[i] = (m[o] & 0xff) | ((m[o + 1] & 0xff) << 8) | ((m[o + 2] & 0xff) << 16) | (m[o + 3] << 24);
            }
            int a = h[0], b = h[1], c = h[2], d = h[3];
            for (int i = 0; i < 64; i++) {
                int round = i >> 4, f, g;
                if (round == 0) {
                    f = (b & c) | (~b & d);
                    g = i;
                } else if (round == 1) {
                    f = (b & d) | (c & ~d);
                    g = (5 * i + 1) & 15;
                } else if (round == 2) {
                    f = b ^ c ^ d;
                    g = (3 * i + 5) & 15;
                } else {
                    f = c ^ (b | ~d);
                    g = (7 * i) & 15;
                }
                int rotated = Integer.rotateLeft(a + f + k[i] + w[g], MD5_SHIFTS[round * 4 + (i & 3)]);
                a = d;
                d = c;
                c = b;
                b = b + rotated;
            }
            h[0] += a;
            h[1] += b;
            h[2] += c;
            h[3] += d;
        }
        byte[] out = new byte[16];
        for (int i = 0; i < 16; i++)
            out[i] = (byte) (h[i >> 2] >>> (8 * (i & 3)));
        return out;
    }

    static byte[] sha1(byte[] msg) {
        byte[] m = pad(msg, 64, 8, true);
        int[] h = {0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0};
        int[] w = new int[80];
        for (int block = 0; block < m.length; block += 64) {
            for (int i = 0; i < 16; i++)
                w[i] = bigEndianInt(m, block + 4 * i);
            for (int i = 16; i < 80; i++)
                w[i] = Integer.rotateLeft(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1);
            int a = h[0], b = h[1], c = h[2], d = h[3], e = h[4];
            for (int i = 0; i < 80; i++) {
                int f, k;
                if (i < 20) {
                    f = (b & c) | (~b & d);
                    k = 0x5a827999;
                } else if (i < 40) {
                    f = b ^ c ^ d;
                    k = 0x6ed9eba1;
                } else if (i < 60) {
                    f = (b & c) | (b & d) | (c & d);
                    k = 0x8f1bbcdc;
                } else {
                    f = b ^ c ^ d;
                    k = 0xca62c1d6;
                }
                int t = Integer.rotateLeft(a, 5) + f + e + k + w[i];
                e = d;
                d = c;
                c = Integer.rotateLeft(b, 30);
                b = a;
                a = t;
            }
            h[0] += a;
            h[1] += b;
            h[2] += c;
            h[3] += d;
            h[4] += e;
        }
        return bigEndianBytes(h);
    }

    private static final int[] K256 = {
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    };
    private static final int[] IV256 = {
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
    };
    private static final int[] IV224 = {
        0xc1059ed8, 0x367cd507, 0x3070dd17, 0xf70e5939, 0xffc00b31, 0x68581511, 0x64f98fa7, 0xbefa4fa4,
    };

    static byte[] sha256(byte[] msg, int[] iv) {
        byte[] m = pad(msg, 64, 8, true);
        int[] h = iv.clone();
        int[] w = new int[64];
        for (int block = 0; block < m.length; block += 64) {
            for (int i = 0; i < 16; i++)
                w[i] = bigEndianInt(m, block + 4 * i);
            for (int i = 16; i < 64; i++) {
                int s0 = Integer.rotateRight(w[i - 15], 7) ^ Integer.rotateRight(w[i - 15], 18) ^ (w[i - 15] >>> 3);
                int s1 = Integer.rotateRight(w[i - 2], 17) ^ Integer.rotateRight(w[i - 2], 19) ^ (w[i - 2] >>> 10);
                w[i] = w[i - 16] + s0 + w[i - 7] + s1;
            }
            int a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], hh = h[7];
            for (int i = 0; i < 64; i++) {
                int sum1 = Integer.rotateRight(e, 6) ^ Integer.rotateRight(e, 11) ^ Integer.rotateRight(e, 25);
                int choose = (e & f) ^ (~e & g);
                int t1 = hh + sum1 + choose + K256[i] + w[i];
                int sum0 = Integer.rotateRight(a, 2) ^ Integer.rotateRight(a, 13) ^ Integer.rotateRight(a, 22);
                int majority = (a & b) ^ (a & c) ^ (b & c);
                int t2 = sum0 + majority;
                hh = g;
                g = f;
                f = e;
                e = d + t1;
                d = c;
                c = b;
                b = a;
                a = t1 + t2;
            }
            h[0] += a;
            h[1] += b;
            h[2] += c;
            h[3] += d;
            h[4] += e;
            h[5] += f;
            h[6] += g;
            h[7] += hh;
        }
        return bigEndianBytes(h);
    }

    private static final long[] K512 = {
        0x428a2f98d728ae22L, 0x7137449123ef65cdL, 0xb5c0fbcfec4d3b2fL, 0xe9b5dba58189dbbcL,
        0x3956c25bf348b538L, 0x59f111f1b605d019L, 0x923f82a4af194f9bL, 0xab1c5ed5da6d8118L,
        0xd807aa98a3030242L, 0x12835b0145706fbeL, 0x243185be4ee4b28cL, 0x550c7dc3d5ffb4e2L,
        0x72be5d74f27b896fL, 0x80deb1fe3b1696b1L, 0x9bdc06a725c71235L, 0xc19bf174cf692694L,
        0xe49b69c19ef14ad2L, 0xefbe4786384f25e3L, 0x0fc19dc68b8cd5b5L, 0x240ca1cc77ac9c65L,
        0x2de92c6f592b0275L, 0x4a7484aa6ea6e483L, 0x5cb0a9dcbd41fbd4L, 0x76f988da831153b5L,
        0x983e5152ee66dfabL, 0xa831c66d2db43210L, 0xb00327c898fb213fL, 0xbf597fc7beef0ee4L,
        0xc6e00bf33da88fc2L, 0xd5a79147930aa725L, 0x06ca6351e003826fL, 0x142929670a0e6e70L,
        0x27b70a8546d22ffcL, 0x2e1b21385c26c926L, 0x4d2c6dfc5ac42aedL, 0x53380d139d95b3dfL,
        0x650a73548baf63deL, 0x766a0abb3c77b2a8L, 0x81c2c92e47edaee6L, 0x92722c851482353bL,
        0xa2bfe8a14cf10364L, 0xa81a664bbc423001L, 0xc24b8b70d0f89791L, 0xc76c51a30654be30L,
        0xd192e819d6ef5218L, 0xd69906245565a910L, 0xf40e35855771202aL, 0x106aa07032bbd1b8L,
        0x19a4c116b8d2d0c8L, 0x1e376c085141ab53L, 0x2748774cdf8eeb99L, 0x34b0bcb5e19b48a8L,
        0x391c0cb3c5c95a63L, 0x4ed8aa4ae3418acbL, 0x5b9cca4f7763e373L, 0x682e6ff3d6b2b8a3L,
        0x748f82ee5defb2fcL, 0x78a5636f43172f60L, 0x84c87814a1f0ab72L, 0x8cc702081a6439ecL,
        0x90befffa23631e28L, 0xa4506cebde82bde9L, 0xbef9a3f7b2c67915L, 0xc67178f2e372532bL,
        0xca273eceea26619cL, 0xd186b8c721c0c207L, 0xeada7dd6cde0eb1eL, 0xf57d4f7fee6ed178L,
        0x06f067aa72176fbaL, 0x0a637dc5a2c898a6L, 0x113f9804bef90daeL, 0x1b710b35131c471bL,
        0x28db77f523047d84L, 0x32caab7b40c72493L, 0x3c9ebe0a15c9bebcL, 0x431d67c49c100d4cL,
        0x4cc5d4becb3e42b6L, 0x597f299cfc657e2aL, 0x5fcb6fab3ad6faecL, 0x6c44198c4a475817L
    };
    private static final long[] IV512 = {
        0x6a09e667f3bcc908L, 0xbb67ae8584caa73bL, 0x3c6ef372fe94f82bL, 0xa54ff53a5f1d36f1L, 0x510e527fade682d1L, 0x9b05688c2b3e6c1fL, 0x1f83d9abfb41bd6bL, 0x5be0cd19137e2179L
    };
    private static final long[] IV384 = {
        0xcbbb9d5dc1059ed8L, 0x629a292a367cd507L, 0x9159015a3070dd17L, 0x152fecd8f70e5939L, 0x67332667ffc00b31L, 0x8eb44a8768581511L, 0xdb0c2e0d64f98fa7L, 0x47b5481dbefa4fa4L
    };

    static byte[] sha512(byte[] msg, long[] iv) {
        byte[] m = pad(msg, 128, 16, true);
        long[] h = iv.clone();
        long[] w = new long[80];
        for (int block = 0; block < m.length; block += 128) {
            for (int i = 0; i < 16; i++)
                w[i] = ((long) bigEndianInt(m, block + 8 * i) << 32) | (bigEndianInt(m, block + 8 * i + 4) & 0xffffffffL);
            for (int i = 16; i < 80; i++) {
                long s0 = Long.rotateRight(w[i - 15], 1) ^ Long.rotateRight(w[i - 15], 8) ^ (w[i - 15] >>> 7);
                long s1 = Long.rotateRight(w[i - 2], 19) ^ Long.rotateRight(w[i - 2], 61) ^ (w[i - 2] >>> 6);
                w[i] = w[i - 16] + s0 + w[i - 7] + s1;
            }
            long a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], hh = h[7];
            for (int i = 0; i < 80; i++) {
                long sum1 = Long.rotateRight(e, 14) ^ Long.rotateRight(e, 18) ^ Long.rotateRight(e, 41);
                long choose = (e & f) ^ (~e & g);
                long t1 = hh + sum1 + choose + K512[i] + w[i];
                long sum0 = Long.rotateRight(a, 28) ^ Long.rotateRight(a, 34) ^ Long.rotateRight(a, 39);
                long majority = (a & b) ^ (a & c) ^ (b & c);
                long t2 = sum0 + majority;
                hh = g;
                g = f;
                f = e;
                e = d + t1;
                d = c;
                c = b;
                b = a;
                a = t1 + t2;
            }
            h[0] += a;
            h[1] += b;
            h[2] += c;
            h[3] += d;
            h[4] += e;
            h[5] += f;
            h[6] += g;
            h[7] += hh;
        }
        byte[] out = new byte[64];
        for (int i = 0; i < 64; i++)
            out[i] = (byte) (h[i >> 3] >>> (56 - 8 * (i & 7)));
        return out;
    }

    private static int bigEndianInt(byte[] m, int o) {
        return (m[o] << 24) | ((m[o + 1] & 0xff) << 16) | ((m[o + 2] & 0xff) << 8) | (m[o + 3] & 0xff);
    }

    private static byte[] bigEndianBytes(int[] h) {
        byte[] out = new byte[h.length * 4];
        for (int i = 0; i < out.length; i++)
            out[i] = (byte) (h[i >> 2] >>> (24 - 8 * (i & 3)));
        return out;
    }
}
