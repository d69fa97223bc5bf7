// vm-options: -Duser.timezone=Europe/Paris
// requires-file: /usr/share/zoneinfo/America/New_York
import java.io.File;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.time.zone.ZoneOffsetTransition;
import java.time.zone.ZoneRules;
import java.time.zone.ZoneRulesException;
import java.util.Calendar;
import java.util.Date;
import java.util.GregorianCalendar;
import java.util.Locale;
import java.util.Set;
import java.util.TimeZone;

/**
 * Region time zones: rules, transitions (gaps, overlaps, the years after a
 * TZif file's last transition), ZonedDateTime arithmetic across them, zone
 * names in formats, TimeZone, Date.toString and Calendar. Fixed instants only,
 * in zones whose rules have not changed since 1990.
 */
public class TimeZoneRegions {
    static final String[] ZONES = {
        "America/New_York", "America/Los_Angeles", "Europe/London", "Europe/Paris", "Europe/Berlin",
        "Asia/Tokyo", "Asia/Kolkata", "Australia/Sydney",
    };
    static final String[] INSTANTS = {
        "1990-01-15T12:00:00Z", "1990-07-15T12:00:00Z", "2000-03-26T00:59:59Z", "2000-03-26T01:00:00Z",
        "2007-03-11T07:00:00Z", "2024-01-15T12:00:00Z", "2024-07-15T12:00:00Z", "2035-01-15T12:00:00Z",
        "2035-07-15T12:00:00Z",
    };

    public static void main(String[] args) {
        if (!new File("/usr/share/zoneinfo/America/New_York").isFile()) {
            System.out.println("skipped: /usr/share/zoneinfo (the tzdata package) is not installed");
            System.exit(77);
        }
        rules();
        transitions();
        localTimes();
        zoned();
        formats();
        ids();
        timeZones();
        dates();
        calendars();
        legacyFormats();
        extremes();
    }

    static void rules() {
        System.out.println("== rules");
        for (String z : ZONES) {
            ZoneRules r = ZoneId.of(z).getRules();
            System.out.println(z + " " + r + " fixed=" + r.isFixedOffset());
            System.out.println("  rules " + r.getTransitionRules());
            for (java.time.zone.ZoneOffsetTransitionRule rule : r.getTransitionRules()) {
                System.out.println("  2030 " + rule.createTransition(2030) + " " + rule.getMonth() + " "
                        + rule.getDayOfMonthIndicator() + " " + rule.getDayOfWeek() + " " + rule.getLocalTime() + " "
                        + rule.isMidnightEndOfDay() + " " + rule.getTimeDefinition() + " " + rule.getStandardOffset());
            }
            for (String i : INSTANTS) {
                Instant in = Instant.parse(i);
                System.out.println("  " + i + " " + r.getOffset(in) + " std=" + r.getStandardOffset(in) + " dst="
                        + r.isDaylightSavings(in) + " " + r.getDaylightSavings(in));
            }
        }
        ZoneRules ny = ZoneId.of("America/New_York").getRules();
        System.out.println("equal rules: " + ny.equals(ZoneId.of("America/New_York").getRules()) + " "
                + ny.equals(ZoneId.of("Europe/Paris").getRules()) + " " + ny.equals(ZoneOffset.ofHours(-5).getRules()));
        System.out.println("fixed: " + ZoneId.of("UTC").getRules() + " " + ZoneId.of("UTC").getRules().isFixedOffset()
                + " " + ZoneOffset.ofHours(3).getRules() + " " + ZoneId.of("Etc/UTC").getRules().isFixedOffset()
                + " " + ZoneId.of("Etc/GMT+5").getRules().getOffset(Instant.EPOCH));
    }

