public class ArraycopyMessages {
    static void t(Object s, Object d, int sp, int dp, int len) {
        try { System.arraycopy(s, sp, d, dp, len); System.out.println("ok"); }
        catch (Exception e) { System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage()); }
    }
    public static void main(String[] a) {
        t(new int[2], new long[2], 0, 0, 1);
        t(new int[2], new Object[2], 0, 0, 1);
        t(new Object[2], new int[2], 0, 0, 1);
        t(new String[2][], new int[2], 0, 0, 1);
        t(new int[2][], new long[2][], 0, 0, 1);
        t(new int[2][], new byte[2], 0, 0, 1);
        t(new byte[2], new int[2][], 0, 0, 1);
        t(new Object[] {"s"}, new Integer[1], 0, 0, 1);
        t(new String[] {"s"}, new Integer[1], 0, 0, 1);
        t(new Object[] {new int[1]}, new long[1][], 0, 0, 1);
        t(new Object[] {"x"}, new String[1][], 0, 0, 1);
        t(new Object[] {"x"}, new int[1][][], 0, 0, 1);
        t(new Object[][] {{"x"}}, new String[1][], 0, 0, 1);
        t(new Object[][][] {{{"x"}}}, new String[1][][], 0, 0, 1);
        t("str", new int[1], 0, 0, 1);
        t(new int[1], "str", 0, 0, 1);
        t(new int[2], new int[2], -1, 0, 1);
        t(new int[2], new int[2], 0, -1, 1);
        t(new int[2], new int[2], 0, 0, -1);
        t(new int[2], new int[2], 1, 0, 2);
        t(new int[2], new int[2], 0, 1, 2);
        t(new String[2], new String[2], 1, 0, 2);
        t(new String[2], new Object[2], 0, -3, 2);
        t(new int[2][], new int[2][], 0, 3, 2);
        t(new boolean[2], new boolean[2], 0, 3, 2);
        t(new char[2], new char[2], 0, 3, 2);
        t(new double[2], new double[2], -3, 0, 2);
        t(null, new int[1], 0, 0, 1);
        t(new int[1], null, 0, 0, 1);
        try { java.lang.reflect.Array.get(new int[3], 3); } catch (Exception e) { System.out.println(e); }
        try { java.lang.reflect.Array.get(new int[3], -1); } catch (Exception e) { System.out.println(e); }
        try { java.lang.reflect.Array.set(new int[3], 3, 1); } catch (Exception e) { System.out.println(e); }
        try { java.lang.reflect.Array.getInt(new int[3], 4); } catch (Exception e) { System.out.println(e); }
        try { java.lang.reflect.Array.setInt(new Object[3], 5, 1); } catch (Exception e) { System.out.println(e); }
        try { java.lang.reflect.Array.set(new Object[3], 5, 1); } catch (Exception e) { System.out.println(e); }
        try { java.lang.reflect.Array.set(new int[3], 0, "x"); } catch (Exception e) { System.out.println(e); }
        try { java.lang.reflect.Array.set(new int[3], 0, null); } catch (Exception e) { System.out.println(e); }
        try { java.lang.reflect.Array.set(new String[3], 0, 1); } catch (Exception e) { System.out.println(e); }
        try { java.lang.reflect.Array.getInt(new long[3], 0); } catch (Exception e) { System.out.println(e); }
        try { java.lang.reflect.Array.getLong(new int[3], 0); System.out.println("widen ok"); } catch (Exception e) { System.out.println(e); }
        try { java.lang.reflect.Array.getLength("x"); } catch (Exception e) { System.out.println(e); }
        try { java.lang.reflect.Array.get(null, 0); } catch (Exception e) { System.out.println(e); }
        try { java.lang.reflect.Array.newInstance(int.class, -2); } catch (Exception e) { System.out.println(e); }
        try { java.lang.reflect.Array.newInstance(void.class, 2); } catch (Exception e) { System.out.println(e); }
        try { java.lang.reflect.Array.newInstance(int.class, new int[0]); } catch (Exception e) { System.out.println(e); }
        try { java.lang.reflect.Array.newInstance(int.class, 2, -1); } catch (Exception e) { System.out.println(e); }
    }
}
