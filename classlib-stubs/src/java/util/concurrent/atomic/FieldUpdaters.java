package java.util.concurrent.atomic;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import jdk.internal.reflect.DirectAccess;

/*
 * What the three field updaters share: finding and checking the field, checking the
 * target object, and one lock under which every updater reads, writes and compares
 * (the fields are plain volatile fields of user classes, so there is no object of
 * ours to synchronize on). Access by the caller is not checked.
 */
final class FieldUpdaters {
    static final Object LOCK = new Object();

    private FieldUpdaters() {
    }

    /* The field, or the JDK's RuntimeException around what reflection threw. */
    static Field find(Class<?> tclass, String name) {
        try {
            return tclass.getDeclaredField(name);
        } catch (Exception e) {
            throw new RuntimeException(e);
        }
    }

    /* The checks after the type check, in the JDK's order: volatile, then instance. */
    static void checkModifiers(Field field) {
        int mods = field.getModifiers();
        if (!Modifier.isVolatile(mods))
            throw new IllegalArgumentException("Must be volatile type");
        if (Modifier.isStatic(mods))
            throw new IllegalArgumentException();
    }

    static void checkTarget(Class<?> tclass, Object obj) {
        if (!tclass.isInstance(obj))
            throw new ClassCastException();
    }

    static Object read(Field field, Object obj) {
        synchronized (LOCK) {
            return DirectAccess.getField(field, obj);
        }
    }

    static void write(Field field, Object obj, Object value) {
        synchronized (LOCK) {
            DirectAccess.setField(field, obj, value);
        }
    }

    /* Compares primitives by value (boxes of the field's exact type) and references by identity. */
    static boolean compareAndSet(Field field, Object obj, Object expect, Object update, boolean primitive) {
        synchronized (LOCK) {
            Object cur = DirectAccess.getField(field, obj);
            if (primitive ? !cur.equals(expect) : cur != expect)
                return false;
            DirectAccess.setField(field, obj, update);
            return true;
        }
    }
}
