import java.time.*;
import java.time.format.*;

/** DateTimeFormatter: patterns and the ISO formatters, formatting and parsing with their errors. */
public class TimeFormat {
    static void tryParse(String what, Runnable r) {
        try {
            r.run();
        } catch (DateTimeParseException e) {
            System.out.println(what + ": " + e.getMessage() + " @" + e.getErrorIndex());
        } catch (DateTimeException | IllegalArgumentException e) {
            System.out.println(what + ": " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        LocalDateTime dt = LocalDateTime.of(2024, 1, 5, 9, 7, 3, 45000000);
        String[] patterns = {"yyyy-MM-dd HH:mm:ss", "dd/MM/yyyy", "d.M.yy", "MMM d, yyyy", "MMMM", "EEE, d MMM yyyy HH:mm",
            "EEEE", "h:mm a", "hh 'o''clock' a", "HH:mm:ss.SSS", "yyyyMMddHHmmss", "D", "'Week day:' e", "uuuu-MM-dd'T'HH:mm",
            "[yyyy][-MM]", "S", "SSSSSS", "k K", "y", "''"};
        for (String p : patterns) {
            System.out.println(p + " -> " + dt.format(DateTimeFormatter.ofPattern(p)));
        }
        LocalDate d = LocalDate.of(2024, 12, 25);
        LocalTime t = LocalTime.of(23, 5);
        ZonedDateTime z = ZonedDateTime.of(dt, ZoneOffset.ofHoursMinutes(5, 30));
        System.out.println(DateTimeFormatter.ISO_LOCAL_DATE.format(d) + " " + DateTimeFormatter.ISO_LOCAL_TIME.format(t) + " "
                + DateTimeFormatter.ISO_LOCAL_TIME.format(LocalTime.of(1, 2, 3, 400000000)) + " "
                + DateTimeFormatter.ISO_LOCAL_DATE_TIME.format(dt) + " " + DateTimeFormatter.ISO_DATE.format(d) + " "
                + DateTimeFormatter.BASIC_ISO_DATE.format(d) + " " + DateTimeFormatter.ISO_OFFSET_DATE_TIME.format(z) + " "
                + DateTimeFormatter.ISO_ZONED_DATE_TIME.format(z) + " " + DateTimeFormatter.ISO_ZONED_DATE_TIME.format(z.withZoneSameLocal(ZoneId.of("UTC")))
                + " " + DateTimeFormatter.ISO_INSTANT.format(z) + " " + DateTimeFormatter.ISO_DATE.format(z) + " "
                + DateTimeFormatter.ISO_DATE_TIME.format(z));
        System.out.println(z.format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm XXX")) + " " + z.format(DateTimeFormatter.ofPattern("Z x X xxx"))
                + " " + z.withZoneSameInstant(ZoneOffset.UTC).format(DateTimeFormatter.ofPattern("XXX xx Z")) + " "
                + z.withZoneSameLocal(ZoneId.of("UTC")).format(DateTimeFormatter.ofPattern("VV")));
        System.out.println(LocalDate.parse("05/01/2024", DateTimeFormatter.ofPattern("dd/MM/yyyy")) + " "
                + LocalDateTime.parse("2024-01-05 09:07:03", DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss")) + " "
                + LocalDate.parse("Jan 5, 2024", DateTimeFormatter.ofPattern("MMM d, yyyy")) + " "
                + LocalDate.parse("20240105", DateTimeFormatter.BASIC_ISO_DATE) + " "
                + LocalDate.parse("20240105", DateTimeFormatter.ofPattern("yyyyMMdd")) + " "
                + LocalTime.parse("9:05 PM", DateTimeFormatter.ofPattern("h:mm a")) + " "
                + LocalDate.parse("2023-02-30", DateTimeFormatter.ofPattern("yyyy-MM-dd")) + " "
                + LocalDate.parse("5.1.24", DateTimeFormatter.ofPattern("d.M.yy")) + " "
                + LocalTime.parse("12:34:56.789", DateTimeFormatter.ofPattern("HH:mm:ss.SSS")) + " "
                + LocalDateTime.parse("2024-01-05T10:15").getSecond() + " " + LocalTime.parse("10:15:30.123456789"));
        tryParse("p1", () -> LocalDate.parse("2024-13-01"));
        tryParse("p2", () -> LocalDate.parse("2024-01-05x"));
        tryParse("p3", () -> LocalDate.parse("05/01/2024", DateTimeFormatter.ofPattern("dd-MM-yyyy")));
        tryParse("p4", () -> LocalDate.parse("2023-02-29", DateTimeFormatter.ofPattern("yyyy-MM-dd")));
        tryParse("p5", () -> LocalTime.parse("25:00"));
        tryParse("p6", () -> LocalDate.parse("2024-04-31"));
        tryParse("p7", () -> LocalDate.parse("2024-01-32", DateTimeFormatter.ofPattern("yyyy-MM-dd")));
        tryParse("p8", () -> LocalDateTime.parse("2024-01-05"));
        tryParse("f1", () -> LocalDate.of(2024, 1, 1).format(DateTimeFormatter.ofPattern("HH:mm")));
        tryParse("f2", () -> DateTimeFormatter.ofPattern("yyyy-bb"));
        tryParse("f3", () -> DateTimeFormatter.ofPattern("ddd"));
        tryParse("f4", () -> DateTimeFormatter.ofPattern("'open"));
        tryParse("f5", () -> LocalTime.of(1, 2).format(DateTimeFormatter.ISO_LOCAL_DATE));
        tryParse("f6", () -> dt.format(DateTimeFormatter.ofPattern("HH:mm XXX")));
    }
}
