package java.time.chrono;

import java.time.LocalTime;
import java.time.temporal.Temporal;

public interface ChronoLocalDateTime<D extends ChronoLocalDate> extends Temporal, Comparable<ChronoLocalDateTime<?>> {
    D toLocalDate();

    LocalTime toLocalTime();
}
