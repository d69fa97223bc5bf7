import java.nio.file.*;
import java.util.*;

/** Path syntax: normalization, names, resolve, relativize, startsWith/endsWith, errors. */
public class NioPaths {
    static void show(String s) {
        Path p = Paths.get(s);
        System.out.println("[" + s + "] -> [" + p + "] abs=" + p.isAbsolute() + " root=" + p.getRoot()
                + " file=" + p.getFileName() + " parent=" + p.getParent() + " count=" + p.getNameCount()
                + " normalize=[" + p.normalize() + "]");
    }

    public static void main(String[] args) {
        for (String s : new String[] {"a/b/c", "/a/b", "/", "", "a//b///c/", "./a/../b", "/../x", "a/..", "../../a/./b/..",
                "file.txt", "/usr/lib/jvm", "a/./b/../../..", "//x"}) {
            show(s);
        }
        System.out.println(Path.of("a", "b", "", "c") + " " + Paths.get("/x", "y/z") + " " + Path.of("", "q"));
        Path base = Path.of("/home/user");
        System.out.println(base.resolve("docs/f.txt") + " " + base.resolve("/etc") + " " + base.resolve("")
                + " " + Path.of("").resolve("x") + " " + Path.of("/").resolve("x"));
        System.out.println(base.resolveSibling("other") + " " + Path.of("f").resolveSibling("g"));
        System.out.println(base.relativize(Path.of("/home/user/a/b")) + " | " + base.relativize(Path.of("/home/other/c"))
                + " | " + base.relativize(base) + " | " + Path.of("a/b").relativize(Path.of("c")) + " | "
                + Path.of("/").relativize(Path.of("/a/b")) + " | " + Path.of("a").relativize(Path.of("a/b/c")));
        try {
            base.relativize(Path.of("rel"));
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        Path p = Path.of("/a/b/c/d");
        System.out.println(p.getName(0) + " " + p.getName(3) + " " + p.subpath(1, 3) + " " + p.startsWith("/a/b")
                + " " + p.startsWith("/a/bc") + " " + p.startsWith("a") + " " + p.endsWith("c/d") + " " + p.endsWith("/c/d")
                + " " + p.endsWith("d") + " " + p.startsWith(Path.of("/")));
        try {
            p.getName(4);
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException " + e.getMessage());
        }
        StringBuilder sb = new StringBuilder();
        for (Path n : p) {
            sb.append('<').append(n).append('>');
        }
        System.out.println(sb);
        List<Path> list = new ArrayList<>(List.of(Path.of("b"), Path.of("a/c"), Path.of("/z"), Path.of("a")));
        Collections.sort(list);
        System.out.println(list + " " + Path.of("x/y").equals(Path.of("x//y/")) + " "
                + (Path.of("x/y").hashCode() == Path.of("x/y").hashCode()));
        System.out.println(Path.of("rel/f").toAbsolutePath().isAbsolute() + " "
                + Path.of("rel/f").toAbsolutePath().endsWith("rel/f") + " " + Path.of("a/b").toFile().getPath()
                + " " + new java.io.File("x/y").toPath().getFileName());
        try {
            Path.of("bad\0name");
        } catch (InvalidPathException e) {
            System.out.println(e.getMessage() + " | " + e.getIndex() + " | " + e.getReason());
        }
    }
}
