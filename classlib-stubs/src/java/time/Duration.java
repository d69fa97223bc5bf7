package java.time;

import java.time.temporal.ChronoUnit;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAmount;
import java.time.temporal.TemporalUnit;
import java.time.temporal.UnsupportedTemporalTypeException;

/** An amount of time in seconds and nanoseconds (0..999,999,999, seconds carry the sign). */
public final class Duration implements TemporalAmount, Comparable<Duration>, java.io.Serializable {
    private static final long serialVersionUID = 3078945930695997490L;

    public static final Duration ZERO = new Duration(0, 0);
    private static final long NANOS = 1000000000L;

    private final long seconds;
    private final int nanos;

    private Duration(long seconds, int nanos) {
        this.seconds = seconds;
        this.nanos = nanos;
    }

    private static Duration create(long seconds, int nanos) {
        return (seconds | nanos) == 0 ? ZERO : new Duration(seconds, nanos);
    }

    public static Duration ofDays(long days) { return create(Math.multiplyExact(days, 86400L), 0); }
    public static Duration ofHours(long hours) { return create(Math.multiplyExact(hours, 3600L), 0); }
    public static Duration ofMinutes(long minutes) { return create(Math.multiplyExact(minutes, 60L), 0); }
    public static Duration ofSeconds(long seconds) { return create(seconds, 0); }

    public static Duration ofSeconds(long seconds, long nanoAdjustment) {
        long secs = Math.addExact(seconds, Math.floorDiv(nanoAdjustment, NANOS));
        return create(secs, (int) Math.floorMod(nanoAdjustment, NANOS));
    }

    public static Duration ofMillis(long millis) {
        return create(Math.floorDiv(millis, 1000L), (int) Math.floorMod(millis, 1000L) * 1000000);
    }

    public static Duration ofNanos(long nanos) {
        return create(Math.floorDiv(nanos, NANOS), (int) Math.floorMod(nanos, NANOS));
    }

    public static Duration of(long amount, TemporalUnit unit) {
        return ZERO.plus(amount, unit);
    }

    public static Duration between(Temporal startInclusive, Temporal endExclusive) {
        try {
            return ofNanos(startInclusive.until(endExclusive, ChronoUnit.NANOS));
        } catch (ArithmeticException ex) {
            long secs = startInclusive.until(endExclusive, ChronoUnit.SECONDS);
            return ofSeconds(secs);
        }
    }

    /** PnDTnHnMn.nS, as Duration.parse reads it (signs on the whole and on each part). */
    public static Duration parse(CharSequence text) {
        String s = text.toString();
        String u = s.toUpperCase();
        int i = 0;
        boolean neg = false;
        if (i < u.length() && (u.charAt(i) == '-' || u.charAt(i) == '+')) {
            neg = u.charAt(i) == '-';
            i++;
        }
        if (i >= u.length() || u.charAt(i) != 'P') {
            throw new java.time.format.DateTimeParseException("Text cannot be parsed to a Duration", s, 0);
        }
        i++;
        Duration d = ZERO;
        boolean inTime = false;
        boolean any = false;
        while (i < u.length()) {
            if (u.charAt(i) == 'T') {
                if (inTime) {
                    throw new java.time.format.DateTimeParseException("Text cannot be parsed to a Duration", s, 0);
                }
                inTime = true;
                i++;
                continue;
            }
            int start = i;
            if (u.charAt(i) == '-' || u.charAt(i) == '+') {
                i++;
            }
            while (i < u.length() && (Character.isDigit(u.charAt(i)) || u.charAt(i) == '.' || u.charAt(i) == ',')) {
                i++;
            }
            if (i >= u.length() || i == start) {
                throw new java.time.format.DateTimeParseException("Text cannot be parsed to a Duration", s, 0);
            }
            String num = u.substring(start, i).replace(',', '.');
            char unit = u.charAt(i++);
            try {
                if (unit == 'D' && !inTime) {
                    d = d.plusDays(Long.parseLong(num));
                } else if (unit == 'H' && inTime) {
                    d = d.plusHours(Long.parseLong(num));
                } else if (unit == 'M' && inTime) {
                    d = d.plusMinutes(Long.parseLong(num));
                } else if (unit == 'S' && inTime) {
                    int dot = num.indexOf('.');
                    if (dot < 0) {
                        d = d.plusSeconds(Long.parseLong(num));
                    } else {
                        String whole = num.substring(0, dot);
                        String frac = (num.substring(dot + 1) + "000000000").substring(0, 9);
                        long secs = whole.isEmpty() || whole.equals("-") || whole.equals("+") ? 0 : Long.parseLong(whole);
                        long n = Long.parseLong(frac);
                        d = d.plusSeconds(secs).plusNanos(num.startsWith("-") ? -n : n);
                    }
                } else {
                    throw new java.time.format.DateTimeParseException("Text cannot be parsed to a Duration", s, 0);
                }
            } catch (NumberFormatException e) {
                throw new java.time.format.DateTimeParseException("Text cannot be parsed to a Duration", s, 0, e);
            }
            any = true;
        }
        if (!any) {
            throw new java.time.format.DateTimeParseException("Text cannot be parsed to a Duration", s, 0);
        }
        return neg ? d.negated() : d;
    }

