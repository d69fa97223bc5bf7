package java.time;

import java.time.temporal.ChronoField;
import java.time.temporal.TemporalField;
import java.time.temporal.UnsupportedTemporalTypeException;
import java.time.temporal.ValueRange;

/* A month and day of month without a year, such as --12-03 (February 29 is valid). */
public final class MonthDay implements java.time.temporal.TemporalAccessor, Comparable<MonthDay>, java.io.Serializable {
    private static final long serialVersionUID = -939150713474957432L;
    private final int month;
    private final int day;

    private MonthDay(int month, int day) {
        this.month = month;
        this.day = day;
    }

    public static MonthDay now() {
        return from(LocalDate.now());
    }

    public static MonthDay now(ZoneId zone) {
        return from(LocalDate.now(zone));
    }

    public static MonthDay now(Clock clock) {
        return from(LocalDate.now(clock));
    }

    public static MonthDay of(Month month, int dayOfMonth) {
        java.util.Objects.requireNonNull(month, "month");
        ChronoField.DAY_OF_MONTH.checkValidValue(dayOfMonth);
        if (dayOfMonth > month.maxLength())
            throw new DateTimeException("Illegal value for DayOfMonth field, value " + dayOfMonth
                    + " is not valid for month " + month.name());
        return new MonthDay(month.getValue(), dayOfMonth);
    }

    public static MonthDay of(int month, int dayOfMonth) {
        return of(Month.of(month), dayOfMonth);
    }

    public static MonthDay from(java.time.temporal.TemporalAccessor temporal) {
        if (temporal instanceof MonthDay)
            return (MonthDay) temporal;
        try {
            return of(temporal.get(ChronoField.MONTH_OF_YEAR), temporal.get(ChronoField.DAY_OF_MONTH));
        } catch (DateTimeException ex) {
            throw new DateTimeException("Unable to obtain MonthDay from TemporalAccessor: " + temporal
                    + " of type " + temporal.getClass().getName(), ex);
        }
    }

    /* The ISO form --MM-dd. */
    public static MonthDay parse(CharSequence text) {
        String s = text.toString();
        int index = 0;
        if (s.length() >= 7 && s.startsWith("--") && digits(s, 2) && s.charAt(4) == '-' && digits(s, 5)) {
            if (s.length() != 7)
                throw new java.time.format.DateTimeParseException("Text '" + s + "' could not be parsed, unparsed text found at index 7", s, 7);
            int m = Integer.parseInt(s.substring(2, 4));
            int d = Integer.parseInt(s.substring(5, 7));
            try {
                return of(m, d);
            } catch (DateTimeException e) {
                String why = "Unable to obtain MonthDay from TemporalAccessor: {MonthOfYear=" + m + ", DayOfMonth=" + d
                        + "},ISO of type java.time.format.Parsed";
                throw new java.time.format.DateTimeParseException("Text '" + s + "' could not be parsed: " + why, s, 0,
                        new DateTimeException(why, e));
            }
        }
        if (s.startsWith("--")) {
            index = 2;
            if (digits(s, 2)) {
                index = 4;
                if (s.length() > 4 && s.charAt(4) == '-')
                    index = 5;
            }
        }
        throw new java.time.format.DateTimeParseException("Text '" + s + "' could not be parsed at index " + index, s, index);
    }

    private static boolean digits(String s, int at) {
        return s.length() >= at + 2 && Character.isDigit(s.charAt(at)) && Character.isDigit(s.charAt(at + 1))
                && s.charAt(at) < 128 && s.charAt(at + 1) < 128;
    }

    public boolean isSupported(TemporalField field) {
        if (field instanceof ChronoField)
            return field == ChronoField.MONTH_OF_YEAR || field == ChronoField.DAY_OF_MONTH;
        return field != null && field.isSupportedBy(this);
    }

    public ValueRange range(TemporalField field) {
        if (field == ChronoField.MONTH_OF_YEAR)
            return field.range();
        if (field == ChronoField.DAY_OF_MONTH)
            return ValueRange.of(1, getMonth().minLength(), getMonth().maxLength());
        return java.time.temporal.TemporalAccessor.super.range(field);
    }

    public long getLong(TemporalField field) {
        if (field == ChronoField.DAY_OF_MONTH)
            return day;
        if (field == ChronoField.MONTH_OF_YEAR)
            return month;
        if (field instanceof ChronoField)
            throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
        return field.getFrom(this);
    }

    public int getMonthValue() {
        return month;
    }

    public Month getMonth() {
        return Month.of(month);
    }

    public int getDayOfMonth() {
        return day;
    }

    public boolean isValidYear(int year) {
        return !(day == 29 && month == 2 && !Year.isLeap(year));
    }

    public MonthDay withMonth(int month) {
        return with(Month.of(month));
    }

    /* The day is clamped to the new month's length. */
    public MonthDay with(Month month) {
        java.util.Objects.requireNonNull(month, "month");
        if (month.getValue() == this.month)
            return this;
        return new MonthDay(month.getValue(), Math.min(day, month.maxLength()));
    }

    public MonthDay withDayOfMonth(int dayOfMonth) {
        if (dayOfMonth == day)
            return this;
        return of(month, dayOfMonth);
    }

    public LocalDate atYear(int year) {
        return LocalDate.of(year, month, isValidYear(year) ? day : 28);
    }

    public int compareTo(MonthDay other) {
        int cmp = month - other.month;
        return cmp != 0 ? cmp : day - other.day;
    }

    public boolean isAfter(MonthDay other) {
        return compareTo(other) > 0;
    }

    public boolean isBefore(MonthDay other) {
        return compareTo(other) < 0;
    }

    public boolean equals(Object obj) {
        return obj instanceof MonthDay && ((MonthDay) obj).month == month && ((MonthDay) obj).day == day;
    }

    public int hashCode() {
        return (month << 6) + day;
    }

    public String toString() {
        return (month < 10 ? "--0" : "--") + month + (day < 10 ? "-0" : "-") + day;
    }

    /* Serialized through the JDK's proxy, java.time.Ser. */
    private Object writeReplace() {
        return new Ser(Ser.MONTH_DAY_TYPE, this);
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.InvalidObjectException {
        throw new java.io.InvalidObjectException("Deserialization via serialization delegate");
    }
}
