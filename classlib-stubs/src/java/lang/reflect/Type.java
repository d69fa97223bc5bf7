package java.lang.reflect;

/** A type of the Java language: a class, a parameterized type, an array type, a type variable or a wildcard. */
public interface Type {
    default String getTypeName() {
        return toString();
    }
}