    public long getSeconds() { return seconds; }
    public int getNano() { return nanos; }
    public boolean isZero() { return (seconds | nanos) == 0; }
    public boolean isNegative() { return seconds < 0; }

    public Duration plus(Duration d) { return plus(d.seconds, d.nanos); }
    public Duration minus(Duration d) {
        return d.seconds == Long.MIN_VALUE ? plus(Long.MAX_VALUE, -d.nanos).plus(1, 0) : plus(-d.seconds, -d.nanos);
    }

    private Duration plus(long secondsToAdd, long nanosToAdd) {
        if ((secondsToAdd | nanosToAdd) == 0) {
            return this;
        }
        long s = Math.addExact(seconds, secondsToAdd);
        s = Math.addExact(s, nanosToAdd / NANOS);
        return ofSeconds(s, nanos + nanosToAdd % NANOS);
    }

    public Duration plus(long amount, TemporalUnit unit) {
        if (unit == ChronoUnit.DAYS) {
            return plus(Math.multiplyExact(amount, 86400L), 0);
        }
        if (unit instanceof ChronoUnit && ((ChronoUnit) unit).isDurationEstimated()) {
            throw new UnsupportedTemporalTypeException("Unit must not have an estimated duration");
        }
        switch ((ChronoUnit) unit) {
            case NANOS: return plusNanos(amount);
            case MICROS: return plusSeconds((amount / (1000000L * 1000)) * 1000).plusNanos((amount % (1000000L * 1000)) * 1000);
            case MILLIS: return plusMillis(amount);
            case SECONDS: return plusSeconds(amount);
            default: return plusSeconds(Math.multiplyExact(unit.getDuration().seconds, amount));
        }
    }

    public Duration minus(long amount, TemporalUnit unit) {
        return amount == Long.MIN_VALUE ? plus(Long.MAX_VALUE, unit).plus(1, unit) : plus(-amount, unit);
    }

    public Duration plusDays(long n) { return plus(Math.multiplyExact(n, 86400L), 0); }
    public Duration plusHours(long n) { return plus(Math.multiplyExact(n, 3600L), 0); }
    public Duration plusMinutes(long n) { return plus(Math.multiplyExact(n, 60L), 0); }
    public Duration plusSeconds(long n) { return plus(n, 0); }
    public Duration plusMillis(long n) { return plus(n / 1000, (n % 1000) * 1000000); }
    public Duration plusNanos(long n) { return plus(0, n); }
    public Duration minusDays(long n) { return plusDays(Math.negateExact(n)); }
    public Duration minusHours(long n) { return plusHours(Math.negateExact(n)); }
    public Duration minusMinutes(long n) { return plusMinutes(Math.negateExact(n)); }
    public Duration minusSeconds(long n) { return plusSeconds(Math.negateExact(n)); }
    public Duration minusMillis(long n) { return plusMillis(Math.negateExact(n)); }
    public Duration minusNanos(long n) { return plusNanos(Math.negateExact(n)); }

    public Duration withSeconds(long s) { return create(s, nanos); }
    public Duration withNanos(int n) {
        LocalDate.checkRange("NanoOfSecond", n, 0, 999999999);
        return create(seconds, n);
    }

    /** Exact arithmetic on the total as (seconds, nanos) through long math where it fits. */
    public Duration multipliedBy(long multiplicand) {
        if (multiplicand == 0) {
            return ZERO;
        }
        if (multiplicand == 1) {
            return this;
        }
        long s = Math.multiplyExact(seconds, multiplicand);
        long n = (long) nanos * multiplicand;   // |nanos| < 1e9 and |multiplicand| may be large
        if (Math.abs(multiplicand) < 9000000000L) {
            return ofSeconds(s, 0).plus(Math.floorDiv(n, NANOS), Math.floorMod(n, NANOS));
        }
        throw new ArithmeticException("Exceeds capacity of Duration");
    }

    public Duration dividedBy(long divisor) {
        if (divisor == 0) {
            throw new ArithmeticException("Cannot divide by zero");
        }
        if (divisor == 1) {
            return this;
        }
        // Divide the seconds, then the remainder together with the nanoseconds.
        long q = seconds / divisor;
        long r = seconds % divisor;
        long n = (r * NANOS + nanos) / divisor;
        return ofSeconds(q, n);
    }

