package java.time;

/** A named zone whose offset is fixed (the names of UTC). */
final class ZoneRegion extends ZoneId {
    private static final long serialVersionUID = 8386373296231747096L;

    private final String id;
    private final ZoneOffset offset;

    ZoneRegion(String id, ZoneOffset offset) {
        this.id = id;
        this.offset = offset;
    }

    /** The system's zone: "TZ" if it names UTC, else the zone /etc/localtime links to, else UTC. */
    static ZoneId systemZone() {
        String tz = System.getProperty("user.timezone");
        if (tz == null || tz.isEmpty()) {
            tz = System.getenv("TZ");
        }
        if (tz != null && tz.startsWith(":")) {
            tz = tz.substring(1);
        }
        if (tz == null || tz.isEmpty()) {
            try {
                String target = new java.io.File("/etc/localtime").getCanonicalPath();
                int at = target.indexOf("zoneinfo/");
                tz = at >= 0 ? target.substring(at + 9) : "Etc/UTC";
            } catch (java.io.IOException e) {
                tz = "Etc/UTC";
            }
        }
        try {
            return ZoneId.of(tz);
        } catch (DateTimeException e) {
            return new ZoneRegion("GMT", ZoneOffset.UTC);
        }
    }

    public String getId() {
        return id;
    }

    ZoneOffset offset() {
        return offset;
    }

    /* Serialized through the JDK's proxy, java.time.Ser. */
    private Object writeReplace() {
        return new Ser(Ser.ZONE_REGION_TYPE, this);
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.InvalidObjectException {
        throw new java.io.InvalidObjectException("Deserialization via serialization delegate");
    }
}
