package java.nio.file;

/** What a FileVisitor tells Files.walkFileTree to do next. */
public enum FileVisitResult {
    CONTINUE,
    TERMINATE,
    SKIP_SUBTREE,
    SKIP_SIBLINGS;
}
