package java.time.temporal;

import java.time.DayOfWeek;
import java.time.Duration;
import java.time.LocalDate;

/**
 * The ISO-8601 quarter and week-based-year fields and units. A week-based
 * year starts on the Monday of the week holding its first Thursday, so it has
 * 52 or 53 weeks (53 when January 1 is a Thursday, or a Wednesday in a leap year).
 */
public final class IsoFields {
    public static final TemporalField DAY_OF_QUARTER = new Field(0);
    public static final TemporalField QUARTER_OF_YEAR = new Field(1);
    public static final TemporalField WEEK_OF_WEEK_BASED_YEAR = new Field(2);
    public static final TemporalField WEEK_BASED_YEAR = new Field(3);
    public static final TemporalUnit WEEK_BASED_YEARS = new Unit("WeekBasedYears", Duration.ofSeconds(31556952L));
    public static final TemporalUnit QUARTER_YEARS = new Unit("QuarterYears", Duration.ofSeconds(31556952L / 4));

    private IsoFields() {
        throw new AssertionError("Not instantiable");
    }

    /** The Thursday of the ISO week holding the date: its year is the week-based year. */
    private static LocalDate thursday(LocalDate d) {
        return d.plusDays(3 - (d.getDayOfWeek().getValue() - 1));
    }

    private static int weeksIn(int wby) {
        LocalDate jan1 = LocalDate.of(wby, 1, 1);
        DayOfWeek dow = jan1.getDayOfWeek();
        return dow == DayOfWeek.THURSDAY || (dow == DayOfWeek.WEDNESDAY && jan1.isLeapYear()) ? 53 : 52;
    }

    private static int week(LocalDate d) {
        return (thursday(d).getDayOfYear() - 1) / 7 + 1;
    }

    private static int quarterLength(LocalDate d) {
        int q = (d.getMonthValue() - 1) / 3;
        return q == 0 ? (d.isLeapYear() ? 91 : 90) : q == 1 ? 91 : 92;
    }

    private static final class Field implements TemporalField {
        private final int kind;

        Field(int kind) {
            this.kind = kind;
        }

        public TemporalUnit getBaseUnit() {
            switch (kind) {
                case 0: return ChronoUnit.DAYS;
                case 1: return QUARTER_YEARS;
                case 2: return ChronoUnit.WEEKS;
                default: return WEEK_BASED_YEARS;
            }
        }

        public TemporalUnit getRangeUnit() {
            switch (kind) {
                case 0: return QUARTER_YEARS;
                case 1: return ChronoUnit.YEARS;
                case 2: return WEEK_BASED_YEARS;
                default: return ChronoUnit.FOREVER;
            }
        }

        public ValueRange range() {
            switch (kind) {
                case 0: return ValueRange.of(1, 90, 92);
                case 1: return ValueRange.of(1, 4);
                case 2: return ValueRange.of(1, 52, 53);
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
            return temporal.isSupported(ChronoField.EPOCH_DAY);
        }

        private LocalDate date(TemporalAccessor temporal) {
            if (!isSupportedBy(temporal)) {
                throw new UnsupportedTemporalTypeException("Unsupported field: " + this);
            }
            return LocalDate.from(temporal);
        }

        public ValueRange rangeRefinedBy(TemporalAccessor temporal) {
            LocalDate d = date(temporal);
            switch (kind) {
                case 0: return ValueRange.of(1, quarterLength(d));
                case 2: return ValueRange.of(1, weeksIn(thursday(d).getYear()));
                default: return range();
            }
        }

        public long getFrom(TemporalAccessor temporal) {
            LocalDate d = date(temporal);
            switch (kind) {
                case 0: return d.getDayOfYear() - LocalDate.of(d.getYear(), (d.getMonthValue() - 1) / 3 * 3 + 1, 1).getDayOfYear() + 1;
                case 1: return (d.getMonthValue() - 1) / 3 + 1;
                case 2: return week(d);
                default: return thursday(d).getYear();
            }
        }

        @SuppressWarnings("unchecked")
        public <R extends Temporal> R adjustInto(R temporal, long newValue) {
            long cur = getFrom(temporal);
            range().checkValidValue(newValue, this);
            switch (kind) {
                case 0:
                    return (R) temporal.with(ChronoField.DAY_OF_YEAR, temporal.getLong(ChronoField.DAY_OF_YEAR) + (newValue - cur));
                case 1:
                    return (R) temporal.with(ChronoField.MONTH_OF_YEAR, temporal.getLong(ChronoField.MONTH_OF_YEAR) + (newValue - cur) * 3);
                case 2:
                    return (R) temporal.plus(newValue - cur, ChronoUnit.WEEKS);
                default: {
                    LocalDate d = date(temporal);
                    int wby = ChronoField.YEAR.checkValidIntValue(newValue);
                    int wk = Math.min(week(d), weeksIn(wby));
                    LocalDate jan4 = LocalDate.of(wby, 1, 4);
                    LocalDate target = jan4.minusDays(jan4.getDayOfWeek().getValue() - 1)
                            .plusDays((wk - 1) * 7L + d.getDayOfWeek().getValue() - 1);
                    return (R) temporal.plus(target.toEpochDay() - d.toEpochDay(), ChronoUnit.DAYS);
                }
            }
        }

        public String toString() {
            switch (kind) {
                case 0: return "DayOfQuarter";
                case 1: return "QuarterOfYear";
                case 2: return "WeekOfWeekBasedYear";
                default: return "WeekBasedYear";
            }
        }
    }

    private static final class Unit implements TemporalUnit {
        private final String name;
        private final Duration duration;

        Unit(String name, Duration duration) {
            this.name = name;
            this.duration = duration;
        }

        public Duration getDuration() {
            return duration;
        }

        public boolean isDurationEstimated() {
            return true;
        }

        public boolean isDateBased() {
            return true;
        }

        public boolean isTimeBased() {
            return false;
        }

        @SuppressWarnings("unchecked")
        public <R extends Temporal> R addTo(R temporal, long amount) {
            if (this == WEEK_BASED_YEARS) {
                return (R) temporal.with(WEEK_BASED_YEAR, Math.addExact(temporal.getLong(WEEK_BASED_YEAR), amount));
            }
            return (R) temporal.plus(amount / 4, ChronoUnit.YEARS).plus((amount % 4) * 3, ChronoUnit.MONTHS);
        }

        public long between(Temporal t1, Temporal t2) {
            if (t1.getClass() != t2.getClass()) {
                return t1.until(t2, this);
            }
            if (this == WEEK_BASED_YEARS) {
                return Math.subtractExact(t2.getLong(WEEK_BASED_YEAR), t1.getLong(WEEK_BASED_YEAR));
            }
            return t1.until(t2, ChronoUnit.MONTHS) / 3;
        }

        public String toString() {
            return name;
        }
    }
}
