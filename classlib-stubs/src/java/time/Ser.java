package java.time;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.Externalizable;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.io.StreamCorruptedException;

/**
 * The serial proxy of the java.time values, the JDK's serialized form: a
 * type byte and the value's fields in a compact encoding.
 */
final class Ser implements Externalizable {
    private static final long serialVersionUID = -7683839454370182990L;

    static final byte DURATION_TYPE = 1;
    static final byte INSTANT_TYPE = 2;
    static final byte LOCAL_DATE_TYPE = 3;
    static final byte LOCAL_TIME_TYPE = 4;
    static final byte LOCAL_DATE_TIME_TYPE = 5;
    static final byte ZONE_DATE_TIME_TYPE = 6;
    static final byte ZONE_REGION_TYPE = 7;
    static final byte ZONE_OFFSET_TYPE = 8;
    static final byte OFFSET_TIME_TYPE = 9;
    static final byte OFFSET_DATE_TIME_TYPE = 10;
    static final byte YEAR_TYPE = 11;
    static final byte YEAR_MONTH_TYPE = 12;
    static final byte MONTH_DAY_TYPE = 13;
    static final byte PERIOD_TYPE = 14;

    private byte type;
    private Object object;

    public Ser() {
    }

    Ser(byte type, Object object) {
        this.type = type;
        this.object = object;
    }

    public void writeExternal(ObjectOutput out) throws IOException {
        out.writeByte(type);
        write(type, object, out);
    }

    public void readExternal(ObjectInput in) throws IOException {
        type = in.readByte();
        object = read(type, in);
    }

    private Object readResolve() {
        return object;
    }

    private static void write(byte type, Object o, DataOutput out) throws IOException {
        switch (type) {
        case DURATION_TYPE:
            out.writeLong(((Duration) o).getSeconds());
            out.writeInt(((Duration) o).getNano());
            break;
        case INSTANT_TYPE:
            out.writeLong(((Instant) o).getEpochSecond());
            out.writeInt(((Instant) o).getNano());
            break;
        case LOCAL_DATE_TYPE:
            writeDate((LocalDate) o, out);
            break;
        case LOCAL_TIME_TYPE:
            writeTime((LocalTime) o, out);
            break;
        case LOCAL_DATE_TIME_TYPE:
            writeDate(((LocalDateTime) o).toLocalDate(), out);
            writeTime(((LocalDateTime) o).toLocalTime(), out);
            break;
        case ZONE_DATE_TIME_TYPE: {
            ZonedDateTime z = (ZonedDateTime) o;
            writeDate(z.toLocalDate(), out);
            writeTime(z.toLocalTime(), out);
            writeOffset(z.getOffset(), out);
            writeZone(z.getZone(), out);
            break;
        }
        case ZONE_REGION_TYPE:
            out.writeUTF(((ZoneId) o).getId());
            break;
        case ZONE_OFFSET_TYPE:
            writeOffset((ZoneOffset) o, out);
            break;
        case OFFSET_TIME_TYPE:
            writeTime(((OffsetTime) o).toLocalTime(), out);
            writeOffset(((OffsetTime) o).getOffset(), out);
            break;
        case OFFSET_DATE_TIME_TYPE:
            writeDate(((OffsetDateTime) o).toLocalDate(), out);
            writeTime(((OffsetDateTime) o).toLocalTime(), out);
            writeOffset(((OffsetDateTime) o).getOffset(), out);
            break;
        case YEAR_TYPE:
            out.writeInt(((Year) o).getValue());
            break;
        case YEAR_MONTH_TYPE:
            out.writeInt(((YearMonth) o).getYear());
            out.writeByte(((YearMonth) o).getMonthValue());
            break;
        case MONTH_DAY_TYPE:
            out.writeByte(((MonthDay) o).getMonthValue());
            out.writeByte(((MonthDay) o).getDayOfMonth());
            break;
        case PERIOD_TYPE:
            out.writeInt(((Period) o).getYears());
            out.writeInt(((Period) o).getMonths());
            out.writeInt(((Period) o).getDays());
            break;
        default:
            throw new InvalidClassException("Unknown serialized type");
        }
    }

    private static void writeDate(LocalDate d, DataOutput out) throws IOException {
        out.writeInt(d.getYear());
        out.writeByte(d.getMonthValue());
        out.writeByte(d.getDayOfMonth());
    }

