package java.time;

import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAmount;
import java.time.temporal.TemporalUnit;
import java.time.temporal.UnsupportedTemporalTypeException;

/** A date in the proleptic ISO calendar, without a time or zone. */
public final class LocalDate implements java.time.chrono.ChronoLocalDate, java.io.Serializable {
    private static final long serialVersionUID = 2942565459149668126L;

    public static final LocalDate MIN = new LocalDate(-999999999, 1, 1);
    public static final LocalDate MAX = new LocalDate(999999999, 12, 31);
    public static final LocalDate EPOCH = new LocalDate(1970, 1, 1);

    private final int year;
    private final short month;
    private final short day;

    private LocalDate(int year, int month, int day) {
        this.year = year;
        this.month = (short) month;
        this.day = (short) day;
    }

    static void checkRange(String field, long v, long min, long max) {
        if (v < min || v > max) {
            throw new DateTimeException("Invalid value for " + field + " (valid values " + min + " - " + max + "): " + v);
        }
    }

    static boolean isLeap(long year) {
        return (year & 3) == 0 && (year % 100 != 0 || year % 400 == 0);
    }

    public static LocalDate of(int year, int month, int dayOfMonth) {
        checkRange("Year", year, -999999999, 999999999);
        checkRange("MonthOfYear", month, 1, 12);
        if (dayOfMonth < 1 || dayOfMonth > 31) {
            throw new DateTimeException("Invalid value for DayOfMonth (valid values 1 - 28/31): " + dayOfMonth);
        }
        if (dayOfMonth > 28 && dayOfMonth > Month.of(month).length(isLeap(year))) {
            if (dayOfMonth == 29) {
                throw new DateTimeException("Invalid date 'February 29' as '" + year + "' is not a leap year");
            }
            throw new DateTimeException("Invalid date '" + Month.of(month).name() + " " + dayOfMonth + "'");
        }
        return new LocalDate(year, month, dayOfMonth);
    }

    public static LocalDate of(int year, Month month, int dayOfMonth) {
        return of(year, month.getValue(), dayOfMonth);
    }

    public static LocalDate ofYearDay(int year, int dayOfYear) {
        checkRange("Year", year, -999999999, 999999999);
        checkRange("DayOfYear", dayOfYear, 1, 366);
        boolean leap = isLeap(year);
        if (dayOfYear == 366 && !leap) {
            throw new DateTimeException("Invalid date 'DayOfYear 366' as '" + year + "' is not a leap year");
        }
        Month m = Month.JANUARY;
        while (dayOfYear > m.firstDayOfYear(leap) + m.length(leap) - 1) {
            m = m.plus(1);
        }
        return new LocalDate(year, m.getValue(), dayOfYear - m.firstDayOfYear(leap) + 1);
    }

    /** Days since 1970-01-01 to the civil date (era-based, valid over the whole range). */
    public static LocalDate ofEpochDay(long epochDay) {
        checkRange("EpochDay", epochDay, -365243219162L, 365241780471L);
        long z = epochDay + 719468;
        long era = Math.floorDiv(z, 146097);
        long doe = z - era * 146097;
        long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
        long y = yoe + era * 400;
        long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        long mp = (5 * doy + 2) / 153;
        long d = doy - (153 * mp + 2) / 5 + 1;
        long m = mp < 10 ? mp + 3 : mp - 9;
        return new LocalDate((int) (m <= 2 ? y + 1 : y), (int) m, (int) d);
    }

    public long toEpochDay() {
        long y = month <= 2 ? year - 1L : year;
        long era = Math.floorDiv(y, 400);
        long yoe = y - era * 400;
        long mp = month > 2 ? month - 3 : month + 9;
        long doy = (153 * mp + 2) / 5 + day - 1;
        long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        return era * 146097 + doe - 719468;
    }

    public static LocalDate now() {
        return now(ZoneId.systemDefault());
    }

    public static LocalDate now(Clock clock) {
        return clock.instant().atZone(clock.getZone()).toLocalDate();
    }

    public static LocalDate now(ZoneId zone) {
        return Instant.now().atZone(zone).toLocalDate();
    }

