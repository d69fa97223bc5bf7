import java.time.*;
import java.time.temporal.*;
import java.util.*;

// ChronoField and ValueRange: get/getLong/isSupported/range/with(field, value) on the
// date and time classes, the JDK's error messages for unsupported and invalid fields.
public class TimeChronoFields {
    static String val(TemporalAccessor t, ChronoField f) {
        if (!t.isSupported(f)) return "-";
        StringBuilder sb = new StringBuilder().append(t.getLong(f));
        try { int i = t.get(f); if (i != t.getLong(f)) sb.append("!"); } catch (DateTimeException e) { sb.append("(L)"); }
        return sb.toString();
    }

    static void show(String label, java.util.function.Supplier<Object> s) {
        try {
            System.out.println(label + " = " + s.get());
        } catch (RuntimeException e) {
            System.out.println(label + " -> " + e);
        }
    }

    public static void main(String[] args) {
        LocalDate d = LocalDate.of(2024, 2, 29);
        LocalTime t = LocalTime.of(0, 7, 9, 123456789);
        LocalDateTime dt = LocalDateTime.of(LocalDate.of(-3, 12, 31), LocalTime.of(13, 45, 30, 500));
        ZonedDateTime z = ZonedDateTime.of(2023, 10, 1, 23, 30, 0, 0, ZoneOffset.ofHoursMinutes(-5, -30));
        Instant in = Instant.ofEpochSecond(1700000000L, 987654321);
        List<TemporalAccessor> all = List.of(d, t, dt, z, in, DayOfWeek.SUNDAY, Month.NOVEMBER, Year.of(-44), YearMonth.of(2021, 6));
        for (ChronoField f : ChronoField.values()) {
            StringBuilder sb = new StringBuilder(String.format("%-24s %-14s %-9s %-9s %5s %5s ", f, f.range(), f.getBaseUnit(), f.getRangeUnit(), f.isDateBased(), f.isTimeBased()));
            for (TemporalAccessor a : all) sb.append(val(a, f)).append(' ');
            System.out.println(sb.toString().trim());
        }
        System.out.println(d.range(ChronoField.DAY_OF_MONTH) + " " + LocalDate.of(2023, 2, 1).range(ChronoField.ALIGNED_WEEK_OF_MONTH) + " " + d.range(ChronoField.DAY_OF_YEAR) + " " + LocalDate.of(-5, 1, 1).range(ChronoField.YEAR_OF_ERA) + " " + dt.range(ChronoField.HOUR_OF_AMPM) + " " + Year.of(0).range(ChronoField.YEAR_OF_ERA) + " " + z.range(ChronoField.OFFSET_SECONDS));
        System.out.println(d.with(ChronoField.DAY_OF_MONTH, 1) + " " + d.with(ChronoField.MONTH_OF_YEAR, 4) + " " + d.with(ChronoField.YEAR, 2023) + " " + d.with(ChronoField.DAY_OF_WEEK, 1) + " " + d.with(ChronoField.DAY_OF_YEAR, 366) + " " + d.with(ChronoField.EPOCH_DAY, 0) + " " + d.with(ChronoField.ERA, 0) + " " + d.with(ChronoField.YEAR_OF_ERA, 1) + " " + d.with(ChronoField.PROLEPTIC_MONTH, 0) + " " + d.with(ChronoField.ALIGNED_WEEK_OF_YEAR, 1) + " " + d.with(ChronoField.ALIGNED_DAY_OF_WEEK_IN_MONTH, 7));
        System.out.println(t.with(ChronoField.HOUR_OF_DAY, 23) + " " + t.with(ChronoField.CLOCK_HOUR_OF_DAY, 24) + " " + t.with(ChronoField.AMPM_OF_DAY, 1) + " " + t.with(ChronoField.MILLI_OF_SECOND, 5) + " " + t.with(ChronoField.SECOND_OF_DAY, 3661) + " " + t.with(ChronoField.MINUTE_OF_DAY, 1439) + " " + t.with(ChronoField.CLOCK_HOUR_OF_AMPM, 12) + " " + t.with(ChronoField.NANO_OF_DAY, 1));
        System.out.println(dt.with(ChronoField.MINUTE_OF_HOUR, 0) + " " + dt.with(ChronoField.DAY_OF_MONTH, 1) + " " + z.with(ChronoField.HOUR_OF_DAY, 1) + " " + z.with(ChronoField.INSTANT_SECONDS, 0) + " " + z.with(ChronoField.OFFSET_SECONDS, 3600) + " " + in.with(ChronoField.MILLI_OF_SECOND, 1) + " " + in.with(ChronoField.INSTANT_SECONDS, 5));
        System.out.println(d.get(ChronoField.ALIGNED_WEEK_OF_YEAR) + " " + dt.get(ChronoField.YEAR_OF_ERA) + " " + dt.get(ChronoField.ERA) + " " + z.get(ChronoField.OFFSET_SECONDS) + " " + in.get(ChronoField.MICRO_OF_SECOND) + " " + DayOfWeek.FRIDAY.get(ChronoField.DAY_OF_WEEK) + " " + Month.MAY.range(ChronoField.MONTH_OF_YEAR));
        show("date hour", () -> d.get(ChronoField.HOUR_OF_DAY));
        show("date getLong nano", () -> d.getLong(ChronoField.NANO_OF_SECOND));
        show("time year", () -> t.getLong(ChronoField.YEAR));
        show("time range year", () -> t.range(ChronoField.YEAR));
        show("epoch day get", () -> d.get(ChronoField.EPOCH_DAY));
        show("proleptic get", () -> d.get(ChronoField.PROLEPTIC_MONTH));
        show("nano of day get", () -> t.get(ChronoField.NANO_OF_DAY));
        show("instant seconds get", () -> z.get(ChronoField.INSTANT_SECONDS));
        show("instant get seconds", () -> in.get(ChronoField.INSTANT_SECONDS));
        show("instant hour", () -> in.getLong(ChronoField.HOUR_OF_DAY));
        show("dow month", () -> DayOfWeek.MONDAY.getLong(ChronoField.MONTH_OF_YEAR));
        show("with day 30", () -> d.with(ChronoField.DAY_OF_MONTH, 30));
        show("with month 13", () -> d.with(ChronoField.MONTH_OF_YEAR, 13));
        show("with hour 24", () -> t.with(ChronoField.HOUR_OF_DAY, 24));
        show("date with hour", () -> d.with(ChronoField.HOUR_OF_DAY, 1));
        show("time with day", () -> t.with(ChronoField.DAY_OF_MONTH, 1));
        show("instant with hour", () -> in.with(ChronoField.HOUR_OF_DAY, 1));
        show("check", () -> ChronoField.MINUTE_OF_HOUR.checkValidIntValue(60));
        show("check ok", () -> ChronoField.DAY_OF_YEAR.checkValidValue(366));
        ValueRange r = ValueRange.of(1, 28, 31);
        System.out.println(r + " " + r.getMinimum() + " " + r.getLargestMinimum() + " " + r.getSmallestMaximum() + " " + r.getMaximum() + " " + r.isFixed() + " " + r.isIntValue() + " " + r.isValidValue(30) + " " + r.isValidIntValue(32) + " " + ValueRange.of(0, 5).equals(ValueRange.of(0, 5)) + " " + ValueRange.of(-1, 0, 2, 3) + " " + ValueRange.of(Long.MIN_VALUE, 0).isIntValue());
        show("range bad", () -> ValueRange.of(5, 1));
        show("range bad2", () -> ValueRange.of(1, 5, 3));
        show("checkValid", () -> r.checkValidValue(0, ChronoField.DAY_OF_MONTH));
        show("checkValid null", () -> r.checkValidIntValue(40, null));
        System.out.println(ChronoField.valueOf("HOUR_OF_DAY") + " " + ChronoField.HOUR_OF_DAY.name() + " " + ChronoField.HOUR_OF_DAY.getDisplayName(Locale.US) + " " + ChronoField.DAY_OF_WEEK.getDisplayName(Locale.UK) + " " + ChronoField.AMPM_OF_DAY.getDisplayName(Locale.ROOT) + " " + ChronoField.NANO_OF_DAY.getDisplayName(Locale.US) + " " + ChronoField.DAY_OF_MONTH.getFrom(d) + " " + ChronoField.DAY_OF_MONTH.isSupportedBy(t) + " " + ChronoField.DAY_OF_MONTH.rangeRefinedBy(LocalDate.of(2023, 4, 1)) + " " + ChronoField.YEAR.adjustInto(d, 2000));
    }
}
