import java.util.Collections;
import java.util.Comparator;
import java.util.Iterator;
import java.util.Map;
import java.util.NavigableSet;
import java.util.concurrent.ConcurrentNavigableMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.ConcurrentSkipListSet;

/* ConcurrentSkipListMap and ConcurrentSkipListSet: order, navigation, views, nulls, threads. */
public class SkipListMaps {
    public static void main(String[] args) throws Exception {
        final ConcurrentSkipListMap<Integer, String> m = new ConcurrentSkipListMap<Integer, String>();
        Thread[] ts = new Thread[4];
        for (int i = 0; i < ts.length; i++) {
            final int base = i;
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    for (int k = base; k < 200; k += 4)
                        m.put(k, "v" + k);
                }
            });
            ts[i].start();
        }
        for (Thread t : ts)
            t.join();
        System.out.println("size " + m.size() + " first " + m.firstKey() + " last " + m.lastKey());
        ConcurrentNavigableMap<Integer, String> sub = m.subMap(10, 15);
        System.out.println("sub " + sub + " head " + m.headMap(3) + " tail " + m.tailMap(197, false));
        System.out.println("floor " + m.floorKey(-1) + " ceiling " + m.ceilingEntry(150) + " lower " + m.lowerKey(0)
                + " higher " + m.higherEntry(198));
        sub.remove(12);
        System.out.println("after sub remove " + m.containsKey(12) + " " + sub);
        try {
            sub.put(50, "x");
        } catch (IllegalArgumentException e) {
            System.out.println("out of range: " + e.getMessage());
        }
        System.out.println("descending head " + m.descendingMap().headMap(196));
        NavigableSet<Integer> keys = m.navigableKeySet();
        System.out.println("keys ceiling " + keys.ceiling(12) + " desc first " + m.descendingKeySet().first());
        for (Iterator<Integer> it = m.keySet().iterator(); it.hasNext();) {
            int k = it.next();
            if (k >= 20)
                it.remove();
        }
        System.out.println("after iteration " + m.size() + " " + m.lastEntry());
        Map.Entry<Integer, String> e = m.firstEntry();
        try {
            e.setValue("no");
        } catch (UnsupportedOperationException ex) {
            System.out.println("snapshot entry: " + ex.getClass().getSimpleName());
        }
        System.out.println("poll " + m.pollFirstEntry() + " " + m.pollLastEntry() + " size " + m.size());
        System.out.println("putIfAbsent " + m.putIfAbsent(1, "z") + " " + m.putIfAbsent(-5, "neg") + " replace "
                + m.replace(-5, "neg", "NEG") + " " + m.get(-5) + " remove " + m.remove(-5, "neg") + " " + m.remove(-5, "NEG"));
        try {
            m.put(null, "x");
        } catch (NullPointerException ex) {
            System.out.println("null key: NPE");
        }
        try {
            m.put(1, null);
        } catch (NullPointerException ex) {
            System.out.println("null value: NPE");
        }
        try {
            m.get(null);
        } catch (NullPointerException ex) {
            System.out.println("get null: NPE");
        }
        ConcurrentSkipListMap<String, Integer> rev = new ConcurrentSkipListMap<String, Integer>(Collections.<String>reverseOrder());
        rev.put("a", 1);
        rev.put("c", 3);
        rev.put("b", 2);
        System.out.println(rev + " " + rev.values() + " " + rev.entrySet() + " equals " + rev.equals(rev.clone()));
        ConcurrentSkipListMap<Integer, String> empty = new ConcurrentSkipListMap<Integer, String>();
        System.out.println("empty " + empty.firstEntry() + " " + empty.pollFirstEntry());
        try {
            empty.firstKey();
        } catch (java.util.NoSuchElementException ex) {
            System.out.println("firstKey of empty: " + ex.getClass().getName());
        }

        ConcurrentSkipListSet<String> set = new ConcurrentSkipListSet<String>(new Comparator<String>() {
            public int compare(String a, String b) {
                return a.length() != b.length() ? a.length() - b.length() : a.compareTo(b);
            }
        });
        for (String s : "the quick brown fox jumps over the lazy dog".split(" "))
            set.add(s);
        System.out.println(set + " size " + set.size() + " first " + set.first() + " last " + set.last());
        System.out.println("head " + set.headSet("fox", true) + " tail " + set.tailSet("quick") + " desc " + set.descendingSet());
        System.out.println("add dup " + set.add("dog") + " remove " + set.remove("dog") + " " + set.contains("dog")
                + " pollFirst " + set.pollFirst() + " " + set);
    }
}