    static void transitions() {
        System.out.println("== transitions");
        for (String z : ZONES) {
            ZoneRules r = ZoneId.of(z).getRules();
            StringBuilder sb = new StringBuilder(z + " next from 2023:");
            Instant at = Instant.parse("2023-01-01T00:00:00Z");
            for (int k = 0; k < 4; k++) {
                ZoneOffsetTransition t = r.nextTransition(at);
                if (t == null) {
                    sb.append(" none");
                    break;
                }
                sb.append(' ').append(t);
                at = t.getInstant();
            }
            System.out.println(sb);
            sb = new StringBuilder(z + " previous from 1996:");
            at = Instant.parse("1996-06-01T00:00:00Z");
            for (int k = 0; k < 3; k++) {
                ZoneOffsetTransition t = r.previousTransition(at);
                if (t == null) {
                    sb.append(" none");
                    break;
                }
                sb.append(' ').append(t);
                at = t.getInstant();
            }
            System.out.println(sb);
            // after the last explicit transition of the file: the POSIX TZ string of its footer
            sb = new StringBuilder(z + " footer years:");
            at = Instant.parse("2040-01-01T00:00:00Z");
            for (int k = 0; k < 3; k++) {
                ZoneOffsetTransition t = r.nextTransition(at);
                if (t == null) {
                    sb.append(" none");
                    break;
                }
                sb.append(' ').append(t);
                at = t.getInstant();
            }
            ZoneOffsetTransition p = r.previousTransition(Instant.parse("2061-01-01T00:00:00Z"));
            sb.append(" | before 2061: ").append(p);
            sb.append(" | 2060-07-01: ").append(r.getOffset(Instant.parse("2060-07-01T00:00:00Z")));
            System.out.println(sb);
        }
        ZoneRules ny = ZoneId.of("America/New_York").getRules();
        ZoneOffsetTransition gap = ny.nextTransition(Instant.parse("2024-01-01T00:00:00Z"));
        ZoneOffsetTransition overlap = ny.nextTransition(gap.getInstant());
        for (ZoneOffsetTransition t : new ZoneOffsetTransition[] {gap, overlap}) {
            System.out.println(t + " gap=" + t.isGap() + " overlap=" + t.isOverlap() + " before=" + t.getDateTimeBefore()
                    + " after=" + t.getDateTimeAfter() + " instant=" + t.getInstant() + " epoch=" + t.toEpochSecond()
                    + " duration=" + t.getDuration() + " offsets=" + t.getOffsetBefore() + "/" + t.getOffsetAfter()
                    + " valid(-5)=" + t.isValidOffset(ZoneOffset.ofHours(-5)));
        }
        System.out.println("compare " + gap.compareTo(overlap) + " " + overlap.compareTo(gap) + " equals "
                + gap.equals(ZoneOffsetTransition.of(LocalDateTime.of(2024, 3, 10, 2, 0), ZoneOffset.ofHours(-5),
                        ZoneOffset.ofHours(-4))));
        System.out.println("at the instant: next " + ny.nextTransition(gap.getInstant()) + " previous "
                + ny.previousTransition(gap.getInstant()) + " previous+1ns "
                + ny.previousTransition(gap.getInstant().plusNanos(1)));
        System.out.println("tokyo next 2024: " + ZoneId.of("Asia/Tokyo").getRules().nextTransition(Instant.parse("2024-01-01T00:00:00Z")));
        try {
            ZoneOffsetTransition.of(LocalDateTime.of(2024, 3, 10, 2, 0), ZoneOffset.ofHours(-5), ZoneOffset.ofHours(-5));
        } catch (IllegalArgumentException e) {
            System.out.println("same offsets: " + e.getMessage());
        }
    }

    static void localTimes() {
        System.out.println("== local times");
        String[][] cases = {
            {"America/New_York", "2024-03-10T01:59"}, {"America/New_York", "2024-03-10T02:00"},
            {"America/New_York", "2024-03-10T02:30"}, {"America/New_York", "2024-03-10T03:00"},
            {"America/New_York", "2024-11-03T00:59"}, {"America/New_York", "2024-11-03T01:00"},
            {"America/New_York", "2024-11-03T01:59"}, {"America/New_York", "2024-11-03T02:00"},
            {"Europe/London", "2030-03-31T01:30"}, {"Europe/London", "2030-10-27T01:30"},
            {"Europe/Paris", "1995-03-26T02:15"}, {"Europe/Paris", "1995-09-24T02:15"},
            {"Australia/Sydney", "2024-04-07T02:30"}, {"Australia/Sydney", "2024-10-06T02:30"},
            {"America/Los_Angeles", "2035-03-11T02:30"}, {"Asia/Tokyo", "2024-03-10T02:30"},
            {"Asia/Kolkata", "1999-12-31T23:59:59"},
        };
        for (String[] c : cases) {
            ZoneRules r = ZoneId.of(c[0]).getRules();
            LocalDateTime ldt = LocalDateTime.parse(c[1]);
            System.out.println(c[0] + " " + ldt + " offset=" + r.getOffset(ldt) + " valid=" + r.getValidOffsets(ldt)
                    + " transition=" + r.getTransition(ldt) + " validOffset(+01:00)="
                    + r.isValidOffset(ldt, ZoneOffset.ofHours(1)));
        }
    }

