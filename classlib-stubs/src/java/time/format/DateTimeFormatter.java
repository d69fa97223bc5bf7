package java.time.format;

import java.time.DateTimeException;
import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.Month;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.UnsupportedTemporalTypeException;
import java.util.ArrayList;
import java.util.Locale;

/**
 * Formats and parses dates and times by pattern (letters G-less subset: u y M L d D
 * E e? no; see Element kinds below) and the ISO formatters, with English text.
 * Parsing resolves SMART for patterns (a day-of-month past the month's end is
 * clamped) and STRICT for the ISO formatters, as the JDK's do.
 */
public final class DateTimeFormatter {
    // Field kinds
    private static final int YEAR = 0;      // proleptic year ('u'; 'y' for positive years)
    private static final int MONTH = 1;
    private static final int DAY = 2;
    private static final int DOY = 3;
    private static final int HOUR = 4;
    private static final int MINUTE = 5;
    private static final int SECOND = 6;
    private static final int HOUR12 = 7;    // 'h' 1-12
    private static final int HOUR0_11 = 8;  // 'K'
    private static final int HOUR1_24 = 9;  // 'k'
    private static final int YEAR_OF_ERA = 10;
    private static final int DOW_NUM = 11;
    private static final int WEEK_YEAR = 12;      // ISO week-based year
    private static final int WEEK_OF_YEAR = 13;   // ISO week of week-based year
    private static final int ISO_DOW = 14;        // 1 = Monday
    // the locale's weeks (WeekFields.of(locale)); printed, and parsed without being resolved to a date
    private static final int LOC_WEEK_YEAR = 15;      // 'Y'
    private static final int LOC_WEEK_OF_YEAR = 16;   // 'w', week of the week-based year
    private static final int LOC_WEEK_OF_MONTH = 17;  // 'W'

    private static final String[] FIELD_NAMES = {
        "Year", "MonthOfYear", "DayOfMonth", "DayOfYear", "HourOfDay", "MinuteOfHour", "SecondOfMinute",
        "ClockHourOfAmPm", "HourOfAmPm", "ClockHourOfDay", "YearOfEra", "DayOfWeek",
        "WeekBasedYear", "WeekOfWeekBasedYear", "DayOfWeek", "DayOfWeek", "DayOfWeek", "DayOfWeek",
    };

    private abstract static class Element {
        boolean optional;   // inside [...]: printed when the value exists, skipped on parse failure
        int depth;
    }

    private static final class Literal extends Element {
        final String text;
        Literal(String text) { this.text = text; }
    }

    private static final class Num extends Element {
        final int field;
        final int min;
        final int max;
        final boolean exceedsPad;   // sign when more digits than min (years)
        final boolean reduced;      // two-digit year, base 2000
        Num(int field, int min, int max, boolean exceedsPad, boolean reduced) {
            this.field = field;
            this.min = min;
            this.max = max;
            this.exceedsPad = exceedsPad;
            this.reduced = reduced;
        }
    }

    private static final class Fraction extends Element {
        final int min;
        final int max;
        final boolean point;
        Fraction(int min, int max, boolean point) {
            this.min = min;
            this.max = max;
            this.point = point;
        }
    }

    /** Month or day-of-week names, AM/PM. */
    private static final class Text extends Element {
        final char kind;    // 'M', 'E', 'a'
        final boolean full;
        Text(char kind, boolean full) {
            this.kind = kind;
            this.full = full;
        }
    }

    private static final class Offset extends Element {
        final String noOffset;  // "Z" or "+0000" ...
        final boolean colon;
        final boolean seconds;
        final boolean minutesOptional;
        Offset(String noOffset, boolean colon, boolean seconds, boolean minutesOptional) {
            this.noOffset = noOffset;
            this.colon = colon;
            this.seconds = seconds;
            this.minutesOptional = minutesOptional;
        }
    }

    private static final class ZoneText extends Element {
        final boolean brackets;    // ISO_ZONED_DATE_TIME's "[id]", only for a region
        ZoneText(boolean brackets) { this.brackets = brackets; }
    }

    private static final class InstantElement extends Element {
    }

    /** 'z': the zone's name at the instant ("EST", "Central European Summer Time"); printing only. */
    private static final class ZoneName extends Element {
        final boolean full;
        ZoneName(boolean full) { this.full = full; }
    }

    private final Element[] elements;
    private final boolean strict;
    private final String description;
    private final Locale locale;
    /* Text, AM/PM and literals match in any case: the ISO and RFC formatters, not ofPattern's. */
    private final boolean caseInsensitive;
    /* DateTimeFormatterBuilder.parseDefaulting: values for fields the text did not give */
    private long[] defaultValues;
    private boolean[] hasDefault;

    private DateTimeFormatter(Element[] elements, boolean strict, String description, Locale locale) {
        this(elements, strict, description, locale, strict);
    }

    private DateTimeFormatter(Element[] elements, boolean strict, String description, Locale locale,
                              boolean caseInsensitive) {
        this.elements = elements;
        this.strict = strict;
        this.description = description;
        this.locale = locale;
        this.caseInsensitive = caseInsensitive;
    }

    // ---- ISO formatters ------------------------------------------------

    private static Element[] isoDate() {
        return new Element[] {new Num(YEAR, 4, 10, true, false), new Literal("-"), new Num(MONTH, 2, 2, false, false),
            new Literal("-"), new Num(DAY, 2, 2, false, false)};
    }

    private static Element[] isoTime() {
        Element sec = new Num(SECOND, 2, 2, false, false);
        Element colon = new Literal(":");
        Element frac = new Fraction(0, 9, true);
        colon.optional = true;
        sec.optional = true;
        frac.optional = true;
        colon.depth = 1;
        sec.depth = 1;
        frac.depth = 2;
        return new Element[] {new Num(HOUR, 2, 2, false, false), new Literal(":"), new Num(MINUTE, 2, 2, false, false),
            colon, sec, frac};
    }

    private static Element[] concat(Element[]... parts) {
        ArrayList<Element> l = new ArrayList<Element>();
        for (Element[] p : parts) {
            for (Element e : p) {
                l.add(e);
            }
        }
        return l.toArray(new Element[l.size()]);
    }

    private static Element[] isoOffset() {
        return new Element[] {new Offset("Z", true, true, false)};
    }

