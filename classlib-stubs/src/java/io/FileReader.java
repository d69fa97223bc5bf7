package java.io;

/** Reads a file as characters (UTF-8, the default charset of the library). */
public class FileReader extends InputStreamReader {
    public FileReader(String fileName) throws FileNotFoundException {
        super(new FileInputStream(fileName));
    }

    public FileReader(File file) throws FileNotFoundException {
        super(new FileInputStream(file));
    }

    public FileReader(String fileName, java.nio.charset.Charset charset) throws IOException {
        super(new FileInputStream(fileName), java.util.Objects.requireNonNull(charset, "charset"));
    }

    public FileReader(File file, java.nio.charset.Charset charset) throws IOException {
        super(new FileInputStream(file), java.util.Objects.requireNonNull(charset, "charset"));
    }

    public FileReader(FileDescriptor fd) {
        super(new FileInputStream(fd));
    }
}
