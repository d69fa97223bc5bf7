package java.nio;

/** CharBuffer.wrap(CharSequence): read-only, over a copy of the sequence's chars. */
class StringCharBuffer extends CharBuffer {
    StringCharBuffer(char[] hb, int offset, int mark, int pos, int lim, int cap) {
        super(hb, offset, mark, pos, lim, cap);
    }

    public boolean isReadOnly() {
        return true;
    }

    boolean isStringBacked() {
        return true;
    }
}
