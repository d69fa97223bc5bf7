package java.time;

import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAmount;
import java.time.temporal.TemporalUnit;

/** A local date-time in a zone; zones here have fixed offsets, so there are no gaps or overlaps. */
public final class ZonedDateTime implements java.time.chrono.ChronoZonedDateTime<LocalDate>, java.io.Serializable {
    private static final long serialVersionUID = -6260982410461394882L;

    private final LocalDateTime dateTime;
    private final ZoneOffset offset;
    private final ZoneId zone;

    private ZonedDateTime(LocalDateTime dateTime, ZoneOffset offset, ZoneId zone) {
        this.dateTime = dateTime;
        this.offset = offset;
        this.zone = zone;
    }

    public static ZonedDateTime of(LocalDateTime localDateTime, ZoneId zone) {
        java.util.Objects.requireNonNull(localDateTime, "localDateTime");
        java.util.Objects.requireNonNull(zone, "zone");
        return new ZonedDateTime(localDateTime, zone.offset(), zone);
    }

    public static ZonedDateTime of(LocalDate date, LocalTime time, ZoneId zone) {
        return of(LocalDateTime.of(date, time), zone);
    }

    public static ZonedDateTime of(int year, int month, int day, int hour, int minute, int second, int nano, ZoneId zone) {
        return of(LocalDateTime.of(year, month, day, hour, minute, second, nano), zone);
    }

    public static ZonedDateTime ofInstant(Instant instant, ZoneId zone) {
        return of(LocalDateTime.ofEpochSecond(instant.getEpochSecond(), instant.getNano(), zone.offset()), zone);
    }

    public static ZonedDateTime now() {
        return ofInstant(Instant.now(), ZoneId.systemDefault());
    }

    public static ZonedDateTime now(Clock clock) {
        return ofInstant(clock.instant(), clock.getZone());
    }

    public static ZonedDateTime now(ZoneId zone) {
        return ofInstant(Instant.now(), zone);
    }

    public static ZonedDateTime parse(CharSequence text) {
        return DateTimeFormatter.ISO_ZONED_DATE_TIME.parseZonedDateTime(text);
    }

    public static ZonedDateTime parse(CharSequence text, DateTimeFormatter formatter) {
        java.util.Objects.requireNonNull(formatter, "formatter");
        return formatter.parseZonedDateTime(text);
    }

    public ZoneOffset getOffset() { return offset; }
    public OffsetDateTime toOffsetDateTime() { return OffsetDateTime.of(dateTime, offset); }
    public ZoneId getZone() { return zone; }
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

    public long toEpochSecond() {
        return dateTime.toEpochSecond(offset);
    }

    public Instant toInstant() {
        return Instant.ofEpochSecond(toEpochSecond(), getNano());
    }

    public ZonedDateTime withZoneSameInstant(ZoneId zone) {
        return ofInstant(toInstant(), zone);
    }

    public ZonedDateTime withZoneSameLocal(ZoneId zone) {
        return of(dateTime, zone);
    }

    private ZonedDateTime local(LocalDateTime ldt) {
        return ldt == dateTime ? this : new ZonedDateTime(ldt, offset, zone);
    }

    public ZonedDateTime truncatedTo(TemporalUnit unit) {
        return local(dateTime.truncatedTo(unit));
    }

    public ZonedDateTime plusYears(long n) { return local(dateTime.plusYears(n)); }
    public ZonedDateTime plusMonths(long n) { return local(dateTime.plusMonths(n)); }
    public ZonedDateTime plusWeeks(long n) { return local(dateTime.plusWeeks(n)); }
    public ZonedDateTime plusDays(long n) { return local(dateTime.plusDays(n)); }
    public ZonedDateTime plusHours(long n) { return local(dateTime.plusHours(n)); }
    public ZonedDateTime plusMinutes(long n) { return local(dateTime.plusMinutes(n)); }
    public ZonedDateTime plusSeconds(long n) { return local(dateTime.plusSeconds(n)); }
    public ZonedDateTime plusNanos(long n) { return local(dateTime.plusNanos(n)); }
    public ZonedDateTime minusYears(long n) { return local(dateTime.minusYears(n)); }
    public ZonedDateTime minusMonths(long n) { return local(dateTime.minusMonths(n)); }
    public ZonedDateTime minusWeeks(long n) { return local(dateTime.minusWeeks(n)); }
    public ZonedDateTime minusDays(long n) { return local(dateTime.minusDays(n)); }
    public ZonedDateTime minusHours(long n) { return local(dateTime.minusHours(n)); }
    public ZonedDateTime minusMinutes(long n) { return local(dateTime.minusMinutes(n)); }
    public ZonedDateTime minusSeconds(long n) { return local(dateTime.minusSeconds(n)); }
    public ZonedDateTime withYear(int v) { return local(dateTime.withYear(v)); }
    public ZonedDateTime withMonth(int v) { return local(dateTime.withMonth(v)); }
    public ZonedDateTime withDayOfMonth(int v) { return local(dateTime.withDayOfMonth(v)); }
    public ZonedDateTime withHour(int v) { return local(dateTime.withHour(v)); }
    public ZonedDateTime withMinute(int v) { return local(dateTime.withMinute(v)); }
    public ZonedDateTime withSecond(int v) { return local(dateTime.withSecond(v)); }
    public ZonedDateTime withNano(int v) { return local(dateTime.withNano(v)); }

