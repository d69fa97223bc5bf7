package java.time;

/**
 * A time-zone: a fixed ZoneOffset, or one of the names of UTC ("UTC", "GMT",
 * "UT", "Etc/UTC", "Z" and prefixed offsets like "UTC+01:00"). There is no
 * time-zone database; other region names are rejected.
 */
public abstract class ZoneId implements java.io.Serializable {
    private static final long serialVersionUID = 8352817235686L;

    ZoneId() {
    }

    public static ZoneId systemDefault() {
        return ZoneRegion.systemZone();
    }

    public static ZoneId of(String zoneId) {
        java.util.Objects.requireNonNull(zoneId, "zoneId");
        if (zoneId.length() <= 1 || zoneId.startsWith("+") || zoneId.startsWith("-")) {
            return ZoneOffset.of(zoneId);
        }
        for (String p : new String[] {"UTC", "GMT", "UT"}) {
            if (zoneId.equals(p)) {
                return new ZoneRegion(zoneId, ZoneOffset.UTC);
            }
            if (zoneId.startsWith(p) && (zoneId.charAt(p.length()) == '+' || zoneId.charAt(p.length()) == '-')) {
                ZoneOffset off = ZoneOffset.of(zoneId.substring(p.length()));
                return new ZoneRegion(p + off.getId(), off);
            }
        }
        if (zoneId.equals("Etc/UTC") || zoneId.equals("Etc/GMT") || zoneId.equals("Etc/UCT") || zoneId.equals("UCT")
                || zoneId.equals("Etc/Universal") || zoneId.equals("Etc/Zulu") || zoneId.equals("Universal")
                || zoneId.equals("Zulu") || zoneId.equals("Etc/GMT0") || zoneId.equals("GMT0")) {
            return new ZoneRegion(zoneId, ZoneOffset.UTC);
        }
        for (int i = 0; i < zoneId.length(); i++) {
            char c = zoneId.charAt(i);
            if (!(Character.isLetterOrDigit(c) || c == '/' || c == '_' || c == '-' || c == '+' || c == '.' || c == '~')) {
                throw new DateTimeException("Invalid ID for region-based ZoneId, invalid format: " + zoneId);
            }
        }
        throw new DateTimeException("Unknown time-zone ID: " + zoneId);
    }

    public abstract String getId();

    /** The (fixed) offset of this zone. */
    abstract ZoneOffset offset();

    public ZoneId normalized() {
        return offset().getId().equals(getId()) ? this : (offset().getTotalSeconds() == 0 ? ZoneOffset.UTC : this);
    }

    public boolean equals(Object obj) {
        return obj instanceof ZoneId && ((ZoneId) obj).getId().equals(getId());
    }

    public int hashCode() {
        return getId().hashCode();
    }

    public String toString() {
        return getId();
    }
}
