package java.time.format;

import java.time.temporal.ChronoField;
import java.time.temporal.TemporalField;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Builds a formatter from the parts the everyday uses need, each turned into the pattern
 * letters that DateTimeFormatter.ofPattern understands: patterns, literals, numeric
 * values and texts of the common ChronoFields, fractions of a second, offsets, zone ids,
 * optional sections, other formatters, case-insensitive parsing and parseDefaulting.
 */
public final class DateTimeFormatterBuilder {
    private final List<Object> parts = new ArrayList<Object>();   // pattern strings and formatters
    private StringBuilder pattern = new StringBuilder();
    private boolean caseInsensitive;
    private final Map<TemporalField, Long> defaults = new LinkedHashMap<TemporalField, Long>();

    public DateTimeFormatterBuilder() {
    }

    public DateTimeFormatterBuilder parseCaseInsensitive() {
        caseInsensitive = true;
        return this;
    }

    public DateTimeFormatterBuilder parseCaseSensitive() {
        caseInsensitive = false;
        return this;
    }

    public DateTimeFormatterBuilder parseLenient() {
        return this;
    }

    public DateTimeFormatterBuilder parseStrict() {
        return this;
    }

    public DateTimeFormatterBuilder parseDefaulting(TemporalField field, long value) {
        java.util.Objects.requireNonNull(field, "field");
        defaults.put(field, Long.valueOf(value));
        return this;
    }

    public DateTimeFormatterBuilder appendPattern(String p) {
        java.util.Objects.requireNonNull(p, "pattern");
        DateTimeFormatter.ofPattern(p);     // the JDK's errors for a bad pattern, now
        pattern.append(p);
        return this;
    }

    public DateTimeFormatterBuilder appendLiteral(char literal) {
        return appendLiteral(String.valueOf(literal));
    }

    public DateTimeFormatterBuilder appendLiteral(String literal) {
        java.util.Objects.requireNonNull(literal, "literal");
        if (!literal.isEmpty()) {
            pattern.append('\'').append(literal.replace("'", "''")).append('\'');
        }
        return this;
    }

    public DateTimeFormatterBuilder optionalStart() {
        pattern.append('[');
        return this;
    }

    public DateTimeFormatterBuilder optionalEnd() {
        pattern.append(']');
        return this;
    }

    private static char letter(TemporalField field) {
        java.util.Objects.requireNonNull(field, "field");
        if (field instanceof ChronoField) {
            switch ((ChronoField) field) {
                case YEAR: return 'u';
                case YEAR_OF_ERA: return 'y';
                case MONTH_OF_YEAR: return 'M';
                case DAY_OF_MONTH: return 'd';
                case DAY_OF_YEAR: return 'D';
                case HOUR_OF_DAY: return 'H';
                case CLOCK_HOUR_OF_AMPM: return 'h';
                case HOUR_OF_AMPM: return 'K';
                case CLOCK_HOUR_OF_DAY: return 'k';
                case MINUTE_OF_HOUR: return 'm';
                case SECOND_OF_MINUTE: return 's';
                case DAY_OF_WEEK: return 'e';
                case AMPM_OF_DAY: return 'a';
                default: break;
            }
        }
        throw new UnsupportedOperationException("Field not supported by this builder: " + field);
    }

    private static String repeat(char c, int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.append(c);
        }
        return sb.toString();
    }

    public DateTimeFormatterBuilder appendValue(TemporalField field) {
        char c = letter(field);
        pattern.append(c == 'e' ? "c" : String.valueOf(c));
        return this;
    }

    public DateTimeFormatterBuilder appendValue(TemporalField field, int width) {
        if (width < 1 || width > 19) {
            throw new IllegalArgumentException("The width must be from 1 to 19 inclusive but was " + width);
        }
        char c = letter(field);
        pattern.append(repeat(c == 'e' ? 'c' : c, width));
        return this;
    }

    public DateTimeFormatterBuilder appendValue(TemporalField field, int minWidth, int maxWidth, SignStyle signStyle) {
        if (minWidth == maxWidth) {
            return appendValue(field, maxWidth);
        }
        return appendValue(field);
    }

    public DateTimeFormatterBuilder appendText(TemporalField field) {
        return appendText(field, TextStyle.FULL);
    }

    public DateTimeFormatterBuilder appendText(TemporalField field, TextStyle style) {
        char c = letter(field);
        boolean full = style == TextStyle.FULL || style == TextStyle.FULL_STANDALONE;
        if (c == 'a') {
            pattern.append('a');
        } else if (c == 'M' || c == 'e') {
            pattern.append(repeat(c == 'M' ? 'M' : 'E', full ? 4 : 3));
        } else {
            appendValue(field);
        }
        return this;
    }

    public DateTimeFormatterBuilder appendFraction(TemporalField field, int minWidth, int maxWidth, boolean decimalPoint) {
        if (field != ChronoField.NANO_OF_SECOND || minWidth != maxWidth || minWidth < 1) {
            throw new UnsupportedOperationException("Only a fixed-width fraction of NanoOfSecond");
        }
        if (decimalPoint) {
            pattern.append("'.'");
        }
        pattern.append(repeat('S', minWidth));
        return this;
    }

    public DateTimeFormatterBuilder appendOffsetId() {
        pattern.append("XXXXX");
        return this;
    }

    public DateTimeFormatterBuilder appendOffset(String p, String noOffsetText) {
        boolean z = "Z".equals(noOffsetText);
        String letters;
        if (p.equals("+HH:MM") && (z || noOffsetText.equals("+00:00"))) {
            letters = z ? "XXX" : "xxx";
        } else if (p.equals("+HHMM") && (z || noOffsetText.equals("+0000"))) {
            letters = z ? "XX" : "xx";
        } else if (p.equals("+HH:MM:ss") && z) {
            letters = "XXXXX";
        } else if (p.equals("+HH") && (z || noOffsetText.equals("+00"))) {
            letters = z ? "X" : "x";
        } else {
            throw new UnsupportedOperationException("Offset pattern not supported by this builder: " + p);
        }
        pattern.append(letters);
        return this;
    }

    public DateTimeFormatterBuilder appendZoneId() {
        pattern.append("VV");
        return this;
    }

    public DateTimeFormatterBuilder append(DateTimeFormatter formatter) {
        java.util.Objects.requireNonNull(formatter, "formatter");
        flush();
        parts.add(formatter);
        return this;
    }

    private void flush() {
        if (pattern.length() > 0) {
            parts.add(pattern.toString());
            pattern = new StringBuilder();
        }
    }

    public DateTimeFormatter toFormatter() {
        return toFormatter(Locale.getDefault(Locale.Category.FORMAT));
    }

    public DateTimeFormatter toFormatter(Locale locale) {
        java.util.Objects.requireNonNull(locale, "locale");
        flush();
        return DateTimeFormatter.build(parts, locale, caseInsensitive, defaults);
    }
}
