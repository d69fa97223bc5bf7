// stdin: input/ScannerStdinTokens.txt
import java.util.*;

/** A long standard input (many buffer refills) read token by token and then line by line. */
public class ScannerStdinTokens {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        long sum = 0;
        int ints = 0, doubles = 0, booleans = 0, words = 0, lines = 0, longest = 0;
        StringBuilder sample = new StringBuilder();
        for (int i = 0; i < 300 && in.hasNext(); i++) {
            if (in.hasNextInt()) {
                sum += in.nextInt();
                ints++;
            } else if (in.hasNextDouble()) {
                double d = in.nextDouble();
                doubles++;
                if (doubles < 6) {
                    sample.append(d).append(' ');
                }
            } else if (in.hasNextBoolean()) {
                in.nextBoolean();
                booleans++;
            } else {
                String w = in.next();
                words++;
                if (words < 6) {
                    sample.append(w).append(' ');
                }
            }
        }
        System.out.println("ints=" + ints + " sum=" + sum + " doubles=" + doubles + " booleans=" + booleans
                + " words=" + words);
        System.out.println("sample: " + sample);
        while (in.hasNextLine()) {
            String line = in.nextLine();
            lines++;
            longest = Math.max(longest, line.length());
            if (lines % 40 == 1) {
                System.out.println("line " + lines + ": [" + line + "]");
            }
        }
        System.out.println("lines=" + lines + " longest=" + longest);
    }
}
