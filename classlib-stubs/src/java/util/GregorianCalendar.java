package java.util;

/** The Gregorian calendar (proleptic: no Julian change-over here). */
public class GregorianCalendar extends Calendar {
    private static final long serialVersionUID = -8125100834729963327L;

    public static final int BC = 0;
    public static final int AD = 1;

    public GregorianCalendar() {
        this(TimeZone.getDefault());
    }

    public GregorianCalendar(TimeZone zone) {
        super(zone, Locale.getDefault(Locale.Category.FORMAT));
        setTimeInMillis(System.currentTimeMillis());
    }

    public GregorianCalendar(Locale aLocale) {
        this();
    }

    public GregorianCalendar(TimeZone zone, Locale aLocale) {
        this(zone);
    }

    public GregorianCalendar(int year, int month, int dayOfMonth) {
        this(year, month, dayOfMonth, 0, 0, 0);
    }

    public GregorianCalendar(int year, int month, int dayOfMonth, int hourOfDay, int minute) {
        this(year, month, dayOfMonth, hourOfDay, minute, 0);
    }

    public GregorianCalendar(int year, int month, int dayOfMonth, int hourOfDay, int minute, int second) {
        super(TimeZone.getDefault(), Locale.getDefault(Locale.Category.FORMAT));
        clear();
        set(year, month, dayOfMonth, hourOfDay, minute, second);
    }

    public boolean isLeapYear(int year) {
        return (year & 3) == 0 && (year % 100 != 0 || year % 400 == 0);
    }

    public java.time.ZonedDateTime toZonedDateTime() {
        return java.time.ZonedDateTime.ofInstant(toInstant(), getTimeZone().toZoneId());
    }
}
