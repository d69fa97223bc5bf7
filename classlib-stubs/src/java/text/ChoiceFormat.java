package java.text;

import java.util.ArrayList;
import java.util.Arrays;

/**
 * Picks a string by the interval a number falls in: limits[i] <= x < limits[i+1]
 * chooses formats[i]; below the first limit (and NaN) the first. Patterns are
 * "limit#text|limit<text", '#' (or \u2264) for "from this limit on", '<' for
 * "above this limit", \u221e for infinity, quotes as in MessageFormat.
 */
public class ChoiceFormat extends NumberFormat {
    private static final long serialVersionUID = 1795184449645032964L;

    private double[] choiceLimits;
    private String[] choiceFormats;

    public ChoiceFormat(String newPattern) {
        applyPattern(newPattern);
    }

    public ChoiceFormat(double[] limits, String[] formats) {
        setChoices(limits, formats);
    }

    public void setChoices(double[] limits, String[] formats) {
        if (limits.length != formats.length) {
            throw new IllegalArgumentException("Array and limit arrays must be of the same length.");
        }
        choiceLimits = Arrays.copyOf(limits, limits.length);
        choiceFormats = Arrays.copyOf(formats, formats.length);
    }

    public double[] getLimits() {
        return Arrays.copyOf(choiceLimits, choiceLimits.length);
    }

    public Object[] getFormats() {
        return Arrays.copyOf(choiceFormats, choiceFormats.length);
    }

    public void applyPattern(String newPattern) {
        ArrayList<Double> limits = new ArrayList<Double>();
        ArrayList<String> formats = new ArrayList<String>();
        StringBuilder limit = new StringBuilder();
        StringBuilder text = new StringBuilder();
        boolean inText = false;
        boolean quoted = false;
        double previous = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < newPattern.length(); i++) {
            char c = newPattern.charAt(i);
            if (c == '\'') {
                if (i + 1 < newPattern.length() && newPattern.charAt(i + 1) == '\'') {
                    (inText ? text : limit).append(c);
                    i++;
                } else {
                    quoted = !quoted;
                }
            } else if (quoted) {
                (inText ? text : limit).append(c);
            } else if (!inText && (c == '<' || c == '#' || c == '\u2264')) {
                String s = limit.toString().trim();
                if (s.isEmpty()) {
                    throw new IllegalArgumentException("Each interval must contain a number before a format");
                }
                double d;
                if (s.equals("\u221e")) {
                    d = Double.POSITIVE_INFINITY;
                } else if (s.equals("-\u221e")) {
                    d = Double.NEGATIVE_INFINITY;
                } else {
                    try {
                        d = Double.parseDouble(s);
                    } catch (NumberFormatException e) {
                        throw new IllegalArgumentException("Each interval must contain a number before a format");
                    }
                }
                if (c == '<' && d != Double.POSITIVE_INFINITY && d != Double.NEGATIVE_INFINITY) {
                    d = nextDouble(d);
                }
                if (d <= previous && !limits.isEmpty()) {
                    throw new IllegalArgumentException("Incorrect order of intervals, must be in ascending order");
                }
                previous = d;
                limits.add(d);
                limit.setLength(0);
                inText = true;
            } else if (inText && c == '|') {
                formats.add(text.toString());
                text.setLength(0);
                inText = false;
            } else {
                (inText ? text : limit).append(c);
            }
        }
        if (inText) {
            formats.add(text.toString());
        }
        double[] l = new double[formats.size()];
        for (int i = 0; i < l.length; i++) {
            l[i] = limits.get(i);
        }
        choiceLimits = l;
        choiceFormats = formats.toArray(new String[0]);
    }

    public String toPattern() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < choiceLimits.length; i++) {
            if (i != 0) {
                sb.append('|');
            }
            double lim = choiceLimits[i];
            double less = previousDouble(lim);
            if (Math.abs(Math.IEEEremainder(lim, 1.0)) < Math.abs(Math.IEEEremainder(less, 1.0))) {
                sb.append(limitText(lim)).append('#');
            } else {
                sb.append(limitText(lim == Double.POSITIVE_INFINITY || lim == Double.NEGATIVE_INFINITY ? lim : less)).append('<');
            }
            String f = choiceFormats[i];
            boolean needQuote = f.indexOf('<') >= 0 || f.indexOf('#') >= 0 || f.indexOf('\u2264') >= 0 || f.indexOf('|') >= 0;
            if (needQuote) {
                sb.append('\'');
            }
            if (f.indexOf('\'') < 0) {
                sb.append(f);
            } else {
                for (int j = 0; j < f.length(); j++) {
                    char c = f.charAt(j);
                    sb.append(c);
                    if (c == '\'') {
                        sb.append(c);
                    }
                }
            }
            if (needQuote) {
                sb.append('\'');
            }
        }
        return sb.toString();
    }

    private static String limitText(double d) {
        if (d == Double.POSITIVE_INFINITY) {
            return "\u221e";
        }
        if (d == Double.NEGATIVE_INFINITY) {
            return "-\u221e";
        }
        return String.valueOf(d);
    }

    public StringBuffer format(long number, StringBuffer toAppendTo, FieldPosition status) {
        return format((double) number, toAppendTo, status);
    }

    public StringBuffer format(double number, StringBuffer toAppendTo, FieldPosition status) {
        int i = 0;
        while (i < choiceLimits.length && number >= choiceLimits[i]) {
            i++;
        }
        i = Math.max(i - 1, 0);
        return choiceFormats.length == 0 ? toAppendTo : toAppendTo.append(choiceFormats[i]);
    }

    /** The limit of the longest format found at the position, or NaN. */
    public Number parse(String text, ParsePosition status) {
        int start = status.getIndex();
        int furthest = start;
        double best = Double.NaN;
        for (int i = 0; i < choiceFormats.length; i++) {
            String f = choiceFormats[i];
            if (text.regionMatches(start, f, 0, f.length()) && start + f.length() > furthest) {
                furthest = start + f.length();
                best = choiceLimits[i];
                if (furthest == text.length()) {
                    break;
                }
            }
        }
        status.setIndex(furthest);
        if (furthest == start) {
            status.setErrorIndex(furthest);
        }
        return Double.valueOf(best);
    }

    public static final double nextDouble(double d) {
        return Math.nextUp(d);
    }

    public static final double previousDouble(double d) {
        return Math.nextDown(d);
    }

    public static double nextDouble(double d, boolean positive) {
        return positive ? Math.nextUp(d) : Math.nextDown(d);
    }

    public Object clone() {
        ChoiceFormat other = (ChoiceFormat) super.clone();
        other.choiceLimits = choiceLimits.clone();
        other.choiceFormats = choiceFormats.clone();
        return other;
    }

    public int hashCode() {
        int result = choiceLimits.length;
        if (choiceFormats.length > 0) {
            result ^= choiceFormats[choiceFormats.length - 1].hashCode();
        }
        return result;
    }

    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (obj == null || getClass() != obj.getClass()) {
            return false;
        }
        ChoiceFormat o = (ChoiceFormat) obj;
        return Arrays.equals(choiceLimits, o.choiceLimits) && Arrays.equals(choiceFormats, o.choiceFormats);
    }
}
