import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.nio.file.attribute.*;
import java.time.*;
import java.time.format.*;
import java.time.temporal.*;
import java.util.*;
import java.util.stream.*;

// Everyday programs of the kinds people write and teach with, run one after the other:
// errors and I/O: exception messages of the library, helpful NullPointerException messages, files written and read back in a temporary directory, date arithmetic with java.time.
// Each was compared with JDK 17 as a standalone program first.
public class EverydayErrorsIo {
    public static void main(String[] args) throws Exception {
        System.out.println("== ExceptionMessages");
        ExceptionMessages.main(args);
        System.out.println("== HelpfulNulls");
        HelpfulNulls.main(args);
        System.out.println("== FilesRoundTrip");
        FilesRoundTrip.main(args);
        System.out.println("== DateArithmetic");
        DateArithmetic.main(args);
    }

    static class ExceptionMessages {
        static class AppException extends Exception { final int code; AppException(String m, int code, Throwable cause) { super(m, cause); this.code = code; } }
        static class ValidationException extends RuntimeException { ValidationException(String m) { super(m); } @Override public String getMessage() { return "[invalid] " + super.getMessage(); } }
        static class Quiet extends RuntimeException { Quiet(String m) { super(m, null, false, false); } }
        static class Res implements AutoCloseable { final String n; Res(String n) { this.n = n; System.out.println("open " + n); } public void close() throws IOException { System.out.println("close " + n); if (n.equals("bad")) throw new IOException("close failed " + n); } }
        static int parse(String s) throws AppException { try { return Integer.parseInt(s); } catch (NumberFormatException e) { throw new AppException("cannot parse '" + s + "'", 42, e); } }
        static abstract class Animal { abstract String sound(); public String toString() { return getClass().getSimpleName() + " says " + sound(); } }
        static class Dog extends Animal { String sound() { return "woof"; } }
        static class Puppy extends Dog { String sound() { return super.sound() + "ish"; } }
        public static void main(String[] args) {
            try { parse("12x"); } catch (AppException e) { System.out.println(e.getMessage() + " code=" + e.code + " cause=" + e.getCause()); System.out.println(e); }
            try { throw new ValidationException("age < 0"); } catch (RuntimeException e) { System.out.println(e + " | " + e.getLocalizedMessage()); }
            Quiet q = new Quiet("q"); System.out.println(q.getStackTrace().length + " " + q.getSuppressed().length); q.addSuppressed(new Exception("s")); System.out.println(q.getSuppressed().length);
            try (Res a = new Res("a"); Res b = new Res("bad")) { throw new IllegalStateException("body"); }
            catch (Exception e) { System.out.println(e + " suppressed=" + Arrays.toString(e.getSuppressed())); }
            try (Res b = new Res("bad")) { System.out.println("body ok"); } catch (IOException e) { System.out.println("caught " + e.getMessage()); }
            for (Animal a : List.of(new Dog(), new Puppy())) System.out.println(a);
            Object[] samples = { null, "s", 1 };
            for (Object s : samples) {
                try { System.out.println(((String) s).length()); }
                catch (NullPointerException | ClassCastException e) { System.out.println(e.getClass().getName() + ": " + e.getMessage()); }
                finally { System.out.println("finally"); }
            }
            try { Objects.requireNonNull(null, "config must not be null"); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
            try { Objects.requireNonNull(null); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
            try { Objects.requireNonNull(null, () -> "supplied msg"); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
            System.out.println(Objects.requireNonNullElse(null, "dflt") + " " + Objects.requireNonNullElseGet(null, () -> "gen") + " " + Objects.toString(null, "nil") + " " + Objects.hash(1, "a", null) + " " + Objects.equals(null, null) + " " + Objects.isNull(null));
            try { Objects.checkIndex(5, 3); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
            try { Objects.checkFromToIndex(2, 1, 5); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
            try { Objects.checkFromIndexSize(2, 4, 5); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
            try { new ArrayList<>(List.of(1)).get(3); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
            try { int[] a = new int[2]; a[2] = 1; } catch (ArrayIndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
            try { new LinkedList<>().getFirst(); } catch (NoSuchElementException e) { System.out.println(e); }
            try { List.of(1).add(2); } catch (UnsupportedOperationException e) { System.out.println(e); }
            try { Collections.unmodifiableList(new ArrayList<>()).add(1); } catch (UnsupportedOperationException e) { System.out.println(e); }
            try { new ArrayList<>(List.of(1, 2)).iterator().remove(); } catch (IllegalStateException e) { System.out.println(e); }
            try { List<Integer> l = new ArrayList<>(List.of(1, 2, 3)); for (Integer i : l) if (i == 1) l.remove(i); } catch (ConcurrentModificationException e) { System.out.println(e); }
            try { Integer.parseInt(""); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }
            try { Integer.parseInt(null); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }
            try { Long.parseLong("99999999999999999999"); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }
            try { Double.parseDouble("1.2.3"); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }
            try { Integer.valueOf("12", 99); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }
            try { Object x = "s"; Integer i = (Integer) x; } catch (ClassCastException e) { System.out.println(e.getMessage()); }
            try { Object[] arr = new String[1]; arr[0] = 1; } catch (ArrayStoreException e) { System.out.println(e); }
            try { int[] neg = new int[-1]; } catch (NegativeArraySizeException e) { System.out.println(e); }
            try { throw new Error("custom error"); } catch (Error e) { System.out.println(e); }
            try { recurse(0); } catch (StackOverflowError e) { System.out.println("SOE " + (e.getMessage() == null)); }
            Throwable chain = new RuntimeException("outer", new IOException("middle", new IllegalArgumentException("inner")));
            for (Throwable t = chain; t != null; t = t.getCause()) System.out.println(" -> " + t);
            System.out.println(new RuntimeException(new IOException("x")).getMessage() + " | " + new Exception((String) null) + " | " + new Exception((Throwable) null).getMessage());
            StringWriter sw = new StringWriter(); new Exception("printed").printStackTrace(new PrintWriter(sw));
            System.out.println(sw.toString().lines().findFirst().get());
            try { throw new UncheckedIOException("wrap", new IOException("io")); } catch (UncheckedIOException e) { System.out.println(e + " / " + e.getCause()); }
            try { Iterator<String> it = List.<String>of().iterator(); it.next(); } catch (NoSuchElementException e) { System.out.println(e); }
            try { new HashMap<String, Integer>().merge("k", null, Integer::sum); } catch (NullPointerException e) { System.out.println("npe " + e.getMessage()); }
            try { Map.of("a", 1, "a", 2); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
            try { Set.of(1, 1); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
            try { new ArrayList<Integer>(-1); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
            try { new HashMap<String, String>(-1); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
            try { "abc".repeat(-1); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
            try { new Random().ints(-1); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
            try { new Random(1).nextInt(0); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
            try { Optional.empty().get(); } catch (NoSuchElementException e) { System.out.println(e.getMessage()); }
            try { Optional.empty().orElseThrow(); } catch (NoSuchElementException e) { System.out.println(e.getMessage()); }
            try { Optional.of(null); } catch (NullPointerException e) { System.out.println("of(null) " + e.getMessage()); }
            try { List.of(1, null); } catch (NullPointerException e) { System.out.println("List.of null " + e.getMessage()); }
            try { new ArrayDeque<>().pop(); } catch (NoSuchElementException e) { System.out.println(e); }
            try { new ArrayDeque<>().addFirst(null); } catch (NullPointerException e) { System.out.println("deque null " + e.getMessage()); }
            try { new PriorityQueue<>().remove(); } catch (NoSuchElementException e) { System.out.println(e); }
            try { new TreeMap<>().firstKey(); } catch (NoSuchElementException e) { System.out.println(e); }
            try { new TreeSet<Object>().add(new Object()); } catch (ClassCastException e) { System.out.println("tree cce " + e.getMessage().replaceAll("@.*", "")); }
            try { Arrays.asList(1, 2).add(3); } catch (UnsupportedOperationException e) { System.out.println(e); }
            try { "x".getBytes("NOPE"); } catch (UnsupportedEncodingException e) { System.out.println(e); }
            try { Thread.sleep(-1); } catch (Exception e) { System.out.println(e); }
            try { Enum.valueOf(Thread.State.class, "RUN"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
            try { Class.forName("com.nope.Missing"); } catch (ClassNotFoundException e) { System.out.println(e); }
            try { "abc".getChars(0, 5, new char[5], 0); } catch (StringIndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
            try { Arrays.copyOfRange(new int[3], 2, 1); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
            try { new int[3].clone()[5] = 0; } catch (ArrayIndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
            try { List.of(1,2,3).subList(2, 1); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
            try { new ArrayList<>(List.of(1,2,3)).subList(0, 5); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
            try { new ArrayList<>(List.of(1,2,3)).add(7, 1); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
            try { new LinkedList<>(List.of(1,2,3)).get(7); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
            try { Arrays.asList(1,2,3).get(7); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
            try { "abc".substring(1, 7); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
            try { new StringBuilder("abc").setLength(-1); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
            try { Character.toChars(-1); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
            try { Integer.parseInt("2147483648"); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }
            try { Integer.parseInt("12", 1); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }
        }
        static int recurse(int n) { return recurse(n + 1) + 1; }
    }

    static class HelpfulNulls {
        String name; int[] arr; HelpfulNulls next;
        public static void main(String[] args) {
            System.out.println("npe test");
            HelpfulNulls p = new HelpfulNulls();
            Map<String, String> m = new HashMap<>();
            try { System.out.println(p.name.length()); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
            try { System.out.println(p.arr[0]); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
            try { System.out.println(p.next.name); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
            try { System.out.println(m.get("k").trim()); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
            try { Integer i = null; int x = i; } catch (NullPointerException e) { System.out.println(e.getMessage()); }
            try { String s = null; switch (s) { default: } } catch (NullPointerException e) { System.out.println(e.getMessage()); }
            try { Object o = null; synchronized (o) {} } catch (NullPointerException e) { System.out.println(e.getMessage()); }
            try { throw null; } catch (NullPointerException e) { System.out.println(e.getMessage()); }
            try { List<String> l = null; for (String s : l) {} } catch (NullPointerException e) { System.out.println(e.getMessage()); }
        }
    }

    static class FilesRoundTrip {
        public static void main(String[] args) throws IOException {
            Path dir = Files.createTempDirectory("lgtest");
            try {
                Path f = dir.resolve("data.txt");
                Files.writeString(f, "alpha\nbeta\ngamma\n");
                System.out.println(Files.exists(f) + " " + Files.size(f) + " " + Files.isRegularFile(f) + " " + Files.isDirectory(dir) + " " + f.getFileName() + " " + f.getParent().equals(dir));
                System.out.println(Files.readAllLines(f) + " " + Files.readString(f).length());
                Files.write(f, List.of("delta", "epsilon"), StandardOpenOption.APPEND);
                try (Stream<String> lines = Files.lines(f)) { System.out.println(lines.filter(l -> l.contains("a")).map(String::toUpperCase).collect(Collectors.toList())); }
                try (BufferedReader br = Files.newBufferedReader(f)) { String line; int n = 0; while ((line = br.readLine()) != null) n += line.length(); System.out.println("chars " + n); }
                Path g = dir.resolve("out.csv");
                try (BufferedWriter bw = Files.newBufferedWriter(g)) { for (int i = 1; i <= 3; i++) { bw.write(i + "," + i * i); bw.newLine(); } }
                try (PrintWriter pw = new PrintWriter(new FileWriter(g.toFile(), true))) { pw.printf("%d,%s%n", 4, "x"); pw.println("5,25"); }
                System.out.println(Files.readAllLines(g));
                byte[] bin = {1, 2, 3, (byte) 200}; Path b = dir.resolve("bin.dat"); Files.write(b, bin); System.out.println(Arrays.toString(Files.readAllBytes(b)));
                try (DataOutputStream dos = new DataOutputStream(new FileOutputStream(b.toFile()))) { dos.writeInt(42); dos.writeUTF("héllo"); dos.writeDouble(2.5); dos.writeLong(-1); dos.writeBoolean(true); }
                try (DataInputStream dis = new DataInputStream(new BufferedInputStream(new FileInputStream(b.toFile())))) { System.out.println(dis.readInt() + " " + dis.readUTF() + " " + dis.readDouble() + " " + dis.readLong() + " " + dis.readBoolean() + " " + dis.read()); }
                Files.createDirectories(dir.resolve("sub/deeper"));
                Files.writeString(dir.resolve("sub/a.txt"), "A"); Files.copy(f, dir.resolve("sub/copy.txt")); Files.move(dir.resolve("sub/a.txt"), dir.resolve("sub/b.txt"));
                try (Stream<Path> s = Files.list(dir.resolve("sub"))) { System.out.println(s.map(p -> p.getFileName().toString()).sorted().collect(Collectors.toList())); }
                try (Stream<Path> s = Files.walk(dir)) { System.out.println(s.map(p -> dir.relativize(p).toString()).sorted().collect(Collectors.toList())); }
                try { Files.copy(f, dir.resolve("sub/copy.txt")); } catch (FileAlreadyExistsException e) { System.out.println("FAEE " + dir.relativize(Paths.get(e.getMessage()))); }
                try { Files.readString(dir.resolve("missing.txt")); } catch (NoSuchFileException e) { System.out.println("NSFE " + dir.relativize(Paths.get(e.getMessage()))); }
                try { new FileInputStream(dir.resolve("nope").toFile()); } catch (FileNotFoundException e) { System.out.println("FNF " + e.getMessage().substring(dir.toString().length())); }
                try { Files.delete(dir.resolve("sub")); } catch (DirectoryNotEmptyException e) { System.out.println("DNEE"); }
                System.out.println(Files.deleteIfExists(dir.resolve("zzz")) + " " + Files.notExists(dir.resolve("zzz")));
                File file = f.toFile(); System.out.println(file.getName() + " " + file.length() + " " + file.isFile() + " " + file.canRead() + " " + new File(dir.toFile(), "sub").list().length + " " + file.getParentFile().equals(dir.toFile()));
                Path p = Paths.get("/a/b/../c/./d.txt"); System.out.println(p.normalize() + " " + p.getNameCount() + " " + p.getRoot() + " " + p.subpath(1, 3) + " " + Paths.get("x").resolveSibling("y") + " " + Path.of("a", "b", "c") + " " + p.isAbsolute() + " " + Paths.get("a/b").relativize(Paths.get("a/c/d")) + " " + p.startsWith("/a") + " " + p.endsWith("d.txt"));
                try (Scanner sc = new Scanner(f)) { int cnt = 0; while (sc.hasNextLine()) { sc.nextLine(); cnt++; } System.out.println("lines " + cnt); }

                try (InputStreamReader r = new InputStreamReader(new ByteArrayInputStream("ü€".getBytes(StandardCharsets.UTF_8)), StandardCharsets.UTF_8)) { int ch; StringBuilder sb = new StringBuilder(); while ((ch = r.read()) != -1) sb.append(Integer.toHexString(ch)).append(' '); System.out.println(sb); }

                StringReader sr = new StringReader("one\ntwo"); LineNumberReader lnr = new LineNumberReader(sr); lnr.readLine(); lnr.readLine(); System.out.println("lnr " + lnr.getLineNumber());
                try (Writer fw = Files.newBufferedWriter(dir.resolve("utf.txt"), StandardCharsets.UTF_8)) { fw.write("naïve ☃\n"); } System.out.println(Files.size(dir.resolve("utf.txt")) + " " + Files.readString(dir.resolve("utf.txt")).strip());

            } finally {
                try (Stream<Path> s = Files.walk(dir)) { s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete()); }
                System.out.println("cleaned " + !Files.exists(dir));
            }
        }
    }

    static class DateArithmetic {
        public static void main(String[] args) {
            LocalDate d = LocalDate.of(2024, 1, 31);
            System.out.println(d + " " + d.plusMonths(1) + " " + d.plusDays(30) + " " + d.minusYears(1).isLeapYear() + " " + d.getDayOfWeek() + " " + d.getDayOfYear());
            LocalDate e = LocalDate.of(2025, Month.MARCH, 15);
            Period p = Period.between(d, e);
            System.out.println(p + " " + p.getYears() + "y " + p.getMonths() + "m " + p.getDays() + "d total months " + p.toTotalMonths());
            System.out.println(ChronoUnit.DAYS.between(d, e) + " " + ChronoUnit.WEEKS.between(d, e) + " " + d.until(e, ChronoUnit.MONTHS));
            DateTimeFormatter f = DateTimeFormatter.ofPattern("dd/MM/yyyy");
            System.out.println(d.format(f) + " " + LocalDate.parse("05/11/2023", f) + " " + e.format(DateTimeFormatter.ofPattern("EEEE, MMMM d, uuuu", Locale.US)));
            System.out.println(e.format(DateTimeFormatter.ofPattern("EEE MMM dd yy", Locale.US)) + " " + e.format(DateTimeFormatter.ISO_DATE) + " " + e.format(DateTimeFormatter.BASIC_ISO_DATE));
            LocalDateTime dt = LocalDateTime.of(2023, 12, 31, 23, 59, 30);
            System.out.println(dt + " " + dt.plusSeconds(45) + " " + dt.format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss")) + " " + dt.format(DateTimeFormatter.ofPattern("hh:mm a", Locale.US)));
            System.out.println( dt.withDayOfMonth(1) + " " + dt.toLocalDate() + " " + dt.toLocalTime());
            LocalTime t = LocalTime.of(9, 5);
            System.out.println(t + " " + t.plusMinutes(125) + " " + t.minusHours(10) + " " + LocalTime.parse("13:45:20").getSecond() + " " + LocalTime.MIDNIGHT + " " + LocalTime.NOON);
            Duration du = Duration.ofMinutes(135).plusSeconds(7);
            System.out.println(du + " " + du.toHours() + " " + du.toMinutesPart() + " " + du.getSeconds() + " " + Duration.between(t, LocalTime.of(17, 30)) + " " + Duration.ofMillis(1500));
            System.out.println(Period.ofDays(45).normalized() + " " + Period.of(1, 14, 3).normalized() + " " + Period.parse("P2Y3M") + " " + Duration.parse("PT1H30M"));
            System.out.println(d.with(TemporalAdjusters.lastDayOfMonth()) + " " + d.with(TemporalAdjusters.next(DayOfWeek.MONDAY)) + " " + d.with(TemporalAdjusters.firstDayOfNextMonth()));
            System.out.println(YearMonth.of(2024, 2).lengthOfMonth() + " " + Year.of(1900).isLeap() + " " + YearMonth.parse("2023-07"));
            ZonedDateTime z = ZonedDateTime.of(dt, ZoneId.of("UTC"));
            System.out.println(z + " " + z.toInstant() + " " + z.toEpochSecond() + " " + Instant.ofEpochSecond(0) + " " + Instant.ofEpochMilli(1700000000123L));

            System.out.println(ZoneOffset.ofHoursMinutes(-5, -30));
            System.out.println(d.isBefore(e) + " " + d.compareTo(e) + " " + d.equals(LocalDate.parse("2024-01-31")) + " " + d.hashCode());
            List<LocalDate> dates = new ArrayList<>(List.of(e, d, LocalDate.of(2020, 2, 29)));
            Collections.sort(dates);
            System.out.println(dates + " " + LocalDate.of(2020, 2, 29).plusYears(1));

            try { LocalDate.of(2023, 2, 29); } catch (DateTimeException ex) { System.out.println(ex.getMessage()); }
            try { LocalDate.parse("2023-13-01"); } catch (DateTimeParseException ex) { System.out.println(ex.getMessage()); }
            try { LocalDate.parse("31/01/2024x", f); } catch (DateTimeParseException ex) { System.out.println(ex.getMessage()); }
            System.out.println(DayOfWeek.MONDAY.plus(10) + " " + Month.JANUARY.minus(2) + " " + Month.FEBRUARY.maxLength() + " " + DayOfWeek.FRIDAY.getDisplayName(TextStyle.SHORT, Locale.US));
            System.out.println(LocalDate.ofEpochDay(19000) + " " + d.toEpochDay() + " " + LocalDate.ofYearDay(2024, 60));
            System.out.println(LocalDateTime.parse("2024-03-10T02:30").atZone(ZoneOffset.UTC).withZoneSameInstant(ZoneOffset.ofHours(9)));
        }
    }
}
