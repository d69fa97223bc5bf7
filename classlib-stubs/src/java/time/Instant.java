package java.time;

import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAmount;
import java.time.temporal.TemporalUnit;
import java.time.temporal.UnsupportedTemporalTypeException;

/** A point on the time line: seconds since 1970-01-01T00:00:00Z and nanoseconds. */
public final class Instant implements Temporal, Comparable<Instant>, java.io.Serializable {
    private static final long serialVersionUID = -665713676816604388L;

    public static final Instant EPOCH = new Instant(0, 0);
    private static final long MIN_SECOND = -31557014167219200L;
    private static final long MAX_SECOND = 31556889864403199L;
    public static final Instant MIN = new Instant(MIN_SECOND, 0);
    public static final Instant MAX = new Instant(MAX_SECOND, 999999999);

    private final long seconds;
    private final int nanos;

    private Instant(long seconds, int nanos) {
        this.seconds = seconds;
        this.nanos = nanos;
    }

    private static Instant create(long seconds, int nanoOfSecond) {
        if ((seconds | nanoOfSecond) == 0) {
            return EPOCH;
        }
        if (seconds < MIN_SECOND || seconds > MAX_SECOND) {
            throw new DateTimeException("Instant exceeds minimum or maximum instant");
        }
        return new Instant(seconds, nanoOfSecond);
    }

    public static Instant now(Clock clock) {
        return clock.instant();
    }

    public static Instant now() {
        long ms = System.currentTimeMillis();
        return ofEpochMilli(ms);
    }

    public static Instant ofEpochSecond(long epochSecond) {
        return create(epochSecond, 0);
    }

    public static Instant ofEpochSecond(long epochSecond, long nanoAdjustment) {
        long secs = Math.addExact(epochSecond, Math.floorDiv(nanoAdjustment, 1000000000L));
        return create(secs, (int) Math.floorMod(nanoAdjustment, 1000000000L));
    }

    public static Instant ofEpochMilli(long epochMilli) {
        return create(Math.floorDiv(epochMilli, 1000), (int) Math.floorMod(epochMilli, 1000) * 1000000);
    }

    public static Instant parse(CharSequence text) {
        return DateTimeFormatter.ISO_INSTANT.parseInstant(text);
    }

    public long getEpochSecond() { return seconds; }
    public int getNano() { return nanos; }

    public long toEpochMilli() {
        if (seconds < 0 && nanos > 0) {
            long millis = Math.multiplyExact(seconds + 1, 1000);
            long adjustment = nanos / 1000000 - 1000;
            return Math.addExact(millis, adjustment);
        }
        return Math.addExact(Math.multiplyExact(seconds, 1000), nanos / 1000000);
    }

    private Instant plus(long secondsToAdd, long nanosToAdd) {
        if ((secondsToAdd | nanosToAdd) == 0) {
            return this;
        }
        long s = Math.addExact(Math.addExact(seconds, secondsToAdd), nanosToAdd / 1000000000L);
        return ofEpochSecond(s, nanos + nanosToAdd % 1000000000L);
    }

    public Instant plusSeconds(long n) { return plus(n, 0); }
    public Instant plusMillis(long n) { return plus(n / 1000, (n % 1000) * 1000000); }
    public Instant plusNanos(long n) { return plus(0, n); }
    public Instant minusSeconds(long n) { return n == Long.MIN_VALUE ? plusSeconds(Long.MAX_VALUE).plusSeconds(1) : plusSeconds(-n); }
    public Instant minusMillis(long n) { return n == Long.MIN_VALUE ? plusMillis(Long.MAX_VALUE).plusMillis(1) : plusMillis(-n); }
    public Instant minusNanos(long n) { return n == Long.MIN_VALUE ? plusNanos(Long.MAX_VALUE).plusNanos(1) : plusNanos(-n); }

    public Instant plus(long amount, TemporalUnit unit) {
        if (unit instanceof ChronoUnit) {
            switch ((ChronoUnit) unit) {
                case NANOS: return plusNanos(amount);
                case MICROS: return plus(amount / 1000000, (amount % 1000000) * 1000);
                case MILLIS: return plusMillis(amount);
                case SECONDS: return plusSeconds(amount);
                case MINUTES: return plusSeconds(Math.multiplyExact(amount, 60));
                case HOURS: return plusSeconds(Math.multiplyExact(amount, 3600));
                case HALF_DAYS: return plusSeconds(Math.multiplyExact(amount, 43200));
                case DAYS: return plusSeconds(Math.multiplyExact(amount, 86400));
                default: break;
            }
        }
        throw new UnsupportedTemporalTypeException("Unsupported unit: " + unit);
    }

    public Instant minus(long amount, TemporalUnit unit) {
        return amount == Long.MIN_VALUE ? plus(Long.MAX_VALUE, unit).plus(1, unit) : plus(-amount, unit);
    }

    public Instant plus(TemporalAmount amount) {
        return (Instant) amount.addTo(this);
    }

    public Instant minus(TemporalAmount amount) {
        return (Instant) amount.subtractFrom(this);
    }

    public static Instant from(java.time.temporal.TemporalAccessor t) {
        if (t instanceof Instant) {
            return (Instant) t;
        }
        if (t instanceof ZonedDateTime) {
            return ((ZonedDateTime) t).toInstant();
        }
        throw new DateTimeException("Unable to obtain Instant from TemporalAccessor: " + t + " of type "
                + t.getClass().getName());
    }

