package java.util.regex;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Predicate;
import java.util.stream.Stream;

/*
 * A compiled regular expression. The parser builds a small tree (Tree), which
 * gives the lengths lookbehind needs, and the tree is then compiled back to
 * front into the node graph of Node, each element knowing its continuation.
 * Errors are reported with the JDK's descriptions and indexes: the index is
 * that of the last character read, where reading past the end counts.
 */
public final class Pattern implements java.io.Serializable {
    private static final long serialVersionUID = 5073258162644648461L;

    public static final int UNIX_LINES = 0x01;
    public static final int CASE_INSENSITIVE = 0x02;
    public static final int COMMENTS = 0x04;
    public static final int MULTILINE = 0x08;
    public static final int LITERAL = 0x10;
    public static final int DOTALL = 0x20;
    public static final int UNICODE_CASE = 0x40;
    public static final int CANON_EQ = 0x80;
    public static final int UNICODE_CHARACTER_CLASS = 0x100;

    private static final int ALL_FLAGS = 0x1FF;
    static final int INF = Integer.MAX_VALUE;

    private final String pattern;
    private int flags;

    /* compiled form */
    transient Node root;        /* anchored at the first index: matches, lookingAt */
    transient Node searchRoot;  /* tries each index: find */
    transient int groupCount;
    transient int localCount;
    transient int memoCount;
    transient HashMap<String, Integer> names;

    /* parser state */
    private transient char[] src;
    private transient int plen;
    private transient int cursor;
    private transient int cur;          /* flags in effect at the cursor */
    private transient boolean hasBackRef;
    private transient int depth;

    private Pattern(String regex, int f) {
        if ((f & ~ALL_FLAGS) != 0) {
            throw new IllegalArgumentException("Unknown flag 0x" + Integer.toHexString(f));
        }
        this.pattern = regex;
        this.flags = f;
        compile();
    }

    public static Pattern compile(String regex) {
        return new Pattern(regex, 0);
    }

    public static Pattern compile(String regex, int flags) {
        return new Pattern(regex, flags);
    }

    public String pattern() {
        return pattern;
    }

    public String toString() {
        return pattern;
    }

    public int flags() {
        return flags;
    }

    public Matcher matcher(CharSequence input) {
        return new Matcher(this, input);
    }

    public static boolean matches(String regex, CharSequence input) {
        return compile(regex).matcher(input).matches();
    }

    public Predicate<String> asPredicate() {
        final Pattern p = this;
        return new Predicate<String>() {
            public boolean test(String s) {
                return p.matcher(s).find();
            }
        };
    }

    public Predicate<String> asMatchPredicate() {
        final Pattern p = this;
        return new Predicate<String>() {
            public boolean test(String s) {
                return p.matcher(s).matches();
            }
        };
    }

    public static String quote(String s) {
        int at = s.indexOf("\\E");
        if (at < 0) {
            return "\\Q" + s + "\\E";
        }
        StringBuilder sb = new StringBuilder(s.length() * 2);
        sb.append("\\Q");
        int from = 0;
        while (at >= 0) {
            sb.append(s, from, at);
            sb.append("\\E\\\\E\\Q");
            from = at + 2;
            at = s.indexOf("\\E", from);
        }
        sb.append(s, from, s.length());
        sb.append("\\E");
        return sb.toString();
    }

    public String[] split(CharSequence input) {
        return split(input, 0);
    }

    /* The pieces of split(input), as a stream; the input is read when the
     * stream's terminal operation runs, as in the JDK. */
    public Stream<String> splitAsStream(final CharSequence input) {
        final Pattern p = this;
        return java.util.stream.StreamSupport.stream(new java.util.function.Supplier<java.util.Spliterator<String>>() {
            public java.util.Spliterator<String> get() {
                return java.util.Arrays.spliterator(p.split(input, 0));
            }
        }, java.util.Spliterator.ORDERED, false);
    }

    public String[] split(CharSequence input, int limit) {
        ArrayList<String> list = new ArrayList<String>();
        Matcher m = matcher(input);
        int index = 0;
        boolean limited = limit > 0;
        while (m.find()) {
            if (!limited || list.size() < limit - 1) {
                if (index == 0 && m.start() == 0 && m.start() == m.end()) {
                    /* no leading empty string for a zero-width match at 0 */
                    continue;
                }
                list.add(input.subSequence(index, m.start()).toString());
                index = m.end();
            } else if (list.size() == limit - 1) {
                list.add(input.subSequence(index, input.length()).toString());
                index = m.end();
                break;
            }
        }
        if (index == 0) {
            return new String[] {input.toString()};
        }
        if (!limited || list.size() < limit) {
            list.add(input.subSequence(index, input.length()).toString());
        }
        int n = list.size();
        if (limit == 0) {
            while (n > 0 && list.get(n - 1).isEmpty()) {
                n--;
            }
        }
        String[] r = new String[n];
        for (int i = 0; i < n; i++) {
            r[i] = list.get(i);
        }
        return r;
    }

    /* ==== the tree ======================================================= */

    static final class Tree {
        static final int CHR = 0;
        static final int SEQ = 1;
        static final int ALT = 2;
        static final int GROUP = 3;
        static final int REP = 4;
        static final int LOOK = 5;
        static final int ATOMIC = 6;
        static final int BACKREF = 7;
        static final int ANCHOR = 8;
        static final int LINEBREAK = 9;

