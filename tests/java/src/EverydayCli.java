// Small command-line tools: word count, CSV, argument parsing, Properties, templates,
// hexdump, a shunting-yard calculator, exceptions with causes, java.text formats,
// java.io readers and streams, Scanner over strings, checked collections.
import java.io.*;
import java.math.*;
import java.nio.charset.StandardCharsets;
import java.text.*;
import java.util.*;
import java.util.regex.*;
import java.util.stream.*;

public class EverydayCli {
    static class InsufficientFundsException extends Exception {
        final BigDecimal shortfall;
        InsufficientFundsException(String msg, BigDecimal shortfall) { super(msg); this.shortfall = shortfall; }
    }
    static class DataException extends RuntimeException {
        DataException(String m, Throwable cause) { super(m, cause); }
    }

    public static void main(String[] args) throws Exception {
        wordCount(); csv(); argParse(); props(); template(); hexdump(); tokenizer(); bank(); textFormats(); io(); scanner(); checked(); misc();
    }

    static void wordCount() {
        String text = """
            It was the best of times, it was the worst of times,
            it was the age of wisdom, it was the age of foolishness,
            it was the epoch of belief, it was the epoch of incredulity...
            """;
        Scanner sc = new Scanner(text);
        int lines = 0, words = 0, chars = text.length();
        while (sc.hasNextLine()) { String l = sc.nextLine(); lines++; words += l.isBlank() ? 0 : l.trim().split("\\s+").length; }
        System.out.printf("%7d %7d %7d%n", lines, words, chars);
        Map<String, Long> freq = Arrays.stream(text.toLowerCase().split("[^a-z']+")).filter(w -> !w.isEmpty())
            .collect(Collectors.groupingBy(w -> w, TreeMap::new, Collectors.counting()));
        freq.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
            .limit(6).forEach(e -> System.out.printf("%-10s%3d %s%n", e.getKey(), e.getValue(), "*".repeat(e.getValue().intValue())));
        HashMap<String, Integer> hm = new HashMap<>();
        for (String w : text.split("\\W+")) if (!w.isEmpty()) hm.merge(w, 1, Integer::sum);
        System.out.println(hm);
        System.out.println(hm.keySet().stream().filter(k -> k.length() > 5).collect(Collectors.toSet()));
    }

