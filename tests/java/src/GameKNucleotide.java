// stdin: input/GameFasta.txt
// gc-stress-skip: counts the k-mers of a 25,000-base sequence for several lengths in hash maps (boxed keys and counts): over five minutes when every 20th allocation collects
import java.io.*;
import java.nio.charset.StandardCharsets;
import java.util.*;
import java.util.concurrent.*;
import java.util.stream.Collectors;

/**
 * k-nucleotide in the style of the benchmark programs: reads the FASTA output of GameFasta
 * from standard input (input/GameFasta.txt, made by gen-fasta-input.sh), takes the sequence
 * after ">THREE", counts every k-mer in HashMaps (String keys, and packed Long keys) in
 * tasks on a thread pool, and prints frequencies sorted by count with String.format("%.3f").
 */
public class GameKNucleotide {
    static final String[] SEARCHES = { "GGT", "GGTA", "GGTATT", "GGTATTTTAATT", "GGTATTTTAATTTATAGT" };

    static byte[] readThree(InputStream in) throws IOException {
        BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.ISO_8859_1));
        String line;
        while ((line = r.readLine()) != null && !line.startsWith(">THREE")) { }
        ByteArrayOutputStream seq = new ByteArrayOutputStream();
        while ((line = r.readLine()) != null && line.charAt(0) != '>') {
            byte[] b = line.toUpperCase(Locale.ROOT).getBytes(StandardCharsets.US_ASCII);
            seq.write(b, 0, b.length);
        }
        return seq.toByteArray();
    }

    static Map<String, Integer> countStrings(byte[] seq, int k) {
        Map<String, Integer> counts = new HashMap<>();
        for (int i = 0; i + k <= seq.length; i++) {
            counts.merge(new String(seq, i, k, StandardCharsets.US_ASCII), 1, Integer::sum);
        }
        return counts;
    }

    /** Two bits a nucleotide, as the fast versions key their tables. */
    static long code(byte b) {
        switch (b) {
            case 'A': return 0;
            case 'C': return 1;
            case 'G': return 2;
            default: return 3;
        }
    }

    static Map<Long, int[]> countPacked(byte[] seq, int k) {
        Map<Long, int[]> counts = new HashMap<>();
        long mask = (1L << (2 * k)) - 1, key = 0;
        for (int i = 0; i < seq.length; i++) {
            key = ((key << 2) | code(seq[i])) & mask;
            if (i >= k - 1) {
                int[] c = counts.get(key);
                if (c == null) counts.put(key, new int[] { 1 });
                else c[0]++;
            }
        }
        return counts;
    }

    static long pack(String s) {
        long key = 0;
        for (int i = 0; i < s.length(); i++) key = (key << 2) | code((byte) s.charAt(i));
        return key;
    }

    static String frequencies(Map<String, Integer> counts, int total) {
        List<Map.Entry<String, Integer>> entries = new ArrayList<>(counts.entrySet());
        entries.sort((a, b) -> {
            int c = b.getValue().compareTo(a.getValue());
            return c != 0 ? c : a.getKey().compareTo(b.getKey());
        });
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, Integer> e : entries) {
            sb.append(String.format("%s %.3f\n", e.getKey(), e.getValue() * 100.0f / total));
        }
        return sb.toString();
    }

    public static void main(String[] args) throws Exception {
        byte[] seq = readThree(System.in);
        System.out.println("sequence length " + seq.length);

        ExecutorService pool = Executors.newFixedThreadPool(3);
        List<Callable<Map<String, Integer>>> jobs = new ArrayList<>();
        for (int k = 1; k <= 2; k++) {
            final int len = k;
            jobs.add(() -> countStrings(seq, len));
        }
        List<Future<Map<Long, int[]>>> packed = new ArrayList<>();
        for (String s : SEARCHES) packed.add(pool.submit(() -> countPacked(seq, s.length())));
        List<Future<Map<String, Integer>>> freq = pool.invokeAll(jobs);
        for (int k = 1; k <= 2; k++) {
            System.out.print(frequencies(freq.get(k - 1).get(), seq.length - k + 1));
            System.out.println();
        }
        for (int i = 0; i < SEARCHES.length; i++) {
            int[] c = packed.get(i).get().get(pack(SEARCHES[i]));
            System.out.println((c == null ? 0 : c[0]) + "\t" + SEARCHES[i]);
        }
        pool.shutdown();

        // The same counts through streams, and the most frequent 4-mers.
        Map<String, Long> k4 = new java.util.TreeMap<>();
        for (int i = 0; i + 4 <= seq.length; i++) k4.merge(new String(seq, i, 4, StandardCharsets.US_ASCII), 1L, Long::sum);
        String top = k4.entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .limit(5)
                .map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(", ", "[", "]"));
        System.out.println("distinct 4-mers " + k4.size() + " top " + top);
        Map<Character, Long> letters = new String(seq, StandardCharsets.US_ASCII).chars()
                .mapToObj(c -> (char) c)
                .collect(Collectors.groupingBy(c -> c, TreeMap::new, Collectors.counting()));
        System.out.println("letters " + letters);
        System.out.println(String.format("GGT share %.3f%%", countStrings(seq, 3).getOrDefault("GGT", 0) * 100.0 / seq.length));
    }
}
