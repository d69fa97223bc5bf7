package java.text;

import java.util.Locale;

/** Number formats with the English (US) symbols; DecimalFormat is the implementation. */
public abstract class NumberFormat extends Format {
    private static final long serialVersionUID = -2308460125733713944L;

    public static final int INTEGER_FIELD = 0;
    public static final int FRACTION_FIELD = 1;

    protected NumberFormat() {
    }

    public static NumberFormat getInstance() { return getNumberInstance(); }
    public static NumberFormat getInstance(Locale l) { return getNumberInstance(l); }
    public static NumberFormat getNumberInstance() { return new DecimalFormat("#,##0.###"); }

    /* The locale's separators (see DecimalFormatSymbols); the pattern is the English one. */
    public static NumberFormat getNumberInstance(Locale l) {
        return new DecimalFormat("#,##0.###", DecimalFormatSymbols.getInstance(l));
    }

    public static NumberFormat getIntegerInstance() {
        DecimalFormat f = new DecimalFormat("#,##0");
        f.setParseIntegerOnly(true);
        return f;
    }

    public static NumberFormat getIntegerInstance(Locale l) {
        DecimalFormat f = new DecimalFormat("#,##0", DecimalFormatSymbols.getInstance(l));
        f.setParseIntegerOnly(true);
        return f;
    }
    public static NumberFormat getPercentInstance() { return new DecimalFormat("#,##0%"); }
    public static NumberFormat getPercentInstance(Locale l) { return getPercentInstance(); }
    public static NumberFormat getCurrencyInstance() {
        return getCurrencyInstance(Locale.getDefault(Locale.Category.FORMAT));
    }

    /**
     * The English layout, symbol first: "$" for the United States, the country's symbol
     * for another English-speaking country (en_GB "\u00a3"), the generic sign \u00a4 for a
     * locale without a country or in another language (whose layouts are not here).
     */
    public static NumberFormat getCurrencyInstance(Locale l) {
        DecimalFormat f = new DecimalFormat("\u00a4#,##0.00");
        String sym = l.getCountry().equals("US") ? "$" : "\u00a4";
        if (l.getLanguage().equals("en") && !l.getCountry().isEmpty()) {
            sym = DecimalFormatSymbols.getInstance(l).getCurrencySymbol();
        }
        f.setPositivePrefix(sym);
        f.setNegativePrefix("-" + sym);
        return f;
    }

    /* The styles of compact numbers (CompactNumberFormat). */
    public enum Style {
        SHORT, LONG
    }

    public static NumberFormat getCompactNumberInstance() {
        return new CompactNumberFormat(Style.SHORT);
    }

    /* US English forms in every locale. */
    public static NumberFormat getCompactNumberInstance(Locale l, Style style) {
        if (l == null || style == null) {
            throw new NullPointerException();
        }
        return new CompactNumberFormat(style);
    }

    public final String format(double number) {
        return format(number, new StringBuffer(), new FieldPosition(0)).toString();
    }

    public final String format(long number) {
        return format(number, new StringBuffer(), new FieldPosition(0)).toString();
    }

    public StringBuffer format(Object number, StringBuffer toAppendTo, FieldPosition pos) {
        if (number instanceof Long || number instanceof Integer || number instanceof Short || number instanceof Byte) {
            return format(((Number) number).longValue(), toAppendTo, pos);
        }
        if (number instanceof Number) {
            return format(((Number) number).doubleValue(), toAppendTo, pos);
        }
        throw new IllegalArgumentException("Cannot format given Object as a Number");
    }

    public abstract StringBuffer format(double number, StringBuffer toAppendTo, FieldPosition pos);

    public abstract StringBuffer format(long number, StringBuffer toAppendTo, FieldPosition pos);

    public abstract Number parse(String source, ParsePosition parsePosition);

    public final Object parseObject(String source, ParsePosition pos) {
        return parse(source, pos);
    }

    public Number parse(String source) throws ParseException {
        ParsePosition p = new ParsePosition(0);
        Number n = parse(source, p);
        if (p.index == 0) {
            throw new ParseException("Unparseable number: \"" + source + "\"", p.errorIndex);
        }
        return n;
    }

    private boolean grouping = true;
    private boolean parseIntegerOnly;
    private int maxInt = Integer.MAX_VALUE;
    private int minInt = 1;
    private int maxFrac = 3;
    private int minFrac;

    public java.math.RoundingMode getRoundingMode() { throw new UnsupportedOperationException(); }
    public void setRoundingMode(java.math.RoundingMode mode) { throw new UnsupportedOperationException(); }

    public boolean isGroupingUsed() { return grouping; }
    public void setGroupingUsed(boolean v) { grouping = v; }
    public boolean isParseIntegerOnly() { return parseIntegerOnly; }
    public void setParseIntegerOnly(boolean v) { parseIntegerOnly = v; }
    public int getMaximumIntegerDigits() { return maxInt; }
    public int getMinimumIntegerDigits() { return minInt; }
    public int getMaximumFractionDigits() { return maxFrac; }
    public int getMinimumFractionDigits() { return minFrac; }

    public void setMaximumIntegerDigits(int v) {
        maxInt = Math.max(0, v);
        if (minInt > maxInt) {
            minInt = maxInt;
        }
    }

    public void setMinimumIntegerDigits(int v) {
        minInt = Math.max(0, v);
        if (minInt > maxInt) {
            maxInt = minInt;
        }
    }

    public void setMaximumFractionDigits(int v) {
        maxFrac = Math.max(0, v);
        if (maxFrac < minFrac) {
            minFrac = maxFrac;
        }
    }

    public void setMinimumFractionDigits(int v) {
        minFrac = Math.max(0, v);
        if (maxFrac < minFrac) {
            maxFrac = minFrac;
        }
    }
}
