package java.beans;

/** A bound property's change: its name (null when several changed), old and new values. */
public class PropertyChangeEvent extends java.util.EventObject {
    private static final long serialVersionUID = 7042693688939648123L;
    private final String propertyName;
    private final Object oldValue;
    private final Object newValue;
    private Object propagationId;

    public PropertyChangeEvent(Object source, String propertyName, Object oldValue, Object newValue) {
        super(source);
        this.propertyName = propertyName;
        this.oldValue = oldValue;
        this.newValue = newValue;
    }

    public String getPropertyName() { return propertyName; }
    public Object getNewValue() { return newValue; }
    public Object getOldValue() { return oldValue; }
    public void setPropagationId(Object propagationId) { this.propagationId = propagationId; }
    public Object getPropagationId() { return propagationId; }

    /** The JDK's form: class[propertyName=..; oldValue=..; newValue=..; propagationId=..; source=..]. */
    public String toString() {
        StringBuilder sb = new StringBuilder(getClass().getName());
        sb.append("[propertyName=").append(propertyName);
        appendExtra(sb);
        sb.append("; oldValue=").append(oldValue);
        sb.append("; newValue=").append(newValue);
        sb.append("; propagationId=").append(propagationId);
        sb.append("; source=").append(getSource());
        return sb.append(']').toString();
    }

    void appendExtra(StringBuilder sb) {
    }
}
