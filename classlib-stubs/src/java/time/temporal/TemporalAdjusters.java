package java.time.temporal;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.function.UnaryOperator;

/** The common adjusters; each works on the date of a LocalDate, LocalDateTime, ZonedDateTime or OffsetDateTime. */
public final class TemporalAdjusters {
    private TemporalAdjusters() {
    }

    public static TemporalAdjuster ofDateAdjuster(final UnaryOperator<LocalDate> dateBasedAdjuster) {
        java.util.Objects.requireNonNull(dateBasedAdjuster, "dateBasedAdjuster");
        return new TemporalAdjuster() {
            public Temporal adjustInto(Temporal temporal) {
                LocalDate input = dateOf(temporal);
                LocalDate output = dateBasedAdjuster.apply(input);
                return withDate(temporal, output);
            }
        };
    }

    private static LocalDate dateOf(Temporal t) {
        if (t instanceof LocalDate) {
            return (LocalDate) t;
        }
        if (t instanceof java.time.LocalDateTime) {
            return ((java.time.LocalDateTime) t).toLocalDate();
        }
        if (t instanceof java.time.ZonedDateTime) {
            return ((java.time.ZonedDateTime) t).toLocalDate();
        }
        if (t instanceof java.time.OffsetDateTime) {
            return ((java.time.OffsetDateTime) t).toLocalDate();
        }
        throw new UnsupportedTemporalTypeException("Unsupported field: EpochDay");
    }

    private static Temporal withDate(Temporal t, LocalDate d) {
        long days = d.toEpochDay() - dateOf(t).toEpochDay();
        return days == 0 ? t : t.plus(days, ChronoUnit.DAYS);
    }

    private abstract static class DateAdjuster implements TemporalAdjuster {
        abstract LocalDate adjust(LocalDate d);

        public Temporal adjustInto(Temporal temporal) {
            return withDate(temporal, adjust(dateOf(temporal)));
        }
    }

    public static TemporalAdjuster firstDayOfMonth() {
        return new DateAdjuster() {
            LocalDate adjust(LocalDate d) { return d.withDayOfMonth(1); }
        };
    }

    public static TemporalAdjuster lastDayOfMonth() {
        return new DateAdjuster() {
            LocalDate adjust(LocalDate d) { return d.withDayOfMonth(d.lengthOfMonth()); }
        };
    }

    public static TemporalAdjuster firstDayOfNextMonth() {
        return new DateAdjuster() {
            LocalDate adjust(LocalDate d) { return d.withDayOfMonth(1).plusMonths(1); }
        };
    }

    public static TemporalAdjuster firstDayOfYear() {
        return new DateAdjuster() {
            LocalDate adjust(LocalDate d) { return d.withDayOfYear(1); }
        };
    }

    public static TemporalAdjuster lastDayOfYear() {
        return new DateAdjuster() {
            LocalDate adjust(LocalDate d) { return d.withDayOfYear(d.lengthOfYear()); }
        };
    }

    public static TemporalAdjuster firstDayOfNextYear() {
        return new DateAdjuster() {
            LocalDate adjust(LocalDate d) { return d.withDayOfYear(1).plusYears(1); }
        };
    }

    public static TemporalAdjuster firstInMonth(DayOfWeek dayOfWeek) {
        return dayOfWeekInMonth(1, dayOfWeek);
    }

    public static TemporalAdjuster lastInMonth(DayOfWeek dayOfWeek) {
        return dayOfWeekInMonth(-1, dayOfWeek);
    }

    public static TemporalAdjuster dayOfWeekInMonth(final int ordinal, final DayOfWeek dayOfWeek) {
        java.util.Objects.requireNonNull(dayOfWeek, "dayOfWeek");
        final int dowValue = dayOfWeek.getValue();
        return new DateAdjuster() {
            LocalDate adjust(LocalDate d) {
                if (ordinal >= 0) {
                    LocalDate first = d.withDayOfMonth(1);
                    int curDow = first.getDayOfWeek().getValue();
                    int dowDiff = (dowValue - curDow + 7) % 7;
                    dowDiff += (ordinal - 1L) * 7L;
                    return first.plusDays(dowDiff);
                }
                LocalDate last = d.withDayOfMonth(d.lengthOfMonth());
                int curDow = last.getDayOfWeek().getValue();
                int daysDiff = dowValue - curDow;
                daysDiff = (daysDiff == 0 ? 0 : (daysDiff > 0 ? daysDiff - 7 : daysDiff));
                daysDiff -= (-ordinal - 1L) * 7L;
                return last.plusDays(daysDiff);
            }
        };
    }

    private static TemporalAdjuster relative(final int mode, DayOfWeek dayOfWeek) {
        final int dowValue = dayOfWeek.getValue();
        return new DateAdjuster() {
            LocalDate adjust(LocalDate d) {
                int calDow = d.getDayOfWeek().getValue();
                switch (mode) {
                    case 0: {   // next
                        int daysDiff = calDow - dowValue;
                        return d.plusDays(daysDiff >= 0 ? 7 - daysDiff : -daysDiff);
                    }
                    case 1: {   // next or same
                        if (calDow == dowValue) {
                            return d;
                        }
                        int daysDiff = calDow - dowValue;
                        return d.plusDays(daysDiff >= 0 ? 7 - daysDiff : -daysDiff);
                    }
                    case 2: {   // previous
                        int daysDiff = dowValue - calDow;
                        return d.minusDays(daysDiff >= 0 ? 7 - daysDiff : -daysDiff);
                    }
                    default: {  // previous or same
                        if (calDow == dowValue) {
                            return d;
                        }
                        int daysDiff = dowValue - calDow;
                        return d.minusDays(daysDiff >= 0 ? 7 - daysDiff : -daysDiff);
                    }
                }
            }
        };
    }

    public static TemporalAdjuster next(DayOfWeek dayOfWeek) { return relative(0, dayOfWeek); }
    public static TemporalAdjuster nextOrSame(DayOfWeek dayOfWeek) { return relative(1, dayOfWeek); }
    public static TemporalAdjuster previous(DayOfWeek dayOfWeek) { return relative(2, dayOfWeek); }
    public static TemporalAdjuster previousOrSame(DayOfWeek dayOfWeek) { return relative(3, dayOfWeek); }
}
