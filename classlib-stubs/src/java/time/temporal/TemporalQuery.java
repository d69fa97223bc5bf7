package java.time.temporal;

/** Extracts something from a temporal, as LocalDate::from extracts a date. */
@FunctionalInterface
public interface TemporalQuery<R> {
    R queryFrom(TemporalAccessor temporal);
}
