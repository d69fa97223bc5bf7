import java.io.File;
import java.util.ArrayList;
import java.util.List;

/* Allocates and loads classes for a while so that the counters move:
 *   PerfLoad SECONDS [exit|throw|args...]
 * It stops after SECONDS, or earlier once the file named by the property
 * perf.stop exists. "exit" then ends with System.exit(3), "throw" with an
 * uncaught exception. */
public class PerfLoad {
    public static void main(String[] args) throws Exception {
        int seconds = Integer.parseInt(args[0]);
        long end = System.currentTimeMillis() + seconds * 1000L;
        List<Object> keep = new ArrayList<>();
        String stop = System.getProperty("perf.stop");
        int round = 0, loaded = 0;
        while (System.currentTimeMillis() < end && (stop == null || !new File(stop).exists())) {
            for (int i = 0; i < 2000; i++)
                keep.add(new byte[256]);
            if (keep.size() > 40000)
                keep.clear();
            if (round % 40 == 0 && loaded < 30)
                Class.forName("PerfLoad$L" + (loaded++));
            round++;
            Thread.sleep(10);
        }
        String mode = args.length > 1 ? args[1] : "";
        if (mode.equals("exit"))
            System.exit(3);
        if (mode.equals("throw"))
            throw new IllegalStateException("boom");
        System.out.println("done");
    }

    static class L0 { static int x = 0; }
    static class L1 { static int x = 1; }
    static class L2 { static int x = 2; }
    static class L3 { static int x = 3; }
    static class L4 { static int x = 4; }
    static class L5 { static int x = 5; }
    static class L6 { static int x = 6; }
    static class L7 { static int x = 7; }
    static class L8 { static int x = 8; }
    static class L9 { static int x = 9; }
    static class L10 { static int x = 10; }
    static class L11 { static int x = 11; }
    static class L12 { static int x = 12; }
    static class L13 { static int x = 13; }
    static class L14 { static int x = 14; }
    static class L15 { static int x = 15; }
    static class L16 { static int x = 16; }
    static class L17 { static int x = 17; }
    static class L18 { static int x = 18; }
    static class L19 { static int x = 19; }
    static class L20 { static int x = 20; }
    static class L21 { static int x = 21; }
    static class L22 { static int x = 22; }
    static class L23 { static int x = 23; }
    static class L24 { static int x = 24; }
    static class L25 { static int x = 25; }
    static class L26 { static int x = 26; }
    static class L27 { static int x = 27; }
    static class L28 { static int x = 28; }
    static class L29 { static int x = 29; }
}
