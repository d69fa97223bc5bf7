package java.util.regex;

/*
 * The compiled form of a pattern: a graph of nodes in continuation style.
 * match(m, i) answers whether this node and everything after it (through
 * next) match the text of m at index i. Backtracking is the return of false;
 * all mutable state lives in the matcher (groups, locals), so one compiled
 * pattern serves any number of matchers.
 *
 * Repetitions of a single-character element (a*, [^,]*, \w+, .*?) are loops
 * in one frame, never a recursion per character. Repetitions of anything else
 * recurse once per iteration, as backtracking requires; a very long input can
 * then end in StackOverflowError, as it does on the JDK.
 */
abstract class Node {
    Node next;

    abstract boolean match(Matcher m, int i);

    static final int GREEDY = 0;
    static final int LAZY = 1;
    static final int POSSESSIVE = 2;

    /* The code point at i (i < m.to), a surrogate pair read as one. */
    static int codePointAt(Matcher m, int i) {
        char c = m.text[i];
        if (c >= '\uD800' && c <= '\uDBFF' && i + 1 < m.to) {
            char d = m.text[i + 1];
            if (d >= '\uDC00' && d <= '\uDFFF') {
                return Character.toCodePoint(c, d);
            }
        }
        return c;
    }

    /* ---- the end of the whole pattern --------------------------------- */

    static final class Last extends Node {
        boolean match(Matcher m, int i) {
            if (m.acceptMode == Matcher.ENDANCHOR && i != m.to) {
                return false;
            }
            m.last = i;
            m.groups[0] = m.first;
            m.groups[1] = i;
            return true;
        }
    }

    /* Tries each start index for find(). */
    static final class Start extends Node {
        final int minLength;

        Start(int minLength, Node next) {
            this.minLength = minLength;
            this.next = next;
        }

        boolean match(Matcher m, int i) {
            int guard = m.to - minLength;
            Node nx = next;
            /* A pattern that starts with one character: skip the indexes
             * where it cannot start (those nodes fail there without effect). */
            if (nx instanceof Lit || nx instanceof Char) {
                char[] t = m.text;
                char lit = nx instanceof Lit ? ((Lit) nx).c : 0;
                CharProp p = nx instanceof Char ? ((Char) nx).p : null;
                for (; i <= guard; i++) {
                    char c = t[i];
                    if (p == null ? c != lit : (c < 0xD800 || c > 0xDBFF) && !p.is(c)) {
                        continue;
                    }
                    m.first = i;
                    if (nx.match(m, i)) {
                        m.first = i;
                        m.groups[0] = i;
                        m.groups[1] = m.last;
                        return true;
                    }
                }
                m.hitEnd = true;
                return false;
            }
            for (; i <= guard; i++) {
                m.first = i;
                if (next.match(m, i)) {
                    m.first = i;
                    m.groups[0] = i;
                    m.groups[1] = m.last;
                    return true;
                }
            }
            m.hitEnd = true;
            return false;
        }
    }

    /* Records where a sub-match ended (atomic groups, lookahead, possessive loops). */
    static final class Accept extends Node {
        final int slot;

        Accept(int slot) {
            this.slot = slot;
        }

        boolean match(Matcher m, int i) {
            m.locals[slot] = i;
            /* The JDK's sub-matches end the same way a whole match does, so
             * the end of the last one is where \G stands after a failure. */
            m.last = i;
            return true;
        }
    }

    /* The end of a lookbehind body: it must end where the lookbehind stands. */
    static final class BehindEnd extends Node {
        final int slot;

        BehindEnd(int slot) {
            this.slot = slot;
        }

        boolean match(Matcher m, int i) {
            return i == m.locals[slot];
        }
    }

    /* ---- single characters -------------------------------------------- */

    static final class Char extends Node {
        final CharProp p;

        Char(CharProp p, Node next) {
            this.p = p;
            this.next = next;
        }

        boolean match(Matcher m, int i) {
            if (i < m.to) {
                int c = m.text[i];
                if (c >= 0xD800 && c <= 0xDBFF) {
                    c = codePointAt(m, i);
                    if (p.is(c)) {
                        return next.match(m, i + (c >= 0x10000 ? 2 : 1));
                    }
                    return false;
                }
                return p.is(c) && next.match(m, i + 1);
            }
            m.hitEnd = true;
            return false;
        }
    }

    /* A literal char, case-sensitive: the most common node. */
    static final class Lit extends Node {
        final char c;

