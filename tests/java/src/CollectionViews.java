import java.util.*;

public class CollectionViews {
    static <T> void tryRun(String what, Runnable r) {
        try { r.run(); System.out.println(what + ": ok"); }
        catch (RuntimeException e) { System.out.println(what + ": " + e.getClass().getName() + ": " + e.getMessage()); }
    }

    public static void main(String[] args) {
        final List<Integer> base = new ArrayList<Integer>();
        for (int i = 0; i < 12; i++) base.add(i * 3);
        final List<Integer> sub = base.subList(2, 7);
        System.out.println(sub + " size " + sub.size() + " idx " + sub.indexOf(12) + " " + sub.contains(3));
        sub.set(0, -6); sub.add(99); sub.remove(Integer.valueOf(9)); sub.add(0, 1000);
        System.out.println(base + " / " + sub);
        sub.subList(1, 3).clear();
        System.out.println(base + " / " + sub);
        Collections.reverse(sub);
        Collections.sort(base.subList(0, 4));
        System.out.println(base + " / " + sub);
        base.add(7);
        tryRun("stale sublist get", new Runnable() { public void run() { sub.get(0); } });
        tryRun("stale sublist size", new Runnable() { public void run() { sub.size(); } });
        tryRun("bad sublist", new Runnable() { public void run() { base.subList(5, 2); } });
        tryRun("bad sublist2", new Runnable() { public void run() { base.subList(-1, 2); } });
        tryRun("bad sublist3", new Runnable() { public void run() { base.subList(0, 200); } });

        LinkedList<String> ll = new LinkedList<String>(Arrays.asList("a", "b", "c", "d", "e"));
        ListIterator<String> it = ll.listIterator();
        while (it.hasNext()) {
            int idx = it.nextIndex();
            String s = it.next();
            if (idx % 2 == 0) it.set(s.toUpperCase());
            if (s.equals("b")) it.add("b2");
            if (s.equals("d")) it.remove();
        }
        System.out.println(ll);
        while (it.hasPrevious()) {
            String s = it.previous();
            if (s.equals("C")) { it.add("before-C"); it.previous(); }
        }
        System.out.println(ll + " " + it.nextIndex() + " " + it.previousIndex());
        final ListIterator<String> it2 = ll.listIterator(2);
        tryRun("set before next", new Runnable() { public void run() { it2.set("x"); } });
        tryRun("remove twice", new Runnable() { public void run() { it2.next(); it2.remove(); it2.remove(); } });
        System.out.println(ll);

        List<Integer> al = new ArrayList<Integer>();
        for (int i = 0; i < 20; i++) al.add(i);
        for (Iterator<Integer> iter = al.iterator(); iter.hasNext();) if (iter.next() % 3 != 0) iter.remove();
        System.out.println(al);
        ListIterator<Integer> li = al.listIterator(al.size());
        while (li.hasPrevious()) { int v = li.previous(); if (v % 2 == 0) li.set(-v); else li.add(v * 100); }
        System.out.println(al);
        final Iterator<Integer> cme = al.iterator();
        cme.next();
        al.add(5);
        tryRun("cme", new Runnable() { public void run() { cme.next(); } });
        tryRun("foreach remove", new Runnable() { public void run() {
            List<String> l = new ArrayList<String>(Arrays.asList("x", "y", "z"));
            for (String s : l) if (s.equals("y")) l.remove(s);
            System.out.println("  after: " + l);
        } });
        tryRun("foreach remove last-but-one", new Runnable() { public void run() {
            List<String> l = new ArrayList<String>(Arrays.asList("x", "y", "z"));
            for (String s : l) if (s.equals("x")) l.remove(s);
        } });

        Integer[] arr = {5, 3, 9, 1, 7, 3, 8};
        Arrays.sort(arr, new Comparator<Integer>() { public int compare(Integer a, Integer b) { return b - a; } });
        System.out.println(Arrays.toString(arr));
        List<Integer> sorted = new ArrayList<Integer>(Arrays.asList(1, 3, 5, 7, 9, 11));
        for (int k = 0; k <= 12; k += 3) System.out.print(Collections.binarySearch(sorted, k) + " ");
        System.out.println(Collections.binarySearch(Arrays.asList(arr), 4, Collections.<Integer>reverseOrder()));
        String[] strs = {"pear", "Apple", "fig", "banana", "Cherry", "date"};
        Arrays.sort(strs, 1, 5);
        System.out.println(Arrays.toString(strs));
        Arrays.sort(strs, new Comparator<String>() { public int compare(String a, String b) { return a.length() - b.length(); } });
        System.out.println(Arrays.toString(strs) + " " + Arrays.binarySearch(new int[] {1, 4, 9, 16}, 10));
        List<String> fixed = Arrays.asList(strs);
        tryRun("asList add", new Runnable() { public void run() { Arrays.asList("a").add("b"); } });
        fixed.set(0, "FIG");
        System.out.println(strs[0] + " " + fixed.getClass().getSimpleName());
        List<String> un = Collections.unmodifiableList(new ArrayList<String>(fixed));
        tryRun("unmodifiable set", new Runnable() { public void run() { Collections.unmodifiableList(new ArrayList<String>()).set(0, "x"); } });
        tryRun("List.of null", new Runnable() { public void run() { List.of("a", null); } });
        tryRun("List.of contains null", new Runnable() { public void run() { System.out.println("  " + List.of("a").contains(null)); } });
        System.out.println(un + " " + List.of(1, 2, 3) + " " + Set.of().size() + " " + Map.of("k", 1));
        Object[] generic = new ArrayList<String>(Arrays.asList("q", "r")).toArray();
        String[] typed = new ArrayList<String>(Arrays.asList("q", "r")).toArray(new String[5]);
        System.out.println(generic.getClass().getSimpleName() + " " + Arrays.toString(typed));
        @SuppressWarnings("unchecked")
        List<Integer>[] buckets = (List<Integer>[]) new List[3];
        for (int i = 0; i < buckets.length; i++) buckets[i] = new ArrayList<Integer>();
        for (int i = 0; i < 10; i++) buckets[i % 3].add(i);
        System.out.println(Arrays.toString(buckets) + " " + buckets.getClass().getName());
        Integer[][] grid = (Integer[][]) java.lang.reflect.Array.newInstance(Integer.class, 2, 3);
        System.out.println(grid.length + "x" + grid[0].length + " " + grid.getClass().getName() + " " + Arrays.deepToString(grid));
        Collections.rotate(sorted, 2);
        System.out.print(sorted + " ");
        Collections.swap(sorted, 0, 5);
        System.out.println(sorted + " " + Collections.max(sorted) + " " + Collections.min(sorted, Collections.reverseOrder()) + " " + Collections.frequency(Arrays.asList(arr), 3) + " " + Collections.nCopies(3, "ab"));
        Collections.shuffle(sorted, new Random(42));
        System.out.println(sorted + " " + Collections.disjoint(sorted, Arrays.asList(2, 4)) + " " + Collections.indexOfSubList(Arrays.asList(1, 2, 3, 2, 3), Arrays.asList(2, 3)) + " " + Collections.lastIndexOfSubList(Arrays.asList(1, 2, 3, 2, 3), Arrays.asList(2, 3)));
    }
}
