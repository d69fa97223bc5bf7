package java.nio;

/** Position, limit, capacity and mark of a buffer, with their invariants and JDK 17's messages. */
public abstract class Buffer {
    private int mark = -1;
    private int position;
    private int limit;
    private final int capacity;

    Buffer(int mark, int pos, int lim, int cap) {
        if (cap < 0) {
            throw new IllegalArgumentException("capacity < 0: (" + cap + " < 0)");
        }
        this.capacity = cap;
        limit(lim);
        position(pos);
        if (mark >= 0) {
            this.mark = mark;
        }
    }

    public final int capacity() {
        return capacity;
    }

    public final int position() {
        return position;
    }

    public Buffer position(int newPosition) {
        if (newPosition > limit || newPosition < 0) {
            throw new IllegalArgumentException(newPosition < 0 ? "newPosition < 0: (" + newPosition + " < 0)"
                    : "newPosition > limit: (" + newPosition + " > " + limit + ")");
        }
        if (mark > newPosition) {
            mark = -1;
        }
        position = newPosition;
        return this;
    }

    public final int limit() {
        return limit;
    }

    public Buffer limit(int newLimit) {
        if (newLimit > capacity || newLimit < 0) {
            throw new IllegalArgumentException(newLimit < 0 ? "newLimit < 0: (" + newLimit + " < 0)"
                    : "newLimit > capacity: (" + newLimit + " > " + capacity + ")");
        }
        limit = newLimit;
        if (position > newLimit) {
            position = newLimit;
        }
        if (mark > newLimit) {
            mark = -1;
        }
        return this;
    }

    public Buffer mark() {
        mark = position;
        return this;
    }

    public Buffer reset() {
        if (mark < 0) {
            throw new InvalidMarkException();
        }
        position = mark;
        return this;
    }

    public Buffer clear() {
        position = 0;
        limit = capacity;
        mark = -1;
        return this;
    }

    public Buffer flip() {
        limit = position;
        position = 0;
        mark = -1;
        return this;
    }

    public Buffer rewind() {
        position = 0;
        mark = -1;
        return this;
    }

    public final int remaining() {
        int r = limit - position;
        return r > 0 ? r : 0;
    }

    public final boolean hasRemaining() {
        return position < limit;
    }

    public abstract boolean isReadOnly();

    public abstract boolean hasArray();

    public abstract Object array();

    public abstract int arrayOffset();

    public boolean isDirect() {
        return false;
    }

    final int markValue() {
        return mark;
    }

    /** The index for a relative get/put of n elements, advancing the position. */
    final int nextGet(int n) {
        if (limit - position < n) {
            throw new BufferUnderflowException();
        }
        int p = position;
        position += n;
        return p;
    }

    final int nextPut(int n) {
        if (limit - position < n) {
            throw new BufferOverflowException();
        }
        int p = position;
        position += n;
        return p;
    }

    final int checkIndex(int i, int n) {
        if (i < 0 || n > limit - i) {
            throw new IndexOutOfBoundsException();
        }
        return i;
    }

    final void discardMark() {
        mark = -1;
    }
}
