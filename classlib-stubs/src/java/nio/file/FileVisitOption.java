package java.nio.file;

/** Options of {@code Files.walk}/{@code find}; links are not followed either way. */
public enum FileVisitOption {
    FOLLOW_LINKS
}
