package java.util.zip;

import java.nio.ByteBuffer;

/**
 * Compression with zlib's deflate. The stream lives in C (natives in
 * classlib-stubs/natives/zip.c); this object keeps the pending input and the
 * counters, and calls zlib the way the JDK does, so the same calls give the
 * same compressed bytes.
 */
public class Deflater {
    public static final int DEFLATED = 8;
    public static final int NO_COMPRESSION = 0;
    public static final int BEST_SPEED = 1;
    public static final int BEST_COMPRESSION = 9;
    public static final int DEFAULT_COMPRESSION = -1;
    public static final int FILTERED = 1;
    public static final int HUFFMAN_ONLY = 2;
    public static final int DEFAULT_STRATEGY = 0;
    public static final int NO_FLUSH = 0;
    public static final int SYNC_FLUSH = 2;
    public static final int FULL_FLUSH = 3;
    private static final int FINISH = 4;

    private static final byte[] EMPTY = new byte[0];

    private long address;
    private ZStreamReaper.Handle handle;
    private byte[] inputArray = EMPTY;
    private int inputPos;
    private int inputLim;
    private ByteBuffer inputBuffer;
    private int level;
    private int strategy;
    private boolean setParams;
    private boolean finish;
    private boolean finished;
    private long bytesRead;
    private long bytesWritten;

    public Deflater(int level, boolean nowrap) {
        this.level = level;
        this.strategy = DEFAULT_STRATEGY;
        this.address = init0(level, DEFAULT_STRATEGY, nowrap);
        this.handle = ZStreamReaper.track(this, address, false);
    }

    public Deflater(int level) {
        this(level, false);
    }

    public Deflater() {
        this(DEFAULT_COMPRESSION, false);
    }

    public void setInput(byte[] input, int off, int len) {
        checkRange(off, len, input.length);
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
        checkRange(off, len, dictionary.length);
        synchronized (this) {
            checkOpen();
            setDictionary0(address, dictionary, off, len);
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

    public void setStrategy(int strategy) {
        if (strategy != DEFAULT_STRATEGY && strategy != FILTERED && strategy != HUFFMAN_ONLY) {
            throw new IllegalArgumentException();
        }
        synchronized (this) {
            if (this.strategy != strategy) {
                this.strategy = strategy;
                setParams = true;
            }
        }
    }

    public void setLevel(int level) {
        if ((level < 0 || level > 9) && level != DEFAULT_COMPRESSION) {
            throw new IllegalArgumentException("invalid compression level");
        }
        synchronized (this) {
            if (this.level != level) {
                this.level = level;
                setParams = true;
            }
        }
    }

    public boolean needsInput() {
        synchronized (this) {
            return inputBuffer == null ? inputLim == inputPos : !inputBuffer.hasRemaining();
        }
    }

    public void finish() {
        synchronized (this) {
            finish = true;
        }
    }

    public boolean finished() {
        synchronized (this) {
            return finished;
        }
    }

    public int deflate(byte[] output, int off, int len) {
        return deflate(output, off, len, NO_FLUSH);
    }

    public int deflate(byte[] output) {
        return deflate(output, 0, output.length, NO_FLUSH);
    }

    public int deflate(ByteBuffer output) {
        return deflate(output, NO_FLUSH);
    }

    public int deflate(byte[] output, int off, int len, int flush) {
        checkRange(off, len, output.length);
        if (flush != NO_FLUSH && flush != SYNC_FLUSH && flush != FULL_FLUSH) {
            throw new IllegalArgumentException();
        }
        synchronized (this) {
            checkOpen();
            return run(output, off, len, flush);
        }
    }

    public int deflate(ByteBuffer output, int flush) {
        if (output.isReadOnly()) {
            throw new java.nio.ReadOnlyBufferException();
        }
        if (flush != NO_FLUSH && flush != SYNC_FLUSH && flush != FULL_FLUSH) {
            throw new IllegalArgumentException();
        }
        synchronized (this) {
            checkOpen();
            byte[] tmp = new byte[output.remaining()];
            int n = run(tmp, 0, tmp.length, flush);
            output.put(tmp, 0, n);
            return n;
        }
    }

    /* One call of zlib on the pending input; returns the bytes written. */
    private int run(byte[] output, int off, int len, int flush) {
        if (finish) {
            flush = FINISH;
        }
        int params = setParams ? 1 | strategy << 1 | level << 3 : 0;
        byte[] in = inputArray;
        int inOff = inputPos;
        int inLen = inputLim - inputPos;
        if (inputBuffer != null) {
            in = new byte[inputBuffer.remaining()];
            inputBuffer.duplicate().get(in);
            inOff = 0;
            inLen = in.length;
        }
        long result = deflate0(address, in, inOff, inLen, output, off, len, flush, params);
        int read = (int) (result & 0x7fffffffL);
        int written = (int) (result >>> 31 & 0x7fffffffL);
        if ((result >>> 62 & 1) != 0) {
            finished = true;
        }
        if (params != 0 && (result >>> 63 & 1) == 0) {
            setParams = false;
        }
        if (inputBuffer != null) {
            inputBuffer.position(inputBuffer.position() + read);
        } else {
            inputPos += read;
        }
        bytesRead += read;
        bytesWritten += written;
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
            finish = false;
            finished = false;
            inputArray = EMPTY;
            inputPos = 0;
            inputLim = 0;
            inputBuffer = null;
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
            throw new NullPointerException("Deflater has been closed");
        }
    }

    static void checkRange(int off, int len, int length) {
        if (off < 0 || len < 0 || off > length - len) {
            throw new ArrayIndexOutOfBoundsException();
        }
    }

    private static native long init0(int level, int strategy, boolean nowrap);

    private static native long deflate0(long addr, byte[] in, int inOff, int inLen, byte[] out, int outOff,
            int outLen, int flush, int params);

    private static native void setDictionary0(long addr, byte[] b, int off, int len);

    private static native int getAdler0(long addr);

    private static native void reset0(long addr);

    private static native void end0(long addr);
}
