package java.util;

import java.io.IOException;
import java.io.UncheckedIOException;

/** Hexadecimal formatting and parsing of bytes and primitive values (JDK 17). */
public final class HexFormat {
    private static final HexFormat HEX_FORMAT = new HexFormat("", "", "", false);

    private final String delimiter;
    private final String prefix;
    private final String suffix;
    private final boolean upper;

    private HexFormat(String delimiter, String prefix, String suffix, boolean upper) {
        this.delimiter = Objects.requireNonNull(delimiter, "delimiter");
        this.prefix = Objects.requireNonNull(prefix, "prefix");
        this.suffix = Objects.requireNonNull(suffix, "suffix");
        this.upper = upper;
    }

    public static HexFormat of() {
        return HEX_FORMAT;
    }

    public static HexFormat ofDelimiter(String delimiter) {
        return new HexFormat(delimiter, "", "", false);
    }

    public HexFormat withDelimiter(String delimiter) {
        return new HexFormat(delimiter, prefix, suffix, upper);
    }

    public HexFormat withPrefix(String prefix) {
        return new HexFormat(delimiter, prefix, suffix, upper);
    }

    public HexFormat withSuffix(String suffix) {
        return new HexFormat(delimiter, prefix, suffix, upper);
    }

    public HexFormat withUpperCase() {
        return new HexFormat(delimiter, prefix, suffix, true);
    }

    public HexFormat withLowerCase() {
        return new HexFormat(delimiter, prefix, suffix, false);
    }

    public String delimiter() {
        return delimiter;
    }

    public String prefix() {
        return prefix;
    }

    public String suffix() {
        return suffix;
    }

    public boolean isUpperCase() {
        return upper;
    }

    private char digit(int v) {
        char c = Character.forDigit(v & 0xf, 16);
        return upper ? Character.toUpperCase(c) : c;
    }

    public String formatHex(byte[] bytes) {
        return formatHex(bytes, 0, bytes.length);
    }

    public String formatHex(byte[] bytes, int fromIndex, int toIndex) {
        Objects.requireNonNull(bytes, "bytes");
        Objects.checkFromToIndex(fromIndex, toIndex, bytes.length);
        StringBuilder sb = new StringBuilder();
        for (int i = fromIndex; i < toIndex; i++) {
            if (i > fromIndex) {
                sb.append(delimiter);
            }
            sb.append(prefix).append(digit(bytes[i] >> 4)).append(digit(bytes[i])).append(suffix);
        }
        return sb.toString();
    }

    public <A extends Appendable> A formatHex(A out, byte[] bytes) {
        return formatHex(out, bytes, 0, bytes.length);
    }

    public <A extends Appendable> A formatHex(A out, byte[] bytes, int fromIndex, int toIndex) {
        Objects.requireNonNull(out, "out");
        try {
            out.append(formatHex(bytes, fromIndex, toIndex));
        } catch (IOException e) {
            throw new UncheckedIOException(e.getMessage(), e);
        }
        return out;
    }

    public byte[] parseHex(CharSequence string) {
        return parseHex(string, 0, string.length());
    }

    public byte[] parseHex(char[] chars, int fromIndex, int toIndex) {
        Objects.requireNonNull(chars, "chars");
        Objects.checkFromToIndex(fromIndex, toIndex, chars.length);
        return parseHex(new String(chars, fromIndex, toIndex - fromIndex));
    }

    public byte[] parseHex(CharSequence string, int fromIndex, int toIndex) {
        Objects.requireNonNull(string, "string");
        Objects.checkFromToIndex(fromIndex, toIndex, string.length());
        String s = string.subSequence(fromIndex, toIndex).toString();
        int len = s.length();
        if (len == 0) {
            return new byte[0];
        }
        if (delimiter.isEmpty() && prefix.isEmpty() && suffix.isEmpty()) {
            if (len % 2 != 0) {
                throw new IllegalArgumentException("string length not even: " + len);
            }
            byte[] out = new byte[len / 2];
            for (int i = 0; i < out.length; i++) {
                out[i] = (byte) ((fromHexDigit(s.charAt(2 * i)) << 4) | fromHexDigit(s.charAt(2 * i + 1)));
            }
            return out;
        }
        int unit = prefix.length() + 2 + suffix.length();
        int stride = unit + delimiter.length();
        if ((len + delimiter.length()) % stride != 0) {
            throw new IllegalArgumentException("extra or missing delimiters or values consisting of prefix, "
                    + "two hexadecimal digits, and suffix");
        }
        int n = (len + delimiter.length()) / stride;
        byte[] out = new byte[n];
        String between = suffix + delimiter + prefix;
        int at = 0;
        expect(s, at, prefix);
        at += prefix.length();
        for (int i = 0; i < n; i++) {
            out[i] = (byte) ((fromHexDigit(s.charAt(at)) << 4) | fromHexDigit(s.charAt(at + 1)));
            at += 2;
            if (i < n - 1) {
                expect(s, at, between);
                at += between.length();
            }
        }
        expect(s, at, suffix);
        return out;
    }

