package jdk.internal.util;

import java.util.HashMap;
import java.util.Map;

/**
 * English names of the common zones, as JDK 17 prints them for the pattern
 * letter 'z' and TimeZone.getDisplayName: short and long, standard and
 * daylight. Zones not listed are printed as "GMT+hh:mm" by the callers.
 */
public final class ZoneNames {
    private static final Map<String, String[]> NAMES = new HashMap<String, String[]>();

    private ZoneNames() {
    }

    private static void add(String[] names, String... ids) {
        for (String id : ids) {
            NAMES.put(id, names);
        }
    }

    static {
        add(new String[] {"EST", "EDT", "Eastern Standard Time", "Eastern Daylight Time"},
            "America/New_York", "America/Detroit", "America/Toronto", "America/Indiana/Indianapolis",
            "America/Kentucky/Louisville", "US/Eastern", "US/Michigan", "America/Nassau", "America/Montreal");
        add(new String[] {"CST", "CDT", "Central Standard Time", "Central Daylight Time"},
            "America/Chicago", "America/Winnipeg", "US/Central", "CST", "America/Mexico_City", "America/Menominee");
        add(new String[] {"MST", "MDT", "Mountain Standard Time", "Mountain Daylight Time"},
            "America/Denver", "America/Phoenix", "America/Edmonton", "America/Boise", "US/Mountain", "US/Arizona");
        add(new String[] {"PST", "PDT", "Pacific Standard Time", "Pacific Daylight Time"},
            "America/Los_Angeles", "America/Vancouver", "US/Pacific", "PST");
        add(new String[] {"AST", "ADT", "Atlantic Standard Time", "Atlantic Daylight Time"},
            "America/Halifax", "America/Puerto_Rico", "Atlantic/Bermuda");
        add(new String[] {"HST", "HDT", "Hawaii-Aleutian Standard Time", "Hawaii-Aleutian Daylight Time"},
            "Pacific/Honolulu", "US/Hawaii");
        add(new String[] {"GMT", "BST", "Greenwich Mean Time", "British Summer Time"}, "Europe/London", "GB");
        add(new String[] {"GMT", "IST", "Greenwich Mean Time", "Irish Standard Time"}, "Europe/Dublin");
        add(new String[] {"CET", "CEST", "Central European Standard Time", "Central European Summer Time"},
            "Europe/Paris", "Europe/Berlin", "Europe/Madrid", "Europe/Rome", "Europe/Amsterdam", "Europe/Brussels",
            "Europe/Vienna", "Europe/Zurich", "Europe/Stockholm", "Europe/Oslo", "Europe/Copenhagen",
            "Europe/Prague", "Europe/Warsaw", "Europe/Budapest", "Europe/Luxembourg", "Europe/Monaco", "ECT");
        add(new String[] {"CET", "CEST", "Central European Time", "Central European Summer Time"}, "CET");
        add(new String[] {"MET", "MEST", "Middle Europe Time", "Middle Europe Summer Time"}, "MET");
        add(new String[] {"EET", "EEST", "Eastern European Time", "Eastern European Summer Time"}, "EET");
        add(new String[] {"WET", "WEST", "Western European Time", "Western European Summer Time"}, "WET");
        add(new String[] {"EST", "EDT", "Eastern Standard Time", "Eastern Daylight Time"}, "EST5EDT");
        add(new String[] {"CST", "CDT", "Central Standard Time", "Central Daylight Time"}, "CST6CDT");
        add(new String[] {"MST", "MDT", "Mountain Standard Time", "Mountain Daylight Time"}, "MST7MDT");
        add(new String[] {"PST", "PDT", "Pacific Standard Time", "Pacific Daylight Time"}, "PST8PDT");
        add(new String[] {"EST", "EST", "Eastern Standard Time", "Eastern Standard Time"}, "EST");
        add(new String[] {"MST", "MST", "Mountain Standard Time", "Mountain Standard Time"}, "MST");
        add(new String[] {"HST", "HST", "Hawaii Standard Time", "Hawaii Standard Time"}, "HST");
        add(new String[] {"JST", "JDT", "Japan Standard Time", "Japan Daylight Time"}, "Asia/Tokyo", "Japan", "JST");
        add(new String[] {"IST", "IDT", "India Standard Time", "India Daylight Time"}, "Asia/Kolkata", "Asia/Calcutta", "IST");
        add(new String[] {"AEST", "AEDT", "Australian Eastern Standard Time", "Australian Eastern Daylight Time"},
            "Australia/Sydney", "Australia/Melbourne", "Australia/Hobart", "Australia/Canberra", "Australia/ACT",
            "Australia/NSW", "Australia/Victoria");
        add(new String[] {"CST", "CDT", "China Standard Time", "China Daylight Time"}, "Asia/Shanghai", "PRC");
        add(new String[] {"KST", "KDT", "Korean Standard Time", "Korean Daylight Time"}, "Asia/Seoul");
        add(new String[] {"HKT", "HKST", "Hong Kong Standard Time", "Hong Kong Summer Time"}, "Asia/Hong_Kong");
        add(new String[] {"SGT", "SGST", "Singapore Standard Time", "Singapore Summer Time"}, "Asia/Singapore");
        add(new String[] {"GST", "GDT", "Gulf Standard Time", "Gulf Daylight Time"}, "Asia/Dubai");
        add(new String[] {"MSK", "MSD", "Moscow Standard Time", "Moscow Summer Time"}, "Europe/Moscow");
        add(new String[] {"NZST", "NZDT", "New Zealand Standard Time", "New Zealand Daylight Time"},
            "Pacific/Auckland", "NZ");
        add(new String[] {"BRT", "BRST", "Brasilia Standard Time", "Brasilia Summer Time"}, "America/Sao_Paulo");
        add(new String[] {"EAT", "EAST", "East Africa Time", "Eastern African Summer Time"}, "Africa/Nairobi");
        add(new String[] {"NPT", "NPST", "Nepal Time", "Nepal Summer Time"}, "Asia/Kathmandu");
        add(new String[] {"ICT", "ICST", "Indochina Time", "Indochina Summer Time"}, "Asia/Ho_Chi_Minh", "Asia/Bangkok");
        add(new String[] {"WIB", "WIST", "Western Indonesia Time", "West Indonesia Summer Time"}, "Asia/Jakarta");
        add(new String[] {"ART", "ARST", "Argentina Standard Time", "Argentina Summer Time"},
            "America/Argentina/Buenos_Aires");
        add(new String[] {"AMT", "AMST", "Armenia Standard Time", "Armenia Summer Time"}, "Asia/Yerevan");
        add(new String[] {"SAST", "SAST", "South Africa Standard Time", "South Africa Summer Time"},
            "Africa/Johannesburg");
        add(new String[] {"TRT", "TRST", "Turkey Time", "Turkey Summer Time"}, "Europe/Istanbul");
        add(new String[] {"BDT", "BDST", "Bangladesh Standard Time", "Bangladesh Summer Time"}, "Asia/Dhaka");
        add(new String[] {"WGT", "WGST", "West Greenland Standard Time", "West Greenland Summer Time"}, "America/Nuuk");
        add(new String[] {"UTC", "UTC", "Coordinated Universal Time", "Coordinated Universal Time"},
            "UTC", "Etc/UTC", "Etc/UCT", "UCT", "Etc/Universal", "Universal", "Etc/Zulu", "Zulu");
        add(new String[] {"GMT", "GMT", "Greenwich Mean Time", "Greenwich Mean Time"},
            "GMT", "Etc/GMT", "GMT0", "Etc/GMT0", "Etc/Greenwich", "Greenwich", "Etc/GMT+0", "Etc/GMT-0",
            "Africa/Abidjan", "Africa/Accra", "Africa/Dakar", "Atlantic/Reykjavik", "Iceland");
    }

    /** The name of zone id, or null if it has none here. */
    public static String name(String id, boolean daylight, boolean full) {
        String[] n = NAMES.get(id);
        if (n == null) {
            return null;
        }
        return n[(daylight ? 1 : 0) + (full ? 2 : 0)];
    }

    /** "GMT+hh:mm" for an offset in seconds; "GMT" for zero. */
    public static String gmt(int totalSeconds) {
        if (totalSeconds == 0) {
            return "GMT";
        }
        int m = Math.abs(totalSeconds) / 60;
        return "GMT" + (totalSeconds < 0 ? '-' : '+') + (m / 60 < 10 ? "0" : "") + (m / 60) + (m % 60 < 10 ? ":0" : ":")
                + (m % 60);
    }
}
