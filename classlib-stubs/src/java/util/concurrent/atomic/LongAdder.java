package java.util.concurrent.atomic;

/* One cell under this object's monitor: sums are exact at every moment. */
public class LongAdder extends Number implements java.io.Serializable {
    private static final long serialVersionUID = 7249069246863182397L;

    private long value;

    public LongAdder() {
    }

    public synchronized void add(long x) {
        value += x;
    }

    public void increment() {
        add(1L);
    }

    public void decrement() {
        add(-1L);
    }

    public synchronized long sum() {
        return value;
    }

    public synchronized void reset() {
        value = 0L;
    }

    public synchronized long sumThenReset() {
        long v = value;
        value = 0L;
        return v;
    }

    public String toString() {
        return Long.toString(sum());
    }

    public long longValue() {
        return sum();
    }

    public int intValue() {
        return (int) sum();
    }

    public float floatValue() {
        return (float) sum();
    }

    public double doubleValue() {
        return (double) sum();
    }
}
