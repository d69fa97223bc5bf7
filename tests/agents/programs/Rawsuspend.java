/*
 * For the rawsuspend agent (tests/agents/rawsuspend.c): main waits on a
 * Rawsuspend$Trigger once; the agent does its work in that MonitorWait
 * callback.
 */
public class Rawsuspend {
    static class Trigger {}

    public static void main(String[] args) throws Exception {
        Object trigger = new Trigger();
        synchronized (trigger) {
            trigger.wait(1);
        }
        System.out.println("main done");
    }
}
