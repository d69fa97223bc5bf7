public class IntArith {
    static int div(int a, int b) { return a / b; }
    static int rem(int a, int b) { return a % b; }

    static void tryDiv(int a, int b) {
        try {
            System.out.println(a + " / " + b + " = " + div(a, b));
        } catch (ArithmeticException e) {
            System.out.println(a + " / " + b + " -> " + e);
        }
        try {
            System.out.println(a + " % " + b + " = " + rem(a, b));
        } catch (ArithmeticException e) {
            System.out.println(a + " % " + b + " -> " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        int max = Integer.MAX_VALUE, min = Integer.MIN_VALUE;
        System.out.println("max+1 = " + (max + 1));
        System.out.println("min-1 = " + (min - 1));
        System.out.println("max*2 = " + (max * 2));
        System.out.println("min*-1 = " + (min * -1));
        System.out.println("-min = " + (-min));
        System.out.println("abs(min) = " + Math.abs(min));
        System.out.println("46341*46341 = " + (46341 * 46341));
        System.out.println("123456789*987654321 = " + (123456789 * 987654321));
        int[] as = {7, -7, 0, 1, -1, min, max, 13};
        int[] bs = {2, -2, 3, 1, -1, 0, max, min};
        for (int a : as) {
            for (int b : bs) {
                tryDiv(a, b);
            }
        }
        int x = 0;
        for (int i = 0; i < 100; i++) {
            x = x * 31 + i * 0x9E3779B9;
            x ^= x >>> 7;
        }
        System.out.println("mix = " + x);
        System.out.println("Math.floorDiv(-7,2) = " + Math.floorDiv(-7, 2));
        System.out.println("Math.floorMod(-7,2) = " + Math.floorMod(-7, 2));
        System.out.println("Math.floorMod(7,-3) = " + Math.floorMod(7, -3));
        try {
            Math.addExact(max, 1);
        } catch (ArithmeticException e) {
            System.out.println("addExact: " + e.getMessage());
        }
        try {
            Math.multiplyExact(min, 2);
        } catch (ArithmeticException e) {
            System.out.println("multiplyExact: " + e.getMessage());
        }
        System.out.println("compare: " + Integer.compare(min, max) + " " + Integer.compareUnsigned(min, max));
        System.out.println("divideUnsigned: " + Integer.divideUnsigned(-1, 3) + " " + Integer.remainderUnsigned(-1, 3));
        System.out.println("toUnsignedString: " + Integer.toUnsignedString(-1));
    }
}