    private static void expect(String s, int at, String want) {
        for (int i = 0; i < want.length(); i++) {
            char c = s.charAt(at + i);
            if (c != want.charAt(i)) {
                throw new IllegalArgumentException("found: \"" + s.substring(at, at + want.length())
                        + "\", expected: \"" + want + "\", index: " + at + " ch: " + (int) c);
            }
        }
    }

    public char toLowHexDigit(int value) {
        return digit(value);
    }

    public char toHighHexDigit(int value) {
        return digit(value >> 4);
    }

    public <A extends Appendable> A toHexDigits(A out, byte value) {
        Objects.requireNonNull(out, "out");
        try {
            out.append(toHighHexDigit(value)).append(toLowHexDigit(value));
        } catch (IOException e) {
            throw new UncheckedIOException(e.getMessage(), e);
        }
        return out;
    }

    private String digits(long v, int n) {
        char[] c = new char[n];
        for (int i = n - 1; i >= 0; i--) {
            c[i] = digit((int) v);
            v >>>= 4;
        }
        return new String(c);
    }

    public String toHexDigits(byte value) {
        return digits(value, 2);
    }

    public String toHexDigits(char value) {
        return digits(value, 4);
    }

    public String toHexDigits(short value) {
        return digits(value, 4);
    }

    public String toHexDigits(int value) {
        return digits(value, 8);
    }

    public String toHexDigits(long value) {
        return digits(value, 16);
    }

    public String toHexDigits(long value, int digits) {
        if (digits < 0 || digits > 16) {
            throw new IllegalArgumentException("number of digits: " + digits);
        }
        return digits(value, digits);
    }

    public static boolean isHexDigit(int ch) {
        return (ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'f') || (ch >= 'A' && ch <= 'F');
    }

    public static int fromHexDigit(int ch) {
        if (!isHexDigit(ch)) {
            throw new NumberFormatException("not a hexadecimal digit: \"" + (char) ch + "\" = " + ch);
        }
        return Character.digit(ch, 16);
    }

    public static int fromHexDigits(CharSequence string) {
        return fromHexDigits(string, 0, string.length());
    }

    public static int fromHexDigits(CharSequence string, int fromIndex, int toIndex) {
        Objects.requireNonNull(string, "string");
        Objects.checkFromToIndex(fromIndex, toIndex, string.length());
        int len = toIndex - fromIndex;
        if (len > 8) {
            throw new IllegalArgumentException("string length greater than 8: " + len);
        }
        int v = 0;
        for (int i = fromIndex; i < toIndex; i++) {
            v = (v << 4) | fromHexDigit(string.charAt(i));
        }
        return v;
    }

    public static long fromHexDigitsToLong(CharSequence string) {
        return fromHexDigitsToLong(string, 0, string.length());
    }

    public static long fromHexDigitsToLong(CharSequence string, int fromIndex, int toIndex) {
        Objects.requireNonNull(string, "string");
        Objects.checkFromToIndex(fromIndex, toIndex, string.length());
        int len = toIndex - fromIndex;
        if (len > 16) {
            throw new IllegalArgumentException("string length greater than 16: " + len);
        }
        long v = 0;
        for (int i = fromIndex; i < toIndex; i++) {
            v = (v << 4) | fromHexDigit(string.charAt(i));
        }
        return v;
    }

    public boolean equals(Object o) {
        if (!(o instanceof HexFormat)) {
            return false;
        }
        HexFormat f = (HexFormat) o;
        return upper == f.upper && delimiter.equals(f.delimiter) && prefix.equals(f.prefix) && suffix.equals(f.suffix);
    }

    public int hashCode() {
        int result = Objects.hash(delimiter, prefix, suffix);
        return 31 * result + Boolean.hashCode(upper);
    }

    public String toString() {
        return "uppercase: " + upper + ", delimiter: \"" + delimiter + "\", prefix: \"" + prefix
                + "\", suffix: \"" + suffix + "\"";
    }
}
