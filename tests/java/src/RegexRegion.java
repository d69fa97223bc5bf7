import java.util.regex.Matcher;
import java.util.regex.Pattern;

/* Regions with anchoring and transparent bounds. */
public class RegexRegion {
    static void f(String regex, String input, int from, int to, boolean anchoring, boolean transparent) {
        Matcher m = Pattern.compile(regex).matcher(input);
        m.region(from, to);
        m.useAnchoringBounds(anchoring);
        m.useTransparentBounds(transparent);
        StringBuilder sb = new StringBuilder();
        sb.append(regex).append(" on \"").append(input).append("\" region ").append(m.regionStart()).append(',')
                .append(m.regionEnd()).append(anchoring ? " anchoring" : "").append(transparent ? " transparent" : "")
                .append(':');
        while (m.find()) {
            sb.append(" [").append(m.start()).append(',').append(m.end()).append(']');
        }
        m.reset();
        sb.append(" after reset ").append(m.regionStart()).append(',').append(m.regionEnd());
        m.region(from, to);
        sb.append(" matches=").append(m.matches());
        m.region(from, to);
        sb.append(" lookingAt=").append(m.lookingAt());
        System.out.println(sb);
    }

    public static void main(String[] args) {
        String s = "foo bar baz";
        for (int i = 0; i < 4; i++) {
            boolean a = (i & 1) == 0;
            boolean t = (i & 2) != 0;
            f("^\\w+", s, 4, 7, a, t);
            f("\\w+$", s, 4, 7, a, t);
            f("\\bba", s, 5, 11, a, t);
            f("\\b\\w", s, 5, 9, a, t);
            f("(?<=o )bar", s, 4, 7, a, t);
            f("bar(?= b)", s, 4, 7, a, t);
            f("bar(?!\\s)", s, 4, 7, a, t);
            f("\\Gb", s, 4, 11, a, t);
            f("\\Abar\\z", s, 4, 7, a, t);
        }
        Matcher m = Pattern.compile("a").matcher("aaa");
        System.out.println(m.hasAnchoringBounds() + " " + m.hasTransparentBounds());
        try {
            m.region(-1, 2);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        try {
            m.region(0, 4);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        try {
            m.region(2, 1);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        m.region(1, 2);
        System.out.println(m + " " + m.find() + " " + m.start() + " " + m.find());
        m.reset("bbbb");
        System.out.println(m + " " + m.regionEnd());
        Matcher k = Pattern.compile("\\d+").matcher("12ab345");
        k.region(3, 6);
        System.out.println(k.find() + " " + k.group() + " " + k.hitEnd() + " " + k);
    }
}
