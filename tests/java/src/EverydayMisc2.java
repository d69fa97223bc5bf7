// Dates without time-zone regions, java.util legacy classes, logging, properties and
// system facts as small programs use them, compared with the JDK.
import java.io.*;
import java.time.*;
import java.time.format.*;
import java.time.temporal.*;
import java.util.*;
import java.util.stream.*;

public class EverydayMisc2 {
    public static void main(String[] args) throws Exception {
        dates(); legacy(); props(); system();
    }

    static void dates() {
        LocalDate d = LocalDate.of(2024, 2, 28);
        System.out.println(d.plusDays(1) + " " + d.plusDays(2) + " " + d.isLeapYear() + " " + d.lengthOfMonth() + " " + d.getDayOfWeek() + " " + d.getDayOfYear() + " " + d.with(TemporalAdjusters.lastDayOfMonth()) + " " + d.with(TemporalAdjusters.next(DayOfWeek.MONDAY)));
        System.out.println(ChronoUnit.DAYS.between(LocalDate.of(2000, 1, 1), d) + " " + Period.between(LocalDate.of(1990, 5, 15), d) + " " + d.until(LocalDate.of(2025, 1, 1)) + " " + d.minusMonths(13) + " " + LocalDate.of(2023, 1, 31).plusMonths(1));
        DateTimeFormatter f = DateTimeFormatter.ofPattern("EEEE, MMMM d, uuuu", Locale.US);
        System.out.println(d.format(f) + " | " + d.format(DateTimeFormatter.ofPattern("dd/MM/yy E MMM", Locale.US)) + " | " + d.format(DateTimeFormatter.ISO_DATE) + " | " + d.format(DateTimeFormatter.BASIC_ISO_DATE) + " | " + d.format(DateTimeFormatter.ofLocalizedDate(FormatStyle.MEDIUM).withLocale(Locale.US)));
        LocalDateTime dt = LocalDateTime.of(2021, 12, 31, 23, 59, 30, 123_000_000);
        System.out.println(dt + " " + dt.plusSeconds(45) + " " + dt.truncatedTo(ChronoUnit.HOURS) + " " + dt.format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSS a hh", Locale.US)) + " " + dt.toLocalTime() + " " + LocalTime.of(7, 5).format(DateTimeFormatter.ofPattern("h:mm a", Locale.US)));
        System.out.println(LocalDate.parse("2020-02-29").plusYears(1) + " " + LocalDate.parse("03/15/2022", DateTimeFormatter.ofPattern("MM/dd/yyyy")) + " " + LocalDateTime.parse("2022-03-15T10:15:30") + " " + LocalTime.parse("23:59").plusMinutes(2) + " " + YearMonth.of(2024, 2).lengthOfMonth() + " " + Year.of(1900).isLeap() + " " + MonthDay.of(12, 25));
        try { LocalDate.parse("2021-02-30"); } catch (DateTimeParseException e) { System.out.println(e.getMessage()); }
        try { LocalDate.of(2021, 13, 1); } catch (DateTimeException e) { System.out.println(e.getMessage()); }
        try { LocalDate.parse("15-03-2022", DateTimeFormatter.ofPattern("dd-MM-yyyy")).format(DateTimeFormatter.ofPattern("HH")); } catch (DateTimeException e) { System.out.println(e.getMessage()); }
        Duration du = Duration.ofMinutes(135).plusSeconds(7).plusMillis(250);
        System.out.println(du + " " + du.toHours() + " " + du.toMinutesPart() + " " + du.getSeconds() + " " + Duration.between(LocalTime.of(9, 0), LocalTime.of(17, 30)) + " " + Duration.ofDays(2).negated() + " " + Duration.parse("PT1H30M").toMinutes() + " " + Period.parse("P1Y2M3D").plusDays(10) + " " + Period.ofMonths(14).normalized());
        Instant i = Instant.ofEpochSecond(1_700_000_000L, 5000);
        System.out.println(i + " " + i.plus(1, ChronoUnit.DAYS) + " " + i.toEpochMilli() + " " + Instant.parse("2020-01-01T00:00:00Z").getEpochSecond() + " " + Instant.EPOCH + " " + LocalDateTime.ofEpochSecond(0, 0, ZoneOffset.UTC) + " " + i.atOffset(ZoneOffset.ofHours(2)) + " " + i.atZone(ZoneOffset.UTC).getDayOfWeek());
        OffsetDateTime odt = OffsetDateTime.of(dt, ZoneOffset.ofHoursMinutes(-5, -30));
        System.out.println(odt + " " + odt.toInstant() + " " + odt.format(DateTimeFormatter.ISO_OFFSET_DATE_TIME) + " " + odt.withOffsetSameInstant(ZoneOffset.UTC) + " " + ZonedDateTime.of(dt, ZoneOffset.UTC).format(DateTimeFormatter.RFC_1123_DATE_TIME) + " " + ZonedDateTime.of(dt, ZoneId.of("UTC")));
        System.out.println(Stream.iterate(LocalDate.of(2024, 1, 1), x -> x.getYear() == 2024, x -> x.plusMonths(1)).filter(x -> x.with(TemporalAdjusters.firstInMonth(DayOfWeek.FRIDAY)).getDayOfMonth() == 5).map(x -> x.getMonth().toString()).toList());
        System.out.println(LocalDate.of(2024, 1, 1).datesUntil(LocalDate.of(2024, 1, 10), Period.ofDays(3)).toList() + " " + DayOfWeek.MONDAY.plus(10) + " " + Month.JANUARY.minus(2).getDisplayName(TextStyle.SHORT, Locale.US) + " " + DayOfWeek.SUNDAY.getDisplayName(TextStyle.FULL, Locale.US) + " " + d.get(ChronoField.ALIGNED_WEEK_OF_YEAR) + " " + d.get(IsoFields.WEEK_OF_WEEK_BASED_YEAR) + " " + d.get(IsoFields.QUARTER_OF_YEAR));
        System.out.println(dt.isAfter(dt.minusNanos(1)) + " " + d.compareTo(LocalDate.of(2024, 3, 1)) + " " + LocalDate.MIN + " " + LocalTime.MIDNIGHT + " " + LocalTime.NOON.minusSeconds(1) + " " + LocalTime.of(10, 0).isBefore(LocalTime.of(9, 0)) + " " + d.atStartOfDay() + " " + d.atTime(10, 30).getHour());
        ZonedDateTime zdt = ZonedDateTime.of(dt, ZoneOffset.ofHours(2));
        try { odt.format(DateTimeFormatter.ofLocalizedTime(FormatStyle.FULL)); } catch (DateTimeException e) { System.out.println(e.getMessage()); }
        try { d.format(DateTimeFormatter.ofPattern("VV")); } catch (DateTimeException e) { System.out.println(e.getMessage()); }
        for (FormatStyle st : FormatStyle.values())
            System.out.println(st + " " + DateTimeFormatter.ofLocalizedDate(st) + " " + dt.format(DateTimeFormatter.ofLocalizedDate(st)) + " | " + zdt.format(DateTimeFormatter.ofLocalizedDateTime(st)) + " | " + dt.format(DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM, FormatStyle.SHORT)) + " | " + zdt.format(DateTimeFormatter.ofLocalizedTime(st)));
        try { dt.format(DateTimeFormatter.ofLocalizedDateTime(FormatStyle.LONG)); } catch (DateTimeException e) { System.out.println(e.getMessage()); }
        System.out.println(LocalDate.parse("Feb 8, 2024", DateTimeFormatter.ofLocalizedDate(FormatStyle.MEDIUM)) + " " + LocalDate.parse("2/8/24", DateTimeFormatter.ofLocalizedDate(FormatStyle.SHORT)) + " " + LocalTime.parse("9:05 PM", DateTimeFormatter.ofLocalizedTime(FormatStyle.SHORT)));
        System.out.println(YearMonth.parse("03/2024", DateTimeFormatter.ofPattern("MM/yyyy")) + " " + Year.parse("1999", DateTimeFormatter.ofPattern("yyyy")) + " " + ZonedDateTime.parse("Tue, 3 Jun 2008 11:05:30 GMT", DateTimeFormatter.RFC_1123_DATE_TIME) + " " + OffsetDateTime.parse("3 Jun 2008 11:05 +0200", DateTimeFormatter.RFC_1123_DATE_TIME) + " " + ZonedDateTime.parse("2024-02-08 10:15 +01:00", DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm xxx")));
        // the JDK's message lists the parsed fields in hash order of the field enum: not printed
        try { YearMonth.parse("13/2024", DateTimeFormatter.ofPattern("MM/yyyy")); } catch (DateTimeParseException e) { System.out.println(e.getClass().getName() + " " + e.getParsedString()); }
        try { YearMonth.parse("2024", DateTimeFormatter.ofPattern("yyyy")); } catch (DateTimeParseException e) { System.out.println(e.getClass().getName() + " " + e.getErrorIndex()); }
        // ofPattern formatters match text, AM/PM and literals case-sensitively; the ISO ones do not
        for (String s : new String[]{"08-Feb-2024", "08-feb-2024", "08-FEB-2024"})
            try { System.out.println(LocalDate.parse(s, DateTimeFormatter.ofPattern("dd-MMM-yyyy", Locale.US))); } catch (DateTimeParseException e) { System.out.println(e.getMessage()); }
        for (String s : new String[]{"10:15 PM", "10:15 pm"})
            try { System.out.println(LocalTime.parse(s, DateTimeFormatter.ofPattern("hh:mm a", Locale.US))); } catch (DateTimeParseException e) { System.out.println(e.getMessage()); }
        try { System.out.println(LocalDate.parse("February 8 2024 thursday", DateTimeFormatter.ofPattern("MMMM d yyyy EEEE", Locale.US))); } catch (DateTimeParseException e) { System.out.println(e.getMessage()); }
        try { System.out.println(LocalDateTime.parse("2024-02-08t10:15", DateTimeFormatter.ISO_LOCAL_DATE_TIME) + " " + LocalDateTime.parse("2024-02-08T10:15") + " " + ZonedDateTime.parse("tue, 3 jun 2008 11:05:30 GMT", DateTimeFormatter.RFC_1123_DATE_TIME)); } catch (DateTimeParseException e) { System.out.println(e.getMessage()); }
        try { System.out.println(LocalDate.parse("2024-02-08x", DateTimeFormatter.ofPattern("yyyy-MM-dd'X'"))); } catch (DateTimeParseException e) { System.out.println(e.getMessage()); }
        builder();
        String cal = IntStream.rangeClosed(1, YearMonth.of(2024, 2).lengthOfMonth()).mapToObj(day -> String.format("%3d", day)).collect(Collectors.joining());
        int offset = LocalDate.of(2024, 2, 1).getDayOfWeek().getValue() % 7;
        String padded = "   ".repeat(offset) + cal;
        for (int k = 0; k < padded.length(); k += 21) System.out.println(padded.substring(k, Math.min(padded.length(), k + 21)));
    }

    static void builder() {
        DateTimeFormatter f1 = new DateTimeFormatterBuilder().parseCaseInsensitive().appendPattern("dd-MMM-yyyy").toFormatter(Locale.US);
        for (String s : new String[]{"08-feb-2024", "08-FEB-2024", "08-Feb-2024"}) System.out.println(LocalDate.parse(s, f1) + " " + LocalDate.parse(s, f1).format(f1));
        DateTimeFormatter f2 = new DateTimeFormatterBuilder().appendPattern("yyyy-MM-dd").parseDefaulting(ChronoField.HOUR_OF_DAY, 0).parseDefaulting(ChronoField.MINUTE_OF_HOUR, 30).toFormatter();
        System.out.println(LocalDateTime.parse("2024-02-08", f2));
        DateTimeFormatter f3 = new DateTimeFormatterBuilder().appendValue(ChronoField.YEAR, 4).appendLiteral('/').appendValue(ChronoField.MONTH_OF_YEAR, 2).appendLiteral("/").appendValue(ChronoField.DAY_OF_MONTH, 2)
            .optionalStart().appendLiteral(' ').appendValue(ChronoField.HOUR_OF_DAY, 2).appendLiteral(':').appendValue(ChronoField.MINUTE_OF_HOUR, 2).optionalEnd()
            .parseDefaulting(ChronoField.HOUR_OF_DAY, 12).parseDefaulting(ChronoField.MINUTE_OF_HOUR, 0).toFormatter();
        System.out.println(LocalDateTime.parse("2024/02/08 09:15", f3) + " " + LocalDateTime.parse("2024/02/08", f3) + " " + LocalDateTime.of(2024, 2, 8, 7, 5).format(f3) + " [" + LocalDate.of(2024, 1, 2).format(f3) + "]");
        System.out.println("[" + LocalDate.of(2024, 1, 2).format(DateTimeFormatter.ofPattern("yyyy-MM-dd[ 'at' HH:mm]")) + "] [" + LocalDateTime.of(2024, 1, 2, 3, 4).format(DateTimeFormatter.ofPattern("yyyy-MM-dd[ 'at' HH:mm]")) + "]");
        DateTimeFormatter f4 = new DateTimeFormatterBuilder().append(DateTimeFormatter.ISO_LOCAL_DATE).appendLiteral(" at ").appendText(ChronoField.DAY_OF_WEEK, TextStyle.SHORT).appendLiteral(", ").appendText(ChronoField.MONTH_OF_YEAR).toFormatter(Locale.US);
        System.out.println(LocalDate.of(2024, 2, 8).format(f4));
        DateTimeFormatter f5 = new DateTimeFormatterBuilder().appendPattern("HH:mm:ss").appendFraction(ChronoField.NANO_OF_SECOND, 3, 3, true).appendOffsetId().toFormatter();
        System.out.println(OffsetTime.of(10, 15, 30, 123_000_000, ZoneOffset.ofHours(2)).format(f5) + " " + OffsetTime.parse("10:15:30.123+02:00", f5));
        DateTimeFormatter f6 = new DateTimeFormatterBuilder().parseCaseInsensitive().appendPattern("h:mm a").toFormatter(Locale.US);
        System.out.println(LocalTime.parse("9:05 pm", f6) + " " + LocalTime.of(21, 5).format(f6));
        try { LocalDate.parse("08-feb-2024", new DateTimeFormatterBuilder().appendPattern("dd-MMM-yyyy").toFormatter(Locale.US)); } catch (DateTimeParseException e) { System.out.println(e.getMessage()); }
        DateTimeFormatter f7 = new DateTimeFormatterBuilder().appendPattern("MM/yyyy").parseDefaulting(ChronoField.DAY_OF_MONTH, 1).toFormatter();
        System.out.println(LocalDate.parse("03/2024", f7) + " " + new DateTimeFormatterBuilder().appendValue(ChronoField.HOUR_OF_DAY).appendLiteral('h').toFormatter().format(LocalTime.of(7, 0)));
        try { new DateTimeFormatterBuilder().appendPattern("yyyy-MM-dd{"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        // DateTimeFormatter.parse to a TemporalAccessor, and with a TemporalQuery
        DateTimeFormatter f = DateTimeFormatter.ofPattern("yyyy-MM-dd");
        System.out.println(f.parse("2024-02-08", LocalDate::from) + " " + LocalDate.from(f.parse("2024-02-08")) + " " + f.parse("2024-02-08").get(ChronoField.YEAR) + " " + f.parse("2024-02-08").isSupported(ChronoField.HOUR_OF_DAY));
        System.out.println(f.parse("2024-02-08") + " | " + DateTimeFormatter.ISO_LOCAL_DATE_TIME.parse("2024-02-08T10:15:30") + " | " + DateTimeFormatter.ofPattern("HH:mm").parse("10:15")); // the JDK prints an offset's fields in hash order: not printed
        System.out.println(DateTimeFormatter.ISO_LOCAL_DATE_TIME.parse("2024-02-08T10:15:30", LocalDateTime::from) + " " + DateTimeFormatter.ofPattern("HH:mm").parse("10:15", LocalTime::from) + " " + LocalTime.from(DateTimeFormatter.ISO_LOCAL_DATE_TIME.parse("2024-02-08T10:15:30")));
        try { f.parse("2024-02-08", LocalTime::from); } catch (DateTimeParseException e) { System.out.println(e.getMessage() + " | " + e.getCause().getClass().getName()); }
        try { DateTimeFormatter.ofPattern("HH:mm").parse("10:15", LocalDate::from); } catch (DateTimeParseException e) { System.out.println(e.getMessage()); }
        try { f.parse("2024-13-08"); } catch (DateTimeParseException e) { System.out.println(e.getMessage()); }
        TemporalAccessor ta = DateTimeFormatter.ISO_OFFSET_DATE_TIME.parse("2024-02-08T10:15:30+02:00");
        System.out.println(ta.getLong(ChronoField.OFFSET_SECONDS) + " " + ta.getLong(ChronoField.INSTANT_SECONDS) + " " + LocalDateTime.from(ta) + " " + LocalDate.of(2024, 2, 8).query(LocalDate::from) + " " + LocalDate.of(2024, 1, 1).query(t -> t.get(ChronoField.DAY_OF_WEEK)));
    }

    static void legacy() {
        Vector<Integer> v = new Vector<>(List.of(3, 1, 2)); v.addElement(9); v.insertElementAt(0, 0);
        System.out.println(v + " " + v.elementAt(1) + " " + v.firstElement() + " " + v.lastElement() + " " + v.capacity() + " " + v.indexOf(2));
        Stack<String> st = new Stack<>(); st.push("a"); st.push("b"); st.push("c");
        System.out.println(st + " " + st.peek() + " " + st.pop() + " " + st.search("a") + " " + st.empty() + " " + st);
        try { new Stack<>().pop(); } catch (EmptyStackException e) { System.out.println("ESE " + e.getMessage()); }
        Hashtable<String, Integer> ht = new Hashtable<>(); for (String s : "one two three four five six".split(" ")) ht.put(s, s.length());
        System.out.println(ht + " " + Collections.list(ht.keys()).size());
        Enumeration<Integer> en = v.elements(); StringBuilder sb = new StringBuilder(); while (en.hasMoreElements()) sb.append(en.nextElement()); System.out.println(sb);
        StringTokenizer tok = new StringTokenizer("a=1; b=2;c=3", ";= ", true); List<String> toks = new ArrayList<>(); while (tok.hasMoreTokens()) toks.add(tok.nextToken()); System.out.println(toks + " " + new StringTokenizer("x y  z").countTokens());
        Date date = new Date(0); System.out.println(date.getTime() + " " + new Date(1000).after(date) + " " + date.compareTo(new Date(5)));
        Calendar c = Calendar.getInstance(TimeZone.getTimeZone("UTC"), Locale.US); c.setTimeInMillis(1_000_000_000_000L);
        System.out.println(c.get(Calendar.YEAR) + "-" + (c.get(Calendar.MONTH) + 1) + "-" + c.get(Calendar.DAY_OF_MONTH) + " " + c.get(Calendar.DAY_OF_WEEK) + " " + c.get(Calendar.HOUR_OF_DAY) + " " + c.getActualMaximum(Calendar.DAY_OF_MONTH) + " " + c.get(Calendar.WEEK_OF_YEAR));
        c.add(Calendar.MONTH, 5); c.set(Calendar.DAY_OF_MONTH, 31); c.roll(Calendar.HOUR_OF_DAY, 30);
        System.out.println(c.getTimeInMillis() + " " + c.get(Calendar.MONTH) + " " + c.get(Calendar.DAY_OF_MONTH) + " " + c.get(Calendar.HOUR_OF_DAY));
        Observable obs = new Observable() { { setChanged(); } };
        obs.addObserver((o, arg) -> System.out.println("observed " + arg)); obs.notifyObservers("event"); obs.notifyObservers("ignored");
        BitSet bs = new BitSet(); bs.set(3); System.out.println(bs.toString() + " " + Objects.toString(null, "dflt") + " " + Objects.requireNonNullElse(null, 5) + " " + Objects.checkIndex(2, 3) + " " + Objects.compare("a", "b", Comparator.naturalOrder()) + " " + Objects.hashCode(null) + " " + Objects.isNull(null));
        try { Objects.checkIndex(5, 3); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        System.out.println(Arrays.mismatch(new int[]{1, 2, 3}, new int[]{1, 2, 4}) + " " + Arrays.compare(new int[]{1, 2}, new int[]{1, 3}) + " " + Arrays.equals(new int[]{1, 2, 3}, 0, 2, new int[]{1, 2}, 0, 2) + " " + Arrays.asList(1, 2).toString() + " " + Arrays.stream(new int[]{5, 6, 7}, 1, 3).sum() + " " + Arrays.toString(Arrays.copyOfRange(new int[]{1, 2, 3}, 1, 5)));
        int[] filled = new int[5]; Arrays.fill(filled, 1, 3, 7); Integer[] boxed = {3, 1, 2}; Arrays.sort(boxed, Comparator.reverseOrder()); System.out.println(Arrays.toString(filled) + " " + Arrays.toString(boxed) + " " + Arrays.asList(boxed).indexOf(1));
    }

    static void props() throws IOException {
        Properties p = new Properties();
        p.load(new StringReader("# comment\nname = Widget\nsize:10\nempty=\nmulti = one \\\n   two\nunicode=caf\\u00e9\nkey\\ with\\ space=v\n! bang comment\n"));
        System.out.println(new TreeMap<>(p) + " " + p.getProperty("size") + " " + p.getProperty("missing", "dflt") + " " + p.stringPropertyNames().size());
        p.setProperty("new", "x=y:z");
        StringWriter sw = new StringWriter(); Properties small = new Properties(); small.setProperty("a b", "c:d=e#f"); small.store(sw, null);
        System.out.println(sw.toString().lines().filter(l -> !l.startsWith("#")).toList());
        Properties defaults = new Properties(); defaults.setProperty("color", "red"); Properties withDef = new Properties(defaults); System.out.println(withDef.getProperty("color") + " " + withDef.size() + " " + withDef.get("color"));
    }

    static void system() {
        System.out.println(System.lineSeparator().equals("\n") + " " + File.separator + " " + File.pathSeparatorChar + " " + System.getProperty("no.such.prop", "default") + " " + System.getProperty("java.specification.version") + " " + Runtime.version().feature() + " " + (System.getenv("PATH") != null) + " " + (System.currentTimeMillis() > 0) + " " + (System.nanoTime() != 0));
        System.out.println(Integer.getInteger("no.such", 42) + " " + Boolean.getBoolean("no.such") + " " + System.getProperty("file.encoding") + " " + java.nio.charset.Charset.defaultCharset() + " " + System.getProperty("user.dir").equals(new File("").getAbsolutePath()) + " " + System.getProperty("os.name") + " " + System.getProperty("java.vendor") .isEmpty());
        StringBuilder sb = new StringBuilder(); Formatter f = new Formatter(sb, Locale.US); f.format("%08.3f", Math.E); System.out.println(sb + " " + String.valueOf((Object) null) + " " + Boolean.parseBoolean("TRUE") + " " + Boolean.parseBoolean("yes") + " " + Boolean.logicalXor(true, false));
        System.out.printf(Locale.US, "%s %S %10.3e %-8b|%n", "end", "end", 12345.6789, true);
    }
}
