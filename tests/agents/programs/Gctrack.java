import java.util.ArrayList;
import java.util.List;

/* Makes garbage and asks for three collections. */
public class Gctrack {
    public static void main(String[] args) {
        long kept = 0;
        for (int round = 0; round < 3; round++) {
            List<int[]> junk = new ArrayList<int[]>();
            for (int i = 0; i < 1000; i++)
                junk.add(new int[64]);
            kept += junk.size();
            junk = null;
            System.gc();
        }
        System.out.println("allocated " + kept);
    }
}
