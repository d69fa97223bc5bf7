package java.util.regex;

/*
 * A set of code points: what one single-character element of a pattern
 * (a literal, a class, a property, '.') accepts. Classes are built from these
 * by union, intersection and complement; the compiled form caches the answers
 * for the first 256 code points in a table, so the common case is one array
 * load.
 */
abstract class CharProp {
    abstract boolean is(int ch);

    /* ---- builders ----------------------------------------------------- */

    static CharProp single(int c) {
        return new Single(c);
    }

    static CharProp range(int lo, int hi) {
        return new Range(lo, hi);
    }

    /* A literal under CASE_INSENSITIVE: ASCII letters fold, and with
     * UNICODE_CASE every letter folds. */
    static CharProp singleCI(int c, boolean unicode) {
        if (unicode) {
            int u = Character.toUpperCase(c);
            int l = Character.toLowerCase(c);
            if (u == c && l == c) {
                return new Single(c);
            }
            return new UnicodeFold(c);
        }
        if (c < 128 && isAsciiLetter(c)) {
            return new Pair(c, c ^ 0x20);
        }
        return new Single(c);
    }

    static CharProp rangeCI(int lo, int hi, boolean unicode) {
        return new RangeCI(lo, hi, unicode);
    }

    static CharProp union(CharProp a, CharProp b) {
        if (a == null) {
            return b;
        }
        if (b == null) {
            return a;
        }
        return new Union(a, b);
    }

    static CharProp and(CharProp a, CharProp b) {
        return new And(a, b);
    }

    static CharProp not(CharProp a) {
        if (a instanceof Not) {
            return ((Not) a).p;
        }
        return new Not(a);
    }

    /* The table-driven form used by the matcher. */
    static CharProp cached(CharProp p) {
        if (p instanceof Cached || p instanceof Single) {
            return p;
        }
        return new Cached(p);
    }

