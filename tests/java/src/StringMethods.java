public class StringMethods {
    public static void main(String[] args) {
        String s = "  Hello, World! Hello!  ";
        String t = s.trim();
        System.out.println("[" + t + "] length " + t.length() + " strip [" + s.strip() + "] isBlank " + "   ".isBlank() + " isEmpty " + "".isEmpty());
        System.out.println("charAt " + t.charAt(4) + " indexOf " + t.indexOf("Hello") + " " + t.indexOf("Hello", 1) + " " + t.indexOf('o') + " " + t.indexOf('o', 5) + " " + t.indexOf("zz"));
        System.out.println("lastIndexOf " + t.lastIndexOf("Hello") + " " + t.lastIndexOf('l') + " " + t.lastIndexOf('l', 5) + " " + t.lastIndexOf("Hello", 6));
        System.out.println("substring " + t.substring(7) + " | " + t.substring(0, 5) + " | " + t.subSequence(7, 12) + " |" + t.substring(t.length()) + "|");
        System.out.println("case " + t.toUpperCase() + " " + t.toLowerCase());
        System.out.println("replace " + t.replace('l', 'L') + " " + t.replace("Hello", "Bye") + " " + "aaa".replace("aa", "b"));
        System.out.println("contains " + t.contains("World") + " startsWith " + t.startsWith("Hell") + " " + t.startsWith("World", 7) + " endsWith " + t.endsWith("!"));
        System.out.println("equals " + "abc".equals("abc") + " " + "abc".equalsIgnoreCase("ABC") + " compareTo " + "apple".compareTo("banana") + " " + "b".compareTo("a")
            + " " + "abc".compareTo("abcd") + " " + "ABC".compareToIgnoreCase("abd") + " " + "".compareTo("a"));
        String csv = "a,b,,c,";
        String[] parts = csv.split(",");
        System.out.println("split " + parts.length + " " + java.util.Arrays.toString(parts));
        String[] lim = csv.split(",", -1);
        System.out.println("split -1 " + lim.length + " " + java.util.Arrays.toString(lim));
        String[] lim2 = "1 2 3 4".split(" ", 2);
        System.out.println("split 2 " + java.util.Arrays.toString(lim2));
        System.out.println("join " + String.join("-", "a", "b", "c") + " " + String.join("/", java.util.Arrays.asList("x", "y")));
        System.out.println("repeat " + "ab".repeat(3) + " concat " + "foo".concat("bar") + " intern " + (new String("lit").intern() == "lit"));
        System.out.println("chars " + new String(new char[] {'h', 'i'}) + " " + new String(new char[] {'a', 'b', 'c', 'd'}, 1, 2) + " " + String.valueOf(new char[] {'x', 'y'}) + " " + String.copyValueOf(new char[] {'q'}));
        char[] dst = new char[5];
        "hello".getChars(1, 4, dst, 1);
        System.out.println("getChars " + java.util.Arrays.toString(dst));
        System.out.println("toCharArray " + "xyz".toCharArray().length + " matches-free checks: " + "abc".regionMatches(1, "zbc", 1, 2) + " " + "ABC".regionMatches(true, 0, "abc", 0, 3));
        System.out.println("hashCode " + "".hashCode() + " " + "a".hashCode() + " " + "hello world".hashCode() + " " + "polygenelubricants".hashCode());
        String built = new StringBuilder("ab").append('c').toString();
        System.out.println("== vs equals " + (built == "abc") + " " + built.equals("abc") + " " + (built.intern() == "abc"));
        System.out.println("indexOf empty " + "abc".indexOf("") + " " + "abc".lastIndexOf("") + " contains empty " + "abc".contains(""));
        try {
            "abc".substring(2, 1);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("substring(2,1): " + e.getMessage());
        }
        try {
            "abc".charAt(5);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("charAt(5): " + e.getMessage());
        }
        try {
            "abc".substring(-1);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("substring(-1): " + e.getMessage());
        }
        System.out.println("trim special [" + "\t\n x \r".trim() + "] stripLeading [" + "  y ".stripLeading() + "] stripTrailing [" + " z  ".stripTrailing() + "]");
        System.out.println("valueOf null " + String.valueOf((Object) null) + " contentEquals " + "ab".contentEquals(new StringBuilder("ab")));
        System.out.println("codePointAt " + "A€".codePointAt(1) + " lines " + "a\nb\nc".split("\n").length + " toLowerCase I " + "TITLE".toLowerCase());
    }
}
