// Character properties, String corner cases, integer bit twiddling and Math
// helpers as textbook exercises and small tools use them.
import java.util.*;
import java.util.stream.*;

public class EverydayApis3 {
    static String typeName(int t) {
        switch (t) {
            case Character.UPPERCASE_LETTER: return "Lu";
            case Character.LOWERCASE_LETTER: return "Ll";
            case Character.TITLECASE_LETTER: return "Lt";
            case Character.MODIFIER_LETTER: return "Lm";
            case Character.OTHER_LETTER: return "Lo";
            case Character.NON_SPACING_MARK: return "Mn";
            case Character.DECIMAL_DIGIT_NUMBER: return "Nd";
            case Character.LETTER_NUMBER: return "Nl";
            case Character.OTHER_NUMBER: return "No";
            case Character.SPACE_SEPARATOR: return "Zs";
            case Character.CONTROL: return "Cc";
            case Character.FORMAT: return "Cf";
            case Character.SURROGATE: return "Cs";
            case Character.PRIVATE_USE: return "Co";
            case Character.UNASSIGNED: return "Cn";
            case Character.DASH_PUNCTUATION: return "Pd";
            case Character.START_PUNCTUATION: return "Ps";
            case Character.END_PUNCTUATION: return "Pe";
            case Character.OTHER_PUNCTUATION: return "Po";
            case Character.MATH_SYMBOL: return "Sm";
            case Character.CURRENCY_SYMBOL: return "Sc";
            case Character.MODIFIER_SYMBOL: return "Sk";
            case Character.OTHER_SYMBOL: return "So";
            case Character.CONNECTOR_PUNCTUATION: return "Pc";
            default: return "?" + t;
        }
    }