        Lit(char c, Node next) {
            this.c = c;
            this.next = next;
        }

        boolean match(Matcher m, int i) {
            if (i < m.to) {
                return m.text[i] == c && next.match(m, i + 1);
            }
            m.hitEnd = true;
            return false;
        }
    }

    /* x*, x+, x?, x{n,m} of a single-character element, in one frame. */
    static final class Curly extends Node {
        final CharProp p;
        final int min;
        final int max;
        final int type;

        Curly(CharProp p, int min, int max, int type, Node next) {
            this.p = p;
            this.min = min;
            this.max = max;
            this.type = type;
            this.next = next;
        }

        /* Index after one element at i, or -1 (sets hitEnd at the end). */
        private int step(Matcher m, int i) {
            if (i >= m.to) {
                m.hitEnd = true;
                return -1;
            }
            int c = m.text[i];
            if (c >= 0xD800 && c <= 0xDBFF) {
                c = codePointAt(m, i);
                return p.is(c) ? i + (c >= 0x10000 ? 2 : 1) : -1;
            }
            return p.is(c) ? i + 1 : -1;
        }

        boolean match(Matcher m, int i) {
            int j = i;
            for (int n = 0; n < min; n++) {
                j = step(m, j);
                if (j < 0) {
                    return false;
                }
            }
            if (type == LAZY) {
                int n = min;
                while (true) {
                    if (next.match(m, j)) {
                        return true;
                    }
                    if (n >= max) {
                        return false;
                    }
                    j = step(m, j);
                    if (j < 0) {
                        return false;
                    }
                    n++;
                }
            }
            int base = j;
            int n = min;
            while (n < max) {
                int k = step(m, j);
                if (k < 0) {
                    break;
                }
                j = k;
                n++;
            }
            if (type == POSSESSIVE) {
                return next.match(m, j);
            }
            Node nx = next;
            /* Backing off over a literal that must follow: skip the places
             * where it cannot match. */
            if (nx instanceof Lit) {
                char want = ((Lit) nx).c;
                char[] t = m.text;
                while (true) {
                    if (j < m.to && t[j] == want) {
                        if (nx.match(m, j)) {
                            return true;
                        }
                    } else if (j >= m.to) {
                        if (nx.match(m, j)) {
                            return true;
                        }
                    }
                    if (j <= base) {
                        return false;
                    }
                    j = backOne(m, j, base);
                }
            }
            while (true) {
                if (nx.match(m, j)) {
                    return true;
                }
                if (j <= base) {
                    return false;
                }
                j = backOne(m, j, base);
            }
        }

        private static int backOne(Matcher m, int j, int base) {
            j--;
            if (j > base && m.text[j] >= '\uDC00' && m.text[j] <= '\uDFFF'
                    && m.text[j - 1] >= '\uD800' && m.text[j - 1] <= '\uDBFF') {
                j--;
            }
            return j;
        }
    }

    /*
     * A repetition of a fixed run of one-character elements, bare or as one
     * capturing group: (?:ab)*, (\d\d)+, (?:\r\n)?, (x)*. Iterations are
     * counted in one frame as in Curly; the group reports the last iteration.
     * A surrogate in the text being scanned hands the whole repetition to the
     * general loop (general), which reads code points.
     */
    static final class CurlySeq extends Node {
        final CharProp[] ps;
        final int min;
        final int max;
        final int type;
        final int g;        /* group * 2, or -1 */
        final Node general;

        CurlySeq(CharProp[] ps, int min, int max, int type, int group, Node general, Node next) {
            this.ps = ps;
            this.min = min;
            this.max = max;
            this.type = type;
            this.g = group < 0 ? -1 : group * 2;
            this.general = general;
            this.next = next;
        }

        /* 1: one iteration matches at j; 0: it does not; -1: a surrogate. */
        private int step(Matcher m, int j) {
            CharProp[] p = ps;
            char[] t = m.text;
            for (int k = 0; k < p.length; k++) {
                if (j + k >= m.to) {
                    m.hitEnd = true;
                    return 0;
                }
                char c = t[j + k];
                if (c >= '\uD800' && c <= '\uDFFF') {
                    return -1;
                }
                if (!p[k].is(c)) {
                    return 0;
                }
            }
            return 1;
        }

