package java.time.format;

/** How a formatted number shows its sign. */
public enum SignStyle {
    NORMAL, ALWAYS, NEVER, NOT_NEGATIVE, EXCEEDS_PAD
}