        final int kind;
        CharProp prop;
        ArrayList<Tree> kids;
        Tree kid;
        int n;          /* group number, back reference, anchor kind */
        int lo;
        int hi;
        int type;       /* quantifier type */
        boolean behind;
        boolean neg;
        boolean ques;   /* a REP written '?' */
        boolean flagA;  /* ci for back references, unix lines for anchors */
        boolean flagB;  /* unicode case / unicode word */

        Tree(int kind) {
            this.kind = kind;
        }

        static Tree chr(CharProp p) {
            Tree t = new Tree(CHR);
            t.prop = p;
            return t;
        }

        int minLen() {
            switch (kind) {
            case CHR:
                return 1;
            case SEQ: {
                long s = 0;
                for (int i = 0; i < kids.size(); i++) {
                    s += kids.get(i).minLen();
                }
                return (int) Math.min(s, INF);
            }
            case ALT: {
                int m = INF;
                for (int i = 0; i < kids.size(); i++) {
                    m = Math.min(m, kids.get(i).minLen());
                }
                return kids.isEmpty() ? 0 : m;
            }
            case GROUP:
            case ATOMIC:
                return kid.minLen();
            case REP:
                return (int) Math.min((long) lo * kid.minLen(), INF);
            case LINEBREAK:
                return 1;
            default:
                return 0;
            }
        }

        /* -1: no upper bound */
        int maxLen() {
            switch (kind) {
            case CHR:
                return 2;   /* a code point may take two chars */
            case SEQ: {
                long s = 0;
                for (int i = 0; i < kids.size(); i++) {
                    int k = kids.get(i).maxLen();
                    if (k < 0) {
                        return -1;
                    }
                    s += k;
                }
                return s >= INF ? -1 : (int) s;
            }
            case ALT: {
                int m = 0;
                for (int i = 0; i < kids.size(); i++) {
                    int k = kids.get(i).maxLen();
                    if (k < 0) {
                        return -1;
                    }
                    m = Math.max(m, k);
                }
                return m;
            }
            case GROUP:
            case ATOMIC:
                return kid.maxLen();
            case REP: {
                if (hi == 0) {
                    return 0;
                }
                int k = kid.maxLen();
                if (k < 0 || hi == INF) {
                    return k == 0 ? 0 : -1;
                }
                long s = (long) k * hi;
                return s >= INF ? -1 : (int) s;
            }
            case BACKREF:
                return -1;
            case LINEBREAK:
                return 2;
            default:
                return 0;
            }
        }
    }

    /* ==== parsing ======================================================== */

    private PatternSyntaxException error(String desc) {
        return new PatternSyntaxException(desc, pattern, cursor - 1);
    }

    private boolean has(int f) {
        return (cur & f) != 0;
    }

    /* The character at the cursor, after white space and comments in COMMENTS mode. */
    private int peek() {
        if ((cur & COMMENTS) != 0) {
            skipComments();
        }
        return src[cursor];
    }

    private void skipComments() {
        while (cursor < plen) {
            char c = src[cursor];
            if (c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r') {
                cursor++;
            } else if (c == '#') {
                while (cursor < plen && !CharProp.isLineTerminator(src[cursor])) {
                    cursor++;
                }
            } else {
                break;
            }
        }
    }

    private int read() {
        int c = peek();
        cursor++;
        return c;
    }

    private void compile() {
        String p = pattern;
        if ((flags & LITERAL) == 0 && p.indexOf("\\Q") >= 0) {
            p = removeQuoting(p);
        }
        plen = p.length();
        src = new char[plen + 2];
        p.getChars(0, plen, src, 0);
        cursor = 0;
        cur = flags;
        if ((cur & UNICODE_CHARACTER_CLASS) != 0) {
            cur |= UNICODE_CASE;
        }
        Tree t;
        if ((flags & LITERAL) != 0) {
            Tree seq = new Tree(Tree.SEQ);
            seq.kids = new ArrayList<Tree>();
            for (int i = 0; i < plen;) {
                int c = Character.codePointAt(src, i, plen);
                seq.kids.add(literal(c));
                i += Character.charCount(c);
            }
            t = seq;
        } else {
            t = expr();
            if (cursor != plen) {
                if (peek() == ')') {
                    throw error("Unmatched closing ')'");
                }
                throw error("Unexpected internal error");
            }
        }
        /* flags() reports the flags in effect at the end of the pattern, as the JDK does */
        flags = cur;
        Node last = new Node.Last();
        root = build(t, last);
        searchRoot = new Node.Start(t.minLen(), root);
        src = null;
    }

    /* \Q...\E becomes the same characters, escaped where they mean something. */
    private static String removeQuoting(String p) {
        StringBuilder sb = new StringBuilder(p.length() * 2);
        int n = p.length();
        int i = 0;
        while (i < n) {
            char c = p.charAt(i);
            if (c != '\\' || i + 1 >= n) {
                sb.append(c);
                i++;
                continue;
            }
            char d = p.charAt(i + 1);
            if (d != 'Q') {
                sb.append(c).append(d);
                i += 2;
                continue;
            }
            i += 2;
            while (i < n) {
                char q = p.charAt(i);
                if (q == '\\' && i + 1 < n && p.charAt(i + 1) == 'E') {
                    i += 2;
                    break;
                }
                if ((q >= 'a' && q <= 'z') || (q >= 'A' && q <= 'Z') || (q >= '0' && q <= '9') || q >= 128) {
                    sb.append(q);
                } else {
                    sb.append('\\').append(q);
                }
                i++;
            }
        }
        return sb.toString();
    }

