public class LabeledLoops {
    public static void main(String[] args) {
        outer:
        for (int i = 0; i < 5; i++) {
            for (int j = 0; j < 5; j++) {
                if (j == 3) continue outer;
                if (i == 3) break outer;
                System.out.print(i + "" + j + " ");
            }
        }
        System.out.println();
        int n = 0;
        search:
        {
            for (int i = 1; i < 100; i++) {
                if (i * i > 300) {
                    n = i;
                    break search;
                }
            }
            n = -1;
        }
        System.out.println("first i with i*i>300: " + n);
        int k = 0;
        do {
            k += 3;
        } while (k < 20);
        System.out.println("do-while k = " + k);
        int m = 100;
        do {
            m++;
        } while (false);
        System.out.println("do-while once m = " + m);
        int count = 0;
        int a = 0;
        loop:
        while (true) {
            a++;
            switch (a % 4) {
                case 0: continue loop;
                case 3: if (a > 20) break loop; break;
                default: count++;
            }
        }
        System.out.println("while/switch a=" + a + " count=" + count);
        StringBuilder sb = new StringBuilder();
        rows:
        for (int r = 0; r < 6; r++) {
            int c = 0;
            cols:
            while (c < 6) {
                c++;
                if ((r + c) % 5 == 0) continue rows;
                if (c > r) break cols;
                sb.append(r).append(c).append(',');
            }
            sb.append('|');
        }
        System.out.println(sb);
        int primes = 0;
        nextNum:
        for (int p = 2; p < 200; p++) {
            for (int d = 2; d * d <= p; d++) {
                if (p % d == 0) continue nextNum;
            }
            primes++;
        }
        System.out.println("primes below 200: " + primes);
        int w = 0;
        for (;;) {
            if (++w >= 7) break;
        }
        System.out.println("for(;;) w=" + w);
    }
}