    public static void main(String[] args) {
        int[] cps = {'A', 'z', '5', ' ', '\t', '_', '-', '(', '$', '+', '^', '\u00A9', '\u00BD', '\u00B2', '\u0660', '\u0967', '\u2167', '\u216F', '\u3007', '\u4E00', '\uAC00', '\u05D0', '\u0627', '\u01C5', '\u02B0', '\u0301', '\u200B', '\u200E', '\uE000', '\uD800', 0x1F600, 0x1D7D8, 0x10FFFF, 0x20000, '\u00A0', '\u2028', '\u00AD', '\u20AC', '\u0BF0', '\u1372'};
        for (int cp : cps) {
            System.out.println(String.format("U+%04X %s num=%d dig=%d dir=%d id=%b alpha=%b mirror=%b ws=%b sp=%b jis=%b jip=%b ign=%b def=%b", cp, typeName(Character.getType(cp)), Character.getNumericValue(cp), Character.digit(cp, 36), Character.getDirectionality(cp), Character.isIdeographic(cp), Character.isAlphabetic(cp), Character.isMirrored(cp), Character.isWhitespace(cp), Character.isSpaceChar(cp), Character.isJavaIdentifierStart(cp), Character.isJavaIdentifierPart(cp), Character.isIdentifierIgnorable(cp), Character.isDefined(cp)));
        }
        System.out.println(Character.getDirectionality('a') == Character.DIRECTIONALITY_LEFT_TO_RIGHT);
        System.out.println(Character.getDirectionality('\u05D0') == Character.DIRECTIONALITY_RIGHT_TO_LEFT);
        System.out.println(Character.getDirectionality('\u0627') == Character.DIRECTIONALITY_RIGHT_TO_LEFT_ARABIC);
        System.out.println(Character.getDirectionality((char) '1') + " " + Character.getDirectionality(-1) + " " + Character.getDirectionality(0x110000));
        long dirSum = 0;
        for (int cp = 0; cp <= Character.MAX_CODE_POINT + 1; cp += 3) dirSum = dirSum * 31 + Character.getDirectionality(cp);
        System.out.println("directionality checksum " + dirSum + " " + Character.getDirectionality('\u202E') + " " + Character.getDirectionality('\u2066') + " " + Character.getDirectionality(0xE0001));
        System.out.println(Character.toChars(0x1F600).length + " " + Character.highSurrogate(0x1F600) + Character.lowSurrogate(0x1F600) + " " + Character.isSurrogatePair('\uD83D', '\uDE00') + " " + Character.toString(0x1F600) + " " + Character.reverseBytes('\u1234') + " " + (int) Character.reverseBytes('\u1234'));
        System.out.println(Character.forDigit(11, 16) + " " + Character.forDigit(11, 10) + "|" + Character.digit('Z', 36) + " " + Character.digit('\uFF21', 16) + " " + Character.MIN_RADIX + " " + Character.MAX_RADIX + " " + Character.compare('a', 'b') + " " + Character.valueOf('x').compareTo('a'));

        // String corner cases
        String s = "Straße İstanbul ǅ";
        System.out.println(s.toUpperCase() + " " + s.toLowerCase() + " " + s.length() + " " + s.toUpperCase().length());
        System.out.println("hello".compareToIgnoreCase("HELLO") + " " + "a".compareToIgnoreCase("B") + " " + "ß".compareToIgnoreCase("SS") + " " + "abc".compareToIgnoreCase("ab") + " " + "Ǆ".compareToIgnoreCase("ǆ") + " " + "\u0130".compareToIgnoreCase("i") + " " + "\u0131".equalsIgnoreCase("I"));
        System.out.println("Hello World".regionMatches(true, 6, "WORLD", 0, 5) + " " + "Hello".regionMatches(0, "Help", 0, 3) + " " + "Hello".regionMatches(-1, "H", 0, 1) + " " + "Hello".regionMatches(2, "ll", 0, 5) + " " + "abc".regionMatches(true, 0, "ABC", 0, -1));
        System.out.println("[" + "  a\n    b\n c".indent(2) + "][" + "    a\n      b\n".indent(-3) + "][" + "x\r\ny".indent(0) + "][" + "".indent(4) + "]");
        System.out.println("[" + "   one\n     two\n   three   ".stripIndent() + "][" + "\ta\n\tb\n".stripIndent() + "][" + "  x\n\n  y\n  ".stripIndent() + "]");
        System.out.println("[" + "a\\tb\\n\\101\\s\\\\\\'\\\"c\\\nd".translateEscapes() + "]");
        for (String bad : List.of("bad\\q", "tail\\"))
            try { bad.translateEscapes(); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        System.out.println("%s has %d items costing %.2f%n".formatted("cart", 3, 9.5).trim() + " " + "%-5s|%5s|".formatted("ab", "cd"));
        System.out.println("héllo😀".chars().mapToObj(Integer::toHexString).collect(Collectors.joining(",")) + " " + "héllo😀".codePoints().mapToObj(Integer::toHexString).collect(Collectors.joining(",")) + " " + "héllo😀".codePointCount(0, 7) + " " + "héllo😀".offsetByCodePoints(0, 6));
        String tb = """
            Dear %s,
              Your order #%05d ships \
            today.
            Total:\t%s\s
            """.formatted("Ann", 42, "$1.00");
        System.out.print(tb.replace("\t", "<TAB>").replace(" \n", "<SP>\n"));
        System.out.println("a,b,,c,,".split(",").length + " " + "a,b,,c,,".split(",", -1).length + " " + Arrays.toString("boo:and:foo".split("o", 2)) + " " + Arrays.toString("".split(",")) + " " + Arrays.toString(" a b ".split(" ")) + " " + Arrays.toString("a1b22c333".split("\\d+")));
        System.out.println(String.join("/", List.of("x", "y")) + " " + "ab".repeat(3) + " " + "  pad ".strip() + "|" + "  pad ".stripLeading() + "|" + "  pad ".stripTrailing() + "| " + "\u2003x\u2003".trim().length() + " " + "\u2003x\u2003".strip().length() + " " + " ".isBlank() + " " + "abc".contains("") + " " + "abcabc".lastIndexOf("c", 4) + " " + "abc".indexOf('c', -5) + " " + "Mississippi".replace("ss", "SS") + " " + "aaa".replace("aa", "b"));
        System.out.println("line1\nline2\r\nline3\rline4".lines().map(x -> "<" + x + ">").collect(Collectors.joining()) + " " + String.valueOf(new char[] {'h', 'i'}, 1, 1) + " " + String.copyValueOf(new char[] {'o', 'k'}) + " " + "Java".charAt(0) + "Java".endsWith("") + " " + "AbC".chars().filter(Character::isUpperCase).count() + " " + "x".concat("y") + " " + "abc".hashCode() + " " + "".hashCode() + " " + "Polygenelubricants".hashCode());
        try { "abc".substring(2, 1); } catch (StringIndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { "abc".charAt(5); } catch (StringIndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { "abc".substring(-1); } catch (StringIndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { "abc".codePointAt(3); } catch (StringIndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { "ab".repeat(-1); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { new String(new char[3], 2, 5); } catch (StringIndexOutOfBoundsException e) { System.out.println(e.getMessage()); }

        // StringBuilder with surrogates
        StringBuilder sb = new StringBuilder("a😀b\uD801\uDC37c");
        System.out.println(sb.reverse() + " " + sb.length() + " " + sb.codePointCount(0, sb.length()));
        sb.insert(2, "XY").insert(0, 1.5).insert(sb.length(), true).insert(3, new char[] {'!', '?'}).deleteCharAt(0);
        System.out.println(sb + " " + sb.indexOf("XY") + " " + sb.lastIndexOf("?"));
        sb.delete(2, 100).append('z').setCharAt(0, 'Q');
        System.out.println(sb + " " + new StringBuilder("racecar").reverse() + " " + new StringBuilder("x").compareTo(new StringBuilder("y")) + " " + new StringBuilder("\uDC00\uD800").reverse().codePointAt(0));
        StringBuilder sb2 = new StringBuilder("hello world");
        sb2.replace(0, 5, "HELLO").setLength(8);
        System.out.println(sb2 + "|" + sb2.capacity() + " " + new StringBuilder().capacity() + " " + new StringBuilder(100).capacity() + " " + new StringBuilder("abc").capacity() + " " + sb2.appendCodePoint(0x1F600).length() + " " + sb2.substring(3) + " " + sb2.subSequence(1, 3));
        for (Runnable r : List.<Runnable>of(() -> new StringBuilder("abc").insert(4, "x"), () -> new StringBuilder("abc").delete(2, 1), () -> new StringBuilder("abc").deleteCharAt(3), () -> new StringBuilder("abc").setLength(-1), () -> new StringBuilder("abc").replace(4, 5, "x"), () -> new StringBuilder("abc").setCharAt(3, 'x'), () -> new StringBuilder(-1)))
            try { r.run(); } catch (RuntimeException e) { System.out.println(e); }

        // Integer and Long corners
        System.out.println(Integer.parseUnsignedInt("4294967295") + " " + Integer.toUnsignedString(-1) + " " + Integer.toUnsignedString(-16, 16) + " " + Integer.divideUnsigned(-1, 3) + " " + Integer.remainderUnsigned(-1, 3) + " " + Integer.compareUnsigned(-1, 1) + " " + Integer.toUnsignedLong(-2) + " " + Long.toUnsignedString(-1L) + " " + Long.parseUnsignedLong("18446744073709551615") + " " + Long.divideUnsigned(-1L, 10) + " " + Long.remainderUnsigned(-1L, 10));
        System.out.println(Integer.highestOneBit(100) + " " + Integer.lowestOneBit(100) + " " + Integer.highestOneBit(0) + " " + Integer.highestOneBit(-1) + " " + Integer.numberOfLeadingZeros(1) + " " + Integer.numberOfTrailingZeros(0) + " " + Integer.bitCount(-1) + " " + Integer.reverse(1) + " " + Integer.reverseBytes(0x12345678) + " " + Integer.rotateLeft(0x80000001, 1) + " " + Integer.rotateRight(1, 1) + " " + Integer.signum(-9) + " " + Long.reverse(1L) + " " + Long.highestOneBit(-1L) + " " + Long.bitCount(0xF0F0L) + " " + Long.numberOfTrailingZeros(0L));
        System.out.println(Integer.toBinaryString(-8) + " " + Integer.toOctalString(-1) + " " + Integer.toHexString(Integer.MIN_VALUE) + " " + Long.toBinaryString(5) + " " + Integer.toString(-255, 16) + " " + Integer.toString(35, 36) + " " + Integer.toString(10, 99) + " " + Long.toString(Long.MIN_VALUE, 2).length() + " " + Integer.parseInt("-zz", 36) + " " + Integer.parseInt("+0042") + " " + Integer.valueOf("-0") + " " + Integer.decode("0x1F") + " " + Integer.decode("-#10") + " " + Integer.decode("010") + " " + Long.decode("0X7fffffffffffffff"));
        for (String bad : List.of("", "-", "+", "2147483648", "12a", " 1", "0x10", "4294967296"))
            try { Integer.parseInt(bad); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }
        for (String bad : List.of("-1", "4294967296", ""))
            try { Integer.parseUnsignedInt(bad); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }
        try { Integer.parseInt("10", 37); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }
        try { Integer.decode("0x"); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }
        try { Long.parseLong("9223372036854775808"); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }
        try { Integer.parseInt("abc123", 3, 6, 10); System.out.println(Integer.parseInt("abc123", 3, 6, 10)); Integer.parseInt("abc", 1, 0, 10); } catch (RuntimeException e) { System.out.println(e); }
        System.out.println(Short.parseShort("-32768") + " " + Byte.parseByte("7f", 16) + " " + Short.toUnsignedInt((short) -1) + " " + Byte.toUnsignedInt((byte) -1) + " " + Short.reverseBytes((short) 0x1234) + " " + Integer.sum(3, 4) + Integer.max(3, 4) + Long.min(3, 4) + " " + Integer.hashCode(-5) + " " + Long.hashCode(-5L) + " " + Integer.MAX_VALUE + 1);
        try { Byte.parseByte("128"); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }

        // Math helpers
        System.out.println(Math.floorMod(-7, 3) + " " + Math.floorDiv(-7, 3) + " " + (-7 % 3) + " " + (-7 / 3) + " " + Math.floorMod(7, -3) + " " + Math.floorMod(-7L, 3) + " " + Math.floorMod(-7L, 3L) + " " + Math.abs(Integer.MIN_VALUE) + " " + Math.hypot(3, 4) + " " + Math.hypot(1e200, 1e200) + " " + Math.cbrt(27) + " " + Math.cbrt(-8) + " " + Math.ulp(1.0) + " " + Math.ulp(1.0f) + " " + Math.ulp(0.0) + " " + Math.nextUp(1.0) + " " + Math.nextDown(1.0f) + " " + Math.signum(-2.5) + " " + Math.copySign(3.0, -0.0));
        System.out.println(Math.round(2.5) + " " + Math.round(-2.5) + " " + Math.round(0.49999999999999994) + " " + Math.rint(2.5) + " " + Math.rint(3.5) + " " + Math.ceil(-0.5) + " " + Math.floor(-0.5) + " " + Math.round(Float.NaN) + " " + Math.round(1e20) + " " + Math.getExponent(1024.0) + " " + Math.scalb(1.5, 4) + " " + Math.IEEEremainder(10, 3) + " " + Math.toDegrees(Math.PI) + " " + Math.toRadians(180) + " " + Math.log10(1000) + " " + Math.log1p(0) + " " + Math.expm1(0) + " " + Math.sqrt(-1) + " " + Math.pow(2, -1) + " " + Math.pow(0, 0) + " " + Math.max(-0.0, 0.0) + " " + Math.min(-0.0, 0.0) + " " + Math.fma(2.0, 3.0, 1.0));
        System.out.println(Math.addExact(1, 2) + " " + Math.multiplyHigh(Long.MAX_VALUE, 4) + " " + Math.absExact(-5) + " " + Math.negateExact(5L) + " " + Math.toIntExact(42L) + " " + Math.floorDiv(Long.MIN_VALUE, -1));
        for (Runnable r : List.<Runnable>of(() -> Math.addExact(Integer.MAX_VALUE, 1), () -> Math.multiplyExact(1L << 62, 4L), () -> Math.subtractExact(Integer.MIN_VALUE, 1), () -> Math.incrementExact(Integer.MAX_VALUE), () -> Math.decrementExact(Long.MIN_VALUE), () -> Math.negateExact(Integer.MIN_VALUE), () -> Math.toIntExact(1L << 40), () -> Math.absExact(Long.MIN_VALUE), () -> Math.floorMod(1, 0), () -> Math.multiplyExact(100000, 100000)))
            try { r.run(); } catch (ArithmeticException e) { System.out.println(e.getMessage()); }
    }
}
