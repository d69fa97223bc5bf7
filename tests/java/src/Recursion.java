public class Recursion {
    static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

    static long fibMemo(int n, long[] memo) {
        if (n < 2) return n;
        if (memo[n] != 0) return memo[n];
        return memo[n] = fibMemo(n - 1, memo) + fibMemo(n - 2, memo);
    }

    static int ackermann(int m, int n) {
        if (m == 0) return n + 1;
        if (n == 0) return ackermann(m - 1, 1);
        return ackermann(m - 1, ackermann(m, n - 1));
    }

    static long factorial(int n) { return n <= 1 ? 1 : n * factorial(n - 1); }

    static int gcd(int a, int b) { return b == 0 ? a : gcd(b, a % b); }

    static void hanoi(int n, char from, char to, char via, StringBuilder out, int[] moves) {
        if (n == 0) return;
        hanoi(n - 1, from, via, to, out, moves);
        moves[0]++;
        if (n >= 3) out.append(n).append(from).append(to).append(' ');
        hanoi(n - 1, via, to, from, out, moves);
    }

    static boolean isEven(int n) { return n == 0 || isOdd(n - 1); }
    static boolean isOdd(int n) { return n != 0 && isEven(n - 1); }

    static void permute(String prefix, String rest, StringBuilder out) {
        if (rest.length() == 0) {
            out.append(prefix).append(' ');
            return;
        }
        for (int i = 0; i < rest.length(); i++) {
            permute(prefix + rest.charAt(i), rest.substring(0, i) + rest.substring(i + 1), out);
        }
    }

    static int queens(int n, int row, int[] cols) {
        if (row == n) return 1;
        int count = 0;
        for (int c = 0; c < n; c++) {
            boolean ok = true;
            for (int r = 0; r < row; r++) {
                if (cols[r] == c || Math.abs(cols[r] - c) == row - r) { ok = false; break; }
            }
            if (ok) {
                cols[row] = c;
                count += queens(n, row + 1, cols);
            }
        }
        return count;
    }

    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i <= 20; i++) sb.append(fib(i)).append(' ');
        System.out.println("fib " + sb);
        System.out.println("fib(90) " + fibMemo(90, new long[91]));
        for (int m = 0; m <= 3; m++) {
            sb.setLength(0);
            for (int n = 0; n <= 4; n++) sb.append(ackermann(m, n)).append(' ');
            System.out.println("ackermann(" + m + ", 0..4) " + sb);
        }
        sb.setLength(0);
        for (int i = 0; i <= 20; i++) sb.append(factorial(i)).append(' ');
        System.out.println("factorial " + sb);
        System.out.println("factorial(21) overflows to " + factorial(21));
        System.out.println("gcd " + gcd(1071, 462) + " " + gcd(17, 5) + " " + gcd(0, 9));
        int[] moves = new int[1];
        sb.setLength(0);
        hanoi(6, 'A', 'C', 'B', sb, moves);
        System.out.println("hanoi moves " + moves[0] + " big disks " + sb);
        System.out.println("mutual recursion " + isEven(1000) + " " + isOdd(777));
        sb.setLength(0);
        permute("", "abcd", sb);
        System.out.println("permutations " + sb);
        for (int n = 4; n <= 8; n++) System.out.println(n + " queens: " + queens(n, 0, new int[n]));
    }
}