    static void zoned() {
        System.out.println("== zoned date-times");
        ZoneId ny = ZoneId.of("America/New_York");
        ZoneId paris = ZoneId.of("Europe/Paris");
        ZoneId sydney = ZoneId.of("Australia/Sydney");
        ZonedDateTime gap = ZonedDateTime.of(LocalDateTime.of(2024, 3, 10, 2, 30), ny);
        ZonedDateTime over = ZonedDateTime.of(2024, 11, 3, 1, 30, 0, 0, ny);
        System.out.println("gap " + gap + " overlap " + over + " later " + over.withLaterOffsetAtOverlap()
                + " earlier " + over.withLaterOffsetAtOverlap().withEarlierOffsetAtOverlap() + " same "
                + (gap.withEarlierOffsetAtOverlap() == gap));
        System.out.println("ofLocal preferred " + ZonedDateTime.ofLocal(LocalDateTime.of(2024, 11, 3, 1, 30), ny,
                ZoneOffset.ofHours(-5)) + " ignored " + ZonedDateTime.ofLocal(LocalDateTime.of(2024, 11, 3, 1, 30), ny,
                ZoneOffset.ofHours(3)));
        ZonedDateTime before = ZonedDateTime.of(2024, 3, 9, 2, 30, 0, 0, ny);
        System.out.println("plusDays " + before.plusDays(1) + " plusHours(24) " + before.plusHours(24) + " plus(1, DAYS) "
                + before.plus(1, ChronoUnit.DAYS) + " plus(24, HOURS) " + before.plus(24, ChronoUnit.HOURS));
        ZonedDateTime o1 = over.withEarlierOffsetAtOverlap();
        System.out.println("overlap plusHours " + o1.plusHours(1) + " " + o1.plusHours(2) + " plusMinutes(90) "
                + o1.plusMinutes(90) + " minusHours " + o1.plusHours(1).minusHours(1));
        System.out.println("later plusDays " + over.withLaterOffsetAtOverlap().plusDays(1) + " minusDays "
                + over.withLaterOffsetAtOverlap().plusDays(1).minusDays(1));
        System.out.println("until " + ZonedDateTime.of(2024, 3, 10, 0, 0, 0, 0, ny).until(
                ZonedDateTime.of(2024, 3, 11, 0, 0, 0, 0, ny), ChronoUnit.HOURS) + " " + ZonedDateTime.of(2024, 11, 3, 0, 0,
                0, 0, ny).until(ZonedDateTime.of(2024, 11, 4, 0, 0, 0, 0, ny), ChronoUnit.HOURS) + " days "
                + ZonedDateTime.of(2024, 3, 10, 0, 0, 0, 0, ny).until(ZonedDateTime.of(2024, 3, 11, 0, 0, 0, 0, ny),
                ChronoUnit.DAYS));
        Instant in = Instant.parse("2024-07-15T12:00:00Z");
        System.out.println("instant " + in.atZone(ny) + " " + in.atZone(sydney) + " " + ZonedDateTime.ofInstant(in, paris)
                + " " + in.atZone(ZoneId.of("Asia/Kolkata")));
        System.out.println("sameInstant " + gap.withZoneSameInstant(paris) + " " + gap.withZoneSameInstant(sydney)
                + " sameLocal " + gap.withZoneSameLocal(paris) + " " + ZonedDateTime.of(2024, 3, 31, 2, 30, 0, 0, ny)
                .withZoneSameLocal(paris));
        System.out.println("offsetDateTime " + OffsetDateTime.of(2024, 10, 27, 0, 30, 0, 0, ZoneOffset.UTC)
                .atZoneSameInstant(paris) + " " + OffsetDateTime.of(2024, 10, 27, 1, 30, 0, 0, ZoneOffset.UTC)
                .atZoneSameInstant(paris) + " similarLocal " + OffsetDateTime.of(2024, 10, 27, 2, 30, 0, 0,
                ZoneOffset.ofHours(1)).atZoneSimilarLocal(paris));
        System.out.println("atZone " + LocalDateTime.of(2024, 10, 6, 2, 15).atZone(sydney) + " "
                + LocalDateTime.of(2024, 4, 7, 2, 15).atZone(sydney) + " startOfDay "
                + LocalDate.of(2024, 3, 10).atStartOfDay(ny) + " toOffsetDateTime " + gap.toOffsetDateTime()
                + " epoch " + gap.toEpochSecond() + " " + gap.toInstant());
        System.out.println("equals " + gap.equals(ZonedDateTime.of(2024, 3, 10, 3, 30, 0, 0, ny)) + " "
                + over.equals(over.withLaterOffsetAtOverlap()) + " isEqual "
                + gap.isEqual(gap.withZoneSameInstant(paris)) + " compare "
                + Integer.signum(over.compareTo(over.withLaterOffsetAtOverlap())));
        System.out.println("with offset " + over.with(java.time.temporal.ChronoField.OFFSET_SECONDS, -5 * 3600)
                + " " + over.with(java.time.temporal.ChronoField.OFFSET_SECONDS, 3600) + " truncated "
                + over.withLaterOffsetAtOverlap().plusMinutes(10).truncatedTo(ChronoUnit.HOURS) + " fixed "
                + over.withFixedOffsetZone());
        try {
            ZonedDateTime.ofStrict(LocalDateTime.of(2024, 3, 10, 2, 30), ZoneOffset.ofHours(-5), ny);
        } catch (DateTimeException e) {
            System.out.println("ofStrict: " + e.getMessage());
        }
        try {
            ZonedDateTime.ofStrict(LocalDateTime.of(2024, 7, 10, 2, 30), ZoneOffset.ofHours(-5), ny);
        } catch (DateTimeException e) {
            System.out.println("ofStrict: " + e.getMessage());
        }
        System.out.println("ofStrict " + ZonedDateTime.ofStrict(LocalDateTime.of(2024, 11, 3, 1, 30), ZoneOffset.ofHours(-5), ny));
        System.out.println("parse " + ZonedDateTime.parse("2024-11-03T01:30-05:00[America/New_York]") + " "
                + ZonedDateTime.parse("2024-11-03T01:30-04:00[America/New_York]") + " "
                + ZonedDateTime.parse("2024-03-10T02:30-05:00[America/New_York]"));
    }

