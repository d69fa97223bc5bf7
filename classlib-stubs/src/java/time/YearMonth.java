package java.time;

/** A year and month of the ISO calendar ("2024-02"). */
public final class YearMonth implements java.time.temporal.TemporalAccessor, Comparable<YearMonth>, java.io.Serializable {
    private static final long serialVersionUID = 4183400860270640070L;

    private final int year;
    private final int month;

    private YearMonth(int year, int month) {
        this.year = year;
        this.month = month;
    }

    public static YearMonth of(int year, int month) {
        LocalDate.checkRange("Year", year, Year.MIN_VALUE, Year.MAX_VALUE);
        LocalDate.checkRange("MonthOfYear", month, 1, 12);
        return new YearMonth(year, month);
    }

    public static YearMonth of(int year, Month month) {
        return of(year, month.getValue());
    }

    public static YearMonth now() {
        LocalDate d = LocalDate.now();
        return of(d.getYear(), d.getMonthValue());
    }

    public static YearMonth from(java.time.temporal.TemporalAccessor temporal) {
        if (temporal instanceof YearMonth) {
            return (YearMonth) temporal;
        }
        LocalDate date = LocalDate.from(temporal);
        return of(date.getYear(), date.getMonthValue());
    }

    public static YearMonth parse(CharSequence text, java.time.format.DateTimeFormatter formatter) {
        java.util.Objects.requireNonNull(formatter, "formatter");
        int[] ym = formatter.parseYearMonth(text, true);
        return of(ym[0], ym[1]);
    }

    public static YearMonth parse(CharSequence text) {
        String s = text.toString();
        int dash = s.lastIndexOf('-');
        try {
            if (dash <= 0 || s.length() - dash != 3) {
                throw new NumberFormatException();
            }
            int y = Integer.parseInt(s.substring(s.startsWith("+") ? 1 : 0, dash));
            int m = Integer.parseInt(s.substring(dash + 1));
            if (dash < 4) {
                throw new NumberFormatException();
            }
            try {
                return of(y, m);
            } catch (DateTimeException e) {
                throw new java.time.format.DateTimeParseException("Text '" + s + "' could not be parsed: " + e.getMessage(), s, 0, e);
            }
        } catch (NumberFormatException e) {
            throw new java.time.format.DateTimeParseException("Text '" + s + "' could not be parsed at index 0", s, 0);
        }
    }

    public int getYear() { return year; }
    public int getMonthValue() { return month; }
    public Month getMonth() { return Month.of(month); }
    public boolean isLeapYear() { return LocalDate.isLeap(year); }
    public int lengthOfMonth() { return getMonth().length(isLeapYear()); }
    public int lengthOfYear() { return isLeapYear() ? 366 : 365; }
    public boolean isValidDay(int dayOfMonth) { return dayOfMonth >= 1 && dayOfMonth <= lengthOfMonth(); }
    public LocalDate atDay(int dayOfMonth) { return LocalDate.of(year, month, dayOfMonth); }
    public LocalDate atEndOfMonth() { return LocalDate.of(year, month, lengthOfMonth()); }
    public YearMonth withYear(int y) { return of(y, month); }
    public YearMonth withMonth(int m) { return of(year, m); }

    public YearMonth plusMonths(long months) {
        if (months == 0) {
            return this;
        }
        long calc = year * 12L + (month - 1) + months;
        return of(Math.toIntExact(Math.floorDiv(calc, 12)), (int) Math.floorMod(calc, 12) + 1);
    }

    public YearMonth plusYears(long years) { return years == 0 ? this : of(Math.toIntExact(year + years), month); }
    public YearMonth minusMonths(long months) { return plusMonths(-months); }
    public YearMonth minusYears(long years) { return plusYears(-years); }
    public boolean isAfter(YearMonth other) { return compareTo(other) > 0; }
    public boolean isBefore(YearMonth other) { return compareTo(other) < 0; }

    public int compareTo(YearMonth other) {
        int c = year - other.year;
        return c != 0 ? c : month - other.month;
    }

    public boolean equals(Object o) {
        return o instanceof YearMonth && ((YearMonth) o).year == year && ((YearMonth) o).month == month;
    }

    public int hashCode() {
        return year ^ (month << 27);
    }

    public String toString() {
        StringBuilder sb = new StringBuilder(9);
        if (Math.abs(year) < 1000) {
            LocalDate.appendYear(sb, year);
        } else {
            sb.append(year);    // no '+' for years past 9999, unlike LocalDate
        }
        return sb.append(month < 10 ? "-0" : "-").append(month).toString();
    }

    /* ---- fields: month, proleptic month, year, year of era, era ---- */

    public boolean isSupported(java.time.temporal.TemporalField field) {
        if (field instanceof java.time.temporal.ChronoField)
            return field == java.time.temporal.ChronoField.YEAR || field == java.time.temporal.ChronoField.MONTH_OF_YEAR || field == java.time.temporal.ChronoField.PROLEPTIC_MONTH
                    || field == java.time.temporal.ChronoField.YEAR_OF_ERA || field == java.time.temporal.ChronoField.ERA;
        return field != null && field.isSupportedBy(this);
    }

    public java.time.temporal.ValueRange range(java.time.temporal.TemporalField field) {
        if (field == java.time.temporal.ChronoField.YEAR_OF_ERA)
            return java.time.temporal.ValueRange.of(1, year <= 0 ? Year.MAX_VALUE + 1 : Year.MAX_VALUE);
        return java.time.temporal.TemporalAccessor.super.range(field);
    }

    public int get(java.time.temporal.TemporalField field) {
        if (field == java.time.temporal.ChronoField.PROLEPTIC_MONTH)
            throw new java.time.temporal.UnsupportedTemporalTypeException("Invalid field 'ProlepticMonth' for get() method, use getLong() instead");
        return java.time.temporal.TemporalAccessor.super.get(field);
    }

    public long getLong(java.time.temporal.TemporalField field) {
        if (field instanceof java.time.temporal.ChronoField) {
            switch ((java.time.temporal.ChronoField) field) {
                case MONTH_OF_YEAR: return month;
                case PROLEPTIC_MONTH: return year * 12L + month - 1;
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
        return new Ser(Ser.YEAR_MONTH_TYPE, this);
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.InvalidObjectException {
        throw new java.io.InvalidObjectException("Deserialization via serialization delegate");
    }
}
