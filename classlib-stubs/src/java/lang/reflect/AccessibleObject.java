package java.lang.reflect;

/**
 * The base of fields, methods and constructors. The class library has no
 * access checks to suppress, so the accessible flag is only remembered.
 */
public class AccessibleObject {
    private boolean override;

    @Deprecated
    protected AccessibleObject() {
    }

    public static void setAccessible(AccessibleObject[] array, boolean flag) {
        for (int i = 0; i < array.length; i++) {
            array[i].override = flag;
        }
    }

    public void setAccessible(boolean flag) {
        override = flag;
    }

    public final boolean trySetAccessible() {
        override = true;
        return true;
    }

    @Deprecated
    public boolean isAccessible() {
        return override;
    }
}
