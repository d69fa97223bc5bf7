package java.lang.reflect;

/** A field, method or constructor of a class. */
public interface Member {
    public static final int PUBLIC = 0;
    public static final int DECLARED = 1;

    Class<?> getDeclaringClass();

    String getName();

    int getModifiers();

    boolean isSynthetic();
}
