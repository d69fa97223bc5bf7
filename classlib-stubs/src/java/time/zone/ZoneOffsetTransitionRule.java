package java.time.zone;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.Month;
import java.time.ZoneOffset;
import java.time.temporal.TemporalAdjusters;
import java.util.Objects;

/**
 * A yearly transition: a day of a month (or the first given day of the week on
 * or after it, or on or before the end of the month), a time in UTC, standard
 * or wall time, and the offsets around it. ZoneRules makes these from the
 * POSIX TZ string of a zone file's footer.
 */
public final class ZoneOffsetTransitionRule implements java.io.Serializable {
    private static final long serialVersionUID = 6889046316657758795L;

    public enum TimeDefinition {
        UTC, WALL, STANDARD;

        public LocalDateTime createDateTime(LocalDateTime dateTime, ZoneOffset standardOffset, ZoneOffset wallOffset) {
            switch (this) {
                case UTC:
                    return dateTime.plusSeconds(wallOffset.getTotalSeconds());
                case STANDARD:
                    return dateTime.plusSeconds(wallOffset.getTotalSeconds() - standardOffset.getTotalSeconds());
                default:
                    return dateTime;
            }
        }
    }

    private final Month month;
    private final int dom;
    private final DayOfWeek dow;
    private final LocalTime time;
    private final boolean timeEndOfDay;
    private final TimeDefinition timeDefinition;
    private final ZoneOffset standardOffset;
    private final ZoneOffset offsetBefore;
    private final ZoneOffset offsetAfter;

    private ZoneOffsetTransitionRule(Month month, int dom, DayOfWeek dow, LocalTime time, boolean timeEndOfDay,
            TimeDefinition timeDefinition, ZoneOffset standardOffset, ZoneOffset offsetBefore, ZoneOffset offsetAfter) {
        this.month = month;
        this.dom = dom;
        this.dow = dow;
        this.time = time;
        this.timeEndOfDay = timeEndOfDay;
        this.timeDefinition = timeDefinition;
        this.standardOffset = standardOffset;
        this.offsetBefore = offsetBefore;
        this.offsetAfter = offsetAfter;
    }

    public static ZoneOffsetTransitionRule of(Month month, int dayOfMonthIndicator, DayOfWeek dayOfWeek, LocalTime time,
            boolean timeEndOfDay, TimeDefinition timeDefinition, ZoneOffset standardOffset, ZoneOffset offsetBefore,
            ZoneOffset offsetAfter) {
        Objects.requireNonNull(month, "month");
        Objects.requireNonNull(time, "time");
        Objects.requireNonNull(timeDefinition, "timeDefinition");
        Objects.requireNonNull(standardOffset, "standardOffset");
        Objects.requireNonNull(offsetBefore, "offsetBefore");
        Objects.requireNonNull(offsetAfter, "offsetAfter");
        if (dayOfMonthIndicator < -28 || dayOfMonthIndicator > 31 || dayOfMonthIndicator == 0) {
            throw new IllegalArgumentException("Day of month indicator must be between -28 and 31 inclusive excluding zero");
        }
        if (timeEndOfDay && !time.equals(LocalTime.MIDNIGHT)) {
            throw new IllegalArgumentException("Time must be midnight when end of day flag is true");
        }
        if (time.getNano() != 0) {
            throw new IllegalArgumentException("Time's nano-of-second must be zero");
        }
        return new ZoneOffsetTransitionRule(month, dayOfMonthIndicator, dayOfWeek, time, timeEndOfDay, timeDefinition,
                standardOffset, offsetBefore, offsetAfter);
    }

    public Month getMonth() { return month; }
    public int getDayOfMonthIndicator() { return dom; }
    public DayOfWeek getDayOfWeek() { return dow; }
    public LocalTime getLocalTime() { return time; }
    public boolean isMidnightEndOfDay() { return timeEndOfDay; }
    public TimeDefinition getTimeDefinition() { return timeDefinition; }
    public ZoneOffset getStandardOffset() { return standardOffset; }
    public ZoneOffset getOffsetBefore() { return offsetBefore; }
    public ZoneOffset getOffsetAfter() { return offsetAfter; }

    public ZoneOffsetTransition createTransition(int year) {
        LocalDate date;
        if (dom < 0) {
            boolean leap = (year & 3) == 0 && (year % 100 != 0 || year % 400 == 0);
            date = LocalDate.of(year, month.getValue(), month.length(leap) + 1 + dom);
            if (dow != null) {
                date = date.with(TemporalAdjusters.previousOrSame(dow));
            }
        } else {
            date = LocalDate.of(year, month.getValue(), dom);
            if (dow != null) {
                date = date.with(TemporalAdjusters.nextOrSame(dow));
            }
        }
        if (timeEndOfDay) {
            date = date.plusDays(1);
        }
        LocalDateTime local = LocalDateTime.of(date, time);
        LocalDateTime transition = timeDefinition.createDateTime(local, standardOffset, offsetBefore);
        return new ZoneOffsetTransition(transition.toEpochSecond(offsetBefore), offsetBefore, offsetAfter);
    }

    public boolean equals(Object other) {
        if (other == this) {
            return true;
        }
        if (!(other instanceof ZoneOffsetTransitionRule)) {
            return false;
        }
        ZoneOffsetTransitionRule o = (ZoneOffsetTransitionRule) other;
        return month == o.month && dom == o.dom && dow == o.dow && timeDefinition == o.timeDefinition
                && timeEndOfDay == o.timeEndOfDay && time.equals(o.time) && standardOffset.equals(o.standardOffset)
                && offsetBefore.equals(o.offsetBefore) && offsetAfter.equals(o.offsetAfter);
    }

    public int hashCode() {
        int h = ((time.toSecondOfDay() + (timeEndOfDay ? 1 : 0)) << 15) + (month.ordinal() << 11) + ((dom + 32) << 5)
                + ((dow == null ? 7 : dow.ordinal()) << 2) + timeDefinition.ordinal();
        return h ^ standardOffset.hashCode() ^ offsetBefore.hashCode() ^ offsetAfter.hashCode();
    }

    public String toString() {
        StringBuilder sb = new StringBuilder("TransitionRule[");
        sb.append(offsetAfter.getTotalSeconds() > offsetBefore.getTotalSeconds() ? "Gap " : "Overlap ");
        sb.append(offsetBefore).append(" to ").append(offsetAfter).append(", ");
        if (dow == null) {
            sb.append(month.name()).append(' ').append(dom);
        } else if (dom == -1) {
            sb.append(dow.name()).append(" on or before last day of ").append(month.name());
        } else if (dom < 0) {
            sb.append(dow.name()).append(" on or before last day minus ").append(-dom - 1).append(" of ")
                    .append(month.name());
        } else {
            sb.append(dow.name()).append(" on or after ").append(month.name()).append(' ').append(dom);
        }
        sb.append(" at ").append(timeEndOfDay ? "24:00" : time.toString()).append(' ').append(timeDefinition)
                .append(", standard offset ").append(standardOffset).append(']');
        return sb.toString();
    }
}
