/*
 * int division (idiv) by every power of two, written as a constant and
 * read from a variable, and by the divisors around them, for dividends at
 * the extremes and either side of zero: rounding toward zero, MIN_VALUE /
 * -1, and division by zero.
 */
public class IntDivision {
    static int divide(int a, int b) {
        return a / b;
    }

    public static void main(String[] args) {
        int[] as = { 0, 1, -1, 2, -2, 3, -3, 5, -5, 7, -7, 100, -100, 1023, -1023, 1024, -1024, 65535, -65537,
                     Integer.MAX_VALUE, Integer.MIN_VALUE, Integer.MAX_VALUE - 1, Integer.MIN_VALUE + 1 };
        long check = 0;
        for (int a : as) {
            System.out.println(a + ": " + a / 2 + " " + a / 4 + " " + a / 8 + " " + a / 1024 + " " + a / 1 + " "
                + a / -1 + " " + a / -2 + " " + a / 3 + " " + a / 1073741824);
            for (int s = 0; s < 31; s++) {
                int b = 1 << s;
                int[] bs = { b, b - 1, b + 1, -b, Integer.MIN_VALUE, Integer.MAX_VALUE };
                for (int d : bs) {
                    if (d != 0) {
                        check = check * 31 + divide(a, d);
                    }
                }
            }
        }
        System.out.println("check " + check);
        for (int a : as) {
            try {
                System.out.println(divide(a, 0));
            } catch (ArithmeticException e) {
                System.out.println(a + " / 0: " + e.getMessage());
                break;
            }
        }
    }
}
