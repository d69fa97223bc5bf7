package java.lang.management;

/**
 * A platform bean. The JDK's {@code getObjectName()} returns a
 * {@code javax.management.ObjectName}; there is no javax.management here,
 * so it is left out.
 */
public interface PlatformManagedObject {
}