    private Tree expr() {
        ArrayList<Tree> alts = null;
        Tree first = null;
        while (true) {
            Tree s = sequence();
            if (first == null && alts == null) {
                first = s;
            } else {
                if (alts == null) {
                    alts = new ArrayList<Tree>();
                    alts.add(first);
                }
                alts.add(s);
            }
            if (cursor < plen && peek() == '|') {
                cursor++;
                continue;
            }
            break;
        }
        if (alts == null) {
            return first;
        }
        Tree t = new Tree(Tree.ALT);
        t.kids = alts;
        return t;
    }

    private Tree sequence() {
        Tree seq = new Tree(Tree.SEQ);
        seq.kids = new ArrayList<Tree>();
        while (true) {
            int ch = peek();
            if (cursor >= plen) {
                break;
            }
            Tree atom;
            switch (ch) {
            case '|':
            case ')':
                return seq;
            case '(':
                atom = group();
                if (atom == null) {
                    continue;   /* a pure flag group */
                }
                break;
            case '[':
                cursor++;
                atom = Tree.chr(CharProp.cached(orNever(clazz())));
                break;
            case '\\':
                atom = escape();
                break;
            case '^':
                cursor++;
                atom = anchor(has(MULTILINE) ? Node.Anchor.CARET_M : Node.Anchor.BEGIN);
                break;
            case '$':
                cursor++;
                atom = anchor(has(MULTILINE) ? Node.Anchor.DOLLAR_M : Node.Anchor.DOLLAR);
                break;
            case '.':
                cursor++;
                if (has(DOTALL)) {
                    atom = Tree.chr(new CharProp.Named(CharProp.Named.ALL));
                } else if (has(UNIX_LINES)) {
                    atom = Tree.chr(new CharProp.Named(CharProp.Named.DOT_UNIX));
                } else {
                    atom = Tree.chr(new CharProp.Named(CharProp.Named.DOT));
                }
                break;
            case '*':
            case '+':
            case '?':
                cursor++;
                throw error("Dangling meta character '" + (char) ch + "'");
            case '{': {
                /* a repetition of nothing: the JDK parses it, then reports it */
                Tree empty = new Tree(Tree.SEQ);
                empty.kids = new ArrayList<Tree>();
                atom = empty;
                break;
            }
            default: {
                int c = Character.codePointAt(src, cursor, plen);
                cursor += Character.charCount(c);
                atom = literal(c);
            }
            }
            seq.kids.add(closure(atom));
        }
        return seq;
    }

    private Tree literal(int c) {
        if (has(CASE_INSENSITIVE)) {
            return Tree.chr(CharProp.singleCI(c, has(UNICODE_CASE)));
        }
        return Tree.chr(CharProp.single(c));
    }

    private Tree anchor(int kind) {
        Tree t = new Tree(Tree.ANCHOR);
        t.n = kind;
        t.flagA = has(UNIX_LINES);
        t.flagB = has(UNICODE_CHARACTER_CLASS);
        return t;
    }

    private Tree closure(Tree atom) {
        int ch = peek();
        int lo;
        int hi;
        switch (ch) {
        case '?':
            cursor++;
            lo = 0;
            hi = -1;    /* '?', told apart from {0,1} below */
            break;
        case '*':
            cursor++;
            lo = 0;
            hi = INF;
            break;
        case '+':
            cursor++;
            lo = 1;
            hi = INF;
            break;
        case '{': {
            cursor++;
            int c = src[cursor];
            if (cursor >= plen || c < '0' || c > '9') {
                cursor++;
                throw error("Illegal repetition");
            }
            lo = number();
            hi = lo;
            if (src[cursor] == ',' && cursor < plen) {
                cursor++;
                c = src[cursor];
                if (cursor < plen && c >= '0' && c <= '9') {
                    hi = number();
                } else {
                    hi = INF;
                }
            }
            if (cursor >= plen || src[cursor] != '}') {
                cursor++;
                throw error("Unclosed counted closure");
            }
            cursor++;
            if (hi < lo) {
                throw error("Illegal repetition range");
            }
            break;
        }
        default:
            return atom;
        }
        int type = Node.GREEDY;
        int q = peek();
        if (q == '?' && cursor < plen) {
            cursor++;
            type = Node.LAZY;
        } else if (q == '+' && cursor < plen) {
            cursor++;
            type = Node.POSSESSIVE;
        }
        Tree t = new Tree(Tree.REP);
        t.kid = atom;
        t.lo = lo;
        t.hi = hi < 0 ? 1 : hi;
        t.ques = hi < 0;
        t.type = type;
        /* as in the JDK, a counted repetition may follow a quantifier: a*{2} */
        if (peek() == '{' && cursor < plen) {
            return closure(t);
        }
        return t;
    }

    private int number() {
        long v = 0;
        while (cursor < plen && src[cursor] >= '0' && src[cursor] <= '9') {
            v = v * 10 + (src[cursor] - '0');
            cursor++;
            if (v >= INF) {
                throw error("Illegal repetition range");
            }
        }
        return (int) v;
    }

    private Tree group() {
        cursor++;   /* '(' */
        int saved = cur;
        Tree t;
        if (src[cursor] == '?' && cursor < plen) {
            cursor++;
            int ch = src[cursor++];
            switch (ch) {
            case ':':
                t = expr();
                accept(')', "Unclosed group");
                break;
            case '=':
            case '!':
                t = look(false, ch == '!');
                break;
            case '>': {
                t = new Tree(Tree.ATOMIC);
                t.kid = expr();
                accept(')', "Unclosed group");
                break;
            }
            case '<': {
                int c = src[cursor];
                if ((c == '=' || c == '!') && cursor < plen) {
                    cursor++;
                    t = look(true, c == '!');
                    break;
                }
                String name = groupName();
                if (names != null && names.containsKey(name)) {
                    throw error("Named capturing group <" + name + "> is already defined");
                }
                if (names == null) {
                    names = new HashMap<String, Integer>();
                }
                t = capture();
                names.put(name, t.n);
                break;
            }
            default:
                cursor--;
                if (inlineFlags()) {
                    return null;   /* "(?i)": flags for the rest */
                }
                /* "(?i:X)" */
                t = expr();
                accept(')', "Unclosed group");
                cur = saved;
                return t;
            }
        } else {
            t = capture();
        }
        cur = saved;
        return t;
    }

