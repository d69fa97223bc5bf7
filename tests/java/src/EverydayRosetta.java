// Small textbook and Rosetta Code programs (FizzBuzz, sieve, Hanoi, Roman numerals, Luhn,
// Levenshtein, Pascal, Caesar, look-and-say, Collatz, big numbers, calendars, N-queens, RLE,
// Mandelbrot, zig-zag, Gray code, brackets, number names, anagrams) compared with the JDK.
import java.math.BigInteger;
import java.time.*;
import java.util.*;
import java.util.stream.*;

public class EverydayRosetta {
    public static void main(String[] args) {
        fizzBuzz(); sieve(); hanoi(); roman(); luhn(); levenshtein(); pascal(); caesar();
        lookAndSay(); collatz(); bigNumbers(); perfectAndHappy(); christmas(); queens();
        rle(); mandelbrot(); zigzag(); grayCode(); brackets(); tempTable(); amicable();
        numberNames(); anagrams(); hailstone(); binaryDigits();
    }

    static void fizzBuzz() {
        System.out.println(IntStream.rangeClosed(1, 20)
            .mapToObj(i -> i % 15 == 0 ? "FizzBuzz" : i % 3 == 0 ? "Fizz" : i % 5 == 0 ? "Buzz" : String.valueOf(i))
            .collect(Collectors.joining(" ")));
    }

    static void sieve() {
        int n = 100;
        BitSet composite = new BitSet(n + 1);
        for (int i = 2; i * i <= n; i++)
            if (!composite.get(i)) for (int j = i * i; j <= n; j += i) composite.set(j);
        List<Integer> primes = new ArrayList<>();
        for (int i = composite.nextClearBit(2); i <= n; i = composite.nextClearBit(i + 1)) primes.add(i);
        System.out.println("primes: " + primes);
        System.out.println("composite cardinality " + composite.cardinality() + " " + composite.get(91));
        BitSet b = new BitSet(); b.set(1); b.set(5, 9); b.set(64);
        System.out.println(b + " len=" + b.length() + " " + Arrays.toString(b.toLongArray()) + " " + b.stream().sum());
    }

    static int moves;
    static void hanoi() {
        StringBuilder sb = new StringBuilder();
        moves = 0;
        hanoi(4, 'A', 'C', 'B', sb);
        System.out.println("hanoi(4): " + moves + " moves, first " + sb.substring(0, 40));
    }
    static void hanoi(int n, char from, char to, char via, StringBuilder sb) {
        if (n == 0) return;
        hanoi(n - 1, from, via, to, sb);
        moves++; sb.append(from).append("->").append(to).append(' ');
        hanoi(n - 1, via, to, from, sb);
    }

    static final TreeMap<Integer, String> ROMAN = new TreeMap<>(Map.ofEntries(Map.entry(1000, "M"), Map.entry(900, "CM"), Map.entry(500, "D"), Map.entry(400, "CD"),
        Map.entry(100, "C"), Map.entry(90, "XC"), Map.entry(50, "L"), Map.entry(40, "XL"), Map.entry(10, "X"), Map.entry(9, "IX"), Map.entry(5, "V"), Map.entry(4, "IV"), Map.entry(1, "I")));
    static String toRoman(int n) {
        int k = ROMAN.floorKey(n);
        return n == k ? ROMAN.get(n) : ROMAN.get(k) + toRoman(n - k);
    }
    static int fromRoman(String s) {
        Map<Character, Integer> v = Map.of('I', 1, 'V', 5, 'X', 10, 'L', 50, 'C', 100, 'D', 500, 'M', 1000);
        int total = 0;
        for (int i = 0; i < s.length(); i++) {
            int cur = v.get(s.charAt(i));
            int next = i + 1 < s.length() ? v.get(s.charAt(i + 1)) : 0;
            total += cur < next ? -cur : cur;
        }
        return total;
    }
    static void roman() {
        for (int n : new int[]{1990, 2008, 1666, 3999, 4, 14}) {
            String r = toRoman(n);
            System.out.printf("%5d -> %-12s -> %d%n", n, r, fromRoman(r));
        }
        System.out.println(ROMAN.descendingMap().firstEntry() + " " + ROMAN.headMap(10, true).keySet() + " " + ROMAN.ceilingEntry(45));
    }

