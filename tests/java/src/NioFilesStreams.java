import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.*;
import java.util.stream.*;

/** Files.lines, list, walk and find over a temporary tree (sorted: directory order varies). */
public class NioFilesStreams {
    static Path dir;

    static String rel(Object o) {
        return String.valueOf(o).replace(dir.toString(), "<tmp>");
    }

    static List<String> names(Stream<Path> s) {
        try (Stream<Path> t = s) {
            return t.map(p -> dir.relativize(p).toString()).sorted().collect(Collectors.toList());
        }
    }

    public static void main(String[] args) throws IOException {
        dir = Files.createTempDirectory("niostreams");
        Path a = dir.resolve("a.txt");
        Files.writeString(a, "one\ntwo\r\nthree\rfour");
        try (Stream<String> lines = Files.lines(a)) {
            System.out.println(lines.collect(Collectors.toList()));
        }
        System.out.println(Files.lines(a, StandardCharsets.ISO_8859_1).filter(l -> l.startsWith("t")).count());
        Files.write(dir.resolve("latin.txt"), "caf\u00e9\n".getBytes(StandardCharsets.ISO_8859_1));
        System.out.println(Files.lines(dir.resolve("latin.txt"), StandardCharsets.ISO_8859_1).findFirst().get());
        boolean[] closed = new boolean[1];
        Stream<String> s = Files.lines(a).onClose(() -> closed[0] = true);
        System.out.println(s.limit(2).collect(Collectors.joining("|")));
        s.close();
        System.out.println("closed " + closed[0]);
        try {
            Files.lines(dir.resolve("missing"));
        } catch (IOException e) {
            System.out.println(e.getClass().getName() + ": " + rel(e.getMessage()));
        }

        Path sub = Files.createDirectories(dir.resolve("sub/deeper"));
        Files.writeString(dir.resolve("sub/b.txt"), "bee");
        Files.writeString(sub.resolve("c.dat"), "sea sea");
        Files.createDirectory(dir.resolve("empty"));

        System.out.println(names(Files.list(dir)));
        System.out.println(names(Files.list(dir.resolve("sub"))));
        System.out.println(names(Files.walk(dir)));
        System.out.println(names(Files.walk(dir, 1)));
        System.out.println(names(Files.walk(dir, 0)));
        System.out.println(names(Files.walk(dir.resolve("sub"), 2)));
        System.out.println(names(Files.find(dir, 10, (p, attrs) -> attrs.isRegularFile())));
        System.out.println(names(Files.find(dir, 10, (p, attrs) -> attrs.isDirectory())));
        System.out.println(names(Files.find(dir, 10,
                (p, attrs) -> p.toString().endsWith(".txt") && attrs.size() > 3)));
        try (Stream<Path> w = Files.walk(dir)) {
            System.out.println(w.filter(Files::isRegularFile).mapToLong(p -> {
                try {
                    return Files.size(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }).sum());
        }
        // walk's first element is the start itself
        System.out.println(rel(Files.walk(dir).findFirst().get()));
        try {
            Files.list(a);
        } catch (IOException e) {
            System.out.println(e.getClass().getName() + ": " + rel(e.getMessage()));
        }
        try {
            Files.walk(dir.resolve("nope"));
        } catch (IOException e) {
            System.out.println(e.getClass().getName() + ": " + rel(e.getMessage()));
        }
        try {
            Files.walk(dir, -1);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }

        // delete deepest first
        List<Path> all;
        try (Stream<Path> w = Files.walk(dir)) {
            all = w.sorted(Comparator.reverseOrder()).collect(Collectors.toList());
        }
        for (Path p : all) {
            Files.delete(p);
        }
        System.out.println("gone " + Files.notExists(dir));
    }
}
