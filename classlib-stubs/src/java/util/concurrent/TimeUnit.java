package java.util.concurrent;

/*
 * Each unit is described by its length in nanoseconds; conversions to a finer unit
 * saturate at Long.MIN_VALUE / Long.MAX_VALUE instead of overflowing, and conversions to
 * a coarser unit truncate toward zero, as documented.
 */
public enum TimeUnit {
    NANOSECONDS(1L),
    MICROSECONDS(1000L),
    MILLISECONDS(1000L * 1000L),
    SECONDS(1000L * 1000L * 1000L),
    MINUTES(1000L * 1000L * 1000L * 60L),
    HOURS(1000L * 1000L * 1000L * 60L * 60L),
    DAYS(1000L * 1000L * 1000L * 60L * 60L * 24L);

    private final long scale;

    private TimeUnit(long scale) {
        this.scale = scale;
    }

    /* Converts d units of length fromScale into units of length toScale. */
    private static long cvt(long d, long toScale, long fromScale) {
        if (fromScale == toScale)
            return d;
        if (fromScale < toScale)
            return d / (toScale / fromScale);
        long r = fromScale / toScale;
        long max = Long.MAX_VALUE / r;
        if (d > max)
            return Long.MAX_VALUE;
        if (d < -max)
            return Long.MIN_VALUE;
        return d * r;
    }

    public long convert(long sourceDuration, TimeUnit sourceUnit) {
        return cvt(sourceDuration, scale, sourceUnit.scale);
    }

    /* Truncates toward zero; saturates at Long.MIN_VALUE / Long.MAX_VALUE. */
    public long convert(java.time.Duration duration) {
        long secs = duration.getSeconds();
        int nano = duration.getNano();
        if (secs < 0 && nano > 0) {
            secs++;
            nano -= 1000000000;
        }
        long fromSeconds = cvt(secs, scale, SECONDS.scale);
        if (fromSeconds == Long.MAX_VALUE || fromSeconds == Long.MIN_VALUE)
            return fromSeconds;
        long fromNanos = cvt(nano, scale, 1L);
        long sum = fromSeconds + fromNanos;
        if (((fromSeconds ^ sum) & (fromNanos ^ sum)) < 0)
            return fromSeconds < 0 ? Long.MIN_VALUE : Long.MAX_VALUE;
        return sum;
    }

    public java.time.temporal.ChronoUnit toChronoUnit() {
        switch (this) {
            case NANOSECONDS: return java.time.temporal.ChronoUnit.NANOS;
            case MICROSECONDS: return java.time.temporal.ChronoUnit.MICROS;
            case MILLISECONDS: return java.time.temporal.ChronoUnit.MILLIS;
            case SECONDS: return java.time.temporal.ChronoUnit.SECONDS;
            case MINUTES: return java.time.temporal.ChronoUnit.MINUTES;
            case HOURS: return java.time.temporal.ChronoUnit.HOURS;
            default: return java.time.temporal.ChronoUnit.DAYS;
        }
    }

    public static TimeUnit of(java.time.temporal.ChronoUnit chronoUnit) {
        switch (java.util.Objects.requireNonNull(chronoUnit, "chronoUnit")) {
            case NANOS: return NANOSECONDS;
            case MICROS: return MICROSECONDS;
            case MILLIS: return MILLISECONDS;
            case SECONDS: return SECONDS;
            case MINUTES: return MINUTES;
            case HOURS: return HOURS;
            case DAYS: return DAYS;
            default: throw new IllegalArgumentException("No TimeUnit equivalent for " + chronoUnit);
        }
    }

    public long toNanos(long duration) {
        return cvt(duration, NANOSECONDS.scale, scale);
    }

    public long toMicros(long duration) {
        return cvt(duration, MICROSECONDS.scale, scale);
    }

    public long toMillis(long duration) {
        return cvt(duration, MILLISECONDS.scale, scale);
    }

    public long toSeconds(long duration) {
        return cvt(duration, SECONDS.scale, scale);
    }

    public long toMinutes(long duration) {
        return cvt(duration, MINUTES.scale, scale);
    }

    public long toHours(long duration) {
        return cvt(duration, HOURS.scale, scale);
    }

    public long toDays(long duration) {
        return cvt(duration, DAYS.scale, scale);
    }

    private int excessNanos(long duration, long millis) {
        if (scale == NANOSECONDS.scale)
            return (int) (duration - millis * 1000L * 1000L);
        if (scale == MICROSECONDS.scale)
            return (int) ((duration * 1000L) - (millis * 1000L * 1000L));
        return 0;
    }

    public void timedWait(Object obj, long timeout) throws InterruptedException {
        if (timeout > 0) {
            long ms = toMillis(timeout);
            int ns = excessNanos(timeout, ms);
            obj.wait(ms, ns);
        }
    }

    public void timedJoin(Thread thread, long timeout) throws InterruptedException {
        if (timeout > 0) {
            long ms = toMillis(timeout);
            int ns = excessNanos(timeout, ms);
            thread.join(ms, ns);
        }
    }

    public void sleep(long timeout) throws InterruptedException {
        if (timeout > 0) {
            long ms = toMillis(timeout);
            int ns = excessNanos(timeout, ms);
            Thread.sleep(ms, ns);
        }
    }
}
