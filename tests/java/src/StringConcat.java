public class StringConcat {
    static String describe(Object o) { return "obj:" + o; }

    public static void main(String[] args) {
        boolean z = true; byte b = -1; short s = 2; char c = 'c'; int i = 42; long l = 1L << 40; float f = 1.5f; double d = 0.1;
        Object o = null; String str = null; int[] arr = null; StringBuilder sb = new StringBuilder("sb");
        System.out.println("all: " + z + b + s + c + i + l + f + d + o + str + arr + sb);
        System.out.println(1 + 2 + "x" + 1 + 2);
        System.out.println('a' + 'b' + "c" + 'a' + 'b');
        System.out.println("" + c + c + (char) (c + 1) + (c + 1));
        System.out.println("neg " + -i + " " + -l + " " + -f + " " + -d + " " + (i - 100));
        System.out.println("mixed " + (i + l) + " " + (f + d) + " " + (i / 5) + " " + (i / 5.0) + " " + (c + i));
        String acc = "";
        for (int k = 0; k < 10; k++) acc += k;
        acc += '!';
        acc += 1.0;
        acc += null;
        System.out.println(acc);
        String s1 = "hello";
        String s2 = s1 + " world";
        String s3 = "hello" + " world";
        final String fin = "hello";
        String s4 = fin + " world";
        System.out.println((s2 == s3) + " " + (s3 == "hello world") + " " + (s4 == s3) + " " + s2.equals(s3));
        System.out.println(describe(i) + " " + describe(str) + " " + describe(sb.append("!")));
        String many = "a" + 1 + "b" + 2L + "c" + 3.0f + "d" + 4.0 + "e" + '5' + "f" + true + "g" + null + "h" + b + "i" + s + "j" + (Object) "k" + "l" + i + l + f + d + c + z;
        System.out.println(many);
        System.out.println("special floats " + Float.NaN + " " + Double.NEGATIVE_INFINITY + " " + -0.0f + " " + Double.MIN_VALUE + " " + 1e21 + " " + 123456789f);
        System.out.println("extremes " + Integer.MIN_VALUE + Long.MIN_VALUE + " " + Character.MAX_VALUE + " " + Byte.MIN_VALUE);
        String emptyStr = "";
        System.out.println("[" + emptyStr + emptyStr + "]" + "" + '\u0041' + "\t|" + "\\" + "\"quoted\"");
        StringBuilder chain = new StringBuilder();
        for (int k = 0; k < 5; k++) chain.append(k + "-" + (k * k) + ";");
        System.out.println(chain);
        Object[] objs = {1, "two", 3.0, 'f', null, new int[0].length};
        String out = "";
        for (Object x : objs) out = out + x + ",";
        System.out.println(out);
        String a1 = "x", a2 = "y", a3 = "z";
        String big = a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3
            + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3
            + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3
            + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3
            + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3
            + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3
            + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3 + a1 + a2 + a3;
        System.out.println("over 200 operands: " + big.length() + " " + big.substring(0, 9));
        String uni = "caf\u00e9 " + 'λ' + " " + "\u65e5\u672c";
        System.out.println(uni + " " + uni.length());
    }
}
