package java.time;

import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAmount;
import java.time.temporal.TemporalUnit;

/** A date and a time of day, without a zone. */
public final class LocalDateTime implements java.time.chrono.ChronoLocalDateTime<LocalDate>, java.io.Serializable {
    private static final long serialVersionUID = 6207766400415563566L;

    public static final LocalDateTime MIN = new LocalDateTime(LocalDate.MIN, LocalTime.MIN);
    public static final LocalDateTime MAX = new LocalDateTime(LocalDate.MAX, LocalTime.MAX);

    private final LocalDate date;
    private final LocalTime time;

    private LocalDateTime(LocalDate date, LocalTime time) {
        this.date = date;
        this.time = time;
    }

    public static LocalDateTime of(LocalDate date, LocalTime time) {
        java.util.Objects.requireNonNull(date, "date");
        java.util.Objects.requireNonNull(time, "time");
        return new LocalDateTime(date, time);
    }

    public static LocalDateTime of(int year, int month, int day, int hour, int minute) {
        return of(LocalDate.of(year, month, day), LocalTime.of(hour, minute));
    }

    public static LocalDateTime of(int year, int month, int day, int hour, int minute, int second) {
        return of(LocalDate.of(year, month, day), LocalTime.of(hour, minute, second));
    }

    public static LocalDateTime of(int year, int month, int day, int hour, int minute, int second, int nano) {
        return of(LocalDate.of(year, month, day), LocalTime.of(hour, minute, second, nano));
    }

    public static LocalDateTime of(int year, Month month, int day, int hour, int minute) {
        return of(LocalDate.of(year, month, day), LocalTime.of(hour, minute));
    }

    public static LocalDateTime of(int year, Month month, int day, int hour, int minute, int second) {
        return of(LocalDate.of(year, month, day), LocalTime.of(hour, minute, second));
    }

    public static LocalDateTime ofEpochSecond(long epochSecond, int nanoOfSecond, ZoneOffset offset) {
        LocalDate.checkRange("NanoOfSecond", nanoOfSecond, 0, 999999999);
        long local = epochSecond + offset.getTotalSeconds();
        long days = Math.floorDiv(local, 86400L);
        int secs = (int) Math.floorMod(local, 86400L);
        return new LocalDateTime(LocalDate.ofEpochDay(days),
                LocalTime.ofNanoOfDay(secs * LocalTime.NANOS_PER_SECOND + nanoOfSecond));
    }

    public static LocalDateTime ofInstant(Instant instant, ZoneId zone) {
        return ofEpochSecond(instant.getEpochSecond(), instant.getNano(), zone.getRules().getOffset(instant));
    }

    public static LocalDateTime now(ZoneId zone) {
        return ofInstant(Instant.now(), zone);
    }

    public static LocalDateTime now(Clock clock) {
        return ofInstant(clock.instant(), clock.getZone());
    }

    public static LocalDateTime now() {
        return ofInstant(Instant.now(), ZoneId.systemDefault());
    }

    public static LocalDateTime parse(CharSequence text) {
        return parse(text, DateTimeFormatter.ISO_LOCAL_DATE_TIME);
    }

    public static LocalDateTime parse(CharSequence text, DateTimeFormatter formatter) {
        return formatter.parseLocalDateTime(text);
    }

    public LocalDate toLocalDate() {
        return date;
    }

    public LocalTime toLocalTime() {
        return time;
    }

    public int getYear() { return date.getYear(); }
    public int getMonthValue() { return date.getMonthValue(); }
    public Month getMonth() { return date.getMonth(); }
    public int getDayOfMonth() { return date.getDayOfMonth(); }
    public int getDayOfYear() { return date.getDayOfYear(); }
    public DayOfWeek getDayOfWeek() { return date.getDayOfWeek(); }
    public int getHour() { return time.getHour(); }
    public int getMinute() { return time.getMinute(); }
    public int getSecond() { return time.getSecond(); }
    public int getNano() { return time.getNano(); }

    public LocalDateTime truncatedTo(TemporalUnit unit) {
        return with(date, time.truncatedTo(unit));
    }

    private LocalDateTime with(LocalDate d, LocalTime t) {
        return (d == date && t == time) ? this : new LocalDateTime(d, t);
    }

    public LocalDateTime withYear(int v) { return with(date.withYear(v), time); }
    public LocalDateTime withMonth(int v) { return with(date.withMonth(v), time); }
    public LocalDateTime withDayOfMonth(int v) { return with(date.withDayOfMonth(v), time); }
    public LocalDateTime withDayOfYear(int v) { return with(date.withDayOfYear(v), time); }
    public LocalDateTime withHour(int v) { return with(date, time.withHour(v)); }
    public LocalDateTime withMinute(int v) { return with(date, time.withMinute(v)); }
    public LocalDateTime withSecond(int v) { return with(date, time.withSecond(v)); }
    public LocalDateTime withNano(int v) { return with(date, time.withNano(v)); }

