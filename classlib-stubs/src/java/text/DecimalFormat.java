package java.text;

/**
 * Decimal patterns ("#,##0.00", "0.###", "#%", "$#,##0.00;($#,##0.00)", quoted
 * text, the currency sign \u00a4) with the US symbols, rounding HALF_EVEN on
 * the exact binary value of a double, as the JDK does. Scientific notation
 * ("0.###E0", "00.##E00", and "##0.##E0" whose exponent is a multiple of the
 * integer digits) rounds to minimum-integer plus maximum-fraction significant digits.
 */
public class DecimalFormat extends NumberFormat {
    private static final long serialVersionUID = 864413376551465018L;

    private String posPrefix = "";
    private String posSuffix = "";
    private String negPrefix = "-";
    private String negSuffix = "";
    private int multiplier = 1;
    private int groupingSize = 3;
    private boolean decimalSeparatorAlwaysShown;
    private boolean useExponent;
    private int minExponentDigits;
    private java.math.RoundingMode roundingMode = java.math.RoundingMode.HALF_EVEN;
    private int expIntDigits;     // '#' and '0' before the point of an exponent pattern
    private DecimalFormatSymbols symbols;

    public DecimalFormat() {
        this("#,##0.###");
    }

    public DecimalFormat(String pattern) {
        this(pattern, new DecimalFormatSymbols());
    }

    public DecimalFormat(String pattern, DecimalFormatSymbols symbols) {
        this.symbols = (DecimalFormatSymbols) symbols.clone();
        applyPattern(pattern);
    }

    public DecimalFormatSymbols getDecimalFormatSymbols() {
        return (DecimalFormatSymbols) symbols.clone();
    }

    /** New symbols for what is formatted from now on (the affixes keep the currency sign they have). */
    public void setDecimalFormatSymbols(DecimalFormatSymbols newSymbols) {
        symbols = (DecimalFormatSymbols) newSymbols.clone();
    }

    public void applyPattern(String pattern) {
        int semi = unquotedIndex(pattern, ';');
        String pos = semi < 0 ? pattern : pattern.substring(0, semi);
        int[] span = numberSpan(pos);
        posPrefix = literal(pos.substring(0, span[0]));
        posSuffix = literal(pos.substring(span[1]));
        String num = pos.substring(span[0], span[1]);
        int ePos = num.indexOf('E');
        useExponent = ePos >= 0;
        if (useExponent) {
            String ex = num.substring(ePos + 1);
            num = num.substring(0, ePos);
            if (ex.isEmpty() || ex.replace("0", "").length() != 0 || num.indexOf(',') >= 0) {
                throw new IllegalArgumentException("Malformed exponential pattern \"" + pattern + "\"");
            }
            minExponentDigits = ex.length();
        }
        multiplier = (pos.indexOf('%') >= 0 && unquotedIndex(pos, '%') >= 0) ? 100
                : unquotedIndex(pos, '\u2030') >= 0 ? 1000 : 1;
        if (semi >= 0) {
            String neg = pattern.substring(semi + 1);
            int[] ns = numberSpan(neg);
            negPrefix = literal(neg.substring(0, ns[0]));
            negSuffix = literal(neg.substring(ns[1]));
        } else {
            negPrefix = symbols.getMinusSign() + posPrefix;
            negSuffix = posSuffix;
        }
        int dot = num.indexOf('.');
        String ip = dot < 0 ? num : num.substring(0, dot);
        String fp = dot < 0 ? "" : num.substring(dot + 1);
        int lastComma = ip.lastIndexOf(',');
        setGroupingUsed(lastComma >= 0);
        if (lastComma >= 0) {
            groupingSize = ip.length() - lastComma - 1;
        }
        int zeros = 0;
        for (int i = 0; i < ip.length(); i++) {
            if (ip.charAt(i) == '0') {
                zeros++;
            }
        }
        int fz = 0;
        int fh = 0;
        for (int i = 0; i < fp.length(); i++) {
            if (fp.charAt(i) == '0') {
                fz++;
            } else if (fp.charAt(i) == '#') {
                fh++;
            }
        }
        setMaximumIntegerDigits(Integer.MAX_VALUE);
        // A pattern with a point but no '0' at all gets one required digit, as the JDK reads
        // it: "#.##" keeps one integer digit, ".##" one fraction digit. A '0' anywhere
        // ("#.00") leaves the integer part optional.
        boolean noZero = zeros == 0 && fz == 0 && dot >= 0;
        setMinimumIntegerDigits(noZero && ip.indexOf('#') >= 0 ? 1 : zeros);
        setMaximumFractionDigits(fz + fh);
        setMinimumFractionDigits(noZero && ip.indexOf('#') < 0 && fh > 0 ? 1 : fz);
        decimalSeparatorAlwaysShown = dot >= 0 && fp.isEmpty();
        if (useExponent) {
            expIntDigits = ip.length();
            setMaximumIntegerDigits(Math.max(ip.length(), getMinimumIntegerDigits()));
        }
    }

