// Text clean-up as web and search code does it: accent stripping and slugs with
// java.text.Normalizer, NFC/NFKC comparison, script and block detection with
// Character.UnicodeScript/UnicodeBlock and \p{IsX}/\p{InX} in regular expressions.
import java.text.Normalizer;
import java.util.*;
import java.util.regex.*;
import java.util.stream.*;

public class EverydayUnicode2 {
    static String stripAccents(String s) {
        return Pattern.compile("\\p{InCombiningDiacriticalMarks}+").matcher(Normalizer.normalize(s, Normalizer.Form.NFD)).replaceAll("");
    }
    static String slugify(String s) {
        String n = Normalizer.normalize(s, Normalizer.Form.NFKD).replaceAll("\\p{M}", "");
        return n.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
    }
    static String hex(String s) { return s.codePoints().mapToObj(c -> String.format("%04X", c)).collect(Collectors.joining(" ")); }

    public static void main(String[] args) {
        for (String s : List.of("Crème Brûlée", "Ångström façade naïve", "Dvořák Škoda Łódź", "São Paulo — ½ price!", "Ｆｕｌｌｗｉｄｔｈ ﬁle №5", "Œuvre ǅemal Ĳssel", "Ελληνικά Τόνος", "Привет, Йошкар-Ола"))
            System.out.println(stripAccents(s) + " | " + slugify(s) + " | " + s.replaceAll("[^\\p{ASCII}]", "?").length());
        String[] samples = {"é", "e\u0301", "Å", "A\u030A", "\u212B", "ﬁ", "①", "x²", "한글", "\u1112\u1161\u11AB", "ṩ", "s\u0323\u0307", "s\u0307\u0323", "\u0344", "Ǆ", "…", "\uFB2C", "ᾷ"};
        for (String s : samples) {
            StringBuilder sb = new StringBuilder(hex(s)).append(" ->");
            for (Normalizer.Form f : Normalizer.Form.values()) sb.append(' ').append(f).append('[').append(hex(Normalizer.normalize(s, f))).append(']').append(Normalizer.isNormalized(s, f) ? "=" : "");
            System.out.println(sb);
        }
        String a = "caf\u00e9", b = "cafe\u0301";
        System.out.println(a.equals(b) + " " + Normalizer.normalize(a, Normalizer.Form.NFC).equals(Normalizer.normalize(b, Normalizer.Form.NFC)) + " " + a.length() + " " + b.length() + " " + Normalizer.normalize(b, Normalizer.Form.NFC).length());
        System.out.println(Normalizer.normalize("", Normalizer.Form.NFC).isEmpty() + " " + Normalizer.normalize("plain ASCII", Normalizer.Form.NFKC) + " " + Normalizer.normalize(new StringBuilder("\u0041\u0308"), Normalizer.Form.NFC));
        try { Normalizer.normalize(null, Normalizer.Form.NFC); } catch (NullPointerException e) { System.out.println("NPE"); }
        System.out.println(Arrays.toString(Normalizer.Form.values()) + " " + Normalizer.Form.valueOf("NFKD").ordinal());

        String mixed = "Hello, 世界! Привет мир. مرحبا こんにちは カタカナ 한국어 Ελλάδα 123 😀";
        Map<Character.UnicodeScript, Integer> counts = new TreeMap<>();
        mixed.codePoints().forEach(cp -> counts.merge(Character.UnicodeScript.of(cp), 1, Integer::sum));
        System.out.println(counts);
        Map<String, Long> blocks = mixed.codePoints().filter(Character::isLetter).mapToObj(cp -> String.valueOf(Character.UnicodeBlock.of(cp))).collect(Collectors.groupingBy(x -> x, TreeMap::new, Collectors.counting()));
        System.out.println(blocks);
        System.out.println(mixed.codePoints().anyMatch(cp -> Character.UnicodeScript.of(cp) == Character.UnicodeScript.HAN) + " " + "abc".codePoints().allMatch(cp -> Character.UnicodeBlock.of(cp) == Character.UnicodeBlock.BASIC_LATIN) + " " + Character.UnicodeBlock.of('\u0301') + " " + Character.UnicodeBlock.of(0x1F600) + " " + Character.UnicodeBlock.of(0xE0080) + " " + Character.UnicodeScript.of(0x0301) + " " + Character.UnicodeScript.of('1'));
        System.out.println(Character.UnicodeBlock.forName("Basic Latin") + " " + Character.UnicodeBlock.forName("greekandcoptic") + " " + Character.UnicodeBlock.forName("CJK_UNIFIED_IDEOGRAPHS") + " " + Character.UnicodeScript.forName("Cyrl") + " " + Character.UnicodeScript.forName("latin") + " " + Character.UnicodeScript.valueOf("ARABIC").ordinal() + " " + Character.UnicodeScript.values().length);
        try { Character.UnicodeBlock.forName("Klingon"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { Character.UnicodeScript.forName("Klingon"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { Character.UnicodeBlock.of(0x110000); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        for (String re : List.of("\\p{IsHan}+", "\\p{IsCyrillic}+", "\\p{IsHiragana}+|\\p{IsKatakana}+", "\\p{IsHangul}+", "\\p{InGreek}+", "\\p{script=Arab}+", "\\p{sc=Latn}+", "\\p{blk=CJK Unified Ideographs}+", "[\\p{IsLatin}&&\\p{Lu}]", "\\P{IsCommon}{3,}"))
            System.out.println(re + " " + Pattern.compile(re).matcher(mixed).results().map(MatchResult::group).toList());
        for (String bad : List.of("\\p{IsKlingon}", "\\p{InKlingon}", "\\p{script=Klingon}", "\\p{block=Nope}"))
            try { Pattern.compile(bad); } catch (PatternSyntaxException e) { System.out.println(e.getDescription() + " @" + e.getIndex()); }
    }
}
