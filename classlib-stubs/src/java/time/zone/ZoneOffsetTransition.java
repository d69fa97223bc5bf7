package java.time.zone;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.Objects;

/** A change of a zone's offset at an instant: a gap when clocks go forward, an overlap when they go back. */
public final class ZoneOffsetTransition implements Comparable<ZoneOffsetTransition>, java.io.Serializable {
    private static final long serialVersionUID = -6946044323557704546L;

    private final long epochSecond;
    private final LocalDateTime transition;   // the local date-time before the change
    private final ZoneOffset offsetBefore;
    private final ZoneOffset offsetAfter;

    ZoneOffsetTransition(long epochSecond, ZoneOffset offsetBefore, ZoneOffset offsetAfter) {
        this.epochSecond = epochSecond;
        this.transition = LocalDateTime.ofEpochSecond(epochSecond, 0, offsetBefore);
        this.offsetBefore = offsetBefore;
        this.offsetAfter = offsetAfter;
    }

    public static ZoneOffsetTransition of(LocalDateTime transition, ZoneOffset offsetBefore, ZoneOffset offsetAfter) {
        Objects.requireNonNull(transition, "transition");
        Objects.requireNonNull(offsetBefore, "offsetBefore");
        Objects.requireNonNull(offsetAfter, "offsetAfter");
        if (offsetBefore.equals(offsetAfter)) {
            throw new IllegalArgumentException("Offsets must not be equal");
        }
        if (transition.getNano() != 0) {
            throw new IllegalArgumentException("Nano-of-second must be zero");
        }
        return new ZoneOffsetTransition(transition.toEpochSecond(offsetBefore), offsetBefore, offsetAfter);
    }

    public Instant getInstant() {
        return Instant.ofEpochSecond(epochSecond);
    }

    public long toEpochSecond() {
        return epochSecond;
    }

    public LocalDateTime getDateTimeBefore() {
        return transition;
    }

    public LocalDateTime getDateTimeAfter() {
        return transition.plusSeconds(getDurationSeconds());
    }

    public ZoneOffset getOffsetBefore() {
        return offsetBefore;
    }

    public ZoneOffset getOffsetAfter() {
        return offsetAfter;
    }

    public Duration getDuration() {
        return Duration.ofSeconds(getDurationSeconds());
    }

    private int getDurationSeconds() {
        return offsetAfter.getTotalSeconds() - offsetBefore.getTotalSeconds();
    }

    public boolean isGap() {
        return offsetAfter.getTotalSeconds() > offsetBefore.getTotalSeconds();
    }

    public boolean isOverlap() {
        return offsetAfter.getTotalSeconds() < offsetBefore.getTotalSeconds();
    }

    public boolean isValidOffset(ZoneOffset offset) {
        return !isGap() && (offsetBefore.equals(offset) || offsetAfter.equals(offset));
    }

    /** The local date-time the change happens at, in local seconds (epoch seconds shifted by the offset before). */
    long localBefore() {
        return epochSecond + offsetBefore.getTotalSeconds();
    }

    long localAfter() {
        return epochSecond + offsetAfter.getTotalSeconds();
    }

    public int compareTo(ZoneOffsetTransition other) {
        return Long.compare(epochSecond, other.epochSecond);
    }

    public boolean equals(Object other) {
        if (other == this) {
            return true;
        }
        if (!(other instanceof ZoneOffsetTransition)) {
            return false;
        }
        ZoneOffsetTransition o = (ZoneOffsetTransition) other;
        return epochSecond == o.epochSecond && offsetBefore.equals(o.offsetBefore) && offsetAfter.equals(o.offsetAfter);
    }

    public int hashCode() {
        return transition.hashCode() ^ offsetBefore.hashCode() ^ Integer.rotateLeft(offsetAfter.hashCode(), 16);
    }

    public String toString() {
        return "Transition[" + (isGap() ? "Gap" : "Overlap") + " at " + transition + offsetBefore + " to " + offsetAfter
                + "]";
    }
}
