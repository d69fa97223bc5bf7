import java.util.ArrayList;
import java.util.ConcurrentModificationException;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedList;
import java.util.List;
import java.util.ListIterator;
import java.util.Map;
import java.util.NoSuchElementException;

public class Iterators {
    public static void main(String[] args) {
        List<Integer> al = new ArrayList<>();
        for (int i = 0; i < 10; i++) al.add(i);
        Iterator<Integer> it = al.iterator();
        while (it.hasNext()) if (it.next() % 2 == 0) it.remove();
        System.out.println("odd " + al);
        try {
            it.next();
        } catch (NoSuchElementException e) {
            System.out.println("next past end -> NoSuchElementException");
        }
        Iterator<Integer> it2 = al.iterator();
        try {
            it2.remove();
        } catch (IllegalStateException e) {
            System.out.println("remove before next -> IllegalStateException");
        }
        it2.next();
        it2.remove();
        try {
            it2.remove();
        } catch (IllegalStateException e) {
            System.out.println("remove twice -> IllegalStateException");
        }
        List<String> ll = new LinkedList<>();
        for (String s : "a b c d e".split(" ")) ll.add(s);
        ListIterator<String> li = ll.listIterator();
        while (li.hasNext()) {
            int idx = li.nextIndex();
            String s = li.next();
            if (s.equals("b")) li.set("B");
            if (s.equals("c")) li.add("c2");
            if (s.equals("d")) li.remove();
            System.out.println("at " + idx + " " + s + " prevIndex " + li.previousIndex());
        }
        System.out.println("after list iteration " + ll);
        StringBuilder back = new StringBuilder();
        while (li.hasPrevious()) back.append(li.previous());
        System.out.println("backwards " + back);
        ListIterator<Integer> ali = al.listIterator(al.size());
        StringBuilder b2 = new StringBuilder();
        while (ali.hasPrevious()) {
            int v = ali.previous();
            b2.append(v).append(' ');
            if (v == 5) ali.set(50);
        }
        System.out.println("arraylist backwards " + b2 + al);
        try {
            for (Integer x : al) if (x == 3) al.add(100);
        } catch (ConcurrentModificationException e) {
            System.out.println("ArrayList modified during foreach -> ConcurrentModificationException");
        }
        try {
            for (String s : ll) if (s.equals("a")) ll.remove("e");
        } catch (ConcurrentModificationException e) {
            System.out.println("LinkedList modified during foreach -> ConcurrentModificationException");
        }
        Map<String, Integer> hm = new HashMap<>();
        hm.put("x", 1); hm.put("y", 2); hm.put("z", 3);
        try {
            for (String k : hm.keySet()) hm.put(k + k, 0);
        } catch (ConcurrentModificationException e) {
            System.out.println("HashMap modified during iteration -> ConcurrentModificationException");
        }
        List<Integer> safe = new ArrayList<>();
        for (int i = 0; i < 5; i++) safe.add(i);
        for (Integer x : safe) if (x == 3) { safe.remove(x); }
        System.out.println("removing the second-to-last element does not throw: " + safe);
        Iterable<Integer> range = new Iterable<Integer>() {
            public Iterator<Integer> iterator() {
                return new Iterator<Integer>() {
                    int i = 0;
                    public boolean hasNext() { return i < 5; }
                    public Integer next() { return i++ * 11; }
                };
            }
        };
        StringBuilder rs = new StringBuilder();
        for (int v : range) rs.append(v).append(' ');
        System.out.println("custom iterable " + rs);
        try {
            range.iterator().remove();
        } catch (UnsupportedOperationException e) {
            System.out.println("default remove -> UnsupportedOperationException: " + e.getMessage());
        }
    }
}
