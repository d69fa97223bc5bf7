// More Rosetta Code and textbook tasks: 100 doors, Sudoku solver, knapsack, LCS, word
// frequency, Game of Life glider, Josephus, Ackermann, Kaprekar, Pascal's triangle mod 2,
// Floyd's triangle, matrix multiply, balanced ternary, base conversions, Zeckendorf,
// a bank-account simulation and a dice simulation with seeded Random, compared with the JDK.
import java.math.*;
import java.util.*;
import java.util.stream.*;

public class EverydayRosetta2 {
    public static void main(String[] args) {
        doors(); sudoku(); knapsack(); lcs(); wordFreq(); life(); josephus(); ackermann(); kaprekar();
        sierpinski(); floyd(); matrix(); ternary(); zeckendorf(); bank(); dice(); primesAndPi(); textWrap();
    }

    static void doors() {
        boolean[] open = new boolean[101];
        for (int pass = 1; pass <= 100; pass++) for (int d = pass; d <= 100; d += pass) open[d] = !open[d];
        System.out.println("open doors: " + IntStream.rangeClosed(1, 100).filter(d -> open[d]).boxed().toList());
    }

    static boolean solve(int[][] g) {
        for (int r = 0; r < 9; r++) for (int c = 0; c < 9; c++) if (g[r][c] == 0) {
            for (int v = 1; v <= 9; v++) if (ok(g, r, c, v)) { g[r][c] = v; if (solve(g)) return true; g[r][c] = 0; }
            return false;
        }
        return true;
    }
    static boolean ok(int[][] g, int r, int c, int v) {
        for (int i = 0; i < 9; i++) if (g[r][i] == v || g[i][c] == v || g[r / 3 * 3 + i / 3][c / 3 * 3 + i % 3] == v) return false;
        return true;
    }
    static void sudoku() {
        String p = "530070000600195000098000060800060003400803001700020006060000280000419005000080079";
        int[][] g = new int[9][9];
        for (int i = 0; i < 81; i++) g[i / 9][i % 9] = p.charAt(i) - '0';
        System.out.println("solved " + solve(g));
        for (int[] row : g) System.out.println(Arrays.stream(row).mapToObj(String::valueOf).collect(Collectors.joining(" ")));
    }

    static void knapsack() {
        String[] names = {"map", "compass", "water", "sandwich", "glucose", "tin", "banana", "apple", "cheese", "beer", "suntan", "camera"};
        int[] w = {9, 13, 153, 50, 15, 68, 27, 39, 23, 52, 11, 32}, v = {150, 35, 200, 160, 60, 45, 60, 40, 30, 10, 70, 30};
        int cap = 400; int[][] dp = new int[names.length + 1][cap + 1];
        for (int i = 1; i <= names.length; i++) for (int c = 0; c <= cap; c++) { dp[i][c] = dp[i - 1][c]; if (w[i - 1] <= c) dp[i][c] = Math.max(dp[i][c], dp[i - 1][c - w[i - 1]] + v[i - 1]); }
        List<String> chosen = new ArrayList<>(); for (int i = names.length, c = cap; i > 0; i--) if (dp[i][c] != dp[i - 1][c]) { chosen.add(names[i - 1]); c -= w[i - 1]; }
        Collections.reverse(chosen);
        System.out.println("knapsack value " + dp[names.length][cap] + " " + chosen);
    }

    static void lcs() {
        String a = "thisisatest", b = "testing123testing";
        int[][] L = new int[a.length() + 1][b.length() + 1];
        for (int i = a.length() - 1; i >= 0; i--) for (int j = b.length() - 1; j >= 0; j--) L[i][j] = a.charAt(i) == b.charAt(j) ? 1 + L[i + 1][j + 1] : Math.max(L[i + 1][j], L[i][j + 1]);
        StringBuilder sb = new StringBuilder(); for (int i = 0, j = 0; i < a.length() && j < b.length();) { if (a.charAt(i) == b.charAt(j)) { sb.append(a.charAt(i)); i++; j++; } else if (L[i + 1][j] >= L[i][j + 1]) i++; else j++; }
        System.out.println("lcs " + sb + " " + L[0][0]);
    }