    private Tree capture() {
        int g = ++groupCount;
        Tree t = new Tree(Tree.GROUP);
        t.n = g;
        t.kid = expr();
        accept(')', "Unclosed group");
        return t;
    }

    private Tree look(boolean behind, boolean neg) {
        Tree t = new Tree(Tree.LOOK);
        t.behind = behind;
        t.neg = neg;
        t.kid = expr();
        accept(')', "Unclosed group");
        return t;
    }

    private void accept(int ch, String msg) {
        int c = read();
        if (c != ch || cursor > plen) {
            throw error(msg);
        }
    }

    /* After "(?": flags up to ')' (true) or ':' (false). */
    private boolean inlineFlags() {
        boolean on = true;
        while (true) {
            int ch = src[cursor++];
            if (cursor > plen) {
                throw error("Unknown inline modifier");
            }
            int f;
            switch (ch) {
            case 'i':
                f = CASE_INSENSITIVE;
                break;
            case 'm':
                f = MULTILINE;
                break;
            case 's':
                f = DOTALL;
                break;
            case 'd':
                f = UNIX_LINES;
                break;
            case 'u':
                f = UNICODE_CASE;
                break;
            case 'x':
                f = COMMENTS;
                break;
            case 'c':
                f = CANON_EQ;
                break;
            case 'U':
                f = UNICODE_CHARACTER_CLASS | UNICODE_CASE;
                break;
            case '-':
                if (!on) {
                    throw error("Unknown inline modifier");
                }
                on = false;
                continue;
            case ')':
                return true;
            case ':':
                return false;
            default:
                throw error("Unknown inline modifier");
            }
            if (on) {
                cur |= f;
            } else {
                cur &= ~f;
            }
        }
    }

    private String groupName() {
        int c = src[cursor++];
        if (cursor > plen || !CharProp.isAsciiLetter(c)) {
            throw error("capturing group name does not start with a Latin letter");
        }
        StringBuilder sb = new StringBuilder();
        sb.append((char) c);
        while (true) {
            c = src[cursor++];
            if (cursor <= plen && (CharProp.isAsciiLetter(c) || (c >= '0' && c <= '9'))) {
                sb.append((char) c);
                continue;
            }
            if (c != '>' || cursor > plen) {
                throw error("named capturing group is missing trailing '>'");
            }
            return sb.toString();
        }
    }

    private static CharProp orNever(CharProp p) {
        if (p == null) {
            return CharProp.not(new CharProp.Named(CharProp.Named.ALL));
        }
        return p;
    }

    /* After '['; through the closing ']'. */
    private CharProp clazz() {
        boolean neg = false;
        if (src[cursor] == '^' && cursor < plen) {
            cursor++;
            neg = true;
        }
        CharProp acc = null;      /* the union since the last && */
        CharProp left = null;     /* the intersection so far */
        boolean inter = false;
        boolean first = true;
        while (true) {
            int ch = peek();
            if (cursor >= plen) {
                throw error("Unclosed character class");
            }
            if (ch == '[') {
                cursor++;
                acc = CharProp.union(acc, orNever(clazz()));
            } else if (ch == '&' && src[cursor + 1] == '&' && cursor + 1 < plen) {
                cursor += 2;
                if (inter) {
                    left = CharProp.and(orNever(left), orNever(acc));
                } else {
                    left = acc;
                    inter = true;
                }
                acc = null;
            } else if (ch == ']' && !first) {
                cursor++;
                break;
            } else {
                acc = CharProp.union(acc, rangeOrSingle());
            }
            first = false;
        }
        CharProp r = acc;
        if (inter) {
            if (left == null) {
                r = acc;
            } else if (acc == null) {
                r = left;
            } else {
                r = CharProp.and(left, acc);
            }
        }
        if (neg) {
            r = CharProp.not(orNever(r));
        }
        return r;
    }

    private CharProp rangeOrSingle() {
        int ch = peek();
        int c;
        if (ch == '\\') {
            cursor++;
            Object e = classEscape();
            if (e instanceof CharProp) {
                return (CharProp) e;
            }
            c = ((Integer) e).intValue();
        } else {
            c = Character.codePointAt(src, cursor, plen);
            cursor += Character.charCount(c);
        }
        if (peek() == '-' && cursor < plen) {
            int after = src[cursor + 1];
            if (after != ']' && after != '[') {
                cursor++;
                int e;
                int ch2 = peek();
                if (ch2 == '\\') {
                    cursor++;
                    Object o = classEscape();
                    if (o instanceof CharProp) {
                        throw error("Illegal character range");
                    }
                    e = ((Integer) o).intValue();
                } else if (cursor >= plen) {
                    e = src[cursor++];   /* past the end: reads as 0 */
                } else {
                    e = Character.codePointAt(src, cursor, plen);
                    cursor += Character.charCount(e);
                }
                if (e < c) {
                    throw error("Illegal character range");
                }
                if (has(CASE_INSENSITIVE)) {
                    return CharProp.rangeCI(c, e, has(UNICODE_CASE));
                }
                return CharProp.range(c, e);
            }
        }
        if (has(CASE_INSENSITIVE)) {
            return CharProp.singleCI(c, has(UNICODE_CASE));
        }
        return CharProp.single(c);
    }

