/*
 * The Java side of the embedding example (embed.c calls these methods
 * through JNI). main() makes the same calls in the same order, so running
 * this class on any JVM prints the lines that come from Java in the
 * host's output.
 */
public class Greeter {
    private static int greetings;

    public static String greet(String who) {
        greetings++;
        return System.getProperty("embed.salutation", "Hello") + ", " + who + "! (greeting " + greetings + ")";
    }

    /* Throws NumberFormatException for text that is not a number. */
    public static int parse(String text) {
        return Integer.parseInt(text.trim());
    }

    public static String describeCurrentThread() {
        Thread t = Thread.currentThread();
        return t.getName() + " in group " + t.getThreadGroup().getName() + ", daemon=" + t.isDaemon() + ", "
                + greet(t.getName());
    }

    /* A non-daemon thread that DestroyJavaVM waits for, and a shutdown
     * hook that runs after it. */
    public static void startBackgroundWork() {
        Runtime.getRuntime().addShutdownHook(new Thread("hook") {
            @Override
            public void run() {
                System.out.println("shutdown hook ran");
            }
        });
        Thread worker = new Thread("background") {
            @Override
            public void run() {
                try {
                    Thread.sleep(200);
                } catch (InterruptedException e) {
                    return;
                }
                System.out.println("background work done after " + greetings + " greetings");
            }
        };
        worker.start();
    }

    private static void tryParse(String text) {
        try {
            System.out.println("parsed " + parse(text));
        } catch (NumberFormatException e) {
            System.out.println("caught " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) throws InterruptedException {
        System.out.println(greet("embedder"));
        tryParse(" 42 ");
        tryParse("forty-two");
        Thread t = new Thread("embed-worker") {
            @Override
            public void run() {
                System.out.println(describeCurrentThread());
            }
        };
        t.start();
        t.join();
        startBackgroundWork();
    }
}
