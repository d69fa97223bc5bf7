import java.util.*;

/** HexFormat (JDK 17) formatting and parsing, and java.util.Objects. */
public class HexFormatObjects {
    public static void main(String[] args) {
        HexFormat hex = HexFormat.of();
        byte[] b = {0, 1, 15, 16, 127, -128, -1, 42};
        System.out.println(hex.formatHex(b) + " " + hex.withUpperCase().formatHex(b) + " " + hex.formatHex(b, 2, 5));
        HexFormat f = HexFormat.ofDelimiter(":").withPrefix("[").withSuffix("]").withUpperCase();
        System.out.println(f + " | " + f.formatHex(b) + " | " + Arrays.toString(f.parseHex(f.formatHex(b))));
        HexFormat comma = HexFormat.ofDelimiter(", ").withPrefix("0x");
        System.out.println(comma.formatHex(b) + " | " + Arrays.toString(comma.parseHex("0x01, 0xFF, 0xab")));
        System.out.println(Arrays.toString(hex.parseHex("00ff7F80")) + " " + hex.parseHex("").length + " "
                + Arrays.toString(hex.parseHex("xx0102yy", 2, 6)));
        System.out.println(hex.toHexDigits((byte) -2) + " " + hex.toHexDigits('A') + " " + hex.toHexDigits((short) -1) + " "
                + hex.toHexDigits(0xCAFEBABE) + " " + hex.toHexDigits(-2L) + " " + hex.toHexDigits(255L, 3)
                + " " + hex.withUpperCase().toHexDigits(0xabcdef) + " " + hex.toHexDigits(new StringBuilder("x="), (byte) 10));
        System.out.println(HexFormat.isHexDigit('a') + " " + HexFormat.isHexDigit('G') + " " + HexFormat.fromHexDigit('F')
                + " " + HexFormat.fromHexDigits("7fffffff") + " " + HexFormat.fromHexDigits("ffffffff") + " "
                + HexFormat.fromHexDigitsToLong("8000000000000000") + " " + HexFormat.fromHexDigits("") + " "
                + hex.toLowHexDigit(0x3c) + hex.toHighHexDigit(0x3c));
        System.out.println(hex.equals(HexFormat.of()) + " " + hex.equals(hex.withUpperCase()) + " " + hex.delimiter().isEmpty()
                + " " + f.prefix() + f.suffix() + f.delimiter() + f.isUpperCase() + " " + (f.hashCode() == HexFormat.ofDelimiter(":").withPrefix("[").withSuffix("]").withUpperCase().hashCode()));
        String[] bad = {"0", "0g", "zz"};
        for (String s : bad) {
            try {
                hex.parseHex(s);
            } catch (IllegalArgumentException e) {
                System.out.println(e);
            }
        }
        for (String s : new String[] {"[01]:[F", "[01];[02]", "01", "[01]:", "[0x]", "(01]", "[01)"}) {
            try {
                System.out.println(Arrays.toString(f.parseHex(s)));
            } catch (IllegalArgumentException e) {
                System.out.println(e);
            }
        }
        try {
            HexFormat.fromHexDigits("123456789");
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            hex.toHexDigits(5L, 17);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }

        System.out.println(Objects.equals(null, null) + " " + Objects.equals("a", null) + " " + Objects.deepEquals(new int[] {1}, new int[] {1})
                + " " + Objects.hashCode(null) + " " + Objects.hash(1, "a", null) + " " + Objects.toString(null) + " "
                + Objects.toString(null, "dflt") + " " + Objects.isNull(null) + " " + Objects.nonNull(null)
                + " " + Objects.compare("a", "b", Comparator.reverseOrder()));
        System.out.println(Objects.requireNonNullElse(null, "else") + " " + Objects.requireNonNullElseGet(null, () -> "got"));
        try {
            Objects.requireNonNull(null, "must not be null");
        } catch (NullPointerException e) {
            System.out.println(e.getMessage());
        }
        try {
            Objects.requireNonNull(null, () -> "supplied");
        } catch (NullPointerException e) {
            System.out.println(e.getMessage());
        }
        try {
            Objects.requireNonNullElse(null, null);
        } catch (NullPointerException e) {
            System.out.println(e.getMessage());
        }
        try {
            Objects.checkIndex(5, 5);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        try {
            Objects.checkFromToIndex(2, 1, 5);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        try {
            Objects.checkFromIndexSize(3, 4, 5);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        try {
            Objects.checkFromIndexSize(3L, 4L, 5L);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        try {
            Objects.checkFromToIndex(-1L, 1L, 5L);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(Objects.checkIndex(3L, 4L) + " " + Objects.checkFromIndexSize(1, 2, 3));
    }
}