    /* After '\\' inside a class: an Integer (a char) or a CharProp. */
    private Object classEscape() {
        int ch = src[cursor++];
        if (cursor > plen) {
            throw error("Unexpected internal error");
        }
        CharProp p = predefined(ch);
        if (p != null) {
            return p;
        }
        return Integer.valueOf(escapedChar(ch));
    }

    /* \d \w \s \h \v, their complements and \p{..}; null for anything else. */
    private CharProp predefined(int ch) {
        boolean u = has(UNICODE_CHARACTER_CLASS);
        switch (ch) {
        case 'd':
            return new CharProp.Named(u ? CharProp.Named.U_DIGIT : CharProp.Named.DIGIT);
        case 'D':
            return CharProp.not(predefined('d'));
        case 'w':
            return new CharProp.Named(u ? CharProp.Named.U_WORD : CharProp.Named.WORD);
        case 'W':
            return CharProp.not(predefined('w'));
        case 's':
            return new CharProp.Named(u ? CharProp.Named.U_SPACE : CharProp.Named.SPACE);
        case 'S':
            return CharProp.not(predefined('s'));
        case 'h':
            return new CharProp.Named(CharProp.Named.HSPACE);
        case 'H':
            return CharProp.not(predefined('h'));
        case 'v':
            return new CharProp.Named(CharProp.Named.VSPACE);
        case 'V':
            return CharProp.not(predefined('v'));
        case 'p':
        case 'P':
            return property(ch == 'P');
        default:
            return null;
        }
    }

    private CharProp property(boolean neg) {
        int ch = src[cursor++];
        String name;
        if (ch == '{' && cursor <= plen) {
            int start = cursor;
            while (cursor < plen && src[cursor] != '}') {
                cursor++;
            }
            if (cursor >= plen) {
                cursor++;
                throw error("Unclosed character family");
            }
            name = new String(src, start, cursor - start);
            cursor++;
        } else {
            name = String.valueOf((char) ch);
        }
        CharProp p = namedProperty(name);
        return neg ? CharProp.not(p) : p;
    }

    private CharProp namedProperty(String name) {
        int eq = name.indexOf('=');
        if (eq >= 0) {
            String key = name.substring(0, eq);
            String val = name.substring(eq + 1);
            if (key.equals("gc") || key.equals("general_category")) {
                int mask = categoryMask(val);
                if (mask != 0) {
                    return new CharProp.Named(CharProp.Named.CATEGORY, mask);
                }
                throw error("Unknown Unicode property {name=<" + key + ">, value=<" + val + ">}");
            }
            try {
                if (key.equals("sc") || key.equals("script")) {
                    return new CharProp.Script(Character.UnicodeScript.forName(val));
                }
                if (key.equals("blk") || key.equals("block")) {
                    return new CharProp.Block(Character.UnicodeBlock.forName(val));
                }
            } catch (IllegalArgumentException e) {
                // an unknown name: the error below
            }
            throw error("Unknown Unicode property {name=<" + key + ">, value=<" + val + ">}");
        }
        if (name.startsWith("In")) {
            try {
                return new CharProp.Block(Character.UnicodeBlock.forName(name.substring(2)));
            } catch (IllegalArgumentException e) {
                throw error("Unknown character property name {" + name + "}");
            }
        }
        if (name.startsWith("Is")) {
            String rest = name.substring(2);
            int mask = categoryMask(rest);
            if (mask != 0) {
                return new CharProp.Named(CharProp.Named.CATEGORY, mask);
            }
            CharProp b = binaryProperty(rest.toUpperCase().replace(" ", "").replace("_", ""));
            if (b != null) {
                return b;
            }
            try {
                return new CharProp.Script(Character.UnicodeScript.forName(rest));
            } catch (IllegalArgumentException e) {
                // not a script either: the error below
            }
            throw error("Unknown character property name {" + name + "}");
        }
        int mask = categoryMask(name);
        if (mask != 0) {
            return new CharProp.Named(CharProp.Named.CATEGORY, mask);
        }
        CharProp p = posixOrJava(name);
        if (p != null) {
            return p;
        }
        throw error("Unknown character property name {" + name + "}");
    }

    private static final String[] CATEGORY_NAMES = {
        "Cn", "Lu", "Ll", "Lt", "Lm", "Lo", "Mn", "Me", "Mc", "Nd", "Nl", "No", "Zs", "Zl", "Zp",
        "Cc", "Cf", "", "Co", "Cs", "Pd", "Ps", "Pe", "Pc", "Po", "Sm", "Sc", "Sk", "So", "Pi", "Pf"
    };

    private static int categoryMask(String n) {
        if (n.length() == 1) {
            int m = 0;
            char c = n.charAt(0);
            for (int t = 0; t < CATEGORY_NAMES.length; t++) {
                if (CATEGORY_NAMES[t].length() == 2 && CATEGORY_NAMES[t].charAt(0) == c) {
                    m |= 1 << t;
                }
            }
            return m;
        }
        if (n.equals("LC")) {
            return (1 << 1) | (1 << 2) | (1 << 3);
        }
        if (n.equals("LD")) {
            return (1 << 1) | (1 << 2) | (1 << 3) | (1 << 4) | (1 << 5) | (1 << 9);
        }
        for (int t = 0; t < CATEGORY_NAMES.length; t++) {
            if (CATEGORY_NAMES[t].equals(n)) {
                return 1 << t;
            }
        }
        return 0;
    }

