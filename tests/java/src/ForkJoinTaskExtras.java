import java.util.*;
import java.util.concurrent.*;

/**
 * The less common ForkJoinTask methods fork/join programs call: tags (get, set,
 * compare-and-set), the surplus queued task estimate, and peeking at and polling the
 * calling worker's next local task, in a pool of one worker so nothing is stolen.
 */
public class ForkJoinTaskExtras {
    static final class Leaf extends RecursiveTask<String> {
        final String name;

        Leaf(String name) {
            this.name = name;
        }

        @Override
        protected String compute() {
            return name;
        }
    }

    static final class Parent extends RecursiveTask<List<String>> {
        @Override
        protected List<String> compute() {
            List<String> log = new ArrayList<>();
            Leaf a = new Leaf("a"), b = new Leaf("b"), c = new Leaf("c");
            a.setForkJoinTaskTag((short) 1);
            b.setForkJoinTaskTag((short) 2);
            c.setForkJoinTaskTag((short) 3);
            a.fork();
            b.fork();
            c.fork();
            log.add("in pool " + inForkJoinPool() + " queued " + getQueuedTaskCount() + " surplus non-negative "
                    + (getSurplusQueuedTaskCount() >= 0));
            ForkJoinTask<?> peeked = peekNextLocalTask();
            log.add("peek tag " + peeked.getForkJoinTaskTag() + " same as c " + (peeked == c));
            ForkJoinTask<?> polled = pollNextLocalTask();
            log.add("poll tag " + polled.getForkJoinTaskTag() + " done " + polled.isDone());
            ForkJoinTask<?> next = pollTask();
            log.add("pollTask tag " + next.getForkJoinTaskTag() + " queued now " + getQueuedTaskCount());
            log.add("join a " + a.join() + " (run here, it was still queued)");
            log.add("polled tasks run by hand: " + ((Leaf) polled).invoke() + ((Leaf) next).invoke());
            log.add("pollSubmission " + pollSubmission());
            return log;
        }
    }

    public static void main(String[] args) {
        Leaf t = new Leaf("t");
        System.out.println("tag " + t.getForkJoinTaskTag() + " set returns " + t.setForkJoinTaskTag((short) 7) + " now "
                + t.getForkJoinTaskTag());
        System.out.println("cas 6->9 " + t.compareAndSetForkJoinTaskTag((short) 6, (short) 9) + " cas 7->9 "
                + t.compareAndSetForkJoinTaskTag((short) 7, (short) 9) + " now " + t.getForkJoinTaskTag());
        t.setForkJoinTaskTag((short) -1);
        System.out.println("negative tag " + t.getForkJoinTaskTag() + " result " + t.invoke() + " tag kept " + t.getForkJoinTaskTag());
        System.out.println("outside a pool: surplus " + ForkJoinTask.getSurplusQueuedTaskCount() + " queued "
                + ForkJoinTask.getQueuedTaskCount() + " pool " + ForkJoinTask.getPool());
        // Polled until done rather than invoked, so the worker, not this thread, runs it.
        ForkJoinPool one = new ForkJoinPool(1);
        Parent parent = new Parent();
        one.execute(parent);
        while (!parent.isDone()) Thread.yield();
        parent.join().forEach(System.out::println);
        one.shutdown();
    }
}
