package java.lang.reflect;

/** A parameterized type such as {@code List<String>}. */
public interface ParameterizedType extends Type {
    Type[] getActualTypeArguments();

    Type getRawType();

    Type getOwnerType();
}
