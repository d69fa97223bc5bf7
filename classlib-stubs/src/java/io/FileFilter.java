package java.io;

/** Chooses files for File.listFiles(FileFilter). */
@FunctionalInterface
public interface FileFilter {
    boolean accept(File pathname);
}
