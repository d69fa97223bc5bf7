import java.util.*;
import java.util.concurrent.*;

// java.util.Timer and TimerTask: one-shot tasks in order of their times, repeating tasks
// that cancel themselves, cancel/purge, the argument and state errors, and a task that
// throws (the timer is cancelled; its thread reports the exception).
public class TimerTasks {
    static TimerTask task(Runnable r) {
        return new TimerTask() {
            public void run() {
                r.run();
            }
        };
    }

    static void show(String label, Runnable r) {
        try {
            r.run();
            System.out.println(label + " ok");
        } catch (RuntimeException e) {
            System.out.println(label + " -> " + e);
        }
    }

    public static void main(String[] args) throws Exception {
        Timer timer = new Timer();
        List<String> order = Collections.synchronizedList(new ArrayList<>());
        CountDownLatch three = new CountDownLatch(3);
        // Times from one clock reading: a slow call between them cannot reorder them.
        long now = System.currentTimeMillis();
        timer.schedule(task(() -> { order.add("c:" + Thread.currentThread().getName()); three.countDown(); }),
                       Math.max(0, now + 150 - System.currentTimeMillis()));
        timer.schedule(task(() -> { order.add("a"); three.countDown(); }), Math.max(0, now + 10 - System.currentTimeMillis()));
        timer.schedule(task(() -> { order.add("b"); three.countDown(); }), new Date(now + 80));
        three.await();
        System.out.println(order);
        CountDownLatch reps = new CountDownLatch(4);
        int[] runs = {0};
        TimerTask repeating = new TimerTask() {
            public void run() {
                runs[0]++;
                if (runs[0] == 4) System.out.println("cancel from inside: " + cancel());
                reps.countDown();   // after the line above: main prints next
            }
        };
        timer.scheduleAtFixedRate(repeating, 0, 15);
        reps.await();
        Thread.sleep(60);
        System.out.println("runs " + runs[0] + " cancel again: " + repeating.cancel());
        CountDownLatch delayed = new CountDownLatch(3);
        TimerTask fixedDelay = task(delayed::countDown);
        timer.schedule(fixedDelay, 5, 10);
        delayed.await();
        System.out.println("fixed delay cancel: " + fixedDelay.cancel() + " " + (fixedDelay.scheduledExecutionTime() > 0));
        // A cancelled task stays queued until its time comes round; let that happen.
        Thread.sleep(300);
        timer.purge();          // in case it has not: the count below is the next task's alone
        // A live task ahead of it keeps the timer thread from waking to the
        // cancelled one and discarding it before purge() counts it.
        TimerTask ahead = task(() -> System.out.println("ahead runs"));
        timer.schedule(ahead, 50000);
        TimerTask never = task(() -> System.out.println("never runs"));
        timer.schedule(never, 100000);
        System.out.println("cancel pending: " + never.cancel() + " purge: " + timer.purge() + " purge again: " + timer.purge());
        ahead.cancel();
        show("reschedule cancelled", () -> timer.schedule(never, 10));
        show("reschedule done", () -> timer.schedule(repeating, 10));
        show("negative delay", () -> timer.schedule(task(() -> {}), -1));
        show("zero period", () -> timer.schedule(task(() -> {}), 1, 0));
        show("negative rate period", () -> timer.scheduleAtFixedRate(task(() -> {}), 1, -5));
        show("negative time", () -> timer.schedule(task(() -> {}), new Date(-1)));
        show("null task", () -> timer.schedule(null, 10));
        TimerTask fresh = task(() -> {});
        System.out.println("fresh cancel: " + fresh.cancel());
        timer.cancel();
        show("after cancel", () -> timer.schedule(task(() -> {}), 10));
        System.out.println(timer.purge());
        Timer named = new Timer("custom-timer", true);
        CountDownLatch nm = new CountDownLatch(1);
        String[] tn = new String[2];
        named.schedule(task(() -> { tn[0] = Thread.currentThread().getName(); tn[1] = "" + Thread.currentThread().isDaemon(); nm.countDown(); }), 0);
        nm.await();
        System.out.println(tn[0] + " " + tn[1]);
        Timer failing = new Timer();
        CountDownLatch boom = new CountDownLatch(1);
        failing.schedule(task(() -> { boom.countDown(); throw new IllegalStateException("task failed"); }), 0);
        boom.await();
        // The timer thread cancels the timer on its way out; wait for that.
        for (int tries = 0; tries < 200; tries++) {
            try {
                failing.schedule(task(() -> {}), 100000);
                Thread.sleep(25);
            } catch (IllegalStateException e) {
                System.out.println("after failure -> " + e);
                break;
            }
        }
        System.out.println("done");
    }
}
