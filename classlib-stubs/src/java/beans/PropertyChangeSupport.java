package java.beans;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Keeps the listeners of a bean's bound properties and fires events to them. Listeners for
 * all properties live under the null key of one HashMap, named ones under their name, so
 * getPropertyChangeListeners() lists them in the JDK's order; a change reaches the listeners
 * for all properties first, then those of its name. Equal non-null old and new values fire
 * nothing.
 */
public class PropertyChangeSupport implements java.io.Serializable {
    private static final long serialVersionUID = 6401253773779951803L;
    private final Object source;
    private final Map<String, List<PropertyChangeListener>> listeners = new HashMap<String, List<PropertyChangeListener>>();

    public PropertyChangeSupport(Object sourceBean) {
        if (sourceBean == null) {
            throw new NullPointerException();
        }
        source = sourceBean;
    }

    public synchronized void addPropertyChangeListener(PropertyChangeListener listener) {
        if (listener == null) {
            return;
        }
        if (listener instanceof PropertyChangeListenerProxy) {
            PropertyChangeListenerProxy p = (PropertyChangeListenerProxy) listener;
            addPropertyChangeListener(p.getPropertyName(), p.getListener());
            return;
        }
        add(null, listener);
    }

    public synchronized void removePropertyChangeListener(PropertyChangeListener listener) {
        if (listener == null) {
            return;
        }
        if (listener instanceof PropertyChangeListenerProxy) {
            PropertyChangeListenerProxy p = (PropertyChangeListenerProxy) listener;
            removePropertyChangeListener(p.getPropertyName(), p.getListener());
            return;
        }
        remove(null, listener);
    }

    public synchronized void addPropertyChangeListener(String propertyName, PropertyChangeListener listener) {
        if (listener == null || propertyName == null) {
            return;
        }
        while (listener instanceof PropertyChangeListenerProxy) {
            listener = ((PropertyChangeListenerProxy) listener).getListener();
        }
        add(propertyName, listener);
    }

    public synchronized void removePropertyChangeListener(String propertyName, PropertyChangeListener listener) {
        if (listener == null || propertyName == null) {
            return;
        }
        while (listener instanceof PropertyChangeListenerProxy) {
            listener = ((PropertyChangeListenerProxy) listener).getListener();
        }
        remove(propertyName, listener);
    }

    private void add(String name, PropertyChangeListener l) {
        List<PropertyChangeListener> list = listeners.get(name);
        if (list == null) {
            list = new ArrayList<PropertyChangeListener>();
            listeners.put(name, list);
        }
        list.add(l);
    }

    private void remove(String name, PropertyChangeListener l) {
        List<PropertyChangeListener> list = listeners.get(name);
        if (list != null && list.remove(l) && list.isEmpty()) {
            listeners.remove(name);
        }
    }

    public synchronized PropertyChangeListener[] getPropertyChangeListeners() {
        List<PropertyChangeListener> all = new ArrayList<PropertyChangeListener>();
        for (Map.Entry<String, List<PropertyChangeListener>> e : listeners.entrySet()) {
            for (PropertyChangeListener l : e.getValue()) {
                all.add(e.getKey() == null ? l : new PropertyChangeListenerProxy(e.getKey(), l));
            }
        }
        return all.toArray(new PropertyChangeListener[all.size()]);
    }

    public synchronized PropertyChangeListener[] getPropertyChangeListeners(String propertyName) {
        List<PropertyChangeListener> list = propertyName == null ? null : listeners.get(propertyName);
        return list == null ? new PropertyChangeListener[0] : list.toArray(new PropertyChangeListener[list.size()]);
    }

    public synchronized boolean hasListeners(String propertyName) {
        return listeners.containsKey(null) || (propertyName != null && listeners.containsKey(propertyName));
    }

    public void firePropertyChange(String propertyName, Object oldValue, Object newValue) {
        if (oldValue == null || newValue == null || !oldValue.equals(newValue)) {
            firePropertyChange(new PropertyChangeEvent(source, propertyName, oldValue, newValue));
        }
    }

    public void firePropertyChange(String propertyName, int oldValue, int newValue) {
        if (oldValue != newValue) {
            firePropertyChange(propertyName, Integer.valueOf(oldValue), Integer.valueOf(newValue));
        }
    }

    public void firePropertyChange(String propertyName, boolean oldValue, boolean newValue) {
        if (oldValue != newValue) {
            firePropertyChange(propertyName, Boolean.valueOf(oldValue), Boolean.valueOf(newValue));
        }
    }

    public void firePropertyChange(PropertyChangeEvent event) {
        Object oldValue = event.getOldValue();
        Object newValue = event.getNewValue();
        if (oldValue != null && newValue != null && oldValue.equals(newValue)) {
            return;
        }
        String name = event.getPropertyName();
        PropertyChangeListener[] common;
        PropertyChangeListener[] named;
        synchronized (this) {
            common = snapshot(null);
            named = name == null ? null : snapshot(name);
        }
        fire(common, event);
        fire(named, event);
    }

    private PropertyChangeListener[] snapshot(String name) {
        List<PropertyChangeListener> list = listeners.get(name);
        return list == null ? null : list.toArray(new PropertyChangeListener[list.size()]);
    }

    private static void fire(PropertyChangeListener[] ls, PropertyChangeEvent event) {
        if (ls != null) {
            for (PropertyChangeListener l : ls) {
                l.propertyChange(event);
            }
        }
    }

    public void fireIndexedPropertyChange(String propertyName, int index, Object oldValue, Object newValue) {
        if (oldValue == null || newValue == null || !oldValue.equals(newValue)) {
            firePropertyChange(new IndexedPropertyChangeEvent(source, propertyName, oldValue, newValue, index));
        }
    }

    public void fireIndexedPropertyChange(String propertyName, int index, int oldValue, int newValue) {
        if (oldValue != newValue) {
            fireIndexedPropertyChange(propertyName, index, Integer.valueOf(oldValue), Integer.valueOf(newValue));
        }
    }

    public void fireIndexedPropertyChange(String propertyName, int index, boolean oldValue, boolean newValue) {
        if (oldValue != newValue) {
            fireIndexedPropertyChange(propertyName, index, Boolean.valueOf(oldValue), Boolean.valueOf(newValue));
        }
    }
}
