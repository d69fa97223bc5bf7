package java.util;

/** A bundle whose pairs come from {@link #getContents()}, read into a hash map on first use. */
public abstract class ListResourceBundle extends ResourceBundle {
    private Map<String, Object> lookup;

    public ListResourceBundle() {
    }

    public final Object handleGetObject(String key) {
        if (key == null) {
            throw new NullPointerException();
        }
        return table().get(key);
    }

    public Enumeration<String> getKeys() {
        return keysThenParent(table().keySet());
    }

    protected Set<String> handleKeySet() {
        return table().keySet();
    }

    protected abstract Object[][] getContents();

    private synchronized Map<String, Object> table() {
        if (lookup == null) {
            Object[][] contents = getContents();
            HashMap<String, Object> t = new HashMap<String, Object>(contents.length);
            for (Object[] pair : contents) {
                String key = (String) pair[0];
                Object value = pair[1];
                if (key == null || value == null) {
                    throw new NullPointerException();
                }
                t.put(key, value);
            }
            lookup = t;
        }
        return lookup;
    }
}
