package java.util;

import java.io.Closeable;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.StringReader;
import java.io.UnsupportedEncodingException;

/**
 * A text scanner that breaks its input into tokens at delimiters and reads
 * them as strings or as numbers in the default format locale's English symbols
 * (grouping ',', decimal '.', '-' as the negative prefix).
 *
 * Delimiters and the patterns of hasNext(String)/next(String)/findInLine/skip
 * are written in java.util.regex syntax and matched by ScannerPattern, which
 * covers the constructs such patterns commonly use.
 *
 * Input is read in chunks only when a decision needs more of it, so reading
 * System.in line by line or token by token answers as soon as the line or
 * token is complete, as the JDK's Scanner does.
 */
public final class Scanner implements Iterator<String>, Closeable {
    private static final String WHITESPACE = "\\p{javaWhitespace}+";

    private Reader source;
    private char[] buf = new char[1024];
    private int len;
    private int pos;
    private int tokStart;   // start of the token found by tokenEnd(); moved with the buffer
    private boolean sourceClosed;
    private boolean closed;
    private IOException lastException;

    private ScannerPattern delim = new ScannerPattern(WHITESPACE);
    private int radix = 10;
    private Locale locale;
    private String lastMatch;

    public Scanner(InputStream source) {
        this(new InputStreamReader(Objects.requireNonNull(source, "source")));
    }

    public Scanner(InputStream source, String charsetName) {
        this(reader(Objects.requireNonNull(source, "source"), charsetName));
    }

    public Scanner(File source) throws FileNotFoundException {
        this(new InputStreamReader(new FileInputStream(source)));
    }

    public Scanner(File source, String charsetName) throws FileNotFoundException {
        this(reader(new FileInputStream(source), charsetName));
    }

    public Scanner(InputStream source, java.nio.charset.Charset charset) {
        this(new InputStreamReader(Objects.requireNonNull(source, "source"), Objects.requireNonNull(charset, "charset")));
    }

    public Scanner(File source, java.nio.charset.Charset charset) throws IOException {
        this(new InputStreamReader(new FileInputStream(source), Objects.requireNonNull(charset, "charset")));
    }

    public Scanner(java.nio.file.Path source) throws IOException {
        this(new InputStreamReader(java.nio.file.Files.newInputStream(source)));
    }

    public Scanner(java.nio.file.Path source, String charsetName) throws IOException {
        this(reader(java.nio.file.Files.newInputStream(source), charsetName));
    }

    public Scanner(java.nio.file.Path source, java.nio.charset.Charset charset) throws IOException {
        this(new InputStreamReader(java.nio.file.Files.newInputStream(source), Objects.requireNonNull(charset, "charset")));
    }

    public Scanner(final Readable source) {
        this(source instanceof Reader ? (Reader) source : new Reader() {
            public int read(char[] cbuf, int off, int len) throws IOException {
                java.nio.CharBuffer cb = java.nio.CharBuffer.wrap(cbuf, off, len);
                return Objects.requireNonNull(source, "source").read(cb);
            }

            public void close() throws IOException {
                if (source instanceof Closeable) {
                    ((Closeable) source).close();
                }
            }
        });
    }

    public Scanner(String source) {
        this(new StringReader(source));
    }

    private Scanner(Reader source) {
        this.source = source;
        this.locale = Locale.getDefault(Locale.Category.FORMAT);
    }

    private static Reader reader(InputStream in, String charsetName) {
        Objects.requireNonNull(charsetName, "charsetName");
        try {
            return new InputStreamReader(in, charsetName);
        } catch (UnsupportedEncodingException e) {
            throw new IllegalArgumentException(charsetName);
        }
    }

    // ---- configuration -------------------------------------------------

    public Scanner useDelimiter(String pattern) {
        delim = new ScannerPattern(pattern);
        return this;
    }

