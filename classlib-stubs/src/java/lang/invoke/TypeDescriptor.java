package java.lang.invoke;

/* A type as a descriptor string: implemented by Class (not yet) and MethodType. */
public interface TypeDescriptor {
    String descriptorString();
}
