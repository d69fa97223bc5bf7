package java.nio;

/** A read-only view. */
class HeapByteBufferR extends HeapByteBuffer {
    HeapByteBufferR(byte[] hb, int offset, int mark, int pos, int lim, int cap) {
        super(hb, offset, mark, pos, lim, cap);
    }

    public boolean isReadOnly() {
        return true;
    }
}
