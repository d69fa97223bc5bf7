package java.util;

/*
 * Runs TimerTasks on one background thread ("Timer-N" unless named), in the order of
 * their execution times. A task that throws ends the thread and cancels the timer, as
 * on the JDK; the exception is reported as uncaught in the timer's thread.
 */
public class Timer {
    private static int serialNumber;

    private final PriorityQueue<TimerTask> queue = new PriorityQueue<TimerTask>(16, new Comparator<TimerTask>() {
        public int compare(TimerTask a, TimerTask b) {
            int c = Long.compare(a.nextExecutionTime, b.nextExecutionTime);
            return c != 0 ? c : Long.compare(a.sequence, b.sequence);
        }
    });
    private final Thread thread;
    /* Cleared by cancel() and when the thread dies: no more tasks are accepted. */
    private boolean accepting = true;
    private long nextSequence;

    private static synchronized int serial() {
        return serialNumber++;
    }

    public Timer() {
        this("Timer-" + serial());
    }

    public Timer(boolean isDaemon) {
        this("Timer-" + serial(), isDaemon);
    }

    public Timer(String name) {
        this(name, false);
    }

    public Timer(String name, boolean isDaemon) {
        Objects.requireNonNull(name);
        thread = new Thread(name) {
            public void run() {
                try {
                    mainLoop();
                } finally {
                    synchronized (queue) {
                        accepting = false;
                        queue.clear();
                    }
                }
            }
        };
        thread.setDaemon(isDaemon);
        thread.start();
    }

    void mainLoop() {
        while (true) {
            TimerTask task;
            boolean fire;
            synchronized (queue) {
                while (queue.isEmpty() && accepting) {
                    try {
                        queue.wait();
                    } catch (InterruptedException e) {
                        // keep waiting, as the JDK's timer thread does
                    }
                }
                if (queue.isEmpty())
                    return;
                task = queue.peek();
                long now, due;
                synchronized (task.lock) {
                    if (task.state == TimerTask.CANCELLED) {
                        queue.poll();
                        continue;
                    }
                    now = System.currentTimeMillis();
                    due = task.nextExecutionTime;
                    fire = due <= now;
                    if (fire) {
                        queue.poll();
                        if (task.period == 0) {
                            task.state = TimerTask.EXECUTED;
                        } else {
                            task.nextExecutionTime = task.period < 0 ? now - task.period : due + task.period;
                            task.sequence = nextSequence++;
                            queue.add(task);
                        }
                    }
                }
                if (!fire) {
                    try {
                        queue.wait(due - now);
                    } catch (InterruptedException e) {
                        // re-examine the queue
                    }
                }
            }
            if (fire)
                task.run();
        }
    }

    public void schedule(TimerTask task, long delay) {
        if (delay < 0)
            throw new IllegalArgumentException("Negative delay.");
        sched(task, System.currentTimeMillis() + delay, 0);
    }

    public void schedule(TimerTask task, Date time) {
        sched(task, time.getTime(), 0);
    }

    public void schedule(TimerTask task, long delay, long period) {
        if (delay < 0)
            throw new IllegalArgumentException("Negative delay.");
        if (period <= 0)
            throw new IllegalArgumentException("Non-positive period.");
        sched(task, System.currentTimeMillis() + delay, -period);
    }

    public void schedule(TimerTask task, Date firstTime, long period) {
        if (period <= 0)
            throw new IllegalArgumentException("Non-positive period.");
        sched(task, firstTime.getTime(), -period);
    }

    public void scheduleAtFixedRate(TimerTask task, long delay, long period) {
        if (delay < 0)
            throw new IllegalArgumentException("Negative delay.");
        if (period <= 0)
            throw new IllegalArgumentException("Non-positive period.");
        sched(task, System.currentTimeMillis() + delay, period);
    }

    public void scheduleAtFixedRate(TimerTask task, Date firstTime, long period) {
        if (period <= 0)
            throw new IllegalArgumentException("Non-positive period.");
        sched(task, firstTime.getTime(), period);
    }

    private void sched(TimerTask task, long time, long period) {
        if (time < 0)
            throw new IllegalArgumentException("Illegal execution time.");
        if (Math.abs(period) > (Long.MAX_VALUE >> 1))
            period >>= 1;
        synchronized (queue) {
            if (!accepting)
                throw new IllegalStateException("Timer already cancelled.");
            synchronized (task.lock) {
                if (task.state != TimerTask.VIRGIN)
                    throw new IllegalStateException("Task already scheduled or cancelled");
                task.nextExecutionTime = time;
                task.period = period;
                task.state = TimerTask.SCHEDULED;
                task.sequence = nextSequence++;
            }
            queue.add(task);
            if (queue.peek() == task)   // the timer thread waits for the head alone
                queue.notify();
        }
    }

    /* Discards the scheduled tasks; a task running now finishes. */
    public void cancel() {
        synchronized (queue) {
            accepting = false;
            queue.clear();
            queue.notify();
        }
    }

    public int purge() {
        int removed = 0;
        synchronized (queue) {
            Iterator<TimerTask> it = queue.iterator();
            while (it.hasNext()) {
                TimerTask t = it.next();
                if (t.state == TimerTask.CANCELLED) {
                    it.remove();
                    removed++;
                }
            }
        }
        return removed;
    }
}