    public static LocalDate parse(CharSequence text) {
        return parse(text, DateTimeFormatter.ISO_LOCAL_DATE);
    }

    public static LocalDate parse(CharSequence text, DateTimeFormatter formatter) {
        return formatter.parseLocalDate(text);
    }

    public int getYear() {
        return year;
    }

    public int getMonthValue() {
        return month;
    }

    public Month getMonth() {
        return Month.of(month);
    }

    public int getDayOfMonth() {
        return day;
    }

    public int getDayOfYear() {
        return getMonth().firstDayOfYear(isLeapYear()) + day - 1;
    }

    public DayOfWeek getDayOfWeek() {
        return DayOfWeek.of((int) Math.floorMod(toEpochDay() + 3, 7) + 1);
    }

    public boolean isLeapYear() {
        return isLeap(year);
    }

    public int lengthOfMonth() {
        return getMonth().length(isLeapYear());
    }

    public int lengthOfYear() {
        return isLeapYear() ? 366 : 365;
    }

    private static LocalDate resolvePreviousValid(int year, int month, int day) {
        int max = Month.of(month).length(isLeap(year));
        return new LocalDate(year, month, Math.min(day, max));
    }

    public LocalDate withYear(int year) {
        checkRange("Year", year, -999999999, 999999999);
        return resolvePreviousValid(year, month, day);
    }

    public LocalDate withMonth(int month) {
        checkRange("MonthOfYear", month, 1, 12);
        return resolvePreviousValid(year, month, day);
    }

    public LocalDate withDayOfMonth(int dayOfMonth) {
        return of(year, month, dayOfMonth);
    }

    public LocalDate withDayOfYear(int dayOfYear) {
        return ofYearDay(year, dayOfYear);
    }

    public LocalDate plusDays(long days) {
        return days == 0 ? this : ofEpochDay(Math.addExact(toEpochDay(), days));
    }

    public LocalDate plusWeeks(long weeks) {
        return plusDays(Math.multiplyExact(weeks, 7));
    }

    public LocalDate plusMonths(long months) {
        if (months == 0) {
            return this;
        }
        long calc = year * 12L + (month - 1) + months;
        long newYear = Math.floorDiv(calc, 12);
        checkRange("Year", newYear, -999999999, 999999999);
        return resolvePreviousValid((int) newYear, (int) Math.floorMod(calc, 12) + 1, day);
    }

    public LocalDate plusYears(long years) {
        if (years == 0) {
            return this;
        }
        long y = year + years;
        checkRange("Year", y, -999999999, 999999999);
        return resolvePreviousValid((int) y, month, day);
    }

    public LocalDate minusDays(long days) {
        return plusDays(-days);
    }

    public LocalDate minusWeeks(long weeks) {
        return plusWeeks(-weeks);
    }

    public LocalDate minusMonths(long months) {
        return plusMonths(-months);
    }

    public LocalDate minusYears(long years) {
        return plusYears(-years);
    }

    public LocalDate plus(long amount, TemporalUnit unit) {
        if (!(unit instanceof ChronoUnit)) {
            return unit.addTo(this, amount);
        }
        switch ((ChronoUnit) unit) {
            case DAYS: return plusDays(amount);
            case WEEKS: return plusWeeks(amount);
            case MONTHS: return plusMonths(amount);
            case YEARS: return plusYears(amount);
            case DECADES: return plusYears(Math.multiplyExact(amount, 10));
            case CENTURIES: return plusYears(Math.multiplyExact(amount, 100));
            case MILLENNIA: return plusYears(Math.multiplyExact(amount, 1000));
            default: throw new UnsupportedTemporalTypeException("Unsupported unit: " + unit);
        }
    }

    public LocalDate minus(long amount, TemporalUnit unit) {
        return amount == Long.MIN_VALUE ? plus(Long.MAX_VALUE, unit).plus(1, unit) : plus(-amount, unit);
    }

    public LocalDate plus(TemporalAmount amount) {
        if (amount instanceof Period) {
            Period p = (Period) amount;
            return plusMonths(p.toTotalMonths()).plusDays(p.getDays());
        }
        return (LocalDate) amount.addTo(this);
    }

