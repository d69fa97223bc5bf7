package java.util.jar;

public class JarException extends java.util.zip.ZipException {
    public JarException() {
    }

    public JarException(String s) {
        super(s);
    }
}
