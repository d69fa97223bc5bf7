import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Random;

public class CollectionsUtil {
    public static void main(String[] args) {
        List<Integer> l = new ArrayList<>();
        for (int i = 0; i < 20; i++) l.add(i);
        Collections.shuffle(l, new Random(42));
        System.out.println("shuffled " + l);
        Collections.sort(l);
        System.out.println("sorted " + l);
        Collections.reverse(l);
        System.out.println("reversed " + l);
        System.out.println("max " + Collections.max(l) + " min " + Collections.min(l));
        Comparator<Integer> byLastDigit = new Comparator<Integer>() {
            public int compare(Integer a, Integer b) { return a % 10 - b % 10; }
        };
        Collections.sort(l, byLastDigit);
        System.out.println("stable sort by last digit " + l);
        System.out.println("max by last digit " + Collections.max(l, byLastDigit) + " min " + Collections.min(l, byLastDigit));
        List<String> words = new ArrayList<>(Arrays.asList("pear", "Apple", "fig", "banana", "apple", "Fig"));
        Collections.sort(words);
        System.out.println("natural " + words);
        Collections.sort(words, String.CASE_INSENSITIVE_ORDER);
        System.out.println("case-insensitive " + words);
        Collections.sort(words, Collections.reverseOrder());
        System.out.println("reverseOrder " + words);
        System.out.println("binarySearch " + Collections.binarySearch(Arrays.asList(1, 3, 5, 7, 9), 7) + " " + Collections.binarySearch(Arrays.asList(1, 3, 5, 7, 9), 4));
        List<String> un = Collections.unmodifiableList(words);
        try {
            un.add("x");
        } catch (UnsupportedOperationException e) {
            System.out.println("unmodifiableList.add -> UnsupportedOperationException");
        }
        System.out.println("unmodifiable view " + un.get(0) + " " + un.size());
        List<Object> empty = Collections.emptyList();
        System.out.println("emptyList " + empty + " " + empty.size() + " " + Collections.emptyMap() + " " + Collections.emptySet());
        try {
            empty.add("x");
        } catch (UnsupportedOperationException e) {
            System.out.println("emptyList.add -> UnsupportedOperationException");
        }
        System.out.println("singletonList " + Collections.singletonList(5) + " nCopies " + Collections.nCopies(3, "ab")
            + " singleton " + Collections.singleton("s") + " singletonMap " + Collections.singletonMap("k", "v"));
        List<Integer> f = new ArrayList<>(Collections.nCopies(5, 0));
        Collections.fill(f, 7);
        Collections.swap(f, 0, 4);
        f.set(2, 3);
        Collections.swap(f, 2, 4);
        System.out.println("fill/swap " + f + " frequency(7) " + Collections.frequency(f, 7));
        List<Integer> rot = new ArrayList<>(Arrays.asList(1, 2, 3, 4, 5, 6));
        Collections.rotate(rot, 2);
        System.out.println("rotate " + rot);
        Collections.addAll(rot, 9, 8);
        System.out.println("addAll " + rot + " disjoint " + Collections.disjoint(rot, Arrays.asList(100, 200)));
        List<Integer> big = new ArrayList<>();
        for (int i = 0; i < 100; i++) big.add(i);
        Random r = new Random(12345);
        Collections.shuffle(big, r);
        System.out.println("shuffle 100 head " + big.subList(0, 15));
        Collections.shuffle(big, r);
        System.out.println("shuffle again head " + big.subList(0, 15));
        List<String> syn = Collections.synchronizedList(new ArrayList<String>());
        syn.add("sync");
        System.out.println("synchronizedList " + syn);
        System.out.println("indexOfSubList " + Collections.indexOfSubList(Arrays.asList(1, 2, 3, 2, 3), Arrays.asList(2, 3))
            + " lastIndexOfSubList " + Collections.lastIndexOfSubList(Arrays.asList(1, 2, 3, 2, 3), Arrays.asList(2, 3)));
    }
}