    static boolean isAsciiLetter(int c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    static boolean isLineTerminator(int c) {
        return c == '\n' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029';
    }

    /* ---- implementations ----------------------------------------------- */

    static final class Single extends CharProp {
        final int c;

        Single(int c) {
            this.c = c;
        }

        boolean is(int ch) {
            return ch == c;
        }
    }

    static final class Pair extends CharProp {
        final int a;
        final int b;

        Pair(int a, int b) {
            this.a = a;
            this.b = b;
        }

        boolean is(int ch) {
            return ch == a || ch == b;
        }
    }

    static final class UnicodeFold extends CharProp {
        final int c;
        final int u;
        final int l;

        UnicodeFold(int c) {
            this.c = c;
            this.u = Character.toUpperCase(c);
            this.l = Character.toLowerCase(u);
        }

        boolean is(int ch) {
            if (ch == c) {
                return true;
            }
            int cu = Character.toUpperCase(ch);
            return cu == u || Character.toLowerCase(cu) == l;
        }
    }

    static final class Range extends CharProp {
        final int lo;
        final int hi;

        Range(int lo, int hi) {
            this.lo = lo;
            this.hi = hi;
        }

        boolean is(int ch) {
            return ch >= lo && ch <= hi;
        }
    }

    static final class RangeCI extends CharProp {
        final int lo;
        final int hi;
        final boolean unicode;

        RangeCI(int lo, int hi, boolean unicode) {
            this.lo = lo;
            this.hi = hi;
            this.unicode = unicode;
        }

        boolean is(int ch) {
            if (ch >= lo && ch <= hi) {
                return true;
            }
            if (unicode) {
                int u = Character.toUpperCase(ch);
                if (u >= lo && u <= hi) {
                    return true;
                }
                int l = Character.toLowerCase(u);
                return l >= lo && l <= hi;
            }
            if (ch < 128 && isAsciiLetter(ch)) {
                int o = ch ^ 0x20;
                return o >= lo && o <= hi;
            }
            return false;
        }
    }

    static final class Union extends CharProp {
        final CharProp a;
        final CharProp b;

        Union(CharProp a, CharProp b) {
            this.a = a;
            this.b = b;
        }

        boolean is(int ch) {
            return a.is(ch) || b.is(ch);
        }
    }

    static final class And extends CharProp {
        final CharProp a;
        final CharProp b;

        And(CharProp a, CharProp b) {
            this.a = a;
            this.b = b;
        }

        boolean is(int ch) {
            return a.is(ch) && b.is(ch);
        }
    }

    /* \p{IsGreek}, \p{script=Latn} */
    static final class Script extends CharProp {
        final Character.UnicodeScript script;

        Script(Character.UnicodeScript script) {
            this.script = script;
        }

        boolean is(int ch) {
            return Character.UnicodeScript.of(ch) == script;
        }
    }

    /* \p{InGreek}, \p{block=Basic Latin} */
    static final class Block extends CharProp {
        final Character.UnicodeBlock block;

        Block(Character.UnicodeBlock block) {
            this.block = block;
        }

        boolean is(int ch) {
            return Character.UnicodeBlock.of(ch) == block;
        }
    }

    static final class Not extends CharProp {
        final CharProp p;

        Not(CharProp p) {
            this.p = p;
        }

        boolean is(int ch) {
            return !p.is(ch);
        }
    }

    static final class Cached extends CharProp {
        final boolean[] low = new boolean[256];
        final CharProp p;

        Cached(CharProp p) {
            this.p = p;
            for (int i = 0; i < 256; i++) {
                low[i] = p.is(i);
            }
        }

        boolean is(int ch) {
            if (ch < 256) {
                return low[ch];
            }
            return p.is(ch);
        }
    }

    /* Named sets: the predefined classes, POSIX classes, java.lang.Character
     * predicates and Unicode general categories. */
    static final class Named extends CharProp {
        static final int ALL = 0;
        static final int DOT = 1;          /* any but a line terminator */
        static final int DOT_UNIX = 2;     /* any but '\n' */
        static final int DIGIT = 3;
        static final int WORD = 4;
        static final int SPACE = 5;
        static final int HSPACE = 6;
        static final int VSPACE = 7;
        static final int LOWER = 8;
        static final int UPPER = 9;
        static final int ASCII = 10;
        static final int ALPHA = 11;
        static final int ALNUM = 12;
        static final int PUNCT = 13;
        static final int GRAPH = 14;
        static final int PRINT = 15;
        static final int BLANK = 16;
        static final int CNTRL = 17;
        static final int XDIGIT = 18;
        static final int CATEGORY = 19;    /* mask of Character.getType values */
        static final int J_LOWER = 20;
        static final int J_UPPER = 21;
        static final int J_WHITESPACE = 22;
        static final int J_LETTER = 23;
        static final int J_DIGIT = 24;
        static final int J_LETTER_OR_DIGIT = 25;
        static final int J_ALPHABETIC = 26;
        static final int J_IDEOGRAPHIC = 27;
        static final int J_TITLE = 28;
        static final int J_DEFINED = 29;
        static final int J_SPACE_CHAR = 30;
        static final int J_ISO_CONTROL = 31;
        static final int J_ID_START = 32;
        static final int J_ID_PART = 33;
        static final int J_UID_START = 34;
        static final int J_UID_PART = 35;
        static final int J_ID_IGNORABLE = 36;
        static final int U_DIGIT = 37;     /* the UNICODE_CHARACTER_CLASS forms */
        static final int U_WORD = 38;
        static final int U_SPACE = 39;
        static final int LOWER_CI = 40;    /* \p{Lower} and \p{Upper} under CASE_INSENSITIVE */
        static final int U_LOWER = 41;
        static final int U_UPPER = 42;
        static final int U_PUNCT = 43;
        static final int U_HEX = 44;

        final int kind;
        final int mask;

        Named(int kind) {
            this.kind = kind;
            this.mask = 0;
        }

        Named(int kind, int mask) {
            this.kind = kind;
            this.mask = mask;
        }

        boolean is(int ch) {
            switch (kind) {
            case ALL:
                return true;
            case DOT:
                return !isLineTerminator(ch);
            case DOT_UNIX:
                return ch != '\n';
            case DIGIT:
                return ch >= '0' && ch <= '9';
            case WORD:
                return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z')
                        || (ch >= '0' && ch <= '9') || ch == '_';
            case SPACE:
                return ch == ' ' || (ch >= '\t' && ch <= '\r');
            case HSPACE:
                return ch == ' ' || ch == '\t' || ch == 0xA0 || ch == 0x1680 || ch == 0x180E
                        || (ch >= 0x2000 && ch <= 0x200A) || ch == 0x202F || ch == 0x205F
                        || ch == 0x3000;
            case VSPACE:
                return (ch >= '\n' && ch <= '\r') || ch == 0x85 || ch == 0x2028 || ch == 0x2029;
            case LOWER:
                return ch >= 'a' && ch <= 'z';
            case UPPER:
                return ch >= 'A' && ch <= 'Z';
            case LOWER_CI:
                return isAsciiLetter(ch);
            case ASCII:
                return ch < 128;
            case ALPHA:
                return isAsciiLetter(ch);
            case ALNUM:
                return isAsciiLetter(ch) || (ch >= '0' && ch <= '9');
            case PUNCT:
                return isAsciiPunct(ch);
            case GRAPH:
                return isAsciiLetter(ch) || (ch >= '0' && ch <= '9') || isAsciiPunct(ch);
            case PRINT:
                return ch >= 0x20 && ch < 0x7F;
            case BLANK:
                return ch == ' ' || ch == '\t';
            case CNTRL:
                return ch < 0x20 || ch == 0x7F;
            case XDIGIT:
                return (ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'f') || (ch >= 'A' && ch <= 'F');
            case CATEGORY:
                return ((1 << Character.getType(ch)) & mask) != 0;
            case J_LOWER:
                return Character.isLowerCase(ch);
            case J_UPPER:
                return Character.isUpperCase(ch);
            case J_WHITESPACE:
                return Character.isWhitespace(ch);
            case J_LETTER:
                return Character.isLetter(ch);
            case J_DIGIT:
                return Character.isDigit(ch);
            case J_LETTER_OR_DIGIT:
                return Character.isLetterOrDigit(ch);
            case J_ALPHABETIC:
                return Character.isAlphabetic(ch);
            case J_IDEOGRAPHIC:
                return Character.isIdeographic(ch);
            case J_TITLE:
                return Character.isTitleCase(ch);
            case J_DEFINED:
                return Character.isDefined(ch);
            case J_SPACE_CHAR:
                return Character.isSpaceChar(ch);
            case J_ISO_CONTROL:
                return Character.isISOControl(ch);
            case J_ID_START:
                return Character.isJavaIdentifierStart(ch);
            case J_ID_PART:
                return Character.isJavaIdentifierPart(ch);
            case J_UID_START:
                return Character.isUnicodeIdentifierStart(ch);
            case J_UID_PART:
                return Character.isUnicodeIdentifierPart(ch);
            case J_ID_IGNORABLE:
                return Character.isIdentifierIgnorable(ch);
            case U_DIGIT:
                return Character.getType(ch) == Character.DECIMAL_DIGIT_NUMBER;
            case U_WORD:
                return Character.isAlphabetic(ch) || Character.isDigit(ch) || ch == '_'
                        || Character.getType(ch) == Character.NON_SPACING_MARK
                        || Character.getType(ch) == Character.ENCLOSING_MARK
                        || Character.getType(ch) == Character.COMBINING_SPACING_MARK
                        || Character.getType(ch) == Character.CONNECTOR_PUNCTUATION
                        || ch == 0x200C || ch == 0x200D;
            case U_SPACE:
                return Character.isWhitespace(ch) || ch == 0x85 || ch == 0xA0 || Character.isSpaceChar(ch);
            case U_LOWER:
                return Character.isLowerCase(ch);
            case U_UPPER:
                return Character.isUpperCase(ch);
            case U_PUNCT:
                return isPunctType(Character.getType(ch));
            case U_HEX:
                return Character.digit(ch, 16) >= 0;
            default:
                return false;
            }
        }

        static boolean isAsciiPunct(int ch) {
            return (ch >= 0x21 && ch <= 0x2F) || (ch >= 0x3A && ch <= 0x40)
                    || (ch >= 0x5B && ch <= 0x60) || (ch >= 0x7B && ch <= 0x7E);
        }

        static boolean isPunctType(int t) {
            return t == Character.CONNECTOR_PUNCTUATION || t == Character.DASH_PUNCTUATION
                    || t == Character.START_PUNCTUATION || t == Character.END_PUNCTUATION
                    || t == Character.OTHER_PUNCTUATION || t == Character.INITIAL_QUOTE_PUNCTUATION
                    || t == Character.FINAL_QUOTE_PUNCTUATION;
        }
    }
}
