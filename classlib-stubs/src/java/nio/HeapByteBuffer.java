package java.nio;

class HeapByteBuffer extends ByteBuffer {
    HeapByteBuffer(byte[] hb, int offset, int mark, int pos, int lim, int cap) {
        super(hb, offset, mark, pos, lim, cap);
    }
}
