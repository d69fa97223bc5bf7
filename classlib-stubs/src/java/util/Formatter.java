package java.util;

import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.File;
import java.io.FileNotFoundException;
import java.io.FileOutputStream;
import java.io.Flushable;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.UnsupportedEncodingException;

/**
 * printf-style formatting, as java.util.Formatter specifies it and as JDK 17
 * behaves:
 *
 * - A format string is parsed completely before anything is printed, so a
 *   syntax error prints nothing. A specifier is
 *   %[index$][flags][width][.precision][t|T]conversion; text that does not
 *   have that shape is reported as an unknown conversion named by the
 *   character after the '%'.
 * - Floating-point conversions work on the digits of Double.toString (the
 *   shortest decimal that reads back as the double) and round those digits
 *   HALF_UP: String.format("%.1f", 0.15) is "0.2", "%.2f" of 1.005 is "1.01",
 *   "%.20f" of 0.1 is "0.10000000000000000000". A float is widened to double
 *   first. %a rounds the binary significand half-even.
 * - The decimal and grouping separators follow JDK 17 for the major European
 *   languages (see symbols()); every other locale formats with the English
 *   ones. Digits are ASCII, grouping is by three.
 * - %t/%T format a Long (milliseconds since the epoch) in UTC, Julian before
 *   1582-10-15 as GregorianCalendar does.
 * - java.math.BigInteger and BigDecimal arguments are recognised by class name
 *   (this library may not have them) and formatted from their toString().
 */
public final class Formatter implements Closeable, Flushable {
    /* Flag bits; the first three are the FormattableFlags values. */
    static final int LEFT = 1;
    static final int UPPER = 2;
    static final int ALT = 4;
    static final int PLUS = 8;
    static final int SPACE = 16;
    static final int ZERO = 32;
    static final int GROUP = 64;
    static final int PAREN = 128;
    static final int PREV = 256;

    /* The flag characters in the order the JDK prints a flag set ('^' is upper case). */
    private static final String FLAG_ORDER = "-^#+ 0,(<";

    private Appendable a;
    private final Locale l;
    private IOException lastException;

    public Formatter() {
        this(new StringBuilder(), Locale.getDefault(Locale.Category.FORMAT));
    }

    public Formatter(Appendable a) {
        this(a == null ? new StringBuilder() : a, Locale.getDefault(Locale.Category.FORMAT));
    }

    public Formatter(Locale l) {
        this(new StringBuilder(), l);
    }

    public Formatter(Appendable a, Locale l) {
        this.a = a == null ? new StringBuilder() : a;
        this.l = l;
    }

    public Formatter(PrintStream ps) {
        this(nonNull(ps), Locale.getDefault(Locale.Category.FORMAT));
    }

    public Formatter(OutputStream os) {
        this(new BufferedWriter(new OutputStreamWriter(nonNullStream(os))),
                Locale.getDefault(Locale.Category.FORMAT));
    }

    public Formatter(OutputStream os, String csn) throws UnsupportedEncodingException {
        this(os, csn, Locale.getDefault(Locale.Category.FORMAT));
    }

    public Formatter(OutputStream os, String csn, Locale l) throws UnsupportedEncodingException {
        this(new BufferedWriter(new OutputStreamWriter(nonNullStream(os), csn)), l);
    }

    public Formatter(OutputStream os, java.nio.charset.Charset charset, Locale l) {
        this(new BufferedWriter(new OutputStreamWriter(nonNullStream(os), Objects.requireNonNull(charset, "charset"))), l);
    }

    public Formatter(String fileName, java.nio.charset.Charset charset, Locale l) throws IOException {
        this(new File(fileName), charset, l);
    }

    /* The charset is checked before the file is created. */
    public Formatter(File file, java.nio.charset.Charset charset, Locale l) throws IOException {
        this(new BufferedWriter(new OutputStreamWriter(new FileOutputStream(checkCharset(file, charset)), charset)), l);
    }

    private static File checkCharset(File file, java.nio.charset.Charset charset) {
        Objects.requireNonNull(charset, "charset");
        return file;
    }

    public Formatter(String fileName) throws FileNotFoundException {
        this(new BufferedWriter(new OutputStreamWriter(new FileOutputStream(fileName))),
                Locale.getDefault(Locale.Category.FORMAT));
    }

    public Formatter(File file) throws FileNotFoundException {
        this(new BufferedWriter(new OutputStreamWriter(new FileOutputStream(file))),
                Locale.getDefault(Locale.Category.FORMAT));
    }

    public Formatter(String fileName, String csn)
            throws FileNotFoundException, UnsupportedEncodingException {
        this(fileName, csn, Locale.getDefault(Locale.Category.FORMAT));
    }

    public Formatter(String fileName, String csn, Locale l)
            throws FileNotFoundException, UnsupportedEncodingException {
        this(new File(fileName), csn, l);
    }

    public Formatter(File file, String csn)
            throws FileNotFoundException, UnsupportedEncodingException {
        this(file, csn, Locale.getDefault(Locale.Category.FORMAT));
    }

    /* The charset is checked before the file is created, so a bad name leaves no file behind. */
    public Formatter(File file, String csn, Locale l)
            throws FileNotFoundException, UnsupportedEncodingException {
        this(new BufferedWriter(new OutputStreamWriter(new FileOutputStream(checkCharset(file, csn)), csn)), l);
    }

    private static File checkCharset(File file, String csn) throws UnsupportedEncodingException {
        if (csn == null) {
            throw new NullPointerException("charsetName");
        }
        "".getBytes(csn);
        return file;
    }

    /** How a BigDecimal is laid out (part of the API; the layout is internal here). */
    public enum BigDecimalLayoutForm {
        SCIENTIFIC, DECIMAL_FLOAT
    }

    private static Appendable nonNull(PrintStream ps) {
        if (ps == null) {
            throw new NullPointerException();
        }
        return ps;
    }

    private static OutputStream nonNullStream(OutputStream os) {
        if (os == null) {
            throw new NullPointerException();
        }
        return os;
    }

    private void ensureOpen() {
        if (a == null) {
            throw new FormatterClosedException();
        }
    }

    public Locale locale() {
        ensureOpen();
        return l;
    }

    public Appendable out() {
        ensureOpen();
        return a;
    }

    @Override
    public String toString() {
        ensureOpen();
        return a.toString();
    }

    @Override
    public void flush() {
        ensureOpen();
        if (a instanceof Flushable) {
            try {
                ((Flushable) a).flush();
            } catch (IOException e) {
                lastException = e;
            }
        }
    }

    @Override
    public void close() {
        if (a == null) {
            return;
        }
        try {
            if (a instanceof Closeable) {
                ((Closeable) a).close();
            }
        } catch (IOException e) {
            lastException = e;
        } finally {
            a = null;
        }
    }

    public IOException ioException() {
        return lastException;
    }

    public Formatter format(String format, Object... args) {
        return format(l, format, args);
    }

