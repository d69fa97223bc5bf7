// Calendar weeks and names, legacy Windows text and small utilities as reports and
// file converters use them: WeekFields for several conventions, windows-1252
// text, java.time arithmetic, regex replacement, UUIDs, Base64, Properties
// and Scanner tokens.
import java.io.*;
import java.nio.charset.*;
import java.time.*;
import java.time.format.*;
import java.time.temporal.*;
import java.util.*;
import java.util.concurrent.Callable;
import java.util.regex.*;

public class EverydayMisc3 {
    static void show(String what, Callable<Object> c) {
        try { System.out.println(what + " = " + c.call()); } catch (Throwable e) { System.out.println(what + " ! " + e); }
    }

    public static void main(String[] args) throws Exception {
        // WeekFields: every field over eight years of dates, folded into one checksum per convention
        for (WeekFields w : new WeekFields[] {WeekFields.ISO, WeekFields.SUNDAY_START, WeekFields.of(DayOfWeek.SATURDAY, 1), WeekFields.of(DayOfWeek.SUNDAY, 4), WeekFields.of(DayOfWeek.WEDNESDAY, 7), WeekFields.of(Locale.US), WeekFields.of(Locale.GERMANY)}) {
            long h = 0;
            LocalDate d = LocalDate.of(1999, 12, 1);
            for (int i = 0; i < 3000; i += 3, d = d.plusDays(3)) {
                h = h * 31 + d.get(w.dayOfWeek());
                h = h * 31 + d.get(w.weekOfMonth());
                h = h * 31 + d.get(w.weekOfYear());
                h = h * 31 + d.get(w.weekOfWeekBasedYear());
                h = h * 31 + d.get(w.weekBasedYear());
                h = h * 31 + d.range(w.weekOfMonth()).getMaximum() + d.range(w.weekOfYear()).getMinimum() * 7 + d.range(w.weekOfWeekBasedYear()).getMaximum();
            }
            LocalDate x = LocalDate.of(2024, 12, 30);
            System.out.println(w + " " + h + " " + x.with(w.dayOfWeek(), 1) + " " + x.with(w.weekOfYear(), 10) + " " + x.with(w.weekBasedYear(), 2021) + " " + x.with(w.weekOfWeekBasedYear(), 1) + " " + x.get(w.weekOfWeekBasedYear()) + " " + x.get(w.weekBasedYear()) + " " + w.weekOfMonth() + " " + w.dayOfWeek().range() + " " + w.weekOfYear().range() + " " + w.hashCode() + " " + w.equals(WeekFields.of(w.getFirstDayOfWeek(), w.getMinimalDaysInFirstWeek())));
        }
        show("weekFields8", () -> WeekFields.of(DayOfWeek.MONDAY, 8));
        show("weekOfTime", () -> LocalTime.NOON.get(WeekFields.ISO.dayOfWeek()));
        show("week60", () -> LocalDate.of(2024, 1, 1).with(WeekFields.ISO.weekOfYear(), 60));
        System.out.println(LocalDateTime.of(2024, 6, 15, 10, 0).get(WeekFields.of(Locale.US).weekOfYear()) + " " + WeekFields.of(Locale.UK) + " " + WeekFields.of(new Locale("ar", "EG")) + " " + WeekFields.of(Locale.ENGLISH) + " " + WeekFields.of(new Locale("pt", "PT")) + " " + (WeekFields.ISO == WeekFields.of(DayOfWeek.MONDAY, 4)) + " " + WeekFields.WEEK_BASED_YEARS + " " + LocalDate.of(2024, 6, 15).get(WeekFields.ISO.weekOfWeekBasedYear()) + " " + LocalDate.of(2024, 6, 15).get(IsoFields.WEEK_OF_WEEK_BASED_YEAR));

        // week-based patterns: 'Y', 'w', 'W' and the locale's day number 'e'/'c'
        StringBuilder wk = new StringBuilder();
        LocalDate wd = LocalDate.of(2021, 1, 1);
        for (int i = 0; i < 12; i++, wd = wd.plusDays(61)) wk.append(DateTimeFormatter.ofPattern("Y YY YYYY w ww W e c", Locale.US).format(wd)).append(" / ").append(DateTimeFormatter.ofPattern("YYYY-ww-e W", Locale.FRANCE).format(wd)).append(" | ");
        System.out.println(wk);
        for (String p : List.of("www", "WW"))
            show("pattern " + p, () -> DateTimeFormatter.ofPattern(p));
        show("weekOfTimeFormat", () -> DateTimeFormatter.ofPattern("w").format(LocalTime.NOON));
        show("parseWeekDate", () -> LocalDate.parse("2025-W01-2", DateTimeFormatter.ofPattern("YYYY-'W'ww-e", Locale.US)) + " " + LocalDate.parse("2025-W01-2", DateTimeFormatter.ofPattern("YYYY-'W'ww-e", Locale.GERMANY)) + " " + LocalDate.parse("2024-03-05 3", DateTimeFormatter.ofPattern("yyyy-MM-dd e", Locale.US)) + " " + LocalDate.parse("2024-03-05 Tue", DateTimeFormatter.ofPattern("yyyy-MM-dd EEE", Locale.US)));
        show("parseDowConflict", () -> LocalDate.parse("2024-03-05 2", DateTimeFormatter.ofPattern("yyyy-MM-dd e", Locale.US)));
        show("parseDowConflict2", () -> LocalDate.parse("2024-03-05 Wed", DateTimeFormatter.ofPattern("yyyy-MM-dd EEE", Locale.US)));
        show("parseDowRange", () -> LocalDate.parse("2024-03-05 9", DateTimeFormatter.ofPattern("yyyy-MM-dd e", Locale.US)));
        show("parseWeekRange", () -> LocalDate.parse("2024-W60-1", DateTimeFormatter.ofPattern("YYYY-'W'ww-e", Locale.US)));

        // Calendar display names
        Calendar cal = new GregorianCalendar(2024, Calendar.MARCH, 5, 14, 7);
        int[] styles = {Calendar.SHORT, Calendar.LONG, Calendar.NARROW_FORMAT, Calendar.SHORT_STANDALONE, Calendar.LONG_STANDALONE, Calendar.NARROW_STANDALONE};
        for (int field : new int[] {Calendar.ERA, Calendar.MONTH, Calendar.DAY_OF_WEEK, Calendar.AM_PM, Calendar.YEAR}) {
            StringBuilder names = new StringBuilder().append(field);
            for (int style : styles) names.append(' ').append(cal.getDisplayName(field, style, Locale.US));
            System.out.println(names);
        }
        show("displayNameAll", () -> cal.getDisplayName(Calendar.MONTH, Calendar.ALL_STYLES, Locale.US));
        show("displayNameStyle", () -> cal.getDisplayName(Calendar.MONTH, 3, Locale.US));
        show("displayNameLocale", () -> cal.getDisplayName(Calendar.MONTH, Calendar.SHORT, null));
        show("displayNameField", () -> cal.getDisplayName(99, Calendar.SHORT, Locale.US));
        StringBuilder monthsOut = new StringBuilder();
        for (int m = 0; m < 12; m++) { cal.set(Calendar.MONTH, m); monthsOut.append(cal.getDisplayName(Calendar.MONTH, Calendar.LONG, Locale.US)).append(cal.getDisplayName(Calendar.DAY_OF_WEEK, Calendar.SHORT, Locale.US)).append(' '); }
        System.out.println(monthsOut);

        // windows-1252
        Charset cp = Charset.forName("windows-1252");
        System.out.println(cp + " " + new TreeSet<>(cp.aliases()) + " " + cp.displayName() + " " + cp.canEncode() + " " + Charset.forName("Cp1252") + " " + Charset.isSupported("cp1252") + " " + cp.contains(StandardCharsets.US_ASCII) + " " + cp.contains(cp) + " " + Charset.availableCharsets().containsKey("windows-1252"));
        StringBuilder high = new StringBuilder();
        for (int b = 0x80; b < 0xA0; b++) high.append(String.format("%04X ", (int) new String(new byte[] {(byte) b}, cp).charAt(0)));
        System.out.println(high);
        System.out.println(Arrays.toString("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ é\u0081\u20ac\u4e00😀".getBytes(cp)) + " " + Arrays.toString("é€".getBytes("windows-1252")) + " " + new String(new byte[] {(byte) 0x93, 'h', 'i', (byte) 0x94, (byte) 0xE9}, "Cp1252"));
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        try (Writer wr = new OutputStreamWriter(bos, cp)) { wr.write("naïve “quotes” – 5€"); }
        BufferedReader br = new BufferedReader(new InputStreamReader(new ByteArrayInputStream(bos.toByteArray()), "windows-1252"));
        System.out.println(bos.size() + " " + Arrays.toString(bos.toByteArray()) + " " + br.readLine() + " " + cp.decode(cp.encode("Œuvre")) + " " + new String("x".getBytes(cp), StandardCharsets.UTF_8));

        // java.time arithmetic
        show("duration", () -> Duration.ofSeconds(3725, 5000) + " " + Duration.ofMillis(-1500) + " " + Duration.parse("PT1H30M").toMinutes() + " " + Duration.between(LocalTime.of(9, 0), LocalTime.of(17, 30)).toHoursPart());
        show("period", () -> Period.between(LocalDate.of(2000, 1, 31), LocalDate.of(2024, 3, 1)) + " " + Period.parse("P1Y2M3D").normalized() + " " + Period.ofMonths(14).normalized() + " " + ChronoUnit.DAYS.between(LocalDate.of(2024, 1, 1), LocalDate.of(2024, 12, 25)));
        show("calendar", () -> DayOfWeek.MONDAY.plus(10) + " " + DayOfWeek.SUNDAY.getDisplayName(TextStyle.SHORT, Locale.US) + " " + Month.FEBRUARY.length(true) + " " + Month.of(12).getDisplayName(TextStyle.FULL, Locale.US) + " " + YearMonth.of(2024, 2).lengthOfMonth() + " " + Year.isLeap(1900) + " " + LocalDate.of(2024, 1, 1).with(TemporalAdjusters.lastDayOfMonth()) + " " + LocalDate.of(2024, 1, 1).with(TemporalAdjusters.next(DayOfWeek.FRIDAY)) + " " + LocalDate.of(2024, 6, 15).getDayOfYear());
        show("patterns", () -> DateTimeFormatter.ofPattern("EEEE, MMMM d, uuuu h:mm a").format(LocalDateTime.of(2024, 3, 5, 14, 7)) + " | " + DateTimeFormatter.ofPattern("dd/MM/yy HH:mm:ss.SSS").format(LocalDateTime.of(2024, 3, 5, 14, 7, 9, 123000000)) + " | " + DateTimeFormatter.ISO_WEEK_DATE.format(LocalDate.of(2024, 3, 5)) + " | " + DateTimeFormatter.BASIC_ISO_DATE.format(LocalDate.of(2024, 3, 5)) + " | " + LocalDate.of(2024, 3, 5).format(DateTimeFormatter.ofLocalizedDate(FormatStyle.FULL)));
        show("parseBad", () -> LocalDate.parse("2023-02-30"));
        show("parseBad2", () -> LocalDate.parse("2023/02/03"));
        show("patternBad", () -> DateTimeFormatter.ofPattern("yyyy-MM-dd").parse("2024-13-01"));
        show("instant", () -> Instant.ofEpochSecond(1700000000) + " " + Instant.ofEpochMilli(1) + " " + Instant.parse("2024-01-01T00:00:00Z").getEpochSecond() + " " + ZonedDateTime.of(2024, 3, 10, 1, 30, 0, 0, ZoneId.of("America/New_York")).plusHours(1));

        // regex replacement, UUID, Base64
        show("regex", () -> "a.b.c".split(Pattern.quote(".")).length + " " + "John Smith".replaceAll("(\\w+) (\\w+)", "$2, $1") + " " + Pattern.compile("(?<year>\\d{4})-(?<m>\\d\\d)").matcher("on 2024-03").replaceAll("${m}/${year}") + " " + Matcher.quoteReplacement("$1\\"));
        show("regexBadGroup", () -> "x".replaceAll("x", "$2"));
        show("regexUnclosed", () -> Pattern.compile("(unclosed"));
        show("appendReplacement", () -> { Matcher m = Pattern.compile("\\d+").matcher("a1b22c333"); StringBuilder sb = new StringBuilder(); while (m.find()) m.appendReplacement(sb, String.valueOf(Integer.parseInt(m.group()) * 2)); m.appendTail(sb); return sb; });
        show("uuid", () -> UUID.nameUUIDFromBytes("hello".getBytes()) + " " + UUID.fromString("123e4567-e89b-12d3-a456-426614174000").version() + " " + new UUID(1, 2));
        show("uuidBad", () -> UUID.fromString("not-a-uuid"));
        show("base64", () -> Base64.getMimeEncoder().encodeToString(new byte[100]).length() + " " + Base64.getUrlEncoder().withoutPadding().encodeToString(new byte[] {-1, -2, -3, -4}) + " " + new String(Base64.getDecoder().decode("aGVsbG8=")));
        show("base64Bad", () -> Base64.getDecoder().decode("abc$"));

        // Properties and Scanner
        show("properties", () -> { Properties pr = new Properties(); pr.load(new StringReader("# c\na=1\nb : two words\\\n  continued\nc\\ d=e\\u0041\n! bang\nempty=\n")); StringWriter sw = new StringWriter(); pr.list(new PrintWriter(sw, true)); return new TreeMap<>(pr) + " " + sw.toString().replace("\n", "\\n").length() + " " + pr.getProperty("zz", "dflt"); });
        show("scanner", () -> { Scanner sc = new Scanner("12 3.5 true word\nnext line\n0x1F 1,234"); return sc.nextInt() + " " + sc.nextDouble() + " " + sc.nextBoolean() + " " + sc.next() + "|" + sc.nextLine() + "|" + sc.nextLine() + "|" + sc.hasNextInt() + " " + sc.hasNextInt(16) + " " + sc.next() + " " + sc.hasNextInt() + " " + sc.nextInt(); });
        show("scannerBad", () -> new Scanner("abc").nextInt());
        show("scannerEmpty", () -> new Scanner("").next());
        show("parseDouble", () -> Double.parseDouble("  1e3  ") + " " + Double.parseDouble("0x1.8p1") + " " + Double.parseDouble("Infinity") + " " + Double.parseDouble("-0") + " " + Double.valueOf(".5") + " " + Double.parseDouble("1d") + " " + Float.parseFloat("3.4028236e38") + " " + Double.parseDouble("4.9e-325"));
        show("parseDoubleComma", () -> Double.parseDouble("1,5"));
        show("parseDoubleEmpty", () -> Double.parseDouble(""));
        show("parseDoubleNull", () -> Double.parseDouble(null));
        show("parseIntNull", () -> Integer.parseInt(null));
        show("console", () -> System.console());
    }
}
