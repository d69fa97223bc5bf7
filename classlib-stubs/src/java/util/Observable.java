package java.util;

/**
 * An object others can watch: after setChanged(), notifyObservers tells each
 * registered observer once, the most recently added first (as the JDK does),
 * and clears the changed flag.
 */
@Deprecated
public class Observable {
    private boolean changed;
    private final ArrayList<Observer> observers = new ArrayList<Observer>();

    public Observable() {
    }

    public synchronized void addObserver(Observer o) {
        if (o == null) {
            throw new NullPointerException();
        }
        if (!observers.contains(o)) {
            observers.add(o);
        }
    }

    public synchronized void deleteObserver(Observer o) {
        observers.remove(o);
    }

    public void notifyObservers() {
        notifyObservers(null);
    }

    public void notifyObservers(Object arg) {
        Object[] snapshot;
        synchronized (this) {
            // observers added or removed while notifying are seen next time only
            if (!changed) {
                return;
            }
            snapshot = observers.toArray();
            clearChanged();
        }
        for (int i = snapshot.length - 1; i >= 0; i--) {
            ((Observer) snapshot[i]).update(this, arg);
        }
    }

    public synchronized void deleteObservers() {
        observers.clear();
    }

    protected synchronized void setChanged() {
        changed = true;
    }

    protected synchronized void clearChanged() {
        changed = false;
    }

    public synchronized boolean hasChanged() {
        return changed;
    }

    public synchronized int countObservers() {
        return observers.size();
    }
}
