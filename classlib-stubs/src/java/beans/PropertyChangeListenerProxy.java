package java.beans;

/** A listener registered for one named property, as getPropertyChangeListeners() reports it. */
public class PropertyChangeListenerProxy extends java.util.EventListenerProxy<PropertyChangeListener>
        implements PropertyChangeListener {
    private final String propertyName;

    public PropertyChangeListenerProxy(String propertyName, PropertyChangeListener listener) {
        super(listener);
        this.propertyName = propertyName;
    }

    public void propertyChange(PropertyChangeEvent event) {
        getListener().propertyChange(event);
    }

    public String getPropertyName() {
        return propertyName;
    }
}
