package java.text;

import java.util.ArrayList;
import java.util.Calendar;
import java.util.Date;
import java.util.GregorianCalendar;
import java.util.Locale;
import java.util.TimeZone;

/**
 * Date patterns with English names, in the formatter's (fixed-offset) time zone.
 * Printed names come from the DateFormatSymbols (English unless set); parsing
 * reads the English names.
 */
public class SimpleDateFormat extends DateFormat {
    private static final long serialVersionUID = 4774881970558875024L;

    private static final String[] MONTHS = {"January", "February", "March", "April", "May", "June", "July",
        "August", "September", "October", "November", "December"};
    private static final String[] DAYS = {"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"};

    private String pattern;
    private Object[] items;   // String literals or char[]{letter, count}
    private DateFormatSymbols symbols = new DateFormatSymbols();

    public SimpleDateFormat() {
        this("M/d/yy, h:mm a");
    }

    public SimpleDateFormat(String pattern) {
        applyPattern(pattern);
    }

    public SimpleDateFormat(String pattern, Locale locale) {
        this(pattern);
    }

    public SimpleDateFormat(String pattern, DateFormatSymbols formatSymbols) {
        this(pattern);
        symbols = (DateFormatSymbols) formatSymbols.clone();
    }

    public DateFormatSymbols getDateFormatSymbols() {
        return (DateFormatSymbols) symbols.clone();
    }

    public void setDateFormatSymbols(DateFormatSymbols newFormatSymbols) {
        symbols = (DateFormatSymbols) newFormatSymbols.clone();
    }

