package java.text;

import java.util.Arrays;
import java.util.Locale;

/**
 * The names SimpleDateFormat prints: eras, months, weekdays and AM/PM, in US
 * English for every locale (JDK 17 gives other languages their own, and en_GB
 * "Sept"). Arrays are copied in and out, as the JDK does. There are no zone
 * strings here, and hashCode is not the JDK's (which hashes its zone strings).
 */
public class DateFormatSymbols implements java.io.Serializable, Cloneable {
    private static final long serialVersionUID = -5987973545549424702L;

    private String[] eras = {"BC", "AD"};
    private String[] months = {"January", "February", "March", "April", "May", "June", "July", "August",
        "September", "October", "November", "December", ""};
    private String[] shortMonths = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov",
        "Dec", ""};
    // indexed by Calendar.SUNDAY (1) to SATURDAY (7); element 0 is unused
    private String[] weekdays = {"", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"};
    private String[] shortWeekdays = {"", "Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
    private String[] ampms = {"AM", "PM"};
    private String localPatternChars = "GyMdkHmsSEDFwWahKzZ";

    public DateFormatSymbols() {
    }

    public DateFormatSymbols(Locale locale) {
        if (locale == null) {
            throw new NullPointerException();
        }
    }

    public static Locale[] getAvailableLocales() {
        return Locale.getAvailableLocales();
    }

    public static final DateFormatSymbols getInstance() {
        return new DateFormatSymbols();
    }

    public static final DateFormatSymbols getInstance(Locale locale) {
        return new DateFormatSymbols(locale);
    }

    public String[] getEras() { return eras.clone(); }
    public void setEras(String[] newEras) { eras = newEras.clone(); }
    public String[] getMonths() { return months.clone(); }
    public void setMonths(String[] newMonths) { months = newMonths.clone(); }
    public String[] getShortMonths() { return shortMonths.clone(); }
    public void setShortMonths(String[] newShortMonths) { shortMonths = newShortMonths.clone(); }
    public String[] getWeekdays() { return weekdays.clone(); }
    public void setWeekdays(String[] newWeekdays) { weekdays = newWeekdays.clone(); }
    public String[] getShortWeekdays() { return shortWeekdays.clone(); }
    public void setShortWeekdays(String[] newShortWeekdays) { shortWeekdays = newShortWeekdays.clone(); }
    public String[] getAmPmStrings() { return ampms.clone(); }
    public void setAmPmStrings(String[] newAmpms) { ampms = newAmpms.clone(); }
    public String getLocalPatternChars() { return localPatternChars; }

    public void setLocalPatternChars(String newLocalPatternChars) {
        localPatternChars = newLocalPatternChars.toString();
    }

    /* Read by SimpleDateFormat without copying. */
    String era(int i) { return eras[i]; }
    String month(int i, boolean full) { return full ? months[i] : shortMonths[i]; }
    String weekday(int calendarDay, boolean full) { return full ? weekdays[calendarDay] : shortWeekdays[calendarDay]; }
    String ampm(int i) { return ampms[i]; }

    public Object clone() {
        try {
            DateFormatSymbols c = (DateFormatSymbols) super.clone();
            c.eras = eras.clone();
            c.months = months.clone();
            c.shortMonths = shortMonths.clone();
            c.weekdays = weekdays.clone();
            c.shortWeekdays = shortWeekdays.clone();
            c.ampms = ampms.clone();
            return c;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (obj == null || getClass() != obj.getClass()) {
            return false;
        }
        DateFormatSymbols o = (DateFormatSymbols) obj;
        return Arrays.equals(eras, o.eras) && Arrays.equals(months, o.months) && Arrays.equals(shortMonths, o.shortMonths)
                && Arrays.equals(weekdays, o.weekdays) && Arrays.equals(shortWeekdays, o.shortWeekdays)
                && Arrays.equals(ampms, o.ampms) && localPatternChars.equals(o.localPatternChars);
    }

    public int hashCode() {
        return Arrays.hashCode(months) * 31 + Arrays.hashCode(weekdays);
    }
}
