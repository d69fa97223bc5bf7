package java.time;

import java.time.temporal.ChronoUnit;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAmount;

/** A date-based amount: years, months and days, each kept as given. */
public final class Period implements TemporalAmount, java.io.Serializable {
    private static final long serialVersionUID = -3587258372562876L;

    public static final Period ZERO = new Period(0, 0, 0);

    private final int years;
    private final int months;
    private final int days;

    private Period(int years, int months, int days) {
        this.years = years;
        this.months = months;
        this.days = days;
    }

    public static Period of(int years, int months, int days) {
        return (years | months | days) == 0 ? ZERO : new Period(years, months, days);
    }

    public static Period ofYears(int years) { return of(years, 0, 0); }
    public static Period ofMonths(int months) { return of(0, months, 0); }
    public static Period ofWeeks(int weeks) { return of(0, 0, Math.multiplyExact(weeks, 7)); }
    public static Period ofDays(int days) { return of(0, 0, days); }

    public static Period between(LocalDate startDateInclusive, LocalDate endDateExclusive) {
        return startDateInclusive.until(endDateExclusive);
    }

    /** PnYnMnWnD with optional signs. */
    public static Period parse(CharSequence text) {
        String s = text.toString();
        String u = s.toUpperCase();
        int i = 0;
        boolean neg = false;
        if (i < u.length() && (u.charAt(i) == '-' || u.charAt(i) == '+')) {
            neg = u.charAt(i) == '-';
            i++;
        }
        if (i >= u.length() || u.charAt(i) != 'P' || i + 1 >= u.length()) {
            throw new java.time.format.DateTimeParseException("Text cannot be parsed to a Period", s, 0);
        }
        i++;
        int y = 0, m = 0, d = 0;
        String order = "YMWD";
        int last = -1;
        while (i < u.length()) {
            int start = i;
            if (u.charAt(i) == '-' || u.charAt(i) == '+') {
                i++;
            }
            while (i < u.length() && Character.isDigit(u.charAt(i))) {
                i++;
            }
            int at = i < u.length() ? order.indexOf(u.charAt(i)) : -1;
            if (i == start || at <= last) {
                throw new java.time.format.DateTimeParseException("Text cannot be parsed to a Period", s, 0);
            }
            int v;
            try {
                v = Integer.parseInt(u.substring(start, i));
            } catch (NumberFormatException e) {
                throw new java.time.format.DateTimeParseException("Text cannot be parsed to a Period", s, 0, e);
            }
            switch (u.charAt(i)) {
                case 'Y': y = v; break;
                case 'M': m = v; break;
                case 'W': d = Math.addExact(d, Math.multiplyExact(v, 7)); break;
                default: d = Math.addExact(d, v); break;
            }
            last = at;
            i++;
        }
        Period p = of(y, m, d);
        return neg ? p.negated() : p;
    }

    public int getYears() { return years; }
    public int getMonths() { return months; }
    public int getDays() { return days; }
    public boolean isZero() { return this == ZERO; }
    public boolean isNegative() { return years < 0 || months < 0 || days < 0; }

    public Period withYears(int y) { return of(y, months, days); }
    public Period withMonths(int m) { return of(years, m, days); }
    public Period withDays(int d) { return of(years, months, d); }

    public Period plusYears(long n) { return of(Math.toIntExact(Math.addExact(years, n)), months, days); }
    public Period plusMonths(long n) { return of(years, Math.toIntExact(Math.addExact(months, n)), days); }
    public Period plusDays(long n) { return of(years, months, Math.toIntExact(Math.addExact(days, n))); }
    public Period minusYears(long n) { return plusYears(-n); }
    public Period minusMonths(long n) { return plusMonths(-n); }
    public Period minusDays(long n) { return plusDays(-n); }

    public Period plus(TemporalAmount amount) {
        Period p = (Period) amount;
        return of(Math.addExact(years, p.years), Math.addExact(months, p.months), Math.addExact(days, p.days));
    }

    public Period minus(TemporalAmount amount) {
        Period p = (Period) amount;
        return of(Math.subtractExact(years, p.years), Math.subtractExact(months, p.months),
                Math.subtractExact(days, p.days));
    }

    public Period multipliedBy(int scalar) {
        if (this == ZERO || scalar == 1) {
            return this;
        }
        return of(Math.multiplyExact(years, scalar), Math.multiplyExact(months, scalar), Math.multiplyExact(days, scalar));
    }

    public Period negated() {
        return multipliedBy(-1);
    }

    public Period normalized() {
        long total = toTotalMonths();
        long y = total / 12;
        int m = (int) (total % 12);
        if (y == years && m == months) {
            return this;
        }
        return of(Math.toIntExact(y), m, days);
    }

    public long toTotalMonths() {
        return years * 12L + months;
    }

    public Temporal addTo(Temporal temporal) {
        if (toTotalMonths() != 0) {
            temporal = temporal.plus(toTotalMonths(), ChronoUnit.MONTHS);
        }
        if (days != 0) {
            temporal = temporal.plus(days, ChronoUnit.DAYS);
        }
        return temporal;
    }

    public Temporal subtractFrom(Temporal temporal) {
        if (toTotalMonths() != 0) {
            temporal = temporal.minus(toTotalMonths(), ChronoUnit.MONTHS);
        }
        if (days != 0) {
            temporal = temporal.minus(days, ChronoUnit.DAYS);
        }
        return temporal;
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof Period)) {
            return false;
        }
        Period p = (Period) obj;
        return years == p.years && months == p.months && days == p.days;
    }

    public int hashCode() {
        return years + Integer.rotateLeft(months, 8) + Integer.rotateLeft(days, 16);
    }

    public String toString() {
        if (this == ZERO) {
            return "P0D";
        }
        StringBuilder buf = new StringBuilder("P");
        if (years != 0) {
            buf.append(years).append('Y');
        }
        if (months != 0) {
            buf.append(months).append('M');
        }
        if (days != 0) {
            buf.append(days).append('D');
        }
        return buf.toString();
    }

    /* Serialized through the JDK's proxy, java.time.Ser. */
    private Object writeReplace() {
        return new Ser(Ser.PERIOD_TYPE, this);
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.InvalidObjectException {
        throw new java.io.InvalidObjectException("Deserialization via serialization delegate");
    }
}
