/* Asks for two collections. */
public class Gccontext {
    public static void main(String[] args) {
        int[][] junk = new int[1000][];
        for (int i = 0; i < junk.length; i++)
            junk[i] = new int[100];
        junk = null;
        System.gc();
        System.gc();
        System.out.println("collected");
    }
}
