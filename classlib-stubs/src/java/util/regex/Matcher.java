package java.util.regex;

import java.util.function.Function;
import java.util.stream.Stream;

/*
 * Matches one pattern against one input. The input is copied into a char
 * array at reset, which the nodes index directly; the region is [from, to).
 */
public final class Matcher implements MatchResult {
    static final int NOANCHOR = 0;
    static final int ENDANCHOR = 1;

    private Pattern parent;
    private CharSequence input;
    char[] text;
    int from;
    int to;
    int[] groups;
    int[] locals;
    boolean hitEnd;
    boolean requireEnd;
    boolean transparentBounds;
    boolean anchoringBounds = true;
    int acceptMode;
    int first = -1;         /* start of the last match, -1 if none */
    int last;               /* end of the last match */
    int oldLast = -1;       /* where \G matches */
    private int lastAppendPosition;
    private int[][] memos;
    int memoGen;

    Matcher(Pattern p, CharSequence input) {
        this.parent = p;
        this.input = input;
        this.text = chars(input);
        this.groups = new int[(p.groupCount + 1) * 2];
        this.locals = new int[p.localCount];
        reset();
    }

    private static char[] chars(CharSequence s) {
        if (s instanceof String) {
            return ((String) s).toCharArray();
        }
        int n = s.length();
        char[] c = new char[n];
        for (int i = 0; i < n; i++) {
            c[i] = s.charAt(i);
        }
        return c;
    }

    /* The failure memo of loop id, valid for the current search (memoGen). */
    int[] memo(int id) {
        if (memos == null) {
            memos = new int[parent.memoCount][];
        }
        int[] a = memos[id];
        if (a == null || a.length != text.length + 1) {
            a = new int[text.length + 1];
            memos[id] = a;
        }
        return a;
    }

    public Pattern pattern() {
        return parent;
    }

    /* The results of find() from where this matcher stands, found one by
     * one as the stream is consumed, as in the JDK. */
    public Stream<MatchResult> results() {
        final Matcher m = this;
        java.util.Iterator<MatchResult> it = new java.util.Iterator<MatchResult>() {
            private int state;            /* 0 unknown, 1 found, 2 done */

            public boolean hasNext() {
                if (state == 0) {
                    state = m.find() ? 1 : 2;
                }
                return state == 1;
            }

            public MatchResult next() {
                if (!hasNext()) {
                    throw new java.util.NoSuchElementException();
                }
                state = 0;
                return m.toMatchResult();
            }
        };
        return java.util.stream.StreamSupport.stream(
                java.util.Spliterators.spliteratorUnknownSize(it, java.util.Spliterator.ORDERED | java.util.Spliterator.NONNULL), false);
    }

    public MatchResult toMatchResult() {
        return new Result(first, groupCount(), first < 0 ? null : groups.clone(),
                first < 0 ? null : new String(text));
    }

    public Matcher usePattern(Pattern newPattern) {
        if (newPattern == null) {
            throw new IllegalArgumentException("Pattern cannot be null");
        }
        parent = newPattern;
        groups = new int[(newPattern.groupCount + 1) * 2];
        locals = new int[newPattern.localCount];
        memos = null;
        for (int i = 0; i < groups.length; i++) {
            groups[i] = -1;
        }
        return this;
    }

    public Matcher reset() {
        first = -1;
        last = 0;
        oldLast = -1;
        for (int i = 0; i < groups.length; i++) {
            groups[i] = -1;
        }
        lastAppendPosition = 0;
        from = 0;
        to = text.length;
        return this;
    }

    public Matcher reset(CharSequence input) {
        this.input = input;
        this.text = chars(input);
        return reset();
    }

    private void checkMatch() {
        if (first < 0) {
            throw new IllegalStateException("No match available");
        }
    }

    public int start() {
        checkMatch();
        return first;
    }

    public int start(int group) {
        checkMatch();
        if (group < 0 || group > groupCount()) {
            throw new IndexOutOfBoundsException("No group " + group);
        }
        return groups[group * 2];
    }

    public int start(String name) {
        return groups[groupIndex(name) * 2];
    }

    public int end() {
        checkMatch();
        return last;
    }

    public int end(int group) {
        checkMatch();
        if (group < 0 || group > groupCount()) {
            throw new IndexOutOfBoundsException("No group " + group);
        }
        return groups[group * 2 + 1];
    }

    public int end(String name) {
        return groups[groupIndex(name) * 2 + 1];
    }

    public String group() {
        return group(0);
    }

    public String group(int group) {
        if (first < 0) {
            throw new IllegalStateException("No match found");
        }
        if (group < 0 || group > groupCount()) {
            throw new IndexOutOfBoundsException("No group " + group);
        }
        int s = groups[group * 2];
        int e = groups[group * 2 + 1];
        if (s == -1 || e == -1) {
            return null;
        }
        return input.subSequence(s, e).toString();
    }

