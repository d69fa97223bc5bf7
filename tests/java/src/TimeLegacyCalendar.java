import java.util.*;

/** java.util.Date, TimeZone and GregorianCalendar in UTC and fixed offsets. */
public class TimeLegacyCalendar {
    public static void main(String[] args) {
        TimeZone.setDefault(TimeZone.getTimeZone("UTC"));
        Date d = new Date(1704449730123L);
        System.out.println(d + " | " + d.getTime() + " | " + new Date(0) + " | " + new Date(-86400000L * 365 * 300) + " | "
                + d.toInstant() + " | " + Date.from(java.time.Instant.ofEpochSecond(1)).getTime() + " | " + d.hashCode()
                + " | " + d.before(new Date(0)) + " " + d.after(new Date(0)) + " " + d.compareTo(new Date(0)) + " " + d.equals(new Date(1704449730123L)));
        TimeZone utc = TimeZone.getTimeZone("UTC");
        System.out.println(utc.getID() + " " + utc.getRawOffset() + " " + utc.getDisplayName() + " " + utc.getDisplayName(false, TimeZone.SHORT)
                + " " + utc + " " + utc.useDaylightTime() + " " + utc.toZoneId());
        for (String id : new String[] {"GMT+2", "GMT-03:30", "GMT+0530", "GMT", "Nowhere", "GMT+25", "Etc/UTC"}) {
            TimeZone z = TimeZone.getTimeZone(id);
            System.out.println(id + " -> " + z.getID() + " " + z.getRawOffset() + " " + z.getOffset(0L) + " " + z.getDisplayName());
        }
        TimeZone.setDefault(TimeZone.getTimeZone("GMT+02:00"));
        System.out.println(d + " | " + TimeZone.getDefault().getID());
        TimeZone.setDefault(utc);
        Calendar c = Calendar.getInstance();
        c.setTimeInMillis(1704449730123L);
        System.out.println(c.get(Calendar.YEAR) + " " + c.get(Calendar.MONTH) + " " + c.get(Calendar.DAY_OF_MONTH) + " " + c.get(Calendar.DAY_OF_WEEK)
                + " " + c.get(Calendar.HOUR) + " " + c.get(Calendar.AM_PM) + " " + c.get(Calendar.HOUR_OF_DAY) + " " + c.get(Calendar.MINUTE)
                + " " + c.get(Calendar.SECOND) + " " + c.get(Calendar.MILLISECOND) + " " + c.get(Calendar.DAY_OF_YEAR) + " "
                + c.get(Calendar.WEEK_OF_YEAR) + " " + c.get(Calendar.WEEK_OF_MONTH) + " " + c.get(Calendar.ERA) + " " + c.getClass().getName());
        c.add(Calendar.MONTH, 1);
        System.out.println(c.getTime());
        c.set(Calendar.DAY_OF_MONTH, 31);
        System.out.println(c.getTime());
        c.add(Calendar.DAY_OF_MONTH, -40);
        c.add(Calendar.HOUR_OF_DAY, 30);
        System.out.println(c.getTime() + " " + c.getActualMaximum(Calendar.DAY_OF_MONTH) + " " + c.getActualMaximum(Calendar.DAY_OF_YEAR));
        GregorianCalendar g = new GregorianCalendar(2024, Calendar.FEBRUARY, 29);
        g.add(Calendar.YEAR, 1);
        System.out.println(g.getTime() + " " + g.isLeapYear(2024) + " " + g.isLeapYear(1900) + " " + g.getActualMaximum(Calendar.DAY_OF_MONTH)
                + " " + g.getTimeInMillis());
        g = new GregorianCalendar(2023, Calendar.DECEMBER, 31, 23, 59, 59);
        System.out.println(g.getTime() + " week " + g.get(Calendar.WEEK_OF_YEAR) + " dow " + g.get(Calendar.DAY_OF_WEEK));
        g.add(Calendar.SECOND, 1);
        System.out.println(g.getTime() + " week " + g.get(Calendar.WEEK_OF_YEAR));
        g.set(2024, Calendar.MARCH, 10, 14, 30);
        g.set(Calendar.MONTH, 13);
        System.out.println(g.getTime() + " " + g.get(Calendar.YEAR));
        g.set(Calendar.HOUR, 3);
        g.set(Calendar.AM_PM, Calendar.AM);
        System.out.println(g.getTime());
        Calendar o = Calendar.getInstance(TimeZone.getTimeZone("GMT-05:00"));
        o.setTimeInMillis(0);
        System.out.println(o.get(Calendar.YEAR) + "-" + o.get(Calendar.MONTH) + "-" + o.get(Calendar.DAY_OF_MONTH) + " " + o.get(Calendar.HOUR_OF_DAY)
                + " " + o.get(Calendar.ZONE_OFFSET) + " " + o.getTime());
        Calendar a = new GregorianCalendar(2020, 0, 1), b = new GregorianCalendar(2021, 0, 1);
        System.out.println(a.before(b) + " " + a.after(b) + " " + a.compareTo(b) + " " + a.equals(a.clone()) + " " + a.toInstant());
        System.out.println(String.format("%tF %<tT %<tA %<tB %<tY %<tL %<tp | %tc | %tD", d, a, new GregorianCalendar(1999, 11, 31, 23, 59)));
        try {
            String.format("%tY", java.time.LocalDate.of(2024, 1, 5).toString());
        } catch (IllegalFormatConversionException e) {
            System.out.println(e.getMessage());
        }
        for (int w = 2015; w <= 2027; w++) {
            Calendar x = new GregorianCalendar(w, Calendar.DECEMBER, 31);
            Calendar y = new GregorianCalendar(w, Calendar.JANUARY, 1);
            System.out.print(w + ":" + x.get(Calendar.WEEK_OF_YEAR) + "/" + y.get(Calendar.WEEK_OF_YEAR) + "/" + x.get(Calendar.WEEK_OF_MONTH) + " ");
        }
        System.out.println();
    }
}
