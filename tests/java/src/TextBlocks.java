/* Text blocks and the String methods that came with them. */
public class TextBlocks {
    public static void main(String[] args) {
        String html = """
                <html>
                    <body>
                        <p>Hello, "world"</p>
                    </body>
                </html>
                """;
        System.out.print(html);
        System.out.println("length " + html.length() + " lines " + html.split("\n").length);
        String noTrailingNewline = """
                one
                two""";
        System.out.println("[" + noTrailingNewline + "]");
        String escapes = """
                tab\there
                quote \""" inside
                joined \
                line
                trailing space\s
                unicode \u00e9
                """;
        System.out.print(escapes);
        String indented = """
                  indented by two
                normal
                """;
        System.out.print(indented);
        String json = """
            {"name": "%s", "n": %d}""";
        System.out.println(json.replace("%s", "x").replace("%d", "3"));
        String empty = """
                """;
        System.out.println("empty length " + empty.length());
        System.out.println("strip: [" + "  a b  ".strip() + "] [" + "  a b  ".stripLeading() + "] ["
                + "  a b  ".stripTrailing() + "] blank: " + "  \t".isBlank() + " " + " x ".isBlank());
        System.out.println("repeat: " + "ab".repeat(3) + " [" + "x".repeat(0) + "]");
        var list = new java.util.ArrayList<String>();
        list.add("var works");
        for (var s : list)
            System.out.println(s);
    }
}