    public long dividedBy(Duration divisor) {
        long a = toNanosSafe();
        long b = divisor.toNanosSafe();
        if (b == 0) {
            throw new ArithmeticException("Cannot divide by zero");
        }
        return a / b;
    }

    private long toNanosSafe() {
        return toNanos();
    }

    public Duration negated() {
        return multipliedBy(-1);
    }

    public Duration abs() {
        return isNegative() ? negated() : this;
    }

    public long toDays() { return seconds / 86400; }
    public long toHours() { return seconds / 3600; }
    public long toMinutes() { return seconds / 60; }
    public long toSeconds() { return seconds; }
    public long toDaysPart() { return seconds / 86400; }
    public int toHoursPart() { return (int) (toHours() % 24); }
    public int toMinutesPart() { return (int) (toMinutes() % 60); }
    public int toSecondsPart() { return (int) (seconds % 60); }
    public int toMillisPart() { return nanos / 1000000; }
    public int toNanosPart() { return nanos; }

    public long toMillis() {
        long s = seconds;
        long n = nanos;
        if (s < 0) {
            s = s + 1;
            n = n - NANOS;
        }
        return Math.addExact(Math.multiplyExact(s, 1000), n / 1000000);
    }

    public long toNanos() {
        long s = seconds;
        long n = nanos;
        if (s < 0) {
            s = s + 1;
            n = n - NANOS;
        }
        return Math.addExact(Math.multiplyExact(s, NANOS), n);
    }

    public Duration truncatedTo(TemporalUnit unit) {
        if (unit == ChronoUnit.SECONDS && (seconds >= 0 || nanos == 0)) {
            return create(seconds, 0);
        } else if (unit == ChronoUnit.NANOS) {
            return this;
        }
        long u = LocalTime.unitNanos(unit == ChronoUnit.DAYS ? ChronoUnit.HALF_DAYS : unit)
                * (unit == ChronoUnit.DAYS ? 2 : 1);
        long nod = (seconds % 86400) * NANOS + nanos;
        long result = (nod / u) * u;
        return plusNanos(result - nod);
    }

    public Temporal addTo(Temporal temporal) {
        if (seconds != 0) {
            temporal = temporal.plus(seconds, ChronoUnit.SECONDS);
        }
        if (nanos != 0) {
            temporal = temporal.plus(nanos, ChronoUnit.NANOS);
        }
        return temporal;
    }

    public Temporal subtractFrom(Temporal temporal) {
        if (seconds != 0) {
            temporal = temporal.minus(seconds, ChronoUnit.SECONDS);
        }
        if (nanos != 0) {
            temporal = temporal.minus(nanos, ChronoUnit.NANOS);
        }
        return temporal;
    }

    public int compareTo(Duration other) {
        int c = Long.compare(seconds, other.seconds);
        return c != 0 ? c : nanos - other.nanos;
    }

    public boolean equals(Object o) {
        return o instanceof Duration && ((Duration) o).seconds == seconds && ((Duration) o).nanos == nanos;
    }

    public int hashCode() {
        return ((int) (seconds ^ (seconds >>> 32))) + (51 * nanos);
    }

    public String toString() {
        if (this == ZERO) {
            return "PT0S";
        }
        long effectiveTotalSecs = seconds;
        if (seconds < 0 && nanos > 0) {
            effectiveTotalSecs++;
        }
        long hours = effectiveTotalSecs / 3600;
        int minutes = (int) ((effectiveTotalSecs % 3600) / 60);
        int secs = (int) (effectiveTotalSecs % 60);
        StringBuilder buf = new StringBuilder(24);
        buf.append("PT");
        if (hours != 0) {
            buf.append(hours).append('H');
        }
        if (minutes != 0) {
            buf.append(minutes).append('M');
        }
        if (secs == 0 && nanos == 0 && buf.length() > 2) {
            return buf.toString();
        }
        if (seconds < 0 && nanos > 0 && secs == 0) {
            buf.append("-0");
        } else {
            buf.append(secs);
        }
        if (nanos > 0) {
            int frac = seconds < 0 ? (int) (NANOS - nanos) : nanos;
            String f = Integer.toString(frac + 1000000000).substring(1);
            int end = f.length();
            while (f.charAt(end - 1) == '0') {
                end--;
            }
            buf.append('.').append(f, 0, end);
        }
        buf.append('S');
        return buf.toString();
    }

    /* Serialized through the JDK's proxy, java.time.Ser. */
    private Object writeReplace() {
        return new Ser(Ser.DURATION_TYPE, this);
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.InvalidObjectException {
        throw new java.io.InvalidObjectException("Deserialization via serialization delegate");
    }
}
