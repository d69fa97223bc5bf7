package java.util.zip;

import java.time.LocalDateTime;
import java.time.ZoneId;

/**
 * An entry of a zip file. The modification time is kept as the zip format
 * stores it: a DOS date and time in the local zone (two-second steps, years
 * 1980 to 2107), with the milliseconds lost to the two-second step kept above
 * bit 32 so getTime returns what setTime was given.
 */
public class ZipEntry implements ZipConstants, Cloneable {
    public static final int STORED = 0;
    public static final int DEFLATED = 8;

    /* 1980-01-01 00:00, what times before 1980 are stored as */
    static final long DOSTIME_BEFORE_1980 = (1 << 21) | (1 << 16);

    String name;
    long xdostime = -1;
    long crc = -1;
    long size = -1;
    long csize = -1;
    boolean csizeSet;
    int method = -1;
    int flag;
    byte[] extra;
    String comment;
    /* the modification time of an extended-timestamp extra field (0x5455), in ms, or NO_MTIME */
    long mtime = NO_MTIME;

    /* the ZipFile the entry was read from and its place in the central directory, so that of
     * two entries with one name each reads its own data */
    ZipFile owner;
    int ownerIndex = -1;

    static final long NO_MTIME = Long.MIN_VALUE;
    static final long UPPER_DOSTIME_BOUND = 128L * 365 * 24 * 60 * 60 * 1000;
    static final int EXTID_EXTT = 0x5455;
    static final int EXTID_ZIP64 = 0x0001;

    public ZipEntry(String name) {
        java.util.Objects.requireNonNull(name, "name");
        if (name.length() > 0xFFFF) {
            throw new IllegalArgumentException("entry name too long");
        }
        this.name = name;
    }

    public ZipEntry(ZipEntry e) {
        java.util.Objects.requireNonNull(e, "entry");
        name = e.name;
        xdostime = e.xdostime;
        crc = e.crc;
        size = e.size;
        csize = e.csize;
        csizeSet = e.csizeSet;
        method = e.method;
        flag = e.flag;
        extra = e.extra;
        comment = e.comment;
        mtime = e.mtime;
        owner = e.owner;
        ownerIndex = e.ownerIndex;
    }

    public String getName() {
        return name;
    }

    /* A time the DOS fields cannot hold (before 1980, far in the future) also goes
     * into an extended-timestamp field when the entry is written. */
    public void setTime(long time) {
        xdostime = toDosTime(time);
        mtime = xdostime != DOSTIME_BEFORE_1980 && time <= UPPER_DOSTIME_BOUND ? NO_MTIME : time;
    }

    public long getTime() {
        if (mtime != NO_MTIME) {
            return mtime;
        }
        return xdostime == -1 ? -1 : fromDosTime(xdostime);
    }

    static long toDosTime(long time) {
        long secs = Math.floorDiv(time, 1000L);
        LocalDateTime t = java.time.ZonedDateTime.ofInstant(java.time.Instant.ofEpochSecond(secs),
                ZoneId.systemDefault()).toLocalDateTime();
        int year = t.getYear();
        if (year < 1980) {
            return DOSTIME_BEFORE_1980;
        }
        long dos = ((year - 1980L) << 25) | (t.getMonthValue() << 21) | (t.getDayOfMonth() << 16)
                | (t.getHour() << 11) | (t.getMinute() << 5) | (t.getSecond() >> 1);
        return dos + (Math.floorMod(time, 2000L) << 32);
    }

    static long fromDosTime(long xdos) {
        long d = xdos & 0xffffffffL;
        long ms;
        try {
            LocalDateTime t = LocalDateTime.of((int) ((d >> 25) & 0x7f) + 1980, (int) ((d >> 21) & 0x0f),
                    (int) ((d >> 16) & 0x1f), (int) ((d >> 11) & 0x1f), (int) ((d >> 5) & 0x3f), (int) ((d << 1) & 0x3e));
            ZoneId zone = ZoneId.systemDefault();
            ms = t.atZone(zone).toInstant().toEpochMilli();
        } catch (java.time.DateTimeException e) {
            ms = 0;
        }
        return ms + (xdos >> 32);
    }

    public void setSize(long size) {
        if (size < 0) {
            throw new IllegalArgumentException("invalid entry size");
        }
        this.size = size;
    }

    public long getSize() {
        return size;
    }

    public long getCompressedSize() {
        return csize;
    }

    public void setCompressedSize(long csize) {
        this.csize = csize;
        this.csizeSet = true;
    }

    public void setCrc(long crc) {
        if (crc < 0 || crc > 0xFFFFFFFFL) {
            throw new IllegalArgumentException("invalid entry crc-32");
        }
        this.crc = crc;
    }

    public long getCrc() {
        return crc;
    }

    public void setMethod(int method) {
        if (method != STORED && method != DEFLATED) {
            throw new IllegalArgumentException("invalid compression method");
        }
        this.method = method;
    }

    public int getMethod() {
        return method;
    }

    public void setExtra(byte[] extra) {
        if (extra != null && extra.length > 0xFFFF) {
            throw new IllegalArgumentException("invalid extra field length");
        }
        setExtra0(extra);
    }

    /* Keeps the extra data and takes the modification time from an extended timestamp in it. */
    void setExtra0(byte[] extra) {
        this.extra = extra;
        if (extra == null) {
            return;
        }
        int off = 0;
        while (off + 4 <= extra.length) {
            int tag = (extra[off] & 0xff) | (extra[off + 1] & 0xff) << 8;
            int len = (extra[off + 2] & 0xff) | (extra[off + 3] & 0xff) << 8;
            off += 4;
            if (off + len > extra.length) {
                break;
            }
            if (tag == EXTID_EXTT && len >= 5 && (extra[off] & 1) != 0) {
                int secs = (extra[off + 1] & 0xff) | (extra[off + 2] & 0xff) << 8 | (extra[off + 3] & 0xff) << 16
                        | (extra[off + 4] & 0xff) << 24;
                mtime = secs * 1000L;
            }
            off += len;
        }
    }

    public byte[] getExtra() {
        return extra;
    }

    public void setComment(String comment) {
        this.comment = comment;
    }

    public String getComment() {
        return comment;
    }

    public boolean isDirectory() {
        return name.endsWith("/");
    }

    @Override
    public String toString() {
        return getName();
    }

    @Override
    public int hashCode() {
        return name.hashCode();
    }

    @Override
    public Object clone() {
        try {
            ZipEntry e = (ZipEntry) super.clone();
            e.extra = extra == null ? null : extra.clone();
            return e;
        } catch (CloneNotSupportedException x) {
            throw new InternalError(x);
        }
    }
}
