package java.lang;

/**
 * Standard throwable of the java.lang package. When the VM throws one for a
 * bytecode and no message was given, getMessage() describes what was null,
 * as JDK 17 does: {@code Cannot invoke "String.length()" because "s" is null}.
 */
public class NullPointerException extends RuntimeException {
    private static final long serialVersionUID = 5162710183389028792L;

    /*
     * Set by the VM when it throws this exception for a bytecode: the
     * backtrace recorded then, whose top frame names the failing
     * instruction. Throwable lets go of its own backtrace once it is decoded
     * or replaced, so the VM keeps this reference. Null for exceptions made
     * by programs, and once the message has been computed.
     */
    private transient Object implicitBacktrace;
    private transient String extendedMessage;

    public NullPointerException() {
        super();
    }

    public NullPointerException(String message) {
        super(message);
    }

    public String getMessage() {
        String message = super.getMessage();
        if (message != null) {
            return message;
        }
        synchronized (this) {
            if (implicitBacktrace != null) {
                extendedMessage = getExtendedNPEMessage();
                implicitBacktrace = null;
            }
            return extendedMessage;
        }
    }

    /* The message for the instruction at the top of implicitBacktrace, or null. */
    private native String getExtendedNPEMessage();
}