    public String group(String name) {
        int g = groupIndex(name);
        int s = groups[g * 2];
        int e = groups[g * 2 + 1];
        if (s == -1 || e == -1) {
            return null;
        }
        return input.subSequence(s, e).toString();
    }

    private int groupIndex(String name) {
        if (name == null) {
            throw new NullPointerException("Group name");
        }
        if (first < 0) {
            throw new IllegalStateException("No match found");
        }
        Integer g = parent.names == null ? null : parent.names.get(name);
        if (g == null) {
            throw new IllegalArgumentException("No group with name <" + name + ">");
        }
        return g.intValue();
    }

    public int groupCount() {
        return parent.groupCount;
    }

    public boolean matches() {
        return match(from, ENDANCHOR);
    }

    public boolean lookingAt() {
        return match(from, NOANCHOR);
    }

    public boolean find() {
        int next = last;
        if (next == first) {
            next++;   /* after an empty match, move on */
        }
        if (next < from) {
            next = from;
        }
        if (next > to) {
            for (int i = 0; i < groups.length; i++) {
                groups[i] = -1;
            }
            return false;
        }
        return search(next);
    }

    public boolean find(int start) {
        int limit = text.length;
        if (start < 0 || start > limit) {
            throw new IndexOutOfBoundsException("Illegal start index");
        }
        reset();
        return search(start);
    }

    private void begin(int at, int mode) {
        hitEnd = false;
        requireEnd = false;
        first = at;
        oldLast = oldLast < 0 ? at : oldLast;
        for (int i = 0; i < groups.length; i++) {
            groups[i] = -1;
        }
        acceptMode = mode;
        memoGen++;
        if (memoGen == 0) {
            memos = null;
            memoGen = 1;
        }
    }

    private boolean search(int at) {
        begin(at < 0 ? 0 : at, NOANCHOR);
        boolean r = parent.searchRoot.match(this, first);
        if (!r) {
            first = -1;
        }
        oldLast = last;
        return r;
    }

    private boolean match(int at, int mode) {
        begin(at < 0 ? 0 : at, mode);
        boolean r = parent.root.match(this, first);
        if (!r) {
            first = -1;
        }
        oldLast = last;
        return r;
    }

