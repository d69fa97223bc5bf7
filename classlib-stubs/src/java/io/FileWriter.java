package java.io;

/** Writes characters to a file (UTF-8, the default charset of the library). */
public class FileWriter extends OutputStreamWriter {
    public FileWriter(String fileName) throws IOException {
        super(new FileOutputStream(fileName));
    }

    public FileWriter(String fileName, boolean append) throws IOException {
        super(new FileOutputStream(fileName, append));
    }

    public FileWriter(File file) throws IOException {
        super(new FileOutputStream(file));
    }

    public FileWriter(File file, boolean append) throws IOException {
        super(new FileOutputStream(file, append));
    }

    /* As on the JDK, the file is opened (created or truncated) before the charset is
       checked for null. */
    public FileWriter(String fileName, java.nio.charset.Charset charset) throws IOException {
        this(new File(fileName), charset, false);
    }

    public FileWriter(String fileName, java.nio.charset.Charset charset, boolean append) throws IOException {
        this(new File(fileName), charset, append);
    }

    public FileWriter(File file, java.nio.charset.Charset charset) throws IOException {
        this(file, charset, false);
    }

    public FileWriter(File file, java.nio.charset.Charset charset, boolean append) throws IOException {
        super(new FileOutputStream(file, append), java.util.Objects.requireNonNull(charset, "charset"));
    }

    public FileWriter(FileDescriptor fd) {
        super(new FileOutputStream(fd));
    }
}
