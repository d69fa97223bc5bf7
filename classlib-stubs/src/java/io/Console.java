package java.io;

/**
 * The character console of the VM. The library never creates one:
 * System.console() answers null, as the JDK does when standard input or
 * output is not a terminal. The class exists so that programs link.
 */
public final class Console implements Flushable {
    private Console() {
    }

    public PrintWriter writer() {
        throw new UnsupportedOperationException();
    }

    public Reader reader() {
        throw new UnsupportedOperationException();
    }

    public String readLine() {
        throw new UnsupportedOperationException();
    }

    public char[] readPassword() {
        throw new UnsupportedOperationException();
    }

    public void flush() {
    }
}
