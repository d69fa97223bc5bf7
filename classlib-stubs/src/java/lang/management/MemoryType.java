package java.lang.management;

public enum MemoryType {
    HEAP("Heap memory"),
    NON_HEAP("Non-heap memory");

    private final String description;

    private MemoryType(String description) { this.description = description; }

    public String toString() { return description; }
}
