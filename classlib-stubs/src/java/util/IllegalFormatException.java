package java.util;

/** The superclass of every exception a Formatter throws for a bad format string or argument. */
public class IllegalFormatException extends IllegalArgumentException {
    private static final long serialVersionUID = 18830826L;

    IllegalFormatException() {
    }
}
