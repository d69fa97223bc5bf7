package java.io;

/**
 * Splits a character stream into words, numbers, quoted strings and single
 * characters, by a table of character classes, with the JDK's default table
 * (letters and 160..255 word characters, 0..32 white space, '/' a comment,
 * quotes ' and ", numbers parsed) and its way of reading numbers as doubles.
 */
public class StreamTokenizer {
    public static final int TT_EOF = -1;
    public static final int TT_EOL = '\n';
    public static final int TT_NUMBER = -2;
    public static final int TT_WORD = -3;
    private static final int TT_NOTHING = -4;

    private static final byte WHITESPACE = 1;
    private static final byte DIGIT = 2;
    private static final byte ALPHA = 4;
    private static final byte QUOTE = 8;
    private static final byte COMMENT = 16;

    /** peek states: no character held, or a '\r' just ended a line (skip a '\n' after it). */
    private static final int NEED_CHAR = Integer.MAX_VALUE;
    private static final int SKIP_LF = Integer.MAX_VALUE - 1;

    public int ttype = TT_NOTHING;
    public String sval;
    public double nval;

    private Reader reader;
    private InputStream input;
    private final byte[] ctype = new byte[256];
    private int peekc = NEED_CHAR;
    private boolean pushedBack;
    private boolean forceLower;
    private boolean eolSignificant;
    private boolean slashStar;
    private boolean slashSlash;
    private int line = 1;
    private char[] buf = new char[20];

    private StreamTokenizer() {
        wordChars('a', 'z');
        wordChars('A', 'Z');
        wordChars(128 + 32, 255);
        whitespaceChars(0, ' ');
        commentChar('/');
        quoteChar('"');
        quoteChar('\'');
        parseNumbers();
    }

    @Deprecated
    public StreamTokenizer(InputStream is) {
        this();
        if (is == null) {
            throw new NullPointerException();
        }
        input = is;
    }

    public StreamTokenizer(Reader r) {
        this();
        if (r == null) {
            throw new NullPointerException();
        }
        reader = r;
    }

    public void resetSyntax() {
        for (int i = 0; i < ctype.length; i++) {
            ctype[i] = 0;
        }
    }

    public void wordChars(int low, int hi) {
        for (int i = Math.max(low, 0); i <= Math.min(hi, 255); i++) {
            ctype[i] |= ALPHA;
        }
    }

    public void whitespaceChars(int low, int hi) {
        for (int i = Math.max(low, 0); i <= Math.min(hi, 255); i++) {
            ctype[i] = WHITESPACE;
        }
    }

    public void ordinaryChars(int low, int hi) {
        for (int i = Math.max(low, 0); i <= Math.min(hi, 255); i++) {
            ctype[i] = 0;
        }
    }

    public void ordinaryChar(int ch) {
        if (ch >= 0 && ch < ctype.length) {
            ctype[ch] = 0;
        }
    }

    public void commentChar(int ch) {
        if (ch >= 0 && ch < ctype.length) {
            ctype[ch] = COMMENT;
        }
    }

    public void quoteChar(int ch) {
        if (ch >= 0 && ch < ctype.length) {
            ctype[ch] = QUOTE;
        }
    }

    public void parseNumbers() {
        for (int i = '0'; i <= '9'; i++) {
            ctype[i] |= DIGIT;
        }
        ctype['.'] |= DIGIT;
        ctype['-'] |= DIGIT;
    }

    public void eolIsSignificant(boolean flag) { eolSignificant = flag; }
    public void slashStarComments(boolean flag) { slashStar = flag; }
    public void slashSlashComments(boolean flag) { slashSlash = flag; }
    public void lowerCaseMode(boolean fl) { forceLower = fl; }

    public void pushBack() {
        if (ttype != TT_NOTHING) {
            pushedBack = true;
        }
    }

    public int lineno() {
        return line;
    }

    private int read() throws IOException {
        if (reader != null) {
            return reader.read();
        }
        if (input != null) {
            return input.read();
        }
        throw new IllegalStateException();
    }

    private int classOf(int c) {
        return c < 0 ? WHITESPACE : c < 256 ? ctype[c] : ALPHA;
    }

    private void put(int i, int c) {
        if (i >= buf.length) {
            char[] nb = new char[buf.length * 2];
            System.arraycopy(buf, 0, nb, 0, buf.length);
            buf = nb;
        }
        buf[i] = (char) c;
    }

