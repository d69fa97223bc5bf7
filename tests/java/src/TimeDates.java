import java.time.*;
import java.time.temporal.ChronoUnit;
import java.util.*;

/** LocalDate, Period, Month, DayOfWeek: arithmetic, validation and toString forms. */
public class TimeDates {
    public static void main(String[] args) {
        LocalDate d = LocalDate.of(2024, 1, 31);
        System.out.println(d + " " + d.getDayOfWeek() + " " + d.getDayOfYear() + " " + d.isLeapYear() + " " + d.lengthOfMonth()
                + " " + d.lengthOfYear() + " " + d.getMonth() + " " + d.toEpochDay());
        System.out.println(d.plusMonths(1) + " " + d.plusMonths(13) + " " + d.minusMonths(2) + " " + d.plusDays(30) + " "
                + d.plusWeeks(-5) + " " + d.plusYears(1).withMonth(2) + " " + d.withDayOfMonth(1) + " " + d.withDayOfYear(60));
        System.out.println(LocalDate.of(2024, 2, 29).plusYears(1) + " " + LocalDate.of(2024, 2, 29).minusYears(4) + " "
                + LocalDate.ofEpochDay(0) + " " + LocalDate.ofEpochDay(-1) + " " + LocalDate.ofEpochDay(19000) + " "
                + LocalDate.ofYearDay(2023, 365) + " " + LocalDate.ofYearDay(2024, 366));
        System.out.println(LocalDate.of(-1, 3, 4) + " " + LocalDate.of(0, 1, 1) + " " + LocalDate.of(999, 12, 31) + " "
                + LocalDate.of(10000, 1, 1) + " " + LocalDate.of(-10000, 1, 1) + " " + LocalDate.MIN + " " + LocalDate.MAX
                + " " + LocalDate.EPOCH);
        for (int y : new int[] {1900, 2000, 2023, 2024, 2100, -4}) {
            System.out.print(y + ":" + Year(y) + " ");
        }
        System.out.println();
        for (int[] bad : new int[][] {{2023, 2, 29}, {2024, 4, 31}, {2024, 13, 1}, {2024, 0, 1}, {2024, 1, 32}, {2024, 1, 0}, {1000000000, 1, 1}}) {
            try {
                LocalDate.of(bad[0], bad[1], bad[2]);
            } catch (DateTimeException e) {
                System.out.println(e.getMessage());
            }
        }
        LocalDate a = LocalDate.of(2020, 5, 17), b = LocalDate.of(2024, 3, 5);
        System.out.println(Period.between(a, b) + " " + Period.between(b, a) + " " + a.until(b) + " "
                + ChronoUnit.DAYS.between(a, b) + " " + ChronoUnit.WEEKS.between(a, b) + " " + ChronoUnit.MONTHS.between(a, b)
                + " " + ChronoUnit.YEARS.between(a, b) + " " + a.until(b, ChronoUnit.DECADES) + " " + ChronoUnit.DAYS.between(b, a));
        System.out.println(Period.between(LocalDate.of(2024, 1, 31), LocalDate.of(2024, 3, 1)) + " "
                + Period.between(LocalDate.of(2024, 3, 31), LocalDate.of(2024, 2, 1)) + " " + Period.between(a, a));
        Period p = Period.of(1, 14, 40);
        System.out.println(p + " " + p.normalized() + " " + p.toTotalMonths() + " " + p.negated() + " " + Period.ZERO + " "
                + Period.ofWeeks(3) + " " + Period.ofMonths(-2) + " " + p.plusDays(5).minusYears(1) + " " + p.multipliedBy(2)
                + " " + Period.parse("P1Y2M3D") + " " + Period.parse("-P2W") + " " + Period.parse("P-1M") + " " + p.isNegative());
        System.out.println(d.plus(Period.ofMonths(1)) + " " + d.minus(p) + " " + d.plus(3, ChronoUnit.DECADES) + " "
                + d.minus(1, ChronoUnit.CENTURIES) + " " + LocalDate.parse("2023-06-15").atStartOfDay() + " "
                + LocalDate.parse("2023-06-15").atTime(9, 30));
        System.out.println(a.isBefore(b) + " " + a.isAfter(b) + " " + a.equals(LocalDate.of(2020, 5, 17)) + " " + a.compareTo(b)
                + " " + a.hashCode() + " " + LocalDate.of(-5, 1, 1).hashCode() + " " + p.hashCode());
        for (Month m : Month.values()) {
            System.out.print(m.getValue() + "" + m.name().charAt(0) + m.length(false) + "/" + m.firstDayOfYear(true) + " ");
        }
        System.out.println();
        System.out.println(Month.JANUARY.plus(-1) + " " + Month.of(12).plus(14) + " " + DayOfWeek.MONDAY.plus(-1) + " "
                + DayOfWeek.of(7) + " " + DayOfWeek.SUNDAY.getValue() + " " + DayOfWeek.FRIDAY.minus(10) + " "
                + Month.MAY.firstMonthOfQuarter() + " " + Month.FEBRUARY.maxLength());
        try {
            Month.of(13);
        } catch (DateTimeException e) {
            System.out.println(e.getMessage());
        }
        try {
            LocalDate.parse("2023-02-30");
        } catch (DateTimeException e) {
            System.out.println(e.getMessage());
        }
        try {
            LocalDate.parse("2023-2-3");
        } catch (DateTimeException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(LocalDate.parse("+12345-01-02") + " " + LocalDate.parse("-0004-12-31") + " "
                + LocalDate.parse("2024-02-29").getDayOfWeek());
        LocalDate x = LocalDate.of(2024, 2, 14);
        StringBuilder sb = new StringBuilder();
        for (java.time.temporal.TemporalAdjuster adj : new java.time.temporal.TemporalAdjuster[] {
                java.time.temporal.TemporalAdjusters.firstDayOfMonth(), java.time.temporal.TemporalAdjusters.lastDayOfMonth(),
                java.time.temporal.TemporalAdjusters.firstDayOfNextMonth(), java.time.temporal.TemporalAdjusters.firstDayOfYear(),
                java.time.temporal.TemporalAdjusters.lastDayOfYear(), java.time.temporal.TemporalAdjusters.firstDayOfNextYear(),
                java.time.temporal.TemporalAdjusters.next(DayOfWeek.WEDNESDAY), java.time.temporal.TemporalAdjusters.nextOrSame(DayOfWeek.WEDNESDAY),
                java.time.temporal.TemporalAdjusters.previous(DayOfWeek.MONDAY), java.time.temporal.TemporalAdjusters.previousOrSame(DayOfWeek.SUNDAY),
                java.time.temporal.TemporalAdjusters.firstInMonth(DayOfWeek.FRIDAY), java.time.temporal.TemporalAdjusters.lastInMonth(DayOfWeek.THURSDAY),
                java.time.temporal.TemporalAdjusters.dayOfWeekInMonth(0, DayOfWeek.TUESDAY), java.time.temporal.TemporalAdjusters.dayOfWeekInMonth(5, DayOfWeek.THURSDAY),
                java.time.temporal.TemporalAdjusters.dayOfWeekInMonth(-2, DayOfWeek.SATURDAY),
                java.time.temporal.TemporalAdjusters.ofDateAdjuster(t -> t.plusDays(100))}) {
            sb.append(x.with(adj)).append(' ');
        }
        System.out.println(sb);
        System.out.println(x.atTime(13, 45).with(java.time.temporal.TemporalAdjusters.lastDayOfMonth()) + " "
                + x.atStartOfDay(ZoneOffset.ofHours(1)).with(java.time.temporal.TemporalAdjusters.next(DayOfWeek.SUNDAY)));
        System.out.println(Year.isLeap(2024) + " " + Year.isLeap(1900) + " " + Year.of(2023).length() + " " + Year.of(2024).atDay(60) + " "
                + Year.of(-5) + " " + Year.parse("1999").plusYears(1) + " " + Year.of(2024).atMonth(2) + " " + Year.of(5).compareTo(Year.of(3)));
        YearMonth ym = YearMonth.of(2024, 2);
        System.out.println(ym + " " + ym.lengthOfMonth() + " " + ym.atEndOfMonth() + " " + ym.plusMonths(11) + " " + ym.minusMonths(2)
                + " " + YearMonth.parse("2023-11").atDay(5) + " " + YearMonth.of(12345, 1) + " " + YearMonth.of(-1, 12) + " "
                + ym.isValidDay(30) + " " + ym.hashCode() + " " + YearMonth.from(d) + " " + ym.compareTo(YearMonth.of(2023, 12)));
        List<LocalDate> l = new ArrayList<>(List.of(b, a, d));
        Collections.sort(l);
        System.out.println(l);
    }

    static boolean Year(int y) {
        return LocalDate.of(y, 1, 1).isLeapYear();
    }
}