    static void formats() {
        System.out.println("== formats");
        for (java.time.format.FormatStyle st : java.time.format.FormatStyle.values()) {
            for (String z : new String[] {"America/New_York", "Europe/Paris", "Asia/Kolkata"}) {
                ZonedDateTime t = Instant.parse("2024-07-15T12:00:00Z").atZone(ZoneId.of(z));
                System.out.println("localized " + st + " " + t.format(DateTimeFormatter.ofLocalizedDateTime(st))
                        + " | " + t.format(DateTimeFormatter.ofLocalizedTime(st)));
            }
        }
        DateTimeFormatter f = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss z '|' zzzz '|' VV '|' xxx", Locale.US);
        String[] zones = {"America/New_York", "America/Los_Angeles", "Europe/London", "Europe/Paris", "Europe/Berlin",
            "Asia/Tokyo", "Asia/Kolkata", "Australia/Sydney", "UTC", "GMT", "Etc/UTC"};
        for (String z : zones) {
            for (String i : new String[] {"2024-01-15T12:00:00Z", "2024-07-15T12:00:00Z"}) {
                System.out.println(f.format(Instant.parse(i).atZone(ZoneId.of(z))));
            }
        }
        Instant in = Instant.parse("2024-07-15T12:00:00Z");
        System.out.println("no common abbreviation: "
                + DateTimeFormatter.ofPattern("z", Locale.US).format(in.atZone(ZoneId.of("Europe/Astrakhan"))) + " "
                + DateTimeFormatter.ofPattern("z", Locale.US).format(in.atZone(ZoneId.of("Etc/GMT-14"))));
        System.out.println("offset zones: " + DateTimeFormatter.ofPattern("z zzzz VV", Locale.US).format(in.atZone(
                ZoneOffset.ofHours(2))) + " / " + DateTimeFormatter.ofPattern("z VV", Locale.US).format(in.atZone(
                ZoneId.of("UTC+01:00"))) + " / " + DateTimeFormatter.ofPattern("z", Locale.US).format(in.atZone(
                ZoneOffset.UTC)));
        ZonedDateTime zdt = in.atZone(ZoneId.of("Australia/Sydney"));
        System.out.println(DateTimeFormatter.ISO_ZONED_DATE_TIME.format(zdt) + " " + DateTimeFormatter.ISO_DATE_TIME.format(zdt));
        System.out.println(DateTimeFormatter.RFC_1123_DATE_TIME.format(zdt) + " | "
                + DateTimeFormatter.RFC_1123_DATE_TIME.format(Instant.parse("2024-01-05T12:00:00Z").atZone(ZoneId.of("UTC")))
                + " | " + DateTimeFormatter.RFC_1123_DATE_TIME.format(in.atZone(ZoneId.of("America/New_York"))));
        try {
            DateTimeFormatter.ofPattern("zzzzz");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
    }

    static void ids() {
        System.out.println("== ids");
        for (String bad : new String[] {"Foo/Bar", "America/Nowhere", "EST", "HST", "a/../../x", "Europe/Paris/", "1abc", "Europe/Pa ris"}) {
            try {
                System.out.println(ZoneId.of(bad));
            } catch (ZoneRulesException e) {
                System.out.println("ZoneRulesException: " + e.getMessage());
            } catch (DateTimeException e) {
                System.out.println("DateTimeException: " + e.getMessage());
            }
        }
        System.out.println("normalized " + ZoneId.of("UTC").normalized() + " " + ZoneId.of("Etc/GMT+5").normalized() + " "
                + ZoneId.of("America/New_York").normalized() + " " + ZoneId.of("GMT+02:00").normalized());
        System.out.println("short ids " + ZoneId.SHORT_IDS.get("EST") + " " + ZoneId.SHORT_IDS.get("PST") + " "
                + ZoneId.of("PST", ZoneId.SHORT_IDS) + " " + ZoneId.of("ECT", ZoneId.SHORT_IDS) + " "
                + ZoneId.of("Asia/Tokyo", ZoneId.SHORT_IDS) + " " + ZoneId.SHORT_IDS.size());
        Set<String> ids = ZoneId.getAvailableZoneIds();
        System.out.println("available " + ids.contains("America/New_York") + " " + ids.contains("Europe/Paris") + " "
                + ids.contains("Asia/Kolkata") + " " + ids.contains("Australia/Sydney") + " " + ids.contains("UTC")
                + " " + ids.contains("posixrules") + " " + ids.contains("zone.tab") + " " + ids.contains("EST") + " "
                + (ids.size() > 300));
        ids.add("mine");    // a copy
        System.out.println("copy " + ZoneId.getAvailableZoneIds().contains("mine"));
        System.out.println("equals " + ZoneId.of("Europe/Paris").equals(ZoneId.of("Europe/Paris")) + " "
                + ZoneId.of("Europe/Paris").hashCode() + " " + ZoneId.of("Europe/Paris").getId());
        System.out.println("default " + ZoneId.systemDefault());
    }

    static void timeZones() {
        System.out.println("== TimeZone");
        long[] times = {Instant.parse("1990-07-15T12:00:00Z").toEpochMilli(),
            Instant.parse("2024-01-15T12:00:00Z").toEpochMilli(), Instant.parse("2024-07-15T12:00:00Z").toEpochMilli(),
            Instant.parse("2035-07-15T12:00:00Z").toEpochMilli()};
        for (String z : ZONES) {
            TimeZone tz = TimeZone.getTimeZone(z);
            StringBuilder sb = new StringBuilder(tz.getID() + " raw=" + tz.getRawOffset() + " useDaylight="
                    + tz.useDaylightTime() + " observes=" + tz.observesDaylightTime() + " savings=" + tz.getDSTSavings()
                    + " zoneId=" + tz.toZoneId() + " names=" + tz.getDisplayName(false, TimeZone.SHORT, Locale.US) + "/"
                    + tz.getDisplayName(true, TimeZone.SHORT, Locale.US) + "/"
                    + tz.getDisplayName(false, TimeZone.LONG, Locale.US) + "/"
                    + tz.getDisplayName(true, TimeZone.LONG, Locale.US));
            for (long t : times) {
                sb.append(' ').append(tz.getOffset(t)).append(tz.inDaylightTime(new Date(t)) ? "D" : "S");
            }
            System.out.println(sb);
        }
        TimeZone ny = TimeZone.getTimeZone("America/New_York");
        System.out.println("getOffset(fields) " + ny.getOffset(1, 2024, 6, 15, Calendar.MONDAY, 12 * 3600000) + " "
                + ny.getOffset(1, 2024, 0, 15, Calendar.MONDAY, 12 * 3600000));
        System.out.println("unknown " + TimeZone.getTimeZone("Foo/Bar").getID() + " " + TimeZone.getTimeZone("Foo/Bar")
                .getRawOffset() + " " + TimeZone.getTimeZone("GMT+05:30").getID());
        System.out.println("sameRules " + ny.hasSameRules(TimeZone.getTimeZone("America/New_York")) + " "
                + ny.hasSameRules(TimeZone.getTimeZone("America/Chicago")) + " equals "
                + ny.equals(TimeZone.getTimeZone("America/New_York")) + " " + ny.equals(TimeZone.getTimeZone("US/Eastern"))
                + " clone " + ((TimeZone) ny.clone()).getID());
        System.out.println("from ZoneId " + TimeZone.getTimeZone(ZoneId.of("Asia/Tokyo")).getID() + " "
                + TimeZone.getTimeZone(ZoneId.of("Asia/Tokyo")).getRawOffset());
        java.util.List<String> all = java.util.Arrays.asList(TimeZone.getAvailableIDs());
        System.out.println("available " + all.contains("EST") + " " + all.contains("PST") + " "
                + all.contains("America/New_York") + " " + all.contains("UTC") + " " + (all.size() > 400));
        System.out.println("default " + TimeZone.getDefault().getID() + " " + System.getProperty("user.timezone"));
        TimeZone.setDefault(TimeZone.getTimeZone("Asia/Tokyo"));
        System.out.println("after setDefault " + TimeZone.getDefault().getID() + " " + ZoneId.systemDefault());
    }

    static void dates() {
        System.out.println("== Date.toString");
        long[] times = {Instant.parse("1990-01-15T12:00:00Z").toEpochMilli(),
            Instant.parse("2024-03-10T06:59:59Z").toEpochMilli(), Instant.parse("2024-03-10T07:00:00Z").toEpochMilli(),
            Instant.parse("2024-07-15T12:00:00Z").toEpochMilli(), Instant.parse("2035-12-24T20:00:00Z").toEpochMilli()};
        for (String z : ZONES) {
            TimeZone.setDefault(TimeZone.getTimeZone(z));
            StringBuilder sb = new StringBuilder(z + ":");
            for (long t : times) {
                sb.append(" [").append(new Date(t)).append(']');
            }
            System.out.println(sb);
        }
        TimeZone.setDefault(null);
    }

    static void calendars() {
        System.out.println("== Calendar");
        Calendar c = new GregorianCalendar(TimeZone.getTimeZone("America/New_York"));
        int[][] sets = {{2024, 2, 10, 2, 30}, {2024, 10, 3, 1, 30}, {2024, 6, 15, 12, 0}, {2024, 0, 15, 12, 0}};
        for (int[] s : sets) {
            c.clear();
            c.set(s[0], s[1], s[2], s[3], s[4]);
            System.out.println(java.util.Arrays.toString(s) + " -> " + c.getTime().toInstant() + " hour="
                    + c.get(Calendar.HOUR_OF_DAY) + " zone=" + c.get(Calendar.ZONE_OFFSET) + " dst="
                    + c.get(Calendar.DST_OFFSET));
        }
        Calendar s = new GregorianCalendar(TimeZone.getTimeZone("Australia/Sydney"));
        s.setTimeInMillis(Instant.parse("2024-01-15T12:00:00Z").toEpochMilli());
        System.out.println("sydney " + s.get(Calendar.YEAR) + "-" + (s.get(Calendar.MONTH) + 1) + "-"
                + s.get(Calendar.DAY_OF_MONTH) + " " + s.get(Calendar.HOUR_OF_DAY) + " zone=" + s.get(Calendar.ZONE_OFFSET)
                + " dst=" + s.get(Calendar.DST_OFFSET));
        s.add(Calendar.MONTH, 6);
        System.out.println("sydney +6 months " + s.getTime().toInstant() + " " + s.get(Calendar.HOUR_OF_DAY) + " dst="
                + s.get(Calendar.DST_OFFSET));
        System.out.println("toZonedDateTime " + ((GregorianCalendar) s).toZonedDateTime());
    }

    static void legacyFormats() {
        System.out.println("== SimpleDateFormat and Formatter");
        long t1 = Instant.parse("2024-07-03T09:46:40Z").toEpochMilli();
        long t2 = Instant.parse("2023-11-14T22:13:20Z").toEpochMilli();
        TimeZone ny = TimeZone.getTimeZone("America/New_York");
        java.text.SimpleDateFormat f = new java.text.SimpleDateFormat("yyyy-MM-dd HH:mm:ss z zzzz Z X XXX", Locale.US);
        f.setTimeZone(ny);
        System.out.println(f.format(new Date(t1)) + " | " + f.format(new Date(t2)));
        Calendar c = new GregorianCalendar(ny);
        c.setTimeInMillis(t1);
        System.out.println(String.format(Locale.US, "%tc | %1$tz %1$tZ %1$ts %1$tQ | %2$tZ %2$tz", c,
                ZonedDateTime.ofInstant(Instant.ofEpochMilli(t1), ZoneId.of("Europe/Paris"))));
        TimeZone.setDefault(TimeZone.getTimeZone("Australia/Sydney"));
        System.out.println(String.format(Locale.US, "%tc | %1$tz %1$tZ %1$ts | %2$tc", new Date(t1), t2) + " "
                + new Date(t2));
        TimeZone.setDefault(null);
    }

    static void extremes() {
        System.out.println("== extremes and old IDs");
        ZoneId ny = ZoneId.of("America/New_York");
        System.out.println(LocalDateTime.MAX.atZone(ny) + " " + LocalDateTime.MIN.atZone(ny));
        ZoneRules r = ny.getRules();
        System.out.println(r.nextTransition(Instant.MAX) + " " + r.previousTransition(Instant.MIN) + " "
                + r.getOffset(Instant.MAX) + " " + r.getOffset(Instant.MIN) + " " + r.previousTransition(Instant.MAX));
        // (not EST5EDT, CET, ...: newer tzdata packages move them to tzdata-legacy)
        for (String z : new String[] {"EST", "MST", "HST", "PST", "CST", "JST", "IST", "ECT"}) {
            TimeZone t = TimeZone.getTimeZone(z);
            System.out.println(z + " " + t.getID() + " " + t.getDisplayName(false, TimeZone.SHORT, Locale.US) + "/"
                    + t.getDisplayName(true, TimeZone.SHORT, Locale.US) + "/" + t.getDisplayName(false, TimeZone.LONG,
                    Locale.US) + "/" + t.getDisplayName(true, TimeZone.LONG, Locale.US) + " " + t.getRawOffset() + " "
                    + t.useDaylightTime() + " " + t.toZoneId());
        }
    }
}
