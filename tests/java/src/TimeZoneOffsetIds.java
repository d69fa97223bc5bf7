// requires-file: /usr/share/zoneinfo/Asia/Tokyo
// gc-stress-skip: reads the rules of every zone in the database (about 600 files), minutes under GC stress
import java.util.Arrays;
import java.util.List;
import java.util.TimeZone;

/** TimeZone.getAvailableIDs(rawOffset): the zones whose standard offset is the one asked for. */
public class TimeZoneOffsetIds {
    public static void main(String[] args) {
        List<String> nine = Arrays.asList(TimeZone.getAvailableIDs(9 * 3600000));
        System.out.println("+09:00 " + nine.contains("Asia/Tokyo") + " " + nine.contains("Asia/Seoul") + " "
                + nine.contains("JST") + " " + nine.contains("Europe/Paris") + " " + nine.contains("UTC"));
        List<String> zero = Arrays.asList(TimeZone.getAvailableIDs(0));
        System.out.println("+00:00 " + zero.contains("UTC") + " " + zero.contains("Europe/London") + " "
                + zero.contains("GMT") + " " + zero.contains("America/New_York"));
        List<String> minusFive = Arrays.asList(TimeZone.getAvailableIDs(-5 * 3600000));
        System.out.println("-05:00 " + minusFive.contains("America/New_York") + " " + minusFive.contains("EST") + " "
                + minusFive.contains("America/Chicago"));
        System.out.println("+05:30 " + Arrays.asList(TimeZone.getAvailableIDs(5 * 3600000 + 1800000)).contains("Asia/Kolkata"));
        System.out.println("12345 ms " + TimeZone.getAvailableIDs(12345).length);
    }
}
