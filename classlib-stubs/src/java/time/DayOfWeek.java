package java.time;

import java.time.format.TextStyle;
import java.util.Locale;

public enum DayOfWeek implements java.time.temporal.TemporalAccessor {
    MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY, SUNDAY;

    private static final DayOfWeek[] ENUMS = values();

    public static DayOfWeek of(int dayOfWeek) {
        if (dayOfWeek < 1 || dayOfWeek > 7) {
            throw new DateTimeException("Invalid value for DayOfWeek: " + dayOfWeek);
        }
        return ENUMS[dayOfWeek - 1];
    }

    public int getValue() {
        return ordinal() + 1;
    }

    public DayOfWeek plus(long days) {
        int amount = (int) (days % 7);
        return ENUMS[(ordinal() + (amount + 7)) % 7];
    }

    public DayOfWeek minus(long days) {
        return plus(-(days % 7));
    }

    public String getDisplayName(TextStyle style, Locale locale) {
        String n = name().charAt(0) + name().substring(1).toLowerCase();
        switch (style) {
            case SHORT: case SHORT_STANDALONE: return n.substring(0, 3);
            case NARROW: case NARROW_STANDALONE: return n.substring(0, 1);
            default: return n;
        }
    }

    /* ---- the one field ---- */

    public boolean isSupported(java.time.temporal.TemporalField field) {
        if (field instanceof java.time.temporal.ChronoField)
            return field == java.time.temporal.ChronoField.DAY_OF_WEEK;
        return field != null && field.isSupportedBy(this);
    }

    public java.time.temporal.ValueRange range(java.time.temporal.TemporalField field) {
        if (field == java.time.temporal.ChronoField.DAY_OF_WEEK)
            return field.range();
        return java.time.temporal.TemporalAccessor.super.range(field);
    }

    public int get(java.time.temporal.TemporalField field) {
        if (field == java.time.temporal.ChronoField.DAY_OF_WEEK)
            return getValue();
        return java.time.temporal.TemporalAccessor.super.get(field);
    }

    public long getLong(java.time.temporal.TemporalField field) {
        if (field == java.time.temporal.ChronoField.DAY_OF_WEEK)
            return getValue();
        return java.time.temporal.TemporalAccessor.super.getLong(field);
    }
}
