package java.time;

import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAmount;
import java.time.temporal.TemporalUnit;
import java.time.temporal.UnsupportedTemporalTypeException;

/** A time of day with nanosecond precision, without a date or zone. */
public final class LocalTime implements Temporal, Comparable<LocalTime>, java.io.Serializable {
    private static final long serialVersionUID = 6414437269572265201L;

    static final long NANOS_PER_SECOND = 1000000000L;
    static final long NANOS_PER_DAY = 86400L * NANOS_PER_SECOND;

    public static final LocalTime MIDNIGHT = new LocalTime(0, 0, 0, 0);
    public static final LocalTime MIN = MIDNIGHT;
    public static final LocalTime NOON = new LocalTime(12, 0, 0, 0);
    public static final LocalTime MAX = new LocalTime(23, 59, 59, 999999999);

    private final byte hour;
    private final byte minute;
    private final byte second;
    private final int nano;

    private LocalTime(int hour, int minute, int second, int nano) {
        this.hour = (byte) hour;
        this.minute = (byte) minute;
        this.second = (byte) second;
        this.nano = nano;
    }

    public static LocalTime of(int hour, int minute) {
        return of(hour, minute, 0, 0);
    }

    public static LocalTime of(int hour, int minute, int second) {
        return of(hour, minute, second, 0);
    }

    public static LocalTime of(int hour, int minute, int second, int nanoOfSecond) {
        LocalDate.checkRange("HourOfDay", hour, 0, 23);
        LocalDate.checkRange("MinuteOfHour", minute, 0, 59);
        LocalDate.checkRange("SecondOfMinute", second, 0, 59);
        LocalDate.checkRange("NanoOfSecond", nanoOfSecond, 0, 999999999);
        return new LocalTime(hour, minute, second, nanoOfSecond);
    }

    public static LocalTime ofSecondOfDay(long secondOfDay) {
        LocalDate.checkRange("SecondOfDay", secondOfDay, 0, 86399);
        return new LocalTime((int) (secondOfDay / 3600), (int) (secondOfDay / 60 % 60), (int) (secondOfDay % 60), 0);
    }

    public static LocalTime ofNanoOfDay(long nanoOfDay) {
        LocalDate.checkRange("NanoOfDay", nanoOfDay, 0, NANOS_PER_DAY - 1);
        long s = nanoOfDay / NANOS_PER_SECOND;
        return new LocalTime((int) (s / 3600), (int) (s / 60 % 60), (int) (s % 60), (int) (nanoOfDay % NANOS_PER_SECOND));
    }

    public static LocalTime now(ZoneId zone) {
        return LocalDateTime.ofInstant(Instant.now(), zone).toLocalTime();
    }

    public static LocalTime now(Clock clock) {
        return LocalDateTime.ofInstant(clock.instant(), clock.getZone()).toLocalTime();
    }

    public static LocalTime now() {
        return now(ZoneId.systemDefault());
    }

    public static LocalTime parse(CharSequence text) {
        return parse(text, DateTimeFormatter.ISO_LOCAL_TIME);
    }

    public static LocalTime parse(CharSequence text, DateTimeFormatter formatter) {
        return formatter.parseLocalTime(text);
    }

    public int getHour() {
        return hour;
    }

    public int getMinute() {
        return minute;
    }

    public int getSecond() {
        return second;
    }

    public int getNano() {
        return nano;
    }

    public int toSecondOfDay() {
        return hour * 3600 + minute * 60 + second;
    }

    public long toNanoOfDay() {
        return toSecondOfDay() * NANOS_PER_SECOND + nano;
    }

    public LocalTime withHour(int hour) {
        return of(hour, minute, second, nano);
    }

    public LocalTime withMinute(int minute) {
        return of(hour, minute, second, nano);
    }

    public LocalTime withSecond(int second) {
        return of(hour, minute, second, nano);
    }

    public LocalTime withNano(int nano) {
        return of(hour, minute, second, nano);
    }

    public LocalTime plusNanos(long nanos) {
        if (nanos == 0) {
            return this;
        }
        return ofNanoOfDay(Math.floorMod(toNanoOfDay() + Math.floorMod(nanos, NANOS_PER_DAY), NANOS_PER_DAY));
    }

    public LocalTime plusSeconds(long seconds) {
        return plusNanos(Math.floorMod(seconds, 86400L) * NANOS_PER_SECOND);
    }

    public LocalTime plusMinutes(long minutes) {
        return plusSeconds(Math.floorMod(minutes, 1440L) * 60);
    }

