package java.util;

/**
 * The small pattern language Scanner understands for its delimiters and for
 * hasNext(String)/next(String)/findInLine/skip: literal characters, escapes
 * (\s \S \d \D \w \W \t \n \r \f unicode escapes \xhh \Q...\E \p{javaWhitespace}, an
 * escaped punctuation character), '.', character classes with ranges and
 * negation, non-capturing and capturing groups, alternation, and the greedy
 * quantifiers * + ? {n} {n,} {n,m}. Matching backtracks as java.util.regex
 * does, so the first alternative that lets the rest match wins.
 *
 * It also records whether a match attempt looked at the end of the input
 * (hitEnd), which is how Scanner decides that it needs more input before it
 * can trust a delimiter match.
 */
final class ScannerPattern {
    /** One element of a sequence: a character set or a group, repeated min..max times. */
    private static final class Node {
        boolean group;
        int[] ranges;        // character set: pairs lo..hi (inclusive)
        boolean negated;
        boolean any;         // '.': anything but a line terminator
        Node[][] alts;       // group
        int min = 1;
        int max = 1;
    }

    private abstract static class Cont {
        abstract boolean run(int pos);
    }

    private final String source;
    private final Node[][] alts;

    // Match state (a pattern object is used by one Scanner at a time).
    private CharSequence in;
    private int end;
    private boolean hitEnd;
    private int matchEnd;

    private String text;
    private int p;

    ScannerPattern(String regex) {
        source = regex;
        text = regex;
        p = 0;
        alts = parseAlts();
        if (p < text.length()) {
            throw new IllegalArgumentException("Unmatched closing ')' near index " + (p - 1) + "\n" + regex);
        }
        text = null;
    }

    String pattern() {
        return source;
    }

    public String toString() {
        return source;
    }

    // ---- parsing -------------------------------------------------------

    private Node[][] parseAlts() {
        ArrayList<Node[]> list = new ArrayList<Node[]>();
        list.add(parseSeq());
        while (p < text.length() && text.charAt(p) == '|') {
            p++;
            list.add(parseSeq());
        }
        return list.toArray(new Node[list.size()][]);
    }

    private Node[] parseSeq() {
        ArrayList<Node> seq = new ArrayList<Node>();
        while (p < text.length()) {
            char c = text.charAt(p);
            if (c == '|' || c == ')') {
                break;
            }
            if (c == '\\' && p + 1 < text.length() && text.charAt(p + 1) == 'Q') {
                p += 2;
                int e = text.indexOf("\\E", p);
                String lit = e < 0 ? text.substring(p) : text.substring(p, e);
                p = e < 0 ? text.length() : e + 2;
                for (int i = 0; i < lit.length(); i++) {
                    seq.add(single(lit.charAt(i)));
                }
                continue;
            }
            Node n = parseAtom();
            parseQuantifier(n);
            seq.add(n);
        }
        return seq.toArray(new Node[seq.size()]);
    }

    private static Node single(char c) {
        Node n = new Node();
        n.ranges = new int[] {c, c};
        return n;
    }

    private IllegalArgumentException unsupported() {
        return new IllegalArgumentException("Unsupported pattern construct near index " + p + "\n" + source);
    }

    private Node parseAtom() {
        char c = text.charAt(p++);
        Node n = new Node();
        switch (c) {
            case '(': {
                if (p < text.length() && text.charAt(p) == '?') {
                    if (p + 1 < text.length() && text.charAt(p + 1) == ':') {
                        p += 2;
                    } else {
                        throw unsupported();
                    }
                }
                n.group = true;
                n.alts = parseAlts();
                if (p >= text.length() || text.charAt(p) != ')') {
                    throw new IllegalArgumentException("Unclosed group near index " + text.length() + "\n" + source);
                }
                p++;
                return n;
            }
            case '[':
                parseClass(n);
                return n;
            case '.':
                n.any = true;
                return n;
            case '\\':
                parseEscape(n, false);
                return n;
            case '^': case '$': case '*': case '+': case '?': case '{':
                throw unsupported();
            default:
                n.ranges = new int[] {c, c};
                return n;
        }
    }

