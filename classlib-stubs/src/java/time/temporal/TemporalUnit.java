package java.time.temporal;

import java.time.Duration;

public interface TemporalUnit {
    Duration getDuration();

    boolean isDateBased();

    boolean isTimeBased();

    long between(Temporal temporal1Inclusive, Temporal temporal2Exclusive);
}
