public class StringBuilderOps {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        sb.append("abc").append(1).append('x').append(2L).append(1.5f).append(2.25).append(true).append((Object) null).append((String) null)
            .append(new char[] {'c', 'h'}).append(new StringBuilder("sb")).append("xyz", 1, 2);
        System.out.println(sb + " length " + sb.length());
        sb.insert(0, "START").insert(5, '-').insert(sb.length(), 99).insert(3, 1.0);
        System.out.println("insert " + sb);
        sb.delete(0, 6);
        System.out.println("delete " + sb);
        sb.deleteCharAt(0);
        System.out.println("deleteCharAt " + sb);
        sb.replace(0, 3, "REPLACED");
        System.out.println("replace " + sb);
        sb.setCharAt(0, 'r');
        System.out.println("setCharAt " + sb + " charAt(1) " + sb.charAt(1) + " indexOf(null) " + sb.indexOf("null") + " lastIndexOf(l) " + sb.lastIndexOf("l"));
        sb.reverse();
        System.out.println("reverse " + sb);
        sb.setLength(5);
        System.out.println("setLength(5) [" + sb + "]");
        sb.setLength(7);
        System.out.println("setLength(7) length " + sb.length() + " last char code " + (int) sb.charAt(6));
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 1000; i++) big.append(i % 10);
        System.out.println("big length " + big.length() + " substring " + big.substring(995) + " " + big.substring(10, 15));
        StringBuffer buf = new StringBuffer("buffer");
        buf.append('!').insert(0, '<').append('>').reverse();
        System.out.println("StringBuffer " + buf + " " + buf.length());
        StringBuilder surrogate = new StringBuilder("a\uD83D\uDE00b");
        surrogate.reverse();
        System.out.println("surrogate reverse keeps pairs: " + (surrogate.charAt(1) == '\uD83D') + " codePoints " + surrogate.codePointCount(0, surrogate.length()));
        try {
            new StringBuilder("abc").insert(10, "x");
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("insert(10): " + e.getClass().getName());
        }
        try {
            new StringBuilder("abc").deleteCharAt(3);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("deleteCharAt(3): " + e.getMessage());
        }
        StringBuilder chained = new StringBuilder();
        for (int i = 0; i < 5; i++) chained.append(i).append(i < 4 ? "," : "");
        System.out.println("chained " + chained + " compareTo " + new StringBuilder("a").compareTo(new StringBuilder("b")));
        StringBuilder cp = new StringBuilder();
        cp.appendCodePoint(0x41).appendCodePoint(0x1F600);
        System.out.println("appendCodePoint length " + cp.length());
        System.out.println("min/max " + new StringBuilder().append(Integer.MIN_VALUE).append(' ').append(Long.MAX_VALUE).append(' ').append(Double.MIN_VALUE).append(' ').append(-0.0f));
    }
}