    public static final DateTimeFormatter ISO_LOCAL_DATE = new DateTimeFormatter(isoDate(), true, "ParseCaseSensitive(false)(Value(Year,4,10,EXCEEDS_PAD)'-'Value(MonthOfYear,2)'-'Value(DayOfMonth,2))", Locale.ROOT);
    public static final DateTimeFormatter ISO_LOCAL_TIME = new DateTimeFormatter(isoTime(), true, "ParseCaseSensitive(false)(Value(HourOfDay,2)':'Value(MinuteOfHour,2)[':'Value(SecondOfMinute,2)[Fraction(NanoOfSecond,0,9,DecimalPoint)]])", Locale.ROOT);
    public static final DateTimeFormatter ISO_LOCAL_DATE_TIME = new DateTimeFormatter(concat(isoDate(), new Element[] {new Literal("T")}, isoTime()), true, "ParseCaseSensitive(false)(ParseCaseSensitive(false)(Value(Year,4,10,EXCEEDS_PAD)'-'Value(MonthOfYear,2)'-'Value(DayOfMonth,2))'T'ParseCaseSensitive(false)(Value(HourOfDay,2)':'Value(MinuteOfHour,2)[':'Value(SecondOfMinute,2)[Fraction(NanoOfSecond,0,9,DecimalPoint)]]))", Locale.ROOT);
    public static final DateTimeFormatter ISO_OFFSET_TIME = new DateTimeFormatter(concat(isoTime(), isoOffset()), true, "ParseCaseSensitive(false)(ParseCaseSensitive(false)(Value(HourOfDay,2)':'Value(MinuteOfHour,2)[':'Value(SecondOfMinute,2)[Fraction(NanoOfSecond,0,9,DecimalPoint)]])Offset(+HH:MM:ss,'Z'))", Locale.ROOT);
    public static final DateTimeFormatter ISO_OFFSET_DATE_TIME = new DateTimeFormatter(concat(isoDate(), new Element[] {new Literal("T")}, isoTime(), isoOffset()), true, "ISO_OFFSET_DATE_TIME", Locale.ROOT);
    public static final DateTimeFormatter ISO_ZONED_DATE_TIME = new DateTimeFormatter(concat(isoDate(), new Element[] {new Literal("T")}, isoTime(), isoOffset(), new Element[] {new ZoneText(true)}), true, "ISO_ZONED_DATE_TIME", Locale.ROOT);
    public static final DateTimeFormatter ISO_DATE_TIME = ISO_ZONED_DATE_TIME;
    public static final DateTimeFormatter ISO_DATE = new DateTimeFormatter(concat(isoDate(), new Element[] {optional(new Offset("Z", true, true, false))}), true, "ISO_DATE", Locale.ROOT);
    public static final DateTimeFormatter ISO_TIME = new DateTimeFormatter(concat(isoTime(), new Element[] {optional(new Offset("Z", true, true, false))}), true, "ISO_TIME", Locale.ROOT);
    public static final DateTimeFormatter BASIC_ISO_DATE = new DateTimeFormatter(new Element[] {new Num(YEAR, 4, 4, false, false),
        new Num(MONTH, 2, 2, false, false), new Num(DAY, 2, 2, false, false), optional(new Offset("Z", false, false, false))}, true, "BASIC_ISO_DATE", Locale.ROOT);
    public static final DateTimeFormatter ISO_ORDINAL_DATE = new DateTimeFormatter(new Element[] {new Num(YEAR, 4, 10, true, false),
        new Literal("-"), new Num(DOY, 3, 3, false, false), optional(new Offset("Z", true, true, false))}, true, "ISO_ORDINAL_DATE", Locale.ROOT);
    public static final DateTimeFormatter ISO_WEEK_DATE = new DateTimeFormatter(new Element[] {new Num(WEEK_YEAR, 4, 10, true, false),
        new Literal("-W"), new Num(WEEK_OF_YEAR, 2, 2, false, false), new Literal("-"), new Num(ISO_DOW, 1, 1, false, false),
        optional(new Offset("Z", true, true, false))}, true, "ISO_WEEK_DATE", Locale.ROOT);
    /** English names whatever the default locale, an optional day of week, seconds and "GMT" for a zero offset. */
    public static final DateTimeFormatter RFC_1123_DATE_TIME = new DateTimeFormatter(
            concat(ofPattern("[EEE, ]d MMM yyyy HH:mm[:ss] ", Locale.ENGLISH).elements, new Element[] {new Offset("GMT", false, false, false)}),
            false, "ParseCaseSensitive(false)ParseStrict(false)[Text(DayOfWeek)', ']Value(DayOfMonth,1,2,NOT_NEGATIVE)' 'Text(MonthOfYear)' 'Value(Year,4)' 'Value(HourOfDay,2)':'Value(MinuteOfHour,2)[':'Value(SecondOfMinute,2)]' 'Offset(+HHMM,'GMT')",
            Locale.ROOT, true);
    public static final DateTimeFormatter ISO_INSTANT = new DateTimeFormatter(new Element[] {new InstantElement()}, true, "ParseCaseSensitive(false)(ISO_INSTANT)", Locale.ROOT);

    private static Element optional(Element e) {
        e.optional = true;
        e.depth = 1;
        return e;
    }

    // ---- patterns ------------------------------------------------------

    public static DateTimeFormatter ofPattern(String pattern) {
        return ofPattern(pattern, Locale.getDefault(Locale.Category.FORMAT));
    }

