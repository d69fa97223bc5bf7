package java.util;

import java.time.Instant;
import java.time.LocalDate;

/**
 * A calendar over the zones of TimeZone, always Gregorian (no Julian
 * change-over) and lenient: fields set out of range roll into the next ones.
 * Week-based fields follow the US rules (weeks start on Sunday, week 1 holds
 * January 1).
 */
public abstract class Calendar implements java.io.Serializable, Cloneable, Comparable<Calendar> {
    private static final long serialVersionUID = -1807547505821590642L;

    public static final int ERA = 0;
    public static final int YEAR = 1;
    public static final int MONTH = 2;
    public static final int WEEK_OF_YEAR = 3;
    public static final int WEEK_OF_MONTH = 4;
    public static final int DATE = 5;
    public static final int DAY_OF_MONTH = 5;
    public static final int DAY_OF_YEAR = 6;
    public static final int DAY_OF_WEEK = 7;
    public static final int DAY_OF_WEEK_IN_MONTH = 8;
    public static final int AM_PM = 9;
    public static final int HOUR = 10;
    public static final int HOUR_OF_DAY = 11;
    public static final int MINUTE = 12;
    public static final int SECOND = 13;
    public static final int MILLISECOND = 14;
    public static final int ZONE_OFFSET = 15;
    public static final int DST_OFFSET = 16;
    public static final int FIELD_COUNT = 17;

    public static final int SUNDAY = 1, MONDAY = 2, TUESDAY = 3, WEDNESDAY = 4, THURSDAY = 5, FRIDAY = 6, SATURDAY = 7;
    public static final int JANUARY = 0, FEBRUARY = 1, MARCH = 2, APRIL = 3, MAY = 4, JUNE = 5, JULY = 6,
            AUGUST = 7, SEPTEMBER = 8, OCTOBER = 9, NOVEMBER = 10, DECEMBER = 11, UNDECIMBER = 12;
    public static final int ALL_STYLES = 0, SHORT = 1, LONG = 2, NARROW_FORMAT = 4, SHORT_FORMAT = 1,
            LONG_FORMAT = 2, SHORT_STANDALONE = 0x8001, LONG_STANDALONE = 0x8002, NARROW_STANDALONE = 0x8004;
    public static final int AM = 0, PM = 1;

    protected int[] fields = new int[FIELD_COUNT];
    protected boolean[] isSet = new boolean[FIELD_COUNT];
    protected long time;
    protected boolean isTimeSet;
    protected boolean areFieldsSet;

    private TimeZone zone;
    private boolean lenient = true;
    private int lastHourField = HOUR_OF_DAY;

    protected Calendar() {
        this(TimeZone.getDefault(), Locale.getDefault(Locale.Category.FORMAT));
    }

    protected Calendar(TimeZone zone, Locale aLocale) {
        this.zone = zone;
    }

    public static Calendar getInstance() {
        return new GregorianCalendar();
    }

    public static Calendar getInstance(TimeZone zone) {
        return new GregorianCalendar(zone);
    }

    public static Calendar getInstance(Locale aLocale) {
        return new GregorianCalendar();
    }

    public static Calendar getInstance(TimeZone zone, Locale aLocale) {
        return new GregorianCalendar(zone);
    }

    public TimeZone getTimeZone() {
        return zone;
    }

    public void setTimeZone(TimeZone value) {
        complete();
        zone = value;
        areFieldsSet = false;
        computeFields();
    }

    public void setLenient(boolean lenient) {
        this.lenient = lenient;
    }

    public boolean isLenient() {
        return lenient;
    }

    // ---- time <-> fields -----------------------------------------------

