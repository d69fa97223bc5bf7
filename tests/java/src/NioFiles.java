import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.*;

/** Files in a temporary directory: write, read, copy, move, delete and their exceptions. */
public class NioFiles {
    static Path dir;

    static String rel(Object o) {
        return String.valueOf(o).replace(dir.toString(), "<tmp>");
    }

    static void err(Exception e) {
        System.out.println(e.getClass().getName() + ": " + rel(e.getMessage()));
    }

    public static void main(String[] args) throws IOException {
        dir = Files.createTempDirectory("niofiles");
        System.out.println(Files.isDirectory(dir) + " " + Files.exists(dir) + " " + dir.getFileName().toString().startsWith("niofiles"));
        Path a = dir.resolve("a.txt");
        System.out.println(Files.exists(a) + " " + Files.notExists(a));
        Files.writeString(a, "héllo\nworld\r\nlast");
        System.out.println(Files.size(a) + " " + Files.isRegularFile(a) + " " + Files.isDirectory(a));
        System.out.println(Files.readString(a).replace("\r", "\\r").replace("\n", "\\n"));
        System.out.println(Files.readAllLines(a));
        System.out.println(Arrays.toString(Files.readAllBytes(a)));
        Files.write(a, List.of("one", "two", "three"));
        System.out.println(Files.readAllLines(a) + " " + Files.size(a));
        Files.write(a, "four\n".getBytes(), StandardOpenOption.APPEND);
        Files.writeString(a, "five\n", StandardOpenOption.APPEND);
        System.out.println(Files.readAllLines(a, StandardCharsets.UTF_8));
        try (BufferedWriter w = Files.newBufferedWriter(dir.resolve("b.txt"))) {
            for (int i = 0; i < 5; i++) {
                w.write("line " + i);
                w.newLine();
            }
        }
        try (BufferedReader r = Files.newBufferedReader(dir.resolve("b.txt"))) {
            String line;
            while ((line = r.readLine()) != null) {
                System.out.print(line + ";");
            }
            System.out.println();
        }
        Files.writeString(dir.resolve("latin.txt"), "café", StandardCharsets.ISO_8859_1);
        System.out.println(Files.size(dir.resolve("latin.txt")) + " " + Files.readString(dir.resolve("latin.txt"), StandardCharsets.ISO_8859_1));
        try {
            Files.readString(dir.resolve("latin.txt"));
        } catch (IOException e) {
            err(e);
        }
        Files.writeString(dir.resolve("u16.txt"), "Aé", StandardCharsets.UTF_16);
        System.out.println(Arrays.toString(Files.readAllBytes(dir.resolve("u16.txt"))) + " "
                + Files.readString(dir.resolve("u16.txt"), StandardCharsets.UTF_16));

        try {
            Files.readAllBytes(dir.resolve("missing"));
        } catch (IOException e) {
            err(e);
        }
        try {
            Files.size(dir.resolve("missing"));
        } catch (IOException e) {
            err(e);
        }
        try {
            Files.delete(dir.resolve("missing"));
        } catch (IOException e) {
            err(e);
        }
        System.out.println(Files.deleteIfExists(dir.resolve("missing")));
        try {
            Files.createFile(a);
        } catch (IOException e) {
            err(e);
        }
        try {
            Files.createDirectory(dir.resolve("x/y"));
        } catch (IOException e) {
            err(e);
        }
        try {
            Files.write(a, new byte[0], StandardOpenOption.CREATE_NEW);
        } catch (IOException e) {
            err(e);
        }
        try {
            Files.writeString(dir.resolve("nope"), "x", StandardOpenOption.WRITE);
        } catch (IOException e) {
            err(e);
        }
        Path deep = Files.createDirectories(dir.resolve("x/y/z"));
        System.out.println(rel(deep) + " " + Files.isDirectory(deep) + " " + rel(Files.createDirectories(deep)));
        try {
            Files.delete(dir.resolve("x"));
        } catch (IOException e) {
            err(e);
        }
        Path c = Files.copy(a, deep.resolve("c.txt"));
        System.out.println(rel(c) + " " + Files.readAllLines(c));
        try {
            Files.copy(a, c);
        } catch (IOException e) {
            err(e);
        }
        Files.copy(dir.resolve("b.txt"), c, StandardCopyOption.REPLACE_EXISTING);
        System.out.println(Files.readAllLines(c).size());
        Path m = Files.move(c, dir.resolve("moved.txt"));
        System.out.println(rel(m) + " " + Files.exists(c) + " " + Files.exists(m));
        try {
            Files.move(c, m);
        } catch (IOException e) {
            err(e);
        }
        try {
            Files.move(a, m);
        } catch (IOException e) {
            err(e);
        }
        Files.move(a, m, StandardCopyOption.REPLACE_EXISTING);
        System.out.println(Files.readAllLines(m));
        try (InputStream in = new ByteArrayInputStream("streamed".getBytes())) {
            System.out.println(Files.copy(in, dir.resolve("s.txt")) + " " + Files.readString(dir.resolve("s.txt")));
        }
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        System.out.println(Files.copy(dir.resolve("s.txt"), bo) + " " + bo);
        try (OutputStream o = Files.newOutputStream(dir.resolve("o.bin")); InputStream in = Files.newInputStream(dir.resolve("s.txt"))) {
            o.write(in.readAllBytes());
        }
        System.out.println(Files.size(dir.resolve("o.bin")) + " " + Files.isSameFile(dir.resolve("o.bin"), dir.resolve("./o.bin")));
        List<String> names = new ArrayList<>();
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir)) {
            for (Path p : ds) {
                names.add(p.getFileName() + (Files.isDirectory(p) ? "/" : ""));
            }
        }
        Collections.sort(names);
        System.out.println(names);
        Path t = Files.createTempFile(dir, "pre", ".suf");
        System.out.println(t.getFileName().toString().startsWith("pre") + " " + t.toString().endsWith(".suf") + " " + Files.size(t));
        // Clean up, deepest first.
        Files.delete(deep);
        Files.delete(dir.resolve("x/y"));
        Files.delete(dir.resolve("x"));
        for (String n : names) {
            if (!n.endsWith("/")) {
                Files.delete(dir.resolve(n));
            }
        }
        Files.delete(t);
        Files.delete(dir);
        System.out.println(Files.exists(dir));
    }
}