    static boolean luhn(String s) {
        int sum = 0;
        String r = new StringBuilder(s).reverse().toString();
        for (int i = 0; i < r.length(); i++) {
            int d = Character.getNumericValue(r.charAt(i));
            if (i % 2 == 1) { d *= 2; if (d > 9) d -= 9; }
            sum += d;
        }
        return sum % 10 == 0;
    }
    static void luhn() {
        for (String s : List.of("49927398716", "49927398717", "1234567812345678", "1234567812345670"))
            System.out.println(s + " " + (luhn(s) ? "valid" : "invalid"));
    }

    static int lev(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) d[i][0] = i;
        for (int j = 0; j <= b.length(); j++) d[0][j] = j;
        for (int i = 1; i <= a.length(); i++)
            for (int j = 1; j <= b.length(); j++)
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1),
                    d[i - 1][j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1));
        return d[a.length()][b.length()];
    }
    static void levenshtein() {
        System.out.println("kitten/sitting " + lev("kitten", "sitting") + ", rosettacode/raisethysword " + lev("rosettacode", "raisethysword"));
        int[][] small = new int[3][];
        for (int i = 0; i < 3; i++) { small[i] = new int[i + 1]; Arrays.fill(small[i], i); }
        System.out.println(Arrays.deepToString(small));
    }

    static void pascal() {
        int rows = 6;
        int[] row = {1};
        for (int r = 0; r < rows; r++) {
            String line = Arrays.stream(row).mapToObj(x -> String.format("%3d", x)).collect(Collectors.joining(" "));
            System.out.println(" ".repeat((rows - r) * 2) + line);
            int[] next = new int[row.length + 1];
            next[0] = next[row.length] = 1;
            for (int i = 1; i < row.length; i++) next[i] = row[i - 1] + row[i];
            row = next;
        }
    }

    static String caesar(String s, int k) {
        return s.chars().map(c -> Character.isUpperCase(c) ? 'A' + Math.floorMod(c - 'A' + k, 26)
                : Character.isLowerCase(c) ? 'a' + Math.floorMod(c - 'a' + k, 26) : c)
            .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString();
    }
    static void caesar() {
        String enc = caesar("The Quick Brown Fox Jumps Over The Lazy Dog.", 11);
        System.out.println(enc + " | " + caesar(enc, -11));
    }

    static void lookAndSay() {
        String s = "1";
        for (int i = 0; i < 8; i++) {
            System.out.print(s + (i < 7 ? ", " : System.lineSeparator()));
            StringBuilder sb = new StringBuilder();
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d)\\1*").matcher(s);
            while (m.find()) sb.append(m.group().length()).append(m.group(1));
            s = sb.toString();
        }
    }

    static void collatz() {
        List<Integer> seq = Stream.iterate(27, n -> n != 1, n -> n % 2 == 0 ? n / 2 : 3 * n + 1).collect(Collectors.toList());
        System.out.println("collatz(27): " + (seq.size() + 1) + " steps, max " + Collections.max(seq) + ", starts " + seq.subList(0, 8));
    }

    static void bigNumbers() {
        BigInteger f = IntStream.rangeClosed(1, 30).mapToObj(BigInteger::valueOf).reduce(BigInteger.ONE, BigInteger::multiply);
        System.out.println("30! = " + f + " bits=" + f.bitLength() + " digitsum=" + f.toString().chars().map(Character::getNumericValue).sum());
        BigInteger a = BigInteger.ZERO, b = BigInteger.ONE;
        for (int i = 0; i < 100; i++) { BigInteger t = a.add(b); a = b; b = t; }
        System.out.println("fib(100) = " + a + " hex " + a.toString(16) + " mod 1e9+7 " + a.mod(BigInteger.valueOf(1_000_000_007)));
        System.out.println("2^127-1 prime? " + BigInteger.TWO.pow(127).subtract(BigInteger.ONE).isProbablePrime(20)
            + " gcd " + BigInteger.valueOf(462).gcd(BigInteger.valueOf(1071)) + " modPow " + BigInteger.valueOf(4).modPow(BigInteger.valueOf(13), BigInteger.valueOf(497)));
        System.out.println(new BigInteger("-123456789012345678901234567890").divideAndRemainder(BigInteger.valueOf(97))[1]
            + " " + BigInteger.valueOf(10).sqrt() + " " + new BigInteger("ff", 16).shiftLeft(4) + " " + BigInteger.valueOf(-5).abs().negate().signum());
    }

    static void perfectAndHappy() {
        List<Integer> perfect = IntStream.rangeClosed(2, 10000)
            .filter(n -> IntStream.rangeClosed(1, n / 2).filter(d -> n % d == 0).sum() == n).boxed().collect(Collectors.toList());
        System.out.println("perfect: " + perfect);
        List<Integer> happy = new ArrayList<>();
        for (int n = 1; happy.size() < 8; n++) {
            Set<Integer> seen = new HashSet<>();
            int x = n;
            while (x != 1 && seen.add(x)) x = String.valueOf(x).chars().map(c -> (c - '0') * (c - '0')).sum();
            if (x == 1) happy.add(n);
        }
        System.out.println("happy: " + happy);
    }

    static void christmas() {
        System.out.println("Christmas on Sunday: " + IntStream.rangeClosed(2008, 2121)
            .filter(y -> LocalDate.of(y, 12, 25).getDayOfWeek() == DayOfWeek.SUNDAY).boxed().collect(Collectors.toList()));
        System.out.println("leap: " + IntStream.of(1900, 2000, 2020, 2023).mapToObj(y -> y + "=" + Year.isLeap(y)).collect(Collectors.joining(",")));
        System.out.println("last Fridays 2012: " + Arrays.stream(Month.values())
            .map(m -> YearMonth.of(2012, m).atEndOfMonth().with(java.time.temporal.TemporalAdjusters.previousOrSame(DayOfWeek.FRIDAY)))
            .map(LocalDate::toString).collect(Collectors.joining(" ")));
    }

    static int queens(int n, int row, int cols, int d1, int d2) {
        if (row == n) return 1;
        int count = 0;
        for (int c = 0; c < n; c++) {
            if ((cols >> c & 1) != 0 || (d1 >> (row + c) & 1) != 0 || (d2 >> (row - c + n) & 1) != 0) continue;
            count += queens(n, row + 1, cols | 1 << c, d1 | 1 << (row + c), d2 | 1 << (row - c + n));
        }
        return count;
    }
    static void queens() {
        System.out.println("n-queens: " + IntStream.rangeClosed(1, 8).map(n -> queens(n, 0, 0, 0, 0)).boxed().collect(Collectors.toList()));
    }

    static void rle() {
        String in = "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW";
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < in.length();) {
            int j = i;
            while (j < in.length() && in.charAt(j) == in.charAt(i)) j++;
            out.append(j - i).append(in.charAt(i));
            i = j;
        }
        String enc = out.toString();
        StringBuilder dec = new StringBuilder();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d+)(\\D)").matcher(enc);
        while (m.find()) dec.append(m.group(2).repeat(Integer.parseInt(m.group(1))));
        System.out.println(enc + " roundtrip=" + dec.toString().equals(in));
    }

    static void mandelbrot() {
        for (double y = -1.0; y <= 1.0; y += 0.25) {
            StringBuilder sb = new StringBuilder();
            for (double x = -2.0; x <= 0.5; x += 0.0625) {
                double zr = 0, zi = 0; int i = 0;
                while (i < 50 && zr * zr + zi * zi < 4) { double t = zr * zr - zi * zi + x; zi = 2 * zr * zi + y; zr = t; i++; }
                sb.append(i == 50 ? '#' : i > 10 ? '+' : i > 4 ? '.' : ' ');
            }
            System.out.println(sb.toString().stripTrailing());
        }
    }

    static void zigzag() {
        int n = 5; int[][] m = new int[n][n];
        int i = 0, j = 0;
        for (int k = 0; k < n * n; k++) {
            m[i][j] = k;
            if ((i + j) % 2 == 0) { if (j == n - 1) i++; else if (i == 0) j++; else { i--; j++; } }
            else { if (i == n - 1) j++; else if (j == 0) i++; else { i++; j--; } }
        }
        for (int[] row : m) System.out.println(Arrays.stream(row).mapToObj(v -> String.format("%2d", v)).collect(Collectors.joining(" ")));
        System.out.println(Arrays.deepToString(new Object[]{new int[]{1}, new String[]{"a", null}, new double[]{1.5}, null, new char[]{'x'}}));
    }

    static void grayCode() {
        for (int i = 0; i < 8; i++) {
            int g = i ^ (i >> 1);
            int b = 0; for (int t = g; t != 0; t >>= 1) b ^= t;
            System.out.printf("%d %5s %5s %d%n", i, Integer.toBinaryString(i), String.format("%3s", Integer.toBinaryString(g)).replace(' ', '0'), b);
        }
    }

    static void brackets() {
        for (String s : List.of("[]", "][", "[][]", "[[][]]", "([{}])", "([)]", "")) {
            Deque<Character> st = new ArrayDeque<>();
            boolean ok = true;
            for (char c : s.toCharArray()) {
                switch (c) {
                    case '(', '[', '{' -> st.push(c);
                    default -> {
                        Character top = st.poll();
                        ok &= top != null && "([{".indexOf(top) == ")]}".indexOf(c);
                    }
                }
            }
            System.out.print(String.format("%-8s%s", '"' + s + '"', ok && st.isEmpty() ? "OK" : "NOT OK") + "; ");
        }
        System.out.println();
    }

    static void tempTable() {
        System.out.println(String.format("%8s|%8s|%8s", "C", "F", "K"));
        for (double c = -40; c <= 100; c += 35)
            System.out.println(String.format("%8.2f|%8.2f|%8.2f", c, c * 9 / 5 + 32, c + 273.15));
        System.out.printf("%,d %,.3f %+d %08.3f %e %.0f %x %o %S %b %c %10.4s|%n", 1234567, 9876543.21, 5, -3.14159, 12345.678, 2.5, 255, 8, "shout", null, 'z', "truncate");
    }

    static void amicable() {
        int[] sum = new int[20001];
        for (int i = 1; i <= 10000; i++) for (int j = 2 * i; j <= 20000; j += i) sum[j] += i;
        StringBuilder sb = new StringBuilder();
        for (int a = 2; a <= 20000; a++) { int b = sum[a]; if (b > a && b <= 20000 && sum[b] == a) sb.append(a).append('/').append(b).append(' '); }
        System.out.println("amicable: " + sb.toString().strip());
    }

    static final String[] SMALL = {"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"};
    static final String[] TENS = {"", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"};
    static String words(long n) {
        if (n < 0) return "minus " + words(-n);
        if (n < 20) return SMALL[(int) n];
        if (n < 100) return TENS[(int) (n / 10)] + (n % 10 != 0 ? "-" + SMALL[(int) (n % 10)] : "");
        if (n < 1000) return SMALL[(int) (n / 100)] + " hundred" + (n % 100 != 0 ? " and " + words(n % 100) : "");
        String[] units = {"thousand", "million", "billion"};
        long scale = 1000; int u = 0;
        while (n / scale >= 1000) { scale *= 1000; u++; }
        return words(n / scale) + " " + units[u] + (n % scale != 0 ? (n % scale < 100 ? " and " : ", ") + words(n % scale) : "");
    }
    static void numberNames() {
        for (long n : new long[]{0, 13, 99, 101, 1234, -45, 1000001, 2147483647L}) System.out.println(n + ": " + words(n));
    }

    static void anagrams() {
        List<String> w = List.of("listen", "silent", "enlist", "google", "inlets", "banana", "tinsel", "abel", "able", "bale", "elba");
        Map<String, List<String>> g = w.stream().collect(Collectors.groupingBy(s -> {
            char[] c = s.toCharArray(); Arrays.sort(c); return String.valueOf(c); }, TreeMap::new, Collectors.toList()));
        g.values().removeIf(l -> l.size() < 2);
        System.out.println(g);
        Map<String, List<String>> h = new HashMap<>();
        for (String s : w) { char[] c = s.toCharArray(); Arrays.sort(c); h.computeIfAbsent(new String(c), k -> new ArrayList<>()).add(s); }
        System.out.println(h);
    }

    static void hailstone() {
        int best = 0, bestN = 0;
        for (int n = 1; n < 10000; n++) {
            long x = n; int len = 1;
            while (x != 1) { x = (x & 1) == 0 ? x >> 1 : 3 * x + 1; len++; }
            if (len > best) { best = len; bestN = n; }
        }
        System.out.println("longest hailstone < 10000: " + bestN + " (" + best + ")");
    }

    static void binaryDigits() {
        for (int n : new int[]{0, 5, 50, 9000, -1, Integer.MIN_VALUE})
            System.out.println(n + " " + Integer.toBinaryString(n) + " " + Integer.toOctalString(n) + " " + Integer.toHexString(n)
                + " " + Integer.toString(n, 36) + " " + Integer.bitCount(n) + " " + Integer.numberOfTrailingZeros(n) + " " + Integer.highestOneBit(n)
                + " " + Integer.reverse(n) + " " + Integer.rotateLeft(n, 3) + " " + Long.toBinaryString(n & 0xffL) + " " + Integer.toUnsignedString(n));
    }
}
