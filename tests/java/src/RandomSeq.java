import java.util.Random;

public class RandomSeq {
    public static void main(String[] args) {
        Random r = new Random(42);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 10; i++) sb.append(r.nextInt()).append(' ');
        System.out.println("nextInt " + sb);
        sb.setLength(0);
        for (int i = 0; i < 15; i++) sb.append(r.nextInt(100)).append(' ');
        System.out.println("nextInt(100) " + sb);
        sb.setLength(0);
        for (int i = 0; i < 8; i++) sb.append(r.nextInt(1 << 16)).append(' ');
        System.out.println("nextInt(2^16) " + sb);
        sb.setLength(0);
        for (int i = 0; i < 5; i++) sb.append(r.nextLong()).append(' ');
        System.out.println("nextLong " + sb);
        sb.setLength(0);
        for (int i = 0; i < 5; i++) sb.append(r.nextDouble()).append(' ');
        System.out.println("nextDouble " + sb);
        sb.setLength(0);
        for (int i = 0; i < 5; i++) sb.append(r.nextFloat()).append(' ');
        System.out.println("nextFloat " + sb);
        sb.setLength(0);
        for (int i = 0; i < 10; i++) sb.append(r.nextBoolean() ? 'T' : 'F');
        System.out.println("nextBoolean " + sb);
        sb.setLength(0);
        for (int i = 0; i < 5; i++) sb.append(r.nextGaussian()).append(' ');
        System.out.println("nextGaussian " + sb);
        byte[] bytes = new byte[10];
        r.nextBytes(bytes);
        System.out.println("nextBytes " + java.util.Arrays.toString(bytes));
        Random a = new Random(12345), b = new Random(12345);
        boolean same = true;
        for (int i = 0; i < 1000; i++) if (a.nextInt(1000) != b.nextInt(1000)) same = false;
        System.out.println("same seed same sequence " + same);
        r.setSeed(0);
        System.out.println("seed 0 " + r.nextInt() + " " + r.nextInt(7) + " " + r.nextLong());
        Random neg = new Random(-1L);
        System.out.println("seed -1 " + neg.nextInt() + " " + neg.nextInt(1000000007));
        int[] hist = new int[6];
        Random dice = new Random(2024);
        for (int i = 0; i < 6000; i++) hist[dice.nextInt(6)]++;
        System.out.println("dice " + java.util.Arrays.toString(hist));
        try {
            r.nextInt(0);
        } catch (IllegalArgumentException e) {
            System.out.println("nextInt(0): " + e.getMessage());
        }
    }
}
