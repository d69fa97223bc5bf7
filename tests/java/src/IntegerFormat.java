public class IntegerFormat {
    public static void main(String[] args) {
        int[] vals = {0, 1, -1, 7, 255, 256, -256, 1000000, Integer.MAX_VALUE, Integer.MIN_VALUE, 0xCAFEBABE};
        for (int v : vals) {
            System.out.println(v + " hex " + Integer.toHexString(v) + " oct " + Integer.toOctalString(v) + " bin " + Integer.toBinaryString(v)
                + " r36 " + Integer.toString(v, 36) + " r7 " + Integer.toString(v, 7));
        }
        long[] lvals = {0L, -1L, 1L << 40, Long.MAX_VALUE, Long.MIN_VALUE, 0xDEADBEEFCAFEL};
        for (long v : lvals) {
            System.out.println(v + " hex " + Long.toHexString(v) + " oct " + Long.toOctalString(v) + " bin " + Long.toBinaryString(v) + " r36 " + Long.toString(v, 36));
        }
        String[] ints = {"0", "-0", "+5", "123", "-2147483648", "2147483647", "007", "-00012"};
        for (String s : ints) System.out.println("parseInt(" + s + ") = " + Integer.parseInt(s));
        System.out.println("radix " + Integer.parseInt("ff", 16) + " " + Integer.parseInt("-FF", 16) + " " + Integer.parseInt("1010", 2) + " " + Integer.parseInt("zz", 36)
            + " " + Integer.valueOf("777", 8) + " " + Long.parseLong("7fffffffffffffff", 16) + " " + Long.parseLong("-9223372036854775808"));
        System.out.println("decode " + Integer.decode("0x1F") + " " + Integer.decode("-#10") + " " + Integer.decode("010") + " " + Long.decode("0X7F"));
        System.out.println("parseUnsignedInt " + Integer.parseUnsignedInt("4294967295") + " " + Integer.toUnsignedLong(-1) + " " + Long.parseUnsignedLong("18446744073709551615"));
        System.out.println("MIN/MAX " + Integer.MIN_VALUE + " " + Integer.MAX_VALUE + " " + Long.MIN_VALUE + " " + Long.MAX_VALUE + " " + Short.MIN_VALUE + " " + Byte.MAX_VALUE
            + " " + (int) Character.MAX_VALUE + " SIZE " + Integer.SIZE + " " + Long.BYTES);
        System.out.println("Byte.parseByte " + Byte.parseByte("-128") + " Short.parseShort " + Short.parseShort("-32768") + " " + Short.parseShort("7f", 16));
        System.out.println("Integer.toString(min, 16) " + Integer.toString(Integer.MIN_VALUE, 16) + " toString(x, 99) " + Integer.toString(10, 99));
        System.out.println("hashCode " + Integer.hashCode(-5) + " " + Long.hashCode(1L << 32) + " " + Long.valueOf(-1).hashCode() + " " + Short.hashCode((short) -1) + " " + Byte.hashCode((byte) -1));
    }
}