    static List<String> parseCsvLine(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean q = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (q) {
                if (c == '"') { if (i + 1 < line.length() && line.charAt(i + 1) == '"') { cur.append('"'); i++; } else q = false; }
                else cur.append(c);
            } else if (c == '"') q = true;
            else if (c == ',') { out.add(cur.toString()); cur.setLength(0); }
            else cur.append(c);
        }
        out.add(cur.toString());
        return out;
    }
    static void csv() {
        String data = "name,qty,price\n\"Widget, large\",3,9.99\nGadget,10,0.5\n\"Quote \"\"x\"\"\",1,100\nBad,x,1";
        BigDecimal total = BigDecimal.ZERO;
        for (String line : data.split("\n")) {
            List<String> f = parseCsvLine(line);
            if (f.get(0).equals("name")) continue;
            try {
                BigDecimal sub = new BigDecimal(f.get(2)).multiply(BigDecimal.valueOf(Integer.parseInt(f.get(1))));
                total = total.add(sub);
                System.out.printf("%-16s %4s %8s %10s%n", f.get(0), f.get(1), f.get(2), sub.setScale(2, RoundingMode.HALF_UP));
            } catch (NumberFormatException e) {
                DataException de = new DataException("bad row: " + f, e);
                System.out.println(de + " <- " + de.getCause());
            }
        }
        System.out.println("total " + total + " " + total.setScale(1, RoundingMode.HALF_EVEN) + " " + total.toPlainString() + " " + total.stripTrailingZeros()
            + " " + total.divide(new BigDecimal("3"), MathContext.DECIMAL32) + " " + total.divide(BigDecimal.valueOf(7), 4, RoundingMode.DOWN));
        try { total.divide(new BigDecimal("3")); } catch (ArithmeticException e) { System.out.println(e.getMessage()); }
    }

    static void argParse() {
        String[] argv = {"-v", "--output=out.txt", "-n", "5", "input1", "--", "-notflag", "--mode", "fast"};
        Map<String, String> opts = new LinkedHashMap<>();
        List<String> pos = new ArrayList<>();
        boolean rest = false;
        for (int i = 0; i < argv.length; i++) {
            String a = argv[i];
            if (rest) { pos.add(a); continue; }
            switch (a) {
                case "--" -> rest = true;
                case "-v" -> opts.put("verbose", "true");
                case "-n" -> opts.put("count", argv[++i]);
                default -> {
                    if (a.startsWith("--") && a.contains("=")) { String[] kv = a.substring(2).split("=", 2); opts.put(kv[0], kv[1]); }
                    else if (a.startsWith("--")) opts.put(a.substring(2), argv[++i]);
                    else pos.add(a);
                }
            }
        }
        System.out.println(opts + " " + pos + " " + String.join("|", pos));
    }

    static void props() throws IOException {
        String cfg = "# comment\n! also comment\nhost = example.org\nport:8080\nname=Hello\\u0020World\nmulti = one, \\\n   two\nempty=\nkey\\ with\\ space=v\n";
        Properties p = new Properties();
        p.load(new StringReader(cfg));
        System.out.println(new TreeMap<>(p));
        System.out.println(p.getProperty("port") + " " + p.getProperty("missing", "def") + " " + Integer.parseInt(p.getProperty("port")) * 2 + " " + p.stringPropertyNames().size());
        Properties d = new Properties(p);
        d.setProperty("host", "override");
        System.out.println(d.getProperty("host") + " " + d.getProperty("name") + " " + d.size() + " " + new TreeSet<>(d.stringPropertyNames()));
        StringWriter sw = new StringWriter();
        PrintWriter pw = new PrintWriter(sw);
        Properties small = new Properties(); small.setProperty("a", "1");
        small.list(pw); pw.flush();
        System.out.print(sw);
    }

    static void template() {
        String tpl = "Hello ${name}, you owe ${amount} to ${creditor}. ${unknown}!";
        Map<String, String> vars = Map.of("name", "Ann", "amount", "$12.50", "creditor", "Bob\\Co");
        Matcher m = Pattern.compile("\\$\\{(\\w+)}").matcher(tpl);
        StringBuilder sb = new StringBuilder();
        while (m.find()) m.appendReplacement(sb, Matcher.quoteReplacement(vars.getOrDefault(m.group(1), "<" + m.group(1) + ">")));
        m.appendTail(sb);
        System.out.println(sb);
        System.out.println(Pattern.compile("(?<user>\\w+)@(?<host>[\\w.]+)").matcher("mail ann@example.org and bob@test.net").replaceAll("${host}:${user}"));
        System.out.println("2024-01-15".replaceAll("(\\d+)-(\\d+)-(\\d+)", "$3/$2/$1") + " " + "a1b22c333".split("\\d+").length + " " + Arrays.toString("a,b,,c,,".split(",")) + " " + Arrays.toString("a,b,,c,,".split(",", -1)));
        Matcher dm = Pattern.compile("(\\d{4})-(\\d{2})").matcher("x 2020-03 y 1999-12");
        while (dm.find()) System.out.print(dm.group() + "@" + dm.start() + "-" + dm.end() + "[" + dm.group(1) + "," + dm.group(2) + "] ");
        System.out.println(Pattern.matches("[a-z]+\\d?", "abc1") + " " + Pattern.compile(",\\s*").splitAsStream("x, y,z").collect(Collectors.toList()) + " " + Pattern.quote("a.b"));
        try { Pattern.compile("(unclosed"); } catch (PatternSyntaxException e) { System.out.println(e.getDescription() + " @" + e.getIndex() + "\n" + e.getMessage()); }
    }

    static void hexdump() {
        byte[] data = "Hello, World! The quick brown fox.\n\u00e9\u20ac".getBytes(StandardCharsets.UTF_8);
        for (int off = 0; off < data.length; off += 16) {
            StringBuilder hex = new StringBuilder(), asc = new StringBuilder();
            for (int i = off; i < off + 16; i++) {
                if (i < data.length) { hex.append(String.format("%02x ", data[i])); asc.append(data[i] >= 32 && data[i] < 127 ? (char) data[i] : '.'); }
                else hex.append("   ");
                if (i == off + 7) hex.append(' ');
            }
            System.out.printf("%08x  %s |%s|%n", off, hex, asc);
        }
        System.out.println(HexFormat.of().formatHex(data, 0, 6) + " " + HexFormat.ofDelimiter(":").withUpperCase().formatHex(new byte[]{1, -2, 127}) + " " + Base64.getEncoder().encodeToString(data));
    }

    static void tokenizer() {
        StringTokenizer st = new StringTokenizer("3 + 4 * (2 - 1)", "+-*/() ", true);
        List<String> toks = new ArrayList<>();
        while (st.hasMoreTokens()) { String t = st.nextToken(); if (!t.isBlank()) toks.add(t); }
        System.out.println(toks + " " + new StringTokenizer("a b  c").countTokens());
        // shunting-yard
        Deque<String> ops = new ArrayDeque<>(); List<String> out = new ArrayList<>();
        Map<String, Integer> prec = Map.of("+", 1, "-", 1, "*", 2, "/", 2);
        for (String t : toks) {
            if (t.chars().allMatch(Character::isDigit)) out.add(t);
            else if (t.equals("(")) ops.push(t);
            else if (t.equals(")")) { while (!ops.peek().equals("(")) out.add(ops.pop()); ops.pop(); }
            else { while (!ops.isEmpty() && prec.getOrDefault(ops.peek(), 0) >= prec.get(t)) out.add(ops.pop()); ops.push(t); }
        }
        while (!ops.isEmpty()) out.add(ops.pop());
        Deque<Integer> ev = new ArrayDeque<>();
        for (String t : out) {
            switch (t) {
                case "+" -> ev.push(ev.pop() + ev.pop());
                case "*" -> ev.push(ev.pop() * ev.pop());
                case "-" -> { int b = ev.pop(); ev.push(ev.pop() - b); }
                case "/" -> { int b = ev.pop(); ev.push(ev.pop() / b); }
                default -> ev.push(Integer.valueOf(t));
            }
        }
        System.out.println(String.join(" ", out) + " = " + ev.pop());
    }

    static BigDecimal withdraw(BigDecimal bal, BigDecimal amt) throws InsufficientFundsException {
        if (amt.compareTo(bal) > 0) throw new InsufficientFundsException("need " + amt + " have " + bal, amt.subtract(bal));
        return bal.subtract(amt);
    }
    static void bank() {
        BigDecimal bal = new BigDecimal("100.00");
        for (String s : List.of("30", "50.5", "40", "-")) {
            try {
                bal = withdraw(bal, new BigDecimal(s));
                System.out.println("ok, balance " + bal);
            } catch (InsufficientFundsException e) {
                System.out.println(e.getMessage() + " short " + e.shortfall + " " + e.getClass().getName());
            } catch (NumberFormatException e) {
                System.out.println("NFE " + e.getMessage());
            } finally {
                System.out.print("");
            }
        }
        try {
            try { throw new IOException("disk full"); }
            catch (IOException e) { throw new UncheckedIOException("save failed", e); }
        } catch (UncheckedIOException e) {
            System.out.println(e + " / " + e.getCause() + " / " + e.getCause().getMessage());
        }
        Exception chain = new RuntimeException(new IllegalStateException("inner"));
        System.out.println(chain.getMessage() + " | " + chain + " | " + new Exception((String) null) + " | " + new Error(new Throwable()).getMessage());
        Exception sup = new Exception("main");
        sup.addSuppressed(new RuntimeException("close1"));
        System.out.println(Arrays.toString(sup.getSuppressed()) + " " + sup.getLocalizedMessage());
        System.out.println(new BigDecimal("1234.5678").setScale(2, RoundingMode.HALF_UP) + " " + new BigDecimal("0.1").add(new BigDecimal("0.2")) + " " + (0.1 + 0.2)
            + " " + new BigDecimal(0.1) + " " + BigDecimal.valueOf(0.1) + " " + new BigDecimal("1E+3").toPlainString() + " " + new BigDecimal("1000").stripTrailingZeros()
            + " " + new BigDecimal("2").sqrt(new MathContext(20)) + " " + new BigDecimal("123.456").precision() + "/" + new BigDecimal("123.456").scale()
            + " " + new BigDecimal("-7.5").setScale(0, RoundingMode.HALF_EVEN) + " " + new BigDecimal("19.99").multiply(new BigDecimal("0.075")).setScale(2, RoundingMode.HALF_UP));
    }

    
    static void textFormats() {
        DecimalFormat df = new DecimalFormat("#,##0.00");
        System.out.println(df.format(1234567.891) + " " + df.format(-0.005) + " " + new DecimalFormat("000.#").format(3.14159) + " " + new DecimalFormat("0.###E0").format(123456) + " " + new DecimalFormat("##0.##E0").format(0.000123456)
            + " " + new DecimalFormat("#%").format(0.256) + " " + new DecimalFormat("$#,##0.00;($#,##0.00)").format(-42.5));
        NumberFormat nf = NumberFormat.getInstance(Locale.US);
        nf.setMaximumFractionDigits(1);
        System.out.println(nf.format(12345.678) + " " + NumberFormat.getCurrencyInstance(Locale.US).format(1234.5) + " " + NumberFormat.getPercentInstance(Locale.US).format(0.75)
            + " " + NumberFormat.getIntegerInstance(Locale.US).format(2.5) + " " + NumberFormat.getIntegerInstance(Locale.US).format(3.5));
        try { System.out.println(NumberFormat.getInstance(Locale.US).parse("1,234.5") + " " + new DecimalFormat("#").parse("42abc")); } catch (ParseException e) { System.out.println(e); }
        System.out.println(MessageFormat.format("{0} has {1} items costing {2,number,#.##} on {3}", "Cart", 3, 9.5, "Monday") + " " + MessageFormat.format("It''s {0}", "ok"));
        System.out.println(new ChoiceFormat("0#no files|1#one file|1<{0} files").format(2) + " " + MessageFormat.format("{0,choice,0#none|1#one|1<many ({0,number,integer})}", 5));
        SimpleDateFormat sdf = new SimpleDateFormat("yyyy-MM-dd HH:mm:ss", Locale.US);
        sdf.setTimeZone(TimeZone.getTimeZone("UTC"));
        System.out.println(sdf.format(new Date(1_000_000_000_000L)) + " " + new SimpleDateFormat("EEE, d MMM yyyy", Locale.US).format(new GregorianCalendar(2020, Calendar.FEBRUARY, 29).getTime()));
        try { System.out.println(sdf.parse("2001-09-09 01:46:40").getTime()); } catch (ParseException e) { System.out.println(e); }
    }

    static void io() throws IOException {
        StringWriter sw = new StringWriter();
        try (PrintWriter pw = new PrintWriter(sw)) {
            pw.printf("%s=%d%n", "x", 1);
            pw.println(3.5);
            pw.print(new char[]{'o', 'k'});
        }
        BufferedReader br = new BufferedReader(new StringReader(sw.toString()));
        String line; int n = 0;
        while ((line = br.readLine()) != null) System.out.print("[" + ++n + ":" + line + "]");
        System.out.println();
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        try (DataOutputStream dos = new DataOutputStream(bos)) { dos.writeInt(258); dos.writeUTF("héllo"); dos.writeDouble(1.5); dos.writeLong(-1); dos.writeBoolean(true); }
        byte[] bytes = bos.toByteArray();
        System.out.println(bytes.length + " " + Arrays.toString(Arrays.copyOf(bytes, 12)));
        DataInputStream dis = new DataInputStream(new ByteArrayInputStream(bytes));
        System.out.println(dis.readInt() + " " + dis.readUTF() + " " + dis.readDouble() + " " + dis.readLong() + " " + dis.readBoolean() + " " + dis.read());
        try { dis.readInt(); } catch (EOFException e) { System.out.println("EOF " + e.getMessage()); }
        LineNumberReader lnr = new LineNumberReader(new StringReader("a\nb\nc"));
        lnr.readLine(); lnr.readLine();
        System.out.println("line " + lnr.getLineNumber());
        PushbackReader pr = new PushbackReader(new StringReader("xyz"));
        int c = pr.read(); pr.unread(c);
        System.out.println((char) pr.read() + "" + (char) pr.read());
        streamTok();
        CharArrayWriter caw = new CharArrayWriter(); caw.write("chars"); caw.append('!');
        System.out.println(caw + " " + caw.size() + " " + new String(caw.toCharArray(), 1, 3));
        BufferedReader lines = new BufferedReader(new StringReader("one\ntwo\nthree"));
        System.out.println(lines.lines().map(String::toUpperCase).collect(Collectors.joining("/")));
        Reader r = new InputStreamReader(new ByteArrayInputStream("añb".getBytes(StandardCharsets.UTF_8)), StandardCharsets.UTF_8);
        char[] buf = new char[10]; int k = r.read(buf);
        System.out.println(k + " " + String.valueOf(buf, 0, k) + " " + new String("añb".getBytes(StandardCharsets.ISO_8859_1), StandardCharsets.ISO_8859_1) + " " + "añb".getBytes(StandardCharsets.UTF_16).length);
        SequenceInputStream seq = new SequenceInputStream(new ByteArrayInputStream(new byte[]{65, 66}), new ByteArrayInputStream(new byte[]{67}));
        System.out.println(new String(seq.readAllBytes(), StandardCharsets.US_ASCII));
        PrintStream ps = new PrintStream(new ByteArrayOutputStream(), true, "UTF-8");
        ps.format("%d", 3); System.out.println(ps.checkError());
    }

    
    static void streamTok() throws IOException {
        StreamTokenizer stt = new StreamTokenizer(new StringReader("x = 42 + y * 3.5 'str'"));
        StringBuilder sb = new StringBuilder();
        while (stt.nextToken() != StreamTokenizer.TT_EOF) sb.append(stt.ttype == StreamTokenizer.TT_NUMBER ? "N" + stt.nval : stt.ttype == StreamTokenizer.TT_WORD ? "W" + stt.sval : stt.ttype == '\'' ? "S" + stt.sval : "C" + (char) stt.ttype).append(' ');
        System.out.println(sb);
    }
    static void scanner() {
        Scanner sc = new Scanner("5\n3 4 5\nAnn 3.5 true\n0x1F 1,234\nend");
        int n = sc.nextInt();
        int a = sc.nextInt(), b = sc.nextInt(), c = sc.nextInt();
        String name = sc.next(); double d = sc.nextDouble(); boolean t = sc.nextBoolean();
        System.out.println(n + " " + (a + b + c) + " " + name + " " + d + " " + t + " " + sc.hasNextInt() + " " + sc.hasNextInt(16));
        String hex = sc.next();
        System.out.println(Integer.decode(hex) + " " + sc.hasNextInt() + " " + sc.next() + " " + sc.nextLine() + "|" + sc.nextLine());
        try { sc.nextLine(); } catch (NoSuchElementException e) { System.out.println(e); }
        Scanner s2 = new Scanner("a;b;;c").useDelimiter(";");
        List<String> parts = new ArrayList<>(); while (s2.hasNext()) parts.add(s2.next());
        System.out.println(parts);
        try { new Scanner("abc").nextInt(); } catch (InputMismatchException e) { System.out.println(e); }
        System.out.println(new Scanner("1 2 3 x").tokens().collect(Collectors.toList()) + " " + new Scanner("k1=v1, k2=v2").findAll("(\\w+)=(\\w+)").map(r -> r.group(2)).collect(Collectors.toList()));
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    static void checked() {
        List<String> safe = Collections.checkedList(new ArrayList<>(), String.class);
        safe.add("ok");
        List raw = safe;
        try { raw.add(42); } catch (ClassCastException e) { System.out.println(e.getMessage()); }
        Map<String, Integer> cm = Collections.checkedMap(new TreeMap<>(), String.class, Integer.class);
        cm.put("a", 1);
        Map rawm = cm;
        try { rawm.put("b", "two"); } catch (ClassCastException e) { System.out.println(e.getMessage()); }
        try { rawm.put(3, 3); } catch (ClassCastException e) { System.out.println(e.getMessage()); }
        Set<Integer> cs = Collections.checkedSet(new HashSet<>(), Integer.class);
        try { ((Set) cs).add("s"); } catch (ClassCastException e) { System.out.println(e.getMessage()); }
        System.out.println(safe + " " + cm + " " + Collections.unmodifiableList(safe) + " " + Collections.synchronizedMap(cm) + " " + Collections.emptyMap() + Collections.singletonList(1)
            + Collections.nCopies(3, "ab") + " " + Collections.frequency(List.of(1, 2, 1, 1), 1) + " " + Collections.disjoint(List.of(1), List.of(2)));
        try { Collections.unmodifiableList(safe).add("x"); } catch (UnsupportedOperationException e) { System.out.println("UOE " + e.getMessage()); }
        List<Integer> nums = new ArrayList<>(List.of(1, 2, 3, 4, 5, 6));
        Collections.rotate(nums, 2); System.out.print(nums + " ");
        Collections.swap(nums, 0, 5); System.out.print(nums + " ");
        Collections.reverse(nums); System.out.print(nums + " ");
        Collections.shuffle(nums, new Random(42)); System.out.println(nums + " " + Collections.binarySearch(List.of(1, 3, 5, 7), 4));
    }

    static void misc() {
        System.out.println(Long.parseUnsignedLong("18446744073709551615") + " " + Long.toUnsignedString(-1L) + " " + Integer.compareUnsigned(-1, 1) + " " + Integer.divideUnsigned(-1, 3)
            + " " + Integer.parseUnsignedInt("4294967295") + " " + Long.remainderUnsigned(-1L, 10) + " " + Math.floorMod(-7, 3) + " " + Math.floorDiv(-7, 3) + " " + (-7 % 3)
            + " " + Math.floorMod(7L, -3) + " " + Integer.signum(-9) + " " + Long.numberOfLeadingZeros(1));
        System.out.println(Math.hypot(3, 4) + " " + Math.cbrt(27) + " " + Math.round(-2.5) + " " + Math.round(2.5) + " " + Math.rint(2.5) + " " + Math.ceil(-0.5) + " " + Math.abs(Integer.MIN_VALUE)
            + " " + Math.pow(2, 0.5) + " " + Math.toDegrees(Math.PI) + " " + Math.log10(1000) + " " + Math.exp(1) + " " + Math.signum(-3.0) + " " + Math.ulp(1.0));
    }
}