    private CharProp binaryProperty(String n) {
        int k;
        if (n.equals("ALPHABETIC")) {
            k = CharProp.Named.J_ALPHABETIC;
        } else if (n.equals("LETTER")) {
            k = CharProp.Named.J_LETTER;
        } else if (n.equals("LOWERCASE")) {
            k = has(CASE_INSENSITIVE) ? CharProp.Named.J_LETTER : CharProp.Named.J_LOWER;
        } else if (n.equals("UPPERCASE")) {
            k = has(CASE_INSENSITIVE) ? CharProp.Named.J_LETTER : CharProp.Named.J_UPPER;
        } else if (n.equals("TITLECASE")) {
            k = CharProp.Named.J_TITLE;
        } else if (n.equals("DIGIT")) {
            k = CharProp.Named.U_DIGIT;
        } else if (n.equals("WHITESPACE")) {
            k = CharProp.Named.U_SPACE;
        } else if (n.equals("PUNCTUATION")) {
            k = CharProp.Named.U_PUNCT;
        } else if (n.equals("HEXDIGIT")) {
            k = CharProp.Named.U_HEX;
        } else if (n.equals("IDEOGRAPHIC")) {
            k = CharProp.Named.J_IDEOGRAPHIC;
        } else if (n.equals("ASSIGNED")) {
            k = CharProp.Named.J_DEFINED;
        } else if (n.equals("CONTROL")) {
            return new CharProp.Named(CharProp.Named.CATEGORY, 1 << Character.CONTROL);
        } else if (n.equals("WORD")) {
            k = CharProp.Named.U_WORD;
        } else {
            return null;
        }
        return new CharProp.Named(k);
    }

    private CharProp posixOrJava(String n) {
        boolean u = has(UNICODE_CHARACTER_CLASS);
        boolean ci = has(CASE_INSENSITIVE);
        int k;
        if (n.equals("Lower")) {
            k = u ? CharProp.Named.U_LOWER : (ci ? CharProp.Named.LOWER_CI : CharProp.Named.LOWER);
        } else if (n.equals("Upper")) {
            k = u ? CharProp.Named.U_UPPER : (ci ? CharProp.Named.LOWER_CI : CharProp.Named.UPPER);
        } else if (n.equals("ASCII")) {
            k = CharProp.Named.ASCII;
        } else if (n.equals("Alpha")) {
            k = u ? CharProp.Named.J_ALPHABETIC : CharProp.Named.ALPHA;
        } else if (n.equals("Digit")) {
            k = u ? CharProp.Named.U_DIGIT : CharProp.Named.DIGIT;
        } else if (n.equals("Alnum")) {
            if (u) {
                return CharProp.union(new CharProp.Named(CharProp.Named.J_ALPHABETIC),
                        new CharProp.Named(CharProp.Named.U_DIGIT));
            }
            k = CharProp.Named.ALNUM;
        } else if (n.equals("Punct")) {
            k = u ? CharProp.Named.U_PUNCT : CharProp.Named.PUNCT;
        } else if (n.equals("Graph")) {
            k = CharProp.Named.GRAPH;
        } else if (n.equals("Print")) {
            k = CharProp.Named.PRINT;
        } else if (n.equals("Blank")) {
            k = CharProp.Named.BLANK;
        } else if (n.equals("Cntrl")) {
            k = CharProp.Named.CNTRL;
        } else if (n.equals("XDigit")) {
            k = u ? CharProp.Named.U_HEX : CharProp.Named.XDIGIT;
        } else if (n.equals("Space")) {
            k = u ? CharProp.Named.U_SPACE : CharProp.Named.SPACE;
        } else if (n.equals("javaLowerCase")) {
            k = ci ? CharProp.Named.J_LETTER : CharProp.Named.J_LOWER;
        } else if (n.equals("javaUpperCase")) {
            k = ci ? CharProp.Named.J_LETTER : CharProp.Named.J_UPPER;
        } else if (n.equals("javaWhitespace")) {
            k = CharProp.Named.J_WHITESPACE;
        } else if (n.equals("javaLetter")) {
            k = CharProp.Named.J_LETTER;
        } else if (n.equals("javaDigit")) {
            k = CharProp.Named.J_DIGIT;
        } else if (n.equals("javaLetterOrDigit")) {
            k = CharProp.Named.J_LETTER_OR_DIGIT;
        } else if (n.equals("javaAlphabetic")) {
            k = CharProp.Named.J_ALPHABETIC;
        } else if (n.equals("javaIdeographic")) {
            k = CharProp.Named.J_IDEOGRAPHIC;
        } else if (n.equals("javaTitleCase")) {
            k = CharProp.Named.J_TITLE;
        } else if (n.equals("javaDefined")) {
            k = CharProp.Named.J_DEFINED;
        } else if (n.equals("javaSpaceChar")) {
            k = CharProp.Named.J_SPACE_CHAR;
        } else if (n.equals("javaISOControl")) {
            k = CharProp.Named.J_ISO_CONTROL;
        } else if (n.equals("javaJavaIdentifierStart")) {
            k = CharProp.Named.J_ID_START;
        } else if (n.equals("javaJavaIdentifierPart")) {
            k = CharProp.Named.J_ID_PART;
        } else if (n.equals("javaUnicodeIdentifierStart")) {
            k = CharProp.Named.J_UID_START;
        } else if (n.equals("javaUnicodeIdentifierPart")) {
            k = CharProp.Named.J_UID_PART;
        } else if (n.equals("javaIdentifierIgnorable")) {
            k = CharProp.Named.J_ID_IGNORABLE;
        } else if (n.equals("all")) {
            k = CharProp.Named.ALL;
        } else {
            return null;
        }
        return new CharProp.Named(k);
    }

