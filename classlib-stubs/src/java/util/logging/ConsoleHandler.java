package java.util.logging;

/* Writes to System.err, flushing after every record; level INFO, SimpleFormatter. */
public class ConsoleHandler extends StreamHandler {
    public ConsoleHandler() {
        super(System.err, new SimpleFormatter());
        setLevel(Level.INFO);
    }

    public void publish(LogRecord record) {
        super.publish(record);
        flush();
    }

    public void close() {
        flush();
    }
}
