package java.io;

/** Chooses names for File.list(FilenameFilter) and File.listFiles(FilenameFilter). */
@FunctionalInterface
public interface FilenameFilter {
    boolean accept(File dir, String name);
}