    public long until(Temporal endExclusive, TemporalUnit unit) {
        Instant end = from(endExclusive);
        if (unit instanceof ChronoUnit) {
            switch ((ChronoUnit) unit) {
                case NANOS: {
                    long secsDiff = Math.subtractExact(end.seconds, seconds);
                    long totalNanos = Math.multiplyExact(secsDiff, 1000000000L);
                    return Math.addExact(totalNanos, end.nanos - nanos);
                }
                case MICROS: return nanosUntil(end) / 1000;
                case MILLIS: return Math.subtractExact(end.toEpochMilli(), toEpochMilli());
                case SECONDS: return secondsUntil(end);
                case MINUTES: return secondsUntil(end) / 60;
                case HOURS: return secondsUntil(end) / 3600;
                case HALF_DAYS: return secondsUntil(end) / 43200;
                case DAYS: return secondsUntil(end) / 86400;
                default: break;
            }
        }
        throw new UnsupportedTemporalTypeException("Unsupported unit: " + unit);
    }

    private long nanosUntil(Instant end) {
        long secsDiff = Math.subtractExact(end.seconds, seconds);
        return Math.addExact(Math.multiplyExact(secsDiff, 1000000000L), end.nanos - nanos);
    }

    private long secondsUntil(Instant end) {
        long secsDiff = Math.subtractExact(end.seconds, seconds);
        long nanosDiff = end.nanos - nanos;
        if (secsDiff > 0 && nanosDiff < 0) {
            secsDiff--;
        } else if (secsDiff < 0 && nanosDiff > 0) {
            secsDiff++;
        }
        return secsDiff;
    }

    public Instant truncatedTo(TemporalUnit unit) {
        if (unit == ChronoUnit.NANOS) {
            return this;
        }
        long u = unit == ChronoUnit.DAYS ? LocalTime.NANOS_PER_DAY : LocalTime.unitNanos(unit);
        long nod = Math.floorMod(seconds, 86400L) * 1000000000L + nanos;
        long result = Math.floorDiv(nod, u) * u;
        return plusNanos(result - nod);
    }

    public ZonedDateTime atZone(ZoneId zone) {
        return ZonedDateTime.ofInstant(this, zone);
    }

    public OffsetDateTime atOffset(ZoneOffset offset) {
        return OffsetDateTime.ofInstant(this, offset);
    }

    public int compareTo(Instant other) {
        int c = Long.compare(seconds, other.seconds);
        return c != 0 ? c : nanos - other.nanos;
    }

    public boolean isAfter(Instant other) { return compareTo(other) > 0; }
    public boolean isBefore(Instant other) { return compareTo(other) < 0; }

    public boolean equals(Object o) {
        return o instanceof Instant && ((Instant) o).seconds == seconds && ((Instant) o).nanos == nanos;
    }

    public int hashCode() {
        return ((int) (seconds ^ (seconds >>> 32))) + 51 * nanos;
    }

    public String toString() {
        return DateTimeFormatter.ISO_INSTANT.format(this);
    }

    /* ---- fields: the seconds and their fractions ---- */

    public boolean isSupported(java.time.temporal.TemporalField field) {
        if (field instanceof java.time.temporal.ChronoField)
            return field == java.time.temporal.ChronoField.INSTANT_SECONDS || field == java.time.temporal.ChronoField.NANO_OF_SECOND
                    || field == java.time.temporal.ChronoField.MICRO_OF_SECOND || field == java.time.temporal.ChronoField.MILLI_OF_SECOND;
        return field != null && field.isSupportedBy(this);
    }

    public java.time.temporal.ValueRange range(java.time.temporal.TemporalField field) {
        return Temporal.super.range(field);
    }

    public int get(java.time.temporal.TemporalField field) {
        if (field instanceof java.time.temporal.ChronoField) {
            switch ((java.time.temporal.ChronoField) field) {
                case NANO_OF_SECOND: return nanos;
                case MICRO_OF_SECOND: return nanos / 1000;
                case MILLI_OF_SECOND: return nanos / 1000000;
                default: throw new java.time.temporal.UnsupportedTemporalTypeException("Unsupported field: " + field);
            }
        }
        return range(field).checkValidIntValue(field.getFrom(this), field);
    }

    public long getLong(java.time.temporal.TemporalField field) {
        if (field == java.time.temporal.ChronoField.INSTANT_SECONDS)
            return seconds;
        if (field instanceof java.time.temporal.ChronoField)
            return get(field);
        return field.getFrom(this);
    }

    public Instant with(java.time.temporal.TemporalField field, long newValue) {
        if (!(field instanceof java.time.temporal.ChronoField))
            return field.adjustInto(this, newValue);
        java.time.temporal.ChronoField f = (java.time.temporal.ChronoField) field;
        f.checkValidValue(newValue);
        switch (f) {
            case MILLI_OF_SECOND: return newValue * 1000000 == nanos ? this : ofEpochSecond(seconds, newValue * 1000000);
            case MICRO_OF_SECOND: return newValue * 1000 == nanos ? this : ofEpochSecond(seconds, newValue * 1000);
            case NANO_OF_SECOND: return newValue == nanos ? this : ofEpochSecond(seconds, newValue);
            case INSTANT_SECONDS: return newValue == seconds ? this : ofEpochSecond(newValue, nanos);
            default: throw new java.time.temporal.UnsupportedTemporalTypeException("Unsupported field: " + field);
        }
    }

    /* Serialized through the JDK's proxy, java.time.Ser. */
    private Object writeReplace() {
        return new Ser(Ser.INSTANT_TYPE, this);
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.InvalidObjectException {
        throw new java.io.InvalidObjectException("Deserialization via serialization delegate");
    }
}
