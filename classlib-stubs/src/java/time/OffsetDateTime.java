package java.time;

import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoField;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalAdjuster;
import java.time.temporal.TemporalAmount;
import java.time.temporal.TemporalField;
import java.time.temporal.TemporalUnit;
import java.time.temporal.ValueRange;

/** A local date-time with a fixed offset from UTC: one instant, shown in one offset. */
public final class OffsetDateTime implements Temporal, TemporalAdjuster, Comparable<OffsetDateTime>, java.io.Serializable {
    private static final long serialVersionUID = 2287754244819255394L;

    public static final OffsetDateTime MIN = new OffsetDateTime(LocalDateTime.MIN, ZoneOffset.MAX);
    public static final OffsetDateTime MAX = new OffsetDateTime(LocalDateTime.MAX, ZoneOffset.MIN);

    private final LocalDateTime dateTime;
    private final ZoneOffset offset;

    private OffsetDateTime(LocalDateTime dateTime, ZoneOffset offset) {
        this.dateTime = java.util.Objects.requireNonNull(dateTime, "dateTime");
        this.offset = java.util.Objects.requireNonNull(offset, "offset");
    }

    public static OffsetDateTime of(LocalDateTime dateTime, ZoneOffset offset) {
        return new OffsetDateTime(dateTime, offset);
    }

    public static OffsetDateTime of(LocalDate date, LocalTime time, ZoneOffset offset) {
        return new OffsetDateTime(LocalDateTime.of(date, time), offset);
    }

    public static OffsetDateTime of(int year, int month, int dayOfMonth, int hour, int minute, int second,
            int nanoOfSecond, ZoneOffset offset) {
        return new OffsetDateTime(LocalDateTime.of(year, month, dayOfMonth, hour, minute, second, nanoOfSecond), offset);
    }

    public static OffsetDateTime ofInstant(Instant instant, ZoneId zone) {
        java.util.Objects.requireNonNull(instant, "instant");
        java.util.Objects.requireNonNull(zone, "zone");
        ZoneOffset off = ZonedDateTime.ofInstant(instant, zone).getOffset();
        return new OffsetDateTime(LocalDateTime.ofEpochSecond(instant.getEpochSecond(), instant.getNano(), off), off);
    }

    public static OffsetDateTime now() {
        return now(ZoneId.systemDefault());
    }

    public static OffsetDateTime now(ZoneId zone) {
        return ofInstant(Instant.now(), zone);
    }

    public static OffsetDateTime now(Clock clock) {
        return ofInstant(clock.instant(), clock.getZone());
    }

    public static OffsetDateTime from(TemporalAccessor temporal) {
        if (temporal instanceof OffsetDateTime) {
            return (OffsetDateTime) temporal;
        }
        if (temporal instanceof ZonedDateTime) {
            return ((ZonedDateTime) temporal).toOffsetDateTime();
        }
        throw new DateTimeException("Unable to obtain OffsetDateTime from TemporalAccessor: " + temporal
                + " of type " + temporal.getClass().getName());
    }

    public static OffsetDateTime parse(CharSequence text) {
        return parse(text, DateTimeFormatter.ISO_OFFSET_DATE_TIME);
    }

    public static OffsetDateTime parse(CharSequence text, DateTimeFormatter formatter) {
        java.util.Objects.requireNonNull(formatter, "formatter");
        ZonedDateTime z = formatter.parseZonedDateTime(text);
        return new OffsetDateTime(z.toLocalDateTime(), z.getOffset());
    }

    public static java.util.Comparator<OffsetDateTime> timeLineOrder() {
        return new java.util.Comparator<OffsetDateTime>() {
            @Override
            public int compare(OffsetDateTime a, OffsetDateTime b) {
                return compareInstant(a, b);
            }
        };
    }

    public ZoneOffset getOffset() { return offset; }
    public LocalDateTime toLocalDateTime() { return dateTime; }
    public LocalDate toLocalDate() { return dateTime.toLocalDate(); }
    public LocalTime toLocalTime() { return dateTime.toLocalTime(); }
    public int getYear() { return dateTime.getYear(); }
    public int getMonthValue() { return dateTime.getMonthValue(); }
    public Month getMonth() { return dateTime.getMonth(); }
    public int getDayOfMonth() { return dateTime.getDayOfMonth(); }
    public int getDayOfYear() { return dateTime.getDayOfYear(); }
    public DayOfWeek getDayOfWeek() { return dateTime.getDayOfWeek(); }
    public int getHour() { return dateTime.getHour(); }
    public int getMinute() { return dateTime.getMinute(); }
    public int getSecond() { return dateTime.getSecond(); }
    public int getNano() { return dateTime.getNano(); }

    public OffsetDateTime withOffsetSameLocal(ZoneOffset offset) {
        return offset.equals(this.offset) ? this : new OffsetDateTime(dateTime, offset);
    }

