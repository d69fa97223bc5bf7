package java.lang.reflect;

/** An array type whose component is a parameterized type or a type variable. */
public interface GenericArrayType extends Type {
    Type getGenericComponentType();
}
