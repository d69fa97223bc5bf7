package java.time;

import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoField;
import java.time.temporal.ChronoUnit;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalAdjuster;
import java.time.temporal.TemporalAmount;
import java.time.temporal.TemporalField;
import java.time.temporal.TemporalUnit;
import java.time.temporal.ValueRange;

/** A time of day with a fixed offset from UTC. */
public final class OffsetTime implements Temporal, TemporalAdjuster, Comparable<OffsetTime>, java.io.Serializable {
    private static final long serialVersionUID = 7264499704384272492L;

    public static final OffsetTime MIN = new OffsetTime(LocalTime.MIN, ZoneOffset.MAX);
    public static final OffsetTime MAX = new OffsetTime(LocalTime.MAX, ZoneOffset.MIN);

    private final LocalTime time;
    private final ZoneOffset offset;

    private OffsetTime(LocalTime time, ZoneOffset offset) {
        this.time = java.util.Objects.requireNonNull(time, "time");
        this.offset = java.util.Objects.requireNonNull(offset, "offset");
    }

    public static OffsetTime of(LocalTime time, ZoneOffset offset) {
        return new OffsetTime(time, offset);
    }

    public static OffsetTime of(int hour, int minute, int second, int nanoOfSecond, ZoneOffset offset) {
        return new OffsetTime(LocalTime.of(hour, minute, second, nanoOfSecond), offset);
    }

    public static OffsetTime ofInstant(Instant instant, ZoneId zone) {
        OffsetDateTime odt = OffsetDateTime.ofInstant(instant, zone);
        return new OffsetTime(odt.toLocalTime(), odt.getOffset());
    }

    public static OffsetTime now() {
        return now(ZoneId.systemDefault());
    }

    public static OffsetTime now(ZoneId zone) {
        return ofInstant(Instant.now(), zone);
    }

    public static OffsetTime now(Clock clock) {
        return ofInstant(clock.instant(), clock.getZone());
    }

    public static OffsetTime from(TemporalAccessor temporal) {
        if (temporal instanceof OffsetTime) {
            return (OffsetTime) temporal;
        }
        if (temporal instanceof OffsetDateTime) {
            return ((OffsetDateTime) temporal).toOffsetTime();
        }
        if (temporal instanceof ZonedDateTime) {
            return ((ZonedDateTime) temporal).toOffsetDateTime().toOffsetTime();
        }
        throw new DateTimeException("Unable to obtain OffsetTime from TemporalAccessor: " + temporal + " of type "
                + temporal.getClass().getName());
    }

    public static OffsetTime parse(CharSequence text) {
        return parse(text, DateTimeFormatter.ISO_OFFSET_TIME);
    }

    public static OffsetTime parse(CharSequence text, DateTimeFormatter formatter) {
        java.util.Objects.requireNonNull(formatter, "formatter");
        return formatter.parseOffsetTime(text);
    }

    public ZoneOffset getOffset() { return offset; }
    public LocalTime toLocalTime() { return time; }
    public int getHour() { return time.getHour(); }
    public int getMinute() { return time.getMinute(); }
    public int getSecond() { return time.getSecond(); }
    public int getNano() { return time.getNano(); }

    public OffsetTime withOffsetSameLocal(ZoneOffset offset) {
        return offset.equals(this.offset) ? this : new OffsetTime(time, offset);
    }

    public OffsetTime withOffsetSameInstant(ZoneOffset offset) {
        if (offset.equals(this.offset)) {
            return this;
        }
        int diff = offset.getTotalSeconds() - this.offset.getTotalSeconds();
        return new OffsetTime(time.plusSeconds(diff), offset);
    }

    public OffsetDateTime atDate(LocalDate date) {
        return OffsetDateTime.of(date, time, offset);
    }

    public long toEpochSecond(LocalDate date) {
        java.util.Objects.requireNonNull(date, "date");
        return date.toEpochDay() * 86400 + time.toSecondOfDay() - offset.getTotalSeconds();
    }

    /* nanoseconds of the day, in UTC, unwrapped: the instant on any one date */
    private long utcNanos() {
        return time.toNanoOfDay() - offset.getTotalSeconds() * 1000000000L;
    }

    private OffsetTime local(LocalTime t) {
        return t == time ? this : new OffsetTime(t, offset);
    }

    public OffsetTime withHour(int v) { return local(time.withHour(v)); }
    public OffsetTime withMinute(int v) { return local(time.withMinute(v)); }
    public OffsetTime withSecond(int v) { return local(time.withSecond(v)); }
    public OffsetTime withNano(int v) { return local(time.withNano(v)); }
    public OffsetTime truncatedTo(TemporalUnit unit) { return local(time.truncatedTo(unit)); }
    public OffsetTime plusHours(long n) { return local(time.plusHours(n)); }
    public OffsetTime plusMinutes(long n) { return local(time.plusMinutes(n)); }
    public OffsetTime plusSeconds(long n) { return local(time.plusSeconds(n)); }
    public OffsetTime plusNanos(long n) { return local(time.plusNanos(n)); }
    public OffsetTime minusHours(long n) { return local(time.minusHours(n)); }
    public OffsetTime minusMinutes(long n) { return local(time.minusMinutes(n)); }
    public OffsetTime minusSeconds(long n) { return local(time.minusSeconds(n)); }
    public OffsetTime minusNanos(long n) { return local(time.minusNanos(n)); }

