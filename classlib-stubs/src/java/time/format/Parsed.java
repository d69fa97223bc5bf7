package java.time.format;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalField;
import java.time.temporal.UnsupportedTemporalTypeException;

/**
 * What DateTimeFormatter.parse(CharSequence) returns: the date, time, offset and zone the
 * text resolved to, offered through the fields of the date and time classes, so that
 * LocalDate.from and the others can take them. Prints as the JDK's resolved result,
 * {@code {},ISO resolved to 2024-02-08}.
 */
final class Parsed implements java.time.temporal.TemporalAccessor {
    private final LocalDate date;
    private final LocalTime time;
    private final ZoneOffset offset;
    private final ZoneId zone;

    Parsed(LocalDate date, LocalTime time, ZoneOffset offset, ZoneId zone) {
        this.date = date;
        this.time = time;
        this.offset = offset;
        this.zone = zone;
    }

    public boolean isSupported(TemporalField field) {
        if (field == ChronoField.OFFSET_SECONDS) {
            return offset != null;
        }
        if (field == ChronoField.INSTANT_SECONDS) {
            return date != null && time != null && offset != null;
        }
        if (field instanceof ChronoField) {
            return (date != null && date.isSupported(field)) || (time != null && time.isSupported(field));
        }
        return field != null && field.isSupportedBy(this);
    }

    public long getLong(TemporalField field) {
        java.util.Objects.requireNonNull(field, "field");
        if (field == ChronoField.OFFSET_SECONDS && offset != null) {
            return offset.getTotalSeconds();
        }
        if (field == ChronoField.INSTANT_SECONDS && date != null && time != null && offset != null) {
            return date.atTime(time).toEpochSecond(offset);
        }
        if (date != null && date.isSupported(field)) {
            return date.getLong(field);
        }
        if (time != null && time.isSupported(field)) {
            return time.getLong(field);
        }
        if (field instanceof ChronoField) {
            throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
        }
        return field.getFrom(this);
    }

    LocalDate date() { return date; }
    LocalTime time() { return time; }
    ZoneOffset offset() { return offset; }
    ZoneId zone() { return zone; }

    public String toString() {
        // the JDK keeps an offset as fields (in the hash order of its field enum, which may vary)
        StringBuilder sb = new StringBuilder("{");
        if (offset != null) {
            sb.append("OffsetSeconds=").append(offset.getTotalSeconds());
            if (date != null && time != null) {
                sb.append(", InstantSeconds=").append(date.atTime(time).toEpochSecond(offset));
            }
        }
        sb.append("},ISO");
        if (zone != null && !(zone instanceof ZoneOffset)) {
            sb.append(',').append(zone);
        }
        if (date != null || time != null) {
            sb.append(" resolved to ");
            if (date != null) {
                sb.append(date);
                if (time != null) {
                    sb.append('T').append(time);
                }
            } else {
                sb.append(time);
            }
        }
        return sb.toString();
    }

    static DateTimeException cannot(String what, java.time.temporal.TemporalAccessor t) {
        return new DateTimeException("Unable to obtain " + what + " from TemporalAccessor: " + t + " of type "
                + t.getClass().getName());
    }
}