        boolean match(Matcher m, int i) {
            int w = ps.length;
            int[] gr = m.groups;
            int s0 = g < 0 ? 0 : gr[g];
            int e0 = g < 0 ? 0 : gr[g + 1];
            int j = i;
            int n = 0;
            while (n < min) {
                int r = step(m, j);
                if (r < 0) {
                    return general.match(m, i);
                }
                if (r == 0) {
                    if (type == POSSESSIVE && n > 0) {
                        /* the JDK leaves the iterations made so far recorded */
                        setGroup(gr, n, j, w, s0, e0);
                    }
                    return false;
                }
                j += w;
                n++;
            }
            if (type == LAZY) {
                while (true) {
                    setGroup(gr, n, j, w, s0, e0);
                    if (next.match(m, j)) {
                        return true;
                    }
                    if (n >= max) {
                        break;
                    }
                    int r = step(m, j);
                    if (r < 0) {
                        setGroup(gr, 0, j, w, s0, e0);
                        return general.match(m, i);
                    }
                    if (r == 0) {
                        break;
                    }
                    j += w;
                    n++;
                }
                setGroup(gr, 0, j, w, s0, e0);
                return false;
            }
            while (n < max) {
                int r = step(m, j);
                if (r < 0) {
                    return general.match(m, i);
                }
                if (r == 0) {
                    break;
                }
                j += w;
                n++;
            }
            if (type == POSSESSIVE) {
                /* a possessive repetition keeps its group even on failure */
                setGroup(gr, n, j, w, s0, e0);
                return next.match(m, j);
            } else {
                while (true) {
                    setGroup(gr, n, j, w, s0, e0);
                    if (next.match(m, j)) {
                        return true;
                    }
                    if (n == min) {
                        break;
                    }
                    n--;
                    j -= w;
                }
            }
            setGroup(gr, 0, j, w, s0, e0);
            return false;
        }

        private void setGroup(int[] gr, int n, int j, int w, int s0, int e0) {
            if (g < 0) {
                return;
            }
            if (n > 0) {
                gr[g] = j - w;
                gr[g + 1] = j;
            } else {
                gr[g] = s0;
                gr[g + 1] = e0;
            }
        }
    }

    /* ---- alternation and groups ----------------------------------------- */

    static final class Branch extends Node {
        final Node[] alts;

        Branch(Node[] alts) {
            this.alts = alts;
        }

        boolean match(Matcher m, int i) {
            Node[] a = alts;
            for (int k = 0; k < a.length; k++) {
                if (a[k].match(m, i)) {
                    return true;
                }
            }
            return false;
        }
    }

    static final class GroupHead extends Node {
        final int slot;

        GroupHead(int slot, Node next) {
            this.slot = slot;
            this.next = next;
        }

        boolean match(Matcher m, int i) {
            int[] l = m.locals;
            int save = l[slot];
            l[slot] = i;
            boolean r = next.match(m, i);
            l[slot] = save;
            return r;
        }
    }

    static final class GroupTail extends Node {
        final int slot;
        final int g;

        GroupTail(int slot, int group, Node next) {
            this.slot = slot;
            this.g = group * 2;
            this.next = next;
        }

        boolean match(Matcher m, int i) {
            int[] gr = m.groups;
            int s0 = gr[g];
            int e0 = gr[g + 1];
            gr[g] = m.locals[slot];
            gr[g + 1] = i;
            if (next.match(m, i)) {
                return true;
            }
            gr[g] = s0;
            gr[g + 1] = e0;
            return false;
        }
    }

    /* ---- general repetition --------------------------------------------- */

    /*
     * Entry of a repetition of a complex element. The body ends in the
     * LoopTail, which decides after each iteration whether to go round again.
     * An iteration that consumed nothing leaves the loop (so (a?)* ends).
     * A greedy loop with no upper bound outside any other loop remembers the
     * indexes from which the rest of the pattern has failed during this
     * search (the rest depends only on the index when the pattern has no back
     * references), which keeps (\w+\s?)*$ and (a|b)*c polynomial.
     */
    static final class Loop extends Node {
        Node body;
        final int min;
        final int max;
        final int type;
        final int cnt;
        final int beg;
        int memo = -1;

        Loop(int min, int max, int type, int cntSlot, int begSlot) {
            this.min = min;
            this.max = max;
            this.type = type;
            this.cnt = cntSlot;
            this.beg = begSlot;
        }