    @Override
    public OffsetTime plus(long amount, TemporalUnit unit) { return local(time.plus(amount, unit)); }

    @Override
    public OffsetTime minus(long amount, TemporalUnit unit) { return local(time.minus(amount, unit)); }

    public OffsetTime plus(TemporalAmount amount) { return (OffsetTime) amount.addTo(this); }

    public OffsetTime minus(TemporalAmount amount) { return (OffsetTime) amount.subtractFrom(this); }

    public OffsetTime with(TemporalAdjuster adjuster) {
        if (adjuster instanceof OffsetTime) {
            return (OffsetTime) adjuster;
        }
        return (OffsetTime) adjuster.adjustInto(this);
    }

    @Override
    public Temporal adjustInto(Temporal temporal) {
        return temporal.with(ChronoField.NANO_OF_DAY, time.toNanoOfDay())
                .with(ChronoField.OFFSET_SECONDS, offset.getTotalSeconds());
    }

    @Override
    public long until(Temporal endExclusive, TemporalUnit unit) {
        OffsetTime end = from((TemporalAccessor) endExclusive);
        long nanos = end.utcNanos() - utcNanos();
        if (!(unit instanceof ChronoUnit)) {
            return unit.between(this, end);
        }
        switch ((ChronoUnit) unit) {
            case NANOS: return nanos;
            case MICROS: return nanos / 1000;
            case MILLIS: return nanos / 1000000;
            case SECONDS: return nanos / 1000000000L;
            case MINUTES: return nanos / 60000000000L;
            case HOURS: return nanos / 3600000000000L;
            case HALF_DAYS: return nanos / (12 * 3600000000000L);
            default: throw new java.time.temporal.UnsupportedTemporalTypeException("Unsupported unit: " + unit);
        }
    }

    public String format(DateTimeFormatter formatter) {
        java.util.Objects.requireNonNull(formatter, "formatter");
        return formatter.format(this);
    }

    @Override
    public boolean isSupported(TemporalField field) {
        if (field instanceof ChronoField) {
            return ((ChronoField) field).isTimeBased() || field == ChronoField.OFFSET_SECONDS;
        }
        return field != null && field.isSupportedBy(this);
    }

    public boolean isSupported(TemporalUnit unit) {
        if (unit instanceof ChronoUnit) {
            return unit.isTimeBased();
        }
        return unit != null && unit.isTimeBased();
    }

    @Override
    public ValueRange range(TemporalField field) {
        if (field == ChronoField.OFFSET_SECONDS) {
            return field.range();
        }
        if (field instanceof ChronoField) {
            return time.range(field);
        }
        return field.rangeRefinedBy(this);
    }

    @Override
    public int get(TemporalField field) {
        if (field == ChronoField.OFFSET_SECONDS) {
            return offset.getTotalSeconds();
        }
        if (field instanceof ChronoField) {
            return time.get(field);
        }
        return Temporal.super.get(field);
    }

    @Override
    public long getLong(TemporalField field) {
        if (field == ChronoField.OFFSET_SECONDS) {
            return offset.getTotalSeconds();
        }
        if (field instanceof ChronoField) {
            return time.getLong(field);
        }
        return field.getFrom(this);
    }

    @Override
    public OffsetTime with(TemporalField field, long newValue) {
        if (field == ChronoField.OFFSET_SECONDS) {
            ((ChronoField) field).checkValidValue(newValue);
            return withOffsetSameLocal(ZoneOffset.ofTotalSeconds((int) newValue));
        }
        if (field instanceof ChronoField) {
            return local(time.with(field, newValue));
        }
        return (OffsetTime) field.adjustInto(this, newValue);
    }

    @Override
    public int compareTo(OffsetTime other) {
        if (offset.equals(other.offset)) {
            return time.compareTo(other.time);
        }
        int c = Long.compare(utcNanos(), other.utcNanos());
        return c != 0 ? c : time.compareTo(other.time);
    }

    public boolean isAfter(OffsetTime other) {
        return utcNanos() > other.utcNanos();
    }

    public boolean isBefore(OffsetTime other) {
        return utcNanos() < other.utcNanos();
    }

    public boolean isEqual(OffsetTime other) {
        return utcNanos() == other.utcNanos();
    }

    @Override
    public boolean equals(Object obj) {
        if (!(obj instanceof OffsetTime)) {
            return false;
        }
        OffsetTime o = (OffsetTime) obj;
        return time.equals(o.time) && offset.equals(o.offset);
    }

    @Override
    public int hashCode() {
        return time.hashCode() ^ offset.hashCode();
    }

    @Override
    public String toString() {
        return time.toString() + offset.toString();
    }

    /* Serialized through the JDK's proxy, java.time.Ser. */
    private Object writeReplace() {
        return new Ser(Ser.OFFSET_TIME_TYPE, this);
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.InvalidObjectException {
        throw new java.io.InvalidObjectException("Deserialization via serialization delegate");
    }
}
