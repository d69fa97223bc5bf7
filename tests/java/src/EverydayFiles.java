// A file tool in a temporary directory: walkFileTree, path matchers, file times and
// attributes, readers and writers, RandomAccessFile, Properties.store and load.
import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.nio.file.attribute.*;
import java.util.*;
import java.util.stream.*;

public class EverydayFiles {
    public static void main(String[] args) throws IOException {
        Path root = Files.createTempDirectory("everyday");
        try {
            Path src = Files.createDirectories(root.resolve("proj/src/main"));
            Files.writeString(src.resolve("App.java"), "class App {}\n// TODO fix\n");
            Files.write(src.resolve("Util.java"), List.of("class Util {", "  // TODO more", "}"));
            Files.writeString(root.resolve("proj/README.md"), "# Title\ntext\n");
            Files.writeString(root.resolve("proj/notes.txt"), "alpha\nbeta\ngamma\n", StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            try (BufferedWriter w = Files.newBufferedWriter(root.resolve("proj/data.csv"))) { w.write("a,b\n1,2\n"); w.newLine(); }
            try (PrintWriter pw = new PrintWriter(new FileWriter(root.resolve("proj/log.txt").toFile()))) { pw.println("line one"); pw.printf("%d items%n", 3); }
            try (FileWriter fw = new FileWriter(root.resolve("proj/log.txt").toFile(), true)) { fw.write("appended\n"); }

            List<String> tree = new ArrayList<>();
            Files.walkFileTree(root.resolve("proj"), new SimpleFileVisitor<Path>() {
                @Override public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) { tree.add("D " + root.relativize(dir)); return FileVisitResult.CONTINUE; }
                @Override public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) { tree.add("F " + root.relativize(file) + " " + attrs.size()); return FileVisitResult.CONTINUE; }
            });
            Collections.sort(tree);
            tree.forEach(System.out::println);
            try (Stream<Path> s = Files.walk(root)) {
                System.out.println(s.filter(Files::isRegularFile).map(p -> p.getFileName().toString()).sorted().collect(Collectors.toList()));
            }
            PathMatcher javaFiles = FileSystems.getDefault().getPathMatcher("glob:**/*.java");
            PathMatcher txt = FileSystems.getDefault().getPathMatcher("glob:*.{txt,md}");
            try (Stream<Path> s = Files.walk(root)) {
                System.out.println(s.filter(javaFiles::matches).map(p -> p.getFileName().toString()).sorted().toList() + " "
                    + txt.matches(Paths.get("notes.txt")) + txt.matches(Paths.get("a/notes.txt")) + FileSystems.getDefault().getPathMatcher("regex:.*\\.csv").matches(Paths.get("data.csv")));
            }
            try (Stream<Path> s = Files.walk(root)) {
                List<String> todos = s.filter(Files::isRegularFile).sorted().flatMap(p -> { try { return Files.lines(p).filter(l -> l.contains("TODO")).map(l -> p.getFileName() + ": " + l.strip()); } catch (IOException e) { throw new UncheckedIOException(e); } }).collect(Collectors.toList());
                System.out.println(todos);
            }
            Path log = root.resolve("proj/log.txt");
            System.out.println(Files.readAllLines(log) + " " + Files.size(log) + " " + Files.isWritable(log) + " " + Files.isExecutable(log) + " " + Files.isSymbolicLink(log) + " " + Files.isReadable(log));
            try (BufferedReader br = new BufferedReader(new FileReader(log.toFile()))) { System.out.println(br.readLine() + "|" + br.read() + "|" + br.readLine()); }
            BasicFileAttributes attrs = Files.readAttributes(log, BasicFileAttributes.class);
            System.out.println(attrs.isRegularFile() + " " + attrs.isDirectory() + " " + attrs.size() + " " + (attrs.lastModifiedTime().toMillis() > 0));
            Files.setLastModifiedTime(log, FileTime.fromMillis(1_000_000_000_000L));
            System.out.println(Files.getLastModifiedTime(log) + " " + FileTime.fromMillis(0) + " " + log.toFile().lastModified());
            Path copy = Files.copy(log, root.resolve("proj/log.bak"));
            System.out.println(Files.mismatch(log, copy) + " " + Files.exists(copy));
            Files.move(copy, root.resolve("proj/log.old"), StandardCopyOption.REPLACE_EXISTING);
            try { Files.createFile(log); } catch (FileAlreadyExistsException e) { System.out.println("exists: " + root.relativize(Paths.get(e.getFile()))); }
            try { Files.readString(root.resolve("missing.txt")); } catch (NoSuchFileException e) { System.out.println("missing: " + Paths.get(e.getMessage()).getFileName()); }
            try { new FileInputStream(root.resolve("nope").toFile()); } catch (FileNotFoundException e) { System.out.println(e.getMessage().replace(root.toString(), "ROOT")); }
            try { Files.delete(root.resolve("proj")); } catch (DirectoryNotEmptyException e) { System.out.println("not empty"); }
            File f = root.resolve("proj").toFile();
            String[] names = f.list(); Arrays.sort(names);
            System.out.println(Arrays.toString(names) + " " + f.isDirectory() + " " + new File(f, "notes.txt").length() + " " + new File("a/b/../c.txt").getName() + " " + new File("a/b/c.txt").getParent()
                + " " + Arrays.stream(f.listFiles((d, n) -> n.endsWith(".txt"))).map(File::getName).sorted().toList());
            Path p = Paths.get("/home/user/docs/../file.tar.gz");
            System.out.println(p.normalize() + " " + p.getFileName() + " " + p.getParent() + " " + p.getNameCount() + " " + p.getRoot() + " " + p.subpath(1, 3) + " " + Paths.get("a").resolveSibling("b") + " " + p.startsWith("/home") + " " + Path.of("x", "y", "z"));
            try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(new FileOutputStream(root.resolve("bin.dat").toFile())))) { for (int i = 0; i < 5; i++) out.writeShort(i * 1000); }
            try (RandomAccessFile raf = new RandomAccessFile(root.resolve("bin.dat").toFile(), "r")) { raf.seek(4); System.out.println(raf.readShort() + " " + raf.length() + " " + raf.getFilePointer()); }
            byte[] all = Files.readAllBytes(root.resolve("bin.dat"));
            System.out.println(all.length + " " + Arrays.toString(all));
            Properties props = new Properties(); props.setProperty("k", "v=1"); props.setProperty("empty", "");
            try (Writer w = Files.newBufferedWriter(root.resolve("app.properties"))) { props.store(w, null); }
            List<String> stored = Files.readAllLines(root.resolve("app.properties"));
            System.out.println(stored.stream().filter(l -> !l.startsWith("#")).sorted().toList() + " " + stored.get(0).startsWith("#"));
            Properties back = new Properties();
            try (Reader r = Files.newBufferedReader(root.resolve("app.properties"), StandardCharsets.UTF_8)) { back.load(r); }
            System.out.println(back.getProperty("k") + " " + back.equals(props));
        } finally {
            try (Stream<Path> s = Files.walk(root)) { s.sorted(Comparator.reverseOrder()).forEach(x -> x.toFile().delete()); }
            System.out.println("cleaned " + Files.notExists(root));
        }
        globs();
    }

    static void globs() {
        String[] globs = {"*.java", "**.java", "**/*.java", "src/*/A?.txt", "[abc]*.md", "[!a-c]x", "{foo,bar}/**", "*.{c,h}", "a\\*b", "*"};
        String[] paths = {"A.java", "src/A.java", "src/main/A.java", "src/x/AB.txt", "b.md", "dx", "ax", "foo/bar/baz", "x.h", "a*b", "ab", "", ".hidden"};
        for (String g : globs) {
            PathMatcher m = FileSystems.getDefault().getPathMatcher("glob:" + g);
            StringBuilder sb = new StringBuilder(g + ":");
            for (String p : paths) sb.append(m.matches(Paths.get(p)) ? '1' : '0');
            System.out.println(sb);
        }
        try { FileSystems.getDefault().getPathMatcher("foo:x"); } catch (UnsupportedOperationException e) { System.out.println(e.getMessage()); }
        try { FileSystems.getDefault().getPathMatcher("nocolon"); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        System.out.println(FileSystems.getDefault().getSeparator() + " " + FileSystems.getDefault().getPath("a", "b") + " " + Paths.get("x").getFileSystem().getSeparator());
    }

}
