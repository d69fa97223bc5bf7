package java.lang.runtime;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.TypeDescriptor;

/*
 * The bootstrap method of records' toString, hashCode and equals. The VM
 * links these call sites itself and runs them natively over the record's
 * component fields (docs/lambdas.md); this method exists for its signature.
 */
public class ObjectMethods {
    private ObjectMethods() {
    }

    public static Object bootstrap(MethodHandles.Lookup lookup, String methodName, TypeDescriptor type,
            Class<?> recordClass, String names, MethodHandle... getters) throws Throwable {
        throw new UnsupportedOperationException("record call sites are linked by the VM");
    }
}