    public LocalTime plusHours(long hours) {
        return plusSeconds(Math.floorMod(hours, 24L) * 3600);
    }

    public LocalTime minusNanos(long n) {
        return plusNanos(-Math.floorMod(n, NANOS_PER_DAY));
    }

    public LocalTime minusSeconds(long n) {
        return plusSeconds(-Math.floorMod(n, 86400L));
    }

    public LocalTime minusMinutes(long n) {
        return plusMinutes(-Math.floorMod(n, 1440L));
    }

    public LocalTime minusHours(long n) {
        return plusHours(-Math.floorMod(n, 24L));
    }

    static long unitNanos(TemporalUnit unit) {
        if (unit instanceof ChronoUnit) {
            switch ((ChronoUnit) unit) {
                case NANOS: return 1;
                case MICROS: return 1000;
                case MILLIS: return 1000000;
                case SECONDS: return NANOS_PER_SECOND;
                case MINUTES: return 60 * NANOS_PER_SECOND;
                case HOURS: return 3600 * NANOS_PER_SECOND;
                case HALF_DAYS: return 43200 * NANOS_PER_SECOND;
                default: break;
            }
        }
        throw new UnsupportedTemporalTypeException("Unsupported unit: " + unit);
    }

    public LocalTime plus(long amount, TemporalUnit unit) {
        long un = unitNanos(unit);
        long days = NANOS_PER_DAY / un;
        return plusNanos(Math.floorMod(amount, days) * un);
    }

    public LocalTime minus(long amount, TemporalUnit unit) {
        return amount == Long.MIN_VALUE ? plus(Long.MAX_VALUE, unit).plus(1, unit) : plus(-amount, unit);
    }

    public LocalTime plus(TemporalAmount amount) {
        return (LocalTime) amount.addTo(this);
    }

    public LocalTime minus(TemporalAmount amount) {
        return (LocalTime) amount.subtractFrom(this);
    }

    public static LocalTime from(java.time.temporal.TemporalAccessor t) {
        if (t instanceof LocalTime) {
            return (LocalTime) t;
        }
        if (t instanceof LocalDateTime) {
            return ((LocalDateTime) t).toLocalTime();
        }
        if (t instanceof ZonedDateTime) {
            return ((ZonedDateTime) t).toLocalTime();
        }
        if (t != null && !(t instanceof LocalDate) && t.isSupported(java.time.temporal.ChronoField.NANO_OF_DAY)) {
            return ofNanoOfDay(t.getLong(java.time.temporal.ChronoField.NANO_OF_DAY));
        }
        throw new DateTimeException("Unable to obtain LocalTime from TemporalAccessor: " + t + " of type "
                + t.getClass().getName());
    }

    public long until(Temporal endExclusive, TemporalUnit unit) {
        long diff = from(endExclusive).toNanoOfDay() - toNanoOfDay();
        return diff / unitNanos(unit);
    }

    public LocalTime truncatedTo(TemporalUnit unit) {
        if (unit == ChronoUnit.NANOS) {
            return this;
        }
        if (unit == ChronoUnit.DAYS) {
            return MIDNIGHT;
        }
        if (unit.isDateBased() || unit == ChronoUnit.FOREVER) {
            throw new UnsupportedTemporalTypeException("Unit is too large to be used for truncation");
        }
        long u = unitNanos(unit);
        return ofNanoOfDay(toNanoOfDay() / u * u);
    }

    public LocalDateTime atDate(LocalDate date) {
        return LocalDateTime.of(date, this);
    }

    public String format(DateTimeFormatter formatter) {
        return formatter.format(this);
    }

    public int compareTo(LocalTime other) {
        return Long.compare(toNanoOfDay(), other.toNanoOfDay());
    }

    public boolean isAfter(LocalTime other) {
        return compareTo(other) > 0;
    }

    public boolean isBefore(LocalTime other) {
        return compareTo(other) < 0;
    }

    public boolean equals(Object obj) {
        return obj instanceof LocalTime && compareTo((LocalTime) obj) == 0;
    }

    public int hashCode() {
        return Long.hashCode(toNanoOfDay());
    }

