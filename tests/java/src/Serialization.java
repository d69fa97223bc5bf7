import java.io.*;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.*;

/* Object serialization: the bytes of varied graphs (compared with JDK 17's
 * byte for byte through the hex dumps), what reads back, and the errors. */
public class Serialization {
    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < b.length; i++) {
            if (i > 0 && i % 32 == 0)
                sb.append('\n');
            sb.append(Character.forDigit((b[i] >> 4) & 15, 16)).append(Character.forDigit(b[i] & 15, 16));
        }
        return sb.toString();
    }

    interface Writer {
        void write(ObjectOutputStream out) throws Exception;
    }

    interface Reader {
        void read(ObjectInputStream in) throws Exception;
    }

    static byte[] bytes(Writer w) throws Exception {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        ObjectOutputStream out = new ObjectOutputStream(bo);
        w.write(out);
        out.close();
        return bo.toByteArray();
    }

    static void show(String title, Writer w, Reader r) throws Exception {
        System.out.println("== " + title);
        byte[] b = bytes(w);
        if (b.length <= 2048)
            System.out.println(hex(b));
        else
            System.out.println(b.length + " bytes, hash " + Arrays.hashCode(b));
        ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(b));
        try {
            r.read(in);
        } catch (Exception e) {
            System.out.println("read: " + e);
        }
    }

    static void roundTrip(String title, final Object o) throws Exception {
        show(title, new Writer() {
            public void write(ObjectOutputStream out) throws Exception {
                out.writeObject(o);
            }
        }, new Reader() {
            public void read(ObjectInputStream in) throws Exception {
                Object back = in.readObject();
                System.out.println(describe(back) + " equal=" + Objects.deepEquals(o, back)
                        + " same=" + (o == back));
            }
        });
    }

    static String describe(Object o) {
        if (o == null)
            return "null";
        if (o instanceof Object[])
            return o.getClass().getSimpleName() + Arrays.deepToString((Object[]) o);
        if (o instanceof int[])
            return "int[]" + Arrays.toString((int[]) o);
        if (o instanceof double[])
            return "double[]" + Arrays.toString((double[]) o);
        if (o instanceof EnumSet)
            return "EnumSet " + o;
        return o.getClass().getName() + " " + o;
    }

    /* ---- classes ---- */

    static class Point implements Serializable {
        private static final long serialVersionUID = 1L;
        int x, y;
        transient int cache = 99;
        static int counter = 7;
        String label;

        Point(int x, int y, String label) {
            this.x = x;
            this.y = y;
            this.label = label;
        }

        public String toString() {
            return "Point(" + x + "," + y + "," + label + ",cache=" + cache + ")";
        }
    }

    static class Node implements Serializable {
        private static final long serialVersionUID = 2L;
        String name;
        Node next;
        List<Node> friends = new ArrayList<Node>();

        Node(String name) {
            this.name = name;
        }
    }

    static class Base {
        int baseValue;

        Base() {
            baseValue = 42;
            System.out.println("Base() ran");
        }
    }

    static class Derived extends Base implements Serializable {
        private static final long serialVersionUID = 3L;
        int own;
        boolean flag;
        char c;
        byte by;
        short sh;
        long l;
        float f;
        double d;

        Derived() {
            System.out.println("Derived() ran");
        }

        public String toString() {
            return "Derived(base=" + baseValue + ",own=" + own + "," + flag + "," + c + "," + by + "," + sh + "," + l
                    + "," + f + "," + d + ")";
        }
    }

    static class Animal implements Serializable {
        private static final long serialVersionUID = 4L;
        String kind = "animal";
    }

    static class Dog extends Animal {
        private static final long serialVersionUID = 5L;
        String name;
        int legs = 4;
    }

    static class Custom implements Serializable {
        private static final long serialVersionUID = 6L;
        String a = "alpha";
        transient String secret;
        int n;

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
            out.writeInt(12345);
            out.writeUTF(secret);
            out.writeObject(new int[] { 9, 8 });
            out.writeDouble(2.5);
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            int v = in.readInt();
            secret = in.readUTF() + "/" + v;
            int[] arr = (int[]) in.readObject();
            secret += "/" + arr[0] + arr[1] + "/" + in.readDouble();
        }
    }

    static class BigBlock implements Serializable {
        private static final long serialVersionUID = 7L;
        transient byte[] data;

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.writeInt(data.length);
            out.write(data);
            out.writeLong(0x1122334455667788L);
        }

        private void readObject(ObjectInputStream in) throws IOException {
            data = new byte[in.readInt()];
            in.readFully(data);
            System.out.println("BigBlock tail " + Long.toHexString(in.readLong()));
        }
    }

    static class Singleton implements Serializable {
        private static final long serialVersionUID = 8L;
        static final Singleton INSTANCE = new Singleton();

        private Object readResolve() {
            return INSTANCE;
        }
    }

    static class Proxyish implements Serializable {
        private static final long serialVersionUID = 9L;
        int value = 5;

        private Object writeReplace() {
            return new Replacement(value * 10);
        }
    }

    static class Replacement implements Serializable {
        private static final long serialVersionUID = 10L;
        int v;

        Replacement(int v) {
            this.v = v;
        }

        public String toString() {
            return "Replacement(" + v + ")";
        }
    }

    static class Persistent implements Serializable {
        private static final long serialVersionUID = 11L;
        private static final ObjectStreamField[] serialPersistentFields = { new ObjectStreamField("total", int.class),
                new ObjectStreamField("title", String.class) };
        int a = 3, b = 4;
        String name = "p";

        private void writeObject(ObjectOutputStream out) throws IOException {
            ObjectOutputStream.PutField pf = out.putFields();
            pf.put("total", a + b);
            pf.put("title", name.toUpperCase());
            out.writeFields();
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            ObjectInputStream.GetField gf = in.readFields();
            a = gf.get("total", -1);
            b = 0;
            name = (String) gf.get("title", "none");
            System.out.println("defaulted(total)=" + gf.defaulted("total"));
        }

        public String toString() {
            return "Persistent(" + a + "," + b + "," + name + ")";
        }
    }

    static class Ext implements Externalizable {
        String s;
        int n;

        public Ext() {
            System.out.println("Ext() ran");
        }

        Ext(String s, int n) {
            this.s = s;
            this.n = n;
        }

        public void writeExternal(ObjectOutput out) throws IOException {
            out.writeUTF(s);
            out.writeInt(n);
            out.writeObject(new Point(1, 2, "in-ext"));
        }

        public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
            s = in.readUTF();
            n = in.readInt();
            System.out.println("ext point " + in.readObject());
        }

        public String toString() {
            return "Ext(" + s + "," + n + ")";
        }
    }

    record Pair(String left, int right, List<String> extra) implements Serializable {
        Pair {
            System.out.println("Pair canonical constructor " + left);
        }
    }

    enum Color {
        RED, GREEN, BLUE {
            public String toString() {
                return "blue!";
            }
        }
    }

    static class Holder implements Serializable {
        private static final long serialVersionUID = 12L;
        Color color = Color.BLUE;
        Color other = Color.RED;
        Object obj;
    }

    static class NotSer {
        int x;
    }

    static class HasNotSer implements Serializable {
        private static final long serialVersionUID = 13L;
        NotSer inner = new NotSer();
    }

    static class Validated implements Serializable, ObjectInputValidation {
        private static final long serialVersionUID = 14L;
        int v = 1;

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            in.registerValidation(this, 0);
        }

        public void validateObject() {
            System.out.println("validateObject v=" + v);
        }

        public String toString() {
            return "Validated(" + v + ")";
        }
    }

    static class ByName implements Comparator<String>, Serializable {
        private static final long serialVersionUID = 15L;

        public int compare(String a, String b) {
            return b.compareTo(a);
        }
    }

    /* Classes for the default serialVersionUID. */
    static class NoSuid implements Serializable {
        int a;
        String b;
        transient int c;
        static int d;
        private static int e;
        protected long f;

        NoSuid() {
        }

        public NoSuid(int a) {
            this.a = a;
        }

        private void helper() {
        }

        public int getA() {
            return a;
        }

        protected static synchronized void sync(String[] s, int[][] m) {
        }
    }

    public static class WithClinit implements Serializable, Comparable<WithClinit>, Cloneable {
        static final List<String> NAMES = new ArrayList<String>();
        public final String s = "x";

        public int compareTo(WithClinit o) {
            return 0;
        }
    }

    abstract static class AbstractSer implements Serializable {
        abstract void run();

        native void nat();

        final strictfp double calc(double x) {
            return x;
        }
    }

    interface SerIface extends Serializable {
        void m();
    }

    static final class Empty implements Serializable {
    }

    static class WithAssert implements Serializable {
        void f(int x) {
            assert x > 0;
        }
    }

    static class WithLambda implements Serializable {
        java.util.function.Supplier<String> s() {
            return () -> "x";
        }

        Runnable r() {
            return this::toString;
        }
    }

    static class Generic<T extends Comparable<T>> implements Serializable {
        T value;
        List<? super T> list;

        <U> U m(U u, T[] ts) {
            return u;
        }

        void v(String... s) {
        }

        public final synchronized void sf() {
        }
    }

    protected static class ProtectedSer implements Serializable {
    }

    public static class Bridge implements Serializable, Comparable<Bridge> {
        public int compareTo(Bridge b) {
            return 0;
        }
    }

    interface DefIface extends Serializable {
        int CONST = 3;

        default void d() {
        }

        static void s() {
        }
    }

    static class Outer implements Serializable {
        class Inner implements Serializable {
            int q;
        }

        volatile int v;
    }

    public static void main(String[] args) throws Exception {
        System.out.println("== primitives and UTF");
        byte[] prims = bytes(new Writer() {
            public void write(ObjectOutputStream out) throws Exception {
                out.writeBoolean(true);
                out.writeByte(-2);
                out.writeShort(-300);
                out.writeChar('\u20ac');
                out.writeInt(0x12345678);
                out.writeLong(-1L);
                out.writeFloat(1.5f);
                out.writeDouble(Math.PI);
                out.writeUTF("h\u00e9llo \u0000 \ud83d\ude00");
                out.writeBytes("AB");
                out.writeChars("CD");
                out.write(new byte[] { 1, 2, 3 });
            }
        });
        System.out.println(hex(prims));
        ObjectInputStream pin = new ObjectInputStream(new ByteArrayInputStream(prims));
        System.out.println(pin.readBoolean() + " " + pin.readByte() + " " + pin.readShort() + " " + (int) pin.readChar()
                + " " + Integer.toHexString(pin.readInt()) + " " + pin.readLong() + " " + pin.readFloat() + " "
                + pin.readDouble() + " " + pin.readUTF().length() + " " + (char) pin.readByte() + (char) pin.readByte()
                + " " + pin.readChar() + pin.readChar() + " " + pin.available() + " " + pin.read() + " "
                + pin.read() + " " + pin.read() + " " + pin.read());

        roundTrip("string", "hello");
        roundTrip("non-ascii string", "gr\u00fc\u00dfe \u4e16\u754c \u0000");
        StringBuilder lsb = new StringBuilder();
        for (int i = 0; i < 70000; i++)
            lsb.append((char) ('a' + i % 26));
        final String longString = lsb.toString();
        show("long string", new Writer() {
            public void write(ObjectOutputStream out) throws Exception {
                out.writeObject(longString);
                out.writeObject(longString);
            }
        }, new Reader() {
            public void read(ObjectInputStream in) throws Exception {
                String a = (String) in.readObject();
                Object b = in.readObject();
                System.out.println(a.length() + " " + a.equals(longString) + " " + (a == b));
            }
        });
        roundTrip("null", null);
        roundTrip("int[]", new int[] { 1, -1, Integer.MAX_VALUE });
        roundTrip("all primitive arrays", new Object[] { new boolean[] { true, false }, new byte[] { 1, -1 },
                new char[] { 'a', '\u1234' }, new short[] { -5 }, new long[] { 1L << 40 }, new float[] { 0.1f },
                new double[] { -0.0, Double.NaN }, new int[0] });
        roundTrip("String[][]", new String[][] { { "a", "b" }, { null }, {} });
        roundTrip("Object[] with shared strings", new Object[] { "x", "x", new String("x"), 1, 1L, 'c' });
        roundTrip("point", new Point(3, 4, "p"));

        final Node a = new Node("a");
        Node b = new Node("b");
        a.next = b;
        b.next = a;
        a.friends.add(b);
        a.friends.add(a);
        show("cycle", new Writer() {
            public void write(ObjectOutputStream out) throws Exception {
                out.writeObject(a);
            }
        }, new Reader() {
            public void read(ObjectInputStream in) throws Exception {
                Node x = (Node) in.readObject();
                System.out.println(x.name + " " + x.next.name + " " + (x.next.next == x) + " "
                        + (x.friends.get(0) == x.next) + " " + (x.friends.get(1) == x));
            }
        });

        show("classes", new Writer() {
            public void write(ObjectOutputStream out) throws Exception {
                out.writeObject(String.class);
                out.writeObject(int.class);
                out.writeObject(int[][].class);
                out.writeObject(Point.class);
                out.writeObject(Color.class);
                out.writeObject(Runnable.class);
                out.writeObject(ObjectStreamClass.lookup(Point.class));
                out.writeObject(Point.class);
            }
        }, new Reader() {
            public void read(ObjectInputStream in) throws Exception {
                for (int i = 0; i < 6; i++)
                    System.out.println(in.readObject());
                ObjectStreamClass d = (ObjectStreamClass) in.readObject();
                System.out.println(d + " " + d.forClass() + " " + Arrays.toString(d.getFields()));
                System.out.println(in.readObject());
            }
        });

        show("enums", new Writer() {
            public void write(ObjectOutputStream out) throws Exception {
                out.writeObject(Color.RED);
                out.writeObject(Color.BLUE);
                out.writeObject(Color.RED);
                out.writeObject(new Holder());
                out.writeObject(Thread.State.NEW);
            }
        }, new Reader() {
            public void read(ObjectInputStream in) throws Exception {
                System.out.println(in.readObject() == Color.RED);
                System.out.println(in.readObject() == Color.BLUE);
                System.out.println(in.readObject());
                Holder h = (Holder) in.readObject();
                System.out.println(h.color + " " + h.other + " " + h.obj);
                System.out.println(in.readObject());
            }
        });

        Derived dv = new Derived();
        dv.baseValue = 7;
        dv.own = 11;
        dv.flag = true;
        dv.c = 'z';
        dv.by = -3;
        dv.sh = 300;
        dv.l = -99;
        dv.f = 2.25f;
        dv.d = 1e300;
        roundTrip("non-serializable superclass", dv);
        Dog dog = new Dog();
        dog.name = "rex";
        show("superclass chain", new Writer() {
            public void write(ObjectOutputStream out) throws Exception {
                out.writeObject(dog);
            }
        }, new Reader() {
            public void read(ObjectInputStream in) throws Exception {
                Dog d = (Dog) in.readObject();
                System.out.println(d.kind + " " + d.name + " " + d.legs);
            }
        });
        Custom cu = new Custom();
        cu.secret = "s3";
        cu.n = 5;
        show("writeObject/readObject hooks", new Writer() {
            public void write(ObjectOutputStream out) throws Exception {
                out.writeObject(cu);
            }
        }, new Reader() {
            public void read(ObjectInputStream in) throws Exception {
                Custom c = (Custom) in.readObject();
                System.out.println(c.a + " " + c.n + " " + c.secret);
            }
        });
        BigBlock bb = new BigBlock();
        bb.data = new byte[3000];
        for (int i = 0; i < bb.data.length; i++)
            bb.data[i] = (byte) (i * 7);
        show("block data over 1024 bytes", new Writer() {
            public void write(ObjectOutputStream out) throws Exception {
                out.writeObject(bb);
                byte[] top = new byte[300];
                Arrays.fill(top, (byte) 5);
                out.write(top);
                out.writeInt(77);
            }
        }, new Reader() {
            public void read(ObjectInputStream in) throws Exception {
                BigBlock x = (BigBlock) in.readObject();
                System.out.println(x.data.length + " " + Arrays.equals(x.data, bb.data));
                byte[] top = new byte[300];
                in.readFully(top);
                System.out.println(top[299] + " " + in.readInt());
            }
        });
        show("readResolve and writeReplace", new Writer() {
            public void write(ObjectOutputStream out) throws Exception {
                out.writeObject(Singleton.INSTANCE);
                out.writeObject(new Proxyish());
                out.writeObject(Singleton.INSTANCE);
            }
        }, new Reader() {
            public void read(ObjectInputStream in) throws Exception {
                System.out.println(in.readObject() == Singleton.INSTANCE);
                System.out.println(in.readObject());
                System.out.println(in.readObject() == Singleton.INSTANCE);
            }
        });
        roundTrip("serialPersistentFields", new Persistent());
        roundTrip("externalizable", new Ext("ext", 9));
        roundTrip("record", new Pair("L", 3, Arrays.asList("e1", "e2")));

        final Point shared = new Point(1, 1, "shared");
        show("reset and unshared", new Writer() {
            public void write(ObjectOutputStream out) throws Exception {
                out.writeObject(shared);
                out.writeObject(shared);
                shared.x = 2;
                out.reset();
                out.writeObject(shared);
                out.writeUnshared(shared);
                out.writeObject(shared);
            }
        }, new Reader() {
            public void read(ObjectInputStream in) throws Exception {
                Object p1 = in.readObject(), p2 = in.readObject(), p3 = in.readObject();
                Object p4 = in.readUnshared();
                Object p5 = in.readObject();
                System.out.println(p1 + " " + (p1 == p2) + " " + p3 + " " + (p3 == p1) + " " + (p4 == p3) + " "
                        + (p5 == p3));
            }
        });
        roundTrip("validation", new Validated());

        System.out.println("== JDK classes");
        roundTrip("boxes", new Object[] { Integer.valueOf(-7), Long.valueOf(1L << 50), Short.valueOf((short) 3),
                Byte.valueOf((byte) 9), Double.valueOf(0.5), Float.valueOf(-1.25f), Character.valueOf('q'),
                Boolean.TRUE, Boolean.FALSE });
        ArrayList<Object> al = new ArrayList<Object>();
        al.add("one");
        al.add(2);
        al.add(null);
        roundTrip("ArrayList", al);
        roundTrip("empty ArrayList", new ArrayList<String>());
        roundTrip("LinkedList", new LinkedList<String>(Arrays.asList("x", "y")));
        HashMap<String, Integer> hm = new HashMap<String, Integer>();
        for (int i = 0; i < 20; i++)
            hm.put("k" + i, i);
        roundTrip("HashMap", hm);
        HashMap<Object, Object> big = new HashMap<Object, Object>(256);
        big.put(1, 2);
        big.put(33, 4);
        big.put(17, 5);
        roundTrip("HashMap with capacity 256", big);
        LinkedHashMap<String, String> lhm = new LinkedHashMap<String, String>();
        lhm.put("z", "1");
        lhm.put("a", "2");
        lhm.put("m", "3");
        roundTrip("LinkedHashMap", lhm);
        LinkedHashMap<String, String> access = new LinkedHashMap<String, String>(16, 0.75f, true);
        access.put("p", "1");
        access.put("q", "2");
        access.get("p");
        roundTrip("LinkedHashMap access order", access);
        HashSet<String> hs = new HashSet<String>(Arrays.asList("delta", "alpha", "charlie", "bravo"));
        roundTrip("HashSet", hs);
        roundTrip("LinkedHashSet", new LinkedHashSet<String>(Arrays.asList("delta", "alpha", "charlie")));
        TreeMap<String, Integer> tm = new TreeMap<String, Integer>();
        tm.put("b", 2);
        tm.put("a", 1);
        roundTrip("TreeMap", tm);
        TreeMap<String, Integer> tmc = new TreeMap<String, Integer>(new ByName());
        tmc.put("b", 2);
        tmc.put("a", 1);
        tmc.put("c", 3);
        roundTrip("TreeMap with comparator", tmc);
        roundTrip("TreeSet", new TreeSet<Integer>(Arrays.asList(5, 1, 3)));
        roundTrip("Arrays.asList", Arrays.asList("p", "q"));
        roundTrip("unmodifiableList", Collections.unmodifiableList(new ArrayList<String>(Arrays.asList("u"))));
        roundTrip("unmodifiableSet", Collections.unmodifiableSet(new HashSet<String>(Arrays.asList("u"))));
        roundTrip("unmodifiableMap", Collections.unmodifiableMap(new HashMap<String, String>(lhm)));
        roundTrip("empty collections", new Object[] { Collections.emptyList(), Collections.emptySet(),
                Collections.emptyMap() });
        roundTrip("singletons", new Object[] { Collections.singletonList("s"), Collections.singleton("t"),
                Collections.singletonMap("k", "v") });
        roundTrip("immutable collections", new Object[] { List.of(1, 2, 3), List.of("a"), List.of(), Set.of("only"),
                Map.of("k", 1), Map.of() });
        Hashtable<String, Integer> table = new Hashtable<String, Integer>();
        for (int i = 0; i < 15; i++)
            table.put("t" + i, i);
        roundTrip("Hashtable", table);
        Properties props = new Properties();
        props.setProperty("user", "x");
        props.setProperty("home", "/h");
        roundTrip("Properties", props);
        Vector<Object> vec = new Vector<Object>(Arrays.asList((Object) "v", 1));
        roundTrip("Vector", vec);
        roundTrip("ArrayDeque", new ArrayDeque<Integer>(Arrays.asList(4, 5, 6)));
        roundTrip("PriorityQueue", new PriorityQueue<Integer>(Arrays.asList(9, 2, 7, 1)));
        EnumMap<Color, String> emap = new EnumMap<Color, String>(Color.class);
        emap.put(Color.GREEN, "g");
        emap.put(Color.RED, "r");
        roundTrip("EnumMap", emap);
        roundTrip("EnumSet", EnumSet.of(Color.RED, Color.BLUE));
        BitSet bits = new BitSet();
        bits.set(1);
        bits.set(100);
        roundTrip("BitSet", bits);
        roundTrip("StringBuilder and StringBuffer", new Object[] { new StringBuilder("builder"),
                new StringBuffer("buffer") });
        roundTrip("atomics", new Object[] { new java.util.concurrent.atomic.AtomicBoolean(true),
                new java.util.concurrent.atomic.AtomicInteger(3), new java.util.concurrent.atomic.AtomicLong(4) });
        roundTrip("CopyOnWriteArrayList", new java.util.concurrent.CopyOnWriteArrayList<String>(Arrays.asList("c")));
        java.util.concurrent.ConcurrentHashMap<String, Integer> chm = new java.util.concurrent.ConcurrentHashMap<String, Integer>();
        chm.put("c1", 1);
        chm.put("c2", 2);
        roundTrip("ConcurrentHashMap", chm);
        roundTrip("ConcurrentLinkedQueue", new java.util.concurrent.ConcurrentLinkedQueue<String>(Arrays.asList("q1", "q2")));
        roundTrip("Locale", new Object[] { Locale.US, Locale.FRENCH, new Locale("de", "CH", "x") });
        roundTrip("java.time", new Object[] { java.time.Duration.ofSeconds(90, 5), java.time.Instant.ofEpochSecond(-1000, 7),
                java.time.LocalDate.of(2020, 1, 2), java.time.LocalTime.of(3, 4, 5, 6), java.time.LocalDateTime.of(2020, 1, 2, 3, 4),
                java.time.ZoneOffset.ofTotalSeconds(3601), java.time.ZonedDateTime.of(2021, 5, 6, 7, 8, 9, 0, java.time.ZoneId.of("UTC")),
                java.time.OffsetDateTime.of(2000, 2, 29, 23, 59, 59, 999, java.time.ZoneOffset.ofHours(-3)),
                java.time.OffsetTime.of(1, 2, 3, 0, java.time.ZoneOffset.UTC), java.time.Year.of(1999),
                java.time.YearMonth.of(2001, 12), java.time.MonthDay.of(2, 29), java.time.Period.of(1, -2, 3) });
        show("shared comparators", new Writer() {
            public void write(ObjectOutputStream out) throws Exception {
                out.writeObject(Collections.reverseOrder());
                out.writeObject(String.CASE_INSENSITIVE_ORDER);
            }
        }, new Reader() {
            public void read(ObjectInputStream in) throws Exception {
                System.out.println((in.readObject() == Collections.reverseOrder()) + " "
                        + (in.readObject() == String.CASE_INSENSITIVE_ORDER));
            }
        });
        roundTrip("Date", new Date(1234567890123L));
        roundTrip("BigInteger", new Object[] { BigInteger.ZERO, BigInteger.valueOf(-255),
                new BigInteger("123456789012345678901234567890") });
        roundTrip("BigDecimal", new Object[] { new BigDecimal("3.14159"), BigDecimal.ZERO, new BigDecimal("-1E+5") });

        show("exceptions", new Writer() {
            public void write(ObjectOutputStream out) throws Exception {
                out.writeObject(makeException());
                out.writeObject(new RuntimeException("plain"));
                out.writeObject(new Error());
            }
        }, new Reader() {
            public void read(ObjectInputStream in) throws Exception {
                ((Throwable) in.readObject()).printStackTrace(System.out);
                Throwable p = (Throwable) in.readObject();
                System.out.println(p + " " + p.getCause() + " " + Arrays.toString(p.getStackTrace()));
                Throwable q = (Throwable) in.readObject();
                System.out.println(q + " " + q.getCause() + " " + q.getSuppressed().length);
            }
        });

        System.out.println("== deep copy");
        HashMap<String, List<Point>> graph = new HashMap<String, List<Point>>();
        graph.put("pts", new ArrayList<Point>(Arrays.asList(new Point(5, 6, "q"), shared)));
        @SuppressWarnings("unchecked")
        HashMap<String, List<Point>> copy = (HashMap<String, List<Point>>) deepCopy(graph);
        System.out.println(copy + " " + (copy.get("pts") != graph.get("pts")));

        errors();
        suids();
    }

    static Exception makeException() {
        Exception e = new IllegalStateException("bad state", new ArithmeticException("zero"));
        e.addSuppressed(new IOException("io"));
        return e;
    }

    static Object deepCopy(Object o) throws Exception {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        ObjectOutputStream out = new ObjectOutputStream(bo);
        out.writeObject(o);
        out.flush();
        return new ObjectInputStream(new ByteArrayInputStream(bo.toByteArray())).readObject();
    }

    static void errors() throws Exception {
        System.out.println("== errors");
        try {
            new ObjectOutputStream(new ByteArrayOutputStream()).writeObject(new NotSer());
        } catch (NotSerializableException e) {
            System.out.println(e);
        }
        try {
            new ObjectOutputStream(new ByteArrayOutputStream()).writeObject(new HasNotSer());
        } catch (NotSerializableException e) {
            System.out.println(e.getMessage());
        }
        ByteArrayOutputStream aborted = new ByteArrayOutputStream();
        try {
            new ObjectOutputStream(aborted).writeObject(new Object[] { "a", new NotSer() });
        } catch (NotSerializableException e) {
            System.out.println(e);
        }
        try {
            new ObjectInputStream(new ByteArrayInputStream(aborted.toByteArray())).readObject();
        } catch (WriteAbortedException e) {
            System.out.println(e.getMessage() + " / " + e.getCause() + " / " + e.detail.getClass());
        }
        try {
            new ObjectInputStream(new ByteArrayInputStream("ABCDEFGH".getBytes()));
        } catch (StreamCorruptedException e) {
            System.out.println(e);
        }
        try {
            new ObjectInputStream(new ByteArrayInputStream(new byte[0]));
        } catch (EOFException e) {
            System.out.println(e);
        }
        byte[] intThenObj = bytes(new Writer() {
            public void write(ObjectOutputStream out) throws Exception {
                out.writeInt(5);
                out.writeObject("s");
            }
        });
        ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(intThenObj));
        try {
            in.readObject();
        } catch (OptionalDataException e) {
            System.out.println(e + " length=" + e.length + " eof=" + e.eof);
        }
        System.out.println(in.readInt() + " " + in.readObject());
        try {
            in.readObject();
        } catch (EOFException e) {
            System.out.println("readObject at end: " + e);
        }
        try {
            in.readInt();
        } catch (EOFException e) {
            System.out.println("readInt at end: " + e);
        }
        System.out.println("read() at end: " + in.read());

        /* A different serialVersionUID in the stream. */
        byte[] pb = bytes(new Writer() {
            public void write(ObjectOutputStream out) throws Exception {
                out.writeObject(new Point(0, 0, null));
            }
        });
        pb[pb.length - 30 > 0 ? findSuid(pb) : 0] ^= 1;
        try {
            new ObjectInputStream(new ByteArrayInputStream(pb)).readObject();
        } catch (InvalidClassException e) {
            System.out.println(e.getMessage() + " | classname=" + e.classname);
        }
        /* A class that is not there: the object is skipped, the stream goes on. */
        byte[] missing = bytes(new Writer() {
            public void write(ObjectOutputStream out) throws Exception {
                out.writeObject(new Object[] { new Point(8, 9, "gone"), "kept" });
                out.writeObject("after");
            }
        });
        missing[findSuid(missing) - 8] = (byte) 'u';
        ObjectInputStream min = new ObjectInputStream(new ByteArrayInputStream(missing));
        try {
            min.readObject();
        } catch (ClassNotFoundException e) {
            System.out.println(e);
        }
        System.out.println(min.readObject());
        try {
            new ObjectInputStream(new ByteArrayInputStream(new byte[] { (byte) 0xac, (byte) 0xed, 0, 5, 0x00 }))
                    .readObject();
        } catch (StreamCorruptedException e) {
            System.out.println(e);
        }
        try {
            new ObjectInputStream(new ByteArrayInputStream(new byte[] { (byte) 0xac, (byte) 0xed, 0, 5, 0x71, 0,
                    0x7e, 0, 5 })).readObject();
        } catch (StreamCorruptedException e) {
            System.out.println(e);
        }
        try {
            new ObjectInputStream(new ByteArrayInputStream(new byte[] { (byte) 0xac, (byte) 0xed, 0, 5, 0x78 }))
                    .readObject();
        } catch (IOException e) {
            System.out.println(e + " " + (e instanceof OptionalDataException ? ((OptionalDataException) e).eof : ""));
        }
        byte[] twice = bytes(new Writer() {
            public void write(ObjectOutputStream out) throws Exception {
                String s = "twice";
                out.writeObject(s);
                out.writeObject(s);
            }
        });
        ObjectInputStream tin = new ObjectInputStream(new ByteArrayInputStream(twice));
        System.out.println(tin.readUnshared());
        try {
            tin.readObject();
        } catch (InvalidObjectException e) {
            System.out.println(e);
        }
        try {
            new ObjectOutputStream(new ByteArrayOutputStream()).defaultWriteObject();
        } catch (NotActiveException e) {
            System.out.println(e);
        }
        try {
            new ObjectInputStream(new ByteArrayInputStream(twice)).defaultReadObject();
        } catch (NotActiveException e) {
            System.out.println(e);
        }
        System.out.println(ObjectStreamClass.lookup(Object.class) + " " + ObjectStreamClass.lookup(NotSer.class));
    }

    /* Offset of the last byte of Point's serialVersionUID (1L) in a stream. */
    static int findSuid(byte[] b) {
        byte[] name = "Serialization$Point".getBytes();
        outer: for (int i = 0; i + name.length < b.length; i++) {
            for (int j = 0; j < name.length; j++)
                if (b[i + j] != name[j])
                    continue outer;
            return i + name.length + 7;
        }
        return 0;
    }

    static void suids() {
        System.out.println("== serialVersionUID");
        Class<?>[] cs = { NoSuid.class, WithClinit.class, AbstractSer.class, SerIface.class, Empty.class, Outer.class,
                Outer.Inner.class, WithAssert.class, WithLambda.class, Generic.class, Bridge.class, DefIface.class,
                Generic[].class, ProtectedSer[].class, long[][].class, Thread.State.class, Node.class, Color.class, Pair.class, Ext.class, int[].class, String[].class,
                Point[][].class, Derived.class, String.class, Integer.class, ArrayList.class, HashMap.class,
                Exception.class, NullPointerException.class };
        for (Class<?> c : cs) {
            ObjectStreamClass d = ObjectStreamClass.lookup(c);
            System.out.println(d + " fields " + Arrays.toString(d.getFields()));
        }
        ObjectStreamField f = ObjectStreamClass.lookup(Derived.class).getField("l");
        System.out.println(f.getName() + " " + f.getType() + " " + f.getTypeCode() + " " + f.getTypeString() + " "
                + f.getOffset() + " " + f.isPrimitive() + " " + f.isUnshared());
        ObjectStreamField g = ObjectStreamClass.lookup(Node.class).getField("next");
        System.out.println(g.getName() + " " + g.getType() + " " + g.getTypeCode() + " " + g.getTypeString() + " "
                + g.getOffset());
    }
}
