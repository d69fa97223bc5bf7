package java.lang.reflect;

import java.lang.annotation.Annotation;

/** A parameter of a method or constructor; its name comes from MethodParameters when present. */
public final class Parameter implements AnnotatedElement {
    private final String name;
    private final int modifiers;
    private final Executable executable;
    private final int index;
    private final boolean named;

    Parameter(String name, int modifiers, Executable executable, int index, boolean named) {
        this.name = name;
        this.modifiers = modifiers;
        this.executable = executable;
        this.index = index;
        this.named = named;
    }

    public String getName() {
        return name;
    }

    public boolean isNamePresent() {
        return named;
    }

    public int getModifiers() {
        return modifiers;
    }

    public Executable getDeclaringExecutable() {
        return executable;
    }

    public Class<?> getType() {
        return executable.getParameterTypes()[index];
    }

    public Type getParameterizedType() {
        return executable.getGenericParameterTypes()[index];
    }

    public boolean isImplicit() {
        return (modifiers & 0x8000) != 0;
    }

    public boolean isSynthetic() {
        return (modifiers & 0x1000) != 0;
    }

    public boolean isVarArgs() {
        return executable.isVarArgs() && index == executable.getParameterCount() - 1;
    }

    public <T extends Annotation> T getAnnotation(Class<T> annotationClass) {
        for (Annotation a : getDeclaredAnnotations())
            if (annotationClass.isInstance(a))
                return annotationClass.cast(a);
        return null;
    }

    public Annotation[] getAnnotations() {
        return getDeclaredAnnotations();
    }

    public Annotation[] getDeclaredAnnotations() {
        return executable.getParameterAnnotations()[index];
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof Parameter))
            return false;
        Parameter p = (Parameter) obj;
        return p.executable.equals(executable) && p.index == index;
    }

    public int hashCode() {
        return executable.hashCode() ^ index;
    }

    public String toString() {
        StringBuilder sb = new StringBuilder();
        String type = getParameterizedType().getTypeName();
        if (isVarArgs() && type.endsWith("[]"))
            type = type.substring(0, type.length() - 2) + "...";
        if (modifiers != 0)
            sb.append(Modifier.toString(modifiers)).append(' ');
        return sb.append(type).append(' ').append(name).toString();
    }
}
