import java.time.*;
import java.time.temporal.*;
import java.util.stream.*;

// truncatedTo of the local and zoned date-times, LocalDate.datesUntil with and without a
// step, and their errors.
public class TimeTruncateDates {
    static void show(String label, Runnable r) {
        try {
            r.run();
        } catch (RuntimeException e) {
            System.out.println(label + " -> " + e);
        }
    }

    public static void main(String[] args) {
        LocalDateTime dt = LocalDateTime.of(2023, 12, 31, 23, 59, 30, 123456789);
        for (ChronoUnit u : new ChronoUnit[]{ChronoUnit.NANOS, ChronoUnit.MICROS, ChronoUnit.MILLIS, ChronoUnit.SECONDS, ChronoUnit.MINUTES, ChronoUnit.HOURS, ChronoUnit.HALF_DAYS, ChronoUnit.DAYS})
            System.out.println(u + ": " + dt.truncatedTo(u) + " " + dt.toLocalTime().truncatedTo(u) + " " + dt.atZone(ZoneOffset.ofHours(3)).truncatedTo(u));
        show("weeks", () -> dt.truncatedTo(ChronoUnit.WEEKS));
        show("months", () -> LocalTime.NOON.truncatedTo(ChronoUnit.MONTHS));
        LocalDate d = LocalDate.of(2024, 2, 26);
        System.out.println(d.datesUntil(LocalDate.of(2024, 3, 3)).collect(Collectors.toList()));
        System.out.println(d.datesUntil(d).count() + " " + d.datesUntil(d.plusYears(1)).count() + " " + d.datesUntil(LocalDate.of(2024, 3, 2)).map(LocalDate::getDayOfWeek).map(Object::toString).collect(Collectors.joining(",")));
        System.out.println(LocalDate.of(2024, 1, 31).datesUntil(LocalDate.of(2024, 7, 1), Period.ofMonths(1)).collect(Collectors.toList()));
        System.out.println(d.datesUntil(LocalDate.of(2024, 4, 1), Period.ofWeeks(2)).collect(Collectors.toList()));
        System.out.println(d.datesUntil(LocalDate.of(2023, 12, 1), Period.ofDays(-20)).collect(Collectors.toList()));
        System.out.println(d.datesUntil(d, Period.ofDays(3)).count() + " " + d.datesUntil(LocalDate.of(2026, 1, 1), Period.of(1, 1, 1)).collect(Collectors.toList()));
        show("end before", () -> d.datesUntil(LocalDate.of(2024, 1, 1)));
        show("zero step", () -> d.datesUntil(LocalDate.of(2025, 1, 1), Period.ZERO));
        show("mixed step", () -> d.datesUntil(LocalDate.of(2025, 1, 1), Period.of(0, 1, -1)));
        show("wrong direction", () -> d.datesUntil(LocalDate.of(2025, 1, 1), Period.ofDays(-1)));
        show("wrong direction 2", () -> d.datesUntil(LocalDate.of(2020, 1, 1), Period.ofDays(1)));
    }
}
