package java.lang.annotation;

/** Annotations of the annotated type are inherited by subclasses. */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.ANNOTATION_TYPE)
public @interface Inherited {
}
