public class UnicodeText {
    public static void main(String[] args) {
        String greek = "\u0391\u03b8\u03ae\u03bd\u03b1";
        String cjk = "\u4f60\u597d\uff0c\u4e16\u754c";
        String emoji = "smile \uD83D\uDE00 and rocket \uD83D\uDE80";
        String accents = "na\u00efve caf\u00e9 r\u00e9sum\u00e9 \u00fcber";
        String literal = "Grüße, Øresund, ½ €";
        System.out.println(greek + " " + greek.length() + " " + greek.toUpperCase() + " " + greek.toLowerCase());
        System.out.println(cjk + " " + cjk.length() + " " + cjk.charAt(1) + " " + (int) cjk.charAt(0));
        System.out.println(emoji + " length " + emoji.length() + " codePoints " + emoji.codePointCount(0, emoji.length()) + " cp " + Integer.toHexString(emoji.codePointAt(6)));
        System.out.println(accents + " " + accents.toUpperCase() + " " + accents.indexOf('\u00e9'));
        System.out.println(literal + " " + literal.length() + " " + literal.toUpperCase());
        char c = '\u00e9';
        System.out.println("char " + c + " " + (int) c + " " + Character.isLetter(c) + " " + Character.toUpperCase(c));
        StringBuilder sb = new StringBuilder();
        for (char x = '\u03b1'; x <= '\u03c9'; x++) sb.append(x);
        System.out.println(sb);
        System.out.println("box drawing \u250c\u2500\u2510 \u2502 \u2514\u2500\u2518 arrows \u2190\u2191\u2192\u2193 math \u2200\u2203\u2208\u221e");
        System.out.println("escapes tab[\t] quote[\"] backslash[\\] apostrophe[\'] nul-free octal[\101\102]");
        String mixed = "a\u00e9\u4e2d\uD83D\uDE00";
        for (int i = 0; i < mixed.length(); i++) System.out.print(Integer.toHexString(mixed.charAt(i)) + " ");
        System.out.println();
        System.out.println("compare " + "\u00e9".compareTo("e") + " " + "\u4e2d".compareTo("\u00e9") + " equalsIgnoreCase " + "\u00c9T\u00c9".equalsIgnoreCase("\u00e9t\u00e9"));
        System.out.println("hash " + greek.hashCode() + " " + cjk.hashCode() + " " + emoji.hashCode());
        String sharp = "stra\u00dfe";
        System.out.println("sharp s upper " + sharp.toUpperCase() + " " + sharp.toUpperCase().length());
        System.out.println("reversed " + new StringBuilder(emoji).reverse());
    }
}