    public OffsetDateTime withOffsetSameInstant(ZoneOffset offset) {
        if (offset.equals(this.offset)) {
            return this;
        }
        int diff = offset.getTotalSeconds() - this.offset.getTotalSeconds();
        return new OffsetDateTime(dateTime.plusSeconds(diff), offset);
    }

    public ZonedDateTime atZoneSameInstant(ZoneId zone) {
        return ZonedDateTime.ofInstant(toInstant(), zone);
    }

    public ZonedDateTime atZoneSimilarLocal(ZoneId zone) {
        return ZonedDateTime.ofLocal(dateTime, zone, offset);
    }

    public ZonedDateTime toZonedDateTime() {
        return ZonedDateTime.of(dateTime, offset);
    }

    public OffsetTime toOffsetTime() {
        return OffsetTime.of(dateTime.toLocalTime(), offset);
    }

    public Instant toInstant() {
        return dateTime.toInstant(offset);
    }

    public long toEpochSecond() {
        return dateTime.toEpochSecond(offset);
    }

    private OffsetDateTime local(LocalDateTime dt) {
        return dt == dateTime ? this : new OffsetDateTime(dt, offset);
    }

    public OffsetDateTime withYear(int v) { return local(dateTime.withYear(v)); }
    public OffsetDateTime withMonth(int v) { return local(dateTime.withMonth(v)); }
    public OffsetDateTime withDayOfMonth(int v) { return local(dateTime.withDayOfMonth(v)); }
    public OffsetDateTime withDayOfYear(int v) { return local(dateTime.withDayOfYear(v)); }
    public OffsetDateTime withHour(int v) { return local(dateTime.withHour(v)); }
    public OffsetDateTime withMinute(int v) { return local(dateTime.withMinute(v)); }
    public OffsetDateTime withSecond(int v) { return local(dateTime.withSecond(v)); }
    public OffsetDateTime withNano(int v) { return local(dateTime.withNano(v)); }
    public OffsetDateTime truncatedTo(TemporalUnit unit) { return local(dateTime.truncatedTo(unit)); }

    public OffsetDateTime plusYears(long n) { return local(dateTime.plusYears(n)); }
    public OffsetDateTime plusMonths(long n) { return local(dateTime.plusMonths(n)); }
    public OffsetDateTime plusWeeks(long n) { return local(dateTime.plusWeeks(n)); }
    public OffsetDateTime plusDays(long n) { return local(dateTime.plusDays(n)); }
    public OffsetDateTime plusHours(long n) { return local(dateTime.plusHours(n)); }
    public OffsetDateTime plusMinutes(long n) { return local(dateTime.plusMinutes(n)); }
    public OffsetDateTime plusSeconds(long n) { return local(dateTime.plusSeconds(n)); }
    public OffsetDateTime plusNanos(long n) { return local(dateTime.plusNanos(n)); }
    public OffsetDateTime minusYears(long n) { return local(dateTime.minusYears(n)); }
    public OffsetDateTime minusMonths(long n) { return local(dateTime.minusMonths(n)); }
    public OffsetDateTime minusWeeks(long n) { return local(dateTime.minusWeeks(n)); }
    public OffsetDateTime minusDays(long n) { return local(dateTime.minusDays(n)); }
    public OffsetDateTime minusHours(long n) { return local(dateTime.minusHours(n)); }
    public OffsetDateTime minusMinutes(long n) { return local(dateTime.minusMinutes(n)); }
    public OffsetDateTime minusSeconds(long n) { return local(dateTime.minusSeconds(n)); }
    public OffsetDateTime minusNanos(long n) { return local(dateTime.minusNanos(n)); }

    @Override
    public OffsetDateTime plus(long amount, TemporalUnit unit) { return local(dateTime.plus(amount, unit)); }

    @Override
    public OffsetDateTime minus(long amount, TemporalUnit unit) { return local(dateTime.minus(amount, unit)); }

    public OffsetDateTime plus(TemporalAmount amount) {
        return amount instanceof Period ? local(dateTime.plus(amount)) : (OffsetDateTime) amount.addTo(this);
    }

    public OffsetDateTime minus(TemporalAmount amount) {
        return amount instanceof Period ? local(dateTime.minus(amount)) : (OffsetDateTime) amount.subtractFrom(this);
    }

    public OffsetDateTime with(TemporalAdjuster adjuster) {
        if (adjuster instanceof OffsetDateTime) {
            return (OffsetDateTime) adjuster;
        }
        return (OffsetDateTime) adjuster.adjustInto(this);
    }

