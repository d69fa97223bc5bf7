// stdin: input/GameFasta.txt
import java.io.*;
import java.nio.charset.StandardCharsets;
import java.util.*;
import java.util.concurrent.*;
import java.util.function.Function;
import java.util.regex.*;
import java.util.stream.Collectors;

/**
 * regex-redux in the style of the benchmark programs: reads standard input
 * (input/GameFasta.txt) as one string, removes headers and newlines with replaceAll, counts
 * the matches of nine variant patterns in parallel (parallel stream and CompletableFutures),
 * then applies the IUB code replacements in a loop of Matcher.replaceAll and prints lengths.
 */
public class GameRegexRedux {
    static final String[] VARIANTS = {
        "agggtaaa|tttaccct",
        "[cgt]gggtaaa|tttaccc[acg]",
        "a[act]ggtaaa|tttacc[agt]t",
        "ag[act]gtaaa|tttac[agt]ct",
        "agg[act]taaa|ttta[agt]cct",
        "aggg[acg]aaa|ttt[cgt]ccct",
        "agggt[cgt]aa|tt[acg]accct",
        "agggta[cgt]a|t[acg]taccct",
        "agggtaa[cgt]|[acg]ttaccct",
    };

    static final String[][] REPLACEMENTS = {
        { "tHa[Nt]", "<4>" },
        { "aND|caN|Ha[DS]|WaS", "<3>" },
        { "a[NSt]|BY", "<2>" },
        { "<[^>]*>", "|" },
        { "\\|[^|][^|]*\\|", "-" },
    };

    static long count(String pattern, String text) {
        Matcher m = Pattern.compile(pattern).matcher(text);
        long n = 0;
        while (m.find()) n++;
        return n;
    }

    public static void main(String[] args) throws Exception {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        byte[] chunk = new byte[8192];
        int n;
        while ((n = System.in.read(chunk)) != -1) buf.write(chunk, 0, n);
        String input = buf.toString("ISO-8859-1");
        int initialLength = input.length();

        String seq = Pattern.compile(">.*\n|\n").matcher(input).replaceAll("");
        int codeLength = seq.length();

        Map<String, Long> counts = Arrays.stream(VARIANTS).parallel()
                .collect(Collectors.toConcurrentMap(Function.identity(), v -> count(v, seq)));
        for (String v : VARIANTS) System.out.println(v + " " + counts.get(v));

        // The replacements run while the counts are checked again on the common pool.
        CompletableFuture<String> replaced = CompletableFuture.supplyAsync(() -> {
            String s = seq;
            for (String[] r : REPLACEMENTS) s = Pattern.compile(r[0]).matcher(s).replaceAll(r[1]);
            return s;
        });
        List<CompletableFuture<Long>> again = new ArrayList<>();
        for (String v : VARIANTS) again.add(CompletableFuture.supplyAsync(() -> count(v, seq)));
        CompletableFuture.allOf(again.toArray(new CompletableFuture[0])).join();
        long sum = 0;
        for (CompletableFuture<Long> f : again) sum += f.get();
        System.out.println("sum of counts " + sum + " equal " + (sum == counts.values().stream().mapToLong(Long::longValue).sum()));

        System.out.println();
        System.out.println(initialLength);
        System.out.println(codeLength);
        System.out.println(replaced.get().length());

        // A few other ways to count and replace, as the program variants do.
        ExecutorService pool = Executors.newFixedThreadPool(2);
        Future<Integer> upper = pool.submit(() -> seq.replaceAll("[acgt]", "").length());
        Future<String> firstTen = pool.submit(() -> {
            Matcher m = Pattern.compile("(ag+)(t[ac])").matcher(seq);
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < 10 && m.find(); i++) sb.append(m.group(1)).append('/').append(m.group(2)).append(' ');
            return sb.toString().trim();
        });
        System.out.println("non-acgt " + upper.get());
        System.out.println("groups " + firstTen.get());
        pool.shutdown();
        Matcher m = Pattern.compile("([BDHKMNRSVWY])\\1").matcher(seq);
        StringBuilder sb = new StringBuilder();
        while (m.find()) m.appendReplacement(sb, "<$1x2>");
        m.appendTail(sb);
        System.out.println("doubled codes: length " + sb.length() + " hash " + sb.toString().hashCode());
        System.out.println("split on t: " + seq.split("t+").length + " pieces");
        System.out.println("lines with N: " + new BufferedReader(new StringReader(input)).lines()
                .filter(Pattern.compile("N").asPredicate()).count());
    }
}