    public String toString() {
        StringBuilder sb = new StringBuilder(18);
        sb.append(hour < 10 ? "0" : "").append(hour).append(minute < 10 ? ":0" : ":").append(minute);
        if (second > 0 || nano > 0) {
            sb.append(second < 10 ? ":0" : ":").append(second);
            if (nano > 0) {
                if (nano % 1000000 == 0) {
                    sb.append(Integer.toString(nano / 1000000 + 1000).substring(1));
                } else if (nano % 1000 == 0) {
                    sb.append(Integer.toString(nano / 1000 + 1000000).substring(1));
                } else {
                    sb.append(Integer.toString(nano + 1000000000).substring(1));
                }
                sb.insert(sb.length() - (nano % 1000000 == 0 ? 3 : nano % 1000 == 0 ? 6 : 9), '.');
            }
        }
        return sb.toString();
    }

    /* ---- fields ---- */

    public boolean isSupported(java.time.temporal.TemporalField field) {
        if (field instanceof java.time.temporal.ChronoField)
            return field.isTimeBased();
        return field != null && field.isSupportedBy(this);
    }

    public java.time.temporal.ValueRange range(java.time.temporal.TemporalField field) {
        return Temporal.super.range(field);
    }

    public int get(java.time.temporal.TemporalField field) {
        if (field == java.time.temporal.ChronoField.NANO_OF_DAY || field == java.time.temporal.ChronoField.MICRO_OF_DAY)
            throw new UnsupportedTemporalTypeException("Invalid field '" + field + "' for get() method, use getLong() instead");
        if (field instanceof java.time.temporal.ChronoField)
            return (int) getLong(field);
        return Temporal.super.get(field);
    }

    public long getLong(java.time.temporal.TemporalField field) {
        if (!(field instanceof java.time.temporal.ChronoField))
            return Temporal.super.getLong(field);
        switch ((java.time.temporal.ChronoField) field) {
            case NANO_OF_SECOND: return nano;
            case NANO_OF_DAY: return toNanoOfDay();
            case MICRO_OF_SECOND: return nano / 1000;
            case MICRO_OF_DAY: return toNanoOfDay() / 1000;
            case MILLI_OF_SECOND: return nano / 1000000;
            case MILLI_OF_DAY: return toNanoOfDay() / 1000000;
            case SECOND_OF_MINUTE: return second;
            case SECOND_OF_DAY: return toSecondOfDay();
            case MINUTE_OF_HOUR: return minute;
            case MINUTE_OF_DAY: return hour * 60 + minute;
            case HOUR_OF_AMPM: return hour % 12;
            case CLOCK_HOUR_OF_AMPM: return hour % 12 == 0 ? 12 : hour % 12;
            case HOUR_OF_DAY: return hour;
            case CLOCK_HOUR_OF_DAY: return hour == 0 ? 24 : hour;
            case AMPM_OF_DAY: return hour / 12;
            default: throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
        }
    }

    public LocalTime with(java.time.temporal.TemporalField field, long newValue) {
        if (!(field instanceof java.time.temporal.ChronoField))
            return field.adjustInto(this, newValue);
        java.time.temporal.ChronoField f = (java.time.temporal.ChronoField) field;
        if (!f.isTimeBased())
            throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
        f.checkValidValue(newValue);
        switch (f) {
            case NANO_OF_SECOND: return withNano((int) newValue);
            case NANO_OF_DAY: return ofNanoOfDay(newValue);
            case MICRO_OF_SECOND: return withNano((int) newValue * 1000);
            case MICRO_OF_DAY: return ofNanoOfDay(newValue * 1000);
            case MILLI_OF_SECOND: return withNano((int) newValue * 1000000);
            case MILLI_OF_DAY: return ofNanoOfDay(newValue * 1000000);
            case SECOND_OF_MINUTE: return withSecond((int) newValue);
            case SECOND_OF_DAY: return plusSeconds(newValue - toSecondOfDay());
            case MINUTE_OF_HOUR: return withMinute((int) newValue);
            case MINUTE_OF_DAY: return plusMinutes(newValue - (hour * 60 + minute));
            case HOUR_OF_AMPM: return plusHours(newValue - (hour % 12));
            case CLOCK_HOUR_OF_AMPM: return plusHours((newValue == 12 ? 0 : newValue) - (hour % 12));
            case HOUR_OF_DAY: return withHour((int) newValue);
            case CLOCK_HOUR_OF_DAY: return withHour((int) (newValue == 24 ? 0 : newValue));
            default: return plusHours((newValue - (hour / 12)) * 12);
        }
    }

    /* Serialized through the JDK's proxy, java.time.Ser. */
    private Object writeReplace() {
        return new Ser(Ser.LOCAL_TIME_TYPE, this);
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.InvalidObjectException {
        throw new java.io.InvalidObjectException("Deserialization via serialization delegate");
    }
}
