package java.time.temporal;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.Locale;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Localized weeks: a first day of the week and the minimal number of days of
 * week 1. Week 1 of a month or year is the first week that holds at least that
 * many of its days; days before it are in week 0 of the month or year, and in
 * the last week of the previous week-based year.
 *
 * Every computation starts from start(date of day 1 of the period): the first
 * day of week 1, on or before the period's first day plus six.
 */
public final class WeekFields implements java.io.Serializable {
    private static final long serialVersionUID = -1177360819670808121L;

    private static final ConcurrentHashMap<String, WeekFields> CACHE = new ConcurrentHashMap<String, WeekFields>();

    public static final WeekFields ISO = of(DayOfWeek.MONDAY, 4);
    public static final WeekFields SUNDAY_START = of(DayOfWeek.SUNDAY, 1);
    public static final TemporalUnit WEEK_BASED_YEARS = IsoFields.WEEK_BASED_YEARS;

    /*
     * The regions whose weeks differ from Monday with one minimal day, as JDK 17
     * (CLDR) reports them; a locale without a region counts weeks from Sunday.
     */
    private static final String MONDAY_4 = "AD AT AX BE BG CH CZ DE DK EE ES FI FJ FO FR GB GF GG GI GP GR HU IE "
            + "IM IS IT JE LI LT LU MC MQ NL NO PL RE RU SE SJ SK SM VA";
    private static final String SATURDAY_1 = "AE AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY";
    private static final String SUNDAY_1 = "AG AS AU BD BR BS BT BW BZ CA CN CO DM DO ET GT GU HK HN ID IL IN JM JP "
            + "KE KH KR LA MH MM MO MT MX MZ NI NP PA PE PH PK PR PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW";

    private final DayOfWeek firstDayOfWeek;
    private final int minimalDays;
    private final transient TemporalField dayOfWeek = new Field(this, 0);
    private final transient TemporalField weekOfMonth = new Field(this, 1);
    private final transient TemporalField weekOfYear = new Field(this, 2);
    private final transient TemporalField weekOfWeekBasedYear = new Field(this, 3);
    private final transient TemporalField weekBasedYear = new Field(this, 4);

    private WeekFields(DayOfWeek firstDayOfWeek, int minimalDays) {
        this.firstDayOfWeek = firstDayOfWeek;
        this.minimalDays = minimalDays;
    }

    public static WeekFields of(DayOfWeek firstDayOfWeek, int minimalDaysInFirstWeek) {
        if (firstDayOfWeek == null) {
            throw new NullPointerException("firstDayOfWeek");
        }
        if (minimalDaysInFirstWeek < 1 || minimalDaysInFirstWeek > 7) {
            throw new IllegalArgumentException("Minimal number of days is invalid");
        }
        String key = firstDayOfWeek.toString() + minimalDaysInFirstWeek;
        WeekFields w = CACHE.get(key);
        if (w == null) {
            CACHE.putIfAbsent(key, new WeekFields(firstDayOfWeek, minimalDaysInFirstWeek));
            w = CACHE.get(key);
        }
        return w;
    }

    public static WeekFields of(Locale locale) {
        if (locale == null) {
            throw new NullPointerException("locale");
        }
        String cc = locale.getCountry();
        if (cc.isEmpty()) {
            return of(DayOfWeek.SUNDAY, 1);
        }
        if (cc.length() != 2) {
            return of(DayOfWeek.MONDAY, 1);
        }
        if (MONDAY_4.contains(cc)) {
            return of(DayOfWeek.MONDAY, 4);
        }
        if (SATURDAY_1.contains(cc)) {
            return of(DayOfWeek.SATURDAY, 1);
        }
        if (SUNDAY_1.contains(cc)) {
            return of(DayOfWeek.SUNDAY, 1);
        }
        if (cc.equals("PT")) {
            return of(DayOfWeek.SUNDAY, 4);
        }
        if (cc.equals("MV")) {
            return of(DayOfWeek.FRIDAY, 1);
        }
        return of(DayOfWeek.MONDAY, 1);
    }

    public DayOfWeek getFirstDayOfWeek() {
        return firstDayOfWeek;
    }

    public int getMinimalDaysInFirstWeek() {
        return minimalDays;
    }

    public TemporalField dayOfWeek() {
        return dayOfWeek;
    }

    public TemporalField weekOfMonth() {
        return weekOfMonth;
    }

    public TemporalField weekOfYear() {
        return weekOfYear;
    }

    public TemporalField weekOfWeekBasedYear() {
        return weekOfWeekBasedYear;
    }

    public TemporalField weekBasedYear() {
        return weekBasedYear;
    }

    public boolean equals(Object object) {
        return this == object || (object instanceof WeekFields && hashCode() == object.hashCode());
    }

    public int hashCode() {
        return firstDayOfWeek.ordinal() * 7 + minimalDays;
    }

    public String toString() {
        return "WeekFields[" + firstDayOfWeek + ',' + minimalDays + ']';
    }

    private Object readResolve() {
        return of(firstDayOfWeek, minimalDays);
    }

    /* 1 for the first day of the week, to 7. */
    int localDayOfWeek(int isoDayOfWeek) {
        return Math.floorMod(isoDayOfWeek - firstDayOfWeek.getValue(), 7) + 1;
    }