    public void applyPattern(String pattern) {
        ArrayList<Object> l = new ArrayList<Object>();
        int i = 0;
        while (i < pattern.length()) {
            char c = pattern.charAt(i);
            if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
                if ("GyYMLwWDdFEuaHkKhmsSzZX".indexOf(c) < 0) {
                    throw new IllegalArgumentException("Illegal pattern character '" + c + "'");
                }
                int start = i;
                while (i < pattern.length() && pattern.charAt(i) == c) {
                    i++;
                }
                l.add(new int[] {c, i - start});
            } else if (c == '\'') {
                if (i + 1 < pattern.length() && pattern.charAt(i + 1) == '\'') {
                    l.add("'");
                    i += 2;
                    continue;
                }
                StringBuilder sb = new StringBuilder();
                int j = i + 1;
                while (true) {
                    if (j >= pattern.length()) {
                        throw new IllegalArgumentException("Unterminated quote");
                    }
                    char d = pattern.charAt(j);
                    if (d == '\'') {
                        if (j + 1 < pattern.length() && pattern.charAt(j + 1) == '\'') {
                            sb.append('\'');
                            j += 2;
                            continue;
                        }
                        break;
                    }
                    sb.append(d);
                    j++;
                }
                l.add(sb.toString());
                i = j + 1;
            } else {
                l.add(String.valueOf(c));
                i++;
            }
        }
        this.pattern = pattern;
        this.items = l.toArray();
    }

    public String toPattern() {
        return pattern;
    }

    private static String pad(long v, int n) {
        String s = Long.toString(Math.abs(v));
        StringBuilder sb = new StringBuilder(v < 0 ? "-" : "");
        for (int i = s.length(); i < n; i++) {
            sb.append('0');
        }
        return sb.append(s).toString();
    }

    public StringBuffer format(Date date, StringBuffer out, FieldPosition pos) {
        Calendar c = calendar;
        c.setTime(date);
        for (Object o : items) {
            if (o instanceof String) {
                out.append((String) o);
                continue;
            }
            int[] it = (int[]) o;
            char ch = (char) it[0];
            int n = it[1];
            switch (ch) {
                case 'G': out.append(symbols.era(c.get(Calendar.ERA))); break;
                case 'y': case 'Y': {
                    int y = c.get(Calendar.YEAR);
                    out.append(n == 2 ? pad(y % 100, 2) : pad(y, n));
                    break;
                }
                case 'M': case 'L': {
                    int m = c.get(Calendar.MONTH);
                    out.append(n >= 3 ? symbols.month(m, n >= 4) : pad(m + 1, n));
                    break;
                }
                case 'd': out.append(pad(c.get(Calendar.DAY_OF_MONTH), n)); break;
                case 'D': out.append(pad(c.get(Calendar.DAY_OF_YEAR), n)); break;
                case 'w': out.append(pad(c.get(Calendar.WEEK_OF_YEAR), n)); break;
                case 'W': out.append(pad(c.get(Calendar.WEEK_OF_MONTH), n)); break;
                case 'F': out.append(pad(c.get(Calendar.DAY_OF_WEEK_IN_MONTH), n)); break;
                case 'E': {
                    out.append(symbols.weekday(c.get(Calendar.DAY_OF_WEEK), n >= 4));
                    break;
                }
                case 'u': out.append(pad((c.get(Calendar.DAY_OF_WEEK) + 5) % 7 + 1, n)); break;
                case 'a': out.append(symbols.ampm(c.get(Calendar.AM_PM))); break;
                case 'H': out.append(pad(c.get(Calendar.HOUR_OF_DAY), n)); break;
                case 'k': out.append(pad(c.get(Calendar.HOUR_OF_DAY) == 0 ? 24 : c.get(Calendar.HOUR_OF_DAY), n)); break;
                case 'K': out.append(pad(c.get(Calendar.HOUR), n)); break;
                case 'h': out.append(pad(c.get(Calendar.HOUR) == 0 ? 12 : c.get(Calendar.HOUR), n)); break;
                case 'm': out.append(pad(c.get(Calendar.MINUTE), n)); break;
                case 's': out.append(pad(c.get(Calendar.SECOND), n)); break;
                case 'S': out.append(pad(c.get(Calendar.MILLISECOND), n)); break;
                case 'z': {
                    TimeZone z = c.getTimeZone();
                    out.append(z.getDisplayName(c.get(Calendar.DST_OFFSET) != 0, n >= 4 ? TimeZone.LONG : TimeZone.SHORT));
                    break;
                }
                case 'Z': case 'X': {
                    int off = (c.get(Calendar.ZONE_OFFSET) + c.get(Calendar.DST_OFFSET)) / 60000;
                    if (ch == 'X' && off == 0) {
                        out.append('Z');
                        break;
                    }
                    out.append(off < 0 ? '-' : '+').append(pad(Math.abs(off) / 60, 2));
                    if (ch == 'Z' || n >= 2) {
                        if (ch == 'X' && n == 3) {
                            out.append(':');
                        }
                        out.append(pad(Math.abs(off) % 60, 2));
                    }
                    break;
                }
                default: break;
            }
        }
        return out;
    }

    private static boolean numeric(Object o) {
        if (!(o instanceof int[])) {
            return false;
        }
        int[] it = (int[]) o;
        char ch = (char) it[0];
        return "yYdDHkKhmsSwWFu".indexOf(ch) >= 0 || ((ch == 'M' || ch == 'L') && it[1] <= 2);
    }

    public Date parse(String text, ParsePosition pos) {
        int i = pos.index;
        int year = 1970, month = 0, day = 1, hour = 0, minute = 0, second = 0, milli = 0, ampm = -1, hour12 = -1;
        Integer offset = null;
        for (int k = 0; k < items.length; k++) {
            Object o = items[k];
            if (o instanceof String) {
                String lit = (String) o;
                if (!text.startsWith(lit, i)) {
                    if (lit.trim().isEmpty() && i < text.length() && Character.isWhitespace(text.charAt(i))) {
                        i++;
                        continue;
                    }
                    pos.errorIndex = i;
                    return null;
                }
                i += lit.length();
                continue;
            }
            int[] it = (int[]) o;
            char ch = (char) it[0];
            int n = it[1];
            if (numeric(o)) {
                int start = i;
                boolean neg = false;
                if (i < text.length() && text.charAt(i) == '-' && (ch == 'y' || ch == 'Y')) {
                    neg = true;
                    i++;
                }
                int limit = (k + 1 < items.length && numeric(items[k + 1])) ? n : Integer.MAX_VALUE;
                long v = 0;
                int digits = 0;
                while (i < text.length() && Character.isDigit(text.charAt(i)) && digits < limit) {
                    v = v * 10 + Character.digit(text.charAt(i), 10);
                    i++;
                    digits++;
                }
                if (digits == 0) {
                    pos.errorIndex = start;
                    return null;
                }
                int val = (int) (neg ? -v : v);
                switch (ch) {
                    case 'y': case 'Y':
                        year = (n <= 2 && digits == 2) ? twoDigitYear(val) : val;
                        break;
                    case 'M': case 'L': month = val - 1; break;
                    case 'd': day = val; break;
                    case 'H': case 'k': hour = ch == 'k' && val == 24 ? 0 : val; break;
                    case 'h': case 'K':
                        // A strict 'h' takes only 1 to 12, as the JDK checks it at the number.
                        if (ch == 'h' && !calendar.isLenient() && (val < 1 || val > 12)) {
                            pos.errorIndex = i;
                            return null;
                        }
                        hour12 = ch == 'h' && val == 12 ? 0 : val;
                        break;
                    case 'm': minute = val; break;
                    case 's': second = val; break;
                    case 'S': milli = val; break;
                    default: break;
                }
                continue;
            }
            switch (ch) {
                case 'M': case 'L': {
                    int m = matchName(text, i, MONTHS);
                    if (m < 0) {
                        pos.errorIndex = i;
                        return null;
                    }
                    month = m >> 8;
                    i += m & 0xff;
                    break;
                }
                case 'E': {
                    int d = matchName(text, i, DAYS);
                    if (d < 0) {
                        pos.errorIndex = i;
                        return null;
                    }
                    i += d & 0xff;
                    break;
                }
                case 'a':
                    if (text.regionMatches(true, i, "AM", 0, 2)) {
                        ampm = 0;
                    } else if (text.regionMatches(true, i, "PM", 0, 2)) {
                        ampm = 1;
                    } else {
                        pos.errorIndex = i;
                        return null;
                    }
                    i += 2;
                    break;
                case 'G':
                    if (text.startsWith("AD", i) || text.startsWith("BC", i)) {
                        i += 2;
                    } else {
                        pos.errorIndex = i;
                        return null;
                    }
                    break;
                case 'Z': case 'X': case 'z': {
                    int end = i;
                    while (end < text.length() && !Character.isWhitespace(text.charAt(end))) {
                        end++;
                    }
                    String z = text.substring(i, end);
                    if (z.equals("Z") || z.equals("UTC") || z.equals("GMT")) {
                        offset = 0;
                    } else {
                        String id = z.startsWith("GMT") ? z : "GMT" + z;
                        TimeZone tz = TimeZone.getTimeZone(id);
                        if (tz.getID().equals("GMT")) {
                            pos.errorIndex = i;
                            return null;
                        }
                        offset = tz.getRawOffset();
                    }
                    i = end;
                    break;
                }
                default:
                    break;
            }
        }
        if (hour12 >= 0) {
            hour = hour12 + (ampm > 0 ? 12 : 0);
        } else if (ampm > 0 && hour < 12) {
            hour += 12;
        }
        GregorianCalendar g = new GregorianCalendar(offset == null ? calendar.getTimeZone()
                : TimeZone.getTimeZone(offset == 0 ? "UTC" : "GMT" + (offset < 0 ? "-" : "+") + Math.abs(offset) / 60000 / 60
                        + ":" + pad(Math.abs(offset) / 60000 % 60, 2)));
        g.clear();
        g.set(year, month, day, hour, minute, second);
        g.set(Calendar.MILLISECOND, milli);
        // A strict parse rejects a date the calendar had to roll over (February 30,
        // month 13, hour 25); the JDK reports the end of the parsed text.
        if (!calendar.isLenient() && (g.get(Calendar.ERA) != GregorianCalendar.AD || g.get(Calendar.YEAR) != year
                || g.get(Calendar.MONTH) != month || g.get(Calendar.DAY_OF_MONTH) != day
                || g.get(Calendar.HOUR_OF_DAY) != hour || g.get(Calendar.MINUTE) != minute
                || g.get(Calendar.SECOND) != second || g.get(Calendar.MILLISECOND) != milli)) {
            pos.errorIndex = i;
            return null;
        }
        pos.index = i;
        return g.getTime();
    }

    private int twoDigitYear(int v) {
        // within 80 years before and 20 after now, as the JDK's default century
        int now = Calendar.getInstance().get(Calendar.YEAR);
        int y = (now - 80) / 100 * 100 + v;
        if (y < now - 80) {
            y += 100;
        }
        return y;
    }

    /** (index << 8) | matched length of the longest full or three-letter name at i; -1 if none. */
    private static int matchName(String text, int i, String[] names) {
        for (int k = 0; k < names.length; k++) {
            if (text.regionMatches(true, i, names[k], 0, names[k].length())) {
                return (k << 8) | names[k].length();
            }
        }
        for (int k = 0; k < names.length; k++) {
            if (text.regionMatches(true, i, names[k], 0, 3)) {
                return (k << 8) | 3;
            }
        }
        return -1;
    }
}
