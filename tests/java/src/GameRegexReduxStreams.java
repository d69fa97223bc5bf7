// stdin: input/GameFasta.txt
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.*;
import java.util.concurrent.*;
import java.util.regex.*;
import java.util.stream.*;

/**
 * regex-redux as the newer versions write it: System.in.readAllBytes, counts through
 * Matcher.results().count() on a cached thread pool, replacements kept in a LinkedHashMap and
 * applied with Matcher.replaceAll(String) and replaceAll(Function), lines joined with String.join.
 */
public class GameRegexReduxStreams {
    public static void main(String[] args) throws Exception {
        String input = new String(System.in.readAllBytes(), StandardCharsets.US_ASCII);
        String seq = input.replaceAll(">[^\n]*\n|\n", "");

        List<String> variants = List.of(
                "agggtaaa|tttaccct", "[cgt]gggtaaa|tttaccc[acg]", "a[act]ggtaaa|tttacc[agt]t",
                "ag[act]gtaaa|tttac[agt]ct", "agg[act]taaa|ttta[agt]cct", "aggg[acg]aaa|ttt[cgt]ccct",
                "agggt[cgt]aa|tt[acg]accct", "agggta[cgt]a|t[acg]taccct", "agggtaa[cgt]|[acg]ttaccct");
        ExecutorService pool = Executors.newCachedThreadPool();
        List<Future<String>> results = new ArrayList<>();
        for (String v : variants) {
            results.add(pool.submit(() -> v + " " + Pattern.compile(v).matcher(seq).results().count()));
        }
        List<String> out = new ArrayList<>();
        for (Future<String> f : results) out.add(f.get());
        System.out.println(String.join("\n", out));

        Map<String, String> iub = new LinkedHashMap<>();
        iub.put("tHa[Nt]", "<4>");
        iub.put("aND|caN|Ha[DS]|WaS", "<3>");
        iub.put("a[NSt]|BY", "<2>");
        iub.put("<[^>]*>", "|");
        iub.put("\\|[^|][^|]*\\|", "-");
        Future<Integer> replaced = pool.submit(() -> {
            String s = seq;
            for (Map.Entry<String, String> e : iub.entrySet()) s = Pattern.compile(e.getKey()).matcher(s).replaceAll(e.getValue());
            return s.length();
        });
        System.out.println();
        System.out.println(input.length());
        System.out.println(seq.length());
        System.out.println(replaced.get());
        pool.shutdown();
        System.out.println("terminated " + pool.awaitTermination(5, TimeUnit.SECONDS));

        // Matcher.replaceAll(Function) and named groups, as the IUB expansion can be written.
        Map<String, String> expand = Map.of("B", "(c|g|t)", "D", "(a|g|t)", "H", "(a|c|t)", "K", "(g|t)");
        String head = seq.substring(seq.length() - 300);
        String expanded = Pattern.compile("[BDHK]").matcher(head).replaceAll(r -> expand.get(r.group()));
        System.out.println("expanded " + expanded.length() + " " + expanded.substring(0, 60));
        Matcher m = Pattern.compile("(?<run>([acgt])\\2{4,})").matcher(seq);
        TreeMap<Integer, Integer> runs = new TreeMap<>();
        while (m.find()) runs.merge(m.group("run").length(), 1, Integer::sum);
        System.out.println("runs " + runs);
        System.out.println("tokens " + Pattern.compile("[BDHKMNRSVWY]+").splitAsStream(seq.substring(0, 20000))
                .filter(s -> !s.isEmpty()).mapToInt(String::length).summaryStatistics());
        System.out.println("case-insensitive ggt " + Pattern.compile("GGT", Pattern.CASE_INSENSITIVE).matcher(seq).results().count());
        Scanner sc = new Scanner(input);
        sc.useDelimiter("\n");
        int headers = 0, lines = 0;
        while (sc.hasNext()) {
            if (sc.hasNext(">.*")) headers++;
            sc.next();
            lines++;
        }
        System.out.println("scanner headers " + headers + " lines " + lines);
    }
}
