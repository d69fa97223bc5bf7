package java.time;

/** A year of the ISO calendar. */
public final class Year implements java.time.temporal.TemporalAccessor, Comparable<Year>, java.io.Serializable {
    private static final long serialVersionUID = -23038383694477807L;

    public static final int MIN_VALUE = -999999999;
    public static final int MAX_VALUE = 999999999;

    private final int year;

    private Year(int year) {
        this.year = year;
    }

    public static Year of(int isoYear) {
        LocalDate.checkRange("Year", isoYear, MIN_VALUE, MAX_VALUE);
        return new Year(isoYear);
    }

    public static Year now() {
        return of(LocalDate.now().getYear());
    }

    public static Year parse(CharSequence text, java.time.format.DateTimeFormatter formatter) {
        java.util.Objects.requireNonNull(formatter, "formatter");
        return of(formatter.parseYearMonth(text, false)[0]);
    }

    public static Year parse(CharSequence text) {
        String s = text.toString();
        try {
            return of(Integer.parseInt(s.startsWith("+") ? s.substring(1) : s));
        } catch (NumberFormatException e) {
            throw new java.time.format.DateTimeParseException("Text '" + s + "' could not be parsed at index 0", s, 0);
        }
    }

    public static boolean isLeap(long year) {
        return LocalDate.isLeap(year);
    }

    public int getValue() { return year; }
    public boolean isLeap() { return isLeap(year); }
    public int length() { return isLeap() ? 366 : 365; }
    public Year plusYears(long n) { return n == 0 ? this : of(Math.toIntExact(year + n)); }
    public Year minusYears(long n) { return plusYears(-n); }
    public LocalDate atDay(int dayOfYear) { return LocalDate.ofYearDay(year, dayOfYear); }
    public YearMonth atMonth(int month) { return YearMonth.of(year, month); }
    public YearMonth atMonth(Month month) { return YearMonth.of(year, month.getValue()); }
    public boolean isAfter(Year other) { return year > other.year; }
    public boolean isBefore(Year other) { return year < other.year; }
    public int compareTo(Year other) { return year - other.year; }
    public boolean equals(Object o) { return o instanceof Year && ((Year) o).year == year; }
    public int hashCode() { return year; }
    public String toString() { return Integer.toString(year); }

    /* ---- fields: year, year of era, era ---- */

    public boolean isSupported(java.time.temporal.TemporalField field) {
        if (field instanceof java.time.temporal.ChronoField)
            return field == java.time.temporal.ChronoField.YEAR || field == java.time.temporal.ChronoField.YEAR_OF_ERA || field == java.time.temporal.ChronoField.ERA;
        return field != null && field.isSupportedBy(this);
    }

    public java.time.temporal.ValueRange range(java.time.temporal.TemporalField field) {
        if (field == java.time.temporal.ChronoField.YEAR_OF_ERA)
            return java.time.temporal.ValueRange.of(1, year <= 0 ? MAX_VALUE + 1 : MAX_VALUE);
        return java.time.temporal.TemporalAccessor.super.range(field);
    }

    public long getLong(java.time.temporal.TemporalField field) {
        if (field instanceof java.time.temporal.ChronoField) {
            switch ((java.time.temporal.ChronoField) field) {
                case YEAR_OF_ERA: return year < 1 ? 1 - year : year;
                case YEAR: return year;
                case ERA: return year < 1 ? 0 : 1;
                default: throw new java.time.temporal.UnsupportedTemporalTypeException("Unsupported field: " + field);
            }
        }
        return field.getFrom(this);
    }

    /* Serialized through the JDK's proxy, java.time.Ser. */
    private Object writeReplace() {
        return new Ser(Ser.YEAR_TYPE, this);
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.InvalidObjectException {
        throw new java.io.InvalidObjectException("Deserialization via serialization delegate");
    }
}
