package java.util;

/* A last-in-first-out view of Vector: the top of the stack is the vector's last element. */
public class Stack<E> extends Vector<E> {
    private static final long serialVersionUID = 1224463164541339165L;

    public Stack() {
    }

    public E push(E item) {
        addElement(item);
        return item;
    }

    public synchronized E pop() {
        int depth = size();
        E top = peek();
        removeElementAt(depth - 1);
        return top;
    }

    public synchronized E peek() {
        int depth = size();
        if (depth == 0)
            throw new EmptyStackException();
        return elementAt(depth - 1);
    }

    public boolean empty() {
        return size() == 0;
    }

    /** 1-based distance of the topmost occurrence from the top, or -1. */
    public synchronized int search(Object o) {
        int at = lastIndexOf(o);
        return at < 0 ? -1 : size() - at;
    }
}