    /*
     * Index -2: text, %n or %%; -1: the previous argument (%<s); 0: the next
     * ordinary argument; n > 0: argument n. The explicit and '<' forms do not
     * move the ordinary position; they only set what '<' refers to.
     */
    public Formatter format(Locale l, String format, Object... args) {
        ensureOpen();
        ArrayList<Spec> specs = parse(format);
        int last = -1;
        int lasto = -1;
        for (int k = 0; k < specs.size(); k++) {
            Spec fs = specs.get(k);
            int index = fs.index;
            try {
                if (index == -2) {
                    fs.print(this, null, l);
                } else if (index == -1) {
                    if (last < 0 || (args != null && last > args.length - 1)) {
                        throw new MissingFormatArgumentException(fs.toString());
                    }
                    fs.print(this, args == null ? null : args[last], l);
                } else if (index == 0) {
                    lasto++;
                    last = lasto;
                    if (args != null && lasto > args.length - 1) {
                        throw new MissingFormatArgumentException(fs.toString());
                    }
                    fs.print(this, args == null ? null : args[lasto], l);
                } else {
                    last = index - 1;
                    if (args != null && last > args.length - 1) {
                        throw new MissingFormatArgumentException(fs.toString());
                    }
                    fs.print(this, args == null ? null : args[last], l);
                }
            } catch (IOException x) {
                lastException = x;
            }
        }
        return this;
    }

    /* ---------------------------------------------------------------- parsing */

    private static boolean isSimpleConversion(char c) {
        return "bBhHsScCdoxXeEfgGaAn%".indexOf(c) >= 0;
    }