    public int nextToken() throws IOException {
        if (pushedBack) {
            pushedBack = false;
            return ttype;
        }
        sval = null;
        int c = peekc;
        if (c < 0) {
            c = NEED_CHAR;
        }
        if (c == SKIP_LF) {
            c = read();
            if (c < 0) {
                return ttype = TT_EOF;
            }
            if (c == '\n') {
                c = NEED_CHAR;
            }
        }
        if (c == NEED_CHAR) {
            c = read();
            if (c < 0) {
                return ttype = TT_EOF;
            }
        }
        ttype = c;
        peekc = NEED_CHAR;
        int ct = classOf(c);
        while ((ct & WHITESPACE) != 0) {
            if (c == '\r') {
                line++;
                if (eolSignificant) {
                    peekc = SKIP_LF;
                    return ttype = TT_EOL;
                }
                c = read();
                if (c == '\n') {
                    c = read();
                }
            } else {
                if (c == '\n') {
                    line++;
                    if (eolSignificant) {
                        return ttype = TT_EOL;
                    }
                }
                c = read();
            }
            if (c < 0) {
                return ttype = TT_EOF;
            }
            ct = classOf(c);
        }
        if ((ct & DIGIT) != 0) {
            return number(c);
        }
        if ((ct & ALPHA) != 0) {
            int i = 0;
            do {
                put(i++, c);
                c = read();
            } while ((classOf(c) & (ALPHA | DIGIT)) != 0);
            peekc = c;
            sval = String.copyValueOf(buf, 0, i);
            if (forceLower) {
                sval = sval.toLowerCase();
            }
            return ttype = TT_WORD;
        }
        if ((ct & QUOTE) != 0) {
            return quoted(c);
        }
        if (c == '/' && (slashSlash || slashStar)) {
            c = read();
            if (c == '*' && slashStar) {
                return blockComment();
            }
            if ((c == '/' && slashSlash) || (ctype['/'] & COMMENT) != 0) {
                if (c == '\n' || c == '\r' || c < 0) {
                    peekc = c;
                } else {
                    skipLine();
                }
                return nextToken();
            }
            peekc = c;
            return ttype = '/';
        }
        if ((ct & COMMENT) != 0) {
            skipLine();
            return nextToken();
        }
        return ttype = c;
    }

    private int number(int c) throws IOException {
        boolean neg = false;
        if (c == '-') {
            c = read();
            if (c != '.' && (c < '0' || c > '9')) {
                peekc = c;
                return ttype = '-';
            }
            neg = true;
        }
        double v = 0;
        int fracDigits = 0;
        boolean dot = false;
        while (true) {
            if (c == '.' && !dot) {
                dot = true;
            } else if (c >= '0' && c <= '9') {
                v = v * 10 + (c - '0');
                if (dot) {
                    fracDigits++;
                }
            } else {
                break;
            }
            c = read();
        }
        peekc = c;
        if (fracDigits != 0) {
            double denom = 10;
            for (int k = 1; k < fracDigits; k++) {
                denom *= 10;
            }
            v = v / denom;
        }
        nval = neg ? -v : v;
        return ttype = TT_NUMBER;
    }

    private int quoted(int q) throws IOException {
        ttype = q;
        int i = 0;
        int d = read();
        while (d >= 0 && d != q && d != '\n' && d != '\r') {
            int c;
            if (d == '\\') {
                c = read();
                int first = c;
                if (c >= '0' && c <= '7') {
                    c = c - '0';
                    int c2 = read();
                    if (c2 >= '0' && c2 <= '7') {
                        c = (c << 3) + (c2 - '0');
                        c2 = read();
                        if (c2 >= '0' && c2 <= '7' && first <= '3') {
                            c = (c << 3) + (c2 - '0');
                            d = read();
                        } else {
                            d = c2;
                        }
                    } else {
                        d = c2;
                    }
                } else {
                    switch (c) {
                        case 'a': c = 7; break;
                        case 'b': c = '\b'; break;
                        case 'f': c = 0xC; break;
                        case 'n': c = '\n'; break;
                        case 'r': c = '\r'; break;
                        case 't': c = '\t'; break;
                        case 'v': c = 0xB; break;
                        default: break;
                    }
                    d = read();
                }
            } else {
                c = d;
                d = read();
            }
            put(i++, c);
        }
        peekc = (d == q) ? NEED_CHAR : d;
        sval = String.copyValueOf(buf, 0, i);
        return ttype;
    }

    /** Skips to the end of a C comment, counting its lines ("\r\n" is one). */
    private int blockComment() throws IOException {
        int prev = 0;
        while (true) {
            int c = read();
            if (c < 0) {
                return ttype = TT_EOF;
            }
            if (c == '/' && prev == '*') {
                break;
            }
            if (c == '\r' || (c == '\n' && prev != '\r')) {
                line++;
            }
            prev = c;
        }
        return nextToken();
    }

    private void skipLine() throws IOException {
        int c;
        while ((c = read()) != '\n' && c != '\r' && c >= 0) {
            // skip
        }
        peekc = c;
    }

    public String toString() {
        String ret;
        switch (ttype) {
            case TT_EOF: ret = "EOF"; break;
            case TT_EOL: ret = "EOL"; break;
            case TT_WORD: ret = sval; break;
            case TT_NUMBER: ret = "n=" + nval; break;
            case TT_NOTHING: ret = "NOTHING"; break;
            default:
                if (ttype < 256 && ttype >= 0 && (ctype[ttype] & QUOTE) != 0) {
                    ret = sval;
                } else {
                    ret = "'" + (char) ttype + "'";
                }
                break;
        }
        return "Token[" + ret + "], line " + line;
    }
}
