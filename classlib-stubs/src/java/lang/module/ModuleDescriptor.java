package java.lang.module;

/**
 * The descriptor of a named module. Only the type exists: the VM builds no
 * descriptors, so Module.getDescriptor() answers null for every module.
 */
public final class ModuleDescriptor {
    private final String name;

    private ModuleDescriptor(String name) {
        this.name = name;
    }

    public String name() {
        return name;
    }

    public String toString() {
        return "module { name: " + name + " }";
    }
}
