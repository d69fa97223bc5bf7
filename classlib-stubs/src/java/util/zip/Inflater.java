package java.util.zip;

import java.nio.ByteBuffer;

/**
 * Decompression with zlib's inflate (natives in classlib-stubs/natives/zip.c).
 * This object keeps the pending input, the counters and the flags.
 */
public class Inflater {
    private static final byte[] EMPTY = new byte[0];

    private long address;
    private ZStreamReaper.Handle handle;
    private byte[] inputArray = EMPTY;
    private int inputPos;
    private int inputLim;
    private ByteBuffer inputBuffer;
    private boolean finished;
    private boolean needDict;
    private long bytesRead;
    private long bytesWritten;

    public Inflater(boolean nowrap) {
        this.address = init0(nowrap);
        this.handle = ZStreamReaper.track(this, address, true);
    }

    public Inflater() {
        this(false);
    }

    public void setInput(byte[] input, int off, int len) {
        Deflater.checkRange(off, len, input.length);
        synchronized (this) {
            inputArray = input;
            inputPos = off;
            inputLim = off + len;
            inputBuffer = null;
        }
    }

    public void setInput(byte[] input) {
        setInput(input, 0, input.length);
    }

    public void setInput(ByteBuffer input) {
        if (input == null) {
            throw new NullPointerException();
        }
        synchronized (this) {
            inputBuffer = input;
            inputArray = EMPTY;
            inputPos = 0;
            inputLim = 0;
        }
    }

    public void setDictionary(byte[] dictionary, int off, int len) {
        Deflater.checkRange(off, len, dictionary.length);
        synchronized (this) {
            checkOpen();
            setDictionary0(address, dictionary, off, len);
            needDict = false;
        }
    }

    public void setDictionary(byte[] dictionary) {
        setDictionary(dictionary, 0, dictionary.length);
    }

    public void setDictionary(ByteBuffer dictionary) {
        byte[] b = new byte[dictionary.remaining()];
        dictionary.get(b);
        setDictionary(b, 0, b.length);
    }

    public int getRemaining() {
        synchronized (this) {
            return inputBuffer == null ? inputLim - inputPos : inputBuffer.remaining();
        }
    }

    public boolean needsInput() {
        synchronized (this) {
            return inputBuffer == null ? inputLim == inputPos : !inputBuffer.hasRemaining();
        }
    }

    public boolean needsDictionary() {
        synchronized (this) {
            return needDict;
        }
    }

    public boolean finished() {
        synchronized (this) {
            return finished;
        }
    }

    public int inflate(byte[] output, int off, int len) throws DataFormatException {
        Deflater.checkRange(off, len, output.length);
        synchronized (this) {
            checkOpen();
            return run(output, off, len);
        }
    }

    public int inflate(byte[] output) throws DataFormatException {
        return inflate(output, 0, output.length);
    }

    public int inflate(ByteBuffer output) throws DataFormatException {
        if (output.isReadOnly()) {
            throw new java.nio.ReadOnlyBufferException();
        }
        synchronized (this) {
            checkOpen();
            byte[] tmp = new byte[output.remaining()];
            int n = run(tmp, 0, tmp.length);
            output.put(tmp, 0, n);
            return n;
        }
    }

    private int run(byte[] output, int off, int len) throws DataFormatException {
        byte[] in = inputArray;
        int inOff = inputPos;
        int inLen = inputLim - inputPos;
        if (inputBuffer != null) {
            in = new byte[inputBuffer.remaining()];
            inputBuffer.duplicate().get(in);
            inOff = 0;
            inLen = in.length;
        }
        long result = inflate0(address, in, inOff, inLen, output, off, len);
        int read = (int) (result & 0x7fffffffL);
        int written = (int) (result >>> 31 & 0x7fffffffL);
        boolean end = (result >>> 62 & 1) != 0;
        boolean dict = (result >>> 63 & 1) != 0;
        if (inputBuffer != null) {
            inputBuffer.position(inputBuffer.position() + read);
        } else {
            inputPos += read;
        }
        bytesRead += read;
        bytesWritten += written;
        if (end && dict) {
            throw new DataFormatException(errorMessage0(address));
        }
        if (end) {
            finished = true;
        }
        if (dict) {
            needDict = true;
        }
        return written;
    }

    public int getAdler() {
        synchronized (this) {
            checkOpen();
            return getAdler0(address);
        }
    }

    public int getTotalIn() {
        return (int) getBytesRead();
    }

    public long getBytesRead() {
        synchronized (this) {
            checkOpen();
            return bytesRead;
        }
    }

    public int getTotalOut() {
        return (int) getBytesWritten();
    }

    public long getBytesWritten() {
        synchronized (this) {
            checkOpen();
            return bytesWritten;
        }
    }

    public void reset() {
        synchronized (this) {
            checkOpen();
            reset0(address);
            inputArray = EMPTY;
            inputPos = 0;
            inputLim = 0;
            inputBuffer = null;
            finished = false;
            needDict = false;
            bytesRead = 0;
            bytesWritten = 0;
        }
    }

    public void end() {
        synchronized (this) {
            if (address != 0) {
                ZStreamReaper.forget(handle);
                handle = null;
                end0(address);
                address = 0;
            }
            inputArray = EMPTY;
            inputBuffer = null;
        }
    }

    /* Frees the stream of a dropped, unreachable instance (ZStreamReaper). */
    static void free(long addr) {
        end0(addr);
    }

    private void checkOpen() {
        if (address == 0) {
            throw new NullPointerException("Inflater has been closed");
        }
    }

    private static native long init0(boolean nowrap);

    private static native long inflate0(long addr, byte[] in, int inOff, int inLen, byte[] out, int outOff,
            int outLen);

    private static native String errorMessage0(long addr);

    private static native void setDictionary0(long addr, byte[] b, int off, int len);

    private static native int getAdler0(long addr);

    private static native void reset0(long addr);

    private static native void end0(long addr);
}