    public static String quoteReplacement(String s) {
        if (s.indexOf('\\') < 0 && s.indexOf('$') < 0) {
            return s;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' || c == '$') {
                sb.append('\\');
            }
            sb.append(c);
        }
        return sb.toString();
    }

    public Matcher appendReplacement(StringBuffer sb, String replacement) {
        checkMatch();
        StringBuilder r = new StringBuilder();
        expand(replacement, r);
        sb.append(input, lastAppendPosition, first);
        sb.append(r);
        lastAppendPosition = last;
        return this;
    }

    public Matcher appendReplacement(StringBuilder sb, String replacement) {
        checkMatch();
        StringBuilder r = new StringBuilder();
        expand(replacement, r);
        sb.append(input, lastAppendPosition, first);
        sb.append(r);
        lastAppendPosition = last;
        return this;
    }

    public StringBuffer appendTail(StringBuffer sb) {
        sb.append(input, lastAppendPosition, text.length);
        return sb;
    }

    public StringBuilder appendTail(StringBuilder sb) {
        sb.append(input, lastAppendPosition, text.length);
        return sb;
    }

    /* $n (as many digits as name an existing group), ${name}, \x. */
    private void expand(String rep, StringBuilder out) {
        int n = rep.length();
        int i = 0;
        while (i < n) {
            char c = rep.charAt(i);
            if (c == '\\') {
                i++;
                if (i == n) {
                    throw new IllegalArgumentException("character to be escaped is missing");
                }
                out.append(rep.charAt(i));
                i++;
            } else if (c == '$') {
                i++;
                if (i == n) {
                    throw new IllegalArgumentException("Illegal group reference: group index is missing");
                }
                char d = rep.charAt(i);
                int ref;
                if (d == '{') {
                    i++;
                    StringBuilder name = new StringBuilder();
                    while (i < n) {
                        d = rep.charAt(i);
                        if (CharProp.isAsciiLetter(d) || (d >= '0' && d <= '9')) {
                            name.append(d);
                            i++;
                        } else {
                            break;
                        }
                    }
                    if (name.length() == 0) {
                        throw new IllegalArgumentException("named capturing group has 0 length name");
                    }
                    if (d != '}') {
                        throw new IllegalArgumentException("named capturing group is missing trailing '}'");
                    }
                    String gname = name.toString();
                    if (gname.charAt(0) >= '0' && gname.charAt(0) <= '9') {
                        throw new IllegalArgumentException("capturing group name {" + gname
                                + "} starts with digit character");
                    }
                    Integer g = parent.names == null ? null : parent.names.get(gname);
                    if (g == null) {
                        throw new IllegalArgumentException("No group with name {" + gname + "}");
                    }
                    ref = g.intValue();
                    i++;
                } else {
                    ref = d - '0';
                    if (ref < 0 || ref > 9) {
                        throw new IllegalArgumentException("Illegal group reference");
                    }
                    i++;
                    while (i < n) {
                        int digit = rep.charAt(i) - '0';
                        if (digit < 0 || digit > 9) {
                            break;
                        }
                        int more = ref * 10 + digit;
                        if (groupCount() < more) {
                            break;
                        }
                        ref = more;
                        i++;
                    }
                }
                if (start(ref) != -1 && end(ref) != -1) {
                    out.append(input, start(ref), end(ref));
                }
            } else {
                out.append(c);
                i++;
            }
        }
    }

    public String replaceAll(String replacement) {
        reset();
        boolean found = find();
        if (!found) {
            return input.toString();
        }
        StringBuilder sb = new StringBuilder();
        do {
            appendReplacement(sb, replacement);
            found = find();
        } while (found);
        appendTail(sb);
        return sb.toString();
    }

    public String replaceAll(Function<MatchResult, String> replacer) {
        if (replacer == null) {
            throw new NullPointerException();
        }
        reset();
        boolean found = find();
        if (!found) {
            return input.toString();
        }
        StringBuilder sb = new StringBuilder();
        do {
            String r = replacer.apply(this);
            appendReplacement(sb, r);
            found = find();
        } while (found);
        appendTail(sb);
        return sb.toString();
    }

    public String replaceFirst(String replacement) {
        if (replacement == null) {
            throw new NullPointerException("replacement");
        }
        reset();
        if (!find()) {
            return input.toString();
        }
        StringBuilder sb = new StringBuilder();
        appendReplacement(sb, replacement);
        appendTail(sb);
        return sb.toString();
    }

    public String replaceFirst(Function<MatchResult, String> replacer) {
        if (replacer == null) {
            throw new NullPointerException();
        }
        reset();
        if (!find()) {
            return input.toString();
        }
        StringBuilder sb = new StringBuilder();
        appendReplacement(sb, replacer.apply(this));
        appendTail(sb);
        return sb.toString();
    }

    public Matcher region(int start, int end) {
        if (start < 0 || start > text.length) {
            throw new IndexOutOfBoundsException("start");
        }
        if (end < 0 || end > text.length) {
            throw new IndexOutOfBoundsException("end");
        }
        if (start > end) {
            throw new IndexOutOfBoundsException("start > end");
        }
        reset();
        from = start;
        to = end;
        return this;
    }

    public int regionStart() {
        return from;
    }

    public int regionEnd() {
        return to;
    }

    public boolean hasTransparentBounds() {
        return transparentBounds;
    }

    public Matcher useTransparentBounds(boolean b) {
        transparentBounds = b;
        return this;
    }

    public boolean hasAnchoringBounds() {
        return anchoringBounds;
    }

    public Matcher useAnchoringBounds(boolean b) {
        anchoringBounds = b;
        return this;
    }

    public boolean hitEnd() {
        return hitEnd;
    }

    public boolean requireEnd() {
        return requireEnd;
    }

    public String toString() {
        StringBuilder sb = new StringBuilder();
        sb.append("java.util.regex.Matcher[pattern=").append(parent.pattern());
        sb.append(" region=").append(from).append(',').append(to);
        sb.append(" lastmatch=");
        if (first >= 0) {
            String g = group();
            if (g != null) {
                sb.append(g);
            }
        }
        sb.append(']');
        return sb.toString();
    }

    /* What toMatchResult returns: a snapshot of the spans and the text. */
    private static final class Result implements MatchResult {
        private final int first;
        private final int count;
        private final int[] groups;
        private final String text;

        Result(int first, int count, int[] groups, String text) {
            this.first = first;
            this.count = count;
            this.groups = groups;
            this.text = text;
        }

        private void check() {
            if (first < 0) {
                throw new IllegalStateException("No match found");
            }
        }

        private void checkGroup(int g) {
            if (g < 0 || g > count) {
                throw new IndexOutOfBoundsException("No group " + g);
            }
        }

        public int start() {
            check();
            return groups[0];
        }

        public int start(int g) {
            check();
            checkGroup(g);
            return groups[g * 2];
        }

        public int end() {
            check();
            return groups[1];
        }

        public int end(int g) {
            check();
            checkGroup(g);
            return groups[g * 2 + 1];
        }

        public String group() {
            return group(0);
        }

        public String group(int g) {
            check();
            checkGroup(g);
            int s = groups[g * 2];
            int e = groups[g * 2 + 1];
            if (s == -1 || e == -1) {
                return null;
            }
            return text.substring(s, e);
        }

        public int groupCount() {
            return count;
        }
    }
}
