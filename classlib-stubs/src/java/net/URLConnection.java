package java.net;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/** A connection to what a URL names; the library has only file: connections. */
public abstract class URLConnection {
    protected URL url;
    protected boolean connected;
    protected boolean doInput = true;
    protected boolean doOutput;
    protected boolean useCaches;

    protected URLConnection(URL url) {
        this.url = url;
    }

    public abstract void connect() throws IOException;

    public URL getURL() {
        return url;
    }

    public InputStream getInputStream() throws IOException {
        throw new UnknownServiceException("protocol doesn't support input");
    }

    public OutputStream getOutputStream() throws IOException {
        throw new UnknownServiceException("protocol doesn't support output");
    }

    public boolean getDoInput() {
        return doInput;
    }

    public void setDoInput(boolean doinput) {
        doInput = doinput;
    }

    public boolean getDoOutput() {
        return doOutput;
    }

    public void setDoOutput(boolean dooutput) {
        doOutput = dooutput;
    }

    public String getContentType() {
        return null;
    }

    public long getContentLengthLong() {
        return -1;
    }

    public int getContentLength() {
        long n = getContentLengthLong();
        return n > Integer.MAX_VALUE ? -1 : (int) n;
    }

    @Override
    public String toString() {
        return getClass().getName() + ":" + url;
    }
}
