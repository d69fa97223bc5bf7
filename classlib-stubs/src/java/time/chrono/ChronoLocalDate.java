package java.time.chrono;

import java.time.temporal.Temporal;

/** The ISO calendar is the only one here; LocalDate is the only implementation. */
public interface ChronoLocalDate extends Temporal, Comparable<ChronoLocalDate> {
    long toEpochDay();
}
