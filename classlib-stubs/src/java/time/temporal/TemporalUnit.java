package java.time.temporal;

import java.time.Duration;

public interface TemporalUnit {
    Duration getDuration();

    boolean isDateBased();

    boolean isTimeBased();

    long between(Temporal temporal1Inclusive, Temporal temporal2Exclusive);

    /** What plus(amount, unit) of a date-time does for a unit it does not know itself. */
    default <R extends Temporal> R addTo(R temporal, long amount) {
        throw new UnsupportedTemporalTypeException("Unsupported unit: " + this);
    }
}
