import java.util.ArrayList;
import java.util.List;

public class Boxing {
    static long unboxAdd(Long a, Integer b) { return a + b; }

    public static void main(String[] args) {
        Integer a = 127, b = 127;
        Integer c = 128, d = 128;
        Integer e = -128, f = -128;
        Integer g = -129, h = -129;
        System.out.println("127==127 " + (a == b) + ", 128==128 " + (c == d) + ", -128 " + (e == f) + ", -129 " + (g == h));
        System.out.println("equals " + c.equals(d) + " " + g.equals(h));
        System.out.println("valueOf cache " + (Integer.valueOf(5) == Integer.valueOf(5)) + " " + (Integer.valueOf(500) == Integer.valueOf(500)));
        Long l1 = 127L, l2 = 127L, l3 = 1000L, l4 = 1000L;
        System.out.println("Long cache " + (l1 == l2) + " " + (l3 == l4));
        Short s1 = 100, s2 = 100;
        Byte b1 = (byte) 200, b2 = (byte) 200;
        Character c1 = 'x', c2 = 'x', c3 = '\u1234', c4 = '\u1234';
        Boolean t1 = true, t2 = Boolean.valueOf("TRUE");
        System.out.println("Short " + (s1 == s2) + " Byte " + (b1 == b2) + " Char " + (c1 == c2) + " " + (c3 == c4) + " Bool " + (t1 == t2));
        System.out.println("mixed == " + (c == 128) + " " + (l3 == 1000) + " " + (c.equals(128L)));
        Integer x = 10;
        x++;
        x += 5;
        System.out.println("x = " + x);
        Double dd = 2.5;
        double prim = dd * x;
        System.out.println("prim = " + prim);
        List<Integer> list = new ArrayList<>();
        for (int i = 0; i < 10; i++) list.add(i * i);
        int total = 0;
        for (int v : list) total += v;
        System.out.println("list " + list + " total " + total);
        list.remove(1);
        list.remove(Integer.valueOf(49));
        System.out.println("after removes " + list);
        System.out.println("unboxAdd " + unboxAdd(5L, 7));
        Integer nul = null;
        try {
            int bad = nul;
            System.out.println(bad);
        } catch (NullPointerException ex) {
            System.out.println("unboxing null -> NPE");
        }
        Object o = 42;
        System.out.println("boxed type " + o.getClass().getName() + " " + (o instanceof Integer) + " " + (o instanceof Number));
        Object o2 = 'c';
        Object o3 = 1.5f;
        Object o4 = (short) 3;
        System.out.println(o2.getClass().getName() + " " + o3.getClass().getName() + " " + o4.getClass().getName());
        System.out.println("compareTo " + Integer.valueOf(3).compareTo(7) + " " + Boolean.TRUE.compareTo(false) + " " + Character.valueOf('b').compareTo('a'));
        System.out.println("intValue of Double " + Double.valueOf(3.99).intValue() + " longValue " + Float.valueOf(-2.5f).longValue()
            + " byteValue " + Integer.valueOf(300).byteValue() + " shortValue " + Integer.valueOf(70000).shortValue());
        System.out.println("Integer.MAX_VALUE boxed + 1 = " + (Integer.valueOf(Integer.MAX_VALUE) + 1));
        System.out.println("sum " + Integer.sum(3, 4) + " max " + Integer.max(3, 4) + " Long.min " + Long.min(-1, 2));
    }
}