    @Override
    public Temporal adjustInto(Temporal temporal) {
        return temporal.with(ChronoField.EPOCH_DAY, toLocalDate().toEpochDay())
                .with(ChronoField.NANO_OF_DAY, toLocalTime().toNanoOfDay())
                .with(ChronoField.OFFSET_SECONDS, offset.getTotalSeconds());
    }

    @Override
    public long until(Temporal endExclusive, TemporalUnit unit) {
        OffsetDateTime end = from((TemporalAccessor) endExclusive).withOffsetSameInstant(offset);
        return dateTime.until(end.dateTime, unit);
    }

    public String format(DateTimeFormatter formatter) {
        java.util.Objects.requireNonNull(formatter, "formatter");
        return formatter.format(this);
    }

    /* ---- fields: the instant and the offset, the rest from the local date-time ---- */

    @Override
    public boolean isSupported(TemporalField field) {
        if (field instanceof ChronoField) {
            return true;
        }
        return field != null && field.isSupportedBy(this);
    }

    public boolean isSupported(TemporalUnit unit) {
        if (unit instanceof java.time.temporal.ChronoUnit) {
            return unit != java.time.temporal.ChronoUnit.FOREVER;
        }
        return unit != null;
    }

    @Override
    public ValueRange range(TemporalField field) {
        if (field == ChronoField.INSTANT_SECONDS || field == ChronoField.OFFSET_SECONDS) {
            return field.range();
        }
        if (field instanceof ChronoField) {
            return dateTime.range(field);
        }
        return field.rangeRefinedBy(this);
    }

    @Override
    public int get(TemporalField field) {
        if (field == ChronoField.INSTANT_SECONDS) {
            throw new java.time.temporal.UnsupportedTemporalTypeException(
                    "Invalid field 'InstantSeconds' for get() method, use getLong() instead");
        }
        if (field == ChronoField.OFFSET_SECONDS) {
            return offset.getTotalSeconds();
        }
        if (field instanceof ChronoField) {
            return dateTime.get(field);
        }
        return Temporal.super.get(field);
    }

    @Override
    public long getLong(TemporalField field) {
        if (field == ChronoField.INSTANT_SECONDS) {
            return toEpochSecond();
        }
        if (field == ChronoField.OFFSET_SECONDS) {
            return offset.getTotalSeconds();
        }
        if (field instanceof ChronoField) {
            return dateTime.getLong(field);
        }
        return field.getFrom(this);
    }

    @Override
    public OffsetDateTime with(TemporalField field, long newValue) {
        if (field == ChronoField.INSTANT_SECONDS) {
            return ofInstant(Instant.ofEpochSecond(newValue, getNano()), offset);
        }
        if (field == ChronoField.OFFSET_SECONDS) {
            ((ChronoField) field).checkValidValue(newValue);
            return withOffsetSameLocal(ZoneOffset.ofTotalSeconds((int) newValue));
        }
        if (field instanceof ChronoField) {
            return local(dateTime.with(field, newValue));
        }
        return (OffsetDateTime) field.adjustInto(this, newValue);
    }

    /* ---- comparison: by instant, then by local date-time ---- */

    private static int compareInstant(OffsetDateTime a, OffsetDateTime b) {
        if (a.offset.equals(b.offset)) {
            return a.dateTime.compareTo(b.dateTime);
        }
        int c = Long.compare(a.toEpochSecond(), b.toEpochSecond());
        return c != 0 ? c : a.getNano() - b.getNano();
    }

    @Override
    public int compareTo(OffsetDateTime other) {
        int c = compareInstant(this, other);
        return c != 0 ? c : dateTime.compareTo(other.dateTime);
    }

    public boolean isAfter(OffsetDateTime other) {
        long a = toEpochSecond();
        long b = other.toEpochSecond();
        return a > b || (a == b && getNano() > other.getNano());
    }

    public boolean isBefore(OffsetDateTime other) {
        long a = toEpochSecond();
        long b = other.toEpochSecond();
        return a < b || (a == b && getNano() < other.getNano());
    }

    public boolean isEqual(OffsetDateTime other) {
        return toEpochSecond() == other.toEpochSecond() && getNano() == other.getNano();
    }

    @Override
    public boolean equals(Object obj) {
        if (!(obj instanceof OffsetDateTime)) {
            return false;
        }
        OffsetDateTime o = (OffsetDateTime) obj;
        return dateTime.equals(o.dateTime) && offset.equals(o.offset);
    }

    @Override
    public int hashCode() {
        return dateTime.hashCode() ^ offset.hashCode();
    }

    @Override
    public String toString() {
        return dateTime.toString() + offset.toString();
    }

    /* Serialized through the JDK's proxy, java.time.Ser. */
    private Object writeReplace() {
        return new Ser(Ser.OFFSET_DATE_TIME_TYPE, this);
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.InvalidObjectException {
        throw new java.io.InvalidObjectException("Deserialization via serialization delegate");
    }
}
