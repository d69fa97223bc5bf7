public class CharacterMethods {
    public static void main(String[] args) {
        char[] cs = {'a', 'Z', '5', ' ', '\t', '\n', '_', '$', '!', '\u00e9', '\u00c9', '\u0660', '\u4e2d', '\u00a0', '\u2028', 'ß'};
        for (char c : cs) {
            System.out.println((int) c + " letter " + Character.isLetter(c) + " digit " + Character.isDigit(c) + " letterOrDigit " + Character.isLetterOrDigit(c)
                + " upper " + Character.isUpperCase(c) + " lower " + Character.isLowerCase(c) + " ws " + Character.isWhitespace(c)
                + " space " + Character.isSpaceChar(c) + " toUpper " + (int) Character.toUpperCase(c) + " toLower " + (int) Character.toLowerCase(c)
                + " javaStart " + Character.isJavaIdentifierStart(c) + " javaPart " + Character.isJavaIdentifierPart(c));
        }
        System.out.println("digit " + Character.digit('7', 10) + " " + Character.digit('f', 16) + " " + Character.digit('z', 36) + " " + Character.digit('9', 8) + " " + Character.digit('\u0663', 10));
        System.out.println("forDigit " + Character.forDigit(11, 16) + " " + Character.forDigit(5, 10) + " " + (int) Character.forDigit(20, 10));
        System.out.println("getNumericValue " + Character.getNumericValue('a') + " " + Character.getNumericValue('8') + " " + Character.getNumericValue('%'));
        System.out.println("surrogates " + Character.isHighSurrogate('\uD83D') + " " + Character.isLowSurrogate('\uDE00') + " " + Character.toCodePoint('\uD83D', '\uDE00')
            + " " + Character.charCount(0x1F600) + " " + new String(Character.toChars(0x1F600)).length() + " " + Character.isSupplementaryCodePoint(0x10000));
        System.out.println("MIN/MAX " + (int) Character.MIN_VALUE + " " + (int) Character.MAX_VALUE + " " + Character.MIN_RADIX + " " + Character.MAX_RADIX);
        System.out.println("compare " + Character.compare('a', 'b') + " hashCode " + Character.hashCode('A') + " valueOf " + Character.valueOf('q') + " toString " + Character.toString(66));
        System.out.println("isISOControl " + Character.isISOControl('\u0007') + " " + Character.isISOControl('a') + " isDefined " + Character.isDefined('a'));
        StringBuilder sb = new StringBuilder();
        for (char c = 'a'; c <= 'z'; c += 5) sb.append(c).append(Character.toUpperCase(c));
        System.out.println("alphabet " + sb);
        int sum = 0;
        for (char c : "h3ll0 w0rld 42".toCharArray()) if (Character.isDigit(c)) sum += c - '0';
        System.out.println("digit sum " + sum);
        System.out.println("title " + Character.isTitleCase('\u01c5') + " " + (int) Character.toTitleCase('a'));
    }
}
