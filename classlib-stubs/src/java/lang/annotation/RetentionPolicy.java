package java.lang.annotation;

/** How long an annotation is kept. */
public enum RetentionPolicy {
    SOURCE,
    CLASS,
    RUNTIME
}
