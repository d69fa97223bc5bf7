package java.time;

import java.time.format.TextStyle;
import java.util.Locale;

public enum Month implements java.time.temporal.TemporalAccessor {
    JANUARY, FEBRUARY, MARCH, APRIL, MAY, JUNE, JULY, AUGUST, SEPTEMBER, OCTOBER, NOVEMBER, DECEMBER;

    private static final Month[] ENUMS = values();

    public static Month of(int month) {
        if (month < 1 || month > 12) {
            throw new DateTimeException("Invalid value for MonthOfYear: " + month);
        }
        return ENUMS[month - 1];
    }

    public int getValue() {
        return ordinal() + 1;
    }

    public Month plus(long months) {
        int amount = (int) (months % 12);
        return ENUMS[(ordinal() + (amount + 12)) % 12];
    }

    public Month minus(long months) {
        return plus(-(months % 12));
    }

    public int length(boolean leapYear) {
        switch (this) {
            case FEBRUARY: return leapYear ? 29 : 28;
            case APRIL: case JUNE: case SEPTEMBER: case NOVEMBER: return 30;
            default: return 31;
        }
    }

    public int minLength() {
        return length(false);
    }

    public int maxLength() {
        return length(true);
    }

    public int firstDayOfYear(boolean leapYear) {
        int leap = leapYear ? 1 : 0;
        int d = 1;
        for (int i = 0; i < ordinal(); i++) {
            d += ENUMS[i].length(leapYear);
        }
        return d;
    }

    public Month firstMonthOfQuarter() {
        return ENUMS[(ordinal() / 3) * 3];
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
            return field == java.time.temporal.ChronoField.MONTH_OF_YEAR;
        return field != null && field.isSupportedBy(this);
    }

    public java.time.temporal.ValueRange range(java.time.temporal.TemporalField field) {
        if (field == java.time.temporal.ChronoField.MONTH_OF_YEAR)
            return field.range();
        return java.time.temporal.TemporalAccessor.super.range(field);
    }

    public int get(java.time.temporal.TemporalField field) {
        if (field == java.time.temporal.ChronoField.MONTH_OF_YEAR)
            return getValue();
        return java.time.temporal.TemporalAccessor.super.get(field);
    }

    public long getLong(java.time.temporal.TemporalField field) {
        if (field == java.time.temporal.ChronoField.MONTH_OF_YEAR)
            return getValue();
        return java.time.temporal.TemporalAccessor.super.getLong(field);
    }
}
