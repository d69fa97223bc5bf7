package java.text;

import java.util.Calendar;
import java.util.Date;
import java.util.TimeZone;

/** Date formats; SimpleDateFormat is the implementation (US English, fixed-offset zones). */
public abstract class DateFormat extends Format {
    private static final long serialVersionUID = 7218322306649953788L;

    public static final int FULL = 0;
    public static final int LONG = 1;
    public static final int MEDIUM = 2;
    public static final int SHORT = 3;
    public static final int DEFAULT = MEDIUM;

    protected Calendar calendar = Calendar.getInstance();
    protected NumberFormat numberFormat = NumberFormat.getIntegerInstance();

    protected DateFormat() {
    }

    public final String format(Date date) {
        return format(date, new StringBuffer(), new FieldPosition(0)).toString();
    }

    public final StringBuffer format(Object obj, StringBuffer toAppendTo, FieldPosition pos) {
        if (obj instanceof Date) {
            return format((Date) obj, toAppendTo, pos);
        }
        if (obj instanceof Number) {
            return format(new Date(((Number) obj).longValue()), toAppendTo, pos);
        }
        throw new IllegalArgumentException("Cannot format given Object as a Date");
    }

    public abstract StringBuffer format(Date date, StringBuffer toAppendTo, FieldPosition pos);

    public abstract Date parse(String source, ParsePosition pos);

    public Object parseObject(String source, ParsePosition pos) {
        return parse(source, pos);
    }

    public Date parse(String source) throws ParseException {
        ParsePosition pos = new ParsePosition(0);
        Date d = parse(source, pos);
        if (pos.index == 0) {
            throw new ParseException("Unparseable date: \"" + source + "\"", pos.errorIndex);
        }
        return d;
    }

    public void setTimeZone(TimeZone zone) {
        calendar.setTimeZone(zone);
    }

    public TimeZone getTimeZone() {
        return calendar.getTimeZone();
    }

    public void setLenient(boolean lenient) {
        calendar.setLenient(lenient);
    }

    public boolean isLenient() {
        return calendar.isLenient();
    }

    public Calendar getCalendar() {
        return calendar;
    }

    private static String datePattern(int style) {
        switch (style) {
            case FULL: return "EEEE, MMMM d, y";
            case LONG: return "MMMM d, y";
            case MEDIUM: return "MMM d, y";
            default: return "M/d/yy";
        }
    }

    private static String timePattern(int style) {
        switch (style) {
            case FULL: return "h:mm:ss a zzzz";
            case LONG: return "h:mm:ss a z";
            case MEDIUM: return "h:mm:ss a";
            default: return "h:mm a";
        }
    }

    public static final DateFormat getDateInstance() { return getDateInstance(DEFAULT); }
    public static final DateFormat getDateInstance(int style) { return new SimpleDateFormat(datePattern(style)); }
    public static final DateFormat getDateInstance(int style, java.util.Locale l) { return getDateInstance(style); }
    public static final DateFormat getTimeInstance() { return getTimeInstance(DEFAULT); }
    public static final DateFormat getTimeInstance(int style) { return new SimpleDateFormat(timePattern(style)); }
    public static final DateFormat getTimeInstance(int style, java.util.Locale l) { return getTimeInstance(style); }
    public static final DateFormat getDateTimeInstance() { return getDateTimeInstance(DEFAULT, DEFAULT); }

    public static final DateFormat getDateTimeInstance(int dateStyle, int timeStyle) {
        // JDK 17 joins with "at" only a full or long date to a full or long time.
        String sep = dateStyle <= LONG && timeStyle <= LONG ? " 'at' " : ", ";
        return new SimpleDateFormat(datePattern(dateStyle) + sep + timePattern(timeStyle));
    }

    public static final DateFormat getDateTimeInstance(int d, int t, java.util.Locale l) { return getDateTimeInstance(d, t); }
    public static final DateFormat getInstance() { return getDateTimeInstance(SHORT, SHORT); }
}
