package java.lang;

/** The common base class of record classes. */
public abstract class Record {
    protected Record() {
    }

    @Override
    public abstract boolean equals(Object obj);

    @Override
    public abstract int hashCode();

    @Override
    public abstract String toString();
}
