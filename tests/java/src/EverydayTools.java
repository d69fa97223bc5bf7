// Dates and loans, seeded randoms, pipes between threads, currencies and locales,
// generics, simulations and inventory reports, strings and number formatting, records, timers.
import java.io.*;
import java.math.*;
import java.nio.charset.StandardCharsets;
import java.time.*;
import java.time.format.*;
import java.time.temporal.*;
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class EverydayTools {
    public static void main(String[] args) throws Exception {
        dates(); dateFormats(); loan(); randoms(); piped(); currency(); generics(); bankQueue(); gameOfLife(); inventory(); stringsMore(); recordsMore(); timerAndThreads();
    }

    static void dates() {
        LocalDate birth = LocalDate.of(1990, Month.MAY, 17), today = LocalDate.of(2024, 3, 1);
        Period age = Period.between(birth, today);
        System.out.println(age + " " + age.getYears() + "y " + ChronoUnit.DAYS.between(birth, today) + " days " + ChronoUnit.WEEKS.between(birth, today) + " weeks");
        LocalDate next = birth.withYear(today.getYear());
        if (next.isBefore(today)) next = next.plusYears(1);
        System.out.println("next birthday " + next + " (" + next.getDayOfWeek().getDisplayName(TextStyle.FULL, Locale.US) + ") in " + today.until(next, ChronoUnit.DAYS) + " days");
        DateTimeFormatter f = DateTimeFormatter.ofPattern("EEEE, MMMM d, uuuu", Locale.US);
        System.out.println(f.format(today) + " | " + today.format(DateTimeFormatter.ISO_WEEK_DATE) + " | " + today.format(DateTimeFormatter.BASIC_ISO_DATE) + " | " + today.format(DateTimeFormatter.ofPattern("dd/MM/yy")));
        LocalDateTime meeting = LocalDateTime.of(2024, 3, 10, 1, 30);
        ZonedDateTime ny = meeting.atZone(ZoneOffset.ofHours(-5));
        System.out.println(ny + " +2h=" + ny.plusHours(2) + " utc=" + ny.withZoneSameInstant(ZoneOffset.UTC) + " tokyo=" + ny.withZoneSameInstant(ZoneId.of("UTC+09:00")).toLocalDateTime());
        Duration d = Duration.ofMinutes(135).plusSeconds(7);
        System.out.println(d + " " + d.toHours() + "h" + d.toMinutesPart() + "m" + d.toSecondsPart() + "s " + Duration.between(LocalTime.of(9, 15), LocalTime.of(17, 40)) + " " + Duration.ofMillis(-1500) + " " + Duration.ZERO);
        System.out.println(LocalDate.parse("2024-02-28").plusDays(1) + " " + LocalDate.parse("2023-02-28").plusDays(1) + " " + LocalDate.of(2024, 1, 31).plusMonths(1) + " " + YearMonth.of(2024, 2).lengthOfMonth()
            + " " + LocalDate.of(2024, 3, 1).with(TemporalAdjusters.firstInMonth(DayOfWeek.MONDAY)) + " " + LocalDate.of(2024, 12, 31).getDayOfYear() + " " + LocalDate.of(2024, 1, 1).get(IsoFields.WEEK_OF_WEEK_BASED_YEAR));
        try { LocalDate.parse("2024-13-01"); } catch (DateTimeParseException e) { System.out.println(e.getMessage()); }
        try { LocalDate.of(2023, 2, 29); } catch (DateTimeException e) { System.out.println(e.getMessage()); }
        Instant i = Instant.ofEpochSecond(1_700_000_000L);
        System.out.println(i + " " + i.plus(1, ChronoUnit.DAYS).getEpochSecond() + " " + LocalDateTime.ofInstant(i, ZoneOffset.ofHours(5)) + " " + OffsetDateTime.ofInstant(i, ZoneId.of("GMT+01:00")) + " " + Instant.parse("2020-01-01T00:00:00Z").toEpochMilli());
        List<LocalDate> dates = Stream.iterate(LocalDate.of(2024, 1, 1), x -> x.isBefore(LocalDate.of(2024, 2, 1)), x -> x.plusWeeks(1)).collect(Collectors.toList());
        System.out.println(dates + " " + LocalTime.of(23, 59, 59).plusSeconds(2) + " " + LocalTime.parse("10:15:30").truncatedTo(ChronoUnit.HOURS) + " " + LocalTime.NOON.format(DateTimeFormatter.ofPattern("hh:mm a", Locale.US)));
        System.out.println(DayOfWeek.MONDAY.plus(10) + " " + Month.JANUARY.minus(1) + " " + Month.FEBRUARY.length(true) + " " + Year.of(2024).atDay(60) + " " + MonthDay.of(12, 25) + " " + ZoneOffset.ofHoursMinutes(-3, -30));
    }

    static void dateFormats() {
        LocalDate d = LocalDate.of(2024, 3, 5);
        LocalDateTime dt = LocalDateTime.of(2024, 3, 5, 14, 7, 9, 123456789);
        ZonedDateTime z = dt.atZone(ZoneOffset.ofHours(2));
        Calendar c = new GregorianCalendar(2024, Calendar.MARCH, 5, 14, 7, 9);
        System.out.println(String.format("%tF|%tD|%tB %te, %tY|%ta %tA %tb %th|%tj|%ty|%tC", d, d, d, d, d, d, d, d, d, d, d, d));
        System.out.println(String.format("%tT|%tR|%tr|%tH:%tM:%tS.%tL|%tN|%tp|%tI|%tk|%tl", dt, dt, dt, dt, dt, dt, dt, dt, dt, dt, dt, dt));
        System.out.println(String.format("%tc|%tz|%tZ|%ts|%tQ", z, z, z, z, z));
        System.out.println(String.format("%1$tY-%1$tm-%1$td %1$tH:%1$tM", c) + " " + String.format("%TB %Tp", d.atStartOfDay(), dt));
        System.out.printf("Today is %1$tA, %1$tB %1$td, %1$tY%n", d);
        Instant i = Instant.ofEpochSecond(1_700_000_000L, 5_000_000);
        System.out.println(String.format("%tQ %ts %tN|%tB %tY|%tZ %tc|%-12tF|%12tR|", i, i, i, YearMonth.of(2020, 7), YearMonth.of(2020, 7), dt.atZone(ZoneId.of("UTC")), dt.atZone(ZoneId.of("UTC")), d, LocalTime.of(9, 5)));
        Object[] bad = {d, dt, i, LocalTime.NOON};
        String[] convs = {"%tH", "%tZ", "%tz", "%tY", "%tq"};
        for (Object o : bad) for (String cv : convs) {
            try { System.out.print(String.format(cv, o) + ";"); } catch (Exception e) { System.out.print(e.getClass().getSimpleName() + ":" + e.getMessage() + ";"); }
        }
        System.out.println();
    }

    static void loan() {
        BigDecimal principal = new BigDecimal("250000"), annual = new BigDecimal("0.065");
        int months = 360;
        MathContext mc = MathContext.DECIMAL128;
        BigDecimal r = annual.divide(BigDecimal.valueOf(12), mc);
        BigDecimal onePlusRN = BigDecimal.ONE.add(r).pow(months, mc);
        BigDecimal payment = principal.multiply(r).multiply(onePlusRN).divide(onePlusRN.subtract(BigDecimal.ONE), 2, RoundingMode.HALF_UP);
        System.out.println("payment " + payment + " total " + payment.multiply(BigDecimal.valueOf(months)) + " interest " + payment.multiply(BigDecimal.valueOf(months)).subtract(principal));
        BigDecimal bal = principal;
        System.out.printf("%5s %10s %10s %12s%n", "month", "interest", "principal", "balance");
        for (int m = 1; m <= 3; m++) {
            BigDecimal in = bal.multiply(r).setScale(2, RoundingMode.HALF_UP);
            BigDecimal pr = payment.subtract(in);
            bal = bal.subtract(pr);
            System.out.printf("%5d %10s %10s %,12.2f%n", m, in, pr, bal);
        }
        double compound = 1000 * Math.pow(1 + 0.05 / 12, 12 * 10);
        System.out.println(String.format("%.2f", compound) + " " + Math.round(compound * 100) / 100.0 + " " + new BigDecimal(compound).setScale(4, RoundingMode.HALF_EVEN)
            + " " + BigDecimal.valueOf(compound).round(new MathContext(6)) + " " + new BigDecimal("1.23E-7").toPlainString() + " " + new BigDecimal("123.4500").stripTrailingZeros().toEngineeringString()
            + " " + new BigDecimal("12345678.9").toBigInteger() + " " + new BigDecimal("9.99").compareTo(new BigDecimal("9.990")) + " " + new BigDecimal("9.99").equals(new BigDecimal("9.990")));
    }

    static void randoms() {
        Random rnd = new Random(2024);
        System.out.println(rnd.nextInt(100) + " " + rnd.nextInt() + " " + rnd.nextLong() + " " + rnd.nextDouble() + " " + rnd.nextBoolean() + " " + rnd.nextGaussian() + " " + rnd.nextFloat() + " " + rnd.nextInt(5, 10));
        System.out.println(rnd.ints(5, 0, 10).boxed().collect(Collectors.toList()) + " " + rnd.doubles(2).mapToObj(x -> String.format("%.4f", x)).collect(Collectors.joining(",")));
        int[] dice = new int[7]; Random r2 = new Random(7);
        for (int k = 0; k < 6000; k++) dice[1 + r2.nextInt(6)]++;
        System.out.println(Arrays.toString(dice));
        List<String> deck = new ArrayList<>();
        for (String s : new String[]{"S", "H"}) for (String v : new String[]{"A", "K", "Q", "J", "10"}) deck.add(v + s);
        Collections.shuffle(deck, new Random(1));
        System.out.println(deck);
        byte[] b = new byte[6]; new Random(3).nextBytes(b);
        System.out.println(Arrays.toString(b) + " " + new SplittableRandom(5).nextInt(1000) + " " + UUID.nameUUIDFromBytes("hello".getBytes(StandardCharsets.UTF_8)) + " " + new UUID(1L, 2L));
    }

    static void piped() throws Exception {
        PipedOutputStream pos = new PipedOutputStream();
        PipedInputStream pis = new PipedInputStream(pos);
        Thread writer = new Thread(() -> {
            try (PrintStream ps = new PrintStream(pos, true, "UTF-8")) { for (int i = 0; i < 3; i++) ps.println("message " + i); }
            catch (IOException e) { throw new UncheckedIOException(e); }
        });
        writer.start();
        BufferedReader br = new BufferedReader(new InputStreamReader(pis, StandardCharsets.UTF_8));
        System.out.println(br.lines().collect(Collectors.toList()));
        writer.join();
        PipedWriter pw = new PipedWriter(); PipedReader pr = new PipedReader(pw);
        pw.write("chars through a pipe"); pw.close();
        StringBuilder sb = new StringBuilder(); int c;
        while ((c = pr.read()) != -1) sb.append((char) c);
        System.out.println(sb);
    }

    static void currency() {
        Currency usd = Currency.getInstance("USD"), eur = Currency.getInstance(Locale.GERMANY), jpy = Currency.getInstance("JPY");
        System.out.println(usd + " " + usd.getSymbol(Locale.US) + " " + usd.getDefaultFractionDigits() + " " + eur.getCurrencyCode() + " " + eur.getSymbol(Locale.GERMANY) + " " + jpy.getDefaultFractionDigits() + " " + usd.getNumericCode()+ " " + usd.getDisplayName(Locale.US));
        System.out.println(Locale.US + " " + Locale.FRANCE.getDisplayCountry(Locale.US) + " " + Locale.GERMAN.getDisplayLanguage(Locale.US) + " " + Locale.forLanguageTag("pt-BR") + " " + new Locale("es", "MX").toLanguageTag() + " " + Locale.CANADA_FRENCH.getCountry());
        System.out.println(String.format(Locale.GERMANY, "%,.2f", 1234567.891) + " " + String.format(Locale.FRANCE, "%,d", 1234567) + " " + String.format(Locale.US, "%,.2f", 1234567.891));
    }

    static class Box<T extends Comparable<T>> implements Comparable<Box<T>> {
        final T v; Box(T v) { this.v = v; }
        public int compareTo(Box<T> o) { return v.compareTo(o.v); }
        <R extends Comparable<R>> Box<R> map(Function<? super T, ? extends R> f) { return new Box<>(f.apply(v)); }
        public String toString() { return "Box(" + v + ")"; }
    }
    static <T extends Comparable<? super T>> T maxOf(Collection<? extends T> c) { Iterator<? extends T> it = c.iterator(); T m = it.next(); while (it.hasNext()) { T x = it.next(); if (x.compareTo(m) > 0) m = x; } return m; }
    static double sum(List<? extends Number> l) { double s = 0; for (Number n : l) s += n.doubleValue(); return s; }
    static void addInts(List<? super Integer> l) { l.add(1); l.add(2); }
    @SafeVarargs static <T> List<T> listOf(T... xs) { return new ArrayList<>(Arrays.asList(xs)); }
    static void generics() {
        List<Box<String>> boxes = listOf(new Box<>("pear"), new Box<>("apple"), new Box<>("fig"));
        Collections.sort(boxes);
        System.out.println(boxes + " " + maxOf(boxes) + " " + boxes.get(0).map(String::length) + " " + sum(List.of(1, 2.5, 3L, 4.5f)));
        List<Number> nums = new ArrayList<>(); addInts(nums); nums.add(3.5);
        List<Object> objs = new ArrayList<>(); addInts(objs);
        System.out.println(nums + " " + objs + " " + Collections.<Integer>emptyList() + " " + Optional.<String>empty().map(String::length));
        Map<String, List<Map<Integer, Set<String>>>> nested = new TreeMap<>();
        nested.computeIfAbsent("k", k -> new ArrayList<>()).add(new TreeMap<>(Map.of(1, new TreeSet<>(Set.of("z", "a")))));
        System.out.println(nested);
    }

    static void bankQueue() {
        record Customer(String name, int arrival, int service) {}
        Queue<Customer> q = new LinkedList<>(List.of(new Customer("A", 0, 5), new Customer("B", 1, 3), new Customer("C", 2, 8), new Customer("D", 10, 2)));
        int clock = 0; double totalWait = 0; int n = q.size();
        while (!q.isEmpty()) {
            Customer c = q.remove();
            clock = Math.max(clock, c.arrival());
            int wait = clock - c.arrival();
            totalWait += wait;
            System.out.printf("%s waits %2d, served %2d-%2d%n", c.name(), wait, clock, clock + c.service());
            clock += c.service();
        }
        System.out.printf("average wait %.2f%n", totalWait / n);
    }

    static void gameOfLife() {
        boolean[][] g = new boolean[6][6];
        int[][] glider = {{0, 1}, {1, 2}, {2, 0}, {2, 1}, {2, 2}};
        for (int[] p : glider) g[p[0]][p[1]] = true;
        for (int gen = 0; gen < 3; gen++) {
            StringBuilder sb = new StringBuilder("gen " + gen + ":");
            for (boolean[] row : g) { sb.append(' '); for (boolean b : row) sb.append(b ? '#' : '.'); }
            System.out.println(sb);
            boolean[][] nx = new boolean[6][6];
            for (int r = 0; r < 6; r++) for (int c = 0; c < 6; c++) {
                int cnt = 0;
                for (int dr = -1; dr <= 1; dr++) for (int dc = -1; dc <= 1; dc++) if ((dr != 0 || dc != 0) && g[Math.floorMod(r + dr, 6)][Math.floorMod(c + dc, 6)]) cnt++;
                nx[r][c] = cnt == 3 || (cnt == 2 && g[r][c]);
            }
            g = nx;
        }
    }

    enum Category { ELECTRONICS, GROCERY, TOYS }
    record Item(String sku, String name, Category cat, int qty, BigDecimal price) {
        BigDecimal value() { return price.multiply(BigDecimal.valueOf(qty)); }
    }
    static void inventory() {
        List<Item> items = List.of(new Item("E1", "Laptop", Category.ELECTRONICS, 3, new BigDecimal("999.99")), new Item("G1", "Apples", Category.GROCERY, 120, new BigDecimal("0.45")),
            new Item("T1", "Robot", Category.TOYS, 0, new BigDecimal("49.50")), new Item("E2", "Phone", Category.ELECTRONICS, 7, new BigDecimal("599.00")), new Item("G2", "Bread", Category.GROCERY, 30, new BigDecimal("2.10")));
        Map<Category, BigDecimal> byCat = items.stream().collect(Collectors.groupingBy(Item::cat, () -> new EnumMap<>(Category.class), Collectors.reducing(BigDecimal.ZERO, Item::value, BigDecimal::add)));
        byCat.forEach((k, v) -> System.out.printf("%-12s %10s%n", k, v));
        System.out.println("out of stock: " + items.stream().filter(i -> i.qty() == 0).map(Item::name).toList() + ", most valuable: "
            + items.stream().max(Comparator.comparing(Item::value)).map(Item::sku).orElseThrow() + ", total "
            + items.stream().map(Item::value).reduce(BigDecimal.ZERO, BigDecimal::add) + ", cheapest per cat " + items.stream().collect(Collectors.groupingBy(Item::cat, TreeMap::new,
                Collectors.collectingAndThen(Collectors.minBy(Comparator.comparing(Item::price)), o -> o.get().name()))));
        System.out.println(items.stream().collect(Collectors.partitioningBy(i -> i.price().compareTo(BigDecimal.TEN) > 0, Collectors.mapping(Item::sku, Collectors.joining("/")))));
        System.out.println(items.stream().sorted(Comparator.comparing(Item::cat).reversed().thenComparing(Item::qty)).map(Item::sku).collect(Collectors.joining(" ")) + " "
            + items.stream().collect(Collectors.summarizingInt(Item::qty)) + " " + items.stream().mapToInt(Item::qty).average().orElse(0));
    }

    static void stringsMore() {
        String s = "The quick brown fox";
        System.out.println(s.toUpperCase() + "|" + s.replace('o', '0') + "|" + s.indexOf("quick") + "|" + s.lastIndexOf('o') + "|" + s.charAt(4) + "|" + s.contains("fox") + "|" + s.startsWith("quick", 4) + "|"
            + s.endsWith("x") + "|" + String.join("-", s.split(" ")) + "|" + s.matches(".*\\bfox\\b.*") + "|" + s.regionMatches(true, 4, "QUICK", 0, 5) + "|" + s.chars().filter(ch -> "aeiou".indexOf(ch) >= 0).count());
        StringBuilder sb = new StringBuilder("hello");
        sb.insert(0, "[").append(']').reverse().setCharAt(0, '<');
        sb.deleteCharAt(sb.length() - 1).replace(1, 3, "OL").insert(3, 3.5).insert(0, true);
        System.out.println(sb + " " + sb.length() + " " + sb.indexOf("l") + " " + sb.charAt(2) + " " + new StringBuilder("abc").compareTo(new StringBuilder("abd")) + " " + sb.capacity());
        System.out.println(String.valueOf(new char[]{'c', 'h'}) + String.valueOf(3.0f) + String.valueOf(true) + String.valueOf((Object) null) + " " + "Mississippi".replaceAll("ss", "SS").replaceFirst("i", "I")
            + " " + "a-b_c d".split("[-_ ]").length + " " + "tEST".substring(0, 1).toUpperCase() + "tEST".substring(1).toLowerCase() + " " + "%d%%".formatted(50) + " " + "abc".compareTo("abd") + " " + "".isEmpty()
            + " " + String.format("%s %S %h", "x", "y", "hi") + " " + "\t tabs \n".strip().length() + " " + "x".concat("y") + " " + "AbC".equalsIgnoreCase("aBc") + " " + "hello".intern().equals("hello"));
        System.out.println("Line1\nLine2\r\nLine3".lines().map(String::length).toList() + " " + " a b ".split(" ").length + " " + Arrays.toString("1,2;3".split("[,;]")) + " " + "abc".chars().sum()
            + " " + "ab".toCharArray().length + " " + new String(new char[]{'z'}) + " " + new String(new int[]{0x1F600, 65}, 0, 2).length() + " " + "x".compareTo("X") + " " + "ß".toUpperCase() + " " + "İ".toLowerCase().length());
        System.out.println(String.format("%5.1f%%|%-6b|%3c|%+.2e|%o|%#x|%10.3e|%-5s|%05d|%g", 99.5, true, 'q', 12345.6789, 64, 255, 0.000123, "ab", -42, 0.0001));
        System.out.printf("%s %s %s%n", 1.0f / 3, 100.0 / 3, 1e-5);
        System.out.println((1.0 / 0) + " " + (0.0 / 0) + " " + (float) 0.1 + " " + 1e21 + " " + 1e-7 + " " + 123456789.0 + " " + Double.MIN_VALUE + " " + Float.MAX_VALUE + " " + (0.1 + 0.7) + " " + 100.0 + " " + Double.toString(1e7) + " " + (long) 1e19 + " " + (int) Double.NaN);
    }

    record Point(int x, int y) implements Comparable<Point> {
        static final Point ORIGIN = new Point(0, 0);
        Point { if (x < -1000) throw new IllegalArgumentException("x"); }
        Point() { this(0, 0); }
        double dist(Point o) { return Math.hypot(x - o.x, y - o.y); }
        public int compareTo(Point o) { return Comparator.comparingInt(Point::x).thenComparingInt(Point::y).compare(this, o); }
    }
    record Line(Point a, Point b) { double length() { return a.dist(b); } }
    record Named<T>(String name, T value) {}
    static void recordsMore() {
        Set<Point> set = new HashSet<>(List.of(new Point(1, 2), new Point(1, 2), new Point(3, 4), new Point()));
        TreeSet<Point> ts = new TreeSet<>(set);
        System.out.println(set.size() + " " + ts + " " + ts.first().equals(Point.ORIGIN) + " " + new Line(new Point(0, 0), new Point(3, 4)) + " " + new Line(new Point(0, 0), new Point(3, 4)).length());
        Map<Point, String> pm = new HashMap<>();
        for (int i = 0; i < 5; i++) pm.put(new Point(i, i * i), "p" + i);
        System.out.println(pm + " " + new Point(2, 3).hashCode() + " " + new Named<>("n", List.of(1)) + " " + new Named<>("n", null).equals(new Named<>("n", null)) + " " + new Named<>("q", 1.5).hashCode());
    }

    static void timerAndThreads() throws InterruptedException {
        Thread t = new Thread(() -> {}, "worker-1");
        System.out.println(t.getName() + " " + t.getState() + " " + t.isDaemon() + " " + t.getPriority());
        t.start(); t.join();
        System.out.println(t.getState() + " " + t.isAlive());
        final int[] counter = {0};
        Object lock = new Object();
        Thread[] ts = new Thread[3];
        for (int i = 0; i < 3; i++) { ts[i] = new Thread(() -> { for (int k = 0; k < 10000; k++) synchronized (lock) { counter[0]++; } }); ts[i].start(); }
        for (Thread x : ts) x.join();
        System.out.println("counter " + counter[0]);
        ThreadLocal<Integer> tl = ThreadLocal.withInitial(() -> 7);
        System.out.println(tl.get() + " " + Thread.currentThread().getName());
        Timer timer = new Timer(true);
        final List<String> fired = Collections.synchronizedList(new ArrayList<>());
        java.util.concurrent.CountDownLatch l = new java.util.concurrent.CountDownLatch(1);
        timer.schedule(new TimerTask() { public void run() { fired.add("tick"); l.countDown(); } }, 10);
        l.await();
        timer.cancel();
        System.out.println(fired);
    }
}
