package java.nio;

class HeapCharBuffer extends CharBuffer {
    private final boolean readOnly;

    HeapCharBuffer(char[] hb, int offset, int mark, int pos, int lim, int cap, boolean readOnly) {
        super(hb, offset, mark, pos, lim, cap);
        this.readOnly = readOnly;
    }

    public boolean isReadOnly() {
        return readOnly;
    }
}
