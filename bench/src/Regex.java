import java.util.regex.Matcher;
import java.util.regex.Pattern;

/*
 * Regex: a text-processing job over generated log lines with
 * java.util.regex: String.split (one literal char, the fast path, and a
 * regex separator), Matcher.matches with groups on each line, find over the
 * whole text, replaceAll with group references, and Pattern.split.
 */
public class Regex {
    static final String[] USERS = {"alice", "bob", "carol", "dave", "eve", "mallory", "trent", "peggy"};
    static final String[] PATHS = {"/", "/index.html", "/api/v1/items", "/login", "/static/app.js", "/img/logo.png"};
    static final String[] METHODS = {"GET", "POST", "PUT", "DELETE"};

    static String makeText(int lines) {
        StringBuilder sb = new StringBuilder(lines * 80);
        long seed = 12345;
        for (int i = 0; i < lines; i++) {
            seed = (seed * 6364136223846793005L + 1442695040888963407L);
            int r = (int) (seed >>> 33);
            String user = USERS[r & 7];
            sb.append(user).append(' ').append(1000 + (r >>> 3) % 9000).append(' ')
                    .append(METHODS[(r >>> 7) & 3]).append(' ').append(PATHS[(r >>> 9) % 6]).append(' ')
                    .append(200 + ((r >>> 12) % 4) * 100 + ((r >>> 14) & 3)).append(" ; ")
                    .append(user).append("@example").append((r >>> 16) & 3).append(".com ,tags: a, b,c ,d")
                    .append('\n');
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        String text = makeText(1500);
        long check = 0;
        Pattern line = Pattern.compile("^(\\w+) (\\d+) (GET|POST|PUT|DELETE) (/\\S*) ([1-5]\\d\\d) ; (.*)$");
        Pattern email = Pattern.compile("([a-z]+)@(example\\d)\\.com");
        Pattern word = Pattern.compile("\\b[a-z]{4,}\\b");
        Pattern comma = Pattern.compile("\\s*,\\s*");
        for (int round = 0; round < 2; round++) {
            String[] lines = text.split("\n");
            check += lines.length;
            for (int i = 0; i < lines.length; i++) {
                Matcher m = line.matcher(lines[i]);
                if (m.matches()) {
                    check += m.group(1).length() + Integer.parseInt(m.group(2)) + m.group(4).length();
                    check += m.end(5) - m.start(3);
                    String[] tags = comma.split(m.group(6));
                    check += tags.length * 7 + tags[tags.length - 1].length();
                }
                String[] fields = lines[i].split(" ");
                check += fields.length;
            }
            Matcher w = word.matcher(text);
            int words = 0;
            while (w.find()) {
                words++;
                check += w.end() - w.start();
            }
            check += words;
            String swapped = email.matcher(text).replaceAll("$2/$1");
            check += swapped.length() + swapped.charAt(swapped.length() / 3);
            check += text.replaceAll("\\d+", "#").length();
            check += text.split("\\s*;\\s*").length;
        }
        System.out.println("Regex checksum " + check);
    }
}
