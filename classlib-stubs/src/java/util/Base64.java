package java.util;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/** Base64 coders of RFC 4648 (basic and URL-safe alphabets) and RFC 2045 (MIME lines). */
public class Base64 {
    private Base64() {
    }

    private static final char[] BASIC =
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".toCharArray();
    private static final char[] URL =
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".toCharArray();
    private static final byte[] CRLF = {'\r', '\n'};

    public static Encoder getEncoder() {
        return Encoder.RFC4648;
    }

    public static Encoder getUrlEncoder() {
        return Encoder.RFC4648_URLSAFE;
    }

    public static Encoder getMimeEncoder() {
        return Encoder.RFC2045;
    }

    public static Encoder getMimeEncoder(int lineLength, byte[] lineSeparator) {
        Objects.requireNonNull(lineSeparator);
        int[] values = Decoder.values(false);
        for (byte b : lineSeparator) {
            if (values[b & 0xff] != -1) {
                throw new IllegalArgumentException("Illegal base64 line separator character 0x"
                        + Integer.toString(b, 16));
            }
        }
        lineLength &= ~3;
        if (lineLength <= 0) {
            return Encoder.RFC4648;
        }
        return new Encoder(false, lineSeparator, lineLength, true);
    }

    public static Decoder getDecoder() {
        return Decoder.RFC4648;
    }

    public static Decoder getUrlDecoder() {
        return Decoder.RFC4648_URLSAFE;
    }

    public static Decoder getMimeDecoder() {
        return Decoder.RFC2045;
    }

    public static class Encoder {
        private final boolean url;
        private final byte[] newline;
        private final int lineMax;
        private final boolean pad;

        static final Encoder RFC4648 = new Encoder(false, null, -1, true);
        static final Encoder RFC4648_URLSAFE = new Encoder(true, null, -1, true);
        static final Encoder RFC2045 = new Encoder(false, CRLF, 76, true);

        private Encoder(boolean url, byte[] newline, int lineMax, boolean pad) {
            this.url = url;
            this.newline = newline;
            this.lineMax = lineMax;
            this.pad = pad;
        }

        private int outLength(int srclen, boolean throwOom) {
            long len = pad ? 4L * ((srclen + 2L) / 3) : (srclen / 3) * 4L + (srclen % 3 == 0 ? 0 : srclen % 3 + 1);
            if (lineMax > 0 && len > 0) {
                len += (len - 1) / lineMax * newline.length;
            }
            if (len > Integer.MAX_VALUE - 8) {
                if (throwOom) {
                    throw new OutOfMemoryError("Encoded size is too large");
                }
                return -1;
            }
            return (int) len;
        }

        private int encode0(byte[] src, int off, int end, byte[] dst) {
            char[] alpha = url ? URL : BASIC;
            int dp = 0;
            int line = 0;
            int sp = off;
            while (sp < end) {
                int n = Math.min(3, end - sp);
                int bits = (src[sp] & 0xff) << 16;
                if (n > 1) {
                    bits |= (src[sp + 1] & 0xff) << 8;
                }
                if (n > 2) {
                    bits |= src[sp + 2] & 0xff;
                }
                sp += n;
                if (lineMax > 0 && line == lineMax) {
                    for (byte b : newline) {
                        dst[dp++] = b;
                    }
                    line = 0;
                }
                dst[dp++] = (byte) alpha[(bits >>> 18) & 63];
                dst[dp++] = (byte) alpha[(bits >>> 12) & 63];
                if (n > 1) {
                    dst[dp++] = (byte) alpha[(bits >>> 6) & 63];
                } else if (pad) {
                    dst[dp++] = '=';
                }
                if (n > 2) {
                    dst[dp++] = (byte) alpha[bits & 63];
                } else if (pad) {
                    dst[dp++] = '=';
                }
                line += 4;
            }
            return dp;
        }

        public byte[] encode(byte[] src) {
            byte[] dst = new byte[outLength(src.length, true)];
            int n = encode0(src, 0, src.length, dst);
            return n == dst.length ? dst : Arrays.copyOf(dst, n);
        }

        public int encode(byte[] src, byte[] dst) {
            int len = outLength(src.length, false);
            if (dst.length < len || len == -1) {
                throw new IllegalArgumentException("Output byte array is too small for encoding all input bytes");
            }
            return encode0(src, 0, src.length, dst);
        }

        public String encodeToString(byte[] src) {
            return new String(encode(src), StandardCharsets.ISO_8859_1);
        }

