// Nothing but a short main: the raw-monitor test runs in the agent.
public class Rawmon {
    public static void main(String[] args) {
        System.out.println("main ran");
    }
}
