import java.time.*;
import java.time.format.*;
import java.time.temporal.*;

public class ExDateCalc {
    public static void main(String[] args) {
        LocalDate jan31 = LocalDate.of(2024, 1, 31);
        for (int m = 1; m <= 4; m++) System.out.println(jan31 + " +" + m + "M = " + jan31.plusMonths(m));
        System.out.println(LocalDate.of(2023, 1, 31).plusMonths(1) + " " + LocalDate.of(2024, 2, 29).plusYears(1)
            + " " + LocalDate.of(2024, 2, 29).plusYears(4) + " " + LocalDate.of(2024, 3, 31).minusMonths(1));
        for (int y : new int[]{1900, 2000, 2023, 2024, 2100}) {
            LocalDate d = LocalDate.of(y, 1, 1);
            System.out.println(y + " leap=" + d.isLeapYear() + " days=" + d.lengthOfYear() + " feb=" + d.withMonth(2).lengthOfMonth()
                + " jan1=" + d.getDayOfWeek() + " lastDay=" + d.with(TemporalAdjusters.lastDayOfYear()).getDayOfYear());
        }
        LocalDate birth = LocalDate.of(1990, 8, 15);
        LocalDate today = LocalDate.of(2024, 3, 10);
        Period age = Period.between(birth, today);
        System.out.println("age " + age + " = " + age.getYears() + "y " + age.getMonths() + "m " + age.getDays() + "d");
        System.out.println("days " + ChronoUnit.DAYS.between(birth, today) + " weeks " + ChronoUnit.WEEKS.between(birth, today)
            + " months " + ChronoUnit.MONTHS.between(birth, today) + " back " + ChronoUnit.DAYS.between(today, birth));
        System.out.println("period neg " + Period.between(today, birth) + " " + Period.of(1, 14, 40).normalized() + " " + Period.ofDays(0)
            + " " + Period.parse("P2Y3M4D").plusDays(10));
        LocalDate d = LocalDate.of(2024, 3, 10);
        System.out.println("next monday " + d.with(TemporalAdjusters.next(DayOfWeek.MONDAY))
            + " first of month " + d.with(TemporalAdjusters.firstDayOfMonth())
            + " last friday " + d.with(TemporalAdjusters.lastInMonth(DayOfWeek.FRIDAY))
            + " dow " + d.getDayOfWeek() + " " + d.getDayOfWeek().getValue() + " plus3 " + d.getDayOfWeek().plus(3));
        int workdays = 0;
        for (LocalDate x = LocalDate.of(2024, 2, 1); x.isBefore(LocalDate.of(2024, 3, 1)); x = x.plusDays(1)) {
            DayOfWeek w = x.getDayOfWeek();
            if (w != DayOfWeek.SATURDAY && w != DayOfWeek.SUNDAY) workdays++;
        }
        System.out.println("workdays Feb 2024: " + workdays);
        LocalDateTime dt = LocalDateTime.of(2024, 7, 4, 9, 5, 3, 120_000_000);
        String[] pats = {"yyyy-MM-dd", "dd/MM/yy", "d.M.yyyy", "EEEE, MMMM d, yyyy", "EEE MMM dd HH:mm:ss", "hh:mm a", "H:m:s.SSS",
            "yyyyMMdd'T'HHmmss", "D 'day of year'", "MMM", "uuuu-MM-dd'T'HH:mm"};
        for (String p : pats) System.out.println(String.format("%-22s %s", p, dt.format(DateTimeFormatter.ofPattern(p))));
        System.out.println(dt + " " + dt.format(DateTimeFormatter.ISO_LOCAL_DATE_TIME) + " " + DateTimeFormatter.ISO_DATE.format(dt));
        LocalDate parsed = LocalDate.parse("15/03/2024", DateTimeFormatter.ofPattern("dd/MM/yyyy"));
        System.out.println("parsed " + parsed + " " + LocalTime.parse("23:59:59").plusSeconds(2) + " " + LocalDate.parse("2024-12-31").plusDays(1));
        try {
            LocalDate.parse("2024-02-30");
        } catch (DateTimeParseException e) {
            System.out.println("DTPE: " + e.getMessage());
        }
        try {
            LocalDate.of(2023, 2, 29);
        } catch (DateTimeException e) {
            System.out.println("DTE: " + e.getMessage());
        }
        Duration dur = Duration.ofSeconds(3725, 500_000_000);
        System.out.println(dur + " h=" + dur.toHours() + " m=" + dur.toMinutesPart() + " s=" + dur.toSecondsPart() + " ms=" + dur.toMillis());
        System.out.printf("%02d:%02d:%02d%n", dur.toHours(), dur.toMinutesPart(), dur.toSecondsPart());
        System.out.println(Duration.between(LocalTime.of(22, 30), LocalTime.of(1, 15)) + " " + Duration.ofMinutes(90).plusMillis(1)
            + " " + Duration.ZERO + " " + Duration.ofDays(2).negated() + " " + Duration.parse("PT1H30M").getSeconds()
            + " " + Duration.ofMillis(-1500));
        Instant i = Instant.ofEpochSecond(1_700_000_000L);
        System.out.println(i + " " + i.plus(1, ChronoUnit.DAYS) + " " + LocalDateTime.ofEpochSecond(0, 0, ZoneOffset.UTC)
            + " " + ZonedDateTime.of(dt, ZoneOffset.ofHours(-5)).toInstant());
        System.out.println(YearMonth.of(2024, 2).lengthOfMonth() + " " + YearMonth.of(2024, 2).atEndOfMonth() + " " + Year.of(2024).isLeap()
            + " " + Month.JANUARY.minus(1) + " " + Month.FEBRUARY.maxLength());
        System.out.println(dt.withMinute(0).withSecond(0).withNano(0) + " " + dt.getDayOfYear() + " " + dt.toLocalDate().isAfter(parsed)
            + " " + LocalDate.of(2024, 1, 1).until(LocalDate.of(2024, 1, 5), ChronoUnit.DAYS));
    }
}