    public static DateTimeFormatter ofPattern(String pattern, Locale locale) {
        ArrayList<Element> l = new ArrayList<Element>();
        int depth = 0;
        int i = 0;
        while (i < pattern.length()) {
            char c = pattern.charAt(i);
            if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')) {
                int start = i;
                while (i < pattern.length() && pattern.charAt(i) == c) {
                    i++;
                }
                Element e = letter(c, i - start);
                e.optional = depth > 0;
                e.depth = depth;
                l.add(e);
                continue;
            }
            if (c == '\'') {
                int end = i + 1;
                StringBuilder sb = new StringBuilder();
                while (true) {
                    if (end >= pattern.length()) {
                        throw new IllegalArgumentException("Pattern ends with an incomplete string literal: " + pattern);
                    }
                    char d = pattern.charAt(end);
                    if (d == '\'') {
                        if (end + 1 < pattern.length() && pattern.charAt(end + 1) == '\'') {
                            sb.append('\'');
                            end += 2;
                            continue;
                        }
                        break;
                    }
                    sb.append(d);
                    end++;
                }
                if (end == i + 1) {
                    sb.append('\'');
                }
                Element e = new Literal(sb.toString());
                e.optional = depth > 0;
                e.depth = depth;
                l.add(e);
                i = end + 1;
                continue;
            }
            if (c == '[') {
                depth++;
                i++;
                continue;
            }
            if (c == ']') {
                if (depth == 0) {
                    throw new IllegalArgumentException("Pattern invalid as it contains ] without previous [");
                }
                depth--;
                i++;
                continue;
            }
            if (c == '{' || c == '}' || c == '#') {
                throw new IllegalArgumentException("Pattern includes reserved character: '" + c + "'");
            }
            Element e = new Literal(String.valueOf(c));
            e.optional = depth > 0;
            e.depth = depth;
            l.add(e);
            i++;
        }
        return new DateTimeFormatter(l.toArray(new Element[l.size()]), false, pattern, locale);
    }

    private static Element letter(char c, int n) {
        switch (c) {
            case 'u':
            case 'y':
                if (n == 2) {
                    return new Num(c == 'u' ? YEAR : YEAR_OF_ERA, 2, 2, false, true);
                }
                if (n < 4) {
                    return new Num(c == 'u' ? YEAR : YEAR_OF_ERA, n, 19, false, false);
                }
                return new Num(c == 'u' ? YEAR : YEAR_OF_ERA, n, 19, true, false);
            case 'M':
            case 'L':
                if (n <= 2) {
                    return new Num(MONTH, n, 2, false, false);
                }
                if (n <= 4) {
                    return new Text('M', n == 4);
                }
                break;
            case 'd':
                if (n <= 2) {
                    return new Num(DAY, n, 2, false, false);
                }
                throw new IllegalArgumentException("Too many pattern letters: d");
            case 'D':
                if (n <= 3) {
                    return new Num(DOY, n, 3, false, false);
                }
                throw new IllegalArgumentException("Too many pattern letters: D");
            case 'H': case 'm': case 's': case 'h': case 'K': case 'k': {
                if (n > 2) {
                    throw new IllegalArgumentException("Too many pattern letters: " + c);
                }
                int f = c == 'H' ? HOUR : c == 'm' ? MINUTE : c == 's' ? SECOND : c == 'h' ? HOUR12 : c == 'K' ? HOUR0_11 : HOUR1_24;
                return new Num(f, n, 2, false, false);
            }
            case 'S':
                return new Fraction(n, n, false);
            case 'a':
                if (n == 1) {
                    return new Text('a', false);
                }
                throw new IllegalArgumentException("Too many pattern letters: a");
            case 'E':
                if (n <= 4) {
                    return new Text('E', n == 4);
                }
                break;
            case 'e':
            case 'c':
                if (n <= 2) {
                    return new Num(DOW_NUM, n, 2, false, false);
                }
                return new Text('E', n == 4);
            case 'X':
                if (n == 1) {
                    return new Offset("Z", false, false, true);
                }
                return new Offset("Z", n == 3 || n == 5, n >= 4, false);
            case 'x':
                if (n == 1) {
                    return new Offset("+00", false, false, true);
                }
                return new Offset(n == 3 || n == 5 ? "+00:00" : "+0000", n == 3 || n == 5, n >= 4, false);
            case 'Z':
                if (n <= 3) {
                    return new Offset("+0000", false, false, false);
                }
                if (n == 5) {
                    return new Offset("Z", true, true, false);
                }
                break;
            case 'V':
                if (n == 2) {
                    return new ZoneText(false);
                }
                throw new IllegalArgumentException("Pattern letter count must be 2: V");
            case 'n':
                return new Num(-1, n, 19, false, false);
            case 'Y':
                if (n == 2) {
                    return new Num(LOC_WEEK_YEAR, 2, 2, false, true);
                }
                return new Num(LOC_WEEK_YEAR, n, 19, n >= 4, false);
            case 'w':
                if (n <= 2) {
                    return new Num(LOC_WEEK_OF_YEAR, n, 2, false, false);
                }
                throw new IllegalArgumentException("Too many pattern letters: w");
            case 'W':
                if (n == 1) {
                    return new Num(LOC_WEEK_OF_MONTH, 1, 1, false, false);
                }
                throw new IllegalArgumentException("Too many pattern letters: W");
            case 'z':
                if (n <= 4) {
                    return new ZoneName(n == 4);
                }
                break;
            default:
                break;
        }
        if ("GQqFBOvANp".indexOf(c) >= 0) {
            throw new IllegalArgumentException("Pattern letter not supported here: " + c);
        }
        if ("MLEXxZz".indexOf(c) >= 0) {
            throw new IllegalArgumentException("Too many pattern letters: " + c);
        }
        throw new IllegalArgumentException("Unknown pattern letter: " + c);
    }

    // ---- DateTimeFormatterBuilder --------------------------------------

    /* A formatter from pattern strings and formatters in order, as the builder collected them. */
    static DateTimeFormatter build(java.util.List<Object> parts, Locale locale, boolean caseInsensitive,
                                   java.util.Map<java.time.temporal.TemporalField, Long> defaults) {
        ArrayList<Element> all = new ArrayList<Element>();
        StringBuilder desc = new StringBuilder();
        for (Object part : parts) {
            DateTimeFormatter f = part instanceof String ? ofPattern((String) part, locale) : (DateTimeFormatter) part;
            for (Element e : f.elements) {
                all.add(e);
            }
            desc.append(f.description);
        }
        DateTimeFormatter r = new DateTimeFormatter(all.toArray(new Element[all.size()]), false, desc.toString(), locale,
                caseInsensitive);
        if (!defaults.isEmpty()) {
            r.defaultValues = new long[FIELD_NAMES.length + 2];
            r.hasDefault = new boolean[FIELD_NAMES.length + 2];
            for (java.util.Map.Entry<java.time.temporal.TemporalField, Long> d : defaults.entrySet()) {
                int k = defaultSlot(d.getKey());
                r.defaultValues[k] = d.getValue().longValue();
                r.hasDefault[k] = true;
            }
        }
        return r;
    }

    /* The Parsed slot of a field parseDefaulting may fill: FIELD_NAMES.length for nanos, +1 for AM/PM. */
    private static int defaultSlot(java.time.temporal.TemporalField field) {
        if (field instanceof java.time.temporal.ChronoField) {
            switch ((java.time.temporal.ChronoField) field) {
                case YEAR: return YEAR;
                case YEAR_OF_ERA: return YEAR_OF_ERA;
                case MONTH_OF_YEAR: return MONTH;
                case DAY_OF_MONTH: return DAY;
                case DAY_OF_YEAR: return DOY;
                case HOUR_OF_DAY: return HOUR;
                case CLOCK_HOUR_OF_AMPM: return HOUR12;
                case HOUR_OF_AMPM: return HOUR0_11;
                case CLOCK_HOUR_OF_DAY: return HOUR1_24;
                case MINUTE_OF_HOUR: return MINUTE;
                case SECOND_OF_MINUTE: return SECOND;
                case DAY_OF_WEEK: return DOW_NUM;
                case NANO_OF_SECOND: return FIELD_NAMES.length;
                case AMPM_OF_DAY: return FIELD_NAMES.length + 1;
                default: break;
            }
        }
        throw new UnsupportedOperationException("parseDefaulting not supported for " + field);
    }

    private void applyDefaults(Parsed r) {
        if (hasDefault == null) {
            return;
        }
        for (int k = 0; k < FIELD_NAMES.length; k++) {
            if (hasDefault[k] && !r.has[k]) {
                r.v[k] = defaultValues[k];
                r.has[k] = true;
            }
        }
        if (hasDefault[FIELD_NAMES.length] && r.nano < 0) {
            r.nano = defaultValues[FIELD_NAMES.length];
        }
        if (hasDefault[FIELD_NAMES.length + 1] && r.ampm < 0) {
            r.ampm = (int) defaultValues[FIELD_NAMES.length + 1];
        }
    }

    // ---- localized styles ----------------------------------------------

    /*
     * The English patterns of the JDK 17 (CLDR) styles, the only locale data here: a full or
     * long date joins its time with " 'at' ", a medium or short one with ", ".
     */
    private static String datePattern(FormatStyle s) {
        switch (s) {
            case FULL: return "EEEE, MMMM d, y";
            case LONG: return "MMMM d, y";
            case MEDIUM: return "MMM d, y";
            default: return "M/d/yy";
        }
    }

    private static String timePattern(FormatStyle s) {
        switch (s) {
            case FULL:
            case LONG:
            case MEDIUM: return "h:mm:ss a";
            default: return "h:mm a";
        }
    }

    private static DateTimeFormatter localized(FormatStyle dateStyle, FormatStyle timeStyle) {
        String pattern;
        if (timeStyle == null) {
            pattern = datePattern(dateStyle);
        } else if (dateStyle == null) {
            pattern = timePattern(timeStyle);
        } else {
            String sep = dateStyle == FormatStyle.FULL || dateStyle == FormatStyle.LONG ? " 'at' " : ", ";
            pattern = datePattern(dateStyle) + sep + timePattern(timeStyle);
        }
        DateTimeFormatter f = ofPattern(pattern);
        Element[] elements = f.elements;
        if (timeStyle == FormatStyle.FULL || timeStyle == FormatStyle.LONG) {
            // "zzzz"/"z": the zone's name at the instant (an offset's id)
            elements = concat(elements, new Element[] {new Literal(" "), new ZoneName(timeStyle == FormatStyle.FULL)});
        }
        String desc = "Localized(" + (dateStyle == null ? "" : dateStyle.toString()) + ","
                + (timeStyle == null ? "" : timeStyle.toString()) + ")";
        return new DateTimeFormatter(elements, false, desc, f.locale);
    }

    public static DateTimeFormatter ofLocalizedDate(FormatStyle dateStyle) {
        java.util.Objects.requireNonNull(dateStyle, "dateStyle");
        return localized(dateStyle, null);
    }

    public static DateTimeFormatter ofLocalizedTime(FormatStyle timeStyle) {
        java.util.Objects.requireNonNull(timeStyle, "timeStyle");
        return localized(null, timeStyle);
    }

    public static DateTimeFormatter ofLocalizedDateTime(FormatStyle dateTimeStyle) {
        java.util.Objects.requireNonNull(dateTimeStyle, "dateTimeStyle");
        return localized(dateTimeStyle, dateTimeStyle);
    }

    public static DateTimeFormatter ofLocalizedDateTime(FormatStyle dateStyle, FormatStyle timeStyle) {
        java.util.Objects.requireNonNull(dateStyle, "dateStyle");
        java.util.Objects.requireNonNull(timeStyle, "timeStyle");
        return localized(dateStyle, timeStyle);
    }

    public Locale getLocale() {
        return locale;
    }

    public DateTimeFormatter withLocale(Locale locale) {
        DateTimeFormatter f = new DateTimeFormatter(elements, strict, description, locale, caseInsensitive);
        f.defaultValues = defaultValues;
        f.hasDefault = hasDefault;
        return f;
    }

    public String toString() {
        return description;
    }

    // ---- formatting ----------------------------------------------------

    /** The parts of a temporal this formatter can read. */
    private static final class Parts {
        LocalDate date;
        LocalTime time;
        ZoneOffset offset;
        ZoneId zone;
        Instant instant;
        Locale locale;

        java.time.temporal.WeekFields weeks() {
            return java.time.temporal.WeekFields.of(locale == null ? Locale.US : locale);
        }
    }

    private static Parts parts(TemporalAccessor t) {
        Parts p = new Parts();
        if (t instanceof LocalDate) {
            p.date = (LocalDate) t;
        } else if (t instanceof LocalTime) {
            p.time = (LocalTime) t;
        } else if (t instanceof LocalDateTime) {
            p.date = ((LocalDateTime) t).toLocalDate();
            p.time = ((LocalDateTime) t).toLocalTime();
        } else if (t instanceof ZonedDateTime) {
            ZonedDateTime z = (ZonedDateTime) t;
            p.date = z.toLocalDate();
            p.time = z.toLocalTime();
            p.offset = z.getOffset();
            p.zone = z.getZone();
            p.instant = z.toInstant();
        } else if (t instanceof java.time.OffsetDateTime) {
            java.time.OffsetDateTime o = (java.time.OffsetDateTime) t;
            p.date = o.toLocalDate();
            p.time = o.toLocalTime();
            p.offset = o.getOffset();
            p.instant = o.toInstant();
        } else if (t instanceof java.time.OffsetTime) {
            java.time.OffsetTime o = (java.time.OffsetTime) t;
            p.time = o.toLocalTime();
            p.offset = o.getOffset();
        } else if (t instanceof Instant) {
            p.instant = (Instant) t;
        }
        return p;
    }

    private static UnsupportedTemporalTypeException unsupported(String field) {
        return new UnsupportedTemporalTypeException("Unsupported field: " + field);
    }

    private static long value(Parts p, int field) {
        if (field == -1 || field >= HOUR && field <= HOUR1_24 && field != DOW_NUM) {
            if (p.time == null) {
                throw unsupported(field == -1 ? "NanoOfSecond" : FIELD_NAMES[field]);
            }
        } else if (p.date == null) {
            throw unsupported(FIELD_NAMES[field]);
        }
        switch (field) {
            case -1: return p.time.getNano();
            case YEAR: return p.date.getYear();
            case YEAR_OF_ERA: return p.date.getYear() >= 1 ? p.date.getYear() : 1 - p.date.getYear();
            case MONTH: return p.date.getMonthValue();
            case DAY: return p.date.getDayOfMonth();
            case DOY: return p.date.getDayOfYear();
            case DOW_NUM: return p.date.get(p.weeks().dayOfWeek());
            case LOC_WEEK_YEAR: return p.date.get(p.weeks().weekBasedYear());
            case LOC_WEEK_OF_YEAR: return p.date.get(p.weeks().weekOfWeekBasedYear());
            case LOC_WEEK_OF_MONTH: return p.date.get(p.weeks().weekOfMonth());
            case WEEK_YEAR: return p.date.get(java.time.temporal.IsoFields.WEEK_BASED_YEAR);
            case WEEK_OF_YEAR: return p.date.get(java.time.temporal.IsoFields.WEEK_OF_WEEK_BASED_YEAR);
            case ISO_DOW: return p.date.getDayOfWeek().getValue();
            case HOUR: return p.time.getHour();
            case MINUTE: return p.time.getMinute();
            case SECOND: return p.time.getSecond();
            case HOUR12: return (p.time.getHour() + 11) % 12 + 1;
            case HOUR0_11: return p.time.getHour() % 12;
            default: return p.time.getHour() == 0 ? 24 : p.time.getHour();
        }
    }

    public String format(TemporalAccessor temporal) {
        StringBuilder sb = new StringBuilder(32);
        formatTo(temporal, sb);
        return sb.toString();
    }

    public void formatTo(TemporalAccessor temporal, Appendable appendable) {
        java.util.Objects.requireNonNull(temporal, "temporal");
        Parts p = parts(temporal);
        p.locale = locale;
        StringBuilder sb = new StringBuilder();
        int skipDepth = Integer.MAX_VALUE;   // inside an optional section whose field is missing
        int[] marks = new int[8];            // where each open optional section began
        int prevDepth = 0;
        for (Element e : elements) {
            if (e.depth >= skipDepth) {
                continue;
            }
            skipDepth = Integer.MAX_VALUE;
            if (e.depth >= marks.length) {
                marks = java.util.Arrays.copyOf(marks, e.depth + 8);
            }
            for (int d = prevDepth + 1; d <= e.depth; d++) {
                marks[d] = sb.length();
            }
            prevDepth = e.depth;
            try {
                print(e, p, sb);
            } catch (UnsupportedTemporalTypeException ex) {
                if (!e.optional) {
                    throw ex;
                }
                // a section prints whole or not at all: drop what it printed so far
                sb.setLength(marks[e.depth]);
                skipDepth = e.depth;
                prevDepth = e.depth - 1;
            }
        }
        try {
            appendable.append(sb);
        } catch (java.io.IOException ex) {
            throw new DateTimeException(ex.getMessage(), ex);
        }
    }

    private void print(Element e, Parts p, StringBuilder sb) {
        if (e instanceof Literal) {
            sb.append(((Literal) e).text);
        } else if (e instanceof Num) {
            Num n = (Num) e;
            long v = value(p, n.field);
            if (n.reduced) {
                String s = Long.toString(Math.floorMod(v, 100) + 100);
                sb.append(s, 1, 3);
                return;
            }
            String digits = Long.toString(Math.abs(v));
            if (digits.length() > n.max) {
                throw new DateTimeException("Field " + FIELD_NAMES[n.field] + " cannot be printed as the value " + v
                        + " exceeds the maximum print width of " + n.max);
            }
            if (v < 0) {
                sb.append('-');
            } else if (n.exceedsPad && digits.length() > n.min) {
                sb.append('+');
            }
            for (int i = digits.length(); i < n.min; i++) {
                sb.append('0');
            }
            sb.append(digits);
        } else if (e instanceof Fraction) {
            Fraction f = (Fraction) e;
            int nano = (int) value(p, -1);
            String s = Integer.toString(nano + 1000000000).substring(1);
            int len = f.max;
            s = s.substring(0, Math.min(9, len));
            int end = s.length();
            while (end > f.min && s.charAt(end - 1) == '0') {
                end--;
            }
            if (end == 0) {
                return;
            }
            if (f.point) {
                sb.append('.');
            }
            sb.append(s, 0, end);
            for (int i = 9; i < f.min; i++) {
                sb.append('0');
            }
        } else if (e instanceof Text) {
            Text t = (Text) e;
            if (t.kind == 'a') {
                sb.append(value(p, HOUR) < 12 ? "AM" : "PM");
            } else if (t.kind == 'M') {
                String n = p.date == null ? null : name(p.date.getMonth().name());
                if (n == null) {
                    throw unsupported("MonthOfYear");
                }
                sb.append(t.full ? n : n.substring(0, 3));
            } else {
                if (p.date == null) {
                    throw unsupported("DayOfWeek");
                }
                String n = name(p.date.getDayOfWeek().name());
                sb.append(t.full ? n : n.substring(0, 3));
            }
        } else if (e instanceof Offset) {
            if (p.offset == null) {
                throw unsupported("OffsetSeconds");
            }
            printOffset((Offset) e, p.offset.getTotalSeconds(), sb);
        } else if (e instanceof ZoneText) {
            if (p.zone == null) {
                throw noZone(p);
            }
            ZoneText zt = (ZoneText) e;
            if (!zt.brackets) {
                sb.append(p.zone.getId());
            } else if (!(p.zone instanceof ZoneOffset)) {
                sb.append('[').append(p.zone.getId()).append(']');
            }
        } else if (e instanceof ZoneName) {
            if (p.zone == null) {
                throw noZone(p);
            }
            sb.append(zoneName(p.zone, p.instant, ((ZoneName) e).full));
        } else if (e instanceof InstantElement) {
            Instant in = p.instant;
            if (in == null) {
                throw unsupported("InstantSeconds");
            }
            LocalDateTime ldt = LocalDateTime.ofEpochSecond(in.getEpochSecond(), in.getNano(), ZoneOffset.UTC);
            LocalDate d = ldt.toLocalDate();
            StringBuilder y = new StringBuilder();
            int year = d.getYear();
            if (year > 9999) {
                y.append('+');
            }
            if (Math.abs(year) < 1000) {
                if (year < 0) {
                    y.append('-');
                }
                y.append(Integer.toString(Math.abs(year) + 10000).substring(1));
            } else {
                y.append(year);
            }
            sb.append(y).append(d.toString().substring(d.toString().length() - 6));
            LocalTime t = ldt.toLocalTime();
            sb.append('T').append(two(t.getHour())).append(':').append(two(t.getMinute())).append(':').append(two(t.getSecond()));
            int nano = t.getNano();
            if (nano > 0) {
                sb.append('.');
                if (nano % 1000000 == 0) {
                    sb.append(Integer.toString(nano / 1000000 + 1000).substring(1));
                } else if (nano % 1000 == 0) {
                    sb.append(Integer.toString(nano / 1000 + 1000000).substring(1));
                } else {
                    sb.append(Integer.toString(nano + 1000000000).substring(1));
                }
            }
            sb.append('Z');
        }
    }

    private static String two(int v) {
        return v < 10 ? "0" + v : Integer.toString(v);
    }

    private static String name(String upper) {
        return upper.charAt(0) + upper.substring(1).toLowerCase();
    }

    private static void printOffset(Offset o, int total, StringBuilder sb) {
        if (total == 0) {
            sb.append(o.noOffset);
            return;
        }
        int abs = Math.abs(total);
        int h = abs / 3600;
        int m = abs / 60 % 60;
        int s = abs % 60;
        sb.append(total < 0 ? '-' : '+').append(two(h));
        if (o.minutesOptional && m == 0 && s == 0) {
            return;
        }
        if (o.colon) {
            sb.append(':');
        }
        sb.append(two(m));
        if (o.seconds && s != 0) {
            if (o.colon) {
                sb.append(':');
            }
            sb.append(two(s));
        }
    }

    /** For a zone element and a temporal without a zone: names the temporal as its toString does. */
    private static DateTimeException noZone(Parts p) {
        String t = p.date == null ? String.valueOf(p.time) : p.time == null ? p.date.toString() : p.date + "T" + p.time;
        return new DateTimeException("Unable to extract ZoneId from temporal "
                + (p.offset == null ? t : t + ZoneOffset.ofTotalSeconds(p.offset.getTotalSeconds())));
    }

    /** An offset or prefixed-offset zone prints its ID; a region its name, or "GMT+hh:mm" when it has none here. */
    private static String zoneName(ZoneId zone, Instant instant, boolean full) {
        String id = zone.getId();
        if (zone instanceof ZoneOffset || id.equals("UT") || id.startsWith("UTC+") || id.startsWith("UTC-")
                || id.startsWith("GMT+") || id.startsWith("GMT-") || id.startsWith("UT+") || id.startsWith("UT-")) {
            return id;
        }
        java.time.zone.ZoneRules rules = zone.getRules();
        Instant at = instant != null ? instant : Instant.EPOCH;
        String n = jdk.internal.util.ZoneNames.name(id, rules.isDaylightSavings(at), full);
        return n != null ? n : jdk.internal.util.ZoneNames.gmt(rules.getOffset(at).getTotalSeconds());
    }

    // ---- parsing -------------------------------------------------------

    private static final class Parsed {
        long[] v = new long[FIELD_NAMES.length];
        boolean[] has = new boolean[FIELD_NAMES.length];
        long nano = -1;
        int ampm = -1;
        Integer offset;
        ZoneId zone;
        Instant instant;
    }

    private DateTimeParseException error(CharSequence text, int index) {
        return new DateTimeParseException("Text '" + text + "' could not be parsed at index " + index, text, index);
    }

    private Parsed parseRaw(CharSequence text) {
        java.util.Objects.requireNonNull(text, "text");
        String s = text.toString();
        Parsed r = new Parsed();
        int pos = 0;
        int skipDepth = Integer.MAX_VALUE;
        for (int i = 0; i < elements.length; i++) {
            Element e = elements[i];
            if (e.depth >= skipDepth) {
                continue;
            }
            skipDepth = Integer.MAX_VALUE;
            int np = parseOne(e, s, pos, r, i);
            if (np < 0) {
                if (e.optional) {
                    skipDepth = e.depth;
                    continue;
                }
                throw error(text, ~np);
            }
            pos = np;
        }
        if (pos != s.length()) {
            throw new DateTimeParseException("Text '" + text + "' could not be parsed, unparsed text found at index "
                    + pos, text, pos);
        }
        applyDefaults(r);
        return r;
    }

    /** Digits reserved by fixed-width numbers right after element i (adjacent value parsing). */
    private int reserved(int i) {
        int n = 0;
        for (int k = i + 1; k < elements.length; k++) {
            Element e = elements[k];
            if (e instanceof Num && ((Num) e).min == ((Num) e).max) {
                n += ((Num) e).min;
            } else if (e instanceof Fraction && ((Fraction) e).min == ((Fraction) e).max) {
                n += ((Fraction) e).min;
            } else {
                break;
            }
        }
        return n;
    }

    private int parseOne(Element e, String s, int pos, Parsed r, int index) {
        if (e instanceof Literal) {
            String t = ((Literal) e).text;
            if (s.regionMatches(caseInsensitive, pos, t, 0, t.length())) {
                return pos + t.length();
            }
            return ~pos;
        }
        if (e instanceof Num) {
            Num n = (Num) e;
            int p = pos;
            boolean neg = false;
            if (p < s.length() && (s.charAt(p) == '+' || s.charAt(p) == '-') && (n.exceedsPad || n.max > 2 && !n.reduced)) {
                neg = s.charAt(p) == '-';
                if (s.charAt(p) == '+' && !n.exceedsPad) {
                    return ~pos;
                }
                p++;
            }
            int start = p;
            int avail = 0;
            while (start + avail < s.length() && Character.isDigit(s.charAt(start + avail))) {
                avail++;
            }
            int take = Math.min(avail, n.max);
            if (n.min != n.max) {
                take = Math.min(take, Math.max(n.min, avail - reserved(index)));
            }
            if (take < n.min) {
                return ~pos;
            }
            if (n.exceedsPad && !neg && take > n.min && s.charAt(pos) != '+' && strict) {
                return ~pos;
            }
            long v = 0;
            for (int k = 0; k < take; k++) {
                v = v * 10 + Character.digit(s.charAt(start + k), 10);
            }
            if (neg) {
                v = -v;
            }
            if (n.reduced) {
                v += 2000;
            }
            if (n.field == -1) {
                r.nano = v;
            } else {
                r.v[n.field] = v;
                r.has[n.field] = true;
            }
            return start + take;
        }
        if (e instanceof Fraction) {
            Fraction f = (Fraction) e;
            int p = pos;
            if (f.point) {
                if (p >= s.length() || s.charAt(p) != '.') {
                    return f.min == 0 ? pos : ~pos;
                }
                p++;
            }
            int k = 0;
            StringBuilder d = new StringBuilder();
            while (p + k < s.length() && k < f.max && Character.isDigit(s.charAt(p + k))) {
                d.append(s.charAt(p + k));
                k++;
            }
            if (k < Math.max(f.min, f.point ? 1 : 0)) {
                return ~(p + k);
            }
            r.nano = Long.parseLong((d + "000000000").substring(0, 9));
            return p + k;
        }
        if (e instanceof Text) {
            Text t = (Text) e;
            if (t.kind == 'a') {
                if (s.regionMatches(caseInsensitive, pos, "AM", 0, 2)) {
                    r.ampm = 0;
                    return pos + 2;
                }
                if (s.regionMatches(caseInsensitive, pos, "PM", 0, 2)) {
                    r.ampm = 1;
                    return pos + 2;
                }
                return ~pos;
            }
            Enum<?>[] vals = t.kind == 'M' ? Month.values() : DayOfWeek.values();
            for (Enum<?> v : vals) {
                String n = name(v.name());
                if (!t.full) {
                    n = n.substring(0, 3);
                }
                if (s.regionMatches(caseInsensitive, pos, n, 0, n.length())) {
                    int field = t.kind == 'M' ? MONTH : DOW_NUM;
                    // a day name is kept as the locale's day number, as 'e' parses it
                    r.v[field] = t.kind == 'M' ? v.ordinal() + 1
                            : LocalDate.of(2024, 1, 1).plusDays(v.ordinal()).get(weeks().dayOfWeek());
                    r.has[field] = true;
                    return pos + n.length();
                }
            }
            return ~pos;
        }
        if (e instanceof Offset) {
            Offset o = (Offset) e;
            if (s.startsWith(o.noOffset, pos)) {
                r.offset = 0;
                return pos + o.noOffset.length();
            }
            if (pos >= s.length() || (s.charAt(pos) != '+' && s.charAt(pos) != '-')) {
                return ~pos;
            }
            int sign = s.charAt(pos) == '-' ? -1 : 1;
            int p = pos + 1;
            int[] hms = new int[3];
            for (int part = 0; part < 3; part++) {
                if (part > 0) {
                    if (o.colon) {
                        if (p >= s.length() || s.charAt(p) != ':') {
                            break;
                        }
                        p++;
                    }
                }
                if (p + 2 > s.length() || !Character.isDigit(s.charAt(p)) || !Character.isDigit(s.charAt(p + 1))) {
                    if (part == 0 || (o.colon && part > 0)) {
                        return part == 0 ? ~pos : ~pos;
                    }
                    break;
                }
                hms[part] = (s.charAt(p) - '0') * 10 + (s.charAt(p + 1) - '0');
                p += 2;
            }
            r.offset = sign * (hms[0] * 3600 + hms[1] * 60 + hms[2]);
            return p;
        }
        if (e instanceof ZoneText && !((ZoneText) e).brackets) {
            int end = pos;
            while (end < s.length() && (Character.isLetterOrDigit(s.charAt(end)) || "/_+-:".indexOf(s.charAt(end)) >= 0)) {
                end++;
            }
            try {
                r.zone = ZoneId.of(s.substring(pos, end));
            } catch (DateTimeException ex) {
                return ~pos;
            }
            return end;
        }
        if (e instanceof ZoneText) {
            if (pos < s.length() && s.charAt(pos) == '[') {
                int end = s.indexOf(']', pos);
                if (end < 0) {
                    return ~pos;
                }
                try {
                    r.zone = ZoneId.of(s.substring(pos + 1, end));
                } catch (DateTimeException ex) {
                    return ~(pos + 1);
                }
                return end + 1;
            }
            return pos;    // optional for ISO_ZONED_DATE_TIME
        }
        if (e instanceof InstantElement) {
            Parsed sub;
            int end = s.length();
            try {
                DateTimeFormatter f = new DateTimeFormatter(concat(isoDate(), new Element[] {new Literal("T")}, isoTime(),
                        isoOffset()), true, "", Locale.ROOT);
                sub = f.parseRaw(s.substring(pos, end));
            } catch (DateTimeParseException ex) {
                return ~(pos + ex.getErrorIndex());
            }
            LocalDateTime ldt = resolveDateTime(sub, s);
            r.instant = ldt.toInstant(ZoneOffset.ofTotalSeconds(sub.offset));
            return end;
        }
        return ~pos;
    }

    private DateTimeParseException resolveError(String text, DateTimeException e) {
        return new DateTimeParseException("Text '" + text + "' could not be parsed: " + e.getMessage(), text, 0, e);
    }

    private java.time.temporal.WeekFields weeks() {
        return java.time.temporal.WeekFields.of(locale == null ? Locale.US : locale);
    }

    /* A parsed day of the week must be the resolved date's. */
    private LocalDate resolveDate(Parsed r, String text) {
        LocalDate d = resolveDateFields(r, text);
        if (d != null && r.has[DOW_NUM] && d.get(weeks().dayOfWeek()) != r.v[DOW_NUM]) {
            try {
                weeks().dayOfWeek().range().checkValidValue(r.v[DOW_NUM], weeks().dayOfWeek());
            } catch (DateTimeException e) {
                throw resolveError(text, e);
            }
            long parsed = LocalDate.of(2024, 1, 1).with(weeks().dayOfWeek(), r.v[DOW_NUM]).getDayOfWeek().getValue();
            throw resolveError(text, new DateTimeException("Conflict found: Field DayOfWeek " + d.getDayOfWeek().getValue()
                    + " differs from DayOfWeek " + parsed + " derived from " + d));
        }
        return d;
    }

    private LocalDate resolveDateFields(Parsed r, String text) {
        try {
            if (r.has[LOC_WEEK_YEAR] && r.has[LOC_WEEK_OF_YEAR] && r.has[DOW_NUM] && !r.has[YEAR]) {
                java.time.temporal.WeekFields w = weeks();
                w.dayOfWeek().range().checkValidValue(r.v[DOW_NUM], w.dayOfWeek());
                w.weekOfWeekBasedYear().range().checkValidValue(r.v[LOC_WEEK_OF_YEAR], w.weekOfWeekBasedYear());
                // July 1 lies in the week-based year of its own number
                return LocalDate.of((int) r.v[LOC_WEEK_YEAR], 7, 1).with(w.weekOfWeekBasedYear(), r.v[LOC_WEEK_OF_YEAR])
                        .with(w.dayOfWeek(), r.v[DOW_NUM]);
            }
            if (r.has[WEEK_YEAR] && r.has[WEEK_OF_YEAR] && r.has[ISO_DOW]) {
                checkField("DayOfWeek", r.v[ISO_DOW], 1, 7);
                LocalDate jan4 = LocalDate.of((int) r.v[WEEK_YEAR], 1, 4);
                checkField("WeekOfWeekBasedYear", r.v[WEEK_OF_YEAR], 1,
                        strict ? jan4.range(java.time.temporal.IsoFields.WEEK_OF_WEEK_BASED_YEAR).getMaximum() : 53);
                return jan4.minusDays(jan4.getDayOfWeek().getValue() - 1)
                        .plusDays((r.v[WEEK_OF_YEAR] - 1) * 7 + r.v[ISO_DOW] - 1);
            }
            if (r.has[YEAR_OF_ERA] && !r.has[YEAR]) {
                r.v[YEAR] = r.v[YEAR_OF_ERA];
                r.has[YEAR] = true;
            }
            if (!r.has[YEAR]) {
                return null;
            }
            int year = (int) r.v[YEAR];
            if (r.has[DOY] && !r.has[MONTH]) {
                return LocalDate.ofYearDay(year, (int) r.v[DOY]);
            }
            if (!r.has[MONTH] || !r.has[DAY]) {
                return null;
            }
            long m = r.v[MONTH];
            long d = r.v[DAY];
            if (!strict) {
                checkField("MonthOfYear", m, 1, 12);
                if (d < 1 || d > 31) {
                    throw new DateTimeException("Invalid value for DayOfMonth (valid values 1 - 28/31): " + d);
                }
                LocalDate first = LocalDate.of(year, (int) m, 1);
                if (d > first.lengthOfMonth()) {
                    d = first.lengthOfMonth();
                }
            }
            return LocalDate.of(year, (int) m, (int) d);
        } catch (DateTimeException e) {
            throw resolveError(text, e);
        }
    }

    private static void checkField(String name, long v, long min, long max) {
        if (v < min || v > max) {
            throw new DateTimeException("Invalid value for " + name + " (valid values " + min + " - " + max + "): " + v);
        }
    }

    private LocalTime resolveTime(Parsed r, String text) {
        try {
            long hour;
            if (r.has[HOUR]) {
                hour = r.v[HOUR];
                checkField("HourOfDay", hour, 0, 23);
            } else if (r.has[HOUR12]) {
                checkField("ClockHourOfAmPm", r.v[HOUR12], 1, 12);
                if (r.ampm < 0) {
                    return null;
                }
                hour = r.v[HOUR12] % 12 + 12 * r.ampm;
            } else if (r.has[HOUR0_11]) {
                checkField("HourOfAmPm", r.v[HOUR0_11], 0, 11);
                if (r.ampm < 0) {
                    return null;
                }
                hour = r.v[HOUR0_11] + 12 * r.ampm;
            } else if (r.has[HOUR1_24]) {
                checkField("ClockHourOfDay", r.v[HOUR1_24], 1, 24);
                hour = r.v[HOUR1_24] % 24;
            } else {
                return null;
            }
            long minute = r.has[MINUTE] ? r.v[MINUTE] : 0;
            long second = r.has[SECOND] ? r.v[SECOND] : 0;
            checkField("MinuteOfHour", minute, 0, 59);
            checkField("SecondOfMinute", second, 0, 59);
            return LocalTime.of((int) hour, (int) minute, (int) second, r.nano < 0 ? 0 : (int) r.nano);
        } catch (DateTimeException e) {
            throw resolveError(text, e);
        }
    }

    private DateTimeParseException missing(String text, String what) {
        return new DateTimeParseException("Text '" + text + "' could not be parsed: Unable to obtain " + what
                + " from TemporalAccessor", text, 0);
    }

    private LocalDateTime resolveDateTime(Parsed r, String text) {
        LocalDate d = resolveDate(r, text);
        LocalTime t = resolveTime(r, text);
        if (d == null || t == null) {
            throw missing(text, "LocalDateTime");
        }
        return LocalDateTime.of(d, t);
    }

    /** The text resolved to what it holds: a date, a time, an offset, a zone. */
    public TemporalAccessor parse(CharSequence text) {
        Parsed r = parseRaw(text);
        String s = text.toString();
        LocalDate d = resolveDate(r, s);
        LocalTime t = resolveTime(r, s);
        return new java.time.format.Parsed(d, t, r.offset == null ? null : ZoneOffset.ofTotalSeconds(r.offset), r.zone);
    }

    public <T> T parse(CharSequence text, java.time.temporal.TemporalQuery<T> query) {
        java.util.Objects.requireNonNull(text, "text");
        java.util.Objects.requireNonNull(query, "query");
        TemporalAccessor parsed = parse(text);
        try {
            return query.queryFrom(parsed);
        } catch (DateTimeParseException e) {
            throw e;
        } catch (RuntimeException e) {
            String s = text.length() > 64 ? text.subSequence(0, 64) + "..." : text.toString();
            throw new DateTimeParseException("Text '" + s + "' could not be parsed: " + e.getMessage(), text, 0, e);
        }
    }

    public LocalDate parseLocalDate(CharSequence text) {
        Parsed r = parseRaw(text);
        LocalDate d = resolveDate(r, text.toString());
        if (d == null) {
            throw missing(text.toString(), "LocalDate");
        }
        return d;
    }

    public LocalTime parseLocalTime(CharSequence text) {
        Parsed r = parseRaw(text);
        LocalTime t = resolveTime(r, text.toString());
        if (t == null) {
            throw missing(text.toString(), "LocalTime");
        }
        return t;
    }

    /* OffsetTime.parse: a time and an offset (not a JDK method). */
    public java.time.OffsetTime parseOffsetTime(CharSequence text) {
        Parsed r = parseRaw(text);
        LocalTime t = resolveTime(r, text.toString());
        if (t == null || r.offset == null) {
            throw missing(text.toString(), "OffsetTime");
        }
        return java.time.OffsetTime.of(t, ZoneOffset.ofTotalSeconds(r.offset));
    }

    public LocalDateTime parseLocalDateTime(CharSequence text) {
        return resolveDateTime(parseRaw(text), text.toString());
    }

    public ZonedDateTime parseZonedDateTime(CharSequence text) {
        Parsed r = parseRaw(text);
        LocalDateTime ldt = resolveDateTime(r, text.toString());
        ZoneId zone = r.zone;
        if (zone == null) {
            if (r.offset == null) {
                throw missing(text.toString(), "ZonedDateTime");
            }
            zone = ZoneOffset.ofTotalSeconds(r.offset);
        } else if (r.offset != null) {
            // an offset and a zone: the instant they give, seen in the zone
            return ZonedDateTime.ofInstant(ldt.toInstant(ZoneOffset.ofTotalSeconds(r.offset)), zone);
        }
        return ZonedDateTime.of(ldt, zone);
    }

    /* YearMonth.parse and Year.parse with a formatter (not JDK methods): month 0 asks for a year alone. */
    public int[] parseYearMonth(CharSequence text, boolean withMonth) {
        Parsed r = parseRaw(text);
        if (r.has[YEAR_OF_ERA] && !r.has[YEAR]) {
            r.v[YEAR] = r.v[YEAR_OF_ERA];
            r.has[YEAR] = true;
        }
        if (!r.has[YEAR] || (withMonth && !r.has[MONTH])) {
            throw missing(text.toString(), withMonth ? "YearMonth" : "Year");
        }
        try {
            checkField("Year", r.v[YEAR], -999999999, 999999999);
            if (withMonth) {
                checkField("MonthOfYear", r.v[MONTH], 1, 12);
            }
        } catch (DateTimeException e) {
            throw resolveError(text.toString(), e);
        }
        return new int[] {(int) r.v[YEAR], withMonth ? (int) r.v[MONTH] : 0};
    }

    public Instant parseInstant(CharSequence text) {
        Parsed r = parseRaw(text);
        if (r.instant == null) {
            throw missing(text.toString(), "Instant");
        }
        return r.instant;
    }
}
