// stdin: input/SerialFromJdk.bin
import java.io.*;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.*;

/* Reads objects that JDK 17 serialized (input/SerialFromJdk.bin, written
 * by `java SerialFromJdk write`: see tests/java/gen-serial-input.sh) and
 * prints what it finds. */
public class SerialFromJdk {
    static class Account implements Serializable {
        private static final long serialVersionUID = 100L;
        String owner;
        long cents;
        transient String session = "none";
        List<String> history = new ArrayList<String>();
        Account link;

        public String toString() {
            return "Account(" + owner + "," + cents + "," + session + "," + history + ",link="
                    + (link == null ? null : link.owner) + ")";
        }
    }

    static class Audited extends Account {
        private static final long serialVersionUID = 101L;
        transient int checksum;

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
            out.writeInt(owner.hashCode());
            out.writeUTF("audit-trail");
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            checksum = in.readInt();
            session = in.readUTF();
        }
    }

    static class Blob implements Externalizable {
        byte[] data;

        public Blob() {
        }

        public void writeExternal(ObjectOutput out) throws IOException {
            out.writeInt(data.length);
            out.write(data);
        }

        public void readExternal(ObjectInput in) throws IOException {
            data = new byte[in.readInt()];
            in.readFully(data);
        }
    }

    record Range(int lo, int hi, String name) implements Serializable {
    }

    enum Suit {
        CLUBS, HEARTS {
            public String toString() {
                return "hearts";
            }
        }
    }

    static class Desc implements Comparator<String>, Serializable {
        private static final long serialVersionUID = 102L;

        public int compare(String a, String b) {
            return b.compareTo(a);
        }
    }

    static List<Object> graph() {
        List<Object> out = new ArrayList<Object>();
        Account a = new Account();
        a.owner = "ann";
        a.cents = 12345;
        a.history.add("open");
        a.history.add("deposit");
        Audited b = new Audited();
        b.owner = "bob";
        b.cents = -5;
        b.link = a;
        a.link = b;
        out.add(a);
        out.add(b);
        HashMap<String, Integer> hm = new HashMap<String, Integer>();
        for (int i = 0; i < 40; i++)
            hm.put("key" + i, i * i);
        out.add(hm);
        LinkedHashMap<Integer, String> lhm = new LinkedHashMap<Integer, String>();
        lhm.put(3, "c");
        lhm.put(1, "a");
        lhm.put(2, "b");
        out.add(lhm);
        TreeMap<String, Object> tm = new TreeMap<String, Object>(new Desc());
        tm.put("x", 1.5);
        tm.put("y", 'y');
        tm.put("z", null);
        out.add(tm);
        out.add(new TreeSet<String>(Arrays.asList("pear", "apple", "fig")));
        out.add(new HashSet<Integer>(Arrays.asList(100, 5, 77, 3)));
        out.add(new LinkedList<Object>(Arrays.asList(1, "two", 3.0)));
        out.add(Arrays.asList("as", "list"));
        out.add(List.of(7, 8, 9));
        out.add(Map.of("one", 1));
        out.add(Collections.unmodifiableList(new ArrayList<String>(Arrays.asList("u1", "u2"))));
        out.add(Collections.emptyMap());
        out.add(Collections.singletonList("single"));
        out.add(new Date(987654321000L));
        out.add(new BigInteger("-98765432109876543210987654321"));
        out.add(new BigDecimal("1234.5678"));
        out.add(new Range(1, 10, "decade"));
        out.add(Suit.HEARTS);
        out.add(Suit.CLUBS);
        out.add(new int[][] { { 1, 2 }, { 3 } });
        out.add(new char[] { 'h', 'i' });
        out.add(new double[] { 1.0 / 3, Double.NEGATIVE_INFINITY });
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 66000; i++)
            sb.append((char) ('A' + i % 20));
        out.add(sb.toString());
        Blob blob = new Blob();
        blob.data = new byte[2000];
        for (int i = 0; i < blob.data.length; i++)
            blob.data[i] = (byte) i;
        out.add(blob);
        out.add(Integer.class);
        out.add(String[].class);
        try {
            Integer.parseInt("12x");
        } catch (NumberFormatException e) {
            out.add(e);
        }
        out.add(new IllegalStateException("wrapped", new ArithmeticException("inner")));
        return out;
    }

    static String show(Object o) {
        if (o == null)
            return "null";
        if (o instanceof int[][])
            return "int[][]" + Arrays.deepToString((Object[]) o);
        if (o instanceof char[])
            return "char[]" + new String((char[]) o);
        if (o instanceof double[])
            return "double[]" + Arrays.toString((double[]) o);
        if (o instanceof Blob) {
            byte[] d = ((Blob) o).data;
            return "Blob " + d.length + " " + d[0] + " " + d[1999];
        }
        if (o instanceof String && ((String) o).length() > 100)
            return "String of " + ((String) o).length() + " starting " + ((String) o).substring(0, 25);
        if (o instanceof Throwable) {
            StringWriter sw = new StringWriter();
            ((Throwable) o).printStackTrace(new PrintWriter(sw));
            return sw.toString().trim();
        }
        String cls = o.getClass().getName();
        if (cls.startsWith("java.util.ImmutableCollections"))
            cls = "immutable " + (o instanceof List ? "List" : "Map");
        return cls + " " + o;
    }

    public static void main(String[] args) throws Exception {
        if (args.length > 0 && args[0].equals("write")) {
            ObjectOutputStream out = new ObjectOutputStream(System.out);
            List<Object> g = graph();
            out.writeInt(g.size());
            for (Object o : g)
                out.writeObject(o);
            out.writeUTF("end of stream");
            out.close();
            return;
        }
        ObjectInputStream in = new ObjectInputStream(System.in);
        int n = in.readInt();
        for (int i = 0; i < n; i++)
            System.out.println(i + ": " + show(in.readObject()));
        System.out.println(in.readUTF());
        System.out.println("available " + in.available());
        try {
            in.readObject();
        } catch (EOFException e) {
            System.out.println("then " + e);
        }
    }
}
