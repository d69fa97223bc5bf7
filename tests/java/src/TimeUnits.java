import java.util.concurrent.TimeUnit;

/* TimeUnit conversions, saturation and names. */
public class TimeUnits {
    public static void main(String[] args) throws Exception {
        for (TimeUnit u : TimeUnit.values())
            System.out.println(u + " ordinal " + u.ordinal() + " 1 = " + u.toNanos(1) + " ns = " + u.toMillis(1) + " ms, "
                    + "90061 = " + u.toSeconds(90061) + " s " + u.toMinutes(90061) + " min " + u.toHours(90061) + " h "
                    + u.toDays(90061) + " d");
        System.out.println(TimeUnit.DAYS.toNanos(Long.MAX_VALUE / 1000) + " " + TimeUnit.HOURS.toMillis(Long.MIN_VALUE / 10)
                + " " + TimeUnit.SECONDS.toMicros(Long.MAX_VALUE));
        System.out.println(TimeUnit.MILLISECONDS.convert(3, TimeUnit.MINUTES) + " " + TimeUnit.MINUTES.convert(179999,
                TimeUnit.MILLISECONDS) + " " + TimeUnit.NANOSECONDS.convert(-2, TimeUnit.DAYS));
        System.out.println(TimeUnit.valueOf("SECONDS") + " " + TimeUnit.MICROSECONDS.compareTo(TimeUnit.HOURS));
        try {
            TimeUnit.valueOf("WEEKS");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        TimeUnit.MILLISECONDS.sleep(1);
        TimeUnit.SECONDS.sleep(-1);
        final Thread main = Thread.currentThread();
        Thread t = new Thread(new Runnable() {
            public void run() {
            }
        });
        t.start();
        TimeUnit.SECONDS.timedJoin(t, 5);
        System.out.println("joined " + t.isAlive());
        Object o = new Object();
        synchronized (o) {
            TimeUnit.MILLISECONDS.timedWait(o, 1);
        }
        try {
            TimeUnit.MILLISECONDS.timedWait(o, 1);
        } catch (IllegalMonitorStateException e) {
            System.out.println("timedWait without lock: " + e);
        }
        main.interrupt();
        try {
            TimeUnit.SECONDS.sleep(1);
        } catch (InterruptedException e) {
            System.out.println("sleep: " + e);
        }
    }
}