    protected void computeFields() {
        int off = zone.getOffset(time);
        long local = time + off;
        long day = Math.floorDiv(local, 86400000L);
        int ms = (int) Math.floorMod(local, 86400000L);
        LocalDate d = LocalDate.ofEpochDay(day);
        int year = d.getYear();
        fields[ERA] = year > 0 ? 1 : 0;
        fields[YEAR] = year > 0 ? year : 1 - year;
        fields[MONTH] = d.getMonthValue() - 1;
        fields[DAY_OF_MONTH] = d.getDayOfMonth();
        fields[DAY_OF_YEAR] = d.getDayOfYear();
        fields[DAY_OF_WEEK] = d.getDayOfWeek().getValue() % 7 + 1;
        fields[DAY_OF_WEEK_IN_MONTH] = (d.getDayOfMonth() - 1) / 7 + 1;
        int jan1Dow = LocalDate.of(year, 1, 1).getDayOfWeek().getValue() % 7;   // 0 = Sunday
        int woy = (d.getDayOfYear() - 1 + jan1Dow) / 7 + 1;
        if (woy > 52) {
            // the last days of December belong to week 1 of the next year when that week holds January 1
            int nextJan1 = LocalDate.of(year + 1, 1, 1).getDayOfWeek().getValue() % 7;
            if (nextJan1 != 0 && d.getDayOfYear() > d.lengthOfYear() - nextJan1) {
                woy = 1;
            }
        }
        fields[WEEK_OF_YEAR] = woy;
        int firstDow = LocalDate.of(year, d.getMonthValue(), 1).getDayOfWeek().getValue() % 7;
        fields[WEEK_OF_MONTH] = (d.getDayOfMonth() - 1 + firstDow) / 7 + 1;
        fields[HOUR_OF_DAY] = ms / 3600000;
        fields[AM_PM] = fields[HOUR_OF_DAY] / 12;
        fields[HOUR] = fields[HOUR_OF_DAY] % 12;
        fields[MINUTE] = ms / 60000 % 60;
        fields[SECOND] = ms / 1000 % 60;
        fields[MILLISECOND] = ms % 1000;
        int std = zone.standardOffsetAt(time);
        fields[ZONE_OFFSET] = std;
        fields[DST_OFFSET] = off - std;
        Arrays.fill(isSet, true);
        areFieldsSet = true;
    }

    protected void computeTime() {
        int year = fields[ERA] == 0 ? 1 - fields[YEAR] : fields[YEAR];
        long month = fields[MONTH];
        long y = year + Math.floorDiv(month, 12);
        int m = (int) Math.floorMod(month, 12);
        long day;
        if (isSet[DAY_OF_MONTH] || !isSet[DAY_OF_YEAR]) {
            day = LocalDate.of((int) y, m + 1, 1).toEpochDay() + fields[DAY_OF_MONTH] - 1;
        } else {
            day = LocalDate.of((int) y, 1, 1).toEpochDay() + fields[DAY_OF_YEAR] - 1;
        }
        long hour = lastHourField == HOUR ? fields[HOUR] + 12L * fields[AM_PM] : fields[HOUR_OF_DAY];
        long ms = ((hour * 60 + fields[MINUTE]) * 60 + fields[SECOND]) * 1000L + fields[MILLISECOND];
        long local = day * 86400000L + ms;
        time = zone.localToUtc(local);
        isTimeSet = true;
    }

    protected void complete() {
        if (!isTimeSet) {
            computeTime();
            computeFields();
        }
        if (!areFieldsSet) {
            computeFields();
        }
    }

    public int get(int field) {
        complete();
        return fields[field];
    }

    public void set(int field, int value) {
        complete();
        if (!lenient) {
            checkField(field, value);
        }
        fields[field] = value;
        if (field == HOUR || field == AM_PM) {
            lastHourField = HOUR;
        } else if (field == HOUR_OF_DAY) {
            lastHourField = HOUR_OF_DAY;
        }
        if (field == DAY_OF_YEAR) {
            isSet[DAY_OF_MONTH] = false;
        } else if (field == DAY_OF_MONTH) {
            isSet[DAY_OF_MONTH] = true;
        }
        isTimeSet = false;
        areFieldsSet = false;
        computeTime();
        computeFields();
        lastHourField = HOUR_OF_DAY;
    }

    private void checkField(int field, int value) {
        int min = getMinimum(field);
        int max = getActualMaximum(field);
        if (value < min || value > max) {
            throw new IllegalArgumentException(FIELD_NAMES[field]);
        }
    }

