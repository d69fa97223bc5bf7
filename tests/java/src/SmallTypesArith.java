public class SmallTypesArith {
    static byte bf; static short sf; static char cf;

    public static void main(String[] args) {
        byte b = 127; b++; System.out.println("b++ " + b);
        b = -128; b--; System.out.println("b-- " + b);
        b = 100; b += 100; System.out.println("b+=100 " + b);
        b = 10; b *= 30; System.out.println("b*=30 " + b);
        b = -128; b /= -1; System.out.println("b/=-1 " + b);
        b = -1; b >>>= 1; System.out.println("b>>>=1 " + b);
        b = -1; b >>= 1; System.out.println("b>>=1 " + b);
        b = 64; b <<= 1; System.out.println("b<<=1 " + b);
        b = (byte) 0xF0; System.out.println("b>>>4 " + (b >>> 4) + " b>>4 " + (b >> 4) + " (b&0xff)>>>4 " + ((b & 0xff) >>> 4));
        short s = Short.MAX_VALUE; s++; System.out.println("s++ " + s);
        s = 300; s *= 300; System.out.println("s*=300 " + s);
        s = -1; s >>>= 10; System.out.println("s>>>=10 " + s);
        char c = 'A'; c += 1; c++; System.out.println("c " + c + " " + (int) c + " " + (c + 1) + " " + (char) (c + 1));
        c = 0; c--; System.out.println("c-- " + (int) c);
        c = '\uffff'; c++; System.out.println("c++ " + (int) c);
        c = 'z'; c -= 'a' - 'A'; System.out.println("upper " + c);
        c = 'x'; c *= 2; System.out.println("c*=2 " + (int) c);
        char d = '7';
        int digit = d - '0';
        System.out.println("digit " + digit + " " + (char) ('0' + digit + 1) + " " + ('a' + 'b') + " " + (char) ('a' + 'b') + " " + "" + 'a' + 'b');
        System.out.println("ternary " + (true ? 'x' : 0) + " " + (true ? 'x' : digit) + " " + (false ? 1 : 'y') + " " + (true ? (Character) 'q' : (Integer) 5));
        bf = (byte) 200; sf = (short) 70000; cf = (char) -1;
        System.out.println("fields " + bf + " " + sf + " " + (int) cf + " " + (bf & 0xff) + " " + (sf & 0xffff) + " " + (short) cf + " " + (byte) cf);
        System.out.println("casts " + (byte) 256 + " " + (byte) 255 + " " + (short) 65535 + " " + (char) 65601 + " " + (byte) -129 + " " + (int) (char) (byte) -1 + " " + (short) (char) (byte) -1);
        System.out.println("float to small " + (byte) 300.7f + " " + (short) -40000.9 + " " + (char) 65.99 + " " + (int) (char) -5.5 + " " + (byte) Double.NaN + " " + (char) Double.POSITIVE_INFINITY + 0 + " " + (int) Float.NEGATIVE_INFINITY);
        System.out.println("long to small " + (byte) 0x1234567890L + " " + (short) Long.MIN_VALUE + " " + (char) (Long.MAX_VALUE) + 0 + " " + (int) 0x1_0000_0001L);
        byte[] bytes = {(byte) 0xCA, (byte) 0xFE, (byte) 0xBA, (byte) 0xBE};
        int word = 0;
        for (byte x : bytes) word = (word << 8) | (x & 0xff);
        int wrong = 0;
        for (byte x : bytes) wrong = (wrong << 8) | x;
        System.out.println("word " + Integer.toHexString(word) + " wrong " + Integer.toHexString(wrong));
        short[] shorts = new short[4];
        shorts[0] = -1; shorts[1] += 40000; shorts[2]--; shorts[3] = (short) (shorts[0] * shorts[2]);
        char[] chars = {'a', 'b'};
        chars[0] += 2; chars[1]++;
        System.out.println(java.util.Arrays.toString(shorts) + " " + new String(chars) + " " + chars[0]++ + " " + ++chars[1] + " " + new String(chars));
        int i = 10;
        i = i++ + ++i; System.out.println("i " + i);
        i = 5; i += i++ * 2 + --i; System.out.println("i " + i);
        int[] a = {0, 0, 0}; int k = 0;
        a[k++] = k++; a[k] += k++; System.out.println(java.util.Arrays.toString(a) + " " + k);
        long L = Integer.MAX_VALUE; L++; int m = Integer.MAX_VALUE; long wrongL = m + 1; long rightL = m + 1L;
        System.out.println(L + " " + wrongL + " " + rightL + " " + (m * 2) + " " + (m * 2L));
        System.out.println("shifts " + (1 << 33) + " " + (1L << 33) + " " + (1 << -1) + " " + (-1 >>> 33) + " " + (8 >> 65) + " " + (-16L >>> 60) + " " + ((byte) 1 << 7));
        System.out.println("div " + (-7 / 2) + " " + (-7 % 2) + " " + (7 / -2) + " " + (7 % -2) + " " + (-7 >> 1) + " " + ((short) -7 / (byte) 2) + " " + ('z' / 'a') + " " + ('z' % 10));
        System.out.println("compare " + ((byte) -1 < (char) 1) + " " + ((char) -1 > (short) -1) + " " + ((byte) 0x80 == -128) + " " + ('a' == 97) + " " + ((short) 'a' == 'a'));
        Object o1 = b, o2 = s, o3 = c;
        System.out.println(o1.getClass().getSimpleName() + " " + o2.getClass().getSimpleName() + " " + o3.getClass().getSimpleName() + " " + Byte.valueOf((byte) -1).hashCode() + " " + Character.valueOf('\uffff').hashCode() + " " + Short.valueOf((short) -2).compareTo((short) 3));
        switch (c) { case 'a': System.out.println("case a"); break; case 240: System.out.println("case 240"); break; default: System.out.println("default " + (int) c); }
        switch (b) { case -1: System.out.println("b -1"); break; case 127: case -128: System.out.println("b edge " + b); break; default: System.out.println("b other " + b); }
        byte sum = 0; for (int n = 0; n < 1000; n++) sum += n;
        short prod = 1; for (int n = 1; n < 20; n++) prod *= n;
        char acc = 0; for (int n = 0; n < 100000; n++) acc += n;
        System.out.println("loops " + sum + " " + prod + " " + (int) acc);
        System.out.println(Character.getNumericValue('Ⅻ') + " " + Character.digit('f', 16) + " " + Character.digit('z', 36) + " " + Character.digit('9', 8) + " " + Character.forDigit(11, 16) + " " + Character.forDigit(5, 4) + "|" + Character.isDigit('٣') + " " + Character.getNumericValue('٣') + " " + Character.MIN_RADIX + Character.MAX_RADIX);
    }
}
