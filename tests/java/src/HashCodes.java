import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class HashCodes {
    public static void main(String[] args) {
        String[] ss = {"", "a", "A", "Aa", "BB", "hello", "Hello, World!", "the quick brown fox", "\u00e9", "\uD83D\uDE00", "abcdefghijklmnopqrstuvwxyz0123456789"};
        for (String s : ss) System.out.println("\"" + s + "\".hashCode() = " + s.hashCode());
        System.out.println("Integer " + Integer.valueOf(0).hashCode() + " " + Integer.valueOf(-7).hashCode() + " " + Integer.valueOf(Integer.MIN_VALUE).hashCode());
        System.out.println("Long " + Long.valueOf(0).hashCode() + " " + Long.valueOf(-1).hashCode() + " " + Long.valueOf(1L << 32).hashCode() + " " + Long.valueOf(Long.MAX_VALUE).hashCode());
        System.out.println("Double " + Double.valueOf(0.0).hashCode() + " " + Double.valueOf(-0.0).hashCode() + " " + Double.valueOf(1.0).hashCode() + " " + Double.valueOf(Math.PI).hashCode() + " " + Double.valueOf(Double.NaN).hashCode());
        System.out.println("Float " + Float.valueOf(1.0f).hashCode() + " " + Float.valueOf(-0f).hashCode() + " " + Float.valueOf(0.1f).hashCode());
        System.out.println("Boolean " + Boolean.TRUE.hashCode() + " " + Boolean.FALSE.hashCode() + " Character " + Character.valueOf('a').hashCode()
            + " Byte " + Byte.valueOf((byte) -1).hashCode() + " Short " + Short.valueOf((short) 300).hashCode());
        List<Object> al = new ArrayList<>(Arrays.asList(1, "two", 3.0, null, 'c'));
        List<Object> ll = new LinkedList<>(al);
        System.out.println("lists " + al.hashCode() + " " + ll.hashCode() + " empty " + new ArrayList<>().hashCode());
        Map<String, Integer> hm = new HashMap<>();
        Map<String, Integer> tm = new TreeMap<>();
        for (int i = 0; i < 10; i++) { hm.put("k" + i, i); tm.put("k" + i, i); }
        System.out.println("maps " + hm.hashCode() + " " + tm.hashCode() + " equal " + hm.equals(tm) + " entry " + hm.entrySet().iterator().next().hashCode());
        System.out.println("set " + new HashSet<>(Arrays.asList("a", "b", "c")).hashCode() + " " + new HashSet<>(Arrays.asList(1, 2, 3)).hashCode());
        System.out.println("arrays " + Arrays.hashCode(new int[] {1, 2, 3}) + " " + Arrays.hashCode(new long[] {1L, 2L}) + " " + Arrays.hashCode(new double[] {1.5})
            + " " + Arrays.hashCode(new String[] {"x", null}) + " " + Arrays.deepHashCode(new Object[] {new int[] {1}, "s"}) + " " + Arrays.hashCode(new boolean[] {true, false})
            + " " + Arrays.hashCode(new char[] {'a'}) + " " + Arrays.hashCode(new float[] {1f}) + " " + Arrays.hashCode(new byte[] {-1}) + " " + Arrays.hashCode(new short[] {2}));
        List<List<Integer>> nested = new ArrayList<>();
        for (int i = 0; i < 3; i++) nested.add(Arrays.asList(i, i * i));
        System.out.println("nested list " + nested.hashCode());
        int h = 0;
        for (int i = 0; i < 1000; i++) h = 31 * h + ("s" + i).hashCode();
        System.out.println("combined " + h);
        System.out.println("enum-free: Map.Entry " + new java.util.AbstractMap.SimpleEntry<>("k", "v").hashCode());
    }
}
