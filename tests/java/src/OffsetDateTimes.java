import java.time.*; import java.time.format.*; import java.time.temporal.*; import java.util.*;
/* java.time.OffsetDateTime and OffsetTime: construction, getters, offset changes, arithmetic,
 * fields, ordering (natural and time-line), parsing and formatting, conversions, and the
 * JDK 17 messages for bad input. */
public class OffsetDateTimes {
  interface Body { Object run() throws Exception; }
  static void t(String n, Body b) { try { System.out.println(n + ": " + b.run()); } catch (Throwable e) { System.out.println(n + ": " + e); } }
  public static void main(String[] a) {
    ZoneOffset p2 = ZoneOffset.ofHours(2), m5 = ZoneOffset.ofHoursMinutes(-5, -30);
    OffsetDateTime o = OffsetDateTime.of(2024, 2, 29, 23, 59, 30, 123456789, p2);
    System.out.println(o + " " + o.getOffset() + " " + o.toLocalDateTime() + " " + o.toLocalDate() + " " + o.toLocalTime() + " " + o.getDayOfWeek() + " " + o.getDayOfYear() + " " + o.getMonth());
    System.out.println(o.toInstant() + " " + o.toEpochSecond() + " " + o.withOffsetSameInstant(m5) + " " + o.withOffsetSameLocal(m5) + " " + o.withOffsetSameInstant(ZoneOffset.UTC));
    System.out.println(o.plusDays(1) + " " + o.plusSeconds(45) + " " + o.minusMonths(12) + " " + o.plusYears(1) + " " + o.plus(Period.ofWeeks(1)) + " " + o.plus(Duration.ofHours(2)) + " " + o.plus(3, ChronoUnit.MILLIS) + " " + o.truncatedTo(ChronoUnit.MINUTES));
    System.out.println(o.withYear(2023) + " " + o.withHour(0).withNano(0) + " " + o.with(ChronoField.OFFSET_SECONDS, 3600) + " " + o.with(ChronoField.INSTANT_SECONDS, 0) + " " + o.with(TemporalAdjusters.firstDayOfMonth()));
    System.out.println(o.get(ChronoField.OFFSET_SECONDS) + " " + o.getLong(ChronoField.INSTANT_SECONDS) + " " + o.get(ChronoField.HOUR_OF_DAY) + " " + o.isSupported(ChronoField.OFFSET_SECONDS) + " " + o.isSupported(ChronoUnit.DAYS) + " " + o.range(ChronoField.DAY_OF_MONTH));
    t("getInstant", () -> o.get(ChronoField.INSTANT_SECONDS));
    OffsetDateTime same = o.withOffsetSameInstant(m5);
    System.out.println(o.equals(same) + " " + o.isEqual(same) + " " + o.compareTo(same) + " " + same.compareTo(o) + " " + o.isAfter(same) + " " + o.isBefore(o.plusNanos(1)) + " " + (o.hashCode() == OffsetDateTime.of(o.toLocalDateTime(), p2).hashCode()) + " " + o.hashCode());
    List<OffsetDateTime> l = new ArrayList<>(List.of(o, same, o.minusHours(1), same.plusNanos(1)));
    Collections.sort(l); System.out.println(l);
    l.sort(OffsetDateTime.timeLineOrder()); System.out.println(l);
    System.out.println(o.until(o.plusHours(5).withOffsetSameInstant(m5), ChronoUnit.MINUTES) + " " + ChronoUnit.DAYS.between(o, o.plusDays(10)));
    System.out.println(OffsetDateTime.parse("2007-12-03T10:15:30+01:00") + " " + OffsetDateTime.parse("2007-12-03T10:15:30.5Z") + " " + OffsetDateTime.parse("2007-12-03T10:15-05:30"));
    t("parse no offset", () -> OffsetDateTime.parse("2007-12-03T10:15:30"));
    t("parse bad", () -> OffsetDateTime.parse("2007-13-03T10:15:30Z"));
    System.out.println(o.format(DateTimeFormatter.ISO_OFFSET_DATE_TIME) + " " + o.format(DateTimeFormatter.ofPattern("yyyy/MM/dd HH:mm:ss XXX")) + " " + o.format(DateTimeFormatter.ISO_LOCAL_DATE));
    System.out.println(o.toZonedDateTime() + " " + o.atZoneSameInstant(ZoneOffset.UTC) + " " + o.toOffsetTime() + " " + ZonedDateTime.of(o.toLocalDateTime(), m5).toOffsetDateTime());
    System.out.println(OffsetDateTime.ofInstant(Instant.ofEpochSecond(1700000000L, 5), m5) + " " + OffsetDateTime.from(ZonedDateTime.of(2020, 1, 1, 0, 0, 0, 0, ZoneOffset.UTC)) + " " + OffsetDateTime.MIN + " " + OffsetDateTime.MAX);
    t("from local", () -> OffsetDateTime.from(LocalDateTime.of(2020, 1, 1, 0, 0)));
    t("null offset", () -> OffsetDateTime.of(LocalDateTime.of(2020, 1, 1, 0, 0), null));
    OffsetTime ot = OffsetTime.of(10, 15, 30, 0, p2);
    System.out.println(ot + " " + ot.getHour() + " " + ot.toLocalTime() + " " + ot.withOffsetSameInstant(ZoneOffset.UTC) + " " + ot.withOffsetSameInstant(ZoneOffset.ofHours(-12)) + " " + ot.withOffsetSameLocal(m5) + " " + ot.plusHours(15) + " " + ot.minusMinutes(16) + " " + ot.atDate(LocalDate.of(2020, 5, 6)) + " " + ot.toEpochSecond(LocalDate.of(1970, 1, 1)));
    OffsetTime ou = ot.withOffsetSameInstant(ZoneOffset.UTC);
    System.out.println(ot.equals(ou) + " " + ot.isEqual(ou) + " " + ot.compareTo(ou) + " " + ou.compareTo(ot) + " " + ot.isAfter(ou) + " " + ot.isBefore(ot.plusNanos(1)) + " " + ot.hashCode() + " " + ot.until(ou.plusHours(1), ChronoUnit.MINUTES));
    System.out.println(OffsetTime.parse("10:15:30+01:00") + " " + OffsetTime.parse("10:15Z") + " " + OffsetTime.parse("23:59:59.999-18:00") + " " + OffsetTime.MIN + " " + OffsetTime.MAX + " " + ot.format(DateTimeFormatter.ISO_OFFSET_TIME) + " " + DateTimeFormatter.ISO_OFFSET_TIME.format(ot));
    t("time parse bad", () -> OffsetTime.parse("10:15:30"));
    t("time get day", () -> ot.get(ChronoField.DAY_OF_MONTH));
    t("time supported", () -> ot.isSupported(ChronoField.DAY_OF_MONTH) + " " + ot.isSupported(ChronoField.OFFSET_SECONDS) + " " + ot.isSupported(ChronoUnit.DAYS) + " " + ot.isSupported(ChronoUnit.HOURS));
    System.out.println(ot.with(ChronoField.OFFSET_SECONDS, -3600) + " " + ot.with(ChronoField.HOUR_OF_DAY, 1) + " " + ot.getLong(ChronoField.NANO_OF_DAY) + " " + OffsetTime.ofInstant(Instant.ofEpochSecond(3600 * 30), m5) + " " + OffsetTime.from(o));
  }
}