    /* Trailing zero fields are left out; the last one written is complemented. */
    private static void writeTime(LocalTime t, DataOutput out) throws IOException {
        int hour = t.getHour(), minute = t.getMinute(), second = t.getSecond(), nano = t.getNano();
        if (nano == 0) {
            if (second == 0) {
                if (minute == 0) {
                    out.writeByte(~hour);
                } else {
                    out.writeByte(hour);
                    out.writeByte(~minute);
                }
            } else {
                out.writeByte(hour);
                out.writeByte(minute);
                out.writeByte(~second);
            }
        } else {
            out.writeByte(hour);
            out.writeByte(minute);
            out.writeByte(second);
            out.writeInt(nano);
        }
    }

    private static void writeOffset(ZoneOffset z, DataOutput out) throws IOException {
        int secs = z.getTotalSeconds();
        int b = secs % 900 == 0 ? secs / 900 : 127;
        out.writeByte(b);
        if (b == 127)
            out.writeInt(secs);
    }

    private static void writeZone(ZoneId zone, DataOutput out) throws IOException {
        if (zone instanceof ZoneOffset) {
            out.writeByte(ZONE_OFFSET_TYPE);
            writeOffset((ZoneOffset) zone, out);
        } else {
            out.writeByte(ZONE_REGION_TYPE);
            out.writeUTF(zone.getId());
        }
    }

    private static Object read(byte type, DataInput in) throws IOException {
        try {
            switch (type) {
            case DURATION_TYPE: {
                long s = in.readLong();
                return Duration.ofSeconds(s, in.readInt());
            }
            case INSTANT_TYPE: {
                long s = in.readLong();
                return Instant.ofEpochSecond(s, in.readInt());
            }
            case LOCAL_DATE_TYPE:
                return readDate(in);
            case LOCAL_TIME_TYPE:
                return readTime(in);
            case LOCAL_DATE_TIME_TYPE:
                return LocalDateTime.of(readDate(in), readTime(in));
            case ZONE_DATE_TIME_TYPE: {
                LocalDateTime dt = LocalDateTime.of(readDate(in), readTime(in));
                ZoneOffset offset = readOffset(in);
                return ZonedDateTime.ofLocal(dt, readZone(in.readByte(), in), offset);
            }
            case ZONE_REGION_TYPE:
            case ZONE_OFFSET_TYPE:
                return readZone(type, in);
            case OFFSET_TIME_TYPE: {
                LocalTime t = readTime(in);
                return OffsetTime.of(t, readOffset(in));
            }
            case OFFSET_DATE_TIME_TYPE: {
                LocalDateTime dt = LocalDateTime.of(readDate(in), readTime(in));
                return OffsetDateTime.of(dt, readOffset(in));
            }
            case YEAR_TYPE:
                return Year.of(in.readInt());
            case YEAR_MONTH_TYPE: {
                int y = in.readInt();
                return YearMonth.of(y, in.readByte());
            }
            case MONTH_DAY_TYPE: {
                int m = in.readByte();
                return MonthDay.of(m, in.readByte());
            }
            case PERIOD_TYPE: {
                int y = in.readInt();
                int m = in.readInt();
                return Period.of(y, m, in.readInt());
            }
            default:
                throw new StreamCorruptedException("Unknown serialized type");
            }
        } catch (DateTimeException e) {
            StreamCorruptedException sce = new StreamCorruptedException(e.getMessage());
            sce.initCause(e);
            throw sce;
        }
    }

    private static LocalDate readDate(DataInput in) throws IOException {
        int y = in.readInt();
        int m = in.readByte();
        return LocalDate.of(y, m, in.readByte());
    }

    private static LocalTime readTime(DataInput in) throws IOException {
        int hour = in.readByte(), minute = 0, second = 0, nano = 0;
        if (hour < 0) {
            hour = ~hour;
        } else {
            minute = in.readByte();
            if (minute < 0) {
                minute = ~minute;
            } else {
                second = in.readByte();
                if (second < 0)
                    second = ~second;
                else
                    nano = in.readInt();
            }
        }
        return LocalTime.of(hour, minute, second, nano);
    }

    private static ZoneOffset readOffset(DataInput in) throws IOException {
        int b = in.readByte();
        return ZoneOffset.ofTotalSeconds(b == 127 ? in.readInt() : b * 900);
    }

    private static ZoneId readZone(byte type, DataInput in) throws IOException {
        if (type == ZONE_OFFSET_TYPE)
            return readOffset(in);
        if (type == ZONE_REGION_TYPE)
            return ZoneId.of(in.readUTF());
        throw new StreamCorruptedException("Invalid zone type");
    }
}
