package java.net;

import java.io.IOException;

/** A URL that could not be parsed, or whose protocol is unknown. */
public class MalformedURLException extends IOException {
    private static final long serialVersionUID = -182787522200415866L;

    public MalformedURLException() {
    }

    public MalformedURLException(String msg) {
        super(msg);
    }
}
