import java.util.*;

/** Scanner's number syntax: grouping, signs, radix, ranges, floats, booleans, and its exceptions. */
public class ScannerNumbers {
    static void tryInt(Scanner s) {
        try {
            System.out.println("int " + s.nextInt());
        } catch (InputMismatchException e) {
            System.out.println("InputMismatchException: " + e.getMessage() + " / skipped " + s.next());
        } catch (NoSuchElementException e) {
            System.out.println(e);
        }
    }

    public static void main(String[] args) {
        Scanner s = new Scanner("1,000 12,34 +5 -7 \u0663 9 zz 99999999999 1,234,567 0012 1,23,456 -1,000 + -");
        for (int i = 0; i < 15; i++) {
            tryInt(s);
        }
        s = new Scanner("ff FF 777 z 101 -80 80 128 -129 32767 40000");
        System.out.println(s.nextInt(16) + " " + s.nextInt(16) + " " + s.nextInt(8) + " " + s.nextInt(36) + " " + s.nextInt(2));
        System.out.println(s.hasNextByte(16) + " " + s.nextByte(16));
        try {
            s.nextByte(16);
        } catch (InputMismatchException e) {
            System.out.println("byte: " + e.getMessage());
        }
        System.out.println(s.next() + " " + s.hasNextByte() + " " + s.nextShort());
        System.out.println(s.hasNextShort() + " " + s.nextShort() + " " + s.hasNextShort() + " " + s.nextLong());
        s = new Scanner("10 10 10").useRadix(16);
        System.out.println(s.radix() + " " + s.nextInt() + " " + s.nextInt(10) + " " + s.nextLong());
        try {
            s.useRadix(37);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        s = new Scanner("1.5 ,5 .5 5. 1,234.5 NaN -Infinity +Infinity 1e10 2E-3 1.5e 0x1.8p1 3 -0.0 1.2.3 \u221e 9,99.0");
        while (s.hasNext()) {
            if (s.hasNextDouble()) {
                System.out.println("double " + s.nextDouble());
            } else {
                try {
                    s.nextDouble();
                } catch (InputMismatchException e) {
                    System.out.println("not a double: " + s.next() + " (" + e.getMessage() + ")");
                }
            }
        }
        s = new Scanner("2.5 1e40 x");
        System.out.println(s.nextFloat() + " " + s.hasNextFloat() + " " + s.nextFloat());
        s = new Scanner("true FALSE tRuE yes 1");
        while (s.hasNextBoolean()) {
            System.out.println("boolean " + s.nextBoolean());
        }
        try {
            s.nextBoolean();
        } catch (InputMismatchException e) {
            System.out.println("InputMismatchException " + e.getMessage() + " then " + s.next());
        }
        s = new Scanner("   \n\t ");
        System.out.println(s.hasNext() + " " + s.hasNextInt() + " " + s.hasNextLine());
        try {
            s.nextInt();
        } catch (NoSuchElementException e) {
            System.out.println(e);
        }
        s = new Scanner("");
        try {
            s.nextLine();
        } catch (NoSuchElementException e) {
            System.out.println(e);
        }
        s = new Scanner("a b");
        System.out.println(s);
        System.out.println(s.locale() + " " + s.next());
        Iterator<String> it = new Scanner("x y");
        System.out.println(it.next() + it.hasNext());
        try {
            it.remove();
        } catch (UnsupportedOperationException e) {
            System.out.println(e);
        }
    }
}