    public LocalDateTime plusYears(long n) { return with(date.plusYears(n), time); }
    public LocalDateTime plusMonths(long n) { return with(date.plusMonths(n), time); }
    public LocalDateTime plusWeeks(long n) { return with(date.plusWeeks(n), time); }
    public LocalDateTime plusDays(long n) { return with(date.plusDays(n), time); }
    public LocalDateTime minusYears(long n) { return with(date.minusYears(n), time); }
    public LocalDateTime minusMonths(long n) { return with(date.minusMonths(n), time); }
    public LocalDateTime minusWeeks(long n) { return with(date.minusWeeks(n), time); }
    public LocalDateTime minusDays(long n) { return with(date.minusDays(n), time); }

    /** Adds a time amount given as whole days plus nanoseconds, carrying into the date. */
    private LocalDateTime plusTime(long days, long nanos) {
        long total = time.toNanoOfDay() + Math.floorMod(nanos, LocalTime.NANOS_PER_DAY);
        long carry = Math.floorDiv(nanos, LocalTime.NANOS_PER_DAY) + Math.floorDiv(total, LocalTime.NANOS_PER_DAY);
        return with(date.plusDays(Math.addExact(days, carry)),
                LocalTime.ofNanoOfDay(Math.floorMod(total, LocalTime.NANOS_PER_DAY)));
    }

    public LocalDateTime plusHours(long n) { return plusTime(Math.floorDiv(n, 24), Math.floorMod(n, 24) * 3600 * LocalTime.NANOS_PER_SECOND); }
    public LocalDateTime plusMinutes(long n) { return plusTime(Math.floorDiv(n, 1440), Math.floorMod(n, 1440) * 60 * LocalTime.NANOS_PER_SECOND); }
    public LocalDateTime plusSeconds(long n) { return plusTime(Math.floorDiv(n, 86400), Math.floorMod(n, 86400) * LocalTime.NANOS_PER_SECOND); }
    public LocalDateTime plusNanos(long n) { return plusTime(0, n); }
    public LocalDateTime minusHours(long n) { return plusHours(Math.negateExact(n)); }
    public LocalDateTime minusMinutes(long n) { return plusMinutes(Math.negateExact(n)); }
    public LocalDateTime minusSeconds(long n) { return plusSeconds(Math.negateExact(n)); }
    public LocalDateTime minusNanos(long n) { return plusNanos(Math.negateExact(n)); }

    public LocalDateTime plus(long amount, TemporalUnit unit) {
        if (unit instanceof ChronoUnit && unit.isTimeBased()) {
            switch ((ChronoUnit) unit) {
                case NANOS: return plusNanos(amount);
                case MICROS: return plusTime(Math.floorDiv(amount, 86400000000L), Math.floorMod(amount, 86400000000L) * 1000);
                case MILLIS: return plusTime(Math.floorDiv(amount, 86400000L), Math.floorMod(amount, 86400000L) * 1000000);
                case SECONDS: return plusSeconds(amount);
                case MINUTES: return plusMinutes(amount);
                case HOURS: return plusHours(amount);
                default: return plusHours(Math.multiplyExact(amount, 12));
            }
        }
        return with(date.plus(amount, unit), time);
    }

    public LocalDateTime minus(long amount, TemporalUnit unit) {
        return amount == Long.MIN_VALUE ? plus(Long.MAX_VALUE, unit).plus(1, unit) : plus(-amount, unit);
    }

    public LocalDateTime plus(TemporalAmount amount) {
        if (amount instanceof Period) {
            return with(date.plus(amount), time);
        }
        return (LocalDateTime) amount.addTo(this);
    }

    public LocalDateTime minus(TemporalAmount amount) {
        if (amount instanceof Period) {
            return with(date.minus(amount), time);
        }
        return (LocalDateTime) amount.subtractFrom(this);
    }

    public static LocalDateTime from(java.time.temporal.TemporalAccessor t) {
        if (t instanceof LocalDateTime) {
            return (LocalDateTime) t;
        }
        if (t instanceof ZonedDateTime) {
            return ((ZonedDateTime) t).toLocalDateTime();
        }
        if (t != null && t.isSupported(java.time.temporal.ChronoField.EPOCH_DAY)
                && t.isSupported(java.time.temporal.ChronoField.NANO_OF_DAY)) {
            return of(LocalDate.from(t), LocalTime.from(t));
        }
        throw new DateTimeException("Unable to obtain LocalDateTime from TemporalAccessor: " + t + " of type "
                + t.getClass().getName());
    }