    /* After '\\' outside a class. */
    private Tree escape() {
        cursor++;
        int ch = src[cursor++];
        if (cursor > plen) {
            throw error("Unexpected internal error");
        }
        CharProp p = predefined(ch);
        if (p != null) {
            return Tree.chr(CharProp.cached(p));
        }
        switch (ch) {
        case '1': case '2': case '3': case '4': case '5': case '6': case '7': case '8': case '9': {
            int ref = ch - '0';
            while (cursor < plen && src[cursor] >= '0' && src[cursor] <= '9') {
                int more = ref * 10 + (src[cursor] - '0');
                if (more > groupCount) {
                    break;
                }
                ref = more;
                cursor++;
            }
            return backRef(ref);
        }
        case 'k': {
            int c = src[cursor++];
            if (c != '<' || cursor > plen) {
                throw error("\\k is not followed by '<' for named capturing group");
            }
            String name = groupName();
            if (names == null || !names.containsKey(name)) {
                throw error("named capturing group <" + name + "> does not exist");
            }
            return backRef(names.get(name).intValue());
        }
        case 'A':
            return anchor(Node.Anchor.BEGIN);
        case 'z':
            return anchor(Node.Anchor.END);
        case 'Z':
            return anchor(Node.Anchor.DOLLAR);
        case 'b':
            return anchor(Node.Anchor.BOUND);
        case 'B':
            return anchor(Node.Anchor.NBOUND);
        case 'G':
            return anchor(Node.Anchor.LASTMATCH);
        case 'R':
            return new Tree(Tree.LINEBREAK);
        default:
            return literal(escapedChar(ch));
        }
    }

    private Tree backRef(int ref) {
        hasBackRef = true;
        Tree t = new Tree(Tree.BACKREF);
        t.n = ref;
        t.flagA = has(CASE_INSENSITIVE);
        t.flagB = has(UNICODE_CASE);
        return t;
    }

    /* The character an escape stands for (ch was just read after '\\'). */
    private int escapedChar(int ch) {
        switch (ch) {
        case 't':
            return '\t';
        case 'n':
            return '\n';
        case 'r':
            return '\r';
        case 'f':
            return '\f';
        case 'a':
            return 7;
        case 'e':
            return 27;
        case '0':
            return octal();
        case 'x':
            return hex();
        case 'u':
            return unicodeEscape();
        case 'c':
            if (cursor < plen) {
                return src[cursor++] ^ 64;
            }
            throw error("Illegal control escape sequence");
        default:
            if ((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9')) {
                throw error("Illegal/unsupported escape sequence");
            }
            if (ch >= 0xD800 && ch <= 0xDBFF && cursor < plen && src[cursor] >= 0xDC00 && src[cursor] <= 0xDFFF) {
                return Character.toCodePoint((char) ch, src[cursor++]);
            }
            return ch;
        }
    }

    private static boolean isOct(int c) {
        return c >= '0' && c <= '7';
    }

    private int octal() {
        int n = src[cursor];
        if (cursor < plen && isOct(n)) {
            cursor++;
            int m = src[cursor];
            if (cursor < plen && isOct(m)) {
                cursor++;
                int o = src[cursor];
                if (cursor < plen && isOct(o) && n <= '3') {
                    cursor++;
                    return (n - '0') * 64 + (m - '0') * 8 + (o - '0');
                }
                return (n - '0') * 8 + (m - '0');
            }
            return n - '0';
        }
        cursor++;
        throw error("Illegal octal escape sequence");
    }

    private static int hexValue(int c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'a' && c <= 'f') {
            return c - 'a' + 10;
        }
        if (c >= 'A' && c <= 'F') {
            return c - 'A' + 10;
        }
        return -1;
    }

    private int hex() {
        int c = src[cursor++];
        if (cursor <= plen && hexValue(c) >= 0) {
            int d = src[cursor++];
            if (cursor <= plen && hexValue(d) >= 0) {
                return hexValue(c) * 16 + hexValue(d);
            }
        } else if (c == '{' && cursor <= plen) {
            int v = 0;
            int digits = 0;
            while (cursor < plen && hexValue(src[cursor]) >= 0) {
                v = v * 16 + hexValue(src[cursor++]);
                digits++;
                if (v > Character.MAX_CODE_POINT) {
                    throw error("Hexadecimal codepoint is too big");
                }
            }
            if (src[cursor++] != '}' || cursor > plen || digits == 0) {
                throw error("Unclosed hexadecimal escape sequence");
            }
            return v;
        }
        throw error("Illegal hexadecimal escape sequence");
    }

    private int unicodeEscape() {
        int v = hex4();
        if (v >= 0xD800 && v <= 0xDBFF && src[cursor] == '\\' && src[cursor + 1] == 'u'
                && cursor + 5 < plen + 1) {
            int save = cursor;
            cursor += 2;
            int w = hex4();
            if (w >= 0xDC00 && w <= 0xDFFF) {
                return Character.toCodePoint((char) v, (char) w);
            }
            cursor = save;
        }
        return v;
    }

    private int hex4() {
        int v = 0;
        for (int k = 0; k < 4; k++) {
            int c = src[cursor++];
            int h = hexValue(c);
            if (h < 0 || cursor > plen) {
                throw error("Illegal Unicode escape sequence");
            }
            v = v * 16 + h;
        }
        return v;
    }

