package java.nio.file;

import java.util.regex.Pattern;

/**
 * The default (Unix) file system: paths, the "/" separator and path matchers
 * for "glob:" and "regex:" patterns, matched against the whole path string.
 */
public abstract class FileSystem implements java.io.Closeable {
    protected FileSystem() {
    }

    public String getSeparator() {
        return "/";
    }

    public Path getPath(String first, String... more) {
        return Paths.get(first, more);
    }

    public boolean isOpen() {
        return true;
    }

    public boolean isReadOnly() {
        return false;
    }

    public void close() throws java.io.IOException {
        throw new UnsupportedOperationException();
    }

    public Iterable<Path> getRootDirectories() {
        return java.util.Collections.singletonList(Paths.get("/"));
    }

    public PathMatcher getPathMatcher(String syntaxAndPattern) {
        int colon = syntaxAndPattern.indexOf(':');
        if (colon <= 0) {
            throw new IllegalArgumentException();
        }
        String syntax = syntaxAndPattern.substring(0, colon);
        String pattern = syntaxAndPattern.substring(colon + 1);
        String regex;
        if (syntax.equalsIgnoreCase("glob")) {
            regex = globToRegex(pattern);
        } else if (syntax.equalsIgnoreCase("regex")) {
            regex = pattern;
        } else {
            throw new UnsupportedOperationException("Syntax '" + syntax + "' not recognized");
        }
        final Pattern p = Pattern.compile(regex);
        return new PathMatcher() {
            public boolean matches(Path path) {
                return p.matcher(path.toString()).matches();
            }
        };
    }

    private static final String REGEX_META = ".^$+{[]|()";
    private static final String GLOB_META = "\\*?[{";

    /** '*' within a name, '**' across names, '?' one character, [...] a class, {a,b} alternatives. */
    static String globToRegex(String glob) {
        StringBuilder sb = new StringBuilder("^");
        boolean inGroup = false;
        int i = 0;
        while (i < glob.length()) {
            char c = glob.charAt(i++);
            switch (c) {
                case '\\':
                    if (i == glob.length()) {
                        throw new PatternSyntaxException("No character to escape", glob, i - 1);
                    }
                    char next = glob.charAt(i++);
                    if (GLOB_META.indexOf(next) >= 0 || REGEX_META.indexOf(next) >= 0) {
                        sb.append('\\');
                    }
                    sb.append(next);
                    break;
                case '/':
                    sb.append(c);
                    break;
                case '[':
                    sb.append("[[^/]&&[");
                    if (i < glob.length() && glob.charAt(i) == '^') {
                        sb.append("\\^");
                        i++;
                    } else {
                        if (i < glob.length() && glob.charAt(i) == '!') {
                            sb.append('^');
                            i++;
                        }
                        if (i < glob.length() && glob.charAt(i) == '-') {
                            sb.append('-');
                            i++;
                        }
                    }
                    boolean closed = false;
                    while (i < glob.length()) {
                        c = glob.charAt(i++);
                        if (c == ']') {
                            closed = true;
                            break;
                        }
                        if (c == '/') {
                            throw new PatternSyntaxException("Explicit 'name separator' in class", glob, i - 1);
                        }
                        if (c == '\\' || c == '[' || c == '&' && i < glob.length() && glob.charAt(i) == '&') {
                            sb.append('\\');
                        }
                        sb.append(c);
                    }
                    if (!closed) {
                        throw new PatternSyntaxException("Missing ']", glob, i - 1);
                    }
                    sb.append("]]");
                    break;
                case '{':
                    if (inGroup) {
                        throw new PatternSyntaxException("Cannot nest groups", glob, i - 1);
                    }
                    sb.append("(?:(?:");
                    inGroup = true;
                    break;
                case '}':
                    if (inGroup) {
                        sb.append("))");
                        inGroup = false;
                    } else {
                        sb.append('}');
                    }
                    break;
                case ',':
                    sb.append(inGroup ? ")|(?:" : ",");
                    break;
                case '*':
                    if (i < glob.length() && glob.charAt(i) == '*') {
                        sb.append(".*");
                        i++;
                    } else {
                        sb.append("[^/]*");
                    }
                    break;
                case '?':
                    sb.append("[^/]");
                    break;
                default:
                    if (REGEX_META.indexOf(c) >= 0) {
                        sb.append('\\');
                    }
                    sb.append(c);
            }
        }
        if (inGroup) {
            throw new PatternSyntaxException("Missing '}", glob, i - 1);
        }
        return sb.append('$').toString();
    }

    /** The syntax errors of glob patterns. */
    private static final class PatternSyntaxException extends java.util.regex.PatternSyntaxException {
        private static final long serialVersionUID = 1L;

        PatternSyntaxException(String desc, String regex, int index) {
            super(desc, regex, index);
        }
    }
}