    public long until(Temporal endExclusive, TemporalUnit unit) {
        LocalDateTime end = from(endExclusive);
        if (unit instanceof ChronoUnit && unit.isTimeBased()) {
            long days = end.date.toEpochDay() - date.toEpochDay();
            long nanos = end.time.toNanoOfDay() - time.toNanoOfDay();
            long u = LocalTime.unitNanos(unit);
            // Give the day count and the time part the same sign, then truncate the time part.
            if (days > 0) {
                days--;
                nanos += LocalTime.NANOS_PER_DAY;
            } else if (days < 0) {
                days++;
                nanos -= LocalTime.NANOS_PER_DAY;
            }
            return Math.addExact(Math.multiplyExact(days, LocalTime.NANOS_PER_DAY / u), nanos / u);
        }
        LocalDate endDate = end.date;
        if (endDate.isAfter(date) && end.time.isBefore(time)) {
            endDate = endDate.minusDays(1);
        } else if (endDate.isBefore(date) && end.time.isAfter(time)) {
            endDate = endDate.plusDays(1);
        }
        return date.until(endDate, unit);
    }

    public ZonedDateTime atZone(ZoneId zone) {
        return ZonedDateTime.of(this, zone);
    }

    public long toEpochSecond(ZoneOffset offset) {
        return date.toEpochDay() * 86400L + time.toSecondOfDay() - offset.getTotalSeconds();
    }

    public Instant toInstant(ZoneOffset offset) {
        return Instant.ofEpochSecond(toEpochSecond(offset), time.getNano());
    }

    public LocalDateTime with(java.time.temporal.TemporalAdjuster adjuster) {
        return (LocalDateTime) adjuster.adjustInto(this);
    }

    public String format(DateTimeFormatter formatter) {
        return formatter.format(this);
    }

    public int compareTo(java.time.chrono.ChronoLocalDateTime<?> o) {
        LocalDateTime other = (LocalDateTime) o;
        int c = date.compareTo(other.date);
        return c != 0 ? c : time.compareTo(other.time);
    }

    public boolean isAfter(java.time.chrono.ChronoLocalDateTime<?> other) {
        return compareTo(other) > 0;
    }

    public boolean isBefore(java.time.chrono.ChronoLocalDateTime<?> other) {
        return compareTo(other) < 0;
    }

    public boolean isEqual(java.time.chrono.ChronoLocalDateTime<?> other) {
        return compareTo(other) == 0;
    }

    public boolean equals(Object obj) {
        return obj instanceof LocalDateTime && compareTo((LocalDateTime) obj) == 0;
    }

    public int hashCode() {
        return date.hashCode() ^ time.hashCode();
    }

    public String toString() {
        return date.toString() + 'T' + time.toString();
    }

    /* ---- fields: time-based ones from the time, date-based ones from the date ---- */

    public boolean isSupported(java.time.temporal.TemporalField field) {
        if (field instanceof java.time.temporal.ChronoField)
            return field.isDateBased() || field.isTimeBased();
        return field != null && field.isSupportedBy(this);
    }

    public java.time.temporal.ValueRange range(java.time.temporal.TemporalField field) {
        if (field instanceof java.time.temporal.ChronoField)
            return field.isTimeBased() ? time.range(field) : date.range(field);
        return field.rangeRefinedBy(this);
    }

    public int get(java.time.temporal.TemporalField field) {
        if (field instanceof java.time.temporal.ChronoField)
            return field.isTimeBased() ? time.get(field) : date.get(field);
        return java.time.chrono.ChronoLocalDateTime.super.get(field);
    }

    public long getLong(java.time.temporal.TemporalField field) {
        if (field instanceof java.time.temporal.ChronoField)
            return field.isTimeBased() ? time.getLong(field) : date.getLong(field);
        return field.getFrom(this);
    }

    public LocalDateTime with(java.time.temporal.TemporalField field, long newValue) {
        if (field instanceof java.time.temporal.ChronoField) {
            if (field.isTimeBased())
                return with(date, time.with(field, newValue));
            return with(date.with(field, newValue), time);
        }
        return field.adjustInto(this, newValue);
    }

    /* Serialized through the JDK's proxy, java.time.Ser. */
    private Object writeReplace() {
        return new Ser(Ser.LOCAL_DATE_TIME_TYPE, this);
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.InvalidObjectException {
        throw new java.io.InvalidObjectException("Deserialization via serialization delegate");
    }
}
