package java.nio.file;

/** Tells whether a path matches a glob or regex pattern (FileSystem.getPathMatcher). */
@FunctionalInterface
public interface PathMatcher {
    boolean matches(Path path);
}