    private static final String[] FIELD_NAMES = {
        "ERA", "YEAR", "MONTH", "WEEK_OF_YEAR", "WEEK_OF_MONTH", "DAY_OF_MONTH", "DAY_OF_YEAR", "DAY_OF_WEEK",
        "DAY_OF_WEEK_IN_MONTH", "AM_PM", "HOUR", "HOUR_OF_DAY", "MINUTE", "SECOND", "MILLISECOND", "ZONE_OFFSET",
        "DST_OFFSET",
    };

    public final void set(int year, int month, int date) {
        set(YEAR, year);
        set(MONTH, month);
        set(DATE, date);
    }

    public final void set(int year, int month, int date, int hourOfDay, int minute) {
        set(year, month, date);
        set(HOUR_OF_DAY, hourOfDay);
        set(MINUTE, minute);
    }

    public final void set(int year, int month, int date, int hourOfDay, int minute, int second) {
        set(year, month, date, hourOfDay, minute);
        set(SECOND, second);
    }

    public final void clear() {
        time = 0;
        isTimeSet = true;
        computeFields();
        time = zone.localToUtc(0);
        computeFields();
    }

    public void add(int field, int amount) {
        if (amount == 0) {
            return;
        }
        complete();
        switch (field) {
            case ERA:
                break;
            case YEAR:
            case MONTH: {
                int year = fields[ERA] == 0 ? 1 - fields[YEAR] : fields[YEAR];
                long months = year * 12L + fields[MONTH] + (field == YEAR ? amount * 12L : amount);
                int ny = (int) Math.floorDiv(months, 12);
                int nm = (int) Math.floorMod(months, 12);
                int max = LocalDate.of(ny, nm + 1, 1).lengthOfMonth();
                fields[ERA] = ny > 0 ? 1 : 0;
                fields[YEAR] = ny > 0 ? ny : 1 - ny;
                fields[MONTH] = nm;
                fields[DAY_OF_MONTH] = Math.min(fields[DAY_OF_MONTH], max);
                isSet[DAY_OF_MONTH] = true;
                lastHourField = HOUR_OF_DAY;
                computeTime();
                computeFields();
                return;
            }
            case WEEK_OF_YEAR: case WEEK_OF_MONTH: case DAY_OF_WEEK_IN_MONTH:
                time += amount * 7L * 86400000L;
                break;
            case DAY_OF_MONTH: case DAY_OF_YEAR: case DAY_OF_WEEK:
                time += amount * 86400000L;
                break;
            case AM_PM:
                time += amount * 43200000L;
                break;
            case HOUR: case HOUR_OF_DAY:
                time += amount * 3600000L;
                break;
            case MINUTE:
                time += amount * 60000L;
                break;
            case SECOND:
                time += amount * 1000L;
                break;
            case MILLISECOND:
                time += amount;
                break;
            default:
                throw new IllegalArgumentException();
        }
        computeFields();
    }

    public void roll(int field, boolean up) {
        roll(field, up ? 1 : -1);
    }

    public void roll(int field, int amount) {
        complete();
        int min = getMinimum(field);
        int max = getActualMaximum(field);
        int range = max - min + 1;
        int v = (int) (Math.floorMod((long) fields[field] - min + amount, range) + min);
        set(field, v);
    }

    public int getMinimum(int field) {
        switch (field) {
            case DAY_OF_MONTH: case DAY_OF_YEAR: case DAY_OF_WEEK: case YEAR: case WEEK_OF_YEAR: return 1;
            case ZONE_OFFSET: return -13 * 3600000;
            default: return 0;
        }
    }

    public int getActualMinimum(int field) {
        return getMinimum(field);
    }

    public int getMaximum(int field) {
        switch (field) {
            case ERA: return 1;
            case YEAR: return 292278994;
            case MONTH: return 11;
            case WEEK_OF_YEAR: return 53;
            case WEEK_OF_MONTH: return 6;
            case DAY_OF_MONTH: return 31;
            case DAY_OF_YEAR: return 366;
            case DAY_OF_WEEK: return 7;
            case DAY_OF_WEEK_IN_MONTH: return 6;
            case AM_PM: return 1;
            case HOUR: return 11;
            case HOUR_OF_DAY: return 23;
            case MINUTE: case SECOND: return 59;
            case MILLISECOND: return 999;
            case ZONE_OFFSET: return 14 * 3600000;
            default: return 7200000;
        }
    }

