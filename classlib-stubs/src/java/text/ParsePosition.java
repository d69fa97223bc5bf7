package java.text;

public class ParsePosition {
    int index;
    int errorIndex = -1;

    public ParsePosition(int index) {
        this.index = index;
    }

    public int getIndex() { return index; }
    public void setIndex(int index) { this.index = index; }
    public int getErrorIndex() { return errorIndex; }
    public void setErrorIndex(int ei) { errorIndex = ei; }

    public String toString() {
        return getClass().getName() + "[index=" + index + ",errorIndex=" + errorIndex + ']';
    }
}
