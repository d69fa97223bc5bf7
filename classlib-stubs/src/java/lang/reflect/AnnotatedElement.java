package java.lang.reflect;

import java.lang.annotation.Annotation;

/** An element of a program that may carry runtime-visible annotations. */
public interface AnnotatedElement {
    default boolean isAnnotationPresent(Class<? extends Annotation> annotationClass) {
        return getAnnotation(annotationClass) != null;
    }

    <T extends Annotation> T getAnnotation(Class<T> annotationClass);

    Annotation[] getAnnotations();

    Annotation[] getDeclaredAnnotations();

    @SuppressWarnings("unchecked")
    default <T extends Annotation> T[] getAnnotationsByType(Class<T> annotationClass) {
        java.util.List<T> found = new java.util.ArrayList<T>();
        for (Annotation a : getAnnotations())
            if (annotationClass.isInstance(a))
                found.add((T) a);
        return found.toArray((T[]) Array.newInstance(annotationClass, found.size()));
    }

    default <T extends Annotation> T getDeclaredAnnotation(Class<T> annotationClass) {
        for (Annotation a : getDeclaredAnnotations())
            if (annotationClass.isInstance(a))
                return annotationClass.cast(a);
        return null;
    }

    @SuppressWarnings("unchecked")
    default <T extends Annotation> T[] getDeclaredAnnotationsByType(Class<T> annotationClass) {
        java.util.List<T> found = new java.util.ArrayList<T>();
        for (Annotation a : getDeclaredAnnotations())
            if (annotationClass.isInstance(a))
                found.add((T) a);
        return found.toArray((T[]) Array.newInstance(annotationClass, found.size()));
    }
}
