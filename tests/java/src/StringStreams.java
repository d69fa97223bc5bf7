import java.io.*;
import java.util.*;
import java.util.stream.*;

/** Streams from strings and readers, and the JDK 11+ String methods used with them. */
public class StringStreams {
    static void p(Object o) {
        System.out.println(o);
    }

    public static void main(String[] args) throws IOException {
        String text = "The quick brown fox\njumps over\r\nthe lazy dog\rand runs.\n";
        p(text.lines().toList());
        p(text.lines().count() + " " + "".lines().count() + " " + "\n".lines().toList() + " " + "a\n\nb".lines().toList() + " " + "x\r".lines().toList());
        p(text.lines().map(String::strip).map(l -> l.split(" ").length).toList());
        p("hello, world".chars().filter(Character::isLetter).count());
        p("mississippi".chars().mapToObj(c -> (char) c).collect(Collectors.groupingBy(c -> c, TreeMap::new, Collectors.counting())));
        p("abc".chars().sum() + " " + "abc".chars().boxed().toList());
        String emoji = "a\uD83D\uDE00b\uD800c";
        p(emoji.chars().boxed().toList());
        p(emoji.codePoints().boxed().toList() + " " + emoji.codePoints().count());
        StringBuilder sb = new StringBuilder("xyz");
        IntStream late = sb.chars();
        sb.append("!");
        p(late.mapToObj(c -> String.valueOf((char) c)).collect(Collectors.joining("-")));
        p(new StringBuilder("\uD83D\uDE00!").codePoints().boxed().toList());

        // repeat, strip, isBlank, indent, transform, stripIndent, translateEscapes
        p("ab".repeat(3) + "|" + "x".repeat(0) + "|" + "".repeat(5) + "|");
        try {
            "a".repeat(-1);
        } catch (IllegalArgumentException e) {
            p(e.getMessage());
        }
        String padded = "\u2003 \t hi there \u2003\n";
        p("[" + padded.strip() + "][" + padded.stripLeading() + "][" + padded.stripTrailing() + "][" + padded.trim() + "]");
        p("   ".isBlank() + " " + "\u2003".isBlank() + " " + " a ".isBlank() + " " + "".isBlank());
        p("line1\nline2".indent(2).replace("\n", "$"));
        p("    a\n  b\n".indent(-2).replace("\n", "$"));
        p("x".transform(s -> s + "!").transform(String::length));
        p(Stream.of("  a ", "b  ", "  ").map(String::strip).filter(s -> !s.isBlank()).toList());

        // BufferedReader.lines
        BufferedReader r = new BufferedReader(new StringReader("first\nsecond\n\nfourth"));
        p(r.lines().map(l -> l.length() + ":" + l).toList());
        BufferedReader r2 = new BufferedReader(new StringReader("1\n2\n3\n4\n5"));
        p(r2.lines().mapToInt(Integer::parseInt).limit(2).sum() + " then " + r2.readLine());
        BufferedReader broken = new BufferedReader(new Reader() {
            public int read(char[] b, int off, int len) throws IOException {
                throw new IOException("disk on fire");
            }

            public void close() {
            }
        });
        try {
            broken.lines().count();
        } catch (UncheckedIOException e) {
            p(e.getMessage() + " / " + e.getCause());
        }

        // word statistics
        String para = "It was the best of times, it was the worst of times, it was the age of wisdom, it was the age of foolishness";
        Map<String, Long> freq = Arrays.stream(para.toLowerCase().replace(",", "").split(" "))
                .collect(Collectors.groupingBy(w -> w, Collectors.counting()));
        p(freq);
        p(freq.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .limit(4).map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(", ")));
        p(Arrays.stream(para.split(" ")).map(String::length).collect(Collectors.summarizingInt(Integer::intValue)));
        p(Pattern_split(para));
        p(String.join("", Collections.nCopies(3, "ab")).chars().distinct().count());
    }

    static List<String> Pattern_split(String s) {
        return Arrays.stream(s.split(", ")).map(part -> part.substring(0, Math.min(part.length(), 12))).toList();
    }
}
