package java.time;

import java.time.format.TextStyle;
import java.time.temporal.TemporalAccessor;
import java.time.zone.ZoneRules;
import java.time.zone.ZoneRulesException;
import java.util.Collections;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A time-zone: a fixed ZoneOffset, a prefixed offset ("UTC+01:00", "GMT",
 * "UT"), or a region whose rules come from the system's TZif database
 * (java.time.zone.ZoneRulesProvider).
 */
public abstract class ZoneId implements java.io.Serializable {
    private static final long serialVersionUID = 8352817235686L;

    public static final Map<String, String> SHORT_IDS;

    static {
        String[] pairs = {
            "ACT", "Australia/Darwin", "AET", "Australia/Sydney", "AGT", "America/Argentina/Buenos_Aires",
            "ART", "Africa/Cairo", "AST", "America/Anchorage", "BET", "America/Sao_Paulo", "BST", "Asia/Dhaka",
            "CAT", "Africa/Harare", "CNT", "America/St_Johns", "CST", "America/Chicago", "CTT", "Asia/Shanghai",
            "EAT", "Africa/Addis_Ababa", "ECT", "Europe/Paris", "IET", "America/Indiana/Indianapolis",
            "IST", "Asia/Kolkata", "JST", "Asia/Tokyo", "MIT", "Pacific/Apia", "NET", "Asia/Yerevan",
            "NST", "Pacific/Auckland", "PLT", "Asia/Karachi", "PNT", "America/Phoenix", "PRT", "America/Puerto_Rico",
            "PST", "America/Los_Angeles", "SST", "Pacific/Guadalcanal", "VST", "Asia/Ho_Chi_Minh",
            "EST", "-05:00", "MST", "-07:00", "HST", "-10:00",
        };
        Map<String, String> m = new HashMap<String, String>();
        for (int i = 0; i < pairs.length; i += 2) {
            m.put(pairs[i], pairs[i + 1]);
        }
        SHORT_IDS = Collections.unmodifiableMap(m);
    }

    ZoneId() {
    }

    public static ZoneId systemDefault() {
        return java.util.TimeZone.getDefault().toZoneId();
    }

    public static Set<String> getAvailableZoneIds() {
        return java.time.zone.ZoneRulesProvider.getAvailableZoneIds();
    }

    public static ZoneId of(String zoneId, Map<String, String> aliasMap) {
        java.util.Objects.requireNonNull(zoneId, "zoneId");
        java.util.Objects.requireNonNull(aliasMap, "aliasMap");
        String id = aliasMap.get(zoneId);
        return of(id != null ? id : zoneId);
    }

    public static ZoneId of(String zoneId) {
        java.util.Objects.requireNonNull(zoneId, "zoneId");
        if (zoneId.length() <= 1 || zoneId.startsWith("+") || zoneId.startsWith("-")) {
            return ZoneOffset.of(zoneId);
        }
        for (String p : new String[] {"UTC", "GMT", "UT"}) {
            if (zoneId.equals(p)) {
                return new ZoneRegion(zoneId, ZoneOffset.UTC.getRules());
            }
            if (zoneId.startsWith(p) && (zoneId.charAt(p.length()) == '+' || zoneId.charAt(p.length()) == '-')) {
                return ofOffset(p, ZoneOffset.of(zoneId.substring(p.length())));
            }
        }
        return ZoneRegion.ofId(zoneId);
    }

    public static ZoneId ofOffset(String prefix, ZoneOffset offset) {
        java.util.Objects.requireNonNull(prefix, "prefix");
        java.util.Objects.requireNonNull(offset, "offset");
        if (prefix.isEmpty()) {
            return offset;
        }
        if (!prefix.equals("GMT") && !prefix.equals("UTC") && !prefix.equals("UT")) {
            throw new IllegalArgumentException("prefix should be GMT, UTC or UT, is: " + prefix);
        }
        String id = offset.getTotalSeconds() == 0 ? prefix : prefix + offset.getId();
        return new ZoneRegion(id, offset.getRules());
    }

    public static ZoneId from(TemporalAccessor temporal) {
        if (temporal instanceof ZonedDateTime) {
            return ((ZonedDateTime) temporal).getZone();
        }
        if (temporal instanceof OffsetDateTime) {
            return ((OffsetDateTime) temporal).getOffset();
        }
        if (temporal instanceof ZoneId) {
            return (ZoneId) temporal;
        }
        throw new DateTimeException("Unable to obtain ZoneId from TemporalAccessor: " + temporal + " of type "
                + temporal.getClass().getName());
    }

    public abstract String getId();

    public abstract ZoneRules getRules();

    /** The ID: the generic names ("Eastern Time") are not known here. */
    public String getDisplayName(TextStyle style, Locale locale) {
        return getId();
    }

    public ZoneId normalized() {
        try {
            ZoneRules rules = getRules();
            if (rules.isFixedOffset()) {
                return rules.getOffset(Instant.EPOCH);
            }
        } catch (ZoneRulesException e) {
            // a zone whose rules cannot be loaded stays as it is
        }
        return this;
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
