package java.time.temporal;

public interface Temporal extends TemporalAccessor {
    Temporal plus(long amountToAdd, TemporalUnit unit);

    default Temporal minus(long amountToSubtract, TemporalUnit unit) {
        return amountToSubtract == Long.MIN_VALUE ? plus(Long.MAX_VALUE, unit).plus(1, unit)
                : plus(-amountToSubtract, unit);
    }

    long until(Temporal endExclusive, TemporalUnit unit);

    /* A copy with the field set; the date-time classes implement it for the fields
       they support. */
    default Temporal with(TemporalField field, long newValue) {
        if (field instanceof ChronoField)
            throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
        return field.adjustInto(this, newValue);
    }
}
