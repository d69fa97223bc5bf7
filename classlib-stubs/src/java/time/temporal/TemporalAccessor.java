package java.time.temporal;

/*
 * Read access to the fields of a date-time. The defaults support no field; the date-time
 * classes say which ChronoFields they support and what their values are.
 */
public interface TemporalAccessor {
    default boolean isSupported(TemporalField field) {
        return field != null && !(field instanceof ChronoField) && field.isSupportedBy(this);
    }

    default ValueRange range(TemporalField field) {
        if (field instanceof ChronoField) {
            if (isSupported(field))
                return field.range();
            throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
        }
        java.util.Objects.requireNonNull(field, "field");
        return field.rangeRefinedBy(this);
    }

    default int get(TemporalField field) {
        ValueRange range = range(field);
        if (!range.isIntValue())
            throw new UnsupportedTemporalTypeException("Invalid field " + field + " for get() method, use getLong() instead");
        long value = getLong(field);
        if (!range.isValidValue(value))
            throw new java.time.DateTimeException("Invalid value for " + field + " (valid values " + range + "): " + value);
        return (int) value;
    }

    /* The query applied to this temporal (the JDK's special queries for zone, chronology and
     * precision are not there). */
    default <R> R query(TemporalQuery<R> query) {
        return query.queryFrom(this);
    }

    default long getLong(TemporalField field) {
        if (field instanceof ChronoField)
            throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
        java.util.Objects.requireNonNull(field, "field");
        return field.getFrom(this);
    }
}