        boolean match(Matcher m, int i) {
            int[] l = m.locals;
            int sc = l[cnt];
            int sb = l[beg];
            boolean r;
            if (min > 0) {
                l[cnt] = 1;
                l[beg] = i;
                r = body.match(m, i);
            } else if (type == GREEDY) {
                r = false;
                if (max > 0) {
                    l[cnt] = 1;
                    l[beg] = i;
                    r = body.match(m, i);
                }
                if (!r) {
                    l[cnt] = sc;
                    l[beg] = sb;
                    r = next.match(m, i);
                }
            } else {
                r = next.match(m, i);
                if (!r && max > 0) {
                    l[cnt] = 1;
                    l[beg] = i;
                    r = body.match(m, i);
                }
            }
            l[cnt] = sc;
            l[beg] = sb;
            return r;
        }
    }

    static final class LoopTail extends Node {
        final Loop loop;

        LoopTail(Loop loop) {
            this.loop = loop;
        }

        boolean match(Matcher m, int i) {
            Loop lp = loop;
            int[] l = m.locals;
            int c = l[lp.cnt];
            int b = l[lp.beg];
            if (i > b) {
                if (c < lp.min) {
                    l[lp.cnt] = c + 1;
                    l[lp.beg] = i;
                    boolean r = lp.body.match(m, i);
                    l[lp.cnt] = c;
                    l[lp.beg] = b;
                    return r;
                }
                if (lp.type == GREEDY) {
                    int[] memo = null;
                    if (lp.memo >= 0) {
                        memo = m.memo(lp.memo);
                        if (memo[i] == m.memoGen) {
                            return false;
                        }
                    }
                    if (c < lp.max) {
                        l[lp.cnt] = c + 1;
                        l[lp.beg] = i;
                        boolean r = lp.body.match(m, i);
                        l[lp.cnt] = c;
                        l[lp.beg] = b;
                        if (r) {
                            return true;
                        }
                    }
                    if (lp.next.match(m, i)) {
                        return true;
                    }
                    if (memo != null) {
                        memo[i] = m.memoGen;
                    }
                    return false;
                }
                /* lazy */
                if (lp.next.match(m, i)) {
                    return true;
                }
                if (c < lp.max) {
                    l[lp.cnt] = c + 1;
                    l[lp.beg] = i;
                    boolean r = lp.body.match(m, i);
                    l[lp.cnt] = c;
                    l[lp.beg] = b;
                    return r;
                }
                return false;
            }
            return lp.next.match(m, i);
        }
    }

    /* X*+ and friends for complex X: each iteration takes the first way X
     * matches, and no iteration is ever given back. */
    static final class PossLoop extends Node {
        final Node body;   /* ends in Accept(slot) */
        final int min;
        final int max;
        final int slot;

        PossLoop(Node body, int min, int max, int slot, Node next) {
            this.body = body;
            this.min = min;
            this.max = max;
            this.slot = slot;
            this.next = next;
        }

        boolean match(Matcher m, int i) {
            int save = m.locals[slot];
            int j = i;
            int n = 0;
            while (n < max) {
                if (!body.match(m, j)) {
                    break;
                }
                int k = m.locals[slot];
                n++;
                if (k == j && n >= min) {
                    break;
                }
                j = k;
            }
            m.locals[slot] = save;
            if (n < min) {
                return false;
            }
            return next.match(m, j);
        }
    }

    /*
     * A repeated capturing group whose body is zero-width and without choice,
     * such as (\b){0,2} or ((?=a)){2,}: the minimum iterations run and are
     * recorded; one more runs for its side effects on inner groups, but the
     * group keeps the value it had before it (as the JDK does).
     */
    static final class ZeroLoop extends Node {
        final Node body;   /* the group, ending in Accept(slot) */
        final int min;
        final int max;
        final int type;
        final int g;
        final int slot;

        ZeroLoop(Node body, int min, int max, int type, int group, int slot, Node next) {
            this.body = body;
            this.min = min;
            this.max = max;
            this.type = type;
            this.g = group * 2;
            this.slot = slot;
            this.next = next;
        }

        boolean match(Matcher m, int i) {
            int[] gr = m.groups;
            int s0 = gr[g];
            int e0 = gr[g + 1];
            int save = m.locals[slot];
            boolean r = true;
            for (int n = 0; n < min && r; n++) {
                r = body.match(m, i);
            }
            m.locals[slot] = save;
            if (r) {
                if (type == LAZY) {
                    r = next.match(m, i);
                    if (!r && max > min) {
                        int s1 = gr[g];
                        int e1 = gr[g + 1];
                        body.match(m, i);
                        m.locals[slot] = save;
                        gr[g] = s1;
                        gr[g + 1] = e1;
                        r = next.match(m, i);
                    }
                } else {
                    if (max > min) {
                        int s1 = gr[g];
                        int e1 = gr[g + 1];
                        body.match(m, i);
                        m.locals[slot] = save;
                        gr[g] = s1;
                        gr[g + 1] = e1;
                    }
                    r = next.match(m, i);
                }
            }
            if (!r) {
                gr[g] = s0;
                gr[g + 1] = e0;
            }
            return r;
        }
    }

