package java.time;

import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAmount;
import java.time.temporal.TemporalUnit;

/**
 * A local date-time in a zone, with the offset it has there. A local
 * date-time in a gap moves forward by the length of the gap; in an overlap
 * the earlier offset is taken unless the previous one is still valid, as the
 * JDK does.
 */
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
        return ofLocal(localDateTime, zone, null);
    }

    public static ZonedDateTime ofLocal(LocalDateTime localDateTime, ZoneId zone, ZoneOffset preferredOffset) {
        java.util.Objects.requireNonNull(localDateTime, "localDateTime");
        java.util.Objects.requireNonNull(zone, "zone");
        if (zone instanceof ZoneOffset) {
            return new ZonedDateTime(localDateTime, (ZoneOffset) zone, zone);
        }
        java.time.zone.ZoneRules rules = zone.getRules();
        java.util.List<ZoneOffset> valid = rules.getValidOffsets(localDateTime);
        ZoneOffset offset;
        if (valid.size() == 1) {
            offset = valid.get(0);
        } else if (valid.size() == 0) {
            java.time.zone.ZoneOffsetTransition trans = rules.getTransition(localDateTime);
            localDateTime = localDateTime.plusSeconds(trans.getDuration().getSeconds());
            offset = trans.getOffsetAfter();
        } else if (preferredOffset != null && valid.contains(preferredOffset)) {
            offset = preferredOffset;
        } else {
            offset = valid.get(0);
        }
        return new ZonedDateTime(localDateTime, offset, zone);
    }

    public static ZonedDateTime ofInstant(LocalDateTime localDateTime, ZoneOffset offset, ZoneId zone) {
        java.util.Objects.requireNonNull(localDateTime, "localDateTime");
        java.util.Objects.requireNonNull(offset, "offset");
        java.util.Objects.requireNonNull(zone, "zone");
        if (zone.getRules().isValidOffset(localDateTime, offset)) {
            return new ZonedDateTime(localDateTime, offset, zone);
        }
        return create(localDateTime.toEpochSecond(offset), localDateTime.getNano(), zone);
    }

    public static ZonedDateTime ofStrict(LocalDateTime localDateTime, ZoneOffset offset, ZoneId zone) {
        java.util.Objects.requireNonNull(localDateTime, "localDateTime");
        java.util.Objects.requireNonNull(offset, "offset");
        java.util.Objects.requireNonNull(zone, "zone");
        java.time.zone.ZoneRules rules = zone.getRules();
        if (!rules.isValidOffset(localDateTime, offset)) {
            java.time.zone.ZoneOffsetTransition trans = rules.getTransition(localDateTime);
            if (trans != null && trans.isGap()) {
                throw new DateTimeException("LocalDateTime '" + localDateTime
                        + "' does not exist in zone '" + zone
                        + "' due to a gap in the local time-line, typically caused by daylight savings");
            }
            throw new DateTimeException("ZoneOffset '" + offset + "' is not valid for LocalDateTime '"
                    + localDateTime + "' in zone '" + zone + "'");
        }
        return new ZonedDateTime(localDateTime, offset, zone);
    }

    private static ZonedDateTime create(long epochSecond, int nano, ZoneId zone) {
        ZoneOffset offset = zone.getRules().getOffset(Instant.ofEpochSecond(epochSecond, nano));
        return new ZonedDateTime(LocalDateTime.ofEpochSecond(epochSecond, nano, offset), offset, zone);
    }

    public static ZonedDateTime of(LocalDate date, LocalTime time, ZoneId zone) {
        return of(LocalDateTime.of(date, time), zone);
    }

    public static ZonedDateTime of(int year, int month, int day, int hour, int minute, int second, int nano, ZoneId zone) {
        return of(LocalDateTime.of(year, month, day, hour, minute, second, nano), zone);
    }

    public static ZonedDateTime ofInstant(Instant instant, ZoneId zone) {
        java.util.Objects.requireNonNull(instant, "instant");
        java.util.Objects.requireNonNull(zone, "zone");
        return create(instant.getEpochSecond(), instant.getNano(), zone);
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
        java.util.Objects.requireNonNull(zone, "zone");
        return this.zone.equals(zone) ? this : create(toEpochSecond(), getNano(), zone);
    }

    public ZonedDateTime withZoneSameLocal(ZoneId zone) {
        java.util.Objects.requireNonNull(zone, "zone");
        return this.zone.equals(zone) ? this : ofLocal(dateTime, zone, offset);
    }

    public ZonedDateTime withEarlierOffsetAtOverlap() {
        java.time.zone.ZoneOffsetTransition trans = zone.getRules().getTransition(dateTime);
        if (trans != null && trans.isOverlap() && !trans.getOffsetBefore().equals(offset)) {
            return new ZonedDateTime(dateTime, trans.getOffsetBefore(), zone);
        }
        return this;
    }

    public ZonedDateTime withLaterOffsetAtOverlap() {
        java.time.zone.ZoneOffsetTransition trans = zone.getRules().getTransition(dateTime);
        if (trans != null && trans.isOverlap() && !trans.getOffsetAfter().equals(offset)) {
            return new ZonedDateTime(dateTime, trans.getOffsetAfter(), zone);
        }
        return this;
    }

    public ZonedDateTime withFixedOffsetZone() {
        return zone.equals(offset) ? this : new ZonedDateTime(dateTime, offset, offset);
    }

    /** A new local date-time, its offset kept when still valid (date-based arithmetic). */
    private ZonedDateTime local(LocalDateTime ldt) {
        return ldt == dateTime ? this : ofLocal(ldt, zone, offset);
    }

    /** A local date-time moved along the instant time-line (time-based arithmetic). */
    private ZonedDateTime instant(LocalDateTime ldt) {
        return ldt == dateTime ? this : ofInstant(ldt, offset, zone);
    }

    public ZonedDateTime truncatedTo(TemporalUnit unit) {
        return local(dateTime.truncatedTo(unit));
    }

    public ZonedDateTime plusYears(long n) { return local(dateTime.plusYears(n)); }
    public ZonedDateTime plusMonths(long n) { return local(dateTime.plusMonths(n)); }
    public ZonedDateTime plusWeeks(long n) { return local(dateTime.plusWeeks(n)); }
    public ZonedDateTime plusDays(long n) { return local(dateTime.plusDays(n)); }
    public ZonedDateTime plusHours(long n) { return instant(dateTime.plusHours(n)); }
    public ZonedDateTime plusMinutes(long n) { return instant(dateTime.plusMinutes(n)); }
    public ZonedDateTime plusSeconds(long n) { return instant(dateTime.plusSeconds(n)); }
    public ZonedDateTime plusNanos(long n) { return instant(dateTime.plusNanos(n)); }
    public ZonedDateTime minusYears(long n) { return local(dateTime.minusYears(n)); }
    public ZonedDateTime minusMonths(long n) { return local(dateTime.minusMonths(n)); }
    public ZonedDateTime minusWeeks(long n) { return local(dateTime.minusWeeks(n)); }
    public ZonedDateTime minusDays(long n) { return local(dateTime.minusDays(n)); }
    public ZonedDateTime minusHours(long n) { return instant(dateTime.minusHours(n)); }
    public ZonedDateTime minusMinutes(long n) { return instant(dateTime.minusMinutes(n)); }
    public ZonedDateTime minusSeconds(long n) { return instant(dateTime.minusSeconds(n)); }
    public ZonedDateTime withYear(int v) { return local(dateTime.withYear(v)); }
    public ZonedDateTime withMonth(int v) { return local(dateTime.withMonth(v)); }
    public ZonedDateTime withDayOfMonth(int v) { return local(dateTime.withDayOfMonth(v)); }
    public ZonedDateTime withHour(int v) { return local(dateTime.withHour(v)); }
    public ZonedDateTime withMinute(int v) { return local(dateTime.withMinute(v)); }
    public ZonedDateTime withSecond(int v) { return local(dateTime.withSecond(v)); }
    public ZonedDateTime withNano(int v) { return local(dateTime.withNano(v)); }

    public ZonedDateTime plus(long amount, TemporalUnit unit) {
        return unit.isDateBased() ? local(dateTime.plus(amount, unit)) : instant(dateTime.plus(amount, unit));
    }
    public ZonedDateTime minus(long amount, TemporalUnit unit) {
        return unit.isDateBased() ? local(dateTime.minus(amount, unit)) : instant(dateTime.minus(amount, unit));
    }
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
        if (unit.isDateBased()) {
            return dateTime.until(end.dateTime, unit);
        }
        return LocalDateTime.ofEpochSecond(toEpochSecond(), getNano(), ZoneOffset.UTC)
                .until(LocalDateTime.ofEpochSecond(end.toEpochSecond(), end.getNano(), ZoneOffset.UTC), unit);
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

    /* An offset is taken only when it is valid for the local date-time in the zone. */
    public ZonedDateTime with(java.time.temporal.TemporalField field, long newValue) {
        if (field == java.time.temporal.ChronoField.INSTANT_SECONDS)
            return ofInstant(Instant.ofEpochSecond(newValue, getNano()), zone);
        if (field == java.time.temporal.ChronoField.OFFSET_SECONDS) {
            ((java.time.temporal.ChronoField) field).checkValidValue(newValue);
            ZoneOffset o = ZoneOffset.ofTotalSeconds((int) newValue);
            if (!o.equals(offset) && zone.getRules().isValidOffset(dateTime, o)) {
                return new ZonedDateTime(dateTime, o, zone);
            }
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
