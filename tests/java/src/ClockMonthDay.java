import java.time.*;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoField;
import java.util.*;

// java.time.Clock (fixed, offset, tick, system) with the now(Clock) factories, and
// MonthDay (birthdays): construction, parsing, validity in a year, fields, ordering.
public class ClockMonthDay {
    static void show(String label, java.util.function.Supplier<Object> s) {
        try {
            System.out.println(label + " = " + s.get());
        } catch (RuntimeException e) {
            System.out.println(label + " -> " + e);
        }
    }

    public static void main(String[] args) {
        Instant at = Instant.parse("2024-02-29T23:59:58.123456789Z");
        Clock fixed = Clock.fixed(at, ZoneOffset.UTC);
        Clock tokyo = fixed.withZone(ZoneOffset.ofHours(9));
        System.out.println(fixed + " " + fixed.instant() + " " + fixed.millis() + " " + fixed.getZone() + " " + tokyo);
        System.out.println(LocalDate.now(fixed) + " " + LocalDate.now(tokyo) + " " + LocalDateTime.now(tokyo) + " " + LocalTime.now(fixed) + " " + Instant.now(tokyo) + " " + ZonedDateTime.now(tokyo) + " " + MonthDay.now(tokyo));
        Clock later = Clock.offset(fixed, Duration.ofSeconds(3));
        System.out.println(later + " " + later.instant() + " " + LocalDate.now(later) + " " + (Clock.offset(fixed, Duration.ZERO) == fixed) + " " + later.withZone(ZoneOffset.ofHours(-1)).getZone());
        Clock ticks = Clock.tick(fixed, Duration.ofSeconds(1));
        Clock ticks2 = Clock.tick(fixed, Duration.ofMillis(250));
        Clock ticks3 = Clock.tick(fixed, Duration.ofNanos(1000));
        System.out.println(ticks + " " + ticks.instant() + " " + ticks2.instant() + " " + ticks3.instant() + " " + ticks.millis() + " " + (Clock.tick(fixed, Duration.ofNanos(1)) == fixed));
        show("tick negative", () -> Clock.tick(fixed, Duration.ofSeconds(-1)));
        show("tick odd", () -> Clock.tick(fixed, Duration.ofNanos(7)));
        System.out.println(fixed.equals(Clock.fixed(at, ZoneOffset.UTC)) + " " + (fixed.hashCode() == Clock.fixed(at, ZoneOffset.UTC).hashCode()) + " " + Clock.systemUTC() + " " + Clock.systemUTC().equals(Clock.systemUTC()) + " " + Clock.system(ZoneOffset.ofHours(2)) + " " + Clock.tickMinutes(ZoneOffset.UTC));
        long before = System.currentTimeMillis();
        long sys = Clock.systemUTC().millis();
        long after = System.currentTimeMillis();
        System.out.println((before <= sys && sys <= after) + " " + (Clock.tickSeconds(ZoneOffset.UTC).millis() % 1000) + " " + Clock.tickMillis(ZoneOffset.UTC).instant().getNano() % 1000000);
        show("fixed null", () -> Clock.fixed(null, ZoneOffset.UTC));

        MonthDay birthday = MonthDay.of(2, 29);
        System.out.println(birthday + " " + birthday.getMonth() + " " + birthday.getDayOfMonth() + " " + birthday.isValidYear(2023) + " " + birthday.isValidYear(2024) + " " + birthday.atYear(2023) + " " + birthday.atYear(2024) + " " + MonthDay.of(Month.DECEMBER, 3) + " " + MonthDay.parse("--07-04") + " " + MonthDay.from(LocalDate.of(2020, 1, 9)));
        List<MonthDay> days = new ArrayList<>(List.of(MonthDay.of(12, 25), MonthDay.of(1, 1), MonthDay.of(7, 4), MonthDay.of(2, 14), MonthDay.of(7, 1)));
        Collections.sort(days);
        System.out.println(days + " " + days.get(0).isBefore(days.get(1)) + " " + MonthDay.of(3, 1).isAfter(birthday) + " " + MonthDay.of(3, 31).withMonth(4) + " " + MonthDay.of(3, 31).with(Month.FEBRUARY) + " " + MonthDay.of(1, 5).withDayOfMonth(31) + " " + MonthDay.of(5, 6).hashCode() + " " + MonthDay.of(5, 6).equals(MonthDay.parse("--05-06")));
        System.out.println(birthday.get(ChronoField.DAY_OF_MONTH) + " " + birthday.getLong(ChronoField.MONTH_OF_YEAR) + " " + birthday.range(ChronoField.DAY_OF_MONTH) + " " + MonthDay.of(4, 1).range(ChronoField.DAY_OF_MONTH) + " " + birthday.isSupported(ChronoField.YEAR) + " " + birthday.isSupported(ChronoField.DAY_OF_MONTH));
        show("feb 30", () -> MonthDay.of(2, 30));
        show("apr 31", () -> MonthDay.of(4, 31));
        show("month 13", () -> MonthDay.of(13, 1));
        show("day 0", () -> MonthDay.of(1, 0));
        show("withDay", () -> MonthDay.of(6, 1).withDayOfMonth(31));
        show("year field", () -> birthday.get(ChronoField.YEAR));
        for (String bad : List.of("--02-30", "--2-03", "02-03", "--02-03x", "--13-01", "--0a-01", "--02/03"))
            show("parse " + bad, () -> MonthDay.parse(bad));
        show("from time", () -> MonthDay.from(LocalTime.NOON));
    }
}
