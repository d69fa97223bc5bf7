// stdin: input/ScannerStdin.txt
import java.util.*;

/** System.in read as beginners do: nextInt then nextLine (the leftover newline), hasNextInt on words. */
public class ScannerStdin {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int n = in.nextInt();
        System.out.println("n=" + n);
        String rest = in.nextLine();
        System.out.println("rest of line: [" + rest + "]");
        String name = in.nextLine();
        System.out.println("name: [" + name + "]");
        int a = in.nextInt(), b = in.nextInt();
        System.out.println("sum=" + (a + b));
        System.out.println("hasNextInt=" + in.hasNextInt() + " next=" + in.nextInt());
        System.out.println("hasNextInt=" + in.hasNextInt() + " hasNext=" + in.hasNext());
        try {
            in.nextInt();
        } catch (InputMismatchException e) {
            System.out.println("mismatch: " + e.getMessage());
        }
        System.out.println("token still there: " + in.next());
        while (!in.hasNextInt()) {
            System.out.println("skip " + in.next());
        }
        System.out.println("int " + in.nextInt());
        System.out.println("line: [" + in.nextLine() + "]");
        System.out.println("line: [" + in.nextLine() + "]");
        System.out.println("double " + in.nextDouble() + " boolean " + in.nextBoolean());
        System.out.println("hasNextLine=" + in.hasNextLine());
        System.out.println("line: [" + in.nextLine() + "]");
        System.out.println("line: [" + in.nextLine() + "]");
        System.out.println("hasNextLine=" + in.hasNextLine() + " hasNext=" + in.hasNext());
        try {
            in.nextLine();
        } catch (NoSuchElementException e) {
            System.out.println(e);
        }
        try {
            in.next();
        } catch (NoSuchElementException e) {
            System.out.println(e);
        }
        try {
            in.nextInt();
        } catch (NoSuchElementException e) {
            System.out.println(e);
        }
        in.close();
        try {
            in.hasNext();
        } catch (IllegalStateException e) {
            System.out.println(e);
        }
        try {
            System.out.println(System.in.read());
        } catch (java.io.IOException e) {
            System.out.println("System.in closed with the scanner: " + e.getClass().getName());
        }
    }
}
