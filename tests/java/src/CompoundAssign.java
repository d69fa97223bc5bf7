public class CompoundAssign {
    static int counter;
    int field = 10;
    static int[] arr = new int[4];

    static int next() { return counter++; }

    public static void main(String[] args) {
        int i = 10;
        i += 5; System.out.println("+= " + i);
        i -= 20; System.out.println("-= " + i);
        i *= -3; System.out.println("*= " + i);
        i /= 4; System.out.println("/= " + i);
        i %= 4; System.out.println("%= " + i);
        i <<= 3; System.out.println("<<= " + i);
        i >>= 1; System.out.println(">>= " + i);
        i |= 0x100; System.out.println("|= " + i);
        i &= 0x10C; System.out.println("&= " + i);
        i ^= 0xFF; System.out.println("^= " + i);
        i = -i; i >>>= 28; System.out.println(">>>= " + i);
        byte b = 120;
        b += 10; System.out.println("byte += " + b);
        b *= 3; System.out.println("byte *= " + b);
        short s = 32767;
        s++; System.out.println("short ++ " + s);
        char c = 'x';
        c += 3; System.out.println("char += " + c);
        c -= 'a' - 'A'; System.out.println("char -= " + c);
        c++; System.out.println("char ++ " + c + " " + (int) c);
        int ci = 'z' - c; System.out.println("char diff " + ci);
        int x = 5;
        x += x++ + ++x; System.out.println("x += x++ + ++x: " + x);
        int y = 3;
        y = y++ * y--; System.out.println("y++ * y--: " + y);
        arr[next()] += 7; arr[next()] += 8;
        System.out.println("arr " + arr[0] + " " + arr[1] + " counter " + counter);
        CompoundAssign o = new CompoundAssign();
        o.field *= 2 + 3; System.out.println("field *= 2+3: " + o.field);
        long l = 1;
        l += 0.7; System.out.println("long += 0.7: " + l);
        l += 1.5e10; System.out.println("long += 1.5e10: " + l);
        int k = 7;
        k *= 2.5; System.out.println("int *= 2.5: " + k);
        double d = 1;
        d /= 3; System.out.println("double /= 3: " + d);
        float f = 0.1f;
        f += 0.2; System.out.println("float += 0.2: " + f);
        String str = "a";
        str += 1 + 2; str += 'c'; str += 1.5; str += null; str += true;
        System.out.println("string += " + str);
        for (int n = -3; n <= 3; n++) {
            String t = n > 0 ? "pos" : n < 0 ? "neg" : "zero";
            int abs = n >= 0 ? n : -n;
            Object boxed = n % 2 == 0 ? (Object) n : (Object) ("odd" + n);
            long mixed = n > 0 ? n : 10L;
            System.out.println(n + " " + t + " " + abs + " " + boxed + " " + mixed);
        }
        Integer nul = null;
        boolean flag = true;
        Object tern = flag ? 1 : "s";
        System.out.println("ternary boxing: " + tern + " " + (flag ? 'a' : 0) + " " + (flag ? 'a' : i) + " " + (false ? 1 : 2.0));
        try {
            int bad = flag ? nul : 0;
            System.out.println("no NPE " + bad);
        } catch (NullPointerException e) {
            System.out.println("NPE from unboxing in ternary");
        }
        boolean a1 = false, a2 = true;
        a1 |= a2; a2 &= false; a1 ^= true;
        System.out.println("booleans " + a1 + " " + a2);
    }
}
