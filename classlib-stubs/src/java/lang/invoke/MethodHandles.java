package java.lang.invoke;

/*
 * Home of Lookup, the first parameter of every bootstrap method. The VM links
 * the call sites of the bootstrap methods javac emits without running Java
 * code (docs/lambdas.md), so no Lookup is ever made yet: lookup() and the
 * find* methods belong to the direct-use API, still to come.
 */
public class MethodHandles {
    private MethodHandles() {
    }

    public static final class Lookup {
        public static final int PUBLIC = 0x01;
        public static final int PRIVATE = 0x02;
        public static final int PROTECTED = 0x04;
        public static final int PACKAGE = 0x08;
        public static final int MODULE = 0x10;
        public static final int UNCONDITIONAL = 0x20;
        public static final int ORIGINAL = 0x40;

        private final Class<?> lookupClass;
        private final int allowedModes;

        Lookup(Class<?> lookupClass, int allowedModes) {
            this.lookupClass = lookupClass;
            this.allowedModes = allowedModes;
        }

        public Class<?> lookupClass() {
            return lookupClass;
        }

        public int lookupModes() {
            return allowedModes;
        }

        public String toString() {
            return lookupClass.getName();
        }
    }
}