    /* The first day of week 1 of the period that begins on first. */
    LocalDate start(LocalDate first) {
        int f = localDayOfWeek(first.getDayOfWeek().getValue());
        LocalDate weekStart = first.minusDays(f - 1);
        return 8 - f >= minimalDays ? weekStart : weekStart.plusDays(7);
    }

    int weekBasedYearOf(LocalDate d) {
        int y = d.getYear();
        if (d.isBefore(start(LocalDate.of(y, 1, 1)))) {
            return y - 1;
        }
        return d.isBefore(start(LocalDate.of(y + 1, 1, 1))) ? y : y + 1;
    }

    int weeksInWeekBasedYear(int y) {
        return (int) ((start(LocalDate.of(y + 1, 1, 1)).toEpochDay() - start(LocalDate.of(y, 1, 1)).toEpochDay()) / 7);
    }

    private static final class Field implements TemporalField {
        private final WeekFields weeks;
        private final int kind;   // 0 day of week, 1 week of month, 2 of year, 3 of week-based year, 4 week-based year

        Field(WeekFields weeks, int kind) {
            this.weeks = weeks;
            this.kind = kind;
        }

        public TemporalUnit getBaseUnit() {
            return kind == 0 ? ChronoUnit.DAYS : kind == 4 ? WEEK_BASED_YEARS : ChronoUnit.WEEKS;
        }

        public TemporalUnit getRangeUnit() {
            switch (kind) {
                case 0: return ChronoUnit.WEEKS;
                case 1: return ChronoUnit.MONTHS;
                case 2: return ChronoUnit.YEARS;
                case 3: return WEEK_BASED_YEARS;
                default: return ChronoUnit.FOREVER;
            }
        }

        public ValueRange range() {
            switch (kind) {
                case 0: return ValueRange.of(1, 7);
                case 1: return ValueRange.of(0, 1, 4, 6);
                case 2: return ValueRange.of(0, 1, 52, 54);
                case 3: return ValueRange.of(1, 52, 53);
                default: return ChronoField.YEAR.range();
            }
        }

        public boolean isDateBased() {
            return true;
        }

        public boolean isTimeBased() {
            return false;
        }

        public boolean isSupportedBy(TemporalAccessor temporal) {
            return temporal.isSupported(kind == 0 ? ChronoField.DAY_OF_WEEK : ChronoField.EPOCH_DAY);
        }

        /* Asking for the day of the week first gives the JDK's exception for a temporal without dates. */
        private LocalDate date(TemporalAccessor temporal) {
            temporal.get(ChronoField.DAY_OF_WEEK);
            return LocalDate.from(temporal);
        }

        /* Week number of d counted from the period that begins on first (0 before week 1). */
        private long weekIn(LocalDate d, LocalDate first) {
            return Math.floorDiv(d.toEpochDay() - weeks.start(first).toEpochDay(), 7) + 1;
        }

        public long getFrom(TemporalAccessor temporal) {
            if (kind == 0) {
                return weeks.localDayOfWeek(temporal.get(ChronoField.DAY_OF_WEEK));
            }
            LocalDate d = date(temporal);
            switch (kind) {
                case 1: return weekIn(d, d.withDayOfMonth(1));
                case 2: return weekIn(d, d.withDayOfYear(1));
                case 3: return weekIn(d, LocalDate.of(weeks.weekBasedYearOf(d), 1, 1));
                default: return weeks.weekBasedYearOf(d);
            }
        }

        public ValueRange rangeRefinedBy(TemporalAccessor temporal) {
            if (kind == 0 || kind == 4) {
                return range();
            }
            LocalDate d = date(temporal);
            switch (kind) {
                case 1: {
                    LocalDate first = d.withDayOfMonth(1);
                    return ValueRange.of(weekIn(first, first), weekIn(d.withDayOfMonth(d.lengthOfMonth()), first));
                }
                case 2: {
                    LocalDate first = d.withDayOfYear(1);
                    return ValueRange.of(weekIn(first, first), weekIn(d.withDayOfYear(d.lengthOfYear()), first));
                }
                default:
                    return ValueRange.of(1, weeks.weeksInWeekBasedYear(weeks.weekBasedYearOf(d)));
            }
        }

        @SuppressWarnings("unchecked")
        public <R extends Temporal> R adjustInto(R temporal, long newValue) {
            int value = range().checkValidIntValue(newValue, this);
            long current = getFrom(temporal);
            if (kind == 0) {
                return (R) temporal.plus(value - current, ChronoUnit.DAYS);
            }
            if (kind != 4) {
                return (R) temporal.plus(value - current, ChronoUnit.WEEKS);
            }
            // the same week number (at most the new year's last) and day of the week in the new year
            LocalDate d = date(temporal);
            long week = Math.min(weekIn(d, LocalDate.of((int) current, 1, 1)), weeks.weeksInWeekBasedYear(value));
            LocalDate target = weeks.start(LocalDate.of(value, 1, 1))
                    .plusDays((week - 1) * 7 + weeks.localDayOfWeek(d.getDayOfWeek().getValue()) - 1);
            return (R) temporal.plus(target.toEpochDay() - d.toEpochDay(), ChronoUnit.DAYS);
        }

        public String toString() {
            String[] names = {"DayOfWeek", "WeekOfMonth", "WeekOfYear", "WeekOfWeekBasedYear", "WeekBasedYear"};
            return names[kind] + "[" + weeks + "]";
        }
    }
}