    /* (?>X): the first way X matches is the only one. Groups set inside it,
     * as inside lookaround, stay set if the match backtracks past it (the
     * JDK's behaviour). */
    static final class Atomic extends Node {
        final Node body;   /* ends in Accept(slot) */
        final int slot;

        Atomic(Node body, int slot, Node next) {
            this.body = body;
            this.slot = slot;
            this.next = next;
        }

        boolean match(Matcher m, int i) {
            int save = m.locals[slot];
            boolean r = body.match(m, i);
            int j = m.locals[slot];
            m.locals[slot] = save;
            if (r && next.match(m, j)) {
                return true;
            }
            return false;
        }
    }

    /* (?=X) and (?!X). */
    static final class Ahead extends Node {
        final Node body;
        final boolean neg;

        Ahead(Node body, boolean neg, Node next) {
            this.body = body;
            this.neg = neg;
            this.next = next;
        }

        boolean match(Matcher m, int i) {
            int savedTo = m.to;
            if (m.transparentBounds) {
                m.to = m.text.length;
            }
            boolean r;
            if (neg && i >= savedTo) {
                /* more input could make a negative lookahead fail */
                m.requireEnd = true;
            }
            try {
                r = body.match(m, i);
            } finally {
                m.to = savedTo;
            }
            if (neg) {
                return !r && next.match(m, i);
            }
            if (r && next.match(m, i)) {
                return true;
            }
            return false;
        }
    }

    /* (?<=X) and (?<!X): X is tried at each start whose distance back lies
     * within X's shortest and longest length, nearest first. */
    static final class Behind extends Node {
        final Node body;   /* ends in BehindEnd(slot) */
        final boolean neg;
        final int rmin;
        final int rmax;
        final int slot;

        Behind(Node body, boolean neg, int rmin, int rmax, int slot, Node next) {
            this.body = body;
            this.neg = neg;
            this.rmin = rmin;
            this.rmax = rmax;
            this.slot = slot;
            this.next = next;
        }

        boolean match(Matcher m, int i) {
            int savedFrom = m.from;
            int savedSlot = m.locals[slot];
            int lowest = m.transparentBounds ? 0 : m.from;
            int farthest = rmax < 0 ? lowest : Math.max(lowest, i - rmax);
            boolean r = false;
            m.from = lowest;
            m.locals[slot] = i;
            try {
                for (int j = i - rmin; !r && j >= farthest; j--) {
                    r = body.match(m, j);
                }
            } finally {
                m.from = savedFrom;
                m.locals[slot] = savedSlot;
            }
            if (neg) {
                return !r && next.match(m, i);
            }
            if (r && next.match(m, i)) {
                return true;
            }
            return false;
        }
    }

    /* \n and \k<name>. */
    static final class BackRef extends Node {
        final int g;
        final boolean ci;
        final boolean unicode;

        BackRef(int group, boolean ci, boolean unicode, Node next) {
            this.g = group * 2;
            this.ci = ci;
            this.unicode = unicode;
            this.next = next;
        }

        boolean match(Matcher m, int i) {
            if (g + 1 >= m.groups.length) {
                return false;
            }
            int s = m.groups[g];
            int e = m.groups[g + 1];
            if (s < 0) {
                return false;
            }
            int n = e - s;
            if (i + n > m.to) {
                m.hitEnd = true;
                return false;
            }
            char[] t = m.text;
            for (int k = 0; k < n; k++) {
                char a = t[s + k];
                char b = t[i + k];
                if (a != b) {
                    if (!ci || !sameFolded(a, b, unicode)) {
                        return false;
                    }
                }
            }
            return next.match(m, i + n);
        }

        static boolean sameFolded(int a, int b, boolean unicode) {
            if (unicode) {
                int ua = Character.toUpperCase(a);
                int ub = Character.toUpperCase(b);
                return ua == ub || Character.toLowerCase(ua) == Character.toLowerCase(ub);
            }
            return a < 128 && b < 128 && CharProp.isAsciiLetter(a) && (a ^ 0x20) == b;
        }
    }

