import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.zone.ZoneOffsetTransition;
import java.time.zone.ZoneRules;

/**
 * TzifProbe transitions ID FROM COUNT: the yearly rules, COUNT transitions of zone ID after the
 * instant FROM, then the offsets and validity of local times around each.
 * TzifProbe load ID...: per ID, the outcome of ZoneId.of and of using its rules.
 * TzifProbe default: the default zone (from TZ) and a date printed in it.
 */
public class TzifProbe {
    public static void main(String[] args) {
        if (args[0].equals("transitions")) {
            ZoneRules r = ZoneId.of(args[1]).getRules();
            Instant at = Instant.parse(args[2]);
            int n = Integer.parseInt(args[3]);
            System.out.println(r.getTransitionRules());
            for (int i = 0; i < n; i++) {
                ZoneOffsetTransition t = r.nextTransition(at);
                if (t == null) {
                    System.out.println("none");
                    break;
                }
                LocalDateTime mid = t.getDateTimeBefore().plusMinutes(30);
                System.out.println(t + " std=" + r.getStandardOffset(t.getInstant()) + " dst="
                        + r.isDaylightSavings(t.getInstant()) + " prev=" + r.previousTransition(t.getInstant().plusSeconds(1))
                        + " valid@" + mid + "=" + r.getValidOffsets(mid));
                at = t.getInstant();
            }
            return;
        }
        if (args[0].equals("default")) {
            System.out.println(ZoneId.systemDefault() + " " + java.util.TimeZone.getDefault().getID() + " "
                    + new java.util.Date(1720000000000L) + " " + System.getProperty("user.timezone"));
            return;
        }
        for (int i = 1; i < args.length; i++) {
            try {
                ZoneId z = ZoneId.of(args[i]);
                ZoneRules r = z.getRules();
                System.out.println(args[i] + ": " + r + " " + r.getOffset(Instant.parse("2024-07-01T00:00:00Z")) + " "
                        + r.nextTransition(Instant.parse("2024-01-01T00:00:00Z")) + " "
                        + r.getOffset(Instant.parse("2050-07-01T00:00:00Z")));
            } catch (RuntimeException e) {
                System.out.println(args[i] + ": " + e);
            }
        }
    }
}
