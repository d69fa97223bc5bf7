// A method with conditional branches, a tableswitch and a lookupswitch,
// for the INSTRUCTION_START test.
public class Instr {
    static int decide(int x, Object o) {
        int r = 0;
        if (x > 3)
            r += 10;
        if (o == null)
            r += 1;
        switch (x) {
        case 1: r += 100; break;
        case 2: r += 200; break;
        case 3: r += 300; break;
        case 4: r += 400; break;
        default: r -= 1;
        }
        switch (x * 1000) {
        case 1000: r += 7; break;
        case 5000: r += 8; break;
        case 70000: r += 9; break;
        default: r -= 2;
        }
        return r;
    }

    public static void main(String[] args) {
        System.out.println(decide(1, null) + " " + decide(5, "x") + " " + decide(3, args));
    }
}