    public LocalDate minus(TemporalAmount amount) {
        if (amount instanceof Period) {
            Period p = (Period) amount;
            return minusMonths(p.toTotalMonths()).minusDays(p.getDays());
        }
        return (LocalDate) amount.subtractFrom(this);
    }

    long prolepticMonth() {
        return year * 12L + month - 1;
    }

    private long monthsUntil(LocalDate end) {
        long packed1 = prolepticMonth() * 32L + day;
        long packed2 = end.prolepticMonth() * 32L + end.day;
        return (packed2 - packed1) / 32;
    }

    public static LocalDate from(java.time.temporal.TemporalAccessor t) {
        if (t instanceof LocalDate) {
            return (LocalDate) t;
        }
        if (t instanceof LocalDateTime) {
            return ((LocalDateTime) t).toLocalDate();
        }
        if (t instanceof ZonedDateTime) {
            return ((ZonedDateTime) t).toLocalDate();
        }
        if (t != null && !(t instanceof LocalTime) && t.isSupported(java.time.temporal.ChronoField.EPOCH_DAY)) {
            return ofEpochDay(t.getLong(java.time.temporal.ChronoField.EPOCH_DAY));
        }
        throw new DateTimeException("Unable to obtain LocalDate from TemporalAccessor: " + t + " of type "
                + t.getClass().getName());
    }

    public long until(Temporal endExclusive, TemporalUnit unit) {
        LocalDate end = from(endExclusive);
        if (!(unit instanceof ChronoUnit)) {
            return unit.between(this, end);
        }
        switch ((ChronoUnit) unit) {
            case DAYS: return end.toEpochDay() - toEpochDay();
            case WEEKS: return (end.toEpochDay() - toEpochDay()) / 7;
            case MONTHS: return monthsUntil(end);
            case YEARS: return monthsUntil(end) / 12;
            case DECADES: return monthsUntil(end) / 120;
            case CENTURIES: return monthsUntil(end) / 1200;
            case MILLENNIA: return monthsUntil(end) / 12000;
            default: throw new UnsupportedTemporalTypeException("Unsupported unit: " + unit);
        }
    }

    public Period until(java.time.chrono.ChronoLocalDate endDateExclusive) {
        LocalDate end = (LocalDate) endDateExclusive;
        long totalMonths = end.prolepticMonth() - prolepticMonth();
        int days = end.day - day;
        if (totalMonths > 0 && days < 0) {
            totalMonths--;
            LocalDate calcDate = plusMonths(totalMonths);
            days = (int) (end.toEpochDay() - calcDate.toEpochDay());
        } else if (totalMonths < 0 && days > 0) {
            totalMonths++;
            days -= end.lengthOfMonth();
        }
        return Period.of((int) (totalMonths / 12), (int) (totalMonths % 12), days);
    }

    public LocalDateTime atTime(int hour, int minute) {
        return LocalDateTime.of(this, LocalTime.of(hour, minute));
    }

    public LocalDateTime atTime(int hour, int minute, int second) {
        return LocalDateTime.of(this, LocalTime.of(hour, minute, second));
    }

    public LocalDateTime atTime(LocalTime time) {
        return LocalDateTime.of(this, time);
    }

    public LocalDateTime atStartOfDay() {
        return LocalDateTime.of(this, LocalTime.MIDNIGHT);
    }

    public ZonedDateTime atStartOfDay(ZoneId zone) {
        java.util.Objects.requireNonNull(zone, "zone");
        LocalDateTime ldt = atStartOfDay();
        if (!(zone instanceof ZoneOffset)) {
            // midnight in a gap: the day starts when the gap ends
            java.time.zone.ZoneOffsetTransition trans = zone.getRules().getTransition(ldt);
            if (trans != null && trans.isGap()) {
                ldt = trans.getDateTimeAfter();
            }
        }
        return ZonedDateTime.of(ldt, zone);
    }

    public LocalDate with(java.time.temporal.TemporalAdjuster adjuster) {
        return (LocalDate) adjuster.adjustInto(this);
    }

    public String format(DateTimeFormatter formatter) {
        return formatter.format(this);
    }

