package java.lang.reflect;

import java.lang.annotation.Annotation;

/** A component of a record class, from its Record attribute. */
public final class RecordComponent implements AnnotatedElement {
    private final Class<?> record;
    private final String name;
    private final String descriptor;
    private final String signature;
    private final byte[] annotations;

    RecordComponent(Class<?> record, String name, String descriptor, String signature, byte[] annotations) {
        this.record = record;
        this.name = name;
        this.descriptor = descriptor;
        this.signature = signature;
        this.annotations = annotations;
    }

    /* Record attribute bytes -> components (used by Class.getRecordComponents). */
    static RecordComponent[] parse(Class<?> c, byte[] raw) {
        int pos = 0;
        int n = ((raw[pos] & 0xff) << 8) | (raw[pos + 1] & 0xff);
        pos += 2;
        RecordComponent[] out = new RecordComponent[n];
        for (int i = 0; i < n; i++) {
            String name = (String) jdk.internal.reflect.DirectAccess.constant(c, u2(raw, pos));
            String desc = (String) jdk.internal.reflect.DirectAccess.constant(c, u2(raw, pos + 2));
            int ac = u2(raw, pos + 4);
            pos += 6;
            String sig = null;
            byte[] ann = null;
            for (int j = 0; j < ac; j++) {
                String an = (String) jdk.internal.reflect.DirectAccess.constant(c, u2(raw, pos));
                int len = (u2(raw, pos + 2) << 16) | u2(raw, pos + 4);
                pos += 6;
                if (an.equals("Signature"))
                    sig = (String) jdk.internal.reflect.DirectAccess.constant(c, u2(raw, pos));
                else if (an.equals("RuntimeVisibleAnnotations")) {
                    ann = new byte[len];
                    System.arraycopy(raw, pos, ann, 0, len);
                }
                pos += len;
            }
            out[i] = new RecordComponent(c, name, desc, sig, ann);
        }
        return out;
    }

    private static int u2(byte[] b, int at) {
        return ((b[at] & 0xff) << 8) | (b[at + 1] & 0xff);
    }

    public String getName() {
        return name;
    }

    public Class<?> getDeclaringRecord() {
        return record;
    }

    public Class<?> getType() {
        return getAccessor().getReturnType();
    }

    public String getGenericSignature() {
        return signature;
    }

    public Type getGenericType() {
        if (signature == null)
            return getType();
        return jdk.internal.reflect.Signatures.parseField(signature, record);
    }

    public Method getAccessor() {
        try {
            return record.getDeclaredMethod(name);
        } catch (NoSuchMethodException e) {
            return null;
        }
    }

    public <T extends Annotation> T getAnnotation(Class<T> annotationClass) {
        for (Annotation a : getDeclaredAnnotations())
            if (annotationClass.isInstance(a))
                return annotationClass.cast(a);
        return null;
    }

    public Annotation[] getAnnotations() {
        return getDeclaredAnnotations();
    }

    public Annotation[] getDeclaredAnnotations() {
        return jdk.internal.reflect.Annotations.parse(annotations, record);
    }

    public String toString() {
        return getType().getTypeName() + " " + name;
    }
}
