import java.time.*;
import java.time.temporal.ChronoUnit;

/** Instant, ZoneOffset, ZoneId (UTC and fixed offsets) and ZonedDateTime. */
public class TimeZonesInstants {
    public static void main(String[] args) {
        Instant i = Instant.ofEpochSecond(1704449730L);
        System.out.println(i + " " + Instant.EPOCH + " " + Instant.ofEpochMilli(1500) + " " + Instant.ofEpochMilli(-1) + " "
                + Instant.ofEpochSecond(0, 123456789) + " " + Instant.ofEpochSecond(0, 123456000) + " "
                + Instant.ofEpochSecond(-62167219200L) + " " + Instant.ofEpochSecond(253402300800L) + " "
                + Instant.ofEpochSecond(-62167219201L));
        System.out.println(i.plusSeconds(86400) + " " + i.minusMillis(1) + " " + i.plusNanos(5) + " " + i.toEpochMilli() + " "
                + Instant.ofEpochMilli(-1).toEpochMilli() + " " + i.plus(Duration.ofDays(-1)) + " " + i.plus(2, ChronoUnit.HOURS)
                + " " + i.truncatedTo(ChronoUnit.DAYS) + " " + ChronoUnit.MINUTES.between(Instant.EPOCH, i) + " "
                + Duration.between(Instant.EPOCH, i) + " " + i.isAfter(Instant.EPOCH) + " " + i.hashCode());
        System.out.println(Instant.parse("2024-01-05T10:15:30Z") + " " + Instant.parse("2024-01-05T10:15:30.5Z").toEpochMilli() + " "
                + Instant.parse("1969-12-31T23:59:59.999999999Z").getNano() + " " + Instant.parse("2024-01-05T10:15:30+02:00"));
        try {
            Instant.parse("2024-01-05 10:15:30Z");
        } catch (DateTimeException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(ZoneOffset.UTC + " " + ZoneOffset.ofHours(2) + " " + ZoneOffset.ofHoursMinutes(-5, -30) + " "
                + ZoneOffset.ofTotalSeconds(3723) + " " + ZoneOffset.of("+01") + " " + ZoneOffset.of("-0800") + " "
                + ZoneOffset.of("+05:45") + " " + ZoneOffset.of("Z").getTotalSeconds() + " " + ZoneOffset.MAX + " " + ZoneOffset.MIN
                + " " + ZoneOffset.ofHours(2).compareTo(ZoneOffset.ofHours(3)));
        for (String bad : new String[] {"+19", "+1:00", "1", "+01:60"}) {
            try {
                ZoneOffset.of(bad);
            } catch (DateTimeException e) {
                System.out.println(e.getMessage());
            }
        }
        System.out.println(ZoneId.of("UTC") + " " + ZoneId.of("Z") + " " + ZoneId.of("+02:00") + " " + ZoneId.of("UTC+01:00") + " "
                + ZoneId.of("GMT") + " " + ZoneId.of("Etc/UTC") + " " + ZoneId.of("UTC").equals(ZoneOffset.UTC) + " "
                + ZoneId.of("UTC").normalized() + " " + ZoneId.of("GMT-3").getId());
        try {
            ZoneId.of("Nowhere/Town");
        } catch (DateTimeException e) {
            System.out.println(e.getMessage());
        }
        ZonedDateTime z = ZonedDateTime.of(LocalDateTime.of(2024, 1, 5, 10, 15, 30), ZoneId.of("UTC"));
        ZonedDateTime o = ZonedDateTime.of(LocalDateTime.of(2024, 1, 5, 10, 15), ZoneOffset.ofHours(2));
        System.out.println(z + " " + o + " " + z.withZoneSameInstant(ZoneOffset.ofHoursMinutes(5, 30)) + " "
                + o.withZoneSameInstant(ZoneOffset.UTC) + " " + z.toInstant() + " " + o.toEpochSecond() + " " + z.getOffset()
                + " " + z.getZone() + " " + o.plusHours(20) + " " + z.withZoneSameLocal(ZoneId.of("GMT")));
        System.out.println(i.atZone(ZoneOffset.ofHours(-8)) + " " + i.atZone(ZoneId.of("UTC")).toLocalDate() + " "
                + ZonedDateTime.ofInstant(Instant.EPOCH, ZoneId.of("UTC-01:30")) + " " + ChronoUnit.MINUTES.between(o, z) + " "
                + o.isBefore(z) + " " + z.equals(ZonedDateTime.of(2024, 1, 5, 10, 15, 30, 0, ZoneId.of("UTC"))) + " "
                + LocalDate.of(2024, 6, 1).atStartOfDay(ZoneOffset.ofHours(3)) + " "
                + ZonedDateTime.parse("2024-01-05T10:15:30+01:00") + " " + ZonedDateTime.parse("2024-01-05T10:15:30Z[UTC]")
                + " " + LocalDateTime.ofEpochSecond(0, 0, ZoneOffset.ofHours(-1)) + " " + LocalDateTime.ofInstant(i, ZoneId.of("UTC")));
        // The system zone is not printed: it depends on the machine.
        System.out.println((Math.abs(Instant.now().toEpochMilli() - System.currentTimeMillis()) < 60000) + " "
                + (LocalDateTime.now().getYear() > 2000) + " " + (ZoneId.systemDefault() != null));
    }
}
