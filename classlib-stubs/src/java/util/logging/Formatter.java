package java.util.logging;

public abstract class Formatter {
    protected Formatter() {
    }

    public abstract String format(LogRecord record);

    public String getHead(Handler h) {
        return "";
    }

    public String getTail(Handler h) {
        return "";
    }

    /* The message with {n} parameters filled in by MessageFormat when it has any of
       {0} to {3}; otherwise as it is. */
    public String formatMessage(LogRecord record) {
        String format = record.getMessage();
        Object[] parameters = record.getParameters();
        if (format == null || parameters == null || parameters.length == 0)
            return format;
        try {
            if (format.indexOf("{0") >= 0 || format.indexOf("{1") >= 0 || format.indexOf("{2") >= 0
                    || format.indexOf("{3") >= 0)
                return java.text.MessageFormat.format(format, parameters);
            return format;
        } catch (Exception ex) {
            return format;
        }
    }
}
