package java.util;

/**
 * The text of {@code String.format("%f", d)} (six digits after the point) without
 * depending on Formatter: the summary statistics' toString needs it. Like the JDK's
 * Formatter, it starts from the shortest decimal digits that identify the double
 * (those of Double.toString) and rounds them half up, so 0.0000005 gives 0.000001.
 */
final class FixedDecimal {
    private FixedDecimal() {
    }

    static String format6(double d) {
        if (d != d) {
            return "NaN";
        }
        if (d == Double.POSITIVE_INFINITY) {
            return "Infinity";
        }
        if (d == Double.NEGATIVE_INFINITY) {
            return "-Infinity";
        }
        boolean negative = d < 0 || (d == 0 && 1 / d < 0);
        String s = Double.toString(Math.abs(d));
        int exp = 0;
        int e = s.indexOf('E');
        if (e >= 0) {
            exp = Integer.parseInt(s.substring(e + 1));
            s = s.substring(0, e);
        }
        int dot = s.indexOf('.');
        StringBuilder digits = new StringBuilder(s.substring(0, dot));
        digits.append(s, dot + 1, s.length());
        int point = dot + exp; /* digits before the decimal point */
        /* strip leading zeros so digits start with a significant digit */
        while (digits.length() > 1 && digits.charAt(0) == '0') {
            digits.deleteCharAt(0);
            point--;
        }
        /* make the digits cover exactly 6 places after the point, rounding half up */
        int keep = point + 6;
        if (keep < 0) {
            digits.setLength(0);
            digits.append('0');
            point = 1;
            keep = 7;
        } else if (keep < digits.length()) {
            boolean up = digits.charAt(keep) >= '5';
            digits.setLength(keep);
            if (up) {
                int i = keep - 1;
                while (i >= 0 && digits.charAt(i) == '9') {
                    digits.setCharAt(i, '0');
                    i--;
                }
                if (i >= 0) {
                    digits.setCharAt(i, (char) (digits.charAt(i) + 1));
                } else {
                    digits.insert(0, '1');
                    point++;
                    keep++;
                }
            }
        }
        while (digits.length() < keep) {
            digits.append('0');
        }
        while (point <= 0) {
            digits.insert(0, '0');
            point++;
        }
        StringBuilder out = new StringBuilder();
        if (negative) {
            out.append('-');
        }
        out.append(digits, 0, point).append('.').append(digits, point, point + 6);
        return out.toString();
    }
}
