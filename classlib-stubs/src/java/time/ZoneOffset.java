package java.time;

/** A fixed offset from UTC, -18:00 to +18:00. */
public final class ZoneOffset extends ZoneId implements Comparable<ZoneOffset> {
    private static final long serialVersionUID = 2357656521762053153L;

    public static final ZoneOffset UTC = new ZoneOffset(0);
    public static final ZoneOffset MIN = new ZoneOffset(-18 * 3600);
    public static final ZoneOffset MAX = new ZoneOffset(18 * 3600);

    private final int totalSeconds;
    private final String id;

    private ZoneOffset(int totalSeconds) {
        this.totalSeconds = totalSeconds;
        this.id = buildId(totalSeconds);
    }

    private static String buildId(int totalSeconds) {
        if (totalSeconds == 0) {
            return "Z";
        }
        int abs = Math.abs(totalSeconds);
        StringBuilder sb = new StringBuilder();
        int h = abs / 3600;
        int m = (abs / 60) % 60;
        sb.append(totalSeconds < 0 ? "-" : "+").append(h < 10 ? "0" : "").append(h).append(m < 10 ? ":0" : ":").append(m);
        int s = abs % 60;
        if (s != 0) {
            sb.append(s < 10 ? ":0" : ":").append(s);
        }
        return sb.toString();
    }

    public static ZoneOffset ofTotalSeconds(int totalSeconds) {
        if (totalSeconds < -18 * 3600 || totalSeconds > 18 * 3600) {
            throw new DateTimeException("Zone offset not in valid range: -18:00 to +18:00");
        }
        return totalSeconds == 0 ? UTC : new ZoneOffset(totalSeconds);
    }

    public static ZoneOffset ofHours(int hours) {
        return ofHoursMinutesSeconds(hours, 0, 0);
    }

    public static ZoneOffset ofHoursMinutes(int hours, int minutes) {
        return ofHoursMinutesSeconds(hours, minutes, 0);
    }

    public static ZoneOffset ofHoursMinutesSeconds(int hours, int minutes, int seconds) {
        if (hours < -18 || hours > 18) {
            throw new DateTimeException("Zone offset hours not in valid range: value " + hours
                    + " is not in the range -18 to 18");
        }
        if (hours > 0 ? (minutes < 0 || seconds < 0) : hours < 0 ? (minutes > 0 || seconds > 0)
                : ((minutes > 0 && seconds < 0) || (minutes < 0 && seconds > 0))) {
            throw new DateTimeException("Zone offset minutes and seconds must have the same sign as the hours");
        }
        if (minutes < -59 || minutes > 59) {
            throw new DateTimeException("Zone offset minutes not in valid range: value " + minutes
                    + " is not in the range -59 to 59");
        }
        if (seconds < -59 || seconds > 59) {
            throw new DateTimeException("Zone offset seconds not in valid range: value " + seconds
                    + " is not in the range -59 to 59");
        }
        if (Math.abs(hours) == 18 && (minutes | seconds) != 0) {
            throw new DateTimeException("Zone offset not in valid range: -18:00 to +18:00");
        }
        return ofTotalSeconds(hours * 3600 + minutes * 60 + seconds);
    }

    /** Z, +h, +hh, +hh:mm, +hhmm, +hh:mm:ss, +hhmmss. */
    public static ZoneOffset of(String offsetId) {
        java.util.Objects.requireNonNull(offsetId, "offsetId");
        if (offsetId.equals("Z")) {
            return UTC;
        }
        String s = offsetId;
        int len = s.length();
        int h;
        int m = 0;
        int sec = 0;
        switch (len) {
            case 2:
                s = s.charAt(0) + "0" + s.charAt(1);
                // fall through
            case 3:
                h = digits(s, 1, offsetId);
                break;
            case 5:
                h = digits(s, 1, offsetId);
                m = digits(s, 3, offsetId);
                break;
            case 6:
                h = digits(s, 1, offsetId);
                colon(s, 3, offsetId);
                m = digits(s, 4, offsetId);
                break;
            case 7:
                h = digits(s, 1, offsetId);
                m = digits(s, 3, offsetId);
                sec = digits(s, 5, offsetId);
                break;
            case 9:
                h = digits(s, 1, offsetId);
                colon(s, 3, offsetId);
                m = digits(s, 4, offsetId);
                colon(s, 6, offsetId);
                sec = digits(s, 7, offsetId);
                break;
            default:
                throw new DateTimeException("Invalid ID for ZoneOffset, invalid format: " + offsetId);
        }
        char first = s.charAt(0);
        if (first != '+' && first != '-') {
            throw new DateTimeException("Invalid ID for ZoneOffset, plus/minus not found when expected: " + offsetId);
        }
        return first == '-' ? ofHoursMinutesSeconds(-h, -m, -sec) : ofHoursMinutesSeconds(h, m, sec);
    }

    private static int digits(String s, int at, String id) {
        char a = s.charAt(at);
        char b = s.charAt(at + 1);
        if (a < '0' || a > '9' || b < '0' || b > '9') {
            throw new DateTimeException("Invalid ID for ZoneOffset, non numeric characters found: " + id);
        }
        return (a - '0') * 10 + (b - '0');
    }

    private static void colon(String s, int at, String id) {
        if (s.charAt(at) != ':') {
            throw new DateTimeException("Invalid ID for ZoneOffset, colon not found when expected: " + id);
        }
    }

    public int getTotalSeconds() {
        return totalSeconds;
    }

    public String getId() {
        return id;
    }

    private transient java.time.zone.ZoneRules rules;

    public java.time.zone.ZoneRules getRules() {
        java.time.zone.ZoneRules r = rules;
        if (r == null) {
            r = java.time.zone.ZoneRules.of(this);
            rules = r;
        }
        return r;
    }

    public ZoneId normalized() {
        return this;
    }

    public int compareTo(ZoneOffset other) {
        return other.totalSeconds - totalSeconds;
    }

    public boolean equals(Object obj) {
        return obj instanceof ZoneOffset && ((ZoneOffset) obj).totalSeconds == totalSeconds;
    }

    public int hashCode() {
        return totalSeconds;
    }

    public String toString() {
        return id;
    }

    /* Serialized through the JDK's proxy, java.time.Ser. */
    private Object writeReplace() {
        return new Ser(Ser.ZONE_OFFSET_TYPE, this);
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.InvalidObjectException {
        throw new java.io.InvalidObjectException("Deserialization via serialization delegate");
    }
}
