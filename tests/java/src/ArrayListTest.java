import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;

public class ArrayListTest {
    public static void main(String[] args) {
        List<String> l = new ArrayList<>();
        System.out.println("empty " + l + " " + l.size() + " " + l.isEmpty());
        for (int i = 0; i < 12; i++) l.add("e" + i);
        System.out.println(l);
        l.add(0, "first");
        l.add(5, "middle");
        l.set(1, "replaced");
        System.out.println(l + " size " + l.size());
        System.out.println("get " + l.get(5) + " indexOf " + l.indexOf("e5") + " lastIndexOf " + l.lastIndexOf("nope") + " contains " + l.contains("e11"));
        System.out.println("remove(int) " + l.remove(0) + " remove(Object) " + l.remove("middle") + " " + l.remove("absent"));
        System.out.println("subList " + l.subList(2, 6));
        l.subList(0, 3).clear();
        System.out.println("after subList clear " + l);
        List<String> other = new ArrayList<>(Arrays.asList("x", "y", "e5"));
        l.addAll(other);
        l.addAll(1, Arrays.asList("A", "B"));
        System.out.println("addAll " + l);
        l.removeAll(Arrays.asList("x", "A"));
        System.out.println("removeAll " + l);
        List<String> keep = new ArrayList<>(l);
        keep.retainAll(Arrays.asList("e5", "B", "y"));
        System.out.println("retainAll " + keep);
        Object[] arr = l.toArray();
        String[] sarr = l.toArray(new String[0]);
        System.out.println("toArray " + arr.length + " " + sarr.getClass().getSimpleName() + " " + sarr[0]);
        try {
            l.get(100);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            l.add(-1, "neg");
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            new ArrayList<Integer>().remove(0);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        List<Integer> nums = new ArrayList<>();
        for (int i = 0; i < 1000; i++) nums.add(i);
        for (Iterator<Integer> it = nums.iterator(); it.hasNext(); ) if (it.next() % 3 != 0) it.remove();
        System.out.println("filtered size " + nums.size() + " last " + nums.get(nums.size() - 1));
        System.out.println("equals " + nums.equals(new ArrayList<>(nums)) + " hashCode " + nums.hashCode());
        List<Object> mixed = new ArrayList<>();
        mixed.add(null);
        mixed.add(1);
        mixed.add("s");
        mixed.add(mixed.size());
        System.out.println("mixed " + mixed + " indexOf(null) " + mixed.indexOf(null));
        List<Object> self = new ArrayList<>();
        self.add(self);
        System.out.println("self " + self);
        nums.clear();
        System.out.println("cleared " + nums + " " + nums.size());
        ArrayList<String> cap = new ArrayList<>(2);
        cap.ensureCapacity(100);
        cap.add("a");
        cap.trimToSize();
        System.out.println("cap " + cap);
    }
}