        public ByteBuffer encode(ByteBuffer buffer) {
            byte[] src = new byte[buffer.remaining()];
            buffer.get(src);
            return ByteBuffer.wrap(encode(src));
        }

        public Encoder withoutPadding() {
            if (!pad) {
                return this;
            }
            return new Encoder(url, newline, lineMax, false);
        }
    }

    public static class Decoder {
        private final boolean url;
        private final boolean mime;

        static final Decoder RFC4648 = new Decoder(false, false);
        static final Decoder RFC4648_URLSAFE = new Decoder(true, false);
        static final Decoder RFC2045 = new Decoder(false, true);

        private Decoder(boolean url, boolean mime) {
            this.url = url;
            this.mime = mime;
        }

        /** Byte value to 6-bit value; -1 for a non-alphabet byte, -2 for '='. */
        static int[] values(boolean url) {
            int[] v = new int[256];
            Arrays.fill(v, -1);
            char[] alpha = url ? URL : BASIC;
            for (int i = 0; i < alpha.length; i++) {
                v[alpha[i]] = i;
            }
            v['='] = -2;
            return v;
        }

        private static final int[] BASIC_VALUES = values(false);
        private static final int[] URL_VALUES = values(true);

        private int decode0(byte[] src, int sp, int sl, byte[] dst) {
            int[] values = url ? URL_VALUES : BASIC_VALUES;
            int dp = 0;
            int bits = 0;
            int have = 0;    // 6-bit values in bits
            while (sp < sl) {
                int b = values[src[sp++] & 0xff];
                if (b == -2) {
                    // '=' is legal only after two values ("xx==") or three ("xxx=").
                    if (have == 0 || (have == 2 && (sp == sl || src[sp++] != '='))) {
                        throw new IllegalArgumentException("Input byte array has wrong 4-byte ending unit");
                    }
                    break;
                }
                if (b == -1) {
                    if (mime) {
                        continue;
                    }
                    throw new IllegalArgumentException("Illegal base64 character " + Integer.toString(src[sp - 1], 16));
                }
                bits = (bits << 6) | b;
                if (++have == 4) {
                    dst[dp++] = (byte) (bits >> 16);
                    dst[dp++] = (byte) (bits >> 8);
                    dst[dp++] = (byte) bits;
                    bits = 0;
                    have = 0;
                }
            }
            if (have == 1) {
                throw new IllegalArgumentException("Last unit does not have enough valid bits");
            }
            if (have == 2) {
                dst[dp++] = (byte) (bits >> 4);
            } else if (have == 3) {
                dst[dp++] = (byte) (bits >> 10);
                dst[dp++] = (byte) (bits >> 2);
            }
            while (sp < sl) {
                if (mime && values[src[sp++] & 0xff] < 0) {
                    continue;
                }
                throw new IllegalArgumentException("Input byte array has incorrect ending byte at " + sp);
            }
            return dp;
        }

        private int outLength(byte[] src) {
            int len = src.length;
            if (len == 0) {
                return 0;
            }
            if (len < 2) {
                if (mime && BASIC_VALUES[src[0] & 0xff] == -1) {
                    return 0;
                }
                if (!mime) {
                    throw new IllegalArgumentException("Input byte[] should at least have 2 bytes for base64 bytes");
                }
            }
            return (int) (3L * ((len + 3L) / 4));
        }

        public byte[] decode(byte[] src) {
            byte[] dst = new byte[outLength(src)];
            if (dst.length == 0 && src.length != 0 && mime) {
                return dst;
            }
            int n = decode0(src, 0, src.length, dst);
            return n == dst.length ? dst : Arrays.copyOf(dst, n);
        }

        public byte[] decode(String src) {
            return decode(src.getBytes(StandardCharsets.ISO_8859_1));
        }

        public int decode(byte[] src, byte[] dst) {
            byte[] r = decode(src);
            if (dst.length < r.length) {
                throw new IllegalArgumentException("Output byte array is too small for decoding all input bytes");
            }
            System.arraycopy(r, 0, dst, 0, r.length);
            return r.length;
        }

        public ByteBuffer decode(ByteBuffer buffer) {
            int pos = buffer.position();
            byte[] src = new byte[buffer.remaining()];
            buffer.get(src);
            try {
                return ByteBuffer.wrap(decode(src));
            } catch (IllegalArgumentException e) {
                buffer.position(pos);
                throw e;
            }
        }
    }
}
