import java.math.*;
import java.util.*;

/** Scanner.nextBigInteger/nextBigDecimal and their hasNext forms. */
public class ScannerBigNumbers {
    public static void main(String[] args) {
        Scanner sc = new Scanner("123456789012345678901234567890 -42 +7 1,234,567 ff 0x10 12.5 abc"
                + " 1.5e3 -0.000123 .5 1,000.25 NaN Infinity 0x1.0p3 2E-5 z 9");
        System.out.println(sc.hasNextBigInteger() + " " + sc.nextBigInteger());
        System.out.println(sc.nextBigInteger() + " " + sc.nextBigInteger() + " " + sc.nextBigInteger());
        System.out.println(sc.hasNextBigInteger() + " " + sc.hasNextBigInteger(16) + " " + sc.nextBigInteger(16));
        System.out.println(sc.hasNextBigInteger() + " " + sc.hasNextBigDecimal());
        try {
            sc.nextBigInteger();
        } catch (InputMismatchException e) {
            System.out.println("mismatch " + e.getMessage() + " " + sc.next());
        }
        System.out.println(sc.hasNextBigInteger() + " " + sc.hasNextBigDecimal() + " " + sc.nextBigDecimal());
        try {
            sc.nextBigDecimal();
        } catch (InputMismatchException e) {
            System.out.println("mismatch " + e.getMessage() + " " + sc.next());
        }
        while (sc.hasNext()) {
            String shown = sc.hasNextBigDecimal() ? "dec " + sc.nextBigDecimal() : "tok " + sc.next();
            System.out.println(shown);
        }
        try {
            sc.nextBigInteger();
        } catch (NoSuchElementException e) {
            System.out.println(e.getClass().getName());
        }
        Scanner r = new Scanner("zz 777 -101").useRadix(36);
        System.out.println(r.nextBigInteger() + " " + r.nextBigInteger(8) + " " + r.nextBigInteger(2));
        Scanner d = new Scanner("3.14159265358979323846264338327950288 1e400");
        BigDecimal pi = d.nextBigDecimal();
        System.out.println(pi + " " + pi.scale() + " " + d.nextBigDecimal());
    }
}
