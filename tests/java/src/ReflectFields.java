import java.lang.reflect.*;
import java.util.*;

/* Field.get/set and the typed accessors: every primitive type, widening, static fields and class initialization, final fields, HotSpot 17's messages. */
public class ReflectFields {
    static class Holder {
        public boolean z = true;
        public byte b = 1;
        public char c = 'c';
        public short s = 2;
        public int i = 3;
        public long j = 4;
        public float f = 5.5f;
        public double d = 6.5;
        public String str = "str";
        public Object obj;
        public final int fin = 9;
        public static final String CONST = "const";
        public static int counter;
        private int hidden = 11;
    }

    static class Lazy {
        static { System.out.println("Lazy <clinit>"); }
        public static String value = "lazy";
    }

    public static void main(String[] args) throws Exception {
        Holder h = new Holder();
        List<Field> fs = new ArrayList<>(Arrays.asList(Holder.class.getDeclaredFields()));
        fs.sort(Comparator.comparing(Field::getName));
        for (Field f : fs) {
            f.setAccessible(true);
            Object v = f.get(Modifier.isStatic(f.getModifiers()) ? null : h);
            System.out.println(f.getName() + " " + f.getType().getName() + " = " + v
                    + (v == null ? "" : " (" + v.getClass().getSimpleName() + ")"));
        }
        Field i = Holder.class.getField("i");
        System.out.println(i.getInt(h) + " " + i.getLong(h) + " " + i.getFloat(h) + " " + i.getDouble(h));
        i.setInt(h, 30);
        i.set(h, (short) 31);
        i.setByte(h, (byte) 32);
        i.setChar(h, 'A');
        System.out.println(h.i);
        Field j = Holder.class.getField("j");
        j.set(h, 40);
        System.out.println(h.j + " " + j.getDouble(h));
        Field d = Holder.class.getField("d");
        d.setFloat(h, 0.25f);
        d.set(h, d.getDouble(h) * 2);
        System.out.println(h.d);
        Field c = Holder.class.getField("c");
        System.out.println(c.getChar(h) + " " + c.getInt(h));
        Field z = Holder.class.getField("z");
        z.setBoolean(h, false);
        System.out.println(z.getBoolean(h));
        Field str = Holder.class.getField("str");
        str.set(h, "changed");
        Field obj = Holder.class.getField("obj");
        obj.set(h, List.of(1));
        System.out.println(h.str + " " + h.obj);
        Field counter = Holder.class.getField("counter");
        counter.setInt(null, 5);
        counter.set("receiver ignored", 6);
        System.out.println(Holder.counter + " " + counter.get(null));

        String[] tries = { "i<-String", "i<-long", "i<-null", "z<-int", "str<-Integer", "c<-int", "b<-short" };
        for (String t : tries) {
            String[] p = t.split("<-");
            Field f = Holder.class.getField(p[0]);
            Object v = switch (p[1]) {
                case "String" -> "text";
                case "long" -> 5L;
                case "int" -> 5;
                case "Integer" -> Integer.valueOf(5);
                case "short" -> (short) 5;
                default -> null;
            };
            try {
                f.set(h, v);
                System.out.println(t + " ok");
            } catch (IllegalArgumentException e) {
                System.out.println(t + ": " + e);
            }
        }
        String[] gets = { "getInt:j", "getLong:f", "getBoolean:i", "getChar:b", "getShort:b", "getByte:s", "getInt:str" };
        for (String g : gets) {
            String[] p = g.split(":");
            Field f = Holder.class.getField(p[1]);
            try {
                Object r = switch (p[0]) {
                    case "getInt" -> f.getInt(h);
                    case "getLong" -> f.getLong(h);
                    case "getBoolean" -> f.getBoolean(h);
                    case "getChar" -> f.getChar(h);
                    case "getShort" -> f.getShort(h);
                    default -> f.getByte(h);
                };
                System.out.println(g + " = " + r);
            } catch (IllegalArgumentException e) {
                System.out.println(g + ": " + e);
            }
        }
        try {
            i.get("wrong object");
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            i.get(null);
        } catch (NullPointerException e) {
            System.out.println(e);
        }
        Field fin = Holder.class.getField("fin");
        try {
            fin.setInt(h, 1);
        } catch (IllegalAccessException e) {
            System.out.println(e);
        }
        fin.setAccessible(true);
        fin.setInt(h, 99);
        System.out.println(fin.getInt(h));
        Field cst = Holder.class.getField("CONST");
        cst.setAccessible(true);
        try {
            cst.set(null, "x");
        } catch (IllegalAccessException e) {
            System.out.println(e);
        }
        Field hidden = Holder.class.getDeclaredField("hidden");
        System.out.println(hidden.getInt(h));
        Field other = OtherHolder.class.getDeclaredField("priv");
        try {
            other.get(new OtherHolder());
        } catch (IllegalAccessException e) {
            System.out.println(e);
        }
        try {
            other.set(new OtherHolder(), 1);
        } catch (IllegalAccessException e) {
            System.out.println(e);
        }
        try {
            other.setInt(new OtherHolder(), 1);
        } catch (IllegalAccessException e) {
            System.out.println(e);
        }
        try {
            other.getLong(new OtherHolder());
        } catch (IllegalAccessException e) {
            System.out.println(e);
        }
        System.out.println("before Lazy");
        Field lazy = Lazy.class.getField("value");
        System.out.println("field found");
        System.out.println(lazy.get(null));
        System.out.println(Integer.class.getField("MAX_VALUE").getInt(null) + " " + Boolean.class.getField("TRUE").get(null));
        System.out.println(i.equals(Holder.class.getField("i")) + " " + (i.hashCode() == Holder.class.getField("i").hashCode()) + " " + i.equals(j));
    }
}

class OtherHolder {
    private int priv = 1;
}
