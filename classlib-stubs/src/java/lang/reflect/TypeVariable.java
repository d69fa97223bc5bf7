package java.lang.reflect;

/** A type variable of a generic class, method or constructor. */
public interface TypeVariable<D extends GenericDeclaration> extends Type, AnnotatedElement {
    Type[] getBounds();

    D getGenericDeclaration();

    String getName();
}
