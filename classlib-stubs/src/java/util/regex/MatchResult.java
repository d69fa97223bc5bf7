package java.util.regex;

/* The result of a match: the spans and texts of the whole match and its groups. */
public interface MatchResult {
    int start();

    int start(int group);

    int end();

    int end(int group);

    String group();

    String group(int group);

    int groupCount();
}