    /*
     * English names of the era, month, day of the week and AM/PM, as JDK 17 gives
     * them for Locale.US in every locale: SHORT "Mar", LONG "March", NARROW "M";
     * the stand-alone long era is "Anno Domini". Other fields have none (null).
     */
    public String getDisplayName(int field, int style, Locale locale) {
        if (style != SHORT && style != LONG && style != NARROW_FORMAT && style != SHORT_STANDALONE
                && style != LONG_STANDALONE && style != NARROW_STANDALONE) {
            throw new IllegalArgumentException();
        }
        if (locale == null) {
            throw new NullPointerException();
        }
        if (field < 0 || field >= FIELD_COUNT) {
            throw new IllegalArgumentException();
        }
        int value = get(field);
        boolean narrow = (style & NARROW_FORMAT) != 0;
        java.text.DateFormatSymbols names = java.text.DateFormatSymbols.getInstance(Locale.US);
        String name;
        switch (field) {
            case ERA:
                if (style == LONG_STANDALONE) {
                    return value == 1 ? "Anno Domini" : "Before Christ";
                }
                name = names.getEras()[value];
                break;
            case MONTH:
                name = (style & LONG) != 0 ? names.getMonths()[value] : names.getShortMonths()[value];
                break;
            case DAY_OF_WEEK:
                name = (style & LONG) != 0 ? names.getWeekdays()[value] : names.getShortWeekdays()[value];
                break;
            case AM_PM:
                name = names.getAmPmStrings()[value];
                return narrow ? name.substring(0, 1).toLowerCase() : name;
            default:
                return null;
        }
        return narrow ? name.substring(0, 1) : name;
    }

    public int getActualMaximum(int field) {
        complete();
        int year = fields[ERA] == 0 ? 1 - fields[YEAR] : fields[YEAR];
        if (field == DAY_OF_MONTH) {
            return LocalDate.of(year, fields[MONTH] + 1, 1).lengthOfMonth();
        }
        if (field == DAY_OF_YEAR) {
            return LocalDate.of(year, 1, 1).lengthOfYear();
        }
        return getMaximum(field);
    }

    public final Date getTime() {
        return new Date(getTimeInMillis());
    }

    public final void setTime(Date date) {
        setTimeInMillis(date.getTime());
    }

    public long getTimeInMillis() {
        complete();
        return time;
    }

    public void setTimeInMillis(long millis) {
        time = millis;
        isTimeSet = true;
        computeFields();
    }

    public final Instant toInstant() {
        return Instant.ofEpochMilli(getTimeInMillis());
    }

    public int getFirstDayOfWeek() {
        return SUNDAY;
    }

    public int getMinimalDaysInFirstWeek() {
        return 1;
    }

    public boolean before(Object when) {
        return when instanceof Calendar && compareTo((Calendar) when) < 0;
    }

    public boolean after(Object when) {
        return when instanceof Calendar && compareTo((Calendar) when) > 0;
    }

    public int compareTo(Calendar anotherCalendar) {
        return Long.compare(getTimeInMillis(), anotherCalendar.getTimeInMillis());
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof Calendar)) {
            return false;
        }
        Calendar c = (Calendar) obj;
        return getTimeInMillis() == c.getTimeInMillis() && lenient == c.lenient && zone.equals(c.zone);
    }

    public int hashCode() {
        long t = getTimeInMillis();
        int otheritems = (lenient ? 1 : 0) | (1 << 1) | (1 << 4) | (zone.hashCode() << 7);
        return (int) t ^ (int) (t >> 32) ^ otheritems;
    }

    public Object clone() {
        try {
            Calendar c = (Calendar) super.clone();
            c.fields = fields.clone();
            c.isSet = isSet.clone();
            c.zone = (TimeZone) zone.clone();
            return c;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }
}
