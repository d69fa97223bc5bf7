import java.io.*;
import java.text.*;
import java.util.*;
import java.util.function.*;
import java.util.regex.*;
import java.util.stream.*;

// Everyday programs of the kinds people write and teach with, run one after the other:
// text processing: word frequencies with collectors, a JSON-like pretty printer, a text adventure over Scanner, String and Character methods, text layout, a regex log parser, java.text formats.
// Each was compared with JDK 17 as a standalone program first.
public class EverydayText {
    public static void main(String[] args) throws Exception {
        System.out.println("== WordFreq");
        WordFreq.main(args);
        System.out.println("== JsonPrinter");
        JsonPrinter.main(args);
        System.out.println("== Adventure");
        Adventure.main(args);
        System.out.println("== StringTools");
        StringTools.main(args);
        System.out.println("== TextLayout");
        TextLayout.main(args);
        System.out.println("== LogParser");
        LogParser.main(args);
        System.out.println("== TextFormats");
        TextFormats.main(args);
    }

    static class WordFreq {
        static final String TEXT = """
            It was the best of times, it was the worst of times, it was the age of wisdom,
            it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity,
            it was the season of Light, it was the season of Darkness, it was the spring of hope,
            it was the winter of despair.
            """;
        public static void main(String[] args) {
            List<String> words = Arrays.stream(TEXT.toLowerCase().split("[^a-z]+"))
                .filter(w -> !w.isEmpty()).collect(Collectors.toList());
            System.out.println("words=" + words.size());
            Map<String, Long> freq = words.stream().collect(Collectors.groupingBy(Function.identity(), TreeMap::new, Collectors.counting()));
            System.out.println(freq);
            freq.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .limit(5).forEach(e -> System.out.printf("%-10s %3d%n", e.getKey(), e.getValue()));
            Map<Integer, List<String>> byLen = words.stream().distinct().collect(Collectors.groupingBy(String::length));
            System.out.println(byLen);
            Map<Boolean, Long> part = words.stream().collect(Collectors.partitioningBy(w -> w.length() > 3, Collectors.counting()));
            System.out.println(part);
            Map<Character, Set<String>> byFirst = words.stream().collect(Collectors.groupingBy(w -> w.charAt(0), TreeMap::new, Collectors.toCollection(TreeSet::new)));
            System.out.println(byFirst);
            System.out.println(words.stream().distinct().sorted(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder())).collect(Collectors.joining(", ", "[", "]")));
            Map<String, Integer> lens = words.stream().distinct().collect(Collectors.toMap(w -> w, String::length, (a, b) -> a, LinkedHashMap::new));
            System.out.println(lens);
            IntSummaryStatistics st = words.stream().mapToInt(String::length).summaryStatistics();
            System.out.println(st);
            System.out.println(words.stream().collect(Collectors.averagingInt(String::length)));
            System.out.println(words.stream().collect(Collectors.summingInt(String::length)));
            DoubleSummaryStatistics ds = words.stream().mapToDouble(String::length).summaryStatistics();
            System.out.println(ds);
            LongSummaryStatistics ls = words.stream().mapToLong(String::length).summaryStatistics();
            System.out.println(ls);
            Object gm = (words.stream().collect(Collectors.groupingBy(String::length, TreeMap::new, Collectors.mapping(w -> w.toUpperCase(), Collectors.joining("|"))))); System.out.println(gm);
            Optional<String> longest = words.stream().max(Comparator.comparingInt(String::length));
            System.out.println(longest);
            System.out.println(words.stream().anyMatch("hope"::equals) + " " + words.stream().allMatch(w -> w.length() < 20) + " " + words.stream().noneMatch(String::isBlank));
            System.out.println(TEXT.lines().map(String::strip).map(l -> l.length()).collect(Collectors.toList()));
            int sz = words.stream().collect(Collectors.collectingAndThen(Collectors.toSet(), Set::size)); System.out.println(sz);
            System.out.println(words.stream().reduce("", (a, b) -> a.isEmpty() ? b : a.length() >= b.length() ? a : b));
            String tee = Stream.of("a","b","c").collect(Collectors.teeing(Collectors.counting(), Collectors.joining(), (c, j) -> c + ":" + j)); System.out.println(tee);
            System.out.println(words.stream().takeWhile(w -> !w.equals("worst")).count() + " " + words.stream().dropWhile(w -> !w.equals("despair")).collect(Collectors.toList()));
            System.out.println(words.stream().collect(Collectors.groupingByConcurrent(String::length)).keySet().stream().sorted().collect(Collectors.toList()));
            System.out.println(Stream.of("x","y").toList());
            System.out.println(words.stream().skip(3).limit(4).map(String::toUpperCase).toList());
            System.out.println(words.stream().flatMap(w -> w.chars().mapToObj(c -> (char) c)).distinct().sorted().map(String::valueOf).collect(Collectors.joining()));
            System.out.println(words.stream().mapMulti((String w, Consumer<String> sink) -> { if (w.startsWith("w")) { sink.accept(w); sink.accept(w.toUpperCase()); } }).limit(4).toList());
        }
    }

    static class JsonPrinter {
        static void pretty(Object o, StringBuilder sb, int ind) {
            String pad = "  ".repeat(ind);
            if (o instanceof Map<?, ?> m) {
                sb.append("{\n");
                Iterator<? extends Map.Entry<?, ?>> it = m.entrySet().iterator();
                while (it.hasNext()) {
                    var e = it.next();
                    sb.append(pad).append("  ").append(String.format("\"%s\": ", e.getKey()));
                    pretty(e.getValue(), sb, ind + 1);
                    if (it.hasNext()) sb.append(',');
                    sb.append('\n');
                }
                sb.append(pad).append('}');
            } else if (o instanceof List<?> l) {
                sb.append('[');
                for (int i = 0; i < l.size(); i++) { if (i > 0) sb.append(", "); pretty(l.get(i), sb, ind + 1); }
                sb.append(']');
            } else if (o instanceof String s) {
                sb.append('"').append(s.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n")).append('"');
            } else if (o instanceof Double d) {
                sb.append(String.format("%.3f", d));
            } else sb.append(o);
        }
        public static void main(String[] args) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("name", "Widget \"Pro\"");
            m.put("price", 19.995);
            m.put("tags", List.of("a", "b\nc", 3, true));
            Map<String, Object> inner = new TreeMap<>();
            inner.put("z", null); inner.put("a", 1L); inner.put("m", List.of());
            m.put("inner", inner);
            StringBuilder sb = new StringBuilder();
            pretty(m, sb, 0);
            System.out.println(sb);
            System.out.println(String.format("|%10s|%-10s|%.2e|%08.3f|%+d|%x|%X|%o|%c|%b|%%|%n", "hi", "left", 12345.678, 3.14159, 42, 255, 255, 8, 'Z', null).trim());
            System.out.println(String.format("%,d %,.2f %(d %(.1f % d %#x %#o", 1234567, 9876543.219, -5, -2.5, 7, 255, 8));
            System.out.println(String.format("%s %S %h %10.4s| %-6b|", "str", "up", "hi", "truncate", true));
            System.out.println(String.format("%2$s %1$s %<s %s", "a", "b"));
            System.out.println(String.format("%e %g %a %.0f %.0f %.0f", 0.000123, 0.000123, 1.0, 0.5, 1.5, 2.5));
            System.out.println(String.format("%10.3e|%-12.5g|%g|%g", 123456.789, 1e-5, 100000.0, 1e10));
            System.out.println(String.format(Locale.GERMANY, "%,.2f %e", 1234567.891, 1.5));
            System.out.println(String.format(Locale.FRANCE, "%,d %.2f", 1234567, 3.5));
            System.out.println(String.format(Locale.US, "%tY-%<tm-%<td", new GregorianCalendar(2024, Calendar.FEBRUARY, 29)));
            System.out.println(String.format("%d %d %d %d", (byte) -1, (short) 300, 5L, new java.math.BigInteger("123456789012345678901234567890")));
            System.out.println(String.format("%x %x", (byte) -1, -1L));
            System.out.println(String.format("%.3f %.10f %f", new java.math.BigDecimal("1.23456"), Math.PI, Double.NaN));
            System.out.println(String.format("%s %s %s", Double.POSITIVE_INFINITY, Float.MIN_VALUE, 1e-7));
            System.out.println(String.format("[%5c][%-5c]", 'x', 'y'));
            sb.setLength(0);
            sb.append(1).append('a').append(2.5f).append(3.0).append(true).append((Object) null).append(new char[]{'x','y'}).append("abcdef", 1, 3);
            System.out.println(sb + " len=" + sb.length());
            sb.insert(0, "START").insert(5, 99).reverse();
            System.out.println(sb);
            sb.deleteCharAt(0).delete(0, 3).replace(1, 4, "***").setCharAt(0, '#');
            System.out.println(sb + " " + sb.indexOf("*") + " " + sb.lastIndexOf("a") + " " + sb.charAt(2));
            StringBuilder s2 = new StringBuilder("hello");
            System.out.println(s2.compareTo(new StringBuilder("help")) + " " + s2.chars().sum() + " " + s2.capacity());
            try { s2.insert(10, "x"); } catch (StringIndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
            try { s2.deleteCharAt(9); } catch (StringIndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
            try { s2.charAt(9); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
            try { s2.substring(3, 1); } catch (StringIndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
            try { "abc".substring(5); } catch (StringIndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
            try { "abc".charAt(-1); } catch (StringIndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
            try { String.format("%d", "x"); } catch (IllegalFormatException e) { System.out.println(e); }
            try { String.format("%q", 1); } catch (IllegalFormatException e) { System.out.println(e); }
            try { String.format("%s %s", 1); } catch (IllegalFormatException e) { System.out.println(e); }
            try { String.format("%.2d", 1); } catch (IllegalFormatException e) { System.out.println(e); }
            try { String.format("%-d", 1); } catch (IllegalFormatException e) { System.out.println(e); }
        }
    }

    static class Adventure {
        enum Dir { NORTH, SOUTH, EAST, WEST; static Dir parse(String s) { for (Dir d : values()) if (d.name().startsWith(s.toUpperCase())) return d; throw new IllegalArgumentException("No direction " + s); } }
        record Room(String name, String desc, Map<Dir, String> exits, List<String> items) {}
        public static void main(String[] args) {
            Map<String, Room> rooms = new HashMap<>();
            rooms.put("hall", new Room("hall", "A long hall.", new EnumMap<>(Map.of(Dir.NORTH, "library", Dir.EAST, "kitchen")), new ArrayList<>(List.of("lamp"))));
            rooms.put("library", new Room("library", "Dusty books.", new EnumMap<>(Map.of(Dir.SOUTH, "hall")), new ArrayList<>(List.of("book", "key"))));
            rooms.put("kitchen", new Room("kitchen", "Smells of bread.", new EnumMap<>(Map.of(Dir.WEST, "hall")), new ArrayList<>()));
            String script = "look\ngo north\ntake key\ntake sword\ninventory\ngo s\n  go   east  \ndrop key\nlook\ndance 3 times\nscore 12 4.5\nquit\n";
            Scanner in = new Scanner(script);
            Room cur = rooms.get("hall");
            List<String> inv = new ArrayList<>();
            int turn = 0;
            loop:
            while (in.hasNextLine()) {
                String line = in.nextLine().trim();
                turn++;
                String[] parts = line.split("\\s+", 2);
                System.out.print("[" + turn + "] > " + line + ": ");
                switch (parts[0]) {
                    case "look" -> System.out.println(cur.name() + " - " + cur.desc() + " exits=" + cur.exits().keySet() + " items=" + cur.items());
                    case "go" -> {
                        try {
                            Dir d = Dir.parse(parts[1]);
                            String next = cur.exits().get(d);
                            if (next == null) System.out.println("You can't go " + d.name().toLowerCase());
                            else { cur = rooms.get(next); System.out.println("You go " + d + " to the " + next); }
                        } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
                    }
                    case "take" -> { if (cur.items().remove(parts[1])) { inv.add(parts[1]); System.out.println("Taken."); } else System.out.println("No " + parts[1] + " here."); }
                    case "drop" -> { inv.remove(parts[1]); cur.items().add(parts[1]); System.out.println("Dropped."); }
                    case "inventory" -> System.out.println(inv);
                    case "score" -> { Scanner s = new Scanner(parts[1]); int a = s.nextInt(); double b = s.nextDouble(); System.out.println(a * b); }
                    case "quit" -> { System.out.println("Bye after " + turn + " turns"); break loop; }
                    default -> System.out.println("I don't know how to '" + parts[0] + "'.");
                }
            }
            Scanner nums = new Scanner("10 20 abc 30.5 true 0x1F\nnext line here");
            int sum = 0;
            while (nums.hasNextInt()) sum += nums.nextInt();
            System.out.println("sum=" + sum + " next=" + nums.next() + " dbl=" + nums.nextDouble() + " bool=" + nums.nextBoolean() + " tok=" + nums.next() + " rest=" + nums.nextLine() + "|" + nums.nextLine());
            Scanner csv = new Scanner("a,b,,c").useDelimiter(",");
            List<String> toks = new ArrayList<>(); while (csv.hasNext()) toks.add(csv.next());
            System.out.println(toks);
            try { new Scanner("x").nextInt(); } catch (InputMismatchException e) { System.out.println(e); }
            try { new Scanner("").next(); } catch (NoSuchElementException e) { System.out.println(e); }
            Scanner r = new Scanner("ff 101");
            System.out.println(r.nextInt(16) + " " + r.nextInt(2));
            System.out.println(new Scanner("1 fish 2 fish red fish").findInLine("(\\d+) fish (\\d+)"));
            Scanner ws = new Scanner("one two\nthree");
            System.out.println(ws.tokens().toList());
        }
    }

    static class StringTools {
        public static void main(String[] args) {
            String s = "  Hello, World!\t";
            System.out.println("[" + s.strip() + "][" + s.stripLeading() + "][" + s.stripTrailing() + "][" + s.trim() + "] " + s.isBlank() + " " + "".isEmpty() + " " + " \u2003".isBlank() + " [" + "\u2003x\u2003".strip() + "][" + "\u2003x".trim() + "]");
            System.out.println("ab".repeat(3) + " " + String.join("-", "a", "b", "c") + " " + String.join("/", List.of("x", "y")) + " " + "a,b,,c,".split(",").length + " " + Arrays.toString("a,b,,c,".split(",", -1)) + " " + Arrays.toString("a1b2c3".split("\\d", 2)));
            System.out.println("line1\nline2\r\nline3".lines().collect(Collectors.toList()) + " " + "hello".chars().filter(c -> c == 'l').count() + " " + "abc".chars().map(c -> c - 'a').boxed().toList() + " " + "h\u00e9\uD83D\uDE00".codePoints().count() + " " + "h\u00e9\uD83D\uDE00".length());
            System.out.println("apple".compareToIgnoreCase("BANANA") + " " + "b".compareTo("a") + " " + "abc".compareTo("abcd") + " " + "Hello".equalsIgnoreCase("hELLO") + " " + "Hello World".regionMatches(true, 6, "WORLDS", 0, 5) + " " + "Hello".regionMatches(1, "yell", 1, 3));
            System.out.println("Mississippi".indexOf("ss") + " " + "Mississippi".lastIndexOf("ss") + " " + "Mississippi".indexOf('s', 4) + " " + "Mississippi".replace("ss", "SS") + " " + "Mississippi".replaceAll("(.)\\1", "<$1$1>") + " " + "Mississippi".replaceFirst("i", "I"));
            System.out.println("Java".toUpperCase() + "Java".toLowerCase() + " " + "java".contains("av") + " " + "java".startsWith("va", 2) + " " + "java".endsWith("va") + " " + "java".matches("j.*a") + " " + "TITLE".toLowerCase(Locale.ROOT) + " " + "i".toUpperCase(Locale.ROOT));
            System.out.println(String.valueOf(new char[]{'o', 'k'}) + String.valueOf(3.0f) + String.valueOf(true) + String.valueOf((Object) null) + " " + "abc".concat("def") + " " + new String(new char[]{'a','b','c','d'}, 1, 2) + " " + String.copyValueOf(new char[]{'z'}) + " " + "x".intern());
            System.out.println("%d items at %.2f".formatted(3, 9.5) + " " + "tEST".substring(0, 1).toUpperCase() + "tEST".substring(1).toLowerCase() + " " + "racecar".contentEquals(new StringBuilder("racecar").reverse()) + " " + "a-b-c".indexOf('-', -5));
            System.out.println("  indent\n  me".indent(2).replace("\n", "|") + " " + "   a\n    b".stripIndent().replace("\n", "|") + " " + "a\\tb\\n".translateEscapes() + "|" + "abc".transform(x -> x + "!"));
            System.out.println(Arrays.toString("héllo".getBytes(java.nio.charset.StandardCharsets.UTF_8)) + " " + new String(new byte[]{104, -61, -87}, java.nio.charset.StandardCharsets.UTF_8) + " " + Arrays.toString("hé".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1)) + " " + "abc".toCharArray().length + " " + "a".hashCode() + " " + "hello world".hashCode() + " " + "".hashCode());
            String text = """
                Dear %s,
                  Your order #%05d ships on %s.\
                 Thanks!
                \tTabbed "quotes" \"""
                """.formatted("Ann", 42, "Monday");
            System.out.print(text);
            for (char c : "aZ9 _\t\u00e9\u0394!".toCharArray()) System.out.print(c + ":" + Character.isLetter(c) + Character.isDigit(c) + Character.isLetterOrDigit(c) + Character.isWhitespace(c) + Character.isUpperCase(c) + Character.isLowerCase(c) + Character.isJavaIdentifierStart(c) + Character.getType(c) + Character.getNumericValue(c) + " ");
            System.out.println();
            System.out.println(Character.toUpperCase('q') + "" + Character.toLowerCase('Q') + Character.toTitleCase('a') + " " + Character.digit('f', 16) + Character.forDigit(11, 16) + " " + Character.isSpaceChar('\u00a0') + Character.isWhitespace('\u00a0') + " " + (int) Character.MAX_VALUE + " " + Character.isSurrogate('\uD800') + " " + Character.toString(0x1F600).length() + " " + Character.charCount(0x1F600) + " " + Character.isAlphabetic('z') + Character.isIdeographic('\u4e2d') + " " + Character.valueOf('c').compareTo('a') + " " + Character.reverseBytes('\u0102'));
            StringBuilder caesar = new StringBuilder(); for (char c : "Attack at Dawn!".toCharArray()) caesar.append(Character.isUpperCase(c) ? (char) ('A' + (c - 'A' + 3) % 26) : Character.isLowerCase(c) ? (char) ('a' + (c - 'a' + 3) % 26) : c); System.out.println(caesar);
            String pal = "A man, a plan, a canal: Panama"; String clean = pal.chars().filter(Character::isLetterOrDigit).map(Character::toLowerCase).collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString(); System.out.println(clean + " " + clean.equals(new StringBuilder(clean).reverse().toString()));
            StringJoiner sj = new StringJoiner(", ", "{", "}"); sj.setEmptyValue("EMPTY"); System.out.println(sj); sj.add("a").add("b"); System.out.println(sj + " " + sj.length());
            System.out.println("a:b::c".split(":").length + " " + Arrays.toString(" a  b ".split(" ")) + " " + Arrays.toString("".split(",")) + " " + Arrays.toString("abc".split("")) + " " + Arrays.toString("x1y22z".split("(?<=\\d)(?=\\D)")));
        }
    }

    static class TextLayout {
        static List<String> wrap(String text, int width) { List<String> lines = new ArrayList<>(); StringBuilder cur = new StringBuilder(); for (String w : text.split("\\s+")) { if (cur.length() + w.length() + (cur.length() > 0 ? 1 : 0) > width) { lines.add(cur.toString()); cur.setLength(0); } if (cur.length() > 0) cur.append(' '); cur.append(w); } if (cur.length() > 0) lines.add(cur.toString()); return lines; }
        static String center(String s, int w) { int pad = w - s.length(); return " ".repeat(pad / 2) + s + " ".repeat(pad - pad / 2); }
        public static void main(String[] args) {
            String text = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam.";
            for (String l : wrap(text, 30)) System.out.println("|" + String.format("%-30s", l) + "|" + center(l.substring(0, Math.min(10, l.length())), 14) + "|");
            Map<Character, Long> freq = text.chars().filter(Character::isLetter).mapToObj(c -> Character.toLowerCase((char) c)).collect(Collectors.groupingBy(c -> c, TreeMap::new, Collectors.counting())); System.out.println(freq);
            String[] table = {"Name,Qty,Price", "Widget,3,2.50", "Gadget,10,13.999", "Thingamajig,1,100"};
            for (String row : table) { String[] c = row.split(","); if (c[1].equals("Qty")) System.out.printf("%-12s %5s %10s %10s%n", c[0], c[1], c[2], "Total"); else { int q = Integer.parseInt(c[1]); double pr = Double.parseDouble(c[2]); System.out.printf("%-12s %5d %10.2f %10.2f%n", c[0], q, pr, q * pr); } }
            System.out.println(String.format("%s", (Object) null) + " " + String.format("%-5s|", (String) null) + " " + String.format("%b %c %5.1f%%", "x", 65, 99.55) + " " + String.format("%03d|%-3d|%3d", 7, 7, 7) + " " + String.format("%,d", -1234567890123L) + " " + String.format("%.3s", "abcdef") + " " + String.format("%10.2e", -0.000123));
            System.out.println(new StringBuilder("racecar").reverse() + " " + new StringBuilder("ab").append("cd", 0, 1).insert(1, true).insert(0, 3.5).insert(0, 'x') + " " + new StringBuilder("hello").replace(1, 3, "EY").toString() + " " + new StringBuilder().appendCodePoint(0x1F600).length() + " " + new StringBuilder("a\uD83D\uDE00b").reverse().codePointAt(1));
            char[] cs = {'d', 'a', 'c', 'b'}; Arrays.sort(cs); System.out.println(String.valueOf(cs) + " " + new String(cs, 1, 2) + " " + String.valueOf(cs).indexOf('c') + " " + "banana".lastIndexOf('a', 4) + " " + "banana".indexOf("na", 3) + " " + "banana".chars().distinct().count() + " " + "x".compareTo("xy") + " " + "B".compareToIgnoreCase("a"));
            String s = "The Quick Brown Fox"; System.out.println(Arrays.stream(s.split(" ")).map(w -> new StringBuilder(w).reverse().toString()).collect(Collectors.joining(" ")) + " | " + Arrays.stream(s.split(" ")).map(w -> w.substring(0, 1)).collect(Collectors.joining()) + " | " + s.toLowerCase().chars().filter(c -> "aeiou".indexOf(c) >= 0).count() + " | " + new StringBuilder(s).reverse());
            System.out.println(isAnagram("listen", "silent") + " " + isAnagram("abc", "abd") + " " + toRoman(1994) + " " + toRoman(3888) + " " + Integer.toBinaryString(42) + " " + Integer.parseInt("101010", 2) + " " + rle("aaabccdddd") + " " + String.valueOf(new char[3]).length() + " " + "abc".contains("") + " " + "".split(",").length);
            System.out.println("%s=%d".formatted("x", 5) + " " + String.valueOf(3.0) + " " + 1e100 + " " + 12345678.9f + " " + 0.00001f + " " + (float) 0.1 + " " + 100.0f / 3 + " " + (double) 100.0f / 3 + " " + 1.0e-3 + " " + 123e-9 + " " + Float.toString(1.0E10f) + " " + Double.toString(9007199254740993.0));
        }
        static boolean isAnagram(String a, String b) { char[] x = a.toCharArray(), y = b.toCharArray(); Arrays.sort(x); Arrays.sort(y); return Arrays.equals(x, y); }
        static String toRoman(int n) { int[] v = {1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1}; String[] r = {"M", "CM", "D", "CD", "C", "XC", "L", "XL", "X", "IX", "V", "IV", "I"}; StringBuilder sb = new StringBuilder(); for (int i = 0; i < v.length; i++) while (n >= v[i]) { n -= v[i]; sb.append(r[i]); } return sb.toString(); }
        static String rle(String s) { StringBuilder sb = new StringBuilder(); for (int i = 0; i < s.length(); ) { int j = i; while (j < s.length() && s.charAt(j) == s.charAt(i)) j++; sb.append(s.charAt(i)).append(j - i); i = j; } return sb.toString(); }
    }

    static class LogParser {
        public static void main(String[] args) {
            String log = """
                2024-01-15 10:23:45 INFO  [main] Server started on port 8080
                2024-01-15 10:24:01 WARN  [pool-1] Slow query took 1532ms: SELECT * FROM users
                2024-01-15 10:24:07 ERROR [pool-2] Connection refused: db.example.com:5432
                2024-01-15 10:25:00 INFO  [main] Request GET /api/users?id=42 200 12ms
                bad line here
                2024-01-15 10:26:13 ERROR [pool-1] NullPointerException at UserService.java:88
                """;
            Pattern p = Pattern.compile("^(\\d{4}-\\d{2}-\\d{2}) (\\d{2}:\\d{2}:\\d{2}) (\\w+)\\s+\\[([^\\]]+)\\] (.*)$", Pattern.MULTILINE);
            Matcher m = p.matcher(log); Map<String, Integer> levels = new TreeMap<>();
            while (m.find()) { levels.merge(m.group(3), 1, Integer::sum); System.out.printf("%s|%-5s|%-7s|%s%n", m.group(2), m.group(3), m.group(4), m.group(5).length() > 30 ? m.group(5).substring(0, 30) + "..." : m.group(5)); }
            System.out.println(levels);
            Matcher ms = Pattern.compile("(\\d+)ms").matcher(log); StringBuilder sb = new StringBuilder();
            while (ms.find()) ms.appendReplacement(sb, Integer.parseInt(ms.group(1)) / 1000.0 + "s"); ms.appendTail(sb); System.out.println(sb.toString().lines().filter(l -> l.contains("s:") || l.contains("0.")).collect(Collectors.toList()));
            System.out.println("a1b22c333".replaceAll("\\d+", "#") + " " + "CamelCaseString".replaceAll("([a-z])([A-Z])", "$1_$2").toLowerCase() + " " + "  multiple   spaces  ".trim().replaceAll("\\s+", " ") + " " + "x".replaceAll(".*", "y") + " " + "abc".replaceAll("", "-"));
            System.out.println(Arrays.toString("2024-01-15T10:23".split("[-T:]")) + " " + Arrays.toString("a, b;c ,d".split("\\s*[,;]\\s*")) + " " + Arrays.toString("one1two22three".split("\\d+", 2)));
            System.out.println(Pattern.compile("\\b\\w").matcher("hello big world").replaceAll(r -> r.group().toUpperCase()) + " " + Pattern.compile("(?i)java").matcher("Java JAVA java").results().map(MatchResult::start).toList());
            Pattern email = Pattern.compile("^[\\w.+-]+@[\\w-]+\\.[\\w.]+$");
            for (String e : List.of("a@b.com", "first.last+tag@sub-domain.co.uk", "bad@", "@bad.com", "sp ace@x.com")) System.out.print(email.matcher(e).matches() + " "); System.out.println();
            Matcher mm = Pattern.compile("(?<year>\\d{4})-(?<mon>\\d\\d)").matcher("from 2023-07 to 2024-12"); 
            while (mm.find()) System.out.print(mm.group("year") + "/" + mm.group("mon") + " [" + mm.start("mon") + "," + mm.end("year") + "] "); System.out.println();
            System.out.println("tel: 555-1234 and 555-9876".replaceAll("(\\d{3})-(\\d{4})", "($1) $2") + " " + "a.b.c".split("\\.").length + " " + "a|b".split("|").length + " " + String.join(",", "1,2,,3".split(",")));
            try { "x".replaceAll("(", "y"); } catch (PatternSyntaxException e) { System.out.println(e.getDescription() + " @" + e.getIndex() + " " + e.getPattern()); }
            try { "abc".replaceAll("b", "$2"); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
            try { Matcher bad = Pattern.compile("a").matcher("a"); bad.group(); } catch (IllegalStateException e) { System.out.println(e.getMessage()); }
            Matcher lk = Pattern.compile("\\d+(?=px)").matcher("10px 20em 30px"); List<String> px = new ArrayList<>(); while (lk.find()) px.add(lk.group()); System.out.println(px);
            System.out.println(Pattern.compile("^(a+)+$").matcher("aaaaaaaaaaaaaaaaaaaaaaaaaaaab").matches());
            System.out.println("Hello World Java".chars().filter(Character::isUpperCase).mapToObj(c -> String.valueOf((char) c)).collect(Collectors.joining()) + " " + Pattern.compile(",").splitAsStream("a,b,c").map(String::toUpperCase).toList() + " " + Pattern.compile("\\d").asPredicate().test("a1") + " " + Pattern.compile("\\d+").asMatchPredicate().test("12a"));
        }
    }

    static class TextFormats {
        public static void main(String[] args) throws Exception {
            DecimalFormat df = new DecimalFormat("#,##0.00"); System.out.println(df.format(1234567.891) + " " + df.format(-0.005) + " " + new DecimalFormat("0.###").format(3.14159) + " " + new DecimalFormat("000").format(7) + " " + new DecimalFormat("#.##%").format(0.12345));
            NumberFormat nf = NumberFormat.getInstance(Locale.US); System.out.println(nf.format(1234567.891) + " " + NumberFormat.getCurrencyInstance(Locale.US).format(1234.5) + " " + NumberFormat.getPercentInstance(Locale.US).format(0.256) + " " + NumberFormat.getIntegerInstance(Locale.US).format(2.5) + " " + nf.parse("1,234.5"));
            System.out.println(MessageFormat.format("{0} has {1} items costing {2}", "Cart", 3, 9.99) + " " + MessageFormat.format("It''s {0}", "ok"));
            StringTokenizer st = new StringTokenizer("a b\tc,d", " \t,"); StringBuilder sb = new StringBuilder(); System.out.print(st.countTokens() + ": "); while (st.hasMoreTokens()) sb.append(st.nextToken()).append('|'); System.out.println(sb);
            Properties props = new Properties(); props.load(new StringReader("# comment\nname = demo\nsize:10\nkey\\ with\\ space=v\nmulti=a\\\n  b\n")); System.out.println(new TreeMap<>(props) + " " + props.getProperty("missing", "dflt"));
            System.out.println(Base64.getEncoder().encodeToString("hello world!?".getBytes()) + " " + new String(Base64.getDecoder().decode("aGk=")) + " " + Base64.getUrlEncoder().withoutPadding().encodeToString(new byte[]{-1, -2, -3, 0}) + " " + Base64.getMimeEncoder().encodeToString(new byte[3]));
            System.out.println(UUID.nameUUIDFromBytes("x".getBytes()) + " " + UUID.fromString("123e4567-e89b-12d3-a456-426614174000").version() + " " + new UUID(1, 2));
            Pattern p = Pattern.compile("(?<key>\\w+)=(?<val>\\d+)"); Matcher m = p.matcher("a=1, bb=22, ccc=x, d=4");
            while (m.find()) System.out.print(m.group("key") + "->" + m.group("val") + "@" + m.start() + " "); System.out.println();
            System.out.println(p.matcher("a=1 b=2").replaceAll(r -> r.group(2) + "=" + r.group(1)) + " " + Pattern.compile(",\\s*").splitAsStream("x, y,z").toList() + " " + Pattern.matches("[a-z]+\\d?", "abc1") + " " + Pattern.compile("o").matcher("foo boo").results().count() + " " + Pattern.quote("a.b") + " " + "a.b".split(Pattern.quote(".")).length);
            Matcher em = Pattern.compile("(\\w+)@(\\w+)\\.com").matcher("mail bob@site.com now"); if (em.find()) System.out.println(em.group() + " " + em.group(1) + " " + em.groupCount() + " " + em.end() + " " + em.toMatchResult().group(2));
            System.out.println("2024-01-15".replaceAll("(\\d+)-(\\d+)-(\\d+)", "$3/$2/$1") + " " + Pattern.compile("^\\s*#", Pattern.MULTILINE).matcher("a\n  #b\n#c").results().count() + " " + Pattern.compile("HELLO", Pattern.CASE_INSENSITIVE).matcher("say hello").find() + " " + Matcher.quoteReplacement("$1\\"));
            try { Pattern.compile("(unclosed"); } catch (PatternSyntaxException e) { System.out.println(e.getMessage()); }
            HexFormat hf = HexFormat.of(); System.out.println(hf.formatHex(new byte[]{1, -1, 16}) + " " + Arrays.toString(hf.parseHex("0aff")) + " " + HexFormat.ofDelimiter(":").withUpperCase().formatHex(new byte[]{10, 11}) + " " + hf.toHexDigits((byte) 7));
            SimpleDateFormat sdf = new SimpleDateFormat("yyyy-MM-dd HH:mm", Locale.US); sdf.setTimeZone(TimeZone.getTimeZone("UTC")); System.out.println(sdf.format(new Date(86400000L * 365)) + " " + sdf.parse("2000-01-01 12:30").getTime());
            Calendar cal = new GregorianCalendar(TimeZone.getTimeZone("UTC"), Locale.US); cal.clear(); cal.set(2024, Calendar.MARCH, 15, 10, 0); cal.add(Calendar.DAY_OF_MONTH, 20); System.out.println(cal.get(Calendar.MONTH) + " " + cal.get(Calendar.DAY_OF_MONTH) + " " + cal.get(Calendar.DAY_OF_WEEK) + " " + cal.getTimeInMillis());
            System.out.println(String.format("%08.2f|%-8.1e|%+.3g", -3.14159, 12345.6789, 0.000123456));

        }
    }
}
