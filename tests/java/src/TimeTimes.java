import java.time.*;
import java.time.temporal.ChronoUnit;

/** LocalTime, LocalDateTime and Duration: toString forms, wrapping, carrying, between. */
public class TimeTimes {
    public static void main(String[] args) {
        LocalTime t = LocalTime.of(10, 15);
        System.out.println(t + " " + LocalTime.of(10, 15, 30) + " " + LocalTime.of(10, 15, 0, 500000000) + " "
                + LocalTime.of(1, 2, 3, 4000) + " " + LocalTime.of(1, 2, 3, 5) + " " + LocalTime.of(0, 0, 0, 120000000)
                + " " + LocalTime.MIDNIGHT + " " + LocalTime.NOON + " " + LocalTime.MAX + " " + LocalTime.MIN);
        System.out.println(t.plusHours(15) + " " + t.minusMinutes(11 * 60) + " " + t.plusSeconds(-1) + " " + t.plusNanos(1)
                + " " + t.minusHours(25) + " " + t.withSecond(7) + " " + t.plus(90, ChronoUnit.MINUTES) + " "
                + LocalTime.ofSecondOfDay(3661) + " " + t.toSecondOfDay() + " " + LocalTime.ofNanoOfDay(1) + " "
                + t.truncatedTo(ChronoUnit.HOURS));
        System.out.println(t.until(LocalTime.of(8, 0), ChronoUnit.MINUTES) + " " + ChronoUnit.SECONDS.between(t, LocalTime.NOON)
                + " " + LocalTime.parse("23:59") + " " + LocalTime.parse("23:59:58.123") + " " + LocalTime.parse("07:00:01")
                + " " + t.isBefore(LocalTime.NOON) + " " + t.hashCode());
        for (int[] bad : new int[][] {{24, 0, 0}, {0, 60, 0}, {0, 0, 60}, {-1, 0, 0}}) {
            try {
                LocalTime.of(bad[0], bad[1], bad[2]);
            } catch (DateTimeException e) {
                System.out.println(e.getMessage());
            }
        }
        LocalDateTime dt = LocalDateTime.of(2024, 1, 5, 10, 15, 30);
        System.out.println(dt + " " + LocalDateTime.of(2024, 1, 5, 10, 15) + " " + dt.withNano(1000) + " " + dt.plusHours(14)
                + " " + dt.minusMinutes(10 * 24 * 60 + 16) + " " + dt.plusSeconds(-37_000_000L) + " " + dt.plusNanos(-1)
                + " " + dt.plusMonths(1).plusDays(27) + " " + dt.plus(Duration.ofHours(36)) + " " + dt.minus(Period.ofYears(24)));
        LocalDateTime e = LocalDateTime.of(2024, 3, 1, 9, 0);
        System.out.println(ChronoUnit.DAYS.between(dt, e) + " " + ChronoUnit.HOURS.between(dt, e) + " " + ChronoUnit.MINUTES.between(e, dt)
                + " " + ChronoUnit.MONTHS.between(dt, e) + " " + ChronoUnit.MILLIS.between(dt, e) + " " + Duration.between(dt, e)
                + " " + Duration.between(e, dt) + " " + dt.until(e, ChronoUnit.WEEKS) + " " + dt.toLocalDate() + " " + dt.toLocalTime()
                + " " + dt.getDayOfWeek() + " " + dt.toEpochSecond(ZoneOffset.UTC) + " " + LocalDateTime.parse("2024-02-29T23:59:59.999"));
        System.out.println(Duration.ofMinutes(90) + " " + Duration.ofSeconds(3661) + " " + Duration.ofMillis(1500) + " "
                + Duration.ofMillis(-1500) + " " + Duration.ofNanos(1) + " " + Duration.ofSeconds(-1, 1) + " " + Duration.ofDays(2)
                + " " + Duration.ZERO + " " + Duration.ofHours(-25) + " " + Duration.ofSeconds(59, 100) + " " + Duration.ofMillis(-500)
                + " " + Duration.ofSeconds(-61, 500_000_000) + " " + Duration.of(3, ChronoUnit.HALF_DAYS));
        Duration du = Duration.ofHours(1).plusMinutes(30).plusSeconds(15).plusMillis(250);
        System.out.println(du + " " + du.toMillis() + " " + du.toMinutes() + " " + du.toHoursPart() + " " + du.toMinutesPart() + " "
                + du.toSecondsPart() + " " + du.toMillisPart() + " " + du.getSeconds() + " " + du.getNano() + " " + du.negated() + " "
                + du.negated().toMillis() + " " + du.multipliedBy(3) + " " + du.dividedBy(4) + " " + du.dividedBy(Duration.ofMinutes(7))
                + " " + du.abs().equals(du) + " " + du.compareTo(Duration.ofHours(2)) + " " + du.hashCode() + " " + du.isNegative()
                + " " + du.toNanos() + " " + du.truncatedTo(ChronoUnit.MINUTES) + " " + Duration.ofDays(3).toDays());
        System.out.println(Duration.parse("PT1H30M") + " " + Duration.parse("P2DT3H4M") + " " + Duration.parse("PT-1.5S") + " "
                + Duration.parse("-PT6H3M") + " " + Duration.parse("PT0.000000001S") + " " + Duration.parse("pt10s"));
        try {
            Duration.parse("1H");
        } catch (DateTimeException x) {
            System.out.println(x.getMessage());
        }
        try {
            Duration.of(1, ChronoUnit.MONTHS);
        } catch (DateTimeException x) {
            System.out.println(x.getMessage());
        }
    }
}
