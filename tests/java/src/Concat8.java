public class Concat8 {
    public static void main(String[] args) {
        int i = 7; long l = -3L; double d = 2.5; float f = 0.1f; char c = 'q'; boolean z = false; Object n = null;
        System.out.println("release 8 concat: " + i + l + d + f + c + z + n);
        String s = "";
        for (int k = 0; k < 6; k++) s += k + ",";
        System.out.println(s);
        System.out.println(1 + 2 + "3" + 4 + 5);
        StringBuilder sb = new StringBuilder();
        sb.append("explicit").append(i).append(c);
        System.out.println(sb + "|" + sb.length());
        String x = null;
        x += "!";
        System.out.println(x);
        char[] cs = {'a', 'b'};
        System.out.println("chars " + String.valueOf(cs) + " " + (cs.length + "") + " " + (char) (c + 1) + (c + 1));
    }
}
