package java.time.format;

/** The lengths of a localized date or time format, longest first. */
public enum FormatStyle {
    FULL, LONG, MEDIUM, SHORT
}
