package java.util;

import java.time.Instant;

/** A point in time in milliseconds; printed in the default TimeZone. */
public class Date implements java.io.Serializable, Cloneable, Comparable<Date> {
    private static final long serialVersionUID = 7523967970034938905L;

    private long fastTime;

    public Date() {
        this(System.currentTimeMillis());
    }

    public Date(long date) {
        fastTime = date;
    }

    public long getTime() {
        return fastTime;
    }

    public void setTime(long time) {
        fastTime = time;
    }

    public boolean before(Date when) {
        return fastTime < when.fastTime;
    }

    public boolean after(Date when) {
        return fastTime > when.fastTime;
    }

    public int compareTo(Date anotherDate) {
        return Long.compare(fastTime, anotherDate.fastTime);
    }

    public boolean equals(Object obj) {
        return obj instanceof Date && getTime() == ((Date) obj).getTime();
    }

    public int hashCode() {
        long ht = getTime();
        return (int) ht ^ (int) (ht >> 32);
    }

    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    public static Date from(Instant instant) {
        return new Date(instant.toEpochMilli());
    }

    public Instant toInstant() {
        return Instant.ofEpochMilli(fastTime);
    }

    /** "EEE MMM dd HH:mm:ss zzz yyyy" (Julian before 1582-10-15, as Formatter's %t). */
    public String toString() {
        TimeZone tz = TimeZone.getDefault();
        String zone = tz.getDisplayName(tz.inDaylightTime(this), TimeZone.SHORT, Locale.US);
        return String.format(Locale.US, "%1$ta %1$tb %1$td %1$tT %2$s %1$tY", Long.valueOf(fastTime), zone);
    }
}
