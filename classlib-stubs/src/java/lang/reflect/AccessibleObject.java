package java.lang.reflect;

import java.lang.annotation.Annotation;

/**
 * The base of fields, methods and constructors: the accessible flag that
 * suppresses the language's access checks of Method.invoke,
 * Constructor.newInstance and Field.get/set, and annotations.
 */
public class AccessibleObject implements AnnotatedElement {
    boolean override;

    @Deprecated
    protected AccessibleObject() {
    }

    public static void setAccessible(AccessibleObject[] array, boolean flag) {
        for (int i = 0; i < array.length; i++) {
            array[i].setAccessible(flag);
        }
    }

    public void setAccessible(boolean flag) {
        override = flag;
    }

    public final boolean trySetAccessible() {
        override = true;
        return true;
    }

    @Deprecated
    public boolean isAccessible() {
        return override;
    }

    /* Every class is in an unnamed module or java.base, which opens
     * nothing to others: the language's rules decide. */
    public final boolean canAccess(Object obj) {
        if (override)
            return true;
        Member m = (Member) this;
        Class<?> caller = jdk.internal.reflect.DirectAccess.getCallerClass(1);
        return caller == null || jdk.internal.reflect.Reflect.canAccess(caller, m.getDeclaringClass(),
                m.getModifiers(), obj);
    }

    public <T extends Annotation> T getAnnotation(Class<T> annotationClass) {
        if (annotationClass == null)
            throw new NullPointerException();
        for (Annotation a : getDeclaredAnnotations())
            if (annotationClass.isInstance(a))
                return annotationClass.cast(a);
        return null;
    }

    public Annotation[] getAnnotations() {
        return getDeclaredAnnotations();
    }

    public Annotation[] getDeclaredAnnotations() {
        return new Annotation[0];
    }

    /* The parsed RuntimeVisibleAnnotations of this member. */
    Annotation[] declaredAnnotations(Class<?> declaring) {
        return jdk.internal.reflect.Annotations.parse(
                jdk.internal.reflect.DirectAccess.rawAttribute(this, "RuntimeVisibleAnnotations"), declaring);
    }
}