    /* ==== building the node graph ========================================= */

    private int slot() {
        return localCount++;
    }

    private Node build(Tree t, Node next) {
        switch (t.kind) {
        case Tree.CHR: {
            CharProp p = t.prop;
            if (p instanceof CharProp.Single && ((CharProp.Single) p).c < 0x10000) {
                return new Node.Lit((char) ((CharProp.Single) p).c, next);
            }
            return new Node.Char(CharProp.cached(p), next);
        }
        case Tree.SEQ: {
            Node n = next;
            for (int i = t.kids.size() - 1; i >= 0; i--) {
                n = build(t.kids.get(i), n);
            }
            return n;
        }
        case Tree.ALT: {
            Node[] alts = new Node[t.kids.size()];
            for (int i = 0; i < alts.length; i++) {
                alts[i] = build(t.kids.get(i), next);
            }
            return new Node.Branch(alts);
        }
        case Tree.GROUP: {
            int s = slot();
            Node tail = new Node.GroupTail(s, t.n, next);
            return new Node.GroupHead(s, build(t.kid, tail));
        }
        case Tree.REP:
            return buildRep(t, next);
        case Tree.LOOK: {
            depth++;
            Node r;
            if (t.behind) {
                int s = slot();
                Node body = build(t.kid, new Node.BehindEnd(s));
                r = new Node.Behind(body, t.neg, t.kid.minLen(), t.kid.maxLen(), s, next);
            } else {
                Node body = build(t.kid, new Node.Accept(slot()));
                r = new Node.Ahead(body, t.neg, next);
            }
            depth--;
            return r;
        }
        case Tree.ATOMIC: {
            depth++;
            int s = slot();
            Node body = build(t.kid, new Node.Accept(s));
            depth--;
            return new Node.Atomic(body, s, next);
        }
        case Tree.BACKREF:
            return new Node.BackRef(t.n, t.flagA, t.flagB, next);
        case Tree.ANCHOR:
            return new Node.Anchor(t.n, t.flagA, t.flagB, next);
        case Tree.LINEBREAK:
            return new Node.LineBreak(next);
        default:
            throw new InternalError("regex tree " + t.kind);
        }
    }

    /* Whether t always matches nothing and has no choice in it (anchors and
     * lookaround only): the JDK repeats such a group without recording an
     * iteration beyond the minimum. */
    private static boolean zeroWidthFixed(Tree t) {
        switch (t.kind) {
        case Tree.ANCHOR:
        case Tree.LOOK:
            return true;
        case Tree.SEQ:
            for (int i = 0; i < t.kids.size(); i++) {
                if (!zeroWidthFixed(t.kids.get(i))) {
                    return false;
                }
            }
            return true;
        case Tree.GROUP:
            return zeroWidthFixed(t.kid);
        case Tree.REP:
            return t.lo == t.hi && !t.ques && zeroWidthFixed(t.kid);
        default:
            return false;
        }
    }

    /* The one-character elements of t if it is nothing else, else null. */
    private static CharProp[] charRun(Tree t) {
        if (t.kind == Tree.CHR) {
            return new CharProp[] {CharProp.cached(t.prop)};
        }
        if (t.kind != Tree.SEQ || t.kids.isEmpty()) {
            return null;
        }
        CharProp[] ps = new CharProp[t.kids.size()];
        for (int i = 0; i < ps.length; i++) {
            Tree k = t.kids.get(i);
            if (k.kind != Tree.CHR) {
                return null;
            }
            ps[i] = CharProp.cached(k.prop);
        }
        return ps;
    }

    private Node buildRep(Tree t, Node next) {
        Tree body = t.kid;
        while (body.kind == Tree.SEQ && body.kids.size() == 1) {
            body = body.kids.get(0);    /* (?:x)* is x* */
        }
        if (body.kind == Tree.CHR) {
            return new Node.Curly(CharProp.cached(body.prop), t.lo, t.hi, t.type, next);
        }
        CharProp[] run = charRun(body.kind == Tree.GROUP ? body.kid : body);
        if (run != null) {
            Tree plain = new Tree(Tree.REP);
            plain.kid = t.kid;
            plain.lo = t.lo;
            plain.hi = t.hi;
            plain.ques = t.ques;
            plain.type = t.type;
            Node general = buildGeneralRep(plain, next);
            return new Node.CurlySeq(run, t.lo, t.hi, t.type, body.kind == Tree.GROUP ? body.n : -1,
                    general, next);
        }
        return buildGeneralRep(t, next);
    }

    private Node buildGeneralRep(Tree t, Node next) {
        Tree body = t.kid;
        if (body.kind == Tree.GROUP && !t.ques && zeroWidthFixed(body) && t.type != Node.POSSESSIVE) {
            depth++;
            int s = slot();
            Node b = build(body, new Node.Accept(s));
            depth--;
            return new Node.ZeroLoop(b, t.lo, t.hi, t.type, body.n, s, next);
        }
        if (t.type == Node.POSSESSIVE) {
            depth++;
            int s = slot();
            Node b = build(body, new Node.Accept(s));
            depth--;
            return new Node.PossLoop(b, t.lo, t.hi, s, next);
        }
        Node.Loop loop = new Node.Loop(t.lo, t.hi, t.type, slot(), slot());
        loop.next = next;
        if (depth == 0 && t.type == Node.GREEDY && t.hi == INF && !hasBackRef) {
            loop.memo = memoCount++;
        }
        depth++;
        loop.body = build(body, new Node.LoopTail(loop));
        depth--;
        return loop;
    }
}