    private static boolean isLetterOrPercent(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '%';
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    static ArrayList<Spec> parse(String s) {
        ArrayList<Spec> al = new ArrayList<Spec>();
        int i = 0;
        int max = s.length();
        while (i < max) {
            int n = s.indexOf('%', i);
            if (n < 0) {
                al.add(Spec.text(s.substring(i, max)));
                break;
            }
            if (i != n) {
                al.add(Spec.text(s.substring(i, n)));
            }
            i = n + 1;
            if (i >= max) {
                throw new UnknownFormatConversionException("%");
            }
            char c = s.charAt(i);
            if (isSimpleConversion(c)) {
                al.add(Spec.simple(c));
                i++;
            } else {
                i = parseSpecifier(s, i, al);
            }
        }
        return al;
    }

    /*
     * Matches [index$][flags][width][.precision][tT]conversion at start (just
     * after the '%'); anything else is an unknown conversion named by the
     * character at start. Returns the position after the specifier.
     */
    private static int parseSpecifier(String s, int start, ArrayList<Spec> al) {
        int max = s.length();
        int p = start;
        int idxStart = -1;
        int idxEnd = -1;
        while (p < max && isDigit(s.charAt(p))) {
            p++;
        }
        if (p > start && p < max && s.charAt(p) == '$') {
            idxStart = start;
            idxEnd = p;
            p++;
        } else {
            p = start;
        }
        int flagsStart = p;
        while (p < max && "-#+ 0,(<".indexOf(s.charAt(p)) >= 0) {
            p++;
        }
        int flagsEnd = p;
        int widthStart = p;
        while (p < max && isDigit(s.charAt(p))) {
            p++;
        }
        int widthEnd = p;
        int precStart = -1;
        int precEnd = -1;
        if (p + 1 < max && s.charAt(p) == '.' && isDigit(s.charAt(p + 1))) {
            p++;
            precStart = p;
            while (p < max && isDigit(s.charAt(p))) {
                p++;
            }
            precEnd = p;
        }
        boolean dt = false;
        boolean dtUpper = false;
        char conv;
        if (p < max && (s.charAt(p) == 't' || s.charAt(p) == 'T')
                && p + 1 < max && isLetterOrPercent(s.charAt(p + 1))) {
            dt = true;
            dtUpper = s.charAt(p) == 'T';
            conv = s.charAt(p + 1);
            p += 2;
        } else if (p < max && isLetterOrPercent(s.charAt(p))) {
            conv = s.charAt(p);
            p++;
        } else {
            throw new UnknownFormatConversionException(String.valueOf(s.charAt(start)));
        }
        Spec fs = new Spec();
        if (idxStart >= 0) {
            int index = parseInt(s, idxStart, idxEnd);
            if (index == Integer.MIN_VALUE) {
                throw new IllegalFormatArgumentIndexException(Integer.MIN_VALUE);
            }
            if (index <= 0) {
                throw new IllegalFormatArgumentIndexException(index);
            }
            fs.index = index;
        }
        fs.flags = parseFlags(s, flagsStart, flagsEnd);
        if ((fs.flags & PREV) != 0) {
            fs.index = -1;
        }
        if (widthEnd > widthStart) {
            fs.width = parseInt(s, widthStart, widthEnd);
            if (fs.width == Integer.MIN_VALUE) {
                throw new IllegalFormatWidthException(Integer.MIN_VALUE);
            }
        }
        if (precStart >= 0) {
            fs.precision = parseInt(s, precStart, precEnd);
            if (fs.precision == Integer.MIN_VALUE) {
                throw new IllegalFormatPrecisionException(Integer.MIN_VALUE);
            }
        }
        if (dt) {
            fs.dt = true;
            if (dtUpper) {
                fs.flags |= UPPER;
            }
            fs.c = conv;
            fs.checkDateTime();
        } else {
            fs.setConversion(conv);
            fs.check();
        }
        al.add(fs);
        return p;
    }

    /* A decimal number, or Integer.MIN_VALUE when it does not fit an int. */
    private static int parseInt(String s, int start, int end) {
        long v = 0;
        for (int i = start; i < end; i++) {
            v = v * 10 + (s.charAt(i) - '0');
            if (v > Integer.MAX_VALUE) {
                return Integer.MIN_VALUE;
            }
        }
        return (int) v;
    }

    private static int parseFlags(String s, int start, int end) {
        int f = 0;
        for (int i = start; i < end; i++) {
            int bit = flagBit(s.charAt(i));
            if ((f & bit) != 0) {
                throw new DuplicateFormatFlagsException(flagsToString(bit));
            }
            f |= bit;
        }
        return f;
    }

    private static int flagBit(char c) {
        switch (c) {
            case '-': return LEFT;
            case '#': return ALT;
            case '+': return PLUS;
            case ' ': return SPACE;
            case '0': return ZERO;
            case ',': return GROUP;
            case '(': return PAREN;
            case '<': return PREV;
            default: throw new UnknownFormatFlagsException(String.valueOf(c));
        }
    }

    static String flagsToString(int f) {
        StringBuilder sb = new StringBuilder();
        int[] bits = { LEFT, UPPER, ALT, PLUS, SPACE, ZERO, GROUP, PAREN, PREV };
        for (int i = 0; i < bits.length; i++) {
            if ((f & bits[i]) != 0) {
                sb.append(FLAG_ORDER.charAt(i));
            }
        }
        return sb.toString();
    }

    /* ------------------------------------------------------------ specifiers */

    /** One piece of a parsed format string: fixed text or a format specifier. */
    static final class Spec {
        String text;
        int index;
        int flags;
        int width = -1;
        int precision = -1;
        boolean dt;
        char c;
        /* The locale of the print in progress (for the separators). */
        Locale locale;

        static Spec text(String s) {
            Spec fs = new Spec();
            fs.text = s;
            fs.index = -2;
            return fs;
        }

        /* A conversion right after the '%': no index, flags, width or precision. */
        static Spec simple(char conv) {
            Spec fs = new Spec();
            fs.c = conv;
            if (conv >= 'A' && conv <= 'Z') {
                fs.flags = UPPER;
                fs.c = (char) (conv + 32);
            }
            if (conv == 'n' || conv == '%') {
                fs.index = -2;
            }
            return fs;
        }

        void setConversion(char conv) {
            if (!isSimpleConversion(conv)) {
                throw new UnknownFormatConversionException(String.valueOf(conv));
            }
            c = conv;
            if (conv >= 'A' && conv <= 'Z') {
                flags |= UPPER;
                c = (char) (conv + 32);
            }
            if (c == 'n' || c == '%') {
                index = -2;
            }
        }

        private boolean has(int flag) {
            return (flags & flag) != 0;
        }

        private void failMismatch(int flag) {
            throw new FormatFlagsConversionMismatchException(flagsToString(flag), c);
        }

        private void refuse(int flag) {
            if (has(flag)) {
                failMismatch(flag);
            }
        }

        /*
         * Checks a specifier once it is parsed. The order of the checks is
         * the JDK's: it decides which error a specifier with several reports.
         */
        void check() {
            switch (c) {
                case 'b': case 'h': case 's':
                    if ((c == 'b' || c == 'h') && has(ALT)) {
                        failMismatch(ALT);
                    }
                    if (width == -1 && has(LEFT)) {
                        throw new MissingFormatWidthException(toString());
                    }
                    refuseAll(new int[] { PLUS, SPACE, ZERO, GROUP, PAREN });
                    break;
                case 'c':
                    if (precision != -1) {
                        throw new IllegalFormatPrecisionException(precision);
                    }
                    refuseAll(new int[] { ALT, PLUS, SPACE, ZERO, GROUP, PAREN });
                    if (width == -1 && has(LEFT)) {
                        throw new MissingFormatWidthException(toString());
                    }
                    break;
                case 'd': case 'o': case 'x':
                    checkNumeric();
                    if (precision != -1) {
                        throw new IllegalFormatPrecisionException(precision);
                    }
                    if (c == 'd') {
                        refuse(ALT);
                    } else {
                        refuse(GROUP);
                    }
                    break;
                case 'e': case 'f': case 'g': case 'a':
                    checkNumeric();
                    if (c == 'a') {
                        refuseAll(new int[] { PAREN, GROUP });
                    } else if (c == 'e') {
                        refuse(GROUP);
                    } else if (c == 'g') {
                        refuse(ALT);
                    }
                    break;
                case '%':
                    if (precision != -1) {
                        throw new IllegalFormatPrecisionException(precision);
                    }
                    if (flags != LEFT && flags != 0) {
                        throw new IllegalFormatFlagsException(flagsToString(flags));
                    }
                    if (width == -1 && has(LEFT)) {
                        throw new MissingFormatWidthException(toString());
                    }
                    break;
                case 'n':
                    if (precision != -1) {
                        throw new IllegalFormatPrecisionException(precision);
                    }
                    if (width != -1) {
                        throw new IllegalFormatWidthException(width);
                    }
                    if (flags != 0) {
                        throw new IllegalFormatFlagsException(flagsToString(flags));
                    }
                    break;
                default:
                    throw new UnknownFormatConversionException(String.valueOf(c));
            }
        }

        /* The first of bad that is set is reported. */
        private void refuseAll(int[] bad) {
            for (int i = 0; i < bad.length; i++) {
                if (has(bad[i])) {
                    failMismatch(bad[i]);
                }
            }
        }

        private void checkNumeric() {
            if (width == -1 && (has(LEFT) || has(ZERO))) {
                throw new MissingFormatWidthException(toString());
            }
            if ((has(PLUS) && has(SPACE)) || (has(LEFT) && has(ZERO))) {
                throw new IllegalFormatFlagsException(flagsToString(flags));
            }
        }

        void checkDateTime() {
            if (precision != -1) {
                throw new IllegalFormatPrecisionException(precision);
            }
            if ("HIklMSLNpzZsQBbhAaCYyjmdeRTrDFc".indexOf(c) < 0) {
                throw new UnknownFormatConversionException("t" + c);
            }
            refuseAll(new int[] { ALT, PLUS, SPACE, ZERO, GROUP, PAREN });
            if (width == -1 && has(LEFT)) {
                throw new MissingFormatWidthException(toString());
            }
        }

        @Override
        public String toString() {
            if (text != null) {
                return text;
            }
            StringBuilder sb = new StringBuilder("%");
            sb.append(flagsToString(flags & ~UPPER));
            if (index > 0) {
                sb.append(index).append('$');
            }
            if (width != -1) {
                sb.append(width);
            }
            if (precision != -1) {
                sb.append('.').append(precision);
            }
            if (dt) {
                sb.append(has(UPPER) ? 'T' : 't');
            }
            sb.append(has(UPPER) ? Character.toUpperCase(c) : c);
            return sb.toString();
        }

        /* -------------------------------------------------------- printing */

        void print(Formatter fmt, Object arg, Locale l) throws IOException {
            locale = l;
            if (text != null) {
                fmt.a.append(text);
                return;
            }
            if (dt) {
                printDateTime(fmt, arg, l);
                return;
            }
            switch (c) {
                case 'd': case 'o': case 'x':
                    printInteger(fmt, arg, l);
                    break;
                case 'e': case 'f': case 'g': case 'a':
                    printFloat(fmt, arg, l);
                    break;
                case 'c':
                    printCharacter(fmt, arg, l);
                    break;
                case 'b':
                    printString(fmt, arg == null ? "false"
                            : (arg instanceof Boolean ? arg.toString() : "true"), l);
                    break;
                case 's':
                    printObject(fmt, arg, l);
                    break;
                case 'h':
                    printString(fmt, arg == null ? "null" : Integer.toHexString(arg.hashCode()), l);
                    break;
                case 'n':
                    fmt.a.append(System.lineSeparator());
                    break;
                case '%':
                    printString(fmt, "%", l);
                    break;
                default:
                    throw new UnknownFormatConversionException(String.valueOf(c));
            }
        }

        private void failConversion(Object arg) {
            throw new IllegalFormatConversionException(c, arg.getClass());
        }

        /* Precision cuts the text, then upper case, then padding to the width. */
        private void printString(Formatter fmt, String s, Locale l) throws IOException {
            if (precision != -1 && precision < s.length()) {
                s = s.substring(0, precision);
            }
            if (has(UPPER)) {
                s = s.toUpperCase();
            }
            appendJustified(fmt.a, s);
        }

        private void appendJustified(Appendable a, CharSequence cs) throws IOException {
            if (width == -1 || cs.length() >= width) {
                a.append(cs);
                return;
            }
            StringBuilder sb = new StringBuilder(width);
            if (has(LEFT)) {
                sb.append(cs);
            }
            for (int i = cs.length(); i < width; i++) {
                sb.append(' ');
            }
            if (!has(LEFT)) {
                sb.append(cs);
            }
            a.append(sb);
        }

        private void printObject(Formatter fmt, Object arg, Locale l) throws IOException {
            if (arg instanceof Formattable) {
                Formatter target = fmt;
                if (fmt.locale() != l) {
                    target = new Formatter(fmt.out(), l);
                }
                ((Formattable) arg).formatTo(target, flags, width, precision);
                return;
            }
            if (has(ALT)) {
                failMismatch(ALT);
            }
            printString(fmt, arg == null ? "null" : arg.toString(), l);
        }

        private void printCharacter(Formatter fmt, Object arg, Locale l) throws IOException {
            if (arg == null) {
                printString(fmt, "null", l);
                return;
            }
            String s;
            if (arg instanceof Character) {
                s = arg.toString();
            } else if (arg instanceof Byte || arg instanceof Short || arg instanceof Integer) {
                int cp = ((Number) arg).intValue();
                if (!Character.isValidCodePoint(cp)) {
                    throw new IllegalFormatCodePointException(cp);
                }
                s = new String(Character.toChars(cp));
            } else {
                failConversion(arg);
                return;
            }
            printString(fmt, s, l);
        }

        /* ---------------------------------------------------------- integers */

        private void printInteger(Formatter fmt, Object arg, Locale l) throws IOException {
            if (arg == null) {
                printString(fmt, "null", l);
            } else if (arg instanceof Integer) {
                printLong(fmt, ((Integer) arg).intValue(), 1L << 32);
            } else if (arg instanceof Long) {
                printLong(fmt, ((Long) arg).longValue(), 0);
            } else if (arg instanceof Byte) {
                printLong(fmt, ((Byte) arg).byteValue(), 1L << 8);
            } else if (arg instanceof Short) {
                printLong(fmt, ((Short) arg).shortValue(), 1L << 16);
            } else if (isClass(arg, "java.math.BigInteger")) {
                printBigInteger(fmt, arg.toString());
            } else {
                failConversion(arg);
            }
        }

        /* modulus: what a negative value of the argument's type adds for %o and %x. */
        private void printLong(Formatter fmt, long value, long modulus) throws IOException {
            StringBuilder sb = new StringBuilder();
            if (c == 'd') {
                boolean neg = value < 0;
                leadingSign(sb, neg);
                localizedMagnitude(sb, Long.toString(value), neg ? 1 : 0, adjustWidth(width, neg));
                trailingSign(sb, neg);
            } else {
                refuseAll(new int[] { PAREN, SPACE, PLUS });
                if (value < 0 && modulus != 0) {
                    value += modulus;
                }
                String s = c == 'o' ? Long.toOctalString(value) : Long.toHexString(value);
                radixDigits(sb, s, 0);
            }
            appendJustified(fmt.a, sb);
        }

        /* The prefix of '#', zero padding to the width (counting what sb holds) and the digits. */
        private void radixDigits(StringBuilder sb, String s, int extra) {
            int len = s.length() + extra;
            if (has(ALT)) {
                if (c == 'o') {
                    sb.append('0');
                    len += 1;
                } else {
                    sb.append(has(UPPER) ? "0X" : "0x");
                    len += 2;
                }
            }
            if (has(ZERO)) {
                for (int i = len; i < width; i++) {
                    sb.append('0');
                }
            }
            sb.append(has(UPPER) ? s.toUpperCase() : s);
        }

        /* BigInteger from its decimal text: signed magnitude in every radix, all sign flags allowed. */
        private void printBigInteger(Formatter fmt, String dec) throws IOException {
            StringBuilder sb = new StringBuilder();
            boolean neg = dec.startsWith("-");
            String mag = neg ? dec.substring(1) : dec;
            leadingSign(sb, neg);
            if (c == 'd') {
                localizedMagnitude(sb, mag, 0, adjustWidth(width, neg));
            } else {
                String s = toRadix(mag, c == 'o' ? 8 : 16);
                radixDigits(sb, s, sb.length() + (neg && has(PAREN) ? 1 : 0));
            }
            trailingSign(sb, neg);
            appendJustified(fmt.a, sb);
        }

        /* ------------------------------------------------------------ floats */

        private void printFloat(Formatter fmt, Object arg, Locale l) throws IOException {
            if (arg == null) {
                printString(fmt, "null", l);
            } else if (arg instanceof Double) {
                printDouble(fmt, ((Double) arg).doubleValue());
            } else if (arg instanceof Float) {
                printDouble(fmt, ((Float) arg).floatValue());
            } else if (isClass(arg, "java.math.BigDecimal") && c != 'a') {
                printBigDecimal(fmt, arg.toString());
            } else {
                failConversion(arg);
            }
        }

        private void printDouble(Formatter fmt, double value) throws IOException {
            StringBuilder sb = new StringBuilder();
            boolean neg = Double.compare(value, 0.0) == -1;
            if (value != value) {
                sb.append(has(UPPER) ? "NAN" : "NaN");
            } else {
                double v = Math.abs(value);
                leadingSign(sb, neg);
                if (Double.isInfinite(v)) {
                    sb.append(has(UPPER) ? "INFINITY" : "Infinity");
                } else if (c == 'a') {
                    hexFloat(sb, v, neg);
                } else {
                    decimalFloat(sb, v == 0.0 ? Digits.zero() : Digits.of(v), neg);
                }
                trailingSign(sb, neg);
            }
            appendJustified(fmt.a, sb);
        }

        private void printBigDecimal(Formatter fmt, String text) throws IOException {
            StringBuilder sb = new StringBuilder();
            Digits d = Digits.parse(text);
            d.big = true;
            boolean neg = d.negative;
            leadingSign(sb, neg);
            decimalFloat(sb, d, neg);
            trailingSign(sb, neg);
            appendJustified(fmt.a, sb);
        }

        /* %e, %f and %g of the decimal digits d (zero when d.n == 0). */
        private void decimalFloat(StringBuilder sb, Digits d, boolean neg) {
            if (c == 'f') {
                int prec = precision == -1 ? 6 : precision;
                d.round(d.exp + prec);
                StringBuilder mant = d.fixed(prec);
                if (has(ALT) && prec == 0) {
                    mant.append('.');
                }
                localizedMagnitude(sb, mant, 0, adjustWidth(width, neg));
            } else if (c == 'e') {
                int prec = precision == -1 ? 6 : precision;
                String exp;
                if (d.n == 0) {
                    /* A BigDecimal zero keeps its scale as the exponent: 0.000 is 0e-03. */
                    d.exp = d.zeroExp + 1;
                    exp = d.exponent();
                } else {
                    d.round(prec + 1);
                    exp = d.exponent();
                }
                StringBuilder mant = d.scientific(prec);
                if (has(ALT) && prec == 0) {
                    mant.append('.');
                }
                int w = width == -1 ? -1 : adjustWidth(width - exp.length() - 1, neg);
                localizedMagnitude(sb, mant, 0, w);
                sb.append(has(UPPER) ? 'E' : 'e');
                sb.append(exp);
            } else {
                int prec = precision == -1 ? 6 : (precision == 0 ? 1 : precision);
                String exp = null;
                StringBuilder mant;
                if (d.big && d.n == 0 && d.zeroExp != 0) {
                    /* A BigDecimal zero other than 0 itself is written 0.00000e-03. */
                    d.exp = d.zeroExp + 1;
                    exp = d.exponent();
                    mant = d.scientific(prec - 1);
                } else if (d.n == 0) {
                    mant = d.fixed(prec - 1);
                } else {
                    d.round(prec);
                    int e = d.exp - 1;
                    if (e < -4 || e >= prec) {
                        exp = d.exponent();
                        mant = d.scientific(prec - 1);
                    } else {
                        mant = d.fixed(prec - d.exp);
                    }
                }
                int w = width;
                if (width != -1) {
                    w = adjustWidth(exp != null ? width - exp.length() - 1 : width, neg);
                }
                localizedMagnitude(sb, mant, 0, w);
                if (exp != null) {
                    sb.append(has(UPPER) ? 'E' : 'e');
                    sb.append(exp);
                }
            }
        }

        /*
         * %a of a positive finite v: Double.toHexString's digits, or with a
         * precision of 1 to 12 hex digits the significand rounded half-even
         * (subnormals normalized first). The zero padding is computed from the
         * unpadded digits, as the JDK does.
         */
        private void hexFloat(StringBuilder sb, double v, boolean neg) {
            int prec = precision == -1 ? 0 : (precision == 0 ? 1 : precision);
            String s = hexDigits(v, prec);
            boolean upper = has(UPPER);
            sb.append(upper ? "0X" : "0x");
            if (has(ZERO)) {
                int lead = (has(SPACE) || has(PLUS) || neg) ? 3 : 2;
                for (int i = s.length() + lead; i < width; i++) {
                    sb.append('0');
                }
            }
            int p = s.indexOf('p');
            String mant = s.substring(0, p);
            if (upper) {
                mant = mant.toUpperCase();
            }
            StringBuilder va = new StringBuilder(mant);
            if (prec != 0) {
                addZeros(va, prec);
            }
            sb.append(va);
            sb.append(upper ? 'P' : 'p');
            sb.append(s, p + 1, s.length());
        }

        private static String hexDigits(double v, int prec) {
            if (v == 0.0 || prec == 0 || prec >= 13) {
                return Double.toHexString(v).substring(2);
            }
            long bits = Double.doubleToRawLongBits(v);
            int exp = (int) ((bits >>> 52) & 0x7ff);
            long signif = bits & 0x000fffffffffffffL;
            if (exp == 0) {
                /* Subnormal: shift the leading one into the implicit bit's place. */
                exp = 1;
                while ((signif & 0x0010000000000000L) == 0) {
                    signif <<= 1;
                    exp--;
                }
            } else {
                signif |= 0x0010000000000000L;
            }
            int e = exp - 1023;
            int drop = 52 - prec * 4;
            long kept = signif >>> drop;
            long rest = signif & ((1L << drop) - 1);
            long half = 1L << (drop - 1);
            if (rest > half || (rest == half && (kept & 1) != 0)) {
                kept++;
            }
            if (kept >= (2L << (prec * 4))) {
                kept >>>= 1;
                e++;
            }
            if (e > 1023) {
                return "1.0p1024";
            }
            String frac = Long.toHexString(kept & ((1L << (prec * 4)) - 1));
            StringBuilder sb = new StringBuilder("1.");
            for (int i = frac.length(); i < prec; i++) {
                sb.append('0');
            }
            sb.append(frac);
            int end = sb.length();
            while (end > 3 && sb.charAt(end - 1) == '0') {
                end--;
            }
            sb.setLength(end);
            sb.append('p').append(e);
            return sb.toString();
        }

        /* Pads the digits after '.' (adding the '.') to prec. */
        private static void addZeros(StringBuilder sb, int prec) {
            int dot = sb.indexOf(".");
            int have = dot < 0 ? 0 : sb.length() - dot - 1;
            if (have >= prec) {
                return;
            }
            if (dot < 0) {
                sb.append('.');
            }
            for (int i = have; i < prec; i++) {
                sb.append('0');
            }
        }

        /* ------------------------------------------------------ sign, digits */

        private void leadingSign(StringBuilder sb, boolean neg) {
            if (!neg) {
                if (has(PLUS)) {
                    sb.append('+');
                } else if (has(SPACE)) {
                    sb.append(' ');
                }
            } else {
                sb.append(has(PAREN) ? '(' : '-');
            }
        }

        private void trailingSign(StringBuilder sb, boolean neg) {
            if (neg && has(PAREN)) {
                sb.append(')');
            }
        }

        private int adjustWidth(int w, boolean neg) {
            return (w != -1 && neg && has(PAREN)) ? w - 1 : w;
        }

        /*
         * Appends value from offset with ',' every three integer digits when
         * GROUP is set, then with ZERO inserts zeros after what sb held before
         * until sb is w long.
         */
        private void localizedMagnitude(StringBuilder sb, CharSequence value, int offset, int w) {
            int begin = sb.length();
            int len = value.length();
            int dot = len;
            for (int j = offset; j < len; j++) {
                if (value.charAt(j) == '.') {
                    dot = j;
                    break;
                }
            }
            boolean group = has(GROUP);
            char decimal = decimalSeparator(locale);
            char sep = groupingSeparator(locale);
            for (int j = offset; j < len; j++) {
                char ch = value.charAt(j);
                sb.append(j == dot ? decimal : ch);
                if (group && j < dot - 1 && (dot - j) % 3 == 1) {
                    sb.append(sep);
                }
            }
            if (w != -1 && has(ZERO) && sb.length() < w) {
                char[] zeros = new char[w - sb.length()];
                Arrays.fill(zeros, '0');
                sb.insert(begin, zeros);
            }
        }

        /* ---------------------------------------------------------- date/time */

        private void printDateTime(Formatter fmt, Object arg, Locale l) throws IOException {
            if (arg == null) {
                printString(fmt, "null", l);
                return;
            }
            long utc;
            TimeZone zone;
            if (arg instanceof Long) {
                /* milliseconds since the epoch, seen in the default zone */
                utc = ((Long) arg).longValue();
                zone = TimeZone.getDefault();
            } else if (arg instanceof Date) {
                utc = ((Date) arg).getTime();
                zone = TimeZone.getDefault();
            } else if (arg instanceof Calendar) {
                Calendar cal = (Calendar) arg;
                utc = cal.getTimeInMillis();
                zone = cal.getTimeZone();
            } else if (arg instanceof java.time.temporal.TemporalAccessor) {
                StringBuilder sb = new StringBuilder();
                temporal(sb, (java.time.temporal.TemporalAccessor) arg, c, l);
                String s = sb.toString();
                appendJustified(fmt.a, has(UPPER) ? s.toUpperCase() : s);
                return;
            } else {
                failConversion(arg);
                return;
            }
            int offset = zone.getOffset(utc);
            StringBuilder sb = new StringBuilder();
            DateFields t = new DateFields(utc + offset);
            t.utc = utc;
            t.offset = offset;
            t.zone = zone;
            dateTime(sb, t, c);
            String s = sb.toString();
            if (has(UPPER)) {
                s = s.toUpperCase();
            }
            appendJustified(fmt.a, s);
        }

        private static final String[] MONTHS = { "January", "February", "March", "April", "May",
            "June", "July", "August", "September", "October", "November", "December" };
        private static final String[] DAYS = { "Sunday", "Monday", "Tuesday", "Wednesday",
            "Thursday", "Friday", "Saturday" };

        private static void pad(StringBuilder sb, long v, int digits) {
            String s = Long.toString(v);
            for (int i = s.length(); i < digits; i++) {
                sb.append('0');
            }
            sb.append(s);
        }

        private static void dateTime(StringBuilder sb, DateFields t, char conv) {
            switch (conv) {
                case 'H': pad(sb, t.hour, 2); break;
                case 'I': pad(sb, t.hour12(), 2); break;
                case 'k': sb.append(t.hour); break;
                case 'l': sb.append(t.hour12()); break;
                case 'M': pad(sb, t.minute, 2); break;
                case 'S': pad(sb, t.second, 2); break;
                case 'L': pad(sb, t.milli, 3); break;
                case 'N': pad(sb, t.milli * 1000000L, 9); break;
                case 'p': sb.append(t.hour < 12 ? "am" : "pm"); break;
                case 'z': {
                    int off = t.offset / 60000;
                    sb.append(off < 0 ? '-' : '+');
                    pad(sb, Math.abs(off) / 60, 2);
                    pad(sb, Math.abs(off) % 60, 2);
                    break;
                }
                case 'Z':
                    sb.append(t.zone.getDisplayName(t.zone.inDaylightTime(new Date(t.utc)), TimeZone.SHORT, Locale.US));
                    break;
                case 's': sb.append(t.utc / 1000L); break;    // truncated, as the JDK does
                case 'Q': sb.append(t.utc); break;
                case 'B': sb.append(MONTHS[t.month - 1]); break;
                case 'b': case 'h': sb.append(MONTHS[t.month - 1], 0, 3); break;
                case 'A': sb.append(DAYS[t.weekday]); break;
                case 'a': sb.append(DAYS[t.weekday], 0, 3); break;
                case 'C': pad(sb, t.year / 100, 2); break;
                case 'Y': pad(sb, t.year, 4); break;
                case 'y': pad(sb, t.year % 100, 2); break;
                case 'j': pad(sb, t.dayOfYear, 3); break;
                case 'm': pad(sb, t.month, 2); break;
                case 'd': pad(sb, t.day, 2); break;
                case 'e': sb.append(t.day); break;
                case 'R': composite(sb, t, "H:M"); break;
                case 'T': composite(sb, t, "H:M:S"); break;
                case 'r': composite(sb, t, "I:M:S "); sb.append(t.hour < 12 ? "AM" : "PM"); break;
                case 'D': composite(sb, t, "m/d/y"); break;
                case 'F': composite(sb, t, "Y-m-d"); break;
                case 'c': composite(sb, t, "a b d T Z Y"); break;
                default: throw new UnknownFormatConversionException("t" + conv);
            }
        }

        /*
         * A java.time value: each conversion reads its field (YEAR_OF_ERA, DAY_OF_WEEK,
         * CLOCK_HOUR_OF_AMPM, INSTANT_SECONDS, ...); a field the value lacks is an
         * IllegalFormatConversionException naming that conversion, as on the JDK.
         */
        private void temporal(StringBuilder sb, java.time.temporal.TemporalAccessor t, char conv, Locale l) {
            try {
                temporalField(sb, t, conv, l);
            } catch (java.time.DateTimeException e) {
                // the innermost conversion of a composite is the one named, as on the JDK
                throw new IllegalFormatConversionException(conv, t.getClass());
            }
        }

        private void temporalField(StringBuilder sb, java.time.temporal.TemporalAccessor t, char conv, Locale l) {
            switch (conv) {
                case 'H': pad(sb, t.get(java.time.temporal.ChronoField.HOUR_OF_DAY), 2); break;
                case 'I': pad(sb, t.get(java.time.temporal.ChronoField.CLOCK_HOUR_OF_AMPM), 2); break;
                case 'k': sb.append(t.get(java.time.temporal.ChronoField.HOUR_OF_DAY)); break;
                case 'l': sb.append(t.get(java.time.temporal.ChronoField.CLOCK_HOUR_OF_AMPM)); break;
                case 'M': pad(sb, t.get(java.time.temporal.ChronoField.MINUTE_OF_HOUR), 2); break;
                case 'S': pad(sb, t.get(java.time.temporal.ChronoField.SECOND_OF_MINUTE), 2); break;
                case 'L': pad(sb, t.get(java.time.temporal.ChronoField.MILLI_OF_SECOND), 3); break;
                case 'N': pad(sb, t.get(java.time.temporal.ChronoField.NANO_OF_SECOND), 9); break;
                case 'p': sb.append(t.get(java.time.temporal.ChronoField.AMPM_OF_DAY) == 0 ? "am" : "pm"); break;
                case 'z': {
                    int off = t.get(java.time.temporal.ChronoField.OFFSET_SECONDS);
                    sb.append(off < 0 ? '-' : '+');
                    off = Math.abs(off) / 60;
                    pad(sb, off / 60, 2);
                    pad(sb, off % 60, 2);
                    break;
                }
                case 'Z': {
                    java.time.ZoneId zone = t instanceof java.time.ZonedDateTime ? ((java.time.ZonedDateTime) t).getZone()
                            : t instanceof java.time.OffsetDateTime ? ((java.time.OffsetDateTime) t).getOffset()
                            : t instanceof java.time.OffsetTime ? ((java.time.OffsetTime) t).getOffset()
                            : t instanceof java.time.ZoneId ? (java.time.ZoneId) t : null;
                    if (zone == null) {
                        throw new IllegalFormatConversionException(conv, t.getClass());
                    }
                    if (zone instanceof java.time.ZoneOffset) {
                        sb.append(zone.getId());
                    } else {
                        TimeZone tz = TimeZone.getTimeZone(zone.getId());
                        boolean dst = t.isSupported(java.time.temporal.ChronoField.INSTANT_SECONDS)
                                && tz.inDaylightTime(new Date(t.getLong(java.time.temporal.ChronoField.INSTANT_SECONDS) * 1000L));
                        sb.append(tz.getDisplayName(dst, TimeZone.SHORT, Locale.US));
                    }
                    break;
                }
                case 's': sb.append(t.getLong(java.time.temporal.ChronoField.INSTANT_SECONDS)); break;
                case 'Q':
                    sb.append(t.getLong(java.time.temporal.ChronoField.INSTANT_SECONDS) * 1000L
                            + t.getLong(java.time.temporal.ChronoField.MILLI_OF_SECOND));
                    break;
                case 'B': sb.append(MONTHS[t.get(java.time.temporal.ChronoField.MONTH_OF_YEAR) - 1]); break;
                case 'b': case 'h': sb.append(MONTHS[t.get(java.time.temporal.ChronoField.MONTH_OF_YEAR) - 1], 0, 3); break;
                case 'A': sb.append(DAYS[t.get(java.time.temporal.ChronoField.DAY_OF_WEEK) % 7]); break;
                case 'a': sb.append(DAYS[t.get(java.time.temporal.ChronoField.DAY_OF_WEEK) % 7], 0, 3); break;
                case 'C': pad(sb, t.get(java.time.temporal.ChronoField.YEAR_OF_ERA) / 100, 2); break;
                case 'Y': pad(sb, t.get(java.time.temporal.ChronoField.YEAR_OF_ERA), 4); break;
                case 'y': pad(sb, t.get(java.time.temporal.ChronoField.YEAR_OF_ERA) % 100, 2); break;
                case 'j': pad(sb, t.get(java.time.temporal.ChronoField.DAY_OF_YEAR), 3); break;
                case 'm': pad(sb, t.get(java.time.temporal.ChronoField.MONTH_OF_YEAR), 2); break;
                case 'd': pad(sb, t.get(java.time.temporal.ChronoField.DAY_OF_MONTH), 2); break;
                case 'e': sb.append(t.get(java.time.temporal.ChronoField.DAY_OF_MONTH)); break;
                case 'R': temporalComposite(sb, t, "H:M", l); break;
                case 'T': temporalComposite(sb, t, "H:M:S", l); break;
                case 'r':
                    temporalComposite(sb, t, "I:M:S ", l);
                    sb.append(t.get(java.time.temporal.ChronoField.AMPM_OF_DAY) == 0 ? "AM" : "PM");
                    break;
                case 'D': temporalComposite(sb, t, "m/d/y", l); break;
                case 'F': temporalComposite(sb, t, "Y-m-d", l); break;
                case 'c': temporalComposite(sb, t, "a b d T Z Y", l); break;
                default: throw new UnknownFormatConversionException("t" + conv);
            }
        }

        private void temporalComposite(StringBuilder sb, java.time.temporal.TemporalAccessor t, String pattern, Locale l) {
            for (int i = 0; i < pattern.length(); i++) {
                char ch = pattern.charAt(i);
                if ((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z')) {
                    temporal(sb, t, ch, l);
                } else {
                    sb.append(ch);
                }
            }
        }

        /* Letters are conversions, anything else is copied. */
        private static void composite(StringBuilder sb, DateFields t, String pattern) {
            for (int i = 0; i < pattern.length(); i++) {
                char ch = pattern.charAt(i);
                if ((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z')) {
                    dateTime(sb, t, ch);
                } else {
                    sb.append(ch);
                }
            }
        }
    }

    /*
     * The separators JDK 17 takes from the locale's CLDR data, for the
     * languages and countries listed; every other locale gets the English
     * ones. Digits are always ASCII here.
     */
    static char decimalSeparator(Locale l) {
        int s = symbols(l);
        return s == EN || s == SWISS ? '.' : ',';
    }

    static char groupingSeparator(Locale l) {
        int s = symbols(l);
        switch (s) {
            case COMMA_DOT: return '.';
            case COMMA_NBSP: return '\u00a0';
            case COMMA_NNBSP: return '\u202f';
            case SWISS: return '\u2019';
            default: return ',';
        }
    }

    private static final int EN = 0;
    private static final int COMMA_DOT = 1;
    private static final int COMMA_NBSP = 2;
    private static final int COMMA_NNBSP = 3;
    private static final int SWISS = 4;

    private static int symbols(Locale l) {
        if (l == null) {
            return EN;
        }
        String lang = l.getLanguage();
        String country = l.getCountry();
        if (lang.equals("en")) {
            if (country.equals("CH")) {
                return SWISS;
            }
            if (country.equals("ZA")) {
                return COMMA_NBSP;
            }
            return country.equals("DE") ? COMMA_DOT : EN;
        }
        if (lang.equals("de") || lang.equals("it")) {
            if (country.equals("CH") || (lang.equals("de") && country.equals("LI"))) {
                return SWISS;
            }
            return country.equals("AT") && lang.equals("de") ? COMMA_NBSP : COMMA_DOT;
        }
        if (lang.equals("fr")) {
            return country.equals("CA") ? COMMA_NBSP : COMMA_NNBSP;
        }
        if (lang.equals("es")) {
            return country.equals("MX") || country.equals("US") ? EN : COMMA_DOT;
        }
        if (lang.equals("pt")) {
            return country.equals("PT") ? COMMA_NBSP : COMMA_DOT;
        }
        if ("|nl|tr|da|el|ro|id|".indexOf("|" + lang + "|") >= 0) {
            return COMMA_DOT;
        }
        if ("|ru|pl|sv|nb|no|fi|cs|uk|hu|".indexOf("|" + lang + "|") >= 0) {
            return COMMA_NBSP;
        }
        return EN;
    }

    private static boolean isClass(Object o, String name) {
        return o.getClass().getName().equals(name);
    }

    /* A non-negative decimal integer text in radix 8 or 16 (repeated division). */
    static String toRadix(String dec, int radix) {
        int[] digits = new int[dec.length()];
        for (int i = 0; i < digits.length; i++) {
            digits[i] = dec.charAt(i) - '0';
        }
        StringBuilder out = new StringBuilder();
        int start = 0;
        while (start < digits.length && digits[start] == 0) {
            start++;
        }
        while (start < digits.length) {
            int rem = 0;
            for (int i = start; i < digits.length; i++) {
                int cur = rem * 10 + digits[i];
                digits[i] = cur / radix;
                rem = cur % radix;
            }
            out.append(Character.forDigit(rem, radix));
            while (start < digits.length && digits[start] == 0) {
                start++;
            }
        }
        if (out.length() == 0) {
            return "0";
        }
        return out.reverse().toString();
    }

    /** Broken-down UTC fields of milliseconds since the epoch (Gregorian, Julian before 1582-10-15). */
    static final class DateFields {
        final long millis;
        final long year;
        final int month;
        final int day;
        final int dayOfYear;
        final int weekday;
        final int hour;
        final int minute;
        final int second;
        final int milli;
        long utc;           // the instant, ms since the epoch
        int offset;         // of the zone at that instant, ms
        TimeZone zone;

        /* 1582-10-15, the first Gregorian day, in days since the epoch. */
        private static final long GREGORIAN_START = -141427;

        DateFields(long millis) {
            this.millis = millis;
            long days = Math.floorDiv(millis, 86400000L);
            long ms = Math.floorMod(millis, 86400000L);
            hour = (int) (ms / 3600000L);
            minute = (int) (ms / 60000L % 60);
            second = (int) (ms / 1000L % 60);
            milli = (int) (ms % 1000L);
            weekday = (int) Math.floorMod(days + 4, 7L);
            long y;
            if (days >= GREGORIAN_START) {
                /* Gregorian civil date from a day count, by 400-year eras starting on March 1st. */
                long z = days + 719468;
                long era = Math.floorDiv(z, 146097L);
                long doe = z - era * 146097;
                long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
                long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
                long mp = (5 * doy + 2) / 153;
                day = (int) (doy - (153 * mp + 2) / 5 + 1);
                month = (int) (mp < 10 ? mp + 3 : mp - 9);
                y = yoe + era * 400 + (month <= 2 ? 1 : 0);
            } else {
                /* Julian calendar before 1582-10-15, as GregorianCalendar has it (from the Julian day). */
                long e = 4 * (days + 2440588 + 1401) + 3;
                long h = 5 * (Math.floorMod(e, 1461L) / 4) + 2;
                day = (int) (Math.floorMod(h, 153L) / 5 + 1);
                month = (int) ((h / 153 + 2) % 12 + 1);
                y = Math.floorDiv(e, 1461L) - 4716 + (14 - month) / 12;
            }
            boolean leap = days >= GREGORIAN_START
                    ? (y % 4 == 0 && y % 100 != 0) || y % 400 == 0
                    : Math.floorMod(y, 4L) == 0;
            int[] before = { 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334 };
            int doy = before[month - 1] + day + (leap && month > 2 ? 1 : 0);
            /* 1582 began in the Julian calendar and lost ten days in October. */
            dayOfYear = y == 1582 && days >= GREGORIAN_START ? doy - 10 : doy;
            /* Years before 1 are counted back from 1 BC, as Calendar.YEAR does. */
            year = y > 0 ? y : 1 - y;
        }

        int hour12() {
            int h = hour % 12;
            return h == 0 ? 12 : h;
        }
    }

    /**
     * A non-negative decimal: value = 0.d[0..n) * 10^exp with d[0] != '0', or
     * zero when n == 0. Rounding is HALF_UP on these digits.
     */
    static final class Digits {
        char[] d;
        int n;
        int exp;
        boolean negative;
        /* From a BigDecimal, whose zero has an exponent (zeroExp, the negated scale). */
        boolean big;
        int zeroExp;

        static Digits zero() {
            Digits r = new Digits();
            r.d = new char[1];
            return r;
        }

        /* The shortest digits, from Double.toString ("123.45", "1.0E-5"). */
        static Digits of(double v) {
            return parse(Double.toString(v));
        }

        /* [-]int[.frac][E[+-]exp] as Double.toString and BigDecimal.toString write it. */
        static Digits parse(String s) {
            Digits r = new Digits();
            int i = 0;
            int len = s.length();
            if (i < len && s.charAt(i) == '-') {
                r.negative = true;
                i++;
            } else if (i < len && s.charAt(i) == '+') {
                i++;
            }
            int e = s.indexOf('E');
            if (e < 0) {
                e = s.indexOf('e');
            }
            int end = e < 0 ? len : e;
            long exp10 = 0;
            if (e >= 0) {
                int k = e + 1;
                boolean eneg = false;
                if (k < len && (s.charAt(k) == '+' || s.charAt(k) == '-')) {
                    eneg = s.charAt(k) == '-';
                    k++;
                }
                for (; k < len; k++) {
                    exp10 = exp10 * 10 + (s.charAt(k) - '0');
                }
                if (eneg) {
                    exp10 = -exp10;
                }
            }
            char[] buf = new char[end - i];
            int n = 0;
            int intDigits = 0;
            boolean seenDot = false;
            int leadingFracZeros = 0;
            for (int k = i; k < end; k++) {
                char ch = s.charAt(k);
                if (ch == '.') {
                    seenDot = true;
                    continue;
                }
                if (n == 0 && ch == '0') {
                    if (seenDot) {
                        leadingFracZeros++;
                    }
                    continue;
                }
                buf[n++] = ch;
                if (!seenDot) {
                    intDigits++;
                }
            }
            while (n > 0 && buf[n - 1] == '0') {
                n--;
            }
            r.d = buf.length == 0 ? new char[1] : buf;
            r.n = n;
            if (n > 0) {
                r.exp = (int) ((intDigits > 0 ? intDigits : -leadingFracZeros) + exp10);
            } else {
                int dot = s.indexOf('.');
                int fracDigits = dot < 0 || dot > end ? 0 : end - dot - 1;
                r.zeroExp = (int) (exp10 - fracDigits);
            }
            return r;
        }

        /* Keeps the first keep digits, rounding HALF_UP; keep < 0 (or 0 below half) leaves zero. */
        void round(int keep) {
            if (n == 0 || keep >= n) {
                return;
            }
            if (keep < 0) {
                n = 0;
                return;
            }
            if (keep == 0) {
                if (d[0] >= '5') {
                    d[0] = '1';
                    n = 1;
                    exp++;
                } else {
                    n = 0;
                }
                return;
            }
            boolean up = d[keep] >= '5';
            n = keep;
            if (up) {
                int i = keep - 1;
                while (i >= 0 && d[i] == '9') {
                    i--;
                }
                if (i < 0) {
                    d[0] = '1';
                    n = 1;
                    exp++;
                } else {
                    d[i]++;
                    n = i + 1;
                }
            }
            while (n > 0 && d[n - 1] == '0') {
                n--;
            }
        }

        private char digitAt(int pos) {
            return pos >= 0 && pos < n ? d[pos] : '0';
        }

        /* Integer digits, then '.' and exactly prec fraction digits (none and no '.' for 0). */
        StringBuilder fixed(int prec) {
            StringBuilder sb = new StringBuilder();
            int e = n == 0 ? 0 : exp;
            if (e <= 0) {
                sb.append('0');
            } else {
                for (int i = 0; i < e; i++) {
                    sb.append(digitAt(i));
                }
            }
            if (prec > 0) {
                sb.append('.');
                for (int k = 0; k < prec; k++) {
                    sb.append(digitAt(e + k));
                }
            }
            return sb;
        }

        /* d.ddd with prec fraction digits. */
        StringBuilder scientific(int prec) {
            StringBuilder sb = new StringBuilder();
            sb.append(n == 0 ? '0' : d[0]);
            if (prec > 0) {
                sb.append('.');
                for (int k = 1; k <= prec; k++) {
                    sb.append(digitAt(k));
                }
            }
            return sb;
        }

        /* Sign and at least two digits of the scientific exponent. */
        String exponent() {
            int e = exp - 1;
            StringBuilder sb = new StringBuilder();
            sb.append(e < 0 ? '-' : '+');
            int a = Math.abs(e);
            if (a < 10) {
                sb.append('0');
            }
            sb.append(a);
            return sb.toString();
        }
    }
}