    static void wordFreq() {
        String text = """
            It was the best of times, it was the worst of times, it was the age of wisdom,
            it was the age of foolishness, it was the epoch of belief, it was the epoch of
            incredulity, it was the season of Light, it was the season of Darkness.""";
        Map<String, Long> freq = Arrays.stream(text.toLowerCase().split("\\W+")).filter(s -> !s.isEmpty()).collect(Collectors.groupingBy(s -> s, Collectors.counting()));
        freq.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey())).limit(6)
            .forEach(e -> System.out.printf("%-8s %2d %s%n", e.getKey(), e.getValue(), "*".repeat(e.getValue().intValue())));
    }

    static void life() {
        Set<Long> alive = new HashSet<>();
        int[][] glider = {{1, 0}, {2, 1}, {0, 2}, {1, 2}, {2, 2}};
        for (int[] p : glider) alive.add(((long) p[0] << 32) | (p[1] & 0xffffffffL));
        for (int gen = 0; gen < 4; gen++) {
            Map<Long, Integer> n = new HashMap<>();
            for (long c : alive) { int x = (int) (c >> 32), y = (int) c; for (int dx = -1; dx <= 1; dx++) for (int dy = -1; dy <= 1; dy++) if (dx != 0 || dy != 0) n.merge(((long) (x + dx) << 32) | ((y + dy) & 0xffffffffL), 1, Integer::sum); }
            Set<Long> next = new HashSet<>(); n.forEach((c, k) -> { if (k == 3 || (k == 2 && alive.contains(c))) next.add(c); });
            alive.clear(); alive.addAll(next);
        }
        System.out.println("glider after 4: " + alive.stream().map(c -> "(" + (c >> 32) + "," + (int) (long) c + ")").sorted().toList());
    }

    static void josephus() {
        int n = 41, k = 3; List<Integer> circle = IntStream.range(0, n).boxed().collect(Collectors.toCollection(LinkedList::new));
        StringBuilder order = new StringBuilder(); int idx = 0;
        while (circle.size() > 1) { idx = (idx + k - 1) % circle.size(); order.append(circle.remove(idx)).append(' '); }
        System.out.println("josephus survivor " + circle.get(0) + " first killed " + order.substring(0, 30));
    }

    static int ack(int m, int n) { return m == 0 ? n + 1 : n == 0 ? ack(m - 1, 1) : ack(m - 1, ack(m, n - 1)); }
    static void ackermann() {
        StringBuilder sb = new StringBuilder(); for (int m = 0; m <= 3; m++) for (int n = 0; n <= 4; n++) sb.append(ack(m, n)).append(m == 3 && n == 4 ? "" : ",");
        System.out.println("ackermann " + sb);
    }

    static void kaprekar() {
        List<Long> ks = new ArrayList<>();
        for (long i = 1; i < 10000; i++) { long sq = i * i; String s = Long.toString(sq); for (int j = 1; j <= s.length(); j++) { long a = j == s.length() ? 0 : Long.parseLong(s.substring(0, s.length() - j)), b = Long.parseLong(s.substring(s.length() - j)); if (b > 0 && a + b == i) { ks.add(i); break; } } }
        System.out.println("kaprekar " + ks);
        int x = 3524, steps = 0; while (x != 6174) { char[] d = String.format("%04d", x).toCharArray(); Arrays.sort(d); int asc = Integer.parseInt(new String(d)), desc = Integer.parseInt(new StringBuilder(new String(d)).reverse().toString()); x = desc - asc; steps++; }
        System.out.println("6174 in " + steps + " steps");
    }

    static void sierpinski() {
        int n = 8; long[] row = {1};
        for (int i = 0; i < n; i++) {
            StringBuilder sb = new StringBuilder(" ".repeat(n - i - 1));
            for (long v : row) sb.append(v % 2 == 1 ? "* " : "  ");
            System.out.println(sb.toString().stripTrailing());
            long[] next = new long[row.length + 1]; next[0] = 1; next[row.length] = 1; for (int j = 1; j < row.length; j++) next[j] = row[j - 1] + row[j]; row = next;
        }
    }

    static void floyd() {
        int rows = 5, num = 1; int last = rows * (rows + 1) / 2;
        for (int r = 1; r <= rows; r++) { StringBuilder sb = new StringBuilder(); for (int c = 0; c < r; c++) { int w = Integer.toString(last - rows + 1 + c).length(); sb.append(String.format("%" + w + "d ", num++)); } System.out.println(sb.toString().stripTrailing()); }
    }

    static void matrix() {
        double[][] a = {{1, 2, 3}, {4, 5, 6}}, b = {{7, 8}, {9, 10}, {11, 12}};
        double[][] c = new double[2][2]; for (int i = 0; i < 2; i++) for (int j = 0; j < 2; j++) for (int k = 0; k < 3; k++) c[i][j] += a[i][k] * b[k][j];
        System.out.println(Arrays.deepToString(c));
        double[][] m = {{2, 1, -1, 8}, {-3, -1, 2, -11}, {-2, 1, 2, -3}};
        for (int p = 0; p < 3; p++) { int max = p; for (int i = p + 1; i < 3; i++) if (Math.abs(m[i][p]) > Math.abs(m[max][p])) max = i; double[] t = m[p]; m[p] = m[max]; m[max] = t;
            for (int i = p + 1; i < 3; i++) { double f = m[i][p] / m[p][p]; for (int j = p; j < 4; j++) m[i][j] -= f * m[p][j]; } }
        double[] x = new double[3]; for (int i = 2; i >= 0; i--) { double s = m[i][3]; for (int j = i + 1; j < 3; j++) s -= m[i][j] * x[j]; x[i] = s / m[i][i]; }
        System.out.printf("gauss x=%.6f y=%.6f z=%.6f %s%n", x[0], x[1], x[2], Arrays.toString(x));
        int[][] t = {{1, 2, 3}, {4, 5, 6}}; int[][] tr = new int[3][2]; for (int i = 0; i < 2; i++) for (int j = 0; j < 3; j++) tr[j][i] = t[i][j];
        System.out.println(Arrays.deepToString(tr));
    }

    static String toTernary(long n) { if (n == 0) return "0"; StringBuilder sb = new StringBuilder(); while (n != 0) { int r = (int) Math.floorMod(n, 3); if (r == 2) { sb.append('-'); n = (n + 1) / 3; } else { sb.append(r == 1 ? '+' : '0'); n = (n - r) / 3; } } return sb.reverse().toString(); }
    static void ternary() {
        System.out.println("bt " + toTernary(523) + " " + toTernary(-436) + " " + toTernary(1) + " " + toTernary(-1));
        System.out.println(Integer.toString(523, 3) + " " + Long.toString(-436, 7) + " " + new BigInteger("523").toString(3) + " " + Integer.parseInt("-1120", 3) + " " + Integer.toString(255, 2) + " " + Long.toString(Long.MAX_VALUE, 2).length());
    }

    static void zeckendorf() {
        List<Integer> fib = new ArrayList<>(List.of(1, 2)); while (fib.get(fib.size() - 1) < 100) fib.add(fib.get(fib.size() - 1) + fib.get(fib.size() - 2));
        StringBuilder sb = new StringBuilder();
        for (int n = 0; n <= 20; n++) { if (n == 0) { sb.append("0 "); continue; } StringBuilder z = new StringBuilder(); int r = n; boolean started = false; for (int i = fib.size() - 1; i >= 0; i--) { if (fib.get(i) <= r) { z.append('1'); r -= fib.get(i); started = true; } else if (started) z.append('0'); } sb.append(z).append(' '); }
        System.out.println("zeckendorf " + sb.toString().trim());
    }

    static class Account {
        private static int nextId = 1000;
        final int id; final String owner; private BigDecimal balance = BigDecimal.ZERO; final List<String> log = new ArrayList<>();
        Account(String owner) { this.id = nextId++; this.owner = owner; }
        void deposit(String amt) { BigDecimal a = new BigDecimal(amt); if (a.signum() <= 0) throw new IllegalArgumentException("Deposit must be positive: " + amt); balance = balance.add(a); log.add("D " + a); }
        void withdraw(String amt) { BigDecimal a = new BigDecimal(amt); if (a.compareTo(balance) > 0) throw new IllegalStateException(String.format("Insufficient funds in %d: balance %s, requested %s", id, balance, a)); balance = balance.subtract(a); log.add("W " + a); }
        void interest(String rate) { BigDecimal i = balance.multiply(new BigDecimal(rate)).setScale(2, RoundingMode.HALF_EVEN); balance = balance.add(i); log.add("I " + i); }
        @Override public String toString() { return String.format("Account[%d, %s, %s]", id, owner, NumberFormatHolder.CURRENCY.format(balance)); }
    }
    static class NumberFormatHolder { static final java.text.NumberFormat CURRENCY = java.text.NumberFormat.getCurrencyInstance(Locale.US); }
    static void bank() {
        Account a = new Account("Alice"), b = new Account("Bob");
        a.deposit("1000.00"); a.withdraw("250.75"); a.interest("0.0125"); b.deposit("50");
        try { b.withdraw("75.5"); } catch (IllegalStateException e) { System.out.println(e.getMessage()); }
        try { b.deposit("-5"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        System.out.println(a + " " + a.log + "\n" + b + " " + b.log);
    }

    static void dice() {
        Random r = new Random(12345);
        int[] sums = new int[13]; for (int i = 0; i < 3600; i++) sums[r.nextInt(6) + 1 + r.nextInt(6) + 1]++;
        for (int s = 2; s <= 12; s++) System.out.printf("%2d %4d %s%n", s, sums[s], "#".repeat(sums[s] / 20));
        double inside = 0; Random mc = new Random(7); for (int i = 0; i < 100000; i++) { double x = mc.nextDouble(), y = mc.nextDouble(); if (x * x + y * y <= 1) inside++; }
        System.out.printf("monte carlo pi %.5f%n", 4 * inside / 100000);
        List<Integer> lotto = new Random(99).ints(1, 50).distinct().limit(6).sorted().boxed().toList();
        System.out.println("lotto " + lotto + " coin " + new Random(3).ints(20, 0, 2).mapToObj(i -> i == 0 ? "H" : "T").collect(Collectors.joining()));
    }

    static void primesAndPi() {
        BigDecimal pi = BigDecimal.ZERO; MathContext mc = new MathContext(40);
        // Machin: pi = 16 atan(1/5) - 4 atan(1/239)
        pi = atanInv(5, mc).multiply(BigDecimal.valueOf(16)).subtract(atanInv(239, mc).multiply(BigDecimal.valueOf(4))).round(new MathContext(35));
        System.out.println("pi " + pi);
        BigInteger m = BigInteger.TWO.pow(61).subtract(BigInteger.ONE);
        System.out.println("M61 " + m + " prime " + m.isProbablePrime(30) + " e " + BigDecimal.ONE.add(IntStream.rangeClosed(1, 30).mapToObj(k -> BigDecimal.ONE.divide(new BigDecimal(factorial(k)), mc)).reduce(BigDecimal.ZERO, BigDecimal::add)).round(new MathContext(30)));
    }
    static BigInteger factorial(int n) { BigInteger f = BigInteger.ONE; for (int i = 2; i <= n; i++) f = f.multiply(BigInteger.valueOf(i)); return f; }
    static BigDecimal atanInv(int x, MathContext mc) {
        BigDecimal result = BigDecimal.ZERO, xx = BigDecimal.valueOf((long) x * x), term = BigDecimal.ONE.divide(BigDecimal.valueOf(x), mc);
        for (int k = 0; term.abs().compareTo(new BigDecimal("1e-45")) > 0; k++) { BigDecimal t = term.divide(BigDecimal.valueOf(2L * k + 1), mc); result = k % 2 == 0 ? result.add(t) : result.subtract(t); term = term.divide(xx, mc); }
        return result;
    }

    static void textWrap() {
        String text = "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs. How vexingly quick daft zebras jump!";
        int width = 30; StringBuilder line = new StringBuilder(); List<String> lines = new ArrayList<>();
        for (String w : text.split(" ")) { if (line.length() + w.length() + (line.length() > 0 ? 1 : 0) > width) { lines.add(line.toString()); line.setLength(0); } if (line.length() > 0) line.append(' '); line.append(w); }
        lines.add(line.toString());
        for (String l : lines) System.out.println("|" + String.format("%-" + width + "s", l) + "|" + String.format("%" + width + "s", l) + "|");
        String centered = "Title"; int pad = (20 - centered.length()) / 2; System.out.println("[" + " ".repeat(pad) + centered + " ".repeat(20 - pad - centered.length()) + "]");
    }
}
