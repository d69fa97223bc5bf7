import java.util.*;
import java.util.regex.*;

public class ExCsvParse {
    static final String DATA =
        "id,name,city,amount,note\n" +
        "1,\"Smith, John\",Boston,1200.50,\"said \"\"hi\"\"\"\n" +
        "2,Jane Doe,\"New York\",-35,\n" +
        "3,,Chicago,0,\"multi word note\"\n" +
        "4,\"O'Brien\",\"\",1e3,plain\n" +
        "5,Zoë,Zürich,42.424242,\"trailing, comma,\"\n";

    static List<String> parseLine(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted) {
                if (c == '"') {
                    if (i + 1 < line.length() && line.charAt(i + 1) == '"') { cur.append('"'); i++; }
                    else quoted = false;
                } else cur.append(c);
            } else if (c == '"') quoted = true;
            else if (c == ',') { out.add(cur.toString()); cur.setLength(0); }
            else cur.append(c);
        }
        out.add(cur.toString());
        return out;
    }

    static final Pattern FIELD = Pattern.compile("(?:^|,)(?:\"((?:[^\"]|\"\")*)\"|([^,]*))");

    static List<String> parseRegex(String line) {
        List<String> out = new ArrayList<>();
        Matcher m = FIELD.matcher(line);
        while (m.find()) out.add(m.group(1) != null ? m.group(1).replace("\"\"", "\"") : m.group(2));
        return out;
    }

    public static void main(String[] args) {
        String[] lines = DATA.split("\n");
        String[] header = lines[0].split(",");
        double total = 0;
        for (int i = 1; i < lines.length; i++) {
            List<String> f = parseLine(lines[i]);
            List<String> g = parseRegex(lines[i]);
            System.out.println(f.size() + " " + f + (f.equals(g) ? " (regex agrees)" : " regex=" + g));
            double amt = Double.parseDouble(f.get(3));
            total += amt;
            System.out.println(String.format("  %-3s|%-12s|%-9s|%,12.2f|%s", f.get(0), f.get(1).isEmpty() ? "<none>" : f.get(1),
                f.get(2), amt, f.get(4).length()));
        }
        System.out.println(String.format("total %.3f over %d columns %s", total, header.length, Arrays.toString(header)));
        // StringTokenizer
        StringTokenizer st = new StringTokenizer("a=1; b=2;c = 3;;d", ";= ");
        StringBuilder sb = new StringBuilder();
        System.out.print("count " + st.countTokens() + ":");
        while (st.hasMoreTokens()) sb.append(" [").append(st.nextToken()).append("]");
        System.out.println(sb);
        StringTokenizer st2 = new StringTokenizer("x+y-(z*2)", "+-*()", true);
        List<String> toks = new ArrayList<>();
        while (st2.hasMoreElements()) toks.add((String) st2.nextElement());
        System.out.println("with delims " + toks);
        StringTokenizer st3 = new StringTokenizer("path/to:file/name", "/");
        System.out.println(st3.nextToken() + " | " + st3.nextToken(":") + " | " + st3.nextToken() + " | " + st3.hasMoreTokens());
        try { st3.nextToken(); } catch (NoSuchElementException e) { System.out.println("NSEE " + e.getMessage()); }
        System.out.println(new StringTokenizer("").countTokens() + " " + new StringTokenizer("   ").hasMoreTokens());
        // key=value config parsing with regex
        String cfg = "# comment\nname = demo app\nport=8080\n  debug =true \nbad line\nempty=\nquoted = \"a = b\"\n";
        Pattern kv = Pattern.compile("^\\s*([\\w.]+)\\s*=\\s*(.*?)\\s*$", Pattern.MULTILINE);
        Matcher m = kv.matcher(cfg);
        Map<String, String> conf = new LinkedHashMap<>();
        while (m.find()) conf.put(m.group(1), m.group(2).replaceAll("^\"(.*)\"$", "$1"));
        System.out.println(conf);
        // fixed-width and join
        String joined = String.join("|", parseLine("a,\"b,c\",,d"));
        System.out.println(joined + " " + String.format("%5s|%-5s|%05d", "r", "l", 42));
        System.out.println(Arrays.toString("  a  ,b,,  c ".trim().split("\\s*,\\s*")) + " " + Arrays.toString("a;b;c".split(";", -1)));
    }
}
