import java.lang.annotation.*;
import java.lang.reflect.*;
import java.util.*;

/* Records and enums through reflection: record components (names, types, generic types, accessors, annotations), the canonical constructor, enum constants, valueOf and constant fields, constant-specific bodies. */
public class ReflectRecordsEnums {
    @Retention(RetentionPolicy.RUNTIME) @Target({ ElementType.RECORD_COMPONENT, ElementType.FIELD, ElementType.METHOD })
    @interface Unit { String value(); }

    record Measure(@Unit("m") double length, String label, List<Integer> counts) implements Comparable<Measure> {
        public int compareTo(Measure o) { return Double.compare(length, o.length); }
        static int ignored;
    }

    record Empty() { }

    record Generic<T extends Number>(T value, Map<String, T> map) { }

    enum Planet {
        MERCURY(3.303e+23), EARTH(5.976e+24) { @Override String describe() { return "home"; } };
        final double mass;
        Planet(double mass) { this.mass = mass; }
        String describe() { return "planet " + name().toLowerCase(); }
    }

    enum Empty2 { }

    public static void main(String[] args) throws Exception {
        Class<?> m = Measure.class;
        System.out.println(m.isRecord() + " " + Empty.class.isRecord() + " " + String.class.isRecord() + " " + Record.class.isRecord());
        System.out.println(m.getSuperclass() + " " + Modifier.toString(m.getModifiers()));
        for (RecordComponent rc : m.getRecordComponents()) {
            System.out.println(rc + " | " + rc.getName() + " " + rc.getType().getSimpleName() + " " + rc.getGenericType()
                    + " " + rc.getGenericSignature() + " " + rc.getAccessor().getName() + " " + rc.getDeclaringRecord().getSimpleName()
                    + " " + Arrays.toString(rc.getAnnotations()));
        }
        Measure x = new Measure(2.5, "rod", List.of(1, 2));
        for (RecordComponent rc : m.getRecordComponents())
            System.out.println(rc.getName() + " = " + rc.getAccessor().invoke(x));
        RecordComponent[] rcs = m.getRecordComponents();
        Class<?>[] types = new Class<?>[rcs.length];
        for (int i = 0; i < rcs.length; i++)
            types[i] = rcs[i].getType();
        Constructor<?> canonical = m.getDeclaredConstructor(types);
        System.out.println(canonical);
        Object copy = canonical.newInstance(2.5, "rod", List.of(1, 2));
        System.out.println(copy + " " + copy.equals(x) + " " + (copy.hashCode() == x.hashCode()));
        System.out.println(m.getDeclaredField("length").getAnnotation(Unit.class) + " " + m.getMethod("length").getAnnotation(Unit.class));
        List<String> fields = new ArrayList<>();
        for (Field f : m.getDeclaredFields()) fields.add(f.toString());
        Collections.sort(fields);
        System.out.println(fields);
        System.out.println(Empty.class.getRecordComponents().length + " " + String.class.getRecordComponents());
        for (RecordComponent rc : Generic.class.getRecordComponents())
            System.out.println(rc.getGenericType() + " " + rc.getType());
        try {
            m.getDeclaredField("length").set(x, 1.0);
        } catch (IllegalAccessException e) {
            System.out.println(e);
        }
        Field lf = m.getDeclaredField("label");
        lf.setAccessible(true);
        try {
            lf.set(x, "changed");
        } catch (IllegalAccessException e) {
            System.out.println(e);
        }
        System.out.println(lf.get(x));

        Class<Planet> p = Planet.class;
        System.out.println(p.isEnum() + " " + Planet.EARTH.getClass().isEnum() + " " + Planet.EARTH.getClass().getSuperclass().getSimpleName()
                + " " + Planet.EARTH.getDeclaringClass().getSimpleName() + " " + Modifier.toString(p.getModifiers()));
        System.out.println(Arrays.toString(p.getEnumConstants()) + " " + Arrays.toString(Empty2.class.getEnumConstants()) + " " + String.class.getEnumConstants());
        for (Planet pl : p.getEnumConstants())
            System.out.println(pl + " " + pl.ordinal() + " " + pl.mass + " " + pl.describe() + " " + pl.getClass().isAnonymousClass());
        Method valueOf = p.getMethod("valueOf", String.class);
        System.out.println(valueOf.invoke(null, "EARTH") + " " + Arrays.toString((Object[]) p.getMethod("values").invoke(null)));
        try {
            valueOf.invoke(null, "PLUTO");
        } catch (InvocationTargetException e) {
            System.out.println(e.getCause());
        }
        List<String> constants = new ArrayList<>();
        for (Field f : p.getDeclaredFields())
            constants.add(f.getName() + (f.isEnumConstant() ? " constant" : "") + (f.isSynthetic() ? " synthetic" : ""));
        Collections.sort(constants);
        System.out.println(constants);
        System.out.println(p.getField("EARTH").get(null) == Planet.EARTH);
        try {
            Constructor<?> c = p.getDeclaredConstructors()[0];
            c.setAccessible(true);
            c.newInstance("PLUTO", 2, 1.0);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        System.out.println(Enum.valueOf(Planet.class, "MERCURY").mass);
        System.out.println(Thread.State.class.getEnumConstants().length + " " + Thread.State.valueOf("NEW"));
    }
}
