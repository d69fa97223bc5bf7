package java.util;

import java.time.ZoneId;

/**
 * Time zones with fixed offsets: UTC and GMT by their names, "GMT+hh:mm"
 * custom zones, and the system's zone when it is one of those. There is no
 * time-zone database and no daylight saving time.
 */
public abstract class TimeZone implements java.io.Serializable, Cloneable {
    private static final long serialVersionUID = 3581463369166924961L;

    public static final int SHORT = 0;
    public static final int LONG = 1;

    private String id;
    private static TimeZone defaultZone;

    public TimeZone() {
    }

    public String getID() {
        return id;
    }

    public void setID(String id) {
        this.id = Objects.requireNonNull(id);
    }

    public abstract int getRawOffset();

    public abstract void setRawOffset(int offsetMillis);

    public int getOffset(long date) {
        return getRawOffset();
    }

    public abstract int getOffset(int era, int year, int month, int day, int dayOfWeek, int milliseconds);

    public abstract boolean useDaylightTime();

    public abstract boolean inDaylightTime(Date date);

    public boolean observesDaylightTime() {
        return useDaylightTime();
    }

    public int getDSTSavings() {
        return 0;
    }

    public boolean hasSameRules(TimeZone other) {
        return other != null && getRawOffset() == other.getRawOffset();
    }

    public final String getDisplayName() {
        return getDisplayName(false, LONG, Locale.getDefault(Locale.Category.DISPLAY));
    }

    public final String getDisplayName(Locale locale) {
        return getDisplayName(false, LONG, locale);
    }

    public final String getDisplayName(boolean daylight, int style) {
        return getDisplayName(daylight, style, Locale.getDefault(Locale.Category.DISPLAY));
    }

    public String getDisplayName(boolean daylight, int style, Locale locale) {
        if (getRawOffset() == 0) {
            boolean gmt = id.equals("GMT") || id.startsWith("Etc/GMT") || id.equals("GMT0");
            if (style == SHORT) {
                return gmt ? "GMT" : "UTC";
            }
            return gmt ? "Greenwich Mean Time" : "Coordinated Universal Time";
        }
        return customId(getRawOffset());
    }

    static String customId(int offsetMillis) {
        int m = Math.abs(offsetMillis) / 60000;
        return "GMT" + (offsetMillis < 0 ? '-' : '+') + (m / 60 < 10 ? "0" : "") + (m / 60) + (m % 60 < 10 ? ":0" : ":")
                + (m % 60);
    }

    public ZoneId toZoneId() {
        if (id.equals("UTC") || id.equals("GMT") || id.startsWith("Etc/")) {
            return ZoneId.of(id);
        }
        if (id.startsWith("GMT")) {
            return ZoneId.of(id);
        }
        return ZoneId.of(id);
    }

    private static final class Fixed extends TimeZone {
        private int offset;

        Fixed(String id, int offset) {
            setID(id);
            this.offset = offset;
        }

        public int getRawOffset() {
            return offset;
        }

        public void setRawOffset(int offsetMillis) {
            offset = offsetMillis;
        }

        public int getOffset(int era, int year, int month, int day, int dayOfWeek, int milliseconds) {
            return offset;
        }

        public boolean useDaylightTime() {
            return false;
        }

        public boolean inDaylightTime(Date date) {
            return false;
        }

        public boolean equals(Object o) {
            return o instanceof Fixed && ((Fixed) o).getID().equals(getID()) && ((Fixed) o).offset == offset;
        }

        public int hashCode() {
            return getID().hashCode() ^ offset;
        }

        public String toString() {
            return "sun.util.calendar.ZoneInfo[id=\"" + getID() + "\",offset=" + offset
                    + ",dstSavings=0,useDaylight=false,transitions=0,lastRule=null]";
        }
    }

    private static final String[] UTC_NAMES = {
        "UTC", "GMT", "UCT", "Etc/UTC", "Etc/GMT", "Etc/UCT", "Etc/Universal", "Etc/Zulu", "Universal", "Zulu",
        "Etc/GMT0", "GMT0", "Etc/Greenwich", "Greenwich", "Etc/GMT+0", "Etc/GMT-0",
    };

    /** A zone by ID, or null if unknown. */
    private static TimeZone lookup(String id) {
        for (String n : UTC_NAMES) {
            if (n.equals(id)) {
                return new Fixed(id, 0);
            }
        }
        if (id.startsWith("GMT") && id.length() > 4 && (id.charAt(3) == '+' || id.charAt(3) == '-')) {
            String rest = id.substring(4);
            int h;
            int m = 0;
            try {
                int colon = rest.indexOf(':');
                if (colon >= 0) {
                    if (colon == 0 || colon > 2 || rest.length() - colon - 1 != 2) {
                        return null;
                    }
                    h = Integer.parseInt(rest.substring(0, colon));
                    m = Integer.parseInt(rest.substring(colon + 1));
                } else if (rest.length() <= 2) {
                    h = Integer.parseInt(rest);
                } else if (rest.length() <= 4) {
                    h = Integer.parseInt(rest.substring(0, rest.length() - 2));
                    m = Integer.parseInt(rest.substring(rest.length() - 2));
                } else {
                    return null;
                }
            } catch (NumberFormatException e) {
                return null;
            }
            if (h > 23 || m > 59) {
                return null;
            }
            int off = (h * 60 + m) * 60000 * (id.charAt(3) == '-' ? -1 : 1);
            return new Fixed(off == 0 ? "GMT" : customId(off), off);
        }
        return null;
    }

    public static synchronized TimeZone getTimeZone(String ID) {
        TimeZone z = lookup(ID);
        return z != null ? z : new Fixed("GMT", 0);
    }

    public static TimeZone getTimeZone(ZoneId zoneId) {
        String id = zoneId.getId();
        if (id.equals("Z")) {
            return getTimeZone("UTC");
        }
        if (id.startsWith("+") || id.startsWith("-")) {
            return getTimeZone("GMT" + id);
        }
        return getTimeZone(id);
    }

    public static synchronized TimeZone getDefault() {
        if (defaultZone == null) {
            String id = ZoneId.systemDefault().getId();
            TimeZone z = lookup(id);
            defaultZone = z != null ? z : new Fixed("GMT", 0);
        }
        return (TimeZone) defaultZone.clone();
    }

    public static synchronized void setDefault(TimeZone zone) {
        defaultZone = zone == null ? null : (TimeZone) zone.clone();
    }

    public static String[] getAvailableIDs() {
        return UTC_NAMES.clone();
    }

    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }
}