    private void parseQuantifier(Node n) {
        if (p >= text.length()) {
            return;
        }
        char c = text.charAt(p);
        if (c == '*') {
            n.min = 0;
            n.max = Integer.MAX_VALUE;
        } else if (c == '+') {
            n.min = 1;
            n.max = Integer.MAX_VALUE;
        } else if (c == '?') {
            n.min = 0;
            n.max = 1;
        } else if (c == '{') {
            int close = text.indexOf('}', p);
            if (close < 0) {
                throw unsupported();
            }
            String body = text.substring(p + 1, close);
            int comma = body.indexOf(',');
            try {
                if (comma < 0) {
                    n.min = n.max = Integer.parseInt(body);
                } else {
                    n.min = Integer.parseInt(body.substring(0, comma));
                    String hi = body.substring(comma + 1);
                    n.max = hi.isEmpty() ? Integer.MAX_VALUE : Integer.parseInt(hi);
                }
            } catch (NumberFormatException e) {
                throw unsupported();
            }
            p = close;
        } else {
            return;
        }
        p++;
        if (p < text.length() && (text.charAt(p) == '+' || text.charAt(p) == '?')) {
            throw unsupported();   // possessive and reluctant forms
        }
    }

    /** Reads an escape after the backslash into n (a set); inClass: inside [...]. */
    private void parseEscape(Node n, boolean inClass) {
        if (p >= text.length()) {
            throw new IllegalArgumentException("Unexpected internal error near index " + p + "\n" + source);
        }
        char c = text.charAt(p++);
        switch (c) {
            case 's': n.ranges = new int[] {' ', ' ', '\t', '\r'}; return;   // tab, newline, VT, form feed, CR
            case 'S': n.ranges = new int[] {' ', ' ', '\t', '\r'}; n.negated = true; return;
            case 'd': n.ranges = new int[] {'0', '9'}; return;
            case 'D': n.ranges = new int[] {'0', '9'}; n.negated = true; return;
            case 'w': n.ranges = new int[] {'a', 'z', 'A', 'Z', '0', '9', '_', '_'}; return;
            case 'W': n.ranges = new int[] {'a', 'z', 'A', 'Z', '0', '9', '_', '_'}; n.negated = true; return;
            case 't': n.ranges = new int[] {'\t', '\t'}; return;
            case 'n': n.ranges = new int[] {'\n', '\n'}; return;
            case 'r': n.ranges = new int[] {'\r', '\r'}; return;
            case 'f': n.ranges = new int[] {'\f', '\f'}; return;
            case 'e': n.ranges = new int[] {27, 27}; return;
            case 'u': {
                int v = hex(4);
                n.ranges = new int[] {v, v};
                return;
            }
            case 'x': {
                int v = hex(2);
                n.ranges = new int[] {v, v};
                return;
            }
            case 'p': case 'P': {
                int close = text.indexOf('}', p);
                if (p >= text.length() || text.charAt(p) != '{' || close < 0) {
                    throw unsupported();
                }
                String name = text.substring(p + 1, close);
                p = close + 1;
                if (name.equals("javaWhitespace")) {
                    n.ranges = WHITESPACE;
                } else if (name.equals("Space")) {
                    n.ranges = new int[] {' ', ' ', '\t', '\r'};
                } else if (name.equals("Digit") || name.equals("javaDigit")) {
                    n.ranges = new int[] {'0', '9'};
                } else if (name.equals("Alpha")) {
                    n.ranges = new int[] {'a', 'z', 'A', 'Z'};
                } else if (name.equals("Punct")) {
                    n.ranges = new int[] {'!', '/', ':', '@', '[', '`', '{', '~'};
                } else {
                    throw unsupported();
                }
                n.negated = c == 'P';
                return;
            }
            default:
                if (Character.isLetterOrDigit(c)) {
                    throw unsupported();
                }
                n.ranges = new int[] {c, c};
        }
    }

    /** Character.isWhitespace as ranges (\p{javaWhitespace}). */
    private static final int[] WHITESPACE = {
        '\t', '\r', 0x1c, 0x1f, ' ', ' ', 0x1680, 0x1680, 0x2000, 0x2006, 0x2008, 0x200a,
        0x2028, 0x2029, 0x205f, 0x205f, 0x3000, 0x3000,
    };

    private int hex(int digits) {
        if (p + digits > text.length()) {
            throw new IllegalArgumentException("Illegal Unicode escape sequence near index " + p + "\n" + source);
        }
        int v = 0;
        for (int i = 0; i < digits; i++) {
            int d = Character.digit(text.charAt(p++), 16);
            if (d < 0) {
                throw new IllegalArgumentException("Illegal hexadecimal escape sequence near index " + p + "\n" + source);
            }
            v = v * 16 + d;
        }
        return v;
    }