    public int compareTo(java.time.chrono.ChronoLocalDate o) {
        LocalDate other = (LocalDate) o;
        int c = year - other.year;
        if (c == 0) {
            c = month - other.month;
            if (c == 0) {
                c = day - other.day;
            }
        }
        return c;
    }

    public boolean isAfter(java.time.chrono.ChronoLocalDate other) {
        return compareTo(other) > 0;
    }

    public boolean isBefore(java.time.chrono.ChronoLocalDate other) {
        return compareTo(other) < 0;
    }

    public boolean isEqual(java.time.chrono.ChronoLocalDate other) {
        return compareTo(other) == 0;
    }

    public boolean equals(Object obj) {
        return obj instanceof LocalDate && compareTo((java.time.chrono.ChronoLocalDate) obj) == 0;
    }

    public int hashCode() {
        return (year & 0xFFFFF800) ^ ((year << 11) + (month << 6) + day);
    }

    public String toString() {
        StringBuilder sb = new StringBuilder(10);
        appendYear(sb, year);
        sb.append(month < 10 ? "-0" : "-").append(month).append(day < 10 ? "-0" : "-").append(day);
        return sb.toString();
    }

    static void appendYear(StringBuilder sb, int year) {
        int abs = Math.abs(year);
        if (abs < 1000) {
            if (year < 0) {
                sb.append('-');
            }
            sb.append(abs + 10000).deleteCharAt(sb.length() - 5);
        } else {
            if (year > 9999) {
                sb.append('+');
            }
            sb.append(year);
        }
    }

    /* Every date from this one up to endExclusive, one day apart. */
    public java.util.stream.Stream<LocalDate> datesUntil(LocalDate endExclusive) {
        long end = endExclusive.toEpochDay();
        long start = toEpochDay();
        if (end < start) {
            throw new IllegalArgumentException(endExclusive + " < " + this);
        }
        return java.util.stream.LongStream.range(start, end).mapToObj(new java.util.function.LongFunction<LocalDate>() {
            public LocalDate apply(long day) {
                return LocalDate.ofEpochDay(day);
            }
        });
    }

    /* The dates this + k * step (k = 0, 1, ...) that lie before endExclusive (after it,
       for a negative step). The step's months and days must have the same sign. */
    public java.util.stream.Stream<LocalDate> datesUntil(LocalDate endExclusive, final Period step) {
        if (step.isZero()) {
            throw new IllegalArgumentException("step is zero");
        }
        long months = step.toTotalMonths();
        int days = step.getDays();
        if ((months < 0 && days > 0) || (months > 0 && days < 0)) {
            throw new IllegalArgumentException("period months and days are of opposite sign");
        }
        final int sign = (months > 0 || days > 0) ? 1 : -1;
        long until = until(endExclusive, ChronoUnit.DAYS);
        if (Long.signum(until) != sign) {
            if (until == 0) {
                return java.util.stream.Stream.empty();
            }
            throw new IllegalArgumentException(endExclusive + (sign < 0 ? " > " : " < ") + this);
        }
        final LocalDate end = endExclusive;
        final LocalDate first = this;
        return java.util.stream.Stream.iterate(0L, new java.util.function.Predicate<Long>() {
            public boolean test(Long k) {
                LocalDate d = first.plus(step.multipliedBy(k.intValue()));
                return sign > 0 ? d.isBefore(end) : d.isAfter(end);
            }
        }, new java.util.function.UnaryOperator<Long>() {
            public Long apply(Long k) {
                return k + 1;
            }
        }).map(new java.util.function.Function<Long, LocalDate>() {
            public LocalDate apply(Long k) {
                return first.plus(step.multipliedBy(k.intValue()));
            }
        });
    }

    /* ---- fields ---- */

    public boolean isSupported(java.time.temporal.TemporalField field) {
        if (field instanceof java.time.temporal.ChronoField)
            return field.isDateBased();
        return field != null && field.isSupportedBy(this);
    }