    public ZonedDateTime plus(long amount, TemporalUnit unit) { return local(dateTime.plus(amount, unit)); }
    public ZonedDateTime minus(long amount, TemporalUnit unit) { return local(dateTime.minus(amount, unit)); }
    public ZonedDateTime plus(TemporalAmount amount) {
        return amount instanceof Period ? local(dateTime.plus(amount)) : (ZonedDateTime) amount.addTo(this);
    }
    public ZonedDateTime minus(TemporalAmount amount) {
        return amount instanceof Period ? local(dateTime.minus(amount)) : (ZonedDateTime) amount.subtractFrom(this);
    }

    public long until(Temporal endExclusive, TemporalUnit unit) {
        ZonedDateTime end;
        if (endExclusive instanceof ZonedDateTime) {
            end = ((ZonedDateTime) endExclusive).withZoneSameInstant(zone);
        } else {
            throw new DateTimeException("Unable to obtain ZonedDateTime from TemporalAccessor: " + endExclusive
                    + " of type " + endExclusive.getClass().getName());
        }
        return dateTime.until(end.dateTime, unit);
    }

    public ZonedDateTime with(java.time.temporal.TemporalAdjuster adjuster) {
        return (ZonedDateTime) adjuster.adjustInto(this);
    }

    public String format(DateTimeFormatter formatter) {
        return formatter.format(this);
    }

    public int compareTo(java.time.chrono.ChronoZonedDateTime<?> o) {
        ZonedDateTime other = (ZonedDateTime) o;
        int c = Long.compare(toEpochSecond(), other.toEpochSecond());
        if (c == 0) {
            c = getNano() - other.getNano();
            if (c == 0) {
                c = dateTime.compareTo(other.dateTime);
                if (c == 0) {
                    c = zone.getId().compareTo(other.zone.getId());
                }
            }
        }
        return c;
    }

    public boolean isAfter(java.time.chrono.ChronoZonedDateTime<?> o) { return toInstant().isAfter(o.toInstant()); }
    public boolean isBefore(java.time.chrono.ChronoZonedDateTime<?> o) { return toInstant().isBefore(o.toInstant()); }
    public boolean isEqual(java.time.chrono.ChronoZonedDateTime<?> o) { return toInstant().equals(o.toInstant()); }

    public boolean equals(Object obj) {
        if (!(obj instanceof ZonedDateTime)) {
            return false;
        }
        ZonedDateTime o = (ZonedDateTime) obj;
        return dateTime.equals(o.dateTime) && offset.equals(o.offset) && zone.equals(o.zone);
    }

    public int hashCode() {
        return dateTime.hashCode() ^ offset.hashCode() ^ Integer.rotateLeft(zone.hashCode(), 3);
    }

    public String toString() {
        String s = dateTime.toString() + offset.toString();
        if (offset != zone && !(zone instanceof ZoneOffset)) {
            s += '[' + zone.toString() + ']';
        }
        return s;
    }

    /* ---- fields: the instant and the offset, the rest from the local date-time ---- */

    public boolean isSupported(java.time.temporal.TemporalField field) {
        if (field instanceof java.time.temporal.ChronoField)
            return true;
        return field != null && field.isSupportedBy(this);
    }

    public java.time.temporal.ValueRange range(java.time.temporal.TemporalField field) {
        if (field == java.time.temporal.ChronoField.INSTANT_SECONDS || field == java.time.temporal.ChronoField.OFFSET_SECONDS)
            return field.range();
        if (field instanceof java.time.temporal.ChronoField)
            return dateTime.range(field);
        return field.rangeRefinedBy(this);
    }

    public int get(java.time.temporal.TemporalField field) {
        if (field == java.time.temporal.ChronoField.INSTANT_SECONDS)
            throw new java.time.temporal.UnsupportedTemporalTypeException("Invalid field 'InstantSeconds' for get() method, use getLong() instead");
        if (field == java.time.temporal.ChronoField.OFFSET_SECONDS)
            return offset.getTotalSeconds();
        if (field instanceof java.time.temporal.ChronoField)
            return dateTime.get(field);
        return java.time.chrono.ChronoZonedDateTime.super.get(field);
    }

    public long getLong(java.time.temporal.TemporalField field) {
        if (field == java.time.temporal.ChronoField.INSTANT_SECONDS)
            return toEpochSecond();
        if (field == java.time.temporal.ChronoField.OFFSET_SECONDS)
            return offset.getTotalSeconds();
        if (field instanceof java.time.temporal.ChronoField)
            return dateTime.getLong(field);
        return field.getFrom(this);
    }

    /* Zones have fixed offsets here, so an offset other than the zone's is ignored. */
    public ZonedDateTime with(java.time.temporal.TemporalField field, long newValue) {
        if (field == java.time.temporal.ChronoField.INSTANT_SECONDS)
            return ofInstant(Instant.ofEpochSecond(newValue, getNano()), zone);
        if (field == java.time.temporal.ChronoField.OFFSET_SECONDS) {
            ((java.time.temporal.ChronoField) field).checkValidValue(newValue);
            return this;
        }
        if (field instanceof java.time.temporal.ChronoField)
            return local(dateTime.with(field, newValue));
        return field.adjustInto(this, newValue);
    }

    /* Serialized through the JDK's proxy, java.time.Ser. */
    private Object writeReplace() {
        return new Ser(Ser.ZONE_DATE_TIME_TYPE, this);
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.InvalidObjectException {
        throw new java.io.InvalidObjectException("Deserialization via serialization delegate");
    }
}
