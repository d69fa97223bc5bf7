package java.util;

/** Splits a string at any of a set of delimiter characters (code points). */
public class StringTokenizer implements Enumeration<Object> {
    private final String str;
    private String delims;
    private final boolean returnDelims;
    private int pos;

    public StringTokenizer(String str, String delim, boolean returnDelims) {
        this.str = str;
        this.delims = delim;
        this.returnDelims = returnDelims;
        str.length();   // a null string fails here, as on the JDK
    }

    public StringTokenizer(String str, String delim) {
        this(str, delim, false);
    }

    public StringTokenizer(String str) {
        this(str, " \t\n\r\f", false);
    }

    private boolean isDelim(int cp) {
        return delims != null && delims.indexOf(cp) >= 0;
    }

    /** The index after the delimiters at from (none when delimiters are returned). */
    private int skip(int from) {
        if (returnDelims) {
            return from;
        }
        while (from < str.length()) {
            int cp = str.codePointAt(from);
            if (!isDelim(cp)) {
                break;
            }
            from += Character.charCount(cp);
        }
        return from;
    }

    /** The end of the token at from. */
    private int scan(int from) {
        int i = from;
        while (i < str.length()) {
            int cp = str.codePointAt(i);
            if (isDelim(cp)) {
                break;
            }
            i += Character.charCount(cp);
        }
        if (returnDelims && i == from && i < str.length()) {
            i += Character.charCount(str.codePointAt(i));
        }
        return i;
    }

    public boolean hasMoreTokens() {
        return skip(pos) < str.length();
    }

    public String nextToken() {
        int start = skip(pos);
        if (start >= str.length()) {
            pos = start;
            throw new NoSuchElementException();
        }
        int end = scan(start);
        pos = end;
        return str.substring(start, end);
    }

    public String nextToken(String delim) {
        delims = delim;
        return nextToken();
    }

    public boolean hasMoreElements() {
        return hasMoreTokens();
    }

    public Object nextElement() {
        return nextToken();
    }

    public int countTokens() {
        int n = 0;
        int at = pos;
        while (true) {
            at = skip(at);
            if (at >= str.length()) {
                return n;
            }
            at = scan(at);
            n++;
        }
    }
}
