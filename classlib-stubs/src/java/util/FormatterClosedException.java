package java.util;

/** Thrown by a Formatter that has been closed. */
public class FormatterClosedException extends IllegalStateException {
    public FormatterClosedException() {
    }
}
