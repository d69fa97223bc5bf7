package java.time;

import java.time.zone.ZoneRules;
import java.time.zone.ZoneRulesException;
import java.time.zone.ZoneRulesProvider;

/** A zone named by an ID whose rules come from the zone database (or a prefixed fixed offset). */
final class ZoneRegion extends ZoneId {
    private static final long serialVersionUID = 8386373296231747096L;

    private static final String[] UTC_ALIASES = {
        "Etc/UTC", "Etc/GMT", "Etc/UCT", "UCT", "Etc/Universal", "Etc/Zulu", "Universal", "Zulu", "Etc/GMT0", "GMT0",
        "Etc/Greenwich", "Greenwich", "Etc/GMT+0", "Etc/GMT-0",
    };

    private final String id;
    private final transient ZoneRules rules;

    ZoneRegion(String id, ZoneRules rules) {
        this.id = id;
        this.rules = rules;
    }

    /** A region by ID: "[A-Za-z][A-Za-z0-9~/._+-]+" with rules in the database. */
    static ZoneRegion ofId(String zoneId) {
        boolean ok = zoneId.length() >= 2;
        for (int i = 0; ok && i < zoneId.length(); i++) {
            char c = zoneId.charAt(i);
            boolean letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
            ok = letter || (i > 0 && ((c >= '0' && c <= '9') || c == '~' || c == '/' || c == '.' || c == '_'
                    || c == '+' || c == '-'));
        }
        if (!ok) {
            throw new DateTimeException("Invalid ID for region-based ZoneId, invalid format: " + zoneId);
        }
        ZoneRules rules;
        try {
            rules = ZoneRulesProvider.getRules(zoneId, true);
        } catch (ZoneRulesException e) {
            // without a database the names of UTC still work
            for (String a : UTC_ALIASES) {
                if (a.equals(zoneId)) {
                    return new ZoneRegion(zoneId, ZoneOffset.UTC.getRules());
                }
            }
            throw e;
        }
        return new ZoneRegion(zoneId, rules);
    }

    public String getId() {
        return id;
    }

    public ZoneRules getRules() {
        return rules != null ? rules : ZoneRulesProvider.getRules(id, false);
    }

    /* Serialized through the JDK's proxy, java.time.Ser. */
    private Object writeReplace() {
        return new Ser(Ser.ZONE_REGION_TYPE, this);
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.InvalidObjectException {
        throw new java.io.InvalidObjectException("Deserialization via serialization delegate");
    }
}