    /* ---- anchors and boundaries ------------------------------------------ */

    static final class Anchor extends Node {
        static final int BEGIN = 0;     /* \A, ^ */
        static final int CARET_M = 1;   /* ^ in MULTILINE */
        static final int DOLLAR = 2;    /* $, \Z */
        static final int DOLLAR_M = 3;  /* $ in MULTILINE */
        static final int END = 4;       /* \z */
        static final int BOUND = 5;     /* \b */
        static final int NBOUND = 6;    /* \B */
        static final int LASTMATCH = 7; /* \G */

        final int kind;
        final boolean unix;
        final boolean uword;

        Anchor(int kind, boolean unix, boolean uword, Node next) {
            this.kind = kind;
            this.unix = unix;
            this.uword = uword;
            this.next = next;
        }

        private boolean terminator(int c) {
            return unix ? c == '\n' : CharProp.isLineTerminator(c);
        }

        boolean match(Matcher m, int i) {
            int lo = m.anchoringBounds ? m.from : 0;
            int hi = m.anchoringBounds ? m.to : m.text.length;
            char[] t = m.text;
            switch (kind) {
            case BEGIN:
                return i == lo && next.match(m, i);
            case CARET_M:
                if (i > lo) {
                    char c = t[i - 1];
                    if (!terminator(c)) {
                        return false;
                    }
                    /* \r\n is one line terminator */
                    if (!unix && c == '\r' && i < t.length && t[i] == '\n') {
                        return false;
                    }
                }
                /* never at the end of input, even an empty one */
                if (i == hi) {
                    m.hitEnd = true;
                    return false;
                }
                return next.match(m, i);
            case DOLLAR:
            case DOLLAR_M: {
                boolean multi = kind == DOLLAR_M;
                if (!multi) {
                    if (i < hi - 2) {
                        return false;
                    }
                    if (i == hi - 2) {
                        if (unix || t[i] != '\r' || t[i + 1] != '\n') {
                            return false;
                        }
                    }
                }
                if (i < hi) {
                    char c = t[i];
                    if (c == '\n') {
                        if (!unix && i > 0 && t[i - 1] == '\r') {
                            return false;
                        }
                        if (multi) {
                            return next.match(m, i);
                        }
                    } else if (!unix && (c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029')) {
                        if (multi) {
                            return next.match(m, i);
                        }
                    } else {
                        return false;
                    }
                }
                m.hitEnd = true;
                m.requireEnd = true;
                return next.match(m, i);
            }
            case END:
                if (i == hi) {
                    m.hitEnd = true;
                    return next.match(m, i);
                }
                return false;
            case BOUND:
            case NBOUND: {
                int blo = m.transparentBounds ? 0 : m.from;
                int bhi = m.transparentBounds ? t.length : m.to;
                boolean left = false;
                boolean right = false;
                if (i > blo) {
                    left = isWord(Character.codePointBefore(t, i, blo));
                }
                if (i < bhi) {
                    right = isWord(Character.codePointAt(t, i, bhi));
                } else {
                    m.hitEnd = true;
                    m.requireEnd = true;
                }
                boolean at = left ^ right;
                return (kind == BOUND ? at : !at) && next.match(m, i);
            }
            case LASTMATCH:
                return i == m.oldLast && next.match(m, i);
            default:
                return false;
            }
        }

        private boolean isWord(int c) {
            if (uword) {
                return Character.isLetterOrDigit(c) || c == '_'
                        || Character.getType(c) == Character.NON_SPACING_MARK;
            }
            return c == '_' || Character.isLetterOrDigit(c);
        }
    }

    /* \R: \r\n, or one vertical space character; \r\n may give back its \n. */
    static final class LineBreak extends Node {
        LineBreak(Node next) {
            this.next = next;
        }

        boolean match(Matcher m, int i) {
            if (i >= m.to) {
                m.hitEnd = true;
                return false;
            }
            char c = m.text[i];
            if (c == '\r' && i + 1 < m.to && m.text[i + 1] == '\n') {
                if (next.match(m, i + 2)) {
                    return true;
                }
                return next.match(m, i + 1);
            }
            if (c == '\r' && i + 1 >= m.to) {
                m.hitEnd = true;
            }
            if ((c >= '\n' && c <= '\r') || c == '\u0085' || c == '\u2028' || c == '\u2029') {
                return next.match(m, i + 1);
            }
            return false;
        }
    }
}
