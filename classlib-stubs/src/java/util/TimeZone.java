package java.util;

import java.time.ZoneId;

/**
 * Time zones: UTC and GMT by their names and "GMT+hh:mm" custom zones with
 * fixed offsets, and the regions of the system's zone database with the
 * rules java.time reads from it (java.time.zone.ZoneRulesProvider).
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
        if (style != SHORT && style != LONG) {
            throw new IllegalArgumentException("Illegal style: " + style);
        }
        String n = jdk.internal.util.ZoneNames.name(id, daylight, style == LONG);
        if (n != null) {
            return n;
        }
        // a zone without a name here: its offset, as JDK 17 prints a zone without an abbreviation
        return jdk.internal.util.ZoneNames.gmt((getRawOffset() + (daylight ? getDSTSavings() : 0)) / 1000);
    }

    static String customId(int offsetMillis) {
        int m = Math.abs(offsetMillis) / 60000;
        return "GMT" + (offsetMillis < 0 ? '-' : '+') + (m / 60 < 10 ? "0" : "") + (m / 60) + (m % 60 < 10 ? ":0" : ":")
                + (m % 60);
    }

    public ZoneId toZoneId() {
        return ZoneId.of(id, ZoneId.SHORT_IDS);
    }

    /** The UTC time of a local (wall) time in this zone: a time in a gap is taken in the offset before it, one in an overlap in the offset after it, as GregorianCalendar does. */
    long localToUtc(long localMillis) {
        return localMillis - getRawOffset();
    }

    /** The standard offset at an instant (Calendar's ZONE_OFFSET). */
    int standardOffsetAt(long utcMillis) {
        return getRawOffset();
    }

    /** A zone of the database: its rules from java.time. */
    private static final class Region extends TimeZone {
        private final java.time.zone.ZoneRules rules;
        private int raw;              // standard offset now, ms (setRawOffset shifts every offset)
        private final int rawNow;     // the same from the rules
        private final boolean daylight;
        private final int savings;

        Region(String id, java.time.zone.ZoneRules rules) {
            setID(id);
            this.rules = rules;
            java.time.Instant now = java.time.Instant.ofEpochMilli(System.currentTimeMillis());
            this.raw = rules.getStandardOffset(now).getTotalSeconds() * 1000;
            this.rawNow = raw;
            int sv = 0;
            java.time.Instant at = now;
            for (int i = 0; i < 2; i++) {
                java.time.zone.ZoneOffsetTransition tr = rules.nextTransition(at);
                if (tr == null) {
                    break;
                }
                if (rules.isDaylightSavings(tr.getInstant())) {
                    sv = (int) rules.getDaylightSavings(tr.getInstant()).getSeconds() * 1000;
                    break;
                }
                at = tr.getInstant();
            }
            if (sv == 0 && rules.isDaylightSavings(now)) {
                sv = (int) rules.getDaylightSavings(now).getSeconds() * 1000;
            }
            this.daylight = sv != 0;
            this.savings = sv;
        }

        public int getRawOffset() {
            return raw;
        }

        public void setRawOffset(int offsetMillis) {
            raw = offsetMillis;
        }

        private int shift() {
            return raw - rawNow;
        }

        public int getOffset(long date) {
            return rules.getOffset(java.time.Instant.ofEpochMilli(date)).getTotalSeconds() * 1000 + shift();
        }

        int standardOffsetAt(long utcMillis) {
            return rules.getStandardOffset(java.time.Instant.ofEpochMilli(utcMillis)).getTotalSeconds() * 1000 + shift();
        }

        long localToUtc(long localMillis) {
            long sec = Math.floorDiv(localMillis, 1000L);
            int ms = (int) Math.floorMod(localMillis, 1000L);
            java.time.LocalDateTime ldt = java.time.LocalDateTime.ofEpochSecond(sec, ms * 1000000, java.time.ZoneOffset.UTC);
            java.time.zone.ZoneOffsetTransition tr = rules.getTransition(ldt);
            java.time.ZoneOffset off;
            if (tr == null) {
                off = rules.getOffset(ldt);
            } else {
                off = tr.isGap() ? tr.getOffsetBefore() : tr.getOffsetAfter();
            }
            return localMillis - off.getTotalSeconds() * 1000L - shift();
        }

        public int getOffset(int era, int year, int month, int day, int dayOfWeek, int milliseconds) {
            if (era != 1 && era != 0) {
                throw new IllegalArgumentException("Illegal era " + era);
            }
            int y = era == 0 ? 1 - year : year;
            long days = java.time.LocalDate.of(y, month + 1, day).toEpochDay();
            long utc = days * 86400000L + milliseconds - raw;
            return getOffset(utc);
        }

        public boolean useDaylightTime() {
            return daylight;
        }

        public boolean inDaylightTime(Date date) {
            return rules.isDaylightSavings(java.time.Instant.ofEpochMilli(date.getTime()));
        }

        public int getDSTSavings() {
            return savings;
        }

        public boolean hasSameRules(TimeZone other) {
            return other instanceof Region && ((Region) other).rules.equals(rules) && other.getRawOffset() == raw;
        }

        public boolean equals(Object o) {
            return o instanceof Region && ((Region) o).getID().equals(getID()) && hasSameRules((Region) o);
        }

        public int hashCode() {
            return getID().hashCode() ^ raw;
        }

        public String toString() {
            return "sun.util.calendar.ZoneInfo[id=\"" + getID() + "\",offset=" + raw + ",dstSavings=" + savings
                    + ",useDaylight=" + daylight + "]";
        }
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
        if (id.isEmpty() || !Character.isLetter(id.charAt(0))) {
            return null;
        }
        if (id.equals("EST") || id.equals("MST") || id.equals("HST")) {
            // fixed offsets, not zones of java.time
            return new Fixed(id, id.equals("EST") ? -18000000 : id.equals("MST") ? -25200000 : -36000000);
        }
        try {
            return new Region(id, java.time.zone.ZoneRulesProvider.getRules(id, true));
        } catch (java.time.DateTimeException e) {
            String alias = ZoneId.SHORT_IDS.get(id);
            if (alias != null && !alias.startsWith("-")) {
                try {
                    return new Region(id, java.time.zone.ZoneRulesProvider.getRules(alias, true));
                } catch (java.time.DateTimeException e2) {
                    return null;
                }
            }
            return null;
        }
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
            String id = systemZoneId();
            TimeZone z = id == null ? null : lookup(id);
            if (z == null) {
                // as the JDK does: a custom zone of the standard offset the C library would use
                int off = standardOffsetOf(id);
                z = new Fixed(off == 0 ? "GMT" : customId(off), off);
            }
            defaultZone = z;
            System.setProperty("user.timezone", defaultZone.getID());
        }
        return (TimeZone) defaultZone.clone();
    }

    /**
     * The system's zone: the property user.timezone, else the TZ variable
     * (":Area/City", "posix/Area/City" or a path into the zone directory),
     * else the zone /etc/localtime links to, else /etc/timezone.
     */
    private static String systemZoneId() {
        String tz = System.getProperty("user.timezone");
        if (tz == null || tz.isEmpty()) {
            tz = System.getenv("TZ");
        }
        if (tz != null && tz.startsWith(":")) {
            tz = tz.substring(1);
        }
        if (tz != null && !tz.isEmpty()) {
            return tz.startsWith("posix/") ? tz.substring(6) : tz;
        }
        try {
            java.io.File lt = new java.io.File("/etc/localtime");
            if (java.nio.file.Files.isSymbolicLink(lt.toPath())) {
                String target = lt.getCanonicalPath();
                int at = target.indexOf("zoneinfo/");
                if (at >= 0) {
                    return stripZoneDir(target.substring(at + 9));
                }
            }
        } catch (java.io.IOException | RuntimeException e) {
            // fall through to /etc/timezone
        }
        try {
            java.io.BufferedReader r = new java.io.BufferedReader(new java.io.FileReader("/etc/timezone"));
            try {
                String line = r.readLine();
                if (line != null && !line.trim().isEmpty()) {
                    return line.trim();
                }
            } finally {
                r.close();
            }
        } catch (java.io.IOException | RuntimeException e) {
            // no zone configured
        }
        return "GMT";
    }

    private static String stripZoneDir(String tz) {
        return tz.startsWith("posix/") ? tz.substring(6) : tz;
    }

    /**
     * The standard offset (ms) of a TZ value that names no zone: a path to a
     * zone file, or a POSIX TZ string ("<+03>-3", "ABC-5:30"); 0 otherwise.
     */
    private static int standardOffsetOf(String tz) {
        if (tz == null) {
            return 0;
        }
        String dir = System.getenv("TZDIR");
        if (dir == null || dir.isEmpty()) {
            dir = "/usr/share/zoneinfo";
        }
        if (tz.startsWith(dir + "/")) {
            try {
                return java.time.zone.ZoneRulesProvider.getRules(tz.substring(dir.length() + 1), false)
                        .getStandardOffset(java.time.Instant.ofEpochMilli(System.currentTimeMillis())).getTotalSeconds()
                        * 1000;
            } catch (java.time.DateTimeException e) {
                return 0;
            }
        }
        int p = 0;
        if (tz.startsWith("<")) {
            p = tz.indexOf('>') + 1;
            if (p == 0) {
                return 0;
            }
        } else {
            while (p < tz.length() && Character.isLetter(tz.charAt(p))) {
                p++;
            }
            if (p < 3) {
                return 0;
            }
        }
        int sign = 1;
        if (p < tz.length() && (tz.charAt(p) == '+' || tz.charAt(p) == '-')) {
            sign = tz.charAt(p) == '-' ? -1 : 1;
            p++;
        }
        int[] v = new int[3];
        for (int part = 0; part < 3; part++) {
            int start = p;
            while (p < tz.length() && p - start < 2 && Character.isDigit(tz.charAt(p))) {
                v[part] = v[part] * 10 + (tz.charAt(p) - '0');
                p++;
            }
            if (p == start) {
                if (part == 0) {
                    return 0;
                }
                break;
            }
            if (p >= tz.length() || tz.charAt(p) != ':') {
                break;
            }
            p++;
        }
        if (p < tz.length() && Character.isDigit(tz.charAt(p)) || v[0] > 24) {
            return 0;
        }
        // POSIX offsets count west of Greenwich
        return -sign * (v[0] * 3600 + v[1] * 60 + v[2]) * 1000;
    }

    public static synchronized void setDefault(TimeZone zone) {
        defaultZone = zone == null ? null : (TimeZone) zone.clone();
    }

    /** The IDs whose standard offset now is rawOffset (ms). */
    public static String[] getAvailableIDs(int rawOffset) {
        java.util.ArrayList<String> l = new java.util.ArrayList<String>();
        for (String id : getAvailableIDs()) {
            TimeZone z = lookup(id);
            if (z != null && z.getRawOffset() == rawOffset) {
                l.add(id);
            }
        }
        return l.toArray(new String[l.size()]);
    }

    public static String[] getAvailableIDs() {
        Set<String> ids = new TreeSet<String>(java.time.zone.ZoneRulesProvider.getAvailableZoneIds());
        for (String n : UTC_NAMES) {
            ids.add(n);
        }
        ids.addAll(ZoneId.SHORT_IDS.keySet());    // the old three-letter IDs, EST, MST and HST among them
        return ids.toArray(new String[ids.size()]);
    }

    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }
}