    private static int unquotedIndex(String s, char c) {
        boolean q = false;
        for (int i = 0; i < s.length(); i++) {
            char x = s.charAt(i);
            if (x == '\'') {
                q = !q;
            } else if (x == c && !q) {
                return i;
            }
        }
        return -1;
    }

    /** The start and end of the number part (digits, '#', ',', '.') outside quotes. */
    private static int[] numberSpan(String s) {
        boolean q = false;
        int start = -1;
        int end = -1;
        for (int i = 0; i < s.length(); i++) {
            char x = s.charAt(i);
            if (x == '\'') {
                q = !q;
                continue;
            }
            if (!q && (x == '#' || x == '0' || x == ',' || x == '.' || (x >= '1' && x <= '9') || (x == 'E' && start >= 0))) {
                if (start < 0) {
                    start = i;
                }
                end = i + 1;
            } else if (start >= 0 && end >= 0 && end == i) {
                break;
            }
        }
        if (start < 0) {
            return new int[] {s.length(), s.length()};
        }
        return new int[] {start, end};
    }

    /* An affix of the pattern: quotes removed, an unquoted currency sign becomes the symbol. */
    private String literal(String s) {
        StringBuilder sb = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\'') {
                if (i + 1 < s.length() && s.charAt(i + 1) == '\'') {
                    sb.append('\'');
                    i++;
                } else {
                    quoted = !quoted;
                }
                continue;
            }
            if (c == '\u00a4' && !quoted) {
                sb.append(symbols.getCurrencySymbol());
                continue;
            }
            sb.append(c);
        }
        return sb.toString();
    }

    public String getPositivePrefix() { return posPrefix; }
    public String getNegativePrefix() { return negPrefix; }
    public String getPositiveSuffix() { return posSuffix; }
    public String getNegativeSuffix() { return negSuffix; }
    public void setPositivePrefix(String s) { posPrefix = s; }
    public void setNegativePrefix(String s) { negPrefix = s; }
    public void setPositiveSuffix(String s) { posSuffix = s; }
    public void setNegativeSuffix(String s) { negSuffix = s; }
    public int getMultiplier() { return multiplier; }
    public void setMultiplier(int m) { multiplier = m; }
    public int getGroupingSize() { return groupingSize; }
    public void setGroupingSize(int n) { groupingSize = n; }
    public boolean isDecimalSeparatorAlwaysShown() { return decimalSeparatorAlwaysShown; }
    public void setDecimalSeparatorAlwaysShown(boolean v) { decimalSeparatorAlwaysShown = v; }

    public java.math.RoundingMode getRoundingMode() { return roundingMode; }

    public void setRoundingMode(java.math.RoundingMode mode) {
        if (mode == null) {
            throw new NullPointerException();
        }
        roundingMode = mode;
    }

    // ---- formatting ----------------------------------------------------

    public StringBuffer format(long number, StringBuffer toAppendTo, FieldPosition pos) {
        if (useExponent) {
            java.math.BigDecimal b = java.math.BigDecimal.valueOf(number).multiply(java.math.BigDecimal.valueOf(multiplier));
            return scientific(b.signum() < 0, b.abs(), b.abs(), false, toAppendTo);
        }
        if (multiplier == 1 || Math.abs(number) < Long.MAX_VALUE / 1000) {
            boolean neg = number < 0;
            String digits = Long.toString(number * multiplier);
            if (neg) {
                digits = digits.substring(1);
            }
            return emit(neg, digits, "", toAppendTo);
        }
        return format((double) number, toAppendTo, pos);
    }

    public StringBuffer format(double number, StringBuffer toAppendTo, FieldPosition pos) {
        if (Double.isNaN(number)) {
            return toAppendTo.append(symbols.getNaN());
        }
        boolean neg = number < 0 || (number == 0 && 1 / number < 0);
        double v = Math.abs(number * multiplier);
        if (Double.isInfinite(v)) {
            return toAppendTo.append(neg ? negPrefix : posPrefix).append(symbols.getInfinity()).append(neg ? negSuffix : posSuffix);
        }
        if (useExponent) {
            return scientific(neg, new java.math.BigDecimal(Double.toString(v)), new java.math.BigDecimal(v),
                    v == Math.rint(v) && v < 0x1p62, toAppendTo);
        }
        if (roundingMode != java.math.RoundingMode.HALF_EVEN) {
            return emitDecimal(neg, roundOther(v), toAppendTo);
        }
        String[] r = round(v, getMaximumFractionDigits());
        return emit(neg, r[0], r[1], toAppendTo);
    }

    /**
     * Mantissa and exponent of a non-negative value: shortest is its shortest
     * decimal, exact its exact value (which settles a tie in shortest). The
     * JDK keeps (integer pattern digits + maximum fraction digits) significant
     * digits; a tie in an integral double (below 2^62) rounds up there, since
     * its digits are not known to be exact, while other ties round half-even.
     */
    private StringBuffer scientific(boolean neg, java.math.BigDecimal shortest, java.math.BigDecimal exact,
                                    boolean integralDouble, StringBuffer out) {
        int minInt = getMinimumIntegerDigits();
        boolean engineering = expIntDigits > minInt && expIntDigits > 1;
        int sig = Math.max(1, expIntDigits + getMaximumFractionDigits());
        java.math.BigDecimal r = shortest.stripTrailingZeros();
        if (r.precision() > sig) {
            java.math.MathContext even = new java.math.MathContext(sig, java.math.RoundingMode.HALF_EVEN);
            boolean tie = r.precision() == sig + 1 && r.unscaledValue().mod(java.math.BigInteger.TEN).intValue() == 5;
            if (tie && integralDouble) {
                r = r.round(new java.math.MathContext(sig, java.math.RoundingMode.HALF_UP));
            } else if (tie) {
                r = exact.round(even);
            } else {
                r = r.round(even);
            }
            r = r.stripTrailingZeros();
        }
        int exponent;
        java.math.BigDecimal mant;
        if (r.signum() == 0) {
            exponent = 0;
            mant = java.math.BigDecimal.ZERO;
        } else {
            int decimalAt = r.precision() - r.scale();
            if (engineering) {
                exponent = Math.floorDiv(decimalAt - 1, expIntDigits) * expIntDigits;
            } else {
                exponent = decimalAt - ((minInt > 0 || getMinimumFractionDigits() > 0) ? minInt : 1);
            }
            mant = r.movePointLeft(exponent);
        }
        String plain = mant.toPlainString();
        int dot = plain.indexOf('.');
        String ip = dot < 0 ? plain : plain.substring(0, dot);
        String fp = dot < 0 ? "" : plain.substring(dot + 1);
        if (ip.equals("0")) {
            ip = "";
        }
        StringBuilder ipb = new StringBuilder(ip);
        while (ipb.length() < minInt) {
            ipb.insert(0, '0');
        }
        while (fp.endsWith("0")) {
            fp = fp.substring(0, fp.length() - 1);
        }
        int minFrac = Math.max(0, minInt + getMinimumFractionDigits() - ipb.length());
        while (fp.length() < minFrac) {
            fp += "0";
        }
        if (ipb.length() == 0 && fp.isEmpty()) {
            ipb.append('0');
        }
        out.append(neg ? negPrefix : posPrefix).append(ipb);
        if (!fp.isEmpty() || decimalSeparatorAlwaysShown) {
            out.append(symbols.getDecimalSeparator()).append(fp);
        }
        out.append(symbols.getExponentSeparator());
        if (exponent < 0) {
            out.append('-');
        }
        String ed = Integer.toString(Math.abs(exponent));
        for (int i = ed.length(); i < minExponentDigits; i++) {
            out.append('0');
        }
        out.append(ed);
        return out.append(neg ? negSuffix : posSuffix);
    }

    /**
     * Rounds a non-negative finite v with a mode other than HALF_EVEN. Like the
     * JDK, the shortest decimal of v decides, except for a tie of a HALF mode in
     * that decimal, which the exact binary value settles.
     */
    private java.math.BigDecimal roundOther(double v) {
        int maxFrac = getMaximumFractionDigits();
        java.math.BigDecimal shortest = new java.math.BigDecimal(Double.toString(v));
        java.math.RoundingMode m = roundingMode;
        if ((m == java.math.RoundingMode.HALF_UP || m == java.math.RoundingMode.HALF_DOWN) && shortest.scale() > maxFrac) {
            java.math.BigDecimal rest = shortest.movePointRight(maxFrac);
            rest = rest.subtract(new java.math.BigDecimal(rest.toBigInteger()));
            if (rest.compareTo(new java.math.BigDecimal("0.5")) == 0) {
                return new java.math.BigDecimal(v).setScale(maxFrac, m);
            }
        }
        return shortest.setScale(maxFrac, m);
    }

    /** Emits a non-negative BigDecimal already rounded to at most the maximum fraction digits. */
    private StringBuffer emitDecimal(boolean neg, java.math.BigDecimal r, StringBuffer out) {
        String plain = r.toPlainString();
        int dot = plain.indexOf('.');
        return emit(neg, dot < 0 ? plain : plain.substring(0, dot), dot < 0 ? "" : plain.substring(dot + 1), out);
    }

    /** BigDecimal and BigInteger are formatted exactly, as the JDK does; other numbers as double or long. */
    public StringBuffer format(Object number, StringBuffer toAppendTo, FieldPosition pos) {
        if (!useExponent && (number instanceof java.math.BigDecimal || number instanceof java.math.BigInteger)) {
            java.math.BigDecimal b = number instanceof java.math.BigInteger
                    ? new java.math.BigDecimal((java.math.BigInteger) number) : (java.math.BigDecimal) number;
            b = b.multiply(java.math.BigDecimal.valueOf(multiplier));
            return emitDecimal(b.signum() < 0, b.abs().setScale(getMaximumFractionDigits(), roundingMode), toAppendTo);
        }
        return super.format(number, toAppendTo, pos);
    }

    private StringBuffer emit(boolean neg, String intDigits, String frac, StringBuffer out) {
        while (intDigits.length() > 1 && intDigits.charAt(0) == '0') {
            intDigits = intDigits.substring(1);
        }
        if (intDigits.equals("0")) {
            intDigits = "";
        }
        while (frac.length() > getMinimumFractionDigits() && frac.endsWith("0")) {
            frac = frac.substring(0, frac.length() - 1);
        }
        while (frac.length() < getMinimumFractionDigits()) {
            frac += "0";
        }
        StringBuilder ip = new StringBuilder(intDigits);
        while (ip.length() < getMinimumIntegerDigits()) {
            ip.insert(0, '0');
        }
        if (ip.length() == 0 && frac.isEmpty()) {
            ip.append('0');
        }
        if (isGroupingUsed() && groupingSize > 0) {
            for (int i = ip.length() - groupingSize; i > 0; i -= groupingSize) {
                ip.insert(i, symbols.getGroupingSeparator());
            }
        }
        out.append(neg ? negPrefix : posPrefix).append(ip);
        if (!frac.isEmpty() || decimalSeparatorAlwaysShown) {
            out.append(symbols.getDecimalSeparator()).append(frac);
        }
        return out.append(neg ? negSuffix : posSuffix);
    }

    /**
     * Rounds a non-negative finite v HALF_EVEN to maxFrac fraction digits:
     * { integer digits, fraction digits }. Works on the shortest decimal of v;
     * a tie in that decimal is settled by the exact binary value.
     */
    static String[] round(double v, int maxFrac) {
        String s = Double.toString(v);
        int e = s.indexOf('E');
        int exp = 0;
        if (e >= 0) {
            exp = Integer.parseInt(s.substring(e + 1));
            s = s.substring(0, e);
        }
        int dot = s.indexOf('.');
        String digits = s.substring(0, dot) + s.substring(dot + 1);
        int point = dot + exp;     // digits before the decimal point
        // strip leading zeros, keeping point consistent
        while (digits.length() > 1 && digits.charAt(0) == '0') {
            digits = digits.substring(1);
            point--;
        }
        while (digits.length() > 1 && digits.endsWith("0")) {
            digits = digits.substring(0, digits.length() - 1);
        }
        int keep = point + maxFrac;    // digits kept
        StringBuilder kept;
        if (keep >= digits.length()) {
            kept = new StringBuilder(digits);
        } else if (keep < 0) {
            kept = new StringBuilder();
        } else {
            kept = new StringBuilder(digits.substring(0, keep));
            String rest = digits.substring(keep);
            boolean up;
            if (rest.charAt(0) > '5') {
                up = true;
            } else if (rest.charAt(0) < '5') {
                up = false;
            } else if (rest.length() > 1) {
                up = true;
            } else {
                int cmp = compareTie(v, kept.toString() + "5", digits.length() - point);
                up = cmp > 0 || (cmp == 0 && keep > 0 && (kept.charAt(keep - 1) - '0') % 2 == 1);
            }
            if (up) {
                int i = kept.length() - 1;
                while (i >= 0 && kept.charAt(i) == '9') {
                    kept.setCharAt(i, '0');
                    i--;
                }
                if (i >= 0) {
                    kept.setCharAt(i, (char) (kept.charAt(i) + 1));
                } else {
                    kept.insert(0, '1');
                    point++;
                    keep++;
                }
            }
        }
        if (keep == 0 && kept.length() == 0) {
            // everything rounded away (or up to a single unit at the last place)
        }
        // place the decimal point
        String all = kept.toString();
        int p = point;
        if (keep < 0) {
            return new String[] {"0", ""};
        }
        StringBuilder ip = new StringBuilder();
        StringBuilder fp = new StringBuilder();
        for (int i = 0; i < Math.max(p, 0); i++) {
            ip.append(i < all.length() ? all.charAt(i) : '0');
        }
        for (int i = p; i < all.length(); i++) {
            if (i < 0) {
                continue;
            }
            fp.append(all.charAt(i));
        }
        StringBuilder lead = new StringBuilder();
        for (int i = p; i < 0 && lead.length() < maxFrac; i++) {
            lead.append('0');
        }
        String frac = lead.toString() + fp;
        if (frac.length() > maxFrac) {
            frac = frac.substring(0, maxFrac);
        }
        return new String[] {ip.length() == 0 ? "0" : ip.toString(), frac};
    }

    /** Sign of v - tie, where tie = tieDigits * 10^-fracDigits; 0 also when it cannot be decided exactly. */
    private static int compareTie(double v, String tieDigits, int fracDigits) {
        if (fracDigits < 0 || fracDigits > 22 || tieDigits.length() > 15) {
            return 0;
        }
        double scale = 1;
        for (int i = 0; i < fracDigits; i++) {
            scale *= 10;
        }
        double t = Long.parseLong(tieDigits);
        double p = v * scale;
        double err = Math.fma(v, scale, -p);
        if (p != t) {
            return p > t ? 1 : -1;
        }
        return err > 0 ? 1 : err < 0 ? -1 : 0;
    }

    // ---- parsing -------------------------------------------------------

    public Number parse(String text, ParsePosition pos) {
        int start = pos.index;
        int i = start;
        boolean neg = false;
        if (!negPrefix.isEmpty() && text.startsWith(negPrefix, i) && !(negPrefix.startsWith(posPrefix) && posPrefix.length() == negPrefix.length())) {
            neg = true;
            i += negPrefix.length();
        } else if (text.startsWith(posPrefix, i)) {
            i += posPrefix.length();
        } else {
            pos.errorIndex = i;
            return null;
        }
        if (text.startsWith(symbols.getInfinity(), i)) {
            pos.index = i + symbols.getInfinity().length();
            return neg ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        }
        StringBuilder num = new StringBuilder();
        boolean sawDigit = false;
        boolean sawDot = false;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c >= '0' && c <= '9') {
                num.append(c);
                sawDigit = true;
            } else if (c == symbols.getGroupingSeparator() && isGroupingUsed() && !sawDot) {
                // grouping separator: skipped
            } else if (c == symbols.getDecimalSeparator() && !sawDot && !isParseIntegerOnly()) {
                sawDot = true;
                num.append('.');
            } else {
                break;
            }
            i++;
        }
        if (!sawDigit) {
            pos.errorIndex = i;
            return null;
        }
        String suffix = neg ? negSuffix : posSuffix;
        if (!suffix.isEmpty()) {
            if (!text.startsWith(suffix, i)) {
                pos.errorIndex = i;
                return null;
            }
            i += suffix.length();
        }
        pos.index = i;
        double d = Double.parseDouble(num.toString());
        if (multiplier != 1) {
            d /= multiplier;
        }
        if (neg) {
            d = -d;
        }
        if (d == (long) d && !(d == 0 && neg) && Math.abs(d) < 9.2e18) {
            return Long.valueOf((long) d);
        }
        return Double.valueOf(d);
    }

    public String toPattern() {
        String number = numberPattern();
        StringBuilder sb = new StringBuilder(quoteAffix(posPrefix)).append(number).append(quoteAffix(posSuffix));
        // The negative subpattern is written only when it is not the implied "-" form.
        if (!negPrefix.equals(symbols.getMinusSign() + posPrefix) || !negSuffix.equals(posSuffix)) {
            sb.append(';').append(quoteAffix(negPrefix)).append(number).append(quoteAffix(negSuffix));
        }
        return sb.toString();
    }

    /* An affix as pattern text: each run of digits or of '#', ',', '.', ';' quoted. */
    private static String quoteAffix(String affix) {
        StringBuilder sb = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < affix.length(); i++) {
            char c = affix.charAt(i);
            boolean special = (c >= '0' && c <= '9') || "#,.;".indexOf(c) >= 0;
            if (special != quoted) {
                sb.append('\'');
                quoted = special;
            }
            sb.append(c == '\'' ? "''" : String.valueOf(c));
        }
        if (quoted) {
            sb.append('\'');
        }
        return sb.toString();
    }

    /* The number part of the pattern: integer digits, fraction digits, exponent. */
    private String numberPattern() {
        StringBuilder sb = new StringBuilder();
        StringBuilder ip = new StringBuilder();
        int mi = getMinimumIntegerDigits();
        int width = isGroupingUsed() ? Math.max(groupingSize + 1, mi) : Math.max(mi, 1);
        for (int i = 0; i < width; i++) {
            ip.insert(0, i < mi ? '0' : '#');
            if (isGroupingUsed() && i == groupingSize - 1 && i + 1 < width) {
                ip.insert(0, ',');
            }
        }
        if (!isGroupingUsed() && mi > 0) {
            ip.insert(0, '#');
        }
        if (useExponent) {
            ip.setLength(0);
            for (int i = mi; i < expIntDigits; i++) {
                ip.append('#');
            }
            for (int i = 0; i < mi; i++) {
                ip.append('0');
            }
        }
        sb.append(ip);
        if (getMaximumFractionDigits() > 0 || decimalSeparatorAlwaysShown) {
            sb.append('.');
            for (int i = 0; i < getMaximumFractionDigits(); i++) {
                sb.append(i < getMinimumFractionDigits() ? '0' : '#');
            }
        }
        if (useExponent) {
            sb.append('E');
            for (int i = 0; i < minExponentDigits; i++) {
                sb.append('0');
            }
        }
        return sb.toString();
    }

    public boolean equals(Object o) {
        if (!(o instanceof DecimalFormat)) {
            return false;
        }
        DecimalFormat f = (DecimalFormat) o;
        return toPattern().equals(f.toPattern()) && negPrefix.equals(f.negPrefix) && negSuffix.equals(f.negSuffix);
    }

    /*
     * JDK 17's value: NumberFormat's part, the maximum integer digits (at most 309, the
     * digits a double can have) times 37 plus the maximum fraction digits as last
     * serialized (3 for a format never serialized), then times 37 plus the positive
     * prefix's hash.
     */
    public int hashCode() {
        return (Math.min(getMaximumIntegerDigits(), 309) * 37 + 3) * 37 + posPrefix.hashCode();
    }
}
