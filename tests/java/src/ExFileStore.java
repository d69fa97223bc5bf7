import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.*;
import java.util.stream.*;

public class ExFileStore {
    static void show(Exception e) {
        String m = e.getMessage();
        if (e instanceof FileSystemException) m = Paths.get(((FileSystemException) e).getFile()).getFileName().toString();
        System.out.println(e.getClass().getSimpleName() + ": " + m);
    }

    static void walk(Path p, List<Path> out) throws IOException {
        out.add(p);
        if (!Files.isDirectory(p)) return;
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(p)) {
            for (Path c : ds) walk(c, out);
        }
    }

    public static void main(String[] args) throws IOException {
        Path dir = Files.createTempDirectory("exfilestore");
        try {
            Path notes = dir.resolve("notes.txt");
            Files.write(notes, Arrays.asList("alpha", "beta", "gamma"), StandardCharsets.UTF_8);
            System.out.println("size " + Files.size(notes) + " exists " + Files.exists(notes) + " dir " + Files.isDirectory(dir));
            Files.write(notes, Arrays.asList("delta"), StandardOpenOption.APPEND);
            List<String> lines = Files.readAllLines(notes);
            System.out.println("lines " + lines);
            Files.write(notes, "über\nnaïve\n".getBytes(StandardCharsets.UTF_8), StandardOpenOption.TRUNCATE_EXISTING);
            System.out.println("utf8 " + Files.readAllLines(notes, StandardCharsets.UTF_8) + " bytes " + Files.readAllBytes(notes).length);
            Files.writeString(notes, "one\r\ntwo\rthree\nfour");
            System.out.println("mixed eol " + Files.readAllLines(notes) + " string len " + Files.readString(notes).length());
            try {
                Files.write(notes, new byte[]{1}, StandardOpenOption.CREATE_NEW);
            } catch (FileAlreadyExistsException e) { show(e); }
            try {
                Files.readAllLines(dir.resolve("missing.txt"));
            } catch (NoSuchFileException e) { show(e); }
            try {
                Files.delete(dir.resolve("missing.txt"));
            } catch (NoSuchFileException e) { show(e); }
            System.out.println("deleteIfExists missing " + Files.deleteIfExists(dir.resolve("missing.txt")));
            try {
                Files.write(dir.resolve("nodir").resolve("x.txt"), new byte[0]);
            } catch (NoSuchFileException e) { show(e); }
            // buffered writer / reader
            Path data = dir.resolve("data.csv");
            try (BufferedWriter w = Files.newBufferedWriter(data)) {
                for (int i = 1; i <= 5; i++) { w.write(i + "," + (i * i)); w.newLine(); }
            }
            int sum = 0;
            try (BufferedReader r = Files.newBufferedReader(data)) {
                String line;
                while ((line = r.readLine()) != null) sum += Integer.parseInt(line.split(",")[1]);
            }
            System.out.println("sum of squares " + sum);
            System.out.println("lines stream " + Files.readAllLines(data).stream().filter(l -> l.startsWith("3") || l.startsWith("5")).collect(Collectors.toList()));
            // directories, copy, move, listing
            Path sub = Files.createDirectories(dir.resolve("a/b/c"));
            Files.copy(data, sub.resolve("copy.csv"));
            try {
                Files.copy(data, sub.resolve("copy.csv"));
            } catch (FileAlreadyExistsException e) { show(e); }
            Files.copy(data, sub.resolve("copy.csv"), StandardCopyOption.REPLACE_EXISTING);
            Files.move(notes, dir.resolve("a/moved.txt"));
            System.out.println("moved: old " + Files.exists(notes) + " new " + Files.exists(dir.resolve("a/moved.txt")));
            List<Path> tree = new ArrayList<>();
            walk(dir, tree);
            System.out.println("walk " + tree.stream().map(p -> dir.relativize(p).toString().replace(File.separatorChar, '/')).sorted().collect(Collectors.toList()));
            try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir)) {
                List<String> names = new ArrayList<>();
                for (Path p : ds) names.add(p.getFileName() + (Files.isDirectory(p) ? "/" : ""));
                Collections.sort(names);
                System.out.println("list " + names);
            }
            try {
                Files.delete(dir.resolve("a"));
            } catch (DirectoryNotEmptyException e) { show(e); }
            Path rel = Paths.get("x/./y/../z.txt");
            System.out.println("path " + rel.normalize() + " name " + rel.getFileName() + " parent " + rel.getParent() + " count " + rel.getNameCount()
                + " abs " + rel.isAbsolute() + " resolveSibling " + rel.resolveSibling("w.txt"));
        } finally {
            List<Path> all = new ArrayList<>();
            walk(dir, all);
            all.sort(Comparator.reverseOrder());
            for (Path p : all) Files.delete(p);
            System.out.println("cleaned " + all.size() + " entries, exists " + Files.exists(dir));
        }
    }
}
