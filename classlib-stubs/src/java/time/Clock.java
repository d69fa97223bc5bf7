package java.time;

/*
 * A source of the current instant and a zone. The system clock reads
 * System.currentTimeMillis(); fixed, offset and ticking clocks wrap an instant or another
 * clock. toString forms are the JDK's (SystemClock[Z], FixedClock[...], ...).
 */
public abstract class Clock {
    protected Clock() {
    }

    public static Clock systemUTC() {
        return new SystemClock(ZoneOffset.UTC);
    }

    public static Clock systemDefaultZone() {
        return new SystemClock(ZoneId.systemDefault());
    }

    public static Clock system(ZoneId zone) {
        java.util.Objects.requireNonNull(zone, "zone");
        return new SystemClock(zone);
    }

    public static Clock fixed(Instant fixedInstant, ZoneId zone) {
        java.util.Objects.requireNonNull(fixedInstant, "fixedInstant");
        java.util.Objects.requireNonNull(zone, "zone");
        return new FixedClock(fixedInstant, zone);
    }

    public static Clock offset(Clock baseClock, Duration offsetDuration) {
        java.util.Objects.requireNonNull(baseClock, "baseClock");
        java.util.Objects.requireNonNull(offsetDuration, "offsetDuration");
        if (offsetDuration.equals(Duration.ZERO))
            return baseClock;
        return new OffsetClock(baseClock, offsetDuration);
    }

    public static Clock tickSeconds(ZoneId zone) {
        return new TickClock(system(zone), 1000000000L);
    }

    public static Clock tickMinutes(ZoneId zone) {
        return new TickClock(system(zone), 60000000000L);
    }

    public static Clock tickMillis(ZoneId zone) {
        return new TickClock(system(zone), 1000000L);
    }

    public static Clock tick(Clock baseClock, Duration tickDuration) {
        java.util.Objects.requireNonNull(baseClock, "baseClock");
        java.util.Objects.requireNonNull(tickDuration, "tickDuration");
        if (tickDuration.isNegative())
            throw new IllegalArgumentException("Tick duration must not be negative");
        long tickNanos = tickDuration.toNanos();
        if (tickNanos % 1000000 == 0) {
            // ok: whole milliseconds
        } else if (1000000000 % tickNanos == 0) {
            // ok: divides a second
        } else {
            throw new IllegalArgumentException("Invalid tick duration");
        }
        if (tickNanos <= 1)
            return baseClock;
        return new TickClock(baseClock, tickNanos);
    }

    public abstract ZoneId getZone();

    public abstract Clock withZone(ZoneId zone);

    public long millis() {
        return instant().toEpochMilli();
    }

    public abstract Instant instant();

    public boolean equals(Object obj) {
        return super.equals(obj);
    }

    public int hashCode() {
        return super.hashCode();
    }

    static final class SystemClock extends Clock implements java.io.Serializable {
        private static final long serialVersionUID = 6740630888130243051L;

        private final ZoneId zone;

        SystemClock(ZoneId zone) {
            this.zone = zone;
        }

        public ZoneId getZone() { return zone; }

        public Clock withZone(ZoneId zone) {
            return zone.equals(this.zone) ? this : new SystemClock(zone);
        }

        public long millis() { return System.currentTimeMillis(); }
        public Instant instant() { return Instant.ofEpochMilli(millis()); }
        public boolean equals(Object obj) { return obj instanceof SystemClock && zone.equals(((SystemClock) obj).zone); }
        public int hashCode() { return zone.hashCode() + 1; }
        public String toString() { return "SystemClock[" + zone + "]"; }
    }

    static final class FixedClock extends Clock implements java.io.Serializable {
        private static final long serialVersionUID = 7430389292664866958L;

        private final Instant instant;
        private final ZoneId zone;

        FixedClock(Instant fixedInstant, ZoneId zone) {
            this.instant = fixedInstant;
            this.zone = zone;
        }

        public ZoneId getZone() { return zone; }

        public Clock withZone(ZoneId zone) {
            return zone.equals(this.zone) ? this : new FixedClock(instant, zone);
        }

        public long millis() { return instant.toEpochMilli(); }
        public Instant instant() { return instant; }

        public boolean equals(Object obj) {
            return obj instanceof FixedClock && instant.equals(((FixedClock) obj).instant) && zone.equals(((FixedClock) obj).zone);
        }

        public int hashCode() { return instant.hashCode() ^ zone.hashCode(); }
        public String toString() { return "FixedClock[" + instant + "," + zone + "]"; }
    }

    static final class OffsetClock extends Clock implements java.io.Serializable {
        private static final long serialVersionUID = 2007484719125426256L;

        private final Clock baseClock;
        private final Duration offset;

        OffsetClock(Clock baseClock, Duration offset) {
            this.baseClock = baseClock;
            this.offset = offset;
        }

        public ZoneId getZone() { return baseClock.getZone(); }

        public Clock withZone(ZoneId zone) {
            return zone.equals(baseClock.getZone()) ? this : new OffsetClock(baseClock.withZone(zone), offset);
        }

        public long millis() { return Math.addExact(baseClock.millis(), offset.toMillis()); }
        public Instant instant() { return baseClock.instant().plus(offset); }

        public boolean equals(Object obj) {
            return obj instanceof OffsetClock && baseClock.equals(((OffsetClock) obj).baseClock) && offset.equals(((OffsetClock) obj).offset);
        }

        public int hashCode() { return baseClock.hashCode() ^ offset.hashCode(); }
        public String toString() { return "OffsetClock[" + baseClock + "," + offset + "]"; }
    }

    static final class TickClock extends Clock implements java.io.Serializable {
        private static final long serialVersionUID = 6504659149906368850L;

        private final Clock baseClock;
        private final long tickNanos;

        TickClock(Clock baseClock, long tickNanos) {
            this.baseClock = baseClock;
            this.tickNanos = tickNanos;
        }

        public ZoneId getZone() { return baseClock.getZone(); }

        public Clock withZone(ZoneId zone) {
            return zone.equals(baseClock.getZone()) ? this : new TickClock(baseClock.withZone(zone), tickNanos);
        }

        public long millis() {
            long millis = baseClock.millis();
            return millis - Math.floorMod(millis, tickNanos / 1000000L);
        }

        public Instant instant() {
            if (tickNanos % 1000000 == 0)
                return Instant.ofEpochMilli(millis());
            Instant instant = baseClock.instant();
            long nanos = instant.getNano();
            long adjust = Math.floorMod(nanos, tickNanos);
            return instant.minusNanos(adjust);
        }

        public boolean equals(Object obj) {
            return obj instanceof TickClock && baseClock.equals(((TickClock) obj).baseClock) && tickNanos == ((TickClock) obj).tickNanos;
        }

        public int hashCode() { return baseClock.hashCode() ^ Long.hashCode(tickNanos); }
        public String toString() { return "TickClock[" + baseClock + "," + Duration.ofNanos(tickNanos) + "]"; }
    }
}