    public Scanner useRadix(int radix) {
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            throw new IllegalArgumentException("radix:" + radix);
        }
        this.radix = radix;
        return this;
    }

    public int radix() {
        return radix;
    }

    public Scanner useLocale(Locale locale) {
        this.locale = Objects.requireNonNull(locale);
        return this;
    }

    public Locale locale() {
        return locale;
    }

    public Scanner reset() {
        delim = new ScannerPattern(WHITESPACE);
        radix = 10;
        locale = Locale.getDefault(Locale.Category.FORMAT);
        return this;
    }

    public IOException ioException() {
        return lastException;
    }

    public void close() {
        if (closed) {
            return;
        }
        if (source != null) {
            try {
                source.close();
            } catch (IOException e) {
                lastException = e;
            }
        }
        sourceClosed = true;
        closed = true;
    }

    public String toString() {
        return "java.util.Scanner[delimiters=" + delim.pattern() + "][position=" + pos
                + "][match valid=" + (lastMatch != null) + "][need input=false][source closed=" + sourceClosed
                + "][skipped=false][group separator=\\x{2c}][decimal separator=\\x{2e}]"
                + "[positive prefix=][negative prefix=\\Q-\\E][positive suffix=][negative suffix=]"
                + "[NaN string=\\QNaN\\E][infinity string=\\Q\u221e\\E]";
    }

    // ---- buffer --------------------------------------------------------

    private void ensureOpen() {
        if (closed) {
            throw new IllegalStateException("Scanner closed");
        }
    }

    /** Reads more input into the buffer; false once the source is exhausted. */
    private boolean readMore() {
        if (sourceClosed) {
            return false;
        }
        if (pos > 0 && pos == len) {
            len = 0;
            pos = 0;
            tokStart = 0;
        } else if (pos > buf.length / 2) {
            int d = pos;
            System.arraycopy(buf, pos, buf, 0, len - pos);
            len -= d;
            pos = 0;
            tokStart -= d;
        }
        if (len == buf.length) {
            buf = Arrays.copyOf(buf, buf.length * 2);
        }
        int n;
        try {
            n = source.read(buf, len, buf.length - len);
        } catch (IOException e) {
            lastException = e;
            n = -1;
        }
        if (n < 0) {
            sourceClosed = true;
            return false;
        }
        len += n;
        return true;
    }

    private CharSequence seq() {
        return new CharSequence() {
            public int length() {
                return len;
            }

            public char charAt(int i) {
                return buf[i];
            }

            public CharSequence subSequence(int s, int e) {
                return new String(buf, s, e - s);
            }

            public String toString() {
                return new String(buf, 0, len);
            }
        };
    }

    /** Sets tokStart past the delimiters at pos, reading as needed; pos stays. */
    private void skipDelims() {
        while (true) {
            tokStart = pos;
            int e = delim.matchAt(seq(), pos, len);
            if (delim.hitEnd() && !sourceClosed) {
                readMore();
                continue;
            }
            if (e > pos) {
                tokStart = e;
            }
            return;
        }
    }

    /**
     * The end of the token at tokStart (the current position after the
     * delimiters there), or -1 if there is none; reads as needed.
     */
    private int tokenEnd() {
        skipDelims();
        while (true) {
            if (tokStart == len) {
                if (sourceClosed || !readMore()) {
                    return -1;
                }
                continue;
            }
            int at = delim.find(seq(), tokStart, len);
            if (at >= 0 && delim.matchEnd() == tokStart) {
                at = delim.find(seq(), tokStart + 1, len);
            }
            if (at >= 0) {
                return at;
            }
            if (sourceClosed || !readMore()) {
                return len;
            }
        }
    }

    private String peekToken() {
        ensureOpen();
        int e = tokenEnd();
        return e < 0 ? null : new String(buf, tokStart, e - tokStart);
    }

    private String takeToken() {
        ensureOpen();
        int e = tokenEnd();
        if (e < 0) {
            pos = len;
            throw new NoSuchElementException();
        }
        String t = new String(buf, tokStart, e - tokStart);
        pos = e;
        lastMatch = t;
        return t;
    }

    // ---- tokens --------------------------------------------------------

    public boolean hasNext() {
        return peekToken() != null;
    }

    public String next() {
        return takeToken();
    }

    public void remove() {
        throw new UnsupportedOperationException();
    }

    public boolean hasNext(String pattern) {
        String t = peekToken();
        return t != null && new ScannerPattern(pattern).matches(t);
    }

    public String next(String pattern) {
        ScannerPattern p = new ScannerPattern(pattern);
        String t = peekToken();
        if (t == null) {
            throw new NoSuchElementException();
        }
        if (!p.matches(t)) {
            throw new InputMismatchException();
        }
        return takeToken();
    }

    /** The token for a typed next*: NoSuchElementException at the end, else the token unconsumed. */
    private String typedToken() {
        String t = peekToken();
        if (t == null) {
            throw new NoSuchElementException();
        }
        return t;
    }

    // ---- lines ---------------------------------------------------------

    private static boolean isLineSeparator(char c) {
        return c == '\n' || c == '\r' || c == '\u2028' || c == '\u2029' || c == '\u0085';
    }

    /** Index of the line separator at or after pos (reading as needed), or len at the end of input. */
    private int lineEnd() {
        int i = pos;
        while (true) {
            while (i < len && !isLineSeparator(buf[i])) {
                i++;
            }
            if (i < len) {
                if (buf[i] == '\r' && i + 1 == len && !sourceClosed) {
                    readMore();    // a '\n' may follow
                    continue;
                }
                return i;
            }
            if (sourceClosed || !readMore()) {
                return len;
            }
        }
    }

    public boolean hasNextLine() {
        ensureOpen();
        lineEnd();
        return pos < len;
    }

    public String nextLine() {
        ensureOpen();
        int e = lineEnd();
        if (pos == len) {
            throw new NoSuchElementException("No line found");
        }
        String line = new String(buf, pos, e - pos);
        if (e < len) {
            e += (buf[e] == '\r' && e + 1 < len && buf[e + 1] == '\n') ? 2 : 1;
        }
        pos = e;
        lastMatch = line;
        return line;
    }

    public String findInLine(String pattern) {
        ensureOpen();
        ScannerPattern p = new ScannerPattern(pattern);
        int e = lineEnd();
        int at = p.find(seq(), pos, e);
        if (at < 0) {
            return null;
        }
        String found = new String(buf, at, p.matchEnd() - at);
        pos = p.matchEnd();
        lastMatch = found;
        return found;
    }

    public Scanner skip(String pattern) {
        ensureOpen();
        ScannerPattern p = new ScannerPattern(pattern);
        while (true) {
            int e = p.matchAt(seq(), pos, len);
            if (p.hitEnd() && !sourceClosed) {
                readMore();
                continue;
            }
            if (e < 0) {
                throw new NoSuchElementException();
            }
            pos = e;
            return this;
        }
    }

    // ---- numbers -------------------------------------------------------

    private static boolean isDigit(char c, int radix) {
        return Character.isDigit(c) || Character.digit(c, radix) >= 0;
    }

    /** Whether t[from..) is a run of digits, or grouped digits (1-3 non-zero-led, then ",ddd"...). */
    private static boolean numeral(String t, int from, int to, int radix) {
        if (from >= to) {
            return false;
        }
        boolean plain = true;
        for (int i = from; i < to; i++) {
            if (!isDigit(t.charAt(i), radix)) {
                plain = false;
                break;
            }
        }
        if (plain) {
            return true;
        }
        int comma = t.indexOf(',', from);
        if (comma < 0 || comma >= to) {
            return false;
        }
        int lead = comma - from;
        if (lead < 1 || lead > 3 || Character.digit(t.charAt(from), 10) == 0 || !Character.isDigit(t.charAt(from))) {
            return false;
        }
        for (int i = from + 1; i < comma; i++) {
            if (!isDigit(t.charAt(i), radix)) {
                return false;
            }
        }
        int i = comma;
        while (i < to) {
            if (t.charAt(i) != ',' || i + 4 > to) {
                return false;
            }
            for (int j = i + 1; j < i + 4; j++) {
                if (!isDigit(t.charAt(j), radix)) {
                    return false;
                }
            }
            i += 4;
        }
        return true;
    }

    /** The token as Integer.parseInt/Long.parseLong text, or null if it is no integer. */
    private static String integerText(String t, int radix) {
        int from = 0;
        if (t.length() > 0 && (t.charAt(0) == '-' || t.charAt(0) == '+')) {
            from = 1;
        }
        if (!numeral(t, from, t.length(), radix)) {
            return null;
        }
        return t.indexOf(',') < 0 ? t : t.replace(",", "");
    }

    private static boolean decimalNumeral(String t, int from, int to) {
        int dot = t.indexOf('.', from);
        if (dot < 0 || dot >= to) {
            return numeral(t, from, to, 10);
        }
        for (int i = dot + 1; i < to; i++) {
            if (!Character.isDigit(t.charAt(i))) {
                return false;
            }
        }
        if (dot == from) {
            return dot + 1 < to;
        }
        return numeral(t, from, dot, 10);
    }

    /** The token as Double.parseDouble text, or null if it is no floating-point number. */
    private static String floatText(String t) {
        int from = 0;
        String sign = "";
        if (t.length() > 0 && (t.charAt(0) == '-' || t.charAt(0) == '+')) {
            from = 1;
            sign = t.substring(0, 1);
        }
        String rest = t.substring(from);
        if (rest.equals("NaN")) {
            return "NaN";
        }
        if (rest.equals("Infinity")) {
            return sign + "Infinity";
        }
        if (rest.equals("\u221e")) {
            return t;    // the JDK accepts the symbol as a token but cannot parse it
        }
        if (rest.length() > 2 && rest.charAt(0) == '0' && (rest.charAt(1) == 'x' || rest.charAt(1) == 'X')) {
            return hexFloat(rest, 2) ? t : null;
        }
        int end = rest.length();
        int e = Math.max(rest.indexOf('e'), rest.indexOf('E'));
        if (e >= 0) {
            int i = e + 1;
            if (i < end && (rest.charAt(i) == '+' || rest.charAt(i) == '-')) {
                i++;
            }
            if (i == end) {
                return null;
            }
            for (; i < end; i++) {
                if (!Character.isDigit(rest.charAt(i))) {
                    return null;
                }
            }
            end = e;
        }
        if (!decimalNumeral(rest, 0, end)) {
            return null;
        }
        StringBuilder sb = new StringBuilder(sign);
        for (int i = 0; i < rest.length(); i++) {
            char c = rest.charAt(i);
            if (c != ',') {
                int d = Character.digit(c, 10);
                sb.append(d >= 0 && c > 127 ? (char) ('0' + d) : c);
            }
        }
        return sb.toString();
    }

    private static boolean hexFloat(String s, int from) {
        int dot = s.indexOf('.', from);
        if (dot < 0) {
            return false;
        }
        for (int i = from; i < dot; i++) {
            if (Character.digit(s.charAt(i), 16) < 0 || s.charAt(i) > 127) {
                return false;
            }
        }
        int i = dot + 1;
        int start = i;
        while (i < s.length() && s.charAt(i) < 128 && Character.digit(s.charAt(i), 16) >= 0) {
            i++;
        }
        if (i == start) {
            return false;
        }
        if (i == s.length()) {
            return true;
        }
        if (s.charAt(i) != 'p' && s.charAt(i) != 'P') {
            return false;
        }
        i++;
        if (i < s.length() && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
            i++;
        }
        if (i == s.length()) {
            return false;
        }
        for (; i < s.length(); i++) {
            if (s.charAt(i) < '0' || s.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    private long nextIntegral(int radix, long min, long max) {
        String t = typedToken();
        String s = integerText(t, radix);
        if (s == null) {
            throw new InputMismatchException();
        }
        long v;
        try {
            v = Long.parseLong(s, radix);
        } catch (NumberFormatException e) {
            throw new InputMismatchException(e.getMessage());
        }
        if (v < min || v > max) {
            String msg = "Value out of range. Value:\"" + s + "\" Radix:" + radix;
            throw new InputMismatchException(msg);
        }
        takeToken();
        return v;
    }

    private boolean hasIntegral(int radix, long min, long max) {
        String t = peekToken();
        if (t == null) {
            return false;
        }
        String s = integerText(t, radix);
        if (s == null) {
            return false;
        }
        try {
            long v = Long.parseLong(s, radix);
            return v >= min && v <= max;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    public boolean hasNextByte() {
        return hasNextByte(radix);
    }

    public boolean hasNextByte(int radix) {
        return hasIntegral(radix, Byte.MIN_VALUE, Byte.MAX_VALUE);
    }

    public byte nextByte() {
        return nextByte(radix);
    }

    public byte nextByte(int radix) {
        return (byte) nextIntegral(radix, Byte.MIN_VALUE, Byte.MAX_VALUE);
    }

    public boolean hasNextShort() {
        return hasNextShort(radix);
    }

    public boolean hasNextShort(int radix) {
        return hasIntegral(radix, Short.MIN_VALUE, Short.MAX_VALUE);
    }

    public short nextShort() {
        return nextShort(radix);
    }

    public short nextShort(int radix) {
        return (short) nextIntegral(radix, Short.MIN_VALUE, Short.MAX_VALUE);
    }

    public boolean hasNextInt() {
        return hasNextInt(radix);
    }

    public boolean hasNextInt(int radix) {
        return hasIntegral(radix, Integer.MIN_VALUE, Integer.MAX_VALUE);
    }

    public int nextInt() {
        return nextInt(radix);
    }

    public int nextInt(int radix) {
        String t = typedToken();
        String s = integerText(t, radix);
        if (s == null) {
            throw new InputMismatchException();
        }
        int v;
        try {
            v = Integer.parseInt(s, radix);
        } catch (NumberFormatException e) {
            throw new InputMismatchException(e.getMessage());
        }
        takeToken();
        return v;
    }

    public boolean hasNextLong() {
        return hasNextLong(radix);
    }

    public boolean hasNextLong(int radix) {
        return hasIntegral(radix, Long.MIN_VALUE, Long.MAX_VALUE);
    }

    public long nextLong() {
        return nextLong(radix);
    }

    public long nextLong(int radix) {
        return nextIntegral(radix, Long.MIN_VALUE, Long.MAX_VALUE);
    }

    public boolean hasNextDouble() {
        String t = peekToken();
        if (t == null) {
            return false;
        }
        String s = floatText(t);
        if (s == null) {
            return false;
        }
        try {
            Double.parseDouble(s);
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    public double nextDouble() {
        String s = floatText(typedToken());
        if (s == null) {
            throw new InputMismatchException();
        }
        double v;
        try {
            v = Double.parseDouble(s);
        } catch (NumberFormatException e) {
            throw new InputMismatchException(e.getMessage());
        }
        takeToken();
        return v;
    }

    public boolean hasNextFloat() {
        return hasNextDouble();
    }

    public float nextFloat() {
        String s = floatText(typedToken());
        if (s == null) {
            throw new InputMismatchException();
        }
        float v;
        try {
            v = Float.parseFloat(s);
        } catch (NumberFormatException e) {
            throw new InputMismatchException(e.getMessage());
        }
        takeToken();
        return v;
    }

    private static boolean isBoolean(String t) {
        return t.equalsIgnoreCase("true") || t.equalsIgnoreCase("false");
    }

    public boolean hasNextBoolean() {
        String t = peekToken();
        return t != null && isBoolean(t);
    }

    public boolean nextBoolean() {
        String t = typedToken();
        if (!isBoolean(t)) {
            throw new InputMismatchException();
        }
        takeToken();
        return Boolean.parseBoolean(t);
    }

    // ---- big numbers ---------------------------------------------------

    public boolean hasNextBigInteger() {
        return hasNextBigInteger(radix);
    }

    public boolean hasNextBigInteger(int radix) {
        String t = peekToken();
        if (t == null) {
            return false;
        }
        String s = integerText(t, radix);
        if (s == null) {
            return false;
        }
        try {
            new java.math.BigInteger(s, radix);
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    public java.math.BigInteger nextBigInteger() {
        return nextBigInteger(radix);
    }

    public java.math.BigInteger nextBigInteger(int radix) {
        String s = integerText(typedToken(), radix);
        if (s == null) {
            throw new InputMismatchException();
        }
        java.math.BigInteger v;
        try {
            v = new java.math.BigInteger(s, radix);
        } catch (NumberFormatException e) {
            throw new InputMismatchException(e.getMessage());
        }
        takeToken();
        return v;
    }

    /** The token as BigDecimal text: a decimal number with an optional exponent, no NaN, infinity or hex. */
    private static String bigDecimalText(String t) {
        for (int i = 0; i < t.length(); i++) {
            char c = t.charAt(i);
            if (c == 'x' || c == 'X' || c == 'N' || c == 'I' || c == '\u221e') {
                return null;
            }
        }
        return floatText(t);
    }

    public boolean hasNextBigDecimal() {
        String t = peekToken();
        if (t == null) {
            return false;
        }
        String s = bigDecimalText(t);
        if (s == null) {
            return false;
        }
        try {
            new java.math.BigDecimal(s);
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    public java.math.BigDecimal nextBigDecimal() {
        String s = bigDecimalText(typedToken());
        if (s == null) {
            throw new InputMismatchException();
        }
        java.math.BigDecimal v;
        try {
            v = new java.math.BigDecimal(s);
        } catch (NumberFormatException e) {
            throw new InputMismatchException(e.getMessage());
        }
        takeToken();
        return v;
    }
}
