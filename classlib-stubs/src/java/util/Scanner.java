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
 * Delimiters and the patterns of hasNext/next/findInLine/skip/findWithinHorizon
 * are java.util.regex patterns. A String pattern that ScannerPattern covers (the
 * constructs such patterns commonly use) is matched by it in the buffer in place;
 * any other, and every Pattern, goes through java.util.regex.
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

    private Pat delim = Pat.of(WHITESPACE);
    private int radix = 10;
    private Locale locale;
    private String lastMatch;
    private java.util.regex.MatchResult lastResult;  // built for match(), or null
    private Pat lastPat;                             // the pattern lastMatch matched, null for a plain token
    private int lastStart;                           // its position in the input
    private long base;                               // characters dropped before buf[0]

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
        delim = Pat.of(pattern);
        return this;
    }

    public Scanner useDelimiter(java.util.regex.Pattern pattern) {
        delim = new RegexPat(pattern);
        return this;
    }

    public java.util.regex.Pattern delimiter() {
        return delim.regex();
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
        delim = Pat.of(WHITESPACE);
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
            base += len;
            len = 0;
            pos = 0;
            tokStart = 0;
        } else if (pos > buf.length / 2) {
            int d = pos;
            base += d;
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
        record(t, tokStart, null);
        pos = e;
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
        return hasNext(Pat.of(pattern));
    }

    public boolean hasNext(java.util.regex.Pattern pattern) {
        return hasNext(new RegexPat(pattern));
    }

    private boolean hasNext(Pat p) {
        String t = peekToken();
        return t != null && p.matches(t);
    }

    public String next(String pattern) {
        return next(Pat.of(pattern));
    }

    public String next(java.util.regex.Pattern pattern) {
        return next(new RegexPat(pattern));
    }

    private String next(Pat p) {
        String t = peekToken();
        if (t == null) {
            throw new NoSuchElementException();
        }
        if (!p.matches(t)) {
            throw new InputMismatchException();
        }
        int at = tokStart;
        takeToken();
        record(t, at, p);
        return t;
    }

    /** Remembers the last match for match(); its groups are worked out only when asked for. */
    private void record(String text, int at, Pat p) {
        lastMatch = text;
        lastPat = p;
        lastStart = (int) (base + at);
        lastResult = null;
    }

    public java.util.regex.MatchResult match() {
        if (lastMatch == null) {
            throw new IllegalStateException("No match result available");
        }
        if (lastResult == null) {
            java.util.regex.Matcher m = null;
            if (lastPat != null) {
                m = lastPat.regex().matcher(lastMatch);
                if (!m.matches()) {
                    m = null;
                }
            }
            if (m == null) {
                m = java.util.regex.Pattern.compile(lastMatch, java.util.regex.Pattern.LITERAL).matcher(lastMatch);
                m.matches();
            }
            lastResult = new Shifted(m.toMatchResult(), lastStart);
        }
        return lastResult;
    }

    public java.util.stream.Stream<String> tokens() {
        ensureOpen();
        return java.util.stream.StreamSupport.stream(java.util.Spliterators.spliteratorUnknownSize(this,
                Spliterator.ORDERED | Spliterator.NONNULL), false);
    }

    public java.util.stream.Stream<java.util.regex.MatchResult> findAll(String pattern) {
        return findAll(java.util.regex.Pattern.compile(pattern));
    }

    public java.util.stream.Stream<java.util.regex.MatchResult> findAll(final java.util.regex.Pattern pattern) {
        Objects.requireNonNull(pattern);
        ensureOpen();
        Iterator<java.util.regex.MatchResult> it = new Iterator<java.util.regex.MatchResult>() {
            private java.util.regex.MatchResult next;
            private boolean done;

            public boolean hasNext() {
                if (next == null && !done) {
                    if (findWithinHorizon(pattern, 0) != null) {
                        next = match();
                    } else {
                        done = true;
                    }
                }
                return next != null;
            }

            public java.util.regex.MatchResult next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                java.util.regex.MatchResult r = next;
                next = null;
                return r;
            }
        };
        return java.util.stream.StreamSupport.stream(java.util.Spliterators.spliteratorUnknownSize(it,
                Spliterator.ORDERED | Spliterator.NONNULL), false);
    }

    public String findWithinHorizon(String pattern, int horizon) {
        return findWithinHorizon(Pat.of(pattern), horizon);
    }

    public String findWithinHorizon(java.util.regex.Pattern pattern, int horizon) {
        return findWithinHorizon(new RegexPat(Objects.requireNonNull(pattern)), horizon);
    }

    /** Searches from the position up to horizon characters ahead (0: no limit), reading as needed. */
    private String findWithinHorizon(Pat p, int horizon) {
        ensureOpen();
        if (horizon < 0) {
            throw new IllegalArgumentException("horizon < 0");
        }
        while (true) {
            int limit = len;
            boolean bounded = false;
            if (horizon > 0 && len - pos >= horizon) {
                limit = pos + horizon;
                bounded = true;
            }
            int at = p.find(seq(), pos, limit);
            boolean more = !sourceClosed && !bounded;
            if (at >= 0 && !(p.hitEnd() && more)) {
                return found(p, at);
            }
            if (at < 0 && !more) {
                return null;
            }
            readMore();
        }
    }

    private String found(Pat p, int at) {
        int end = p.matchEnd();
        String text = new String(buf, at, end - at);
        record(text, at, p);
        pos = end;
        return text;
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
        record(line, pos, null);
        if (e < len) {
            e += (buf[e] == '\r' && e + 1 < len && buf[e + 1] == '\n') ? 2 : 1;
        }
        pos = e;
        return line;
    }

    public String findInLine(String pattern) {
        return findInLine(Pat.of(pattern));
    }

    public String findInLine(java.util.regex.Pattern pattern) {
        return findInLine(new RegexPat(Objects.requireNonNull(pattern)));
    }

    private String findInLine(Pat p) {
        ensureOpen();
        int e = lineEnd();
        int at = p.find(seq(), pos, e);
        if (at < 0) {
            return null;
        }
        return found(p, at);
    }

    public Scanner skip(String pattern) {
        return skip(Pat.of(pattern));
    }

    public Scanner skip(java.util.regex.Pattern pattern) {
        return skip(new RegexPat(Objects.requireNonNull(pattern)));
    }

    private Scanner skip(Pat p) {
        ensureOpen();
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

    // ---- patterns ------------------------------------------------------

    /**
     * A pattern as Scanner applies it: ScannerPattern where it covers the syntax
     * (it matches the buffer in place), java.util.regex for everything else.
     */
    abstract static class Pat {
        static Pat of(String regex) {
            try {
                return new OwnPat(new ScannerPattern(regex));
            } catch (IllegalArgumentException e) {
                return new RegexPat(java.util.regex.Pattern.compile(regex));
            }
        }

        /** The end of a match starting at pos within [pos, end), or -1. */
        abstract int matchAt(CharSequence s, int pos, int end);

        /** The start of the first match in [from, end), or -1; matchEnd() is its end. */
        abstract int find(CharSequence s, int from, int end);

        abstract int matchEnd();

        /** Whether the last attempt looked at the end of the input it was given. */
        abstract boolean hitEnd();

        abstract boolean matches(String s);

        abstract String pattern();

        abstract java.util.regex.Pattern regex();
    }

    static final class OwnPat extends Pat {
        private final ScannerPattern p;
        private java.util.regex.Pattern compiled;

        OwnPat(ScannerPattern p) {
            this.p = p;
        }

        int matchAt(CharSequence s, int pos, int end) {
            return p.matchAt(s, pos, end);
        }

        int find(CharSequence s, int from, int end) {
            return p.find(s, from, end);
        }

        int matchEnd() {
            return p.matchEnd();
        }

        boolean hitEnd() {
            return p.hitEnd();
        }

        boolean matches(String s) {
            return p.matches(s);
        }

        String pattern() {
            return p.pattern();
        }

        java.util.regex.Pattern regex() {
            if (compiled == null) {
                compiled = java.util.regex.Pattern.compile(p.pattern());
            }
            return compiled;
        }
    }

    /** java.util.regex over a copy of the buffer, with bounds that let lookaround see past the region. */
    static final class RegexPat extends Pat {
        private final java.util.regex.Pattern p;
        private boolean hit;
        private int end;

        RegexPat(java.util.regex.Pattern p) {
            this.p = Objects.requireNonNull(p);
        }

        private java.util.regex.Matcher matcher(CharSequence s, int from, int to) {
            java.util.regex.Matcher m = p.matcher(s.subSequence(0, to));
            m.region(from, to);
            m.useTransparentBounds(true);
            m.useAnchoringBounds(false);
            return m;
        }

        int matchAt(CharSequence s, int pos, int to) {
            java.util.regex.Matcher m = matcher(s, pos, to);
            boolean ok = m.lookingAt();
            hit = m.hitEnd();
            end = ok ? m.end() : -1;
            return end;
        }

        int find(CharSequence s, int from, int to) {
            java.util.regex.Matcher m = matcher(s, from, to);
            boolean ok = m.find();
            hit = m.hitEnd();
            if (!ok) {
                return -1;
            }
            end = m.end();
            return m.start();
        }

        int matchEnd() {
            return end;
        }

        boolean hitEnd() {
            return hit;
        }

        boolean matches(String s) {
            return p.matcher(s).matches();
        }

        String pattern() {
            return p.pattern();
        }

        java.util.regex.Pattern regex() {
            return p;
        }
    }

    /** A match result moved to the position of the match in the input. */
    private static final class Shifted implements java.util.regex.MatchResult {
        private final java.util.regex.MatchResult r;
        private final int shift;

        Shifted(java.util.regex.MatchResult r, int shift) {
            this.r = r;
            this.shift = shift;
        }

        public int start() {
            return r.start() + shift;
        }

        public int start(int group) {
            int s = r.start(group);
            return s < 0 ? s : s + shift;
        }

        public int end() {
            return r.end() + shift;
        }

        public int end(int group) {
            int e = r.end(group);
            return e < 0 ? e : e + shift;
        }

        public String group() {
            return r.group();
        }

        public String group(int group) {
            return r.group(group);
        }

        public int groupCount() {
            return r.groupCount();
        }
    }
}
