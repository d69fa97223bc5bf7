package java.nio.file.attribute;

import java.time.Instant;
import java.util.concurrent.TimeUnit;

/** A file's time stamp, held as an Instant; prints as ISO-8601 UTC without trailing zero fractions. */
public final class FileTime implements Comparable<FileTime> {
    private final Instant instant;

    private FileTime(Instant instant) {
        this.instant = instant;
    }

    public static FileTime from(long value, TimeUnit unit) {
        java.util.Objects.requireNonNull(unit, "unit");
        long seconds = unit.toSeconds(value);
        long rest = value - unit.convert(seconds, TimeUnit.SECONDS);
        return new FileTime(Instant.ofEpochSecond(seconds, unit.toNanos(rest)));
    }

    public static FileTime fromMillis(long value) {
        return new FileTime(Instant.ofEpochMilli(value));
    }

    public static FileTime from(Instant instant) {
        java.util.Objects.requireNonNull(instant, "instant");
        return new FileTime(instant);
    }

    public long to(TimeUnit unit) {
        long s = unit.convert(instant.getEpochSecond(), TimeUnit.SECONDS);
        return s + unit.convert(instant.getNano(), TimeUnit.NANOSECONDS);
    }

    public long toMillis() {
        return instant.toEpochMilli();
    }

    public Instant toInstant() {
        return instant;
    }

    public boolean equals(Object obj) {
        return obj instanceof FileTime && ((FileTime) obj).instant.equals(instant);
    }

    public int hashCode() {
        return instant.hashCode();
    }

    public int compareTo(FileTime other) {
        return instant.compareTo(other.instant);
    }

    public String toString() {
        String s = instant.toString();
        int dot = s.indexOf('.');
        if (dot < 0) {
            return s;
        }
        int end = s.length() - 1;   // the 'Z'
        int last = end;
        while (last > dot + 1 && s.charAt(last - 1) == '0') {
            last--;
        }
        return s.substring(0, last == dot + 1 && s.charAt(dot + 1) == '0' ? dot : last) + "Z";
    }
}