    private void parseClass(Node n) {
        if (p < text.length() && text.charAt(p) == '^') {
            n.negated = true;
            p++;
        }
        int[] r = new int[0];
        boolean first = true;
        while (true) {
            if (p >= text.length()) {
                throw new IllegalArgumentException("Unclosed character class near index " + (text.length() - 1) + "\n" + source);
            }
            char c = text.charAt(p);
            if (c == ']' && !first) {
                p++;
                break;
            }
            first = false;
            if (c == '[' || (c == '&' && p + 1 < text.length() && text.charAt(p + 1) == '&')) {
                throw unsupported();
            }
            p++;
            if (c == '\\') {
                Node e = new Node();
                parseEscape(e, true);
                if (e.negated) {
                    throw unsupported();
                }
                if (e.ranges.length == 2 && e.ranges[0] == e.ranges[1]) {
                    c = (char) e.ranges[0];
                } else {
                    r = concat(r, e.ranges);
                    continue;
                }
            }
            if (p + 1 < text.length() && text.charAt(p) == '-' && text.charAt(p + 1) != ']') {
                p++;
                char hi = text.charAt(p++);
                if (hi == '\\') {
                    Node e = new Node();
                    parseEscape(e, true);
                    hi = (char) e.ranges[0];
                }
                if (hi < c) {
                    throw new IllegalArgumentException("Illegal character range near index " + (p - 1) + "\n" + source);
                }
                r = concat(r, new int[] {c, hi});
            } else {
                r = concat(r, new int[] {c, c});
            }
        }
        n.ranges = r;
    }

    private static int[] concat(int[] a, int[] b) {
        int[] r = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, r, a.length, b.length);
        return r;
    }

    // ---- matching ------------------------------------------------------

    private static boolean inSet(Node n, char c) {
        if (n.any) {
            return c != '\n' && c != '\r' && c != '\u0085' && c != '\u2028' && c != '\u2029';
        }
        boolean in = false;
        int[] r = n.ranges;
        for (int i = 0; i < r.length; i += 2) {
            if (c >= r[i] && c <= r[i + 1]) {
                in = true;
                break;
            }
        }
        return in != n.negated;
    }

    boolean hitEnd() {
        return hitEnd;
    }

    /**
     * Matches at exactly pos in s[0..end); returns the end of the match or -1.
     * hitEnd() then tells whether more input could have changed the answer.
     */
    int matchAt(CharSequence s, int pos, int end) {
        in = s;
        this.end = end;
        hitEnd = false;
        return tryAt(pos);
    }

    private int tryAt(int pos) {
        matchEnd = -1;
        Cont done = new Cont() {
            boolean run(int at) {
                matchEnd = at;
                return true;
            }
        };
        for (int i = 0; i < alts.length; i++) {
            if (seq(alts[i], 0, pos, done)) {
                return matchEnd;
            }
        }
        return -1;
    }

    /** Whether the whole of s matches. */
    boolean matches(CharSequence s) {
        in = s;
        end = s.length();
        hitEnd = false;
        final int len = s.length();
        Cont whole = new Cont() {
            boolean run(int at) {
                return at == len;
            }
        };
        for (int i = 0; i < alts.length; i++) {
            if (seq(alts[i], 0, 0, whole)) {
                return true;
            }
        }
        return false;
    }

    /** The first position >= from where a match starts, or -1; matchEnd() is its end. */
    int find(CharSequence s, int from, int end) {
        in = s;
        this.end = end;
        boolean hit = false;
        for (int i = from; i <= end; i++) {
            hitEnd = false;
            int e = tryAt(i);
            hit |= hitEnd;
            if (e >= 0) {
                hitEnd = hit;
                return i;
            }
        }
        hitEnd = true;
        return -1;
    }

    int matchEnd() {
        return matchEnd;
    }

    private boolean seq(final Node[] seq, final int i, int pos, final Cont k) {
        if (i == seq.length) {
            return k.run(pos);
        }
        Cont rest = new Cont() {
            boolean run(int at) {
                return seq(seq, i + 1, at, k);
            }
        };
        Node n = seq[i];
        if (!n.group) {
            // A character set: take as many as allowed, then give back one at a time.
            int count = 0;
            int at = pos;
            while (count < n.max) {
                if (at >= end) {
                    hitEnd = true;
                    break;
                }
                if (!inSet(n, in.charAt(at))) {
                    break;
                }
                at++;
                count++;
            }
            for (; count >= n.min; count--, at--) {
                if (rest.run(at)) {
                    return true;
                }
            }
            return false;
        }
        return rep(n, 0, pos, rest);
    }

    private boolean rep(final Node n, final int count, final int pos, final Cont rest) {
        if (count < n.max) {
            Cont again = new Cont() {
                boolean run(int at) {
                    if (at == pos && count >= n.min) {
                        return false;   // an empty iteration would repeat forever
                    }
                    return rep(n, count + 1, at, rest);
                }
            };
            for (int i = 0; i < n.alts.length; i++) {
                if (seq(n.alts[i], 0, pos, again)) {
                    return true;
                }
            }
        }
        return count >= n.min && rest.run(pos);
    }
}
