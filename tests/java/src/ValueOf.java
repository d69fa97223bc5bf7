public class ValueOf {
    public static void main(String[] args) {
        System.out.println(String.valueOf(true) + " " + String.valueOf(false));
        System.out.println(String.valueOf('c') + " " + String.valueOf((char) 65));
        System.out.println(String.valueOf(0) + " " + String.valueOf(-1) + " " + String.valueOf(Integer.MIN_VALUE) + " " + String.valueOf(Integer.MAX_VALUE));
        System.out.println(String.valueOf(0L) + " " + String.valueOf(Long.MIN_VALUE) + " " + String.valueOf(Long.MAX_VALUE));
        System.out.println(String.valueOf(1.0f) + " " + String.valueOf(-2.5f) + " " + String.valueOf(Float.MAX_VALUE) + " " + String.valueOf(Float.MIN_VALUE));
        System.out.println(String.valueOf(1.0) + " " + String.valueOf(-0.0) + " " + String.valueOf(Double.MAX_VALUE));
        System.out.println(String.valueOf((Object) null) + " " + String.valueOf((Object) "obj") + " " + String.valueOf(new char[] {'a', 'b'}));
        byte b = -7; short s = 300;
        System.out.println("" + b + s + " " + Byte.toString(b) + " " + Short.toString(s) + " " + Byte.MIN_VALUE + " " + Short.MAX_VALUE);
        System.out.println(Boolean.toString(true) + " " + Character.toString('z') + " " + Integer.toString(42) + " " + Long.toString(-42L)
            + " " + Float.toString(0.5f) + " " + Double.toString(0.25));
        System.out.println(Integer.valueOf(12) + " " + Long.valueOf(12) + " " + Double.valueOf("1e3") + " " + Float.valueOf("2.5") + " " + Boolean.valueOf("yes")
            + " " + Boolean.parseBoolean("True") + " " + Byte.valueOf("-12") + " " + Short.valueOf("1234"));
        Object[] boxes = {(byte) 1, (short) 2, 3, 4L, 5f, 6.0, '7', true};
        StringBuilder sb = new StringBuilder();
        for (Object o : boxes) sb.append(o).append('|');
        System.out.println(sb);
        char[] cs = {'x'};
        System.out.println("char array concat " + String.valueOf(cs) + " " + new String(cs));
    }
}
