package java.util;

/** Thrown by a Formatter that has been closed. */
public class FormatterClosedException extends IllegalStateException {
    private static final long serialVersionUID = 18111216L;

    public FormatterClosedException() {
    }
}
