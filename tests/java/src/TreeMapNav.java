import java.util.Comparator;
import java.util.Iterator;
import java.util.Map;
import java.util.NavigableMap;
import java.util.NavigableSet;
import java.util.TreeMap;
import java.util.TreeSet;

public class TreeMapNav {
    public static void main(String[] args) {
        TreeMap<Integer, String> m = new TreeMap<>();
        int[] keys = {50, 20, 80, 10, 30, 70, 90, 25, 35, 65};
        for (int k : keys) m.put(k, "v" + k);
        System.out.println(m);
        System.out.println("first " + m.firstKey() + " last " + m.lastKey() + " firstEntry " + m.firstEntry());
        System.out.println("floor(33) " + m.floorKey(33) + " ceiling(33) " + m.ceilingKey(33) + " lower(30) " + m.lowerKey(30)
            + " higher(30) " + m.higherKey(30) + " floor(5) " + m.floorKey(5) + " ceiling(95) " + m.ceilingKey(95));
        System.out.println("headMap(30) " + m.headMap(30) + " inclusive " + m.headMap(30, true));
        System.out.println("tailMap(70) " + m.tailMap(70) + " exclusive " + m.tailMap(70, false));
        System.out.println("subMap(25,70) " + m.subMap(25, 70));
        NavigableMap<Integer, String> desc = m.descendingMap();
        System.out.println("descending " + desc + " first " + desc.firstKey());
        System.out.println("pollFirst " + m.pollFirstEntry() + " pollLast " + m.pollLastEntry() + " now " + m.keySet());
        m.remove(30);
        m.put(31, "x");
        System.out.println("after edits " + m + " size " + m.size());
        TreeMap<String, Integer> rev = new TreeMap<>(new Comparator<String>() {
            public int compare(String a, String b) { return b.compareTo(a); }
        });
        for (String s : "pear apple fig banana cherry".split(" ")) rev.put(s, s.length());
        System.out.println("reverse comparator " + rev);
        TreeMap<String, Integer> ci = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        ci.put("b", 1); ci.put("A", 2); ci.put("a", 3); ci.put("C", 4);
        System.out.println("case insensitive " + ci);
        TreeSet<String> ts = new TreeSet<>();
        for (String s : "delta alpha charlie bravo echo alpha".split(" ")) ts.add(s);
        System.out.println("tree set " + ts + " first " + ts.first() + " last " + ts.last());
        System.out.println("headSet(charlie) " + ts.headSet("charlie") + " tailSet(charlie) " + ts.tailSet("charlie")
            + " subSet(b,d) " + ts.subSet("b", "d"));
        System.out.println("ceiling(c) " + ts.ceiling("c") + " floor(c) " + ts.floor("c") + " higher(echo) " + ts.higher("echo"));
        NavigableSet<String> dset = ts.descendingSet();
        System.out.println("descending set " + dset);
        System.out.println("pollFirst " + ts.pollFirst() + " -> " + ts);
        TreeSet<Integer> nums = new TreeSet<>();
        for (int i = 0; i < 100; i++) nums.add((i * 37) % 101);
        Iterator<Integer> it = nums.iterator();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 10; i++) sb.append(it.next()).append(' ');
        System.out.println("first ten " + sb + "size " + nums.size());
        for (Iterator<Integer> i2 = nums.iterator(); i2.hasNext(); ) if (i2.next() % 10 != 0) i2.remove();
        System.out.println("multiples of ten " + nums);
        try {
            TreeMap<Object, Object> bad = new TreeMap<>();
            bad.put("s", 1);
            bad.put(1, 2);
        } catch (ClassCastException e) {
            System.out.println("mixed keys -> ClassCastException");
        }
        try {
            new TreeMap<String, Integer>().put(null, 1);
        } catch (NullPointerException e) {
            System.out.println("null key -> NullPointerException");
        }
        for (Map.Entry<Integer, String> e : m.entrySet()) {
            if (e.getKey() > 60) { e.setValue(e.getValue().toUpperCase()); }
        }
        System.out.println("setValue through entries " + m);
        System.out.println("equals HashMap " + m.equals(new java.util.HashMap<>(m)) + " hash " + m.hashCode());
    }
}
