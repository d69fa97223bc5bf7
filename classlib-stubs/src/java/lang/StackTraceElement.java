package java.lang;

/**
 * One frame of a stack trace. The VM fills {@code moduleName} and
 * {@code moduleVersion} for classes of the boot loader.
 */
public final class StackTraceElement implements java.io.Serializable {
    private static final long serialVersionUID = 6992337162326171013L;

    private String classLoaderName;
    private String moduleName;
    private String moduleVersion;
    private String declaringClass;
    private String methodName;
    private String fileName;
    private int lineNumber;

    public StackTraceElement(String declaringClass, String methodName, String fileName,
            int lineNumber) {
        this(null, null, null, declaringClass, methodName, fileName, lineNumber);
    }

    public StackTraceElement(String classLoaderName, String moduleName, String moduleVersion,
            String declaringClass, String methodName, String fileName, int lineNumber) {
        if (declaringClass == null) {
            throw new NullPointerException("Declaring class is null");
        }
        if (methodName == null) {
            throw new NullPointerException("Method name is null");
        }
        this.classLoaderName = classLoaderName;
        this.moduleName = moduleName;
        this.moduleVersion = moduleVersion;
        this.declaringClass = declaringClass;
        this.methodName = methodName;
        this.fileName = fileName;
        this.lineNumber = lineNumber;
    }

    public String getFileName() {
        return fileName;
    }

    public int getLineNumber() {
        return lineNumber;
    }

    public String getModuleName() {
        return moduleName;
    }

    public String getModuleVersion() {
        return moduleVersion;
    }

    public String getClassLoaderName() {
        return classLoaderName;
    }

    public String getClassName() {
        return declaringClass;
    }

    public String getMethodName() {
        return methodName;
    }

    public boolean isNativeMethod() {
        return lineNumber == -2;
    }

    private static boolean present(String s) {
        return s != null && !s.isEmpty();
    }

    /* The JDK does not print the version of its own modules. */
    private static boolean isJdkModule(String module) {
        return module.startsWith("java.") || module.startsWith("jdk.");
    }

    public String toString() {
        StringBuilder sb = new StringBuilder();
        if (present(classLoaderName)) {
            sb.append(classLoaderName).append('/');
        }
        if (present(moduleName)) {
            sb.append(moduleName);
            if (present(moduleVersion) && !isJdkModule(moduleName)) {
                sb.append('@').append(moduleVersion);
            }
        }
        if (sb.length() > 0) {
            sb.append('/');
        }
        sb.append(declaringClass).append('.').append(methodName).append('(');
        if (isNativeMethod()) {
            sb.append("Native Method");
        } else if (fileName == null) {
            sb.append("Unknown Source");
        } else {
            sb.append(fileName);
            if (lineNumber >= 0) {
                sb.append(':').append(lineNumber);
            }
        }
        return sb.append(')').toString();
    }

    private static boolean same(Object a, Object b) {
        return (a == null) ? b == null : a.equals(b);
    }

    public boolean equals(Object obj) {
        if (obj == this) {
            return true;
        }
        if (!(obj instanceof StackTraceElement)) {
            return false;
        }
        StackTraceElement e = (StackTraceElement) obj;
        return lineNumber == e.lineNumber && same(classLoaderName, e.classLoaderName)
                && same(moduleName, e.moduleName) && same(moduleVersion, e.moduleVersion)
                && declaringClass.equals(e.declaringClass) && methodName.equals(e.methodName)
                && same(fileName, e.fileName);
    }

    private static int hash(Object o) {
        return (o == null) ? 0 : o.hashCode();
    }

    public int hashCode() {
        int result = 31 * declaringClass.hashCode() + methodName.hashCode();
        result = 31 * result + hash(classLoaderName);
        result = 31 * result + hash(moduleName);
        result = 31 * result + hash(moduleVersion);
        result = 31 * result + hash(fileName);
        return 31 * result + lineNumber;
    }
}
