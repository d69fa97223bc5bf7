package java.lang.reflect;

/** What declares type variables: classes, methods and constructors. */
public interface GenericDeclaration extends AnnotatedElement {
    public TypeVariable<?>[] getTypeParameters();
}
