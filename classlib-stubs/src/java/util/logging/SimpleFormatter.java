package java.util.logging;

import java.io.PrintWriter;
import java.io.StringWriter;

/*
 * Formats a record with String.format and the format of the property
 * java.util.logging.SimpleFormatter.format (a system property or the LogManager's), or
 * the default: date, source, then "LEVEL: message" and the stack trace of a throwable.
 * Arguments: 1 date-time, 2 source, 3 logger, 4 level, 5 message, 6 throwable.
 */
public class SimpleFormatter extends Formatter {
    static final String DEFAULT_FORMAT = "%1$tb %1$td, %1$tY %1$tl:%1$tM:%1$tS %1$Tp %2$s%n%4$s: %5$s%6$s%n";
    private final String format = chosenFormat();

    public SimpleFormatter() {
    }

    private static String chosenFormat() {
        String f = System.getProperty("java.util.logging.SimpleFormatter.format");
        if (f == null)
            f = LogManager.getLogManager().getProperty("java.util.logging.SimpleFormatter.format");
        if (f != null) {
            try {
                String.format(f, new java.util.GregorianCalendar(), "", "", "", "", "");
                return f;
            } catch (IllegalArgumentException e) {
                // an unusable format: the default
            }
        }
        return DEFAULT_FORMAT;
    }

    public String format(LogRecord record) {
        /* A Calendar, since this library's Formatter does not take java.time values. */
        java.util.Calendar when = new java.util.GregorianCalendar(java.util.TimeZone.getDefault(), java.util.Locale.US);
        when.setTimeInMillis(record.getMillis());
        String source;
        if (record.getSourceClassName() != null) {
            source = record.getSourceClassName();
            if (record.getSourceMethodName() != null)
                source += " " + record.getSourceMethodName();
        } else {
            source = record.getLoggerName();
        }
        String message = formatMessage(record);
        String throwable = "";
        if (record.getThrown() != null) {
            StringWriter sw = new StringWriter();
            PrintWriter pw = new PrintWriter(sw);
            pw.println();
            record.getThrown().printStackTrace(pw);
            pw.close();
            throwable = sw.toString();
        }
        return String.format(format, when, source, record.getLoggerName(), record.getLevel().getLocalizedName(),
                message, throwable);
    }
}