    public java.time.temporal.ValueRange range(java.time.temporal.TemporalField field) {
        if (!(field instanceof java.time.temporal.ChronoField))
            return java.time.chrono.ChronoLocalDate.super.range(field);
        if (!field.isDateBased())
            throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
        switch ((java.time.temporal.ChronoField) field) {
            case DAY_OF_MONTH: return java.time.temporal.ValueRange.of(1, lengthOfMonth());
            case DAY_OF_YEAR: return java.time.temporal.ValueRange.of(1, lengthOfYear());
            case ALIGNED_WEEK_OF_MONTH:
                return java.time.temporal.ValueRange.of(1, (month == 2 && !isLeapYear()) ? 4 : 5);
            case YEAR_OF_ERA:
                return java.time.temporal.ValueRange.of(1, year <= 0 ? Year.MAX_VALUE + 1 : Year.MAX_VALUE);
            default: return field.range();
        }
    }

    public int get(java.time.temporal.TemporalField field) {
        if (field == java.time.temporal.ChronoField.EPOCH_DAY || field == java.time.temporal.ChronoField.PROLEPTIC_MONTH)
            throw new UnsupportedTemporalTypeException("Invalid field '" + field + "' for get() method, use getLong() instead");
        if (field instanceof java.time.temporal.ChronoField)
            return (int) getLong(field);
        return java.time.chrono.ChronoLocalDate.super.get(field);
    }

    public long getLong(java.time.temporal.TemporalField field) {
        if (!(field instanceof java.time.temporal.ChronoField))
            return java.time.chrono.ChronoLocalDate.super.getLong(field);
        switch ((java.time.temporal.ChronoField) field) {
            case DAY_OF_WEEK: return getDayOfWeek().getValue();
            case ALIGNED_DAY_OF_WEEK_IN_MONTH: return ((day - 1) % 7) + 1;
            case ALIGNED_DAY_OF_WEEK_IN_YEAR: return ((getDayOfYear() - 1) % 7) + 1;
            case DAY_OF_MONTH: return day;
            case DAY_OF_YEAR: return getDayOfYear();
            case EPOCH_DAY: return toEpochDay();
            case ALIGNED_WEEK_OF_MONTH: return ((day - 1) / 7) + 1;
            case ALIGNED_WEEK_OF_YEAR: return ((getDayOfYear() - 1) / 7) + 1;
            case MONTH_OF_YEAR: return month;
            case PROLEPTIC_MONTH: return year * 12L + month - 1;
            case YEAR_OF_ERA: return year >= 1 ? year : 1 - year;
            case YEAR: return year;
            case ERA: return year >= 1 ? 1 : 0;
            default: throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
        }
    }

    public LocalDate with(java.time.temporal.TemporalField field, long newValue) {
        if (!(field instanceof java.time.temporal.ChronoField))
            return field.adjustInto(this, newValue);
        java.time.temporal.ChronoField f = (java.time.temporal.ChronoField) field;
        if (!f.isDateBased())
            throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
        f.checkValidValue(newValue);
        switch (f) {
            case DAY_OF_WEEK: return plusDays(newValue - getDayOfWeek().getValue());
            case ALIGNED_DAY_OF_WEEK_IN_MONTH:
            case ALIGNED_DAY_OF_WEEK_IN_YEAR:
                return plusDays(newValue - getLong(f));
            case DAY_OF_MONTH: return withDayOfMonth((int) newValue);
            case DAY_OF_YEAR: return withDayOfYear((int) newValue);
            case EPOCH_DAY: return LocalDate.ofEpochDay(newValue);
            case ALIGNED_WEEK_OF_MONTH:
            case ALIGNED_WEEK_OF_YEAR:
                return plusWeeks(newValue - getLong(f));
            case MONTH_OF_YEAR: return withMonth((int) newValue);
            case PROLEPTIC_MONTH: return plusMonths(newValue - getLong(java.time.temporal.ChronoField.PROLEPTIC_MONTH));
            case YEAR_OF_ERA: return withYear((int) (year >= 1 ? newValue : 1 - newValue));
            case YEAR: return withYear((int) newValue);
            default: return getLong(java.time.temporal.ChronoField.ERA) == newValue ? this : withYear(1 - year);
        }
    }

    /* Serialized through the JDK's proxy, java.time.Ser. */
    private Object writeReplace() {
        return new Ser(Ser.LOCAL_DATE_TYPE, this);
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.InvalidObjectException {
        throw new java.io.InvalidObjectException("Deserialization via serialization delegate");
    }
}
