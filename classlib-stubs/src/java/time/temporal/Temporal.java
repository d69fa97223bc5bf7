package java.time.temporal;

public interface Temporal extends TemporalAccessor {
    Temporal plus(long amountToAdd, TemporalUnit unit);

    default Temporal minus(long amountToSubtract, TemporalUnit unit) {
        return amountToSubtract == Long.MIN_VALUE ? plus(Long.MAX_VALUE, unit).plus(1, unit)
                : plus(-amountToSubtract, unit);
    }

    long until(Temporal endExclusive, TemporalUnit unit);
}
