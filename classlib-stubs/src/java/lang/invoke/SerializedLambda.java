package java.lang.invoke;

import java.io.Serializable;

/*
 * The serialized form of a serializable lambda: what the writeReplace()
 * method of its lambda class returns. The VM-spun writeReplace calls the
 * public constructor (classlib-stubs/CONTRACT.md). Deserialization
 * (readResolve through the capturing class's $deserializeLambda$) is not
 * implemented.
 */
public final class SerializedLambda implements Serializable {
    private static final long serialVersionUID = 8025925345765570181L;

    private final Class<?> capturingClass;
    private final String functionalInterfaceClass;
    private final String functionalInterfaceMethodName;
    private final String functionalInterfaceMethodSignature;
    private final String implClass;
    private final String implMethodName;
    private final String implMethodSignature;
    private final int implMethodKind;
    private final String instantiatedMethodType;
    private final Object[] capturedArgs;

    public SerializedLambda(Class<?> capturingClass, String functionalInterfaceClass,
            String functionalInterfaceMethodName, String functionalInterfaceMethodSignature,
            int implMethodKind, String implClass, String implMethodName, String implMethodSignature,
            String instantiatedMethodType, Object[] capturedArgs) {
        this.capturingClass = capturingClass;
        this.functionalInterfaceClass = functionalInterfaceClass;
        this.functionalInterfaceMethodName = functionalInterfaceMethodName;
        this.functionalInterfaceMethodSignature = functionalInterfaceMethodSignature;
        this.implMethodKind = implMethodKind;
        this.implClass = implClass;
        this.implMethodName = implMethodName;
        this.implMethodSignature = implMethodSignature;
        this.instantiatedMethodType = instantiatedMethodType;
        this.capturedArgs = capturedArgs == null ? new Object[0] : capturedArgs.clone();
    }

    public String getCapturingClass() {
        return capturingClass.getName().replace('.', '/');
    }

    public String getFunctionalInterfaceClass() {
        return functionalInterfaceClass;
    }

    public String getFunctionalInterfaceMethodName() {
        return functionalInterfaceMethodName;
    }

    public String getFunctionalInterfaceMethodSignature() {
        return functionalInterfaceMethodSignature;
    }

    public String getImplClass() {
        return implClass;
    }

    public String getImplMethodName() {
        return implMethodName;
    }

    public String getImplMethodSignature() {
        return implMethodSignature;
    }

    public int getImplMethodKind() {
        return implMethodKind;
    }

    public final String getInstantiatedMethodType() {
        return instantiatedMethodType;
    }

    public int getCapturedArgCount() {
        return capturedArgs.length;
    }

    public Object getCapturedArg(int i) {
        return capturedArgs[i];
    }

    private static final String[] KINDS = { "", "getField", "getStatic", "putField", "putStatic",
            "invokeVirtual", "invokeStatic", "invokeSpecial", "newInvokeSpecial", "invokeInterface" };

    public String toString() {
        String kind = implMethodKind > 0 && implMethodKind < KINDS.length ? KINDS[implMethodKind] : "??";
        return "SerializedLambda[capturingClass=" + capturingClass + ", functionalInterfaceMethod="
                + functionalInterfaceClass + "." + functionalInterfaceMethodName + ":"
                + functionalInterfaceMethodSignature + ", implementation=" + kind + " " + implClass + "."
                + implMethodName + ":" + implMethodSignature + ", instantiatedMethodType=" + instantiatedMethodType
                + ", numCaptured=" + capturedArgs.length + "]";
    }
}
