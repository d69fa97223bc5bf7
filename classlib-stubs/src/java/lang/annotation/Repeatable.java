package java.lang.annotation;

/** Marks an annotation type as repeatable, with its containing annotation type. */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.ANNOTATION_TYPE)
public @interface Repeatable {
    Class<? extends Annotation> value();
}
