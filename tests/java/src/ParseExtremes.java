public class ParseExtremes {
    static void p(String what, String s, int radix) {
        StringBuilder sb = new StringBuilder(what).append(" '").append(s).append("' r").append(radix).append(": ");
        try { sb.append("int=").append(Integer.parseInt(s, radix)); } catch (NumberFormatException e) { sb.append("int!").append(e.getMessage()); }
        sb.append(" | ");
        try { sb.append("long=").append(Long.parseLong(s, radix)); } catch (NumberFormatException e) { sb.append("long!").append(e.getMessage()); }
        sb.append(" | ");
        try { sb.append("uint=").append(Integer.parseUnsignedInt(s, radix)); } catch (NumberFormatException e) { sb.append("uint!").append(e.getMessage()); }
        System.out.println(sb);
    }

    public static void main(String[] args) {
        String[] in = {"2147483647", "2147483648", "-2147483648", "-2147483649", "+0", "-0", "+", "-", "", "4294967295", "4294967296",
            "9223372036854775807", "9223372036854775808", "-9223372036854775808", "007", "1_000", " 1", "١٢٣", "１２"};
        for (String s : in) p("dec", s, 10);
        p("hex", "7fffffff", 16); p("hex", "80000000", 16); p("hex", "-80000000", 16); p("hex", "FFFFFFFF", 16); p("hex", "ffffffffffffffff", 16);
        p("bin", "-10000000000000000000000000000000", 2); p("b36", "zik0zj", 36); p("b36", "ZIK0ZK", 36); p("b36", "1y2p0ij32e8e7", 36);
        try { Integer.parseInt("1", 37); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }
        try { Integer.parseInt("1", 1); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }
        try { Integer.parseInt(null); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }
        try { Long.parseLong(null); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }
        try { Integer.valueOf(""); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }
        try { Long.parseUnsignedLong("18446744073709551616"); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }
        try { Long.parseUnsignedLong("-1"); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }
        try { Byte.parseByte("128"); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }
        try { Short.parseShort("-32769"); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }
        try { Integer.decode("0x"); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }
        try { Integer.decode("--5"); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }
        try { Integer.parseInt("99", 8); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }
        System.out.println(Long.parseUnsignedLong("18446744073709551615") + " " + Long.toUnsignedString(-1) + " " + Long.toUnsignedString(-1, 16) + " " + Integer.toUnsignedString(-2) + " " + Long.toUnsignedString(Long.MIN_VALUE, 36));
        System.out.println(Integer.decode("0x7FFFFFFF") + " " + Integer.decode("-0x80000000") + " " + Integer.decode("#ff") + " " + Integer.decode("010") + " " + Long.decode("-#8000000000000000") + " " + Integer.decode("+0"));
        System.out.println(Integer.toString(Integer.MIN_VALUE, 2) + " " + Integer.toString(Integer.MIN_VALUE, 36) + " " + Long.toString(Long.MIN_VALUE, 7) + " " + Integer.toString(255, 99) + " " + Long.toString(-255, 16));
        System.out.println(Integer.toHexString(Integer.MIN_VALUE) + " " + Integer.toOctalString(-1) + " " + Integer.toBinaryString(5) + " " + Long.toHexString(Long.MIN_VALUE) + " " + Long.toOctalString(Long.MIN_VALUE) + " " + Long.toBinaryString(-1L).length());
        System.out.println(Integer.divideUnsigned(-1, 3) + " " + Integer.remainderUnsigned(-1, 3) + " " + Long.divideUnsigned(-1L, 10) + " " + Long.remainderUnsigned(-1L, 10) + " " + Integer.compareUnsigned(-1, 1) + " " + Long.compareUnsigned(1, -1) + " " + Integer.toUnsignedLong(-1));
        System.out.println(Integer.MAX_VALUE + 1 + " " + (Integer.MIN_VALUE - 1) + " " + Math.abs(Integer.MIN_VALUE) + " " + (-Integer.MIN_VALUE) + " " + Integer.MIN_VALUE / -1 + " " + Integer.MIN_VALUE % -1 + " " + Long.MIN_VALUE / -1);
        try { Math.addExact(Integer.MAX_VALUE, 1); } catch (ArithmeticException e) { System.out.println(e.getMessage()); }
        try { Math.multiplyExact(Long.MAX_VALUE, 2L); } catch (ArithmeticException e) { System.out.println(e.getMessage()); }
        try { Math.toIntExact(1L << 31); } catch (ArithmeticException e) { System.out.println(e.getMessage()); }
        try { Math.negateExact(Integer.MIN_VALUE); } catch (ArithmeticException e) { System.out.println(e.getMessage()); }
        try { Math.floorDiv(1, 0); } catch (ArithmeticException e) { System.out.println(e.getMessage()); }
        System.out.println(Math.floorDiv(-7, 2) + " " + Math.floorMod(-7, 2) + " " + Math.floorMod(7, -2) + " " + Math.floorDiv(Long.MIN_VALUE, -1L) + " " + Math.floorMod(-7L, 3) + " " + Math.abs(Long.MIN_VALUE));
        System.out.println(Integer.sum(3, 4) + " " + Integer.max(-1, -2) + " " + Long.min(3, 2) + " " + Integer.signum(-9) + " " + Long.signum(0) + " " + Integer.hashCode(-5) + " " + Long.hashCode(-5L) + " " + Long.hashCode(1L << 32));
        System.out.println(Integer.valueOf(127) == Integer.valueOf(127));
        System.out.println(Integer.valueOf(128).equals(128) + " " + Long.valueOf(5).equals(5) + " " + Integer.compare(3, 7) + " " + Character.compare('b', 'a') + " " + Short.compare((short) -1, (short) 1) + " " + Byte.toUnsignedInt((byte) -1) + " " + Short.toUnsignedInt((short) -1));
        System.out.println(Short.reverseBytes((short) 0x1234) + " " + Character.reverseBytes('\u1234') + " " + Integer.reverseBytes(0x12345678) + " " + Long.reverseBytes(0x0102030405060708L));
        System.out.println(Byte.MIN_VALUE + " " + Byte.MAX_VALUE + " " + Short.MIN_VALUE + " " + Character.MAX_VALUE + 0 + " " + Byte.decode("-0x80") + " " + Short.decode("0x7fff") + " " + Byte.valueOf((byte) 200) + " " + Short.valueOf("-5"));
        System.out.println(Integer.getInteger("no.such.prop") + " " + Integer.getInteger("no.such.prop", 7) + " " + Long.getLong("no.such", 9L) + " " + Boolean.getBoolean("no.such") + " " + Boolean.parseBoolean("TRUE") + " " + Boolean.parseBoolean("yes") + " " + Boolean.logicalXor(true, false));
    }
}
