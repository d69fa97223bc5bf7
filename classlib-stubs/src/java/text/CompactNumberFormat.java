package java.text;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;

/**
 * Compact numbers in US English, the forms of JDK 17's CompactNumberFormat
 * for Locale.US: "1K", "12M" (SHORT) or "1 thousand", "12 million" (LONG),
 * up to trillions ("1000T" beyond). The number is first rounded to the maximum
 * fraction digits (none by default, half-even); its integer digits then choose
 * the unit, and the number divided by the unit is rounded the same way. A long
 * or double is divided in double arithmetic, as the JDK does (1255 is 1.25K:
 * the quotient 1.255 is just below the tie), a BigDecimal or BigInteger exactly.
 * A number under a thousand is written as a whole number. Grouping is never
 * shown. Other locales get the same English forms; the pattern-taking
 * constructor is not here.
 */
public final class CompactNumberFormat extends NumberFormat {
    private static final long serialVersionUID = 7128367218649234678L;

    private static final String[] SHORT_UNITS = {"K", "M", "B", "T"};
    private static final String[] LONG_UNITS = {" thousand", " million", " billion", " trillion"};

    private final String[] units;
    private RoundingMode roundingMode = RoundingMode.HALF_EVEN;

    CompactNumberFormat(NumberFormat.Style style) {
        units = style == NumberFormat.Style.LONG ? LONG_UNITS : SHORT_UNITS;
        setGroupingUsed(false);
        setMaximumFractionDigits(0);
    }

    public RoundingMode getRoundingMode() {
        return roundingMode;
    }

    public void setRoundingMode(RoundingMode mode) {
        if (mode == null) {
            throw new NullPointerException();
        }
        roundingMode = mode;
    }

    public StringBuffer format(long number, StringBuffer toAppendTo, FieldPosition pos) {
        return compact(number < 0, BigDecimal.valueOf(number).abs(), Math.abs((double) number), toAppendTo);
    }

    public StringBuffer format(double number, StringBuffer toAppendTo, FieldPosition pos) {
        if (Double.isNaN(number)) {
            return toAppendTo.append("NaN");
        }
        boolean neg = number < 0 || (number == 0 && 1 / number < 0);
        if (Double.isInfinite(number)) {
            return toAppendTo.append(neg ? "-\u221e" : "\u221e");
        }
        return compact(neg, new BigDecimal(Math.abs(number)), Math.abs(number), toAppendTo);
    }

    /* BigDecimal and BigInteger are divided exactly, as the JDK does. */
    public StringBuffer format(Object number, StringBuffer toAppendTo, FieldPosition pos) {
        if (number instanceof BigInteger) {
            BigInteger b = (BigInteger) number;
            return compact(b.signum() < 0, new BigDecimal(b.abs()), Double.NaN, toAppendTo);
        }
        if (number instanceof BigDecimal) {
            BigDecimal b = (BigDecimal) number;
            return compact(b.signum() < 0, b.abs(), Double.NaN, toAppendTo);
        }
        return super.format(number, toAppendTo, pos);
    }

    /* asDouble is the number as a double, or NaN to divide abs exactly. */
    private StringBuffer compact(boolean neg, BigDecimal abs, double asDouble, StringBuffer out) {
        int frac = getMaximumFractionDigits();
        int digits = abs.setScale(frac, roundingMode).toBigInteger().toString().length();
        int unit = Math.min(units.length, (digits - 1) / 3);
        if (neg) {
            out.append('-');
        }
        if (unit == 0) {
            return out.append(abs.setScale(0, roundingMode).toPlainString());
        }
        BigDecimal q = Double.isNaN(asDouble) ? abs.movePointLeft(3 * unit)
                : new BigDecimal(asDouble / Math.pow(1000, unit));
        q = q.setScale(frac, roundingMode);
        String text = q.toPlainString();
        // drop fraction zeros beyond the minimum, and the point with them
        int keep = Math.min(getMinimumFractionDigits(), frac);
        int point = text.indexOf('.');
        if (point >= 0) {
            int end = text.length();
            while (end > point + 1 + keep && text.charAt(end - 1) == '0') {
                end--;
            }
            text = text.substring(0, end == point + 1 ? point : end);
        }
        return out.append(text).append(units[unit - 1]);
    }

    /* A plain number, then at most one unit of this style (case-sensitive). */
    public Number parse(String text, ParsePosition pos) {
        int start = pos.getIndex();
        int i = start;
        boolean neg = i < text.length() && text.charAt(i) == '-';
        if (neg) {
            i++;
        }
        int digitsStart = i;
        while (i < text.length() && Character.isDigit(text.charAt(i))) {
            i++;
        }
        int intEnd = i;
        if (!isParseIntegerOnly() && i + 1 < text.length() && text.charAt(i) == '.' && Character.isDigit(text.charAt(i + 1))) {
            i++;
            while (i < text.length() && Character.isDigit(text.charAt(i))) {
                i++;
            }
        }
        if (intEnd == digitsStart) {
            pos.setErrorIndex(start);
            return null;
        }
        StringBuilder num = new StringBuilder();
        for (int k = digitsStart; k < i; k++) {
            char c = text.charAt(k);
            num.append(c == '.' ? '.' : (char) ('0' + Character.digit(c, 10)));
        }
        BigDecimal value = new BigDecimal(num.toString());
        for (int u = 0; u < units.length; u++) {
            if (text.startsWith(units[u], i)) {
                value = value.movePointRight(3 * (u + 1));
                i += units[u].length();
                break;
            }
        }
        if (neg) {
            value = value.negate();
        }
        pos.setIndex(i);
        BigDecimal whole = value.stripTrailingZeros();
        if (whole.scale() <= 0 && whole.compareTo(BigDecimal.valueOf(Long.MAX_VALUE)) <= 0
                && whole.compareTo(BigDecimal.valueOf(Long.MIN_VALUE)) >= 0) {
            return value.longValue();
        }
        return value.doubleValue();
    }
}
